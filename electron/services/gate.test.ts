import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../../engine/core';
import type { GameEnvelope, SaveSummary } from '../api/contract';
import { handsDefinition, handsModule, type HandsState, type HandsView } from '../../test/fixtures/hands-game';
import { pileModule } from '../../test/fixtures/pile-game';
import { patrolLostModule } from '../../engine/games/patrol-lost';
import { lostPatrolModule } from '../../engine/games/lost-patrol';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

// Hands (test/fixtures/hands-game.ts) has a secret: each seat's hand and the deck are hidden
// from the other seat. Every envelope the services send is for one seat and must keep it.
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/gate.db`, modules: [handsModule, pileModule], snapshotEvery: 3 }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const human = { kind: 'human' as const };
type Env = GameEnvelope<HandsView>;

/** The real state of a save, rebuilt from its record (what the services never send). */
function stateOf(id: string): HandsState {
  const save = store.getSave(id)!;
  const record: GameRecord = { game: save.game, version: save.version, seed: save.seed, options: save.options, actions: store.actions(id) };
  const r = replay(handsDefinition, record);
  if (!r.ok) throw new Error(r.error.message);
  return r.state;
}

function leaks(env: Env, state: HandsState): string[] {
  const text = JSON.stringify(env);
  return handsDefinition.secrets!(state, env.seat).filter((x) => text.includes(x));
}

describe('the gate: what each seat receives', () => {
  it('every envelope of a two-person game is built for the seat looking and holds none of its secrets', async () => {
    let env = ok<Env>(await api.handle('saves.create', { game: 'hands', seed: 11, seats: [human, human] }));
    const id = env.save.id;
    expect(env).toMatchObject({ seat: 0, toAct: 0, seatSecrets: true, seatNames: ['North', 'South'] });
    for (let i = 0; env.toAct !== null; i++) {
      const state = stateOf(id);
      for (const seat of [0, 1]) {
        const seen = ok<Env>(await api.handle('saves.open', { id, seat }));
        expect(seen.seat).toBe(seat);
        expect(seen.view.hand).toEqual(state.hands[seat]);
        expect(leaks(seen, state)).toEqual([]);
        expect(seen.legal.length > 0).toBe(seat === seen.toAct);
      }
      const seat = env.toAct;
      const mine = ok<Env>(await api.handle('saves.open', { id, seat }));
      env = ok<Env>(await api.handle('saves.act', { id, seat, action: mine.legal[i % mine.legal.length], expectedCount: mine.save.actionCount }));
      expect(env.seat).toBe(seat); // the envelope comes back for the seat that acted
      expect(leaks(env, stateOf(id))).toEqual([]);
    }
    expect(env.result).not.toBeNull();
  });

  it('the log keeps who may read each line, in memory and after a reload from the store', async () => {
    const env = ok<Env>(await api.handle('saves.create', { game: 'hands', seed: 5, seats: [human, human] }));
    const id = env.save.id;
    const after = ok<Env>(await api.handle('saves.act', { id, seat: 0, action: env.legal[0] }));
    const drawn = stateOf(id).hands[0].at(-1);
    const mine = after.log.map((l) => l.text);
    expect(mine).toContain(`You drew ${drawn}.`);
    expect(mine).toContain('North drew a card.');
    for (const fresh of [false, true]) {
      if (fresh) {
        store.close();
        ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/gate.db`, modules: [handsModule, pileModule], snapshotEvery: 3 }));
      }
      const south = ok<Env>(await api.handle('saves.open', { id, seat: 1 })).log.map((l) => l.text);
      expect(south).toContain('North drew a card.');
      expect(south.join('\n')).not.toContain(drawn);
      expect(ok<Env>(await api.handle('saves.open', { id, seat: 0 })).log.map((l) => l.text)).toContain(`You drew ${drawn}.`);
    }
  });

  it('opens for the person to act by default; refuses a seat the computer plays and a seat that does not exist', async () => {
    const vsBot = ok<Env>(await api.handle('saves.create', { game: 'hands', seed: 3, seats: [{ kind: 'bot', bot: 'random' }, human] }));
    expect(vsBot.seat).toBe(1);
    // The computer's opening move is shown as the person's own view after it, never the computer's hand.
    expect(vsBot.computerMoves.length).toBe(1);
    const after = replay(handsDefinition, { game: 'hands', version: handsDefinition.version, seed: 3, options: {}, actions: store.actions(vsBot.save.id) });
    expect(after.ok).toBe(true);
    const secrets = after.ok ? handsDefinition.secrets!(after.state, 1) : [];
    expect(secrets.length).toBeGreaterThan(0);
    for (const x of secrets) expect(JSON.stringify(vsBot.computerMoves)).not.toContain(x);
    for (const m of vsBot.computerMoves) expect(Object.keys(m.view as object).sort()).toEqual(Object.keys(vsBot.view as object).sort());
    const id = vsBot.save.id;
    expect(ok<Env>(await api.handle('saves.open', { id })).seat).toBe(1);
    expect(await api.handle('saves.open', { id, seat: 0 })).toMatchObject({ ok: false, error: { code: 'forbidden', detail: 'bot-seat' } });
    expect(await api.handle('saves.open', { id, seat: 2 })).toMatchObject({ ok: false, error: { code: 'bad-request', detail: 'no-such-seat' } });
    expect(await api.handle('saves.act', { id, seat: 0, action: { type: 'play', card: 'Amber' } })).toMatchObject({ ok: false, error: { detail: 'bot-seat' } });
    // A game the computer plays alone may be watched from any seat.
    const bots = ok<Env>(await api.handle('saves.create', { game: 'hands', seed: 3, seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }] }));
    expect(ok<Env>(await api.handle('saves.open', { id: bots.save.id, seat: 1 })).seat).toBe(1);
  });
});

describe('the hand-over cover at one screen, as the gate decides it', () => {
  const bot = { kind: 'bot' as const, bot: 'random' };

  it('Hands: two people, each with a hand the other may not see: covered; against the computer there is no one to hide from', async () => {
    expect(ok<Env>(await api.handle('saves.create', { game: 'hands', seed: 4, seats: [human, human] })).seatSecrets).toBe(true);
    expect(ok<Env>(await api.handle('saves.create', { game: 'hands', seed: 4, seats: [human, bot] })).seatSecrets).toBe(false);
  });

  it('Pile: nothing hidden at all, never covered', async () => {
    expect(ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 2, options: { pile: 20 }, seats: [human, human] })).seatSecrets).toBe(false);
  });

  it("Patrol: Lost! and the Lost Patrol's Deserter variant: both seats see the same table (the pile and the face-down tiles are hidden from both), never covered", async () => {
    const real = fixtureApi({ dbPath: `${tmp.dir}/real.db`, modules: [patrolLostModule, lostPatrolModule] });
    /** Plays up to `n` moves at one screen (each by the person to act), checking every envelope says: no cover. */
    const play = async (create: Record<string, unknown>, n: number): Promise<number> => {
      let env = ok<GameEnvelope>(await real.api.handle('saves.create', { ...create, seats: [human, human] }));
      for (let i = 0; i < n && env.toAct !== null; i++) {
        expect(env.seatSecrets).toBe(false);
        const seat = env.toAct;
        const mine = seat === env.seat ? env : ok<GameEnvelope>(await real.api.handle('saves.open', { id: env.save.id, seat }));
        expect(mine.seatSecrets).toBe(false);
        env = ok<GameEnvelope>(await real.api.handle('saves.act', { id: env.save.id, seat, action: mine.legal[(i * 7) % mine.legal.length], expectedCount: mine.save.actionCount }));
      }
      return env.save.actionCount;
    };
    try {
      expect(await play({ game: 'patrol-lost', seed: 7 }, 60)).toBeGreaterThan(20);
      expect(await play({ game: 'lost-patrol', seed: 3, options: { deserter: true } }, 40)).toBeGreaterThan(10);
    } finally {
      real.store.close();
    }
  });
});

describe('undo names the seat asking', () => {
  it('a seat may take back only its own last move', async () => {
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 2, options: { pile: 20 }, seats: [human, human] }));
    const id = env.save.id;
    const north = ok<GameEnvelope>(await api.handle('saves.act', { id, seat: 0, action: { type: 'take', n: 2 } }));
    expect(north.canUndo).toBe(true);
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id, seat: 1 })).canUndo).toBe(false);
    expect(await api.handle('saves.undo', { id, seat: 1 })).toEqual({
      ok: false,
      error: { code: 'illegal', message: 'The last move was made by North: only North can take it back.', detail: 'not-your-move' },
    });
    expect(store.getSave(id)?.actionCount).toBe(1);
    const back = ok<GameEnvelope>(await api.handle('saves.undo', { id, seat: 0 }));
    expect(back).toMatchObject({ seat: 0, toAct: 0, save: { actionCount: 0 } });
    expect(ok<SaveSummary[]>(await api.handle('saves.list', {})).find((s) => s.id === id)?.actionCount).toBe(0);
  });

  it('who may take the last move back is told to the other seat only where seats keep no secrets', async () => {
    const pile = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 2, options: { pile: 20 }, seats: [human, human] }));
    await api.handle('saves.act', { id: pile.save.id, seat: 0, action: { type: 'take', n: 2 } });
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: pile.save.id, seat: 1 }))).toMatchObject({ canUndo: false, undoBy: 0 });
    // Hands keeps each seat's cards secret. Its first three plays each draw from the deck (a reveal);
    // the fourth draws nothing and may be taken back, which the other seat must not learn.
    let hands = ok<GameEnvelope>(await api.handle('saves.create', { game: 'hands', seed: 3, seats: [human, human] }));
    for (let i = 0; i < 4; i++) {
      const seat = hands.toAct ?? 0;
      const mine = ok<GameEnvelope>(await api.handle('saves.open', { id: hands.save.id, seat }));
      hands = ok<GameEnvelope>(await api.handle('saves.act', { id: hands.save.id, seat, action: mine.legal[0] }));
    }
    const mover = hands.seat;
    expect(hands).toMatchObject({ canUndo: true, undoBy: mover });
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: hands.save.id, seat: 1 - mover }))).toMatchObject({ canUndo: false, undoBy: null });
  });
});

describe('the seed: never while the game can go on', () => {
  it('an end that may still be taken back shows no seed (not in the envelope, not to the other seat, not in the replay); taken back, the game plays on sealed', async () => {
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'pile', seed: 2, options: { pile: 1 }, seats: [human, human] }));
    expect('seed' in env.save).toBe(false);
    expect(env.save.commitment).toMatch(/^[0-9a-f]{64}$/);
    const won = ok<GameEnvelope>(await api.handle('saves.act', { id: env.save.id, seat: 0, action: { type: 'take', n: 1 } }));
    expect(won.save.status).toBe('won');
    expect(won.canUndo).toBe(true);
    expect('seed' in won.save).toBe(false);
    expect('seed' in ok<GameEnvelope>(await api.handle('saves.open', { id: env.save.id, seat: 1 })).save).toBe(false);
    expect('seed' in ok<Record<string, unknown>>(await api.handle('replays.open', { id: env.save.id }))).toBe(false);
    const back = ok<GameEnvelope>(await api.handle('saves.undo', { id: env.save.id, seat: 0 }));
    expect(back.save).toMatchObject({ status: 'playing', commitment: env.save.commitment });
    expect('seed' in back.save).toBe(false);
  });
  // A game over for good shows the seed that opens its commitment: envelope-gate.test.ts, on the real games.
});
