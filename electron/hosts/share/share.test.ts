import { request } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyAction, type BaseState } from '../../../engine/core';
import { checkSent } from '../../../engine/core/sent-leaks';
import { games } from '../../../engine/games';
import { Guest, shareStack, type ShareStack } from '../../../test/fixtures/share-stack';
import { tempDir } from '../../../test/fixtures/services';
import { channels, WAIT_MS, type GameEnvelope, type GuestHello, type ShareInfo } from '../../api/contract';
import { ENVELOPE_FIELDS, unlistedFields } from '../../api/public-fields';
import { FRIEND_CHANNELS } from '../../services/guest-scope';

// A Patrol: Lost! game shared with a friend on another machine, in one process: the host plays
// through the API handler, the friend through a real socket on the real share listener.

const human = { kind: 'human' as const };
const def = games['patrol-lost']!;

let tmp: ReturnType<typeof tempDir>;
let stack: ShareStack;
let guests: Guest[];
beforeEach(() => {
  tmp = tempDir();
  guests = [];
});
afterEach(async () => {
  for (const g of guests) g.ws.terminate();
  const open = (stack as ShareStack | undefined)?.store.db.open;
  if (open) {
    await stack.api.handle('share.stop', { id: 'none' }, stack.host.caller);
    stack.close();
  }
  tmp.cleanup();
});

async function sharedGame(limits?: NonNullable<Parameters<typeof shareStack>[1]>['limits']): Promise<{ env: GameEnvelope; info: ShareInfo; friend: Guest }> {
  stack = shareStack(tmp.dir, { limits });
  const env = await stack.call<GameEnvelope>('saves.create', { game: 'patrol-lost', seed: 24, seats: [human, human] });
  const info = await stack.call<ShareInfo>('share.start', { id: env.save.id, seat: 1 });
  const friend = await connect(info.link);
  return { env, info, friend };
}

async function connect(link: string, opts?: { origin?: string; host?: string }): Promise<Guest> {
  const g = await Guest.connect(link, opts);
  if (typeof g === 'number') throw new Error(`refused: ${g}`);
  guests.push(g);
  return g;
}

/** The states of the save after 0, 1, ... of its stored actions. */
function statesOf(s: ShareStack, id: string): BaseState[] {
  const save = s.store.getSave(id)!;
  const states = [def.setup(save.seed, save.options) as BaseState];
  for (const a of s.store.actions(id)) {
    const r = applyAction(def, states.at(-1)!, a.seat, a.action);
    if (!r.ok) throw new Error(r.error.message);
    states.push(r.state as BaseState);
  }
  return states;
}

/** Every leak of a hidden thing, or of another seat's envelope, in the frames a guest received. */
function leaksIn(frames: string[], states: BaseState[], seat: number | null): string[] {
  const leaks: string[] = [];
  const seats = seat === null ? [0, 1] : [seat];
  for (const text of frames) {
    if (/"(seed|salt|rng)"/.test(text)) leaks.push(`a frame names seed, salt or rng: ${text.slice(0, 80)}`);
    const msg = JSON.parse(text) as { result: { ok: boolean; value?: unknown } };
    const env = msg.result.value as GameEnvelope | undefined;
    if (!msg.result.ok || !env || typeof env !== 'object' || !('view' in env)) continue;
    if (seat !== null && env.seat !== seat) leaks.push(`an envelope of seat ${env.seat}`);
    for (const p of unlistedFields(env, ENVELOPE_FIELDS)) leaks.push(`a field not listed as public: ${p}`);
    for (const s of seats) {
      for (const l of checkSent(def, states[env.save.actionCount]!, s, env)) leaks.push(`seat ${s} after ${env.save.actionCount}: ${l.path} holds ${l.what}`);
      for (const f of env.computerMoves) for (const l of checkSent(def, states[f.action + 1]!, s, f.view)) leaks.push(`seat ${s} frame ${f.action}: ${l.path} holds ${l.what}`);
    }
  }
  return leaks;
}

/** One move by whoever is to act: the host through the handler, the friend through its socket. */
async function oneMove(id: string, friend: Guest): Promise<void> {
  const host = await stack.call<GameEnvelope>('saves.open', { id });
  if (host.toAct === 0) await stack.call('saves.act', { id, seat: 0, action: host.legal[0] });
  else await friend.ok('saves.act', { action: (await friend.ok<GameEnvelope>('saves.open', {})).legal[0] });
}

function get(port: number, path: string, host: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host, ...headers } }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a game shared with a friend: played from both sides', () => {
  it('the friend (the Bad Guys) plays through its socket, sees the host’s moves pushed at once, and receives only what its seat may see', async () => {
    const { env: start, info, friend } = await sharedGame();
    const id = start.save.id;
    expect(info).toMatchObject({ id, friendSeat: 1, addresses: ['127.0.0.1'], friendConnected: false });
    expect(info.link).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${info.port}/\\?guest=[0-9a-f]{32}$`));
    expect(info.spectatorLink).not.toBe(info.link);
    expect(await friend.ok<GuestHello>('share.hello', {})).toEqual({ saveId: id, seat: 1, game: 'patrol-lost', gameName: 'Patrol: Lost!', seatNames: ['Good Guys', 'Bad Guys'] });
    let mine = await friend.ok<GameEnvelope>('saves.open', { id });
    expect(mine.sharing).toEqual({ friendSeat: 1, hostSeat: 0, friendConnected: true, spectators: 0, hostConnected: true });
    let hostEnv = await stack.call<GameEnvelope>('saves.open', { id });
    expect(hostEnv.seat).toBe(0);
    const delays: number[] = [];
    let hostMoves = 0;
    let friendMoves = 0;
    for (let i = 0; i < 60 && hostEnv.toAct !== null; i++) {
      if (hostEnv.toAct === 0) {
        const waiting = friend.call<GameEnvelope>('saves.wait', { id, after: mine.stamp });
        const action = hostEnv.legal[(i * 7) % hostEnv.legal.length];
        hostEnv = await stack.call<GameEnvelope>('saves.act', { id, seat: 0, action, expectedCount: hostEnv.save.actionCount });
        const acted = performance.now();
        const r = await waiting;
        delays.push(performance.now() - acted);
        if (!r.ok) throw new Error(r.error.message);
        expect(r.value.stamp).not.toBe(mine.stamp);
        expect(r.value.save.actionCount).toBe(hostEnv.save.actionCount);
        expect(r.value.computerMoves.map((m) => m.seat)).toEqual(expect.arrayContaining([0]));
        mine = r.value;
        hostMoves++;
      } else {
        expect(mine.toAct).toBe(1);
        const action = mine.legal[(i * 5) % mine.legal.length];
        mine = await friend.ok<GameEnvelope>('saves.act', { action, expectedCount: mine.save.actionCount });
        hostEnv = await stack.call<GameEnvelope>('saves.wait', { id, seat: 0, after: hostEnv.stamp });
        expect(hostEnv.save.actionCount).toBe(mine.save.actionCount);
        friendMoves++;
      }
    }
    expect(hostMoves).toBeGreaterThan(5);
    expect(friendMoves).toBeGreaterThan(0);
    // Pushed, not polled: every wait answered at the host's move, long before its WAIT_MS (8 s) ran out.
    // (The 50 ms budget is measured by the bench, not asserted here: the machine's load varies.)
    delays.sort((a, b) => a - b);
    expect(delays.at(-1)).toBeLessThan(WAIT_MS / 8);
    console.log(`saves.wait answered ${delays.length} host moves: median ${delays[Math.floor(delays.length / 2)]!.toFixed(2)} ms, max ${delays.at(-1)!.toFixed(2)} ms`);
    expect(leaksIn(friend.frames, statesOf(stack, id), 1)).toEqual([]);
  }, 60_000);

  it('the friend’s token is refused on every channel outside its game, and another save or seat, changing nothing', async () => {
    const { env, friend } = await sharedGame({ badFrames: 10_000 });
    const other = await stack.call<GameEnvelope>('saves.create', { game: 'patrol-lost', seed: 5, seats: [human, human] });
    const before = stack.store.db.prepare('SELECT id, action_count, name FROM saves ORDER BY id').all();
    for (const channel of channels.filter((c) => !FRIEND_CHANNELS.includes(c))) {
      const r = await friend.call(channel, { id: env.save.id });
      expect(r, channel).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    }
    expect(await friend.call('saves.open', { id: other.save.id })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await friend.call('saves.act', { id: env.save.id, seat: 0, action: env.legal[0] })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await friend.call('rules.get', { game: 'combat-patrol' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await friend.call('desktop.openFile', {})).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    expect((await friend.call('rules.get', {})).ok).toBe(true);
    expect(stack.store.db.prepare('SELECT id, action_count, name FROM saves ORDER BY id').all()).toEqual(before);
    // The host may not play the friend's seat meanwhile.
    expect(await stack.api.handle('saves.act', { id: env.save.id, seat: 1, action: {} }, stack.host.caller)).toMatchObject({ ok: false, error: { code: 'forbidden', detail: 'friend-seat' } });
  });

  it('a spectator sees the view of no seat (only what every seat may see), cannot play, and is counted', async () => {
    const { env, info, friend } = await sharedGame();
    const watcher = await connect(info.spectatorLink);
    expect(await watcher.ok<GuestHello>('share.hello', {})).toMatchObject({ seat: null });
    const seen = await watcher.ok<GameEnvelope>('saves.open', {});
    expect(seen.legal).toEqual([]);
    expect(seen.sharing?.spectators).toBe(1);
    const waiting = watcher.call<GameEnvelope>('saves.wait', { after: seen.stamp });
    await oneMove(env.save.id, friend);
    const next = await waiting;
    expect(next.ok && next.value.save.actionCount).toBe(1);
    expect(await watcher.call('saves.act', { action: env.legal[0] })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await watcher.call('saves.say', { seat: 0, text: 'hi' })).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(leaksIn(watcher.frames, statesOf(stack, env.save.id), null)).toEqual([]);
    expect((await friend.ok<GameEnvelope>('saves.open', {})).sharing?.spectators).toBe(1);
  });
});

describe('the share listener: who may connect', () => {
  it('refuses another Host or Origin (DNS rebinding), serves the page with its CSP', async () => {
    const { info } = await sharedGame();
    const host = `127.0.0.1:${info.port}`;
    expect(await Guest.connect(info.link, { host: `evil.example:${info.port}`, origin: `http://evil.example:${info.port}` })).toBe(403);
    expect(await Guest.connect(info.link, { origin: `http://evil.example:${info.port}` })).toBe(403);
    expect(await Guest.connect(info.link, { origin: `http://localhost:${info.port}` })).toBe(403);
    expect((await get(info.port, '/', `evil.example:${info.port}`)).status).toBe(403);
    expect((await get(info.port, '/', `127.0.0.1:${info.port + 1}`)).status).toBe(403);
    const page = await get(info.port, '/', host);
    expect(page.status).toBe(200);
    expect(String(page.headers['content-security-policy'])).toContain(`connect-src ws://${host} http://${host}`);
    expect(page.headers['referrer-policy']).toBe('no-referrer');
  });

  it('refuses a wrong token, and the link once sharing stops; the listener closes with the last sharing', async () => {
    const { env, info, friend } = await sharedGame();
    const token = new URL(info.link).searchParams.get('guest')!;
    const host = `127.0.0.1:${info.port}`;
    expect(await Guest.connect(info.link.replace(token, '0'.repeat(32)))).toBe(403);
    expect((await get(info.port, `/api?guest=${token}`, host)).status).toBe(204);
    expect((await get(info.port, `/api?guest=${'0'.repeat(32)}`, host)).status).toBe(401);
    await stack.call('share.stop', { id: env.save.id });
    expect(await friend.closed).toBe(1008);
    expect(await Guest.connect(info.link)).toBe(-1); // nothing listens any more
    expect(await stack.call('share.status', { id: env.save.id })).toBeNull();
    const again = await stack.call<ShareInfo>('share.start', { id: env.save.id, seat: 1 });
    expect(again.link).not.toBe(info.link);
    expect(await Guest.connect(info.link.replace(/:\d+\//, `:${again.port}/`))).toBe(403);
  });

  it('the host connection going stops its sharing', async () => {
    const { info, friend } = await sharedGame();
    stack.host.gone();
    expect(await friend.closed).toBe(1008);
    expect(await Guest.connect(info.link)).toBe(-1);
  });

  it('a sharing is refused for a one-seat game, a computer’s seat, or a seat that is not there', async () => {
    stack = shareStack(tmp.dir);
    const solo = await stack.call<GameEnvelope>('saves.create', { game: 'endless-patrol', seed: 1 });
    const vsBot = await stack.call<GameEnvelope>('saves.create', { game: 'patrol-lost', seed: 2, seats: [human, { kind: 'bot', bot: 'random' }] });
    expect(await stack.api.handle('share.start', { id: solo.save.id, seat: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'one-seat' } });
    expect(await stack.api.handle('share.start', { id: vsBot.save.id, seat: 1 })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'bot-seat' } });
    expect(await stack.api.handle('share.start', { id: vsBot.save.id, seat: 5 })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'no-such-seat' } });
    expect(await stack.api.handle('share.hello', {})).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});

describe('the share listener: a guest’s bad frames close that guest only', () => {
  it('a frame over 64 KiB closes that guest (1009); the spectator keeps working', async () => {
    const { info, friend } = await sharedGame();
    const watcher = await connect(info.spectatorLink);
    friend.ws.send(JSON.stringify({ id: 1, channel: 'saves.say', payload: { seat: 1, text: 'x'.repeat(70_000) } }));
    expect(await friend.closed).toBe(1009);
    expect((await watcher.call('saves.open', {})).ok).toBe(true);
  });

  it('three bad frames, or too many frames a second, close that guest (1008); the other keeps working', async () => {
    const { info, friend } = await sharedGame();
    const watcher = await connect(info.spectatorLink);
    friend.ws.send('not json');
    friend.ws.send(JSON.stringify({ channel: 'saves.open' }));
    friend.ws.send(JSON.stringify({ id: 3, channel: 'nope', payload: {} }));
    expect(await friend.closed).toBe(1008);
    expect(friend.frames.map((f) => (JSON.parse(f) as { result: { error: { code: string } } }).result.error.code)).toEqual(['bad-request', 'bad-request', 'bad-request']);
    for (let i = 0; i < 80; i++) watcher.ws.send(JSON.stringify({ id: 1000 + i, channel: 'catalog.list', payload: {} }));
    expect(await watcher.closed).toBe(1008);
    // A call its scope refuses is a bad frame too.
    const third = await connect(info.link);
    for (let i = 0; i < 3; i++) await third.call('saves.list', {});
    expect(await third.closed).toBe(1008);
    const fourth = await connect(info.link);
    expect((await fourth.call('saves.open', {})).ok).toBe(true);
  });
});

describe('a dropped friend comes back', () => {
  it('a reconnect with the same token replaces the old socket; saves.open gives the current view', async () => {
    const { env, info, friend } = await sharedGame();
    await oneMove(env.save.id, friend);
    const back = await connect(info.link);
    expect(await friend.closed).toBe(4000);
    const now = await back.ok<GameEnvelope>('saves.open', {});
    expect(now.save.actionCount).toBe(1);
    expect(now.sharing?.friendConnected).toBe(true);
    const status = await stack.call<ShareInfo>('share.status', { id: env.save.id });
    expect(status).toMatchObject({ friendConnected: true, spectators: 0 });
  });
});

describe('talking and taking back', () => {
  it('a chat line is in both sides’ envelopes, and still there once the store is reopened', async () => {
    const { env, friend } = await sharedGame();
    const said = await friend.ok<GameEnvelope>('saves.say', { text: '  Watch the ridge  ' });
    expect(said.chat).toEqual([{ seat: 1, name: 'Bad Guys', text: 'Watch the ridge', at: 0 }]);
    expect(await friend.call('saves.say', { text: '<b>\u0007</b>' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    await stack.call('saves.say', { id: env.save.id, seat: 0, text: 'Roger' });
    await stack.call('share.stop', { id: env.save.id });
    stack.close();
    stack = shareStack(tmp.dir);
    const reopened = await stack.call<GameEnvelope>('saves.open', { id: env.save.id, seat: 0 });
    expect(reopened.chat.map((c) => `${c.name}: ${c.text}`)).toEqual(['Bad Guys: Watch the ridge', 'Good Guys: Roger']);
    expect(reopened.sharing).toBeNull();
  });

  it('an undo is asked, refused, asked again and allowed', async () => {
    const { env, friend } = await sharedGame();
    const id = env.save.id;
    let host = await stack.call<GameEnvelope>('saves.open', { id });
    // Play until the host made a move it may take back.
    for (let i = 0; i < 20 && !host.canUndo; i++) {
      if (host.toAct === 0) host = await stack.call<GameEnvelope>('saves.act', { id, seat: 0, action: host.legal[0] });
      else {
        const f = await friend.ok<GameEnvelope>('saves.open', {});
        await friend.ok('saves.act', { action: f.legal[0] });
        host = await stack.call<GameEnvelope>('saves.open', { id });
      }
    }
    expect(host.canUndo).toBe(true);
    const count = host.save.actionCount;
    const asked = await stack.call<GameEnvelope>('saves.undo', { id, seat: 0 });
    expect(asked.undoAsk).toEqual({ by: 0 });
    expect(asked.save.actionCount).toBe(count);
    expect(await stack.api.handle('saves.undoAnswer', { id, seat: 0, allow: true }, stack.host.caller)).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'own-undo-ask' } });
    const refused = await friend.ok<GameEnvelope>('saves.undoAnswer', { allow: false });
    expect(refused.undoAsk).toBeNull();
    expect(refused.save.actionCount).toBe(count);
    await stack.call('saves.undo', { id, seat: 0 });
    expect((await friend.ok<GameEnvelope>('saves.open', {})).undoAsk).toEqual({ by: 0 });
    const allowed = await friend.ok<GameEnvelope>('saves.undoAnswer', { allow: true });
    expect(allowed.undoAsk).toBeNull();
    expect(allowed.save.actionCount).toBeLessThan(count);
    expect(stack.store.getSave(id)!.actionCount).toBe(allowed.save.actionCount);
    expect(await friend.call('saves.undoAnswer', { allow: true })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'no-undo-ask' } });
  });
});
