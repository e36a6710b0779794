import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureModules, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope, ShareInfo } from '../api/contract';
import { Store } from '../store';
import { createApiHandler, createServices, newCaller, type ApiHandler, type GuestDoor } from './index';

// The sharing service with a fake share listener: when the listener opens and closes, tokens, the
// stamp and saves.wait, without a socket.

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
let door: GuestDoor;
const events: string[] = [];
const host = newCaller('socket');

beforeEach(() => {
  tmp = tempDir();
  events.length = 0;
  store = Store.open(`${tmp.dir}/s.db`);
  const services = createServices({
    store,
    modules: fixtureModules,
    app: { version: '0', host: 'browser', dataPath: '' },
    shareListener: (d) => {
      door = d;
      return {
        open: async () => {
          events.push('open');
          return { port: 5179, addresses: ['10.0.0.2', '203.0.113.5'] };
        },
        disconnect: (tokens) => void events.push(`disconnect ${tokens.length}`),
        close: async () => void events.push('close'),
      };
    },
  });
  api = createApiHandler(services, () => {});
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

async function call<T>(channel: string, payload: unknown, caller = host.caller): Promise<T> {
  const r = await api.handle(channel, payload, caller);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value as T;
}

const pile = () => call<GameEnvelope>('saves.create', { game: 'pile', seed: 3 });

describe('sharing a save', () => {
  it('tokens of 128 bits per sharing; the listener opens with the first sharing and closes with the last', async () => {
    const a = await pile();
    const b = await pile();
    const first = await call<ShareInfo>('share.start', { id: a.save.id, seat: 1 });
    expect(first.link).toMatch(/^http:\/\/10\.0\.0\.2:5179\/\?guest=[0-9a-f]{32}$/);
    expect(first.spectatorLink).toMatch(/^http:\/\/10\.0\.0\.2:5179\/\?guest=[0-9a-f]{32}$/);
    expect(first.spectatorLink).not.toBe(first.link);
    expect(await call<ShareInfo>('share.start', { id: a.save.id, seat: 1 })).toEqual(first);
    await call('share.start', { id: b.save.id, seat: 0 });
    await call('share.stop', { id: a.save.id });
    expect(events.filter((e) => e === 'close')).toEqual([]);
    await call('share.stop', { id: b.save.id });
    expect(events.at(-1)).toBe('close');
    const again = await call<ShareInfo>('share.start', { id: a.save.id, seat: 1 });
    expect(again.link).not.toBe(first.link);
    const token = (link: string) => new URL(link).searchParams.get('guest')!;
    expect(door.admit(token(first.link))).toBeNull();
    expect(door.admit(token(again.link))).toMatchObject({ saveId: a.save.id, seat: 1 });
    expect(door.admit(token(again.spectatorLink))).toMatchObject({ saveId: a.save.id, seat: null });
    // Another seat: new tokens, the old ones' sockets closed.
    const other = await call<ShareInfo>('share.start', { id: a.save.id, seat: 0 });
    expect(door.admit(token(again.link))).toBeNull();
    expect(other.friendSeat).toBe(0);
    expect(events).toContain('disconnect 2');
  });

  it('a guest joining changes the stamp and answers a held saves.wait; the wait ends when its caller goes', async () => {
    const a = await pile();
    const info = await call<ShareInfo>('share.start', { id: a.save.id, seat: 1 });
    const env = await call<GameEnvelope>('saves.open', { id: a.save.id });
    expect(env.seat).toBe(0);
    expect(env.sharing).toEqual({ friendSeat: 1, hostSeat: 0, friendConnected: false, spectators: 0, hostConnected: true });
    const waiting = call<GameEnvelope>('saves.wait', { id: a.save.id, after: env.stamp });
    const grant = door.admit(new URL(info.link).searchParams.get('guest')!)!;
    door.joined(grant);
    const next = await waiting;
    expect(next.stamp).not.toBe(env.stamp);
    expect(next.sharing?.friendConnected).toBe(true);
    const short = newCaller('socket');
    const held = call<GameEnvelope>('saves.wait', { id: a.save.id, after: next.stamp }, short.caller);
    short.gone();
    expect((await held).stamp).toBe(next.stamp);
  });

  it('the caller that started a sharing going stops it; deleting the save stops it', async () => {
    const a = await pile();
    const b = await pile();
    const owner = newCaller('window');
    const info = await call<ShareInfo>('share.start', { id: a.save.id, seat: 1 }, owner.caller);
    await call('share.start', { id: b.save.id, seat: 1 });
    owner.gone();
    await new Promise((r) => setImmediate(r));
    expect(door.admit(new URL(info.link).searchParams.get('guest')!)).toBeNull();
    await call('saves.delete', { id: b.save.id });
    expect(events.at(-1)).toBe('close');
  });
});
