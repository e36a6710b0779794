import { describe, expect, it } from 'vitest';
import { paddedSaveText } from '../../test/fixtures/heavy-frames';
import { checkBigRequest, isBigImport, readBigFrame } from './frame-pool';

const frame = (v: unknown) => Buffer.from(JSON.stringify(v));

describe('frame pool (big requests read on a worker thread)', () => {
  it('refuses on the worker, in words: a frame nested too deep, not JSON, or against the contract', async () => {
    expect(await readBigFrame(Buffer.from(`{"id":1,"channel":"app.info","payload":${'['.repeat(100_000)}${']'.repeat(100_000)}}`))).toEqual({ ok: false, id: null, error: { code: 'bad-request', message: 'A request may nest arrays and objects at most 64 levels deep.' } });
    expect(await readBigFrame(Buffer.from(`{"id":2,${' '.repeat(100_000)}`))).toMatchObject({ ok: false, id: null, error: { code: 'bad-request', message: expect.stringContaining('must be JSON') } });
    expect(await readBigFrame(frame({ id: 3, channel: 'saves.rename', payload: { id: 'x', name: 'n'.repeat(100_000) } }))).toMatchObject({ ok: false, id: 3, error: { code: 'bad-request' } });
    expect(await readBigFrame(frame({ id: 4, channel: 'saves.import', payload: { text: `[${'1,'.repeat(50_000)}1]` } }))).toMatchObject({ ok: false, id: 4, error: { code: 'bad-file', message: expect.stringContaining('not a Patrol HQ save') } });
  }, 60_000);

  it('hands back what passes: a long string read, many small values as bytes parsed here, both equal to what was sent', async () => {
    const text = paddedSaveText(200_000).replace('Padded patrol', 'Padded \\"é\\" patrol'); // escapes and a non-ASCII letter
    expect(await readBigFrame(frame({ id: 5, channel: 'saves.import', payload: { text } }))).toEqual({ ok: true, id: 5, channel: 'saves.import', payload: { text } });
    const many = { xs: Array.from({ length: 20_000 }, (_, i) => ({ i })) };
    expect(await readBigFrame(frame({ id: 6, channel: 'desktop.somewhere', payload: many }))).toEqual({ ok: true, id: 6, channel: 'desktop.somewhere', payload: many });
  }, 60_000);

  it('checks a long IPC import there too; short ones and other channels stay here', async () => {
    expect(isBigImport('saves.import', { text: 'x'.repeat(70_000) })).toBe(true);
    expect(isBigImport('saves.import', { text: 'x'.repeat(100) })).toBe(false);
    expect(isBigImport('saves.rename', { name: 'x'.repeat(70_000) })).toBe(false);
    expect(await checkBigRequest('campaigns.import', { text: '{'.repeat(70_000) })).toEqual({ code: 'bad-file', message: 'This file is not a Patrol HQ campaign: it nests deeper than 64 levels.', detail: 'too-deep' });
  }, 60_000);
});
