import { describe, expect, it } from 'vitest';
import { isOwnAppUrl } from '../security/app-protocol';
import type { ApiHandler } from '../services/api-handler';
import { paddedSaveText } from '../../test/fixtures/heavy-frames';
import { answerIpc, IPC_CHANNEL, registerIpc, type CallEvent } from './ipc';

// The sender check itself (app://patrol-hq only) is tested in security/app-protocol.test.ts.
const own = 'app://patrol-hq/index.html';

describe('IPC transport', () => {
  const calls: [string, unknown][] = [];
  const handler: ApiHandler = {
    handle: async (channel, payload) => {
      calls.push([channel, payload]);
      return { ok: true, value: 'served' };
    },
  };
  const trusted = isOwnAppUrl;
  const from = (url: string | null): CallEvent => ({ senderFrame: url === null ? null : ({ url } as CallEvent['senderFrame']) });

  it('serves our own page through the shared dispatcher', async () => {
    expect(await answerIpc(handler, trusted, from(own), 'saves.list', {})).toEqual({ ok: true, value: 'served' });
    expect(calls.at(-1)).toEqual(['saves.list', {}]);
  });

  it('refuses foreign or missing senders before the dispatcher sees anything', async () => {
    const n = calls.length;
    for (const ev of [from('https://example.org/'), from(null)]) {
      expect(await answerIpc(handler, trusted, ev, 'saves.list', {})).toEqual({ ok: false, error: { code: 'forbidden', message: 'This page may not use Patrol HQ.' } });
    }
    expect(await answerIpc(handler, trusted, from(own), 42, {})).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(calls.length).toBe(n);
  });

  it('refuses a payload over the request bound before the dispatcher sees it, and lets a big legal one through', async () => {
    const n = calls.length;
    const huge = await answerIpc(handler, trusted, from(own), 'scenarios.save', { id: 'a', doc: { models: Array.from({ length: 400_000 }, (_, i) => ({ id: `m${i}`, name: 'Rifleman with a long name' })) } });
    expect(huge).toMatchObject({ ok: false, error: { code: 'bad-request', message: expect.stringContaining('too large') } });
    expect(await answerIpc(handler, trusted, from(own), 'saves.import', { text: 'x'.repeat(17 * 1024 * 1024) })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect(calls.length).toBe(n);
    expect(await answerIpc(handler, trusted, from(own), 'saves.import', { text: paddedSaveText(12_000_000) })).toEqual({ ok: true, value: 'served' });
  });

  it('reads a long import on the frame worker first: one nested 5 million deep is refused there, in words, and the dispatcher never sees it', async () => {
    const n = calls.length;
    const t = performance.now();
    const r = await answerIpc(handler, trusted, from(own), 'saves.import', { text: '['.repeat(5_000_000) + ']'.repeat(5_000_000) });
    expect(r).toEqual({ ok: false, error: { code: 'bad-file', message: 'This file is not a Patrol HQ save: it nests deeper than 64 levels.', detail: 'too-deep' } });
    expect(performance.now() - t).toBeLessThan(3000); // JSON.parse alone took 4.2-4.6 s
    expect(await answerIpc(handler, trusted, from(own), 'scenarios.import', { text: `{"a":${'x'.repeat(100_000)}}` })).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringContaining('not valid JSON') } });
    expect(calls.length).toBe(n);
  });

  it('refuses a payload nested past 64 levels, as the browser host does, and takes one at 64', async () => {
    const n = calls.length;
    let deep: unknown = 1;
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    expect(await answerIpc(handler, trusted, from(own), 'saves.create', { game: 'tally', options: deep })).toEqual({ ok: false, error: { code: 'bad-request', message: 'A request may nest arrays and objects at most 64 levels deep.' } });
    expect(calls.length).toBe(n);
    let fits: unknown = 1;
    for (let i = 0; i < 63; i++) fits = [fits];
    expect(await answerIpc(handler, trusted, from(own), 'saves.create', { game: 'tally', options: fits })).toEqual({ ok: true, value: 'served' });
  });

  it('registers exactly one channel, patrol-hq:call', async () => {
    const registered: string[] = [];
    let fn: ((e: CallEvent, ...args: unknown[]) => unknown) | undefined;
    const ipcMain = {
      handle: (ch: string, f: (e: CallEvent, ...args: unknown[]) => unknown) => {
        registered.push(ch);
        fn = f;
      },
      removeHandler: (ch: string) => registered.splice(registered.indexOf(ch), 1),
    };
    const off = registerIpc(ipcMain as never, handler, trusted);
    expect(registered).toEqual([IPC_CHANNEL]);
    expect(IPC_CHANNEL).toBe('patrol-hq:call');
    expect(await fn!(from(own), 'app.info', {})).toEqual({ ok: true, value: 'served' });
    off();
    expect(registered).toEqual([]);
  });
});
