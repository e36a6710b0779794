import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureApi, tempDir } from '../../test/fixtures/services';
import type { ApiResult } from '../api/contract';
import { withDesktopChannels } from './desktop-api';
import { desktopFiles, readImportFile, type DialogLike } from './native-files';

const saveText = `${JSON.stringify({ format: 'patrol-hq-save', formatVersion: 1 })}\n`;
const pdf = Buffer.from('%PDF-1.7\n%fake\n').toString('base64');

let t: ReturnType<typeof tempDir>;
beforeEach(() => (t = tempDir()));
afterEach(() => t.cleanup());

/** A dialog stand-in: answers with the next path (or cancels) and records the options it was shown. */
function fakeDialog(answer: string | null) {
  const shown: Record<string, unknown>[] = [];
  const dialog: DialogLike = {
    showSaveDialog: async (o) => (shown.push(o as Record<string, unknown>), answer ? { canceled: false, filePath: answer } : { canceled: true }),
    showOpenDialog: async (o) => (shown.push(o as Record<string, unknown>), answer ? { canceled: false, filePaths: [answer] } : { canceled: true, filePaths: [] }),
  };
  return { dialog, shown };
}

function desktop(answer: string | null) {
  const d = fakeDialog(answer);
  const logged: unknown[] = [];
  const told: string[] = [];
  const shared = { handle: async (channel: string): Promise<ApiResult<unknown>> => ({ ok: true, value: `shared ${channel}` }) };
  const files = desktopFiles({ dialog: d.dialog, defaultDir: () => join(t.dir, 'Documents'), tell: (m) => told.push(m) });
  const api = withDesktopChannels(shared, { ...files, 'desktop.joinGame': async () => ({ address: '' }) }, (_m, e) => logged.push(e));
  return { api, shown: d.shown, logged, told };
}

describe('native save dialog (desktop.saveFile)', () => {
  it('offers an export under its own extension and writes exactly the text', async () => {
    const target = join(t.dir, 'night.patrolsave');
    const { api, shown } = desktop(target);
    const r = await api.handle('desktop.saveFile', { fileName: 'night.patrol-hq.json', text: saveText });
    expect(r).toEqual({ ok: true, value: { saved: true, fileName: 'night.patrolsave' } });
    expect(readFileSync(target, 'utf8')).toBe(saveText);
    expect(shown[0]).toMatchObject({ defaultPath: join(t.dir, 'Documents', 'night.patrolsave'), filters: [{ name: 'Patrol HQ saved game', extensions: ['patrolsave'] }, { name: 'JSON', extensions: ['json'] }] });
    expect(readdirSync(t.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('writes a PDF from base64', async () => {
    const target = join(t.dir, 'ambush-a4.pdf');
    const { api, shown } = desktop(target);
    expect(await api.handle('desktop.saveFile', { fileName: 'ambush-a4.pdf', base64: pdf })).toMatchObject({ ok: true, value: { saved: true } });
    expect(readFileSync(target).subarray(0, 5).toString()).toBe('%PDF-');
    expect(shown[0]).toMatchObject({ filters: [{ name: 'PDF', extensions: ['pdf'] }] });
  });

  it('writes a CSV table (the campaign log) offered as CSV', async () => {
    const target = join(t.dir, 'easy-roster.csv');
    const { api, shown } = desktop(target);
    const csv = 'Name,Rank\r\nStanley Kowalski,Pvt.\r\n';
    expect(await api.handle('desktop.saveFile', { fileName: 'easy-roster.csv', text: csv })).toMatchObject({ ok: true, value: { saved: true } });
    expect(readFileSync(target, 'utf8')).toBe(csv);
    expect(shown[0]).toMatchObject({ filters: [{ name: 'CSV table', extensions: ['csv'] }] });
  });

  it('writes nothing when the person cancels', async () => {
    const { api } = desktop(null);
    expect(await api.handle('desktop.saveFile', { fileName: 'x.json', text: saveText })).toEqual({ ok: true, value: { saved: false } });
    expect(readdirSync(t.dir)).toEqual([]);
  });

  it('refuses content that is not one of our exports, and malformed requests, before any dialog', async () => {
    const { api, shown } = desktop(join(t.dir, 'x'));
    expect(await api.handle('desktop.saveFile', { fileName: 'x.json', text: '{"eggs":12}' })).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Only Patrol HQ exports can be saved this way.' } });
    expect(await api.handle('desktop.saveFile', { fileName: 'x.pdf', base64: Buffer.from('MZ...').toString('base64') })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await api.handle('desktop.saveFile', { fileName: 'x', text: saveText, base64: pdf })).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Give either text or base64, not both.' } });
    expect(await api.handle('desktop.saveFile', { fileName: '', text: saveText })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await api.handle('desktop.saveFile', { fileName: 'x', base64: 'not base64!' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await api.handle('desktop.saveFile', { fileName: 'x', text: saveText, path: '/etc/passwd' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(await api.handle('desktop.nothing', {})).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Unknown channel "desktop.nothing".' } });
    expect(shown).toEqual([]);
  });

  it('says why a write failed and leaves no partial file', async () => {
    if (process.getuid?.() === 0) {
      // root writes into read-only folders: use a path whose folder does not exist instead
      const { api, told } = desktop(join(t.dir, 'missing', 'x.patrolsave'));
      expect(await api.handle('desktop.saveFile', { fileName: 'x.json', text: saveText })).toEqual({ ok: false, error: { code: 'bad-file', message: 'x.patrolsave was not saved: it could not be written.' } });
      expect(told).toEqual(['x.patrolsave was not saved: it could not be written.']); // the person sees it too
      return;
    }
    const ro = join(t.dir, 'ro');
    mkdirSync(ro);
    chmodSync(ro, 0o500);
    const { api, told } = desktop(join(ro, 'x.patrolsave'));
    expect(await api.handle('desktop.saveFile', { fileName: 'x.json', text: saveText })).toEqual({ ok: false, error: { code: 'bad-file', message: 'x.patrolsave was not saved: that folder or file is read-only.' } });
    expect(told).toEqual(['x.patrolsave was not saved: that folder or file is read-only.']);
    chmodSync(ro, 0o700);
    expect(readdirSync(ro)).toEqual([]);
  });
});

describe('native open dialog (desktop.openFile) and reading files to import', () => {
  it('returns the chosen file\'s name and text, offering our types', async () => {
    const path = join(t.dir, 'night.patrolsave');
    writeFileSync(path, saveText);
    const { api, shown } = desktop(path);
    expect(await api.handle('desktop.openFile', { title: 'Import a save' })).toEqual({ ok: true, value: { fileName: 'night.patrolsave', text: saveText } });
    expect(shown[0]).toMatchObject({ title: 'Import a save', filters: [{ extensions: ['patrolsave', 'patrolscenario', 'patrolcampaign', 'json'] }], properties: ['openFile'] });
  });

  it('answers null when the person cancels', async () => {
    const { api } = desktop(null);
    expect(await api.handle('desktop.openFile', {})).toEqual({ ok: true, value: null });
  });

  it('refuses empty, missing, folder and oversized files with a message a person understands', async () => {
    writeFileSync(join(t.dir, 'empty.patrolsave'), '');
    mkdirSync(join(t.dir, 'folder.patrolsave'));
    writeFileSync(join(t.dir, 'big.patrolsave'), Buffer.alloc(20_000_001, 32));
    await expect(readImportFile(join(t.dir, 'empty.patrolsave'))).rejects.toThrow('empty.patrolsave is empty.');
    await expect(readImportFile(join(t.dir, 'gone.patrolsave'))).rejects.toThrow('gone.patrolsave could not be found or read.');
    await expect(readImportFile(join(t.dir, 'folder.patrolsave'))).rejects.toThrow('folder.patrolsave is not a file.');
    await expect(readImportFile(join(t.dir, 'big.patrolsave'))).rejects.toThrow('big.patrolsave is too large to be a Patrol HQ file (20 MB).');
    const { api } = desktop(join(t.dir, 'empty.patrolsave'));
    expect(await api.handle('desktop.openFile', {})).toEqual({ ok: false, error: { code: 'bad-file', message: 'empty.patrolsave is empty.' } });
  });
});

describe('desktop channels and the shared dispatcher', () => {
  it('passes every other channel to the shared handler', async () => {
    const { api } = desktop(null);
    expect(await api.handle('saves.list', {})).toEqual({ ok: true, value: 'shared saves.list' });
  });

  it('are refused by the browser host\'s handler as unknown channels', async () => {
    const f = fixtureApi({ dbPath: join(t.dir, 'db.sqlite') });
    try {
      expect(await f.api.handle('desktop.saveFile', { fileName: 'x', text: saveText })).toMatchObject({ ok: false, error: { code: 'bad-request', message: 'Unknown channel "desktop.saveFile".' } });
      expect(existsSync(join(t.dir, 'x'))).toBe(false);
    } finally {
      f.store.close();
    }
  });

  it('never throw: an unexpected failure is logged and answered as internal', async () => {
    const logged: unknown[] = [];
    const broken = desktopFiles({ dialog: { showSaveDialog: () => Promise.reject(new Error('boom')), showOpenDialog: () => Promise.reject(new Error('boom')) }, defaultDir: () => t.dir });
    const api = withDesktopChannels({ handle: async () => ({ ok: true, value: null }) }, { ...broken, 'desktop.joinGame': async () => ({ address: '' }) }, (_m, e) => logged.push(e));
    expect(await api.handle('desktop.openFile', {})).toMatchObject({ ok: false, error: { code: 'internal' } });
    expect(logged).toHaveLength(1);
  });
});
