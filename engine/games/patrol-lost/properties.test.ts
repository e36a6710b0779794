import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, replay, type RecordedAction } from '../../core/pipeline';
import { seedRng } from '../../core/rng';
import { patrolLost as pl } from './definition';
import { allTiles } from './testing';
import { START_TILE } from './tiles';
import type { PatrolLostState } from './types';

const ALL_TILES = Array.from({ length: 30 }, (_, i) => i);
/** Hundreds of random games each: seconds on an idle machine, much longer on a busy one. */
const HEAVY = 180_000;

/** Plays legal actions picked by `picks` (indices mod the number of legal actions), checking each state. */
function play(seed: number, picks: number[], check?: (s: PatrolLostState, prev: PatrolLostState | null) => void) {
  let s = pl.setup(seed, { turnLimit: 60 });
  check?.(s, null);
  const actions: RecordedAction[] = [];
  for (const p of picks) {
    const seat = pl.currentSeat(s);
    if (seat === null) break;
    const legal = pl.legalActions(s, seat);
    const action = legal[p % legal.length];
    const res = applyAction(pl, s, seat, action);
    if (!res.ok) throw new Error(`legal action refused: ${res.error.message}`);
    const prev = s;
    s = res.state;
    actions.push({ seat, action });
    check?.(s, prev);
  }
  return { state: s, actions };
}

function invariants(s: PatrolLostState, prev: PatrolLostState | null): void {
  // The pool of 18: every Bad Guy is on the map or in the pool.
  expect(s.pool + s.board.reduce((n, t) => n + t.bad, 0)).toBe(18);
  expect(s.pool >= 0 && s.board.every((t) => t.bad >= 0)).toBe(true);
  // Every tile in exactly one place.
  expect(allTiles(s)).toEqual(ALL_TILES);
  expect(new Set(s.board.map((t) => t.cell)).size).toBe(s.board.length);
  // Good Guys stand on tiles.
  expect(s.goods.every((c) => c < 0 || s.board.some((t) => t.cell === c))).toBe(true);
  // After a clear-up (a new turn's Good Guy phase) every tile is within its limits.
  if (prev && s.phase === 'good' && s.turn > prev.turn) {
    const over = s.board.filter((t) => t.bad > 6 || (t.tile !== START_TILE && s.goods.filter((c) => c === t.cell).length > 3));
    expect(over).toEqual([]);
  }
  // Someone has a decision until the game is over, and every listed action passes the check.
  const seat = pl.currentSeat(s);
  expect(seat === null).toBe(s.phase === 'over');
  if (seat !== null) {
    const legal = pl.legalActions(s, seat);
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.map((a) => pl.check(s, a, seat)).filter((e) => e !== null)).toEqual([]);
    expect(pl.legalActions(s, 1 - seat)).toEqual([]);
  }
}

const game = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  picks: fc.array(fc.nat(1000), { minLength: 50, maxLength: 400 }),
});

describe('Patrol: Lost! properties', () => {
  it('random legal play conserves the pool of 18 and the 30 tiles, and keeps the tile limits after each clear-up', () => {
    fc.assert(fc.property(game, ({ seed, picks }) => void play(seed, picks, invariants)), { numRuns: 150 });
  }, HEAVY);

  it('both seats see the same table (only the pile order is hidden, from both)', () => {
    fc.assert(
      fc.property(game, ({ seed, picks }) => {
        const { state } = play(seed, picks);
        expect(pl.view(state, 0)).toEqual(pl.view(state, 1));
        // The order of two or more tiles would show as their list; an empty pile is only '[]'.
        if (state.pile.length > 1) expect(JSON.stringify(pl.view(state, 0))).not.toContain(JSON.stringify(state.pile));
      }),
      { numRuns: 100 },
    );
  }, HEAVY);

  it('replaying the recorded actions reproduces the state exactly', () => {
    fc.assert(
      fc.property(game, ({ seed, picks }) => {
        const { state, actions } = play(seed, picks);
        const r = replay(pl, { game: pl.id, version: pl.version, seed, options: { turnLimit: 60 }, actions });
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(state);
      }),
      { numRuns: 300 },
    );
  }, HEAVY);

  const junk = fc.oneof(
    fc.anything(),
    fc.record(
      {
        type: fc.constantFrom('move', 'attack', 'end-actions', 'orient', 'place', 'add', 'advance', 'fight', 'end-attacks', 'push-bad', 'push-good', 'lose', 'shoot'),
        guy: fc.oneof(fc.integer({ min: -1, max: 6 }), fc.anything()),
        dir: fc.oneof(fc.constantFrom('N', 'NE', 'SE', 'S', 'SW', 'NW', 'E'), fc.anything()),
        rot: fc.integer({ min: -1, max: 7 }),
        q: fc.integer({ min: -4, max: 4 }),
        r: fc.integer({ min: -4, max: 4 }),
        count: fc.integer({ min: 0, max: 8 }),
        why: fc.oneof(fc.string(), fc.anything()),
      },
      { requiredKeys: ['type'] },
    ),
  );

  it('an arbitrary action is either refused with the state unchanged, or legal', () => {
    fc.assert(
      fc.property(game, junk, fc.integer({ min: -1, max: 2 }), ({ seed, picks }, raw, seat) => {
        const { state } = play(seed, picks.slice(0, 80));
        const before = structuredClone(state);
        const res = applyAction(pl, state, seat, raw);
        expect(state).toEqual(before);
        if (res.ok) {
          expect(seat).toBe(pl.currentSeat(before));
          const parsed = pl.parseAction(raw);
          expect(parsed.ok && pl.check(before, parsed.action, seat)).toBeNull();
          invariants(res.state, before);
        } else {
          expect(typeof res.error.code).toBe('string');
          expect(res.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  }, HEAVY);

  it('a redeal keeps what each seat sees and deals the pile from its tiles, whatever their real order', () => {
    fc.assert(
      fc.property(game, fc.integer({ min: 0, max: 0xffffffff }), ({ seed, picks }, dealSeed) => {
        const { state } = play(seed, picks.slice(0, 60));
        const shuffled = structuredClone(state);
        shuffled.pile.reverse();
        shuffled.rng = seedRng(dealSeed ^ 0x1234);
        for (const seat of [0, 1]) {
          const a = pl.redeal!(state, seat, seedRng(dealSeed));
          const b = pl.redeal!(shuffled, seat, seedRng(dealSeed));
          expect(a).toEqual(b);
          expect(pl.view(a, seat)).toEqual(pl.view(state, seat));
          expect(a.pile.slice().sort((x, y) => x - y)).toEqual(state.pile.slice().sort((x, y) => x - y));
        }
      }),
      { numRuns: 200 },
    );
  }, HEAVY);
});
