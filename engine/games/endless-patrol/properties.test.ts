import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, replay, type RecordedAction } from '../../core/pipeline';
import { GI_CARDS, PATROL_CARDS, endlessPatrol as ep } from './index';
import { allPlaces } from './testing';
import type { EndlessPatrolState } from './types';

const giIds = GI_CARDS.map((c) => c.id).sort();
const ptIds = PATROL_CARDS.map((c) => c.id).sort();

/** Plays legal actions picked by `picks` (indices mod the number of legal actions). */
function play(seed: number, strict: boolean, picks: number[], check?: (s: EndlessPatrolState) => void) {
  let s = ep.setup(seed, { dCancelsMinefields: !strict });
  check?.(s);
  const actions: RecordedAction[] = [];
  for (const p of picks) {
    if (ep.currentSeat(s) === null) break;
    const legal = ep.legalActions(s, 0);
    const action = legal[p % legal.length];
    const res = applyAction(ep, s, 0, action);
    if (!res.ok) throw new Error(`legal action refused: ${res.error.message}`);
    s = res.state;
    actions.push({ seat: 0, action });
    check?.(s);
  }
  return { state: s, actions };
}

function invariants(s: EndlessPatrolState): void {
  const places = allPlaces(s);
  expect(places.gi.slice().sort()).toEqual(giIds);
  expect(places.patrol.slice().sort()).toEqual(ptIds);
  expect(s.squad).toBeGreaterThanOrEqual(0);
  expect(s.squad).toBeLessThanOrEqual(15);
  for (const q of s.casualtyQueue) expect(s.inPlay).toContain(q);
  if (s.pending) expect(s.inPlay).toContain(s.pending.source);
  expect((s.phase === 'over') === (ep.currentSeat(s) === null)).toBe(true);
  const legal = ep.legalActions(s, 0);
  if (s.phase !== 'over') expect(legal.length).toBeGreaterThan(0);
  for (const a of legal) expect(ep.check(s, a, 0)).toBeNull();
}

const game = fc.record({
  seed: fc.integer({ min: 0, max: 0xffffffff }),
  strict: fc.boolean(),
  picks: fc.array(fc.nat(1000), { maxLength: 150 }),
});

describe('Endless Patrol properties', () => {
  it('random legal play keeps every card in exactly one place and the squad in 0..15', () => {
    fc.assert(fc.property(game, ({ seed, strict, picks }) => void play(seed, strict, picks, invariants)), { numRuns: 1000 });
  });

  it('replaying the recorded actions reproduces the state exactly', () => {
    fc.assert(
      fc.property(game, ({ seed, strict, picks }) => {
        const { state, actions } = play(seed, strict, picks);
        const r = replay(ep, { game: ep.id, version: ep.version, seed, options: { dCancelsMinefields: !strict }, actions });
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(state);
      }),
      { numRuns: 1000 },
    );
  });

  const junk = fc.oneof(
    fc.anything(),
    fc.record({
      type: fc.constantFrom('fire', 'discard', 'look', 'negate', 'accept', 'end-fire', 'shoot'),
      target: fc.oneof(fc.constantFrom(...ptIds), fc.string()),
      cards: fc.oneof(fc.array(fc.constantFrom(...giIds), { maxLength: 6 }), fc.anything()),
      mode: fc.constantFrom('bullets', 'at', 'both'),
      card: fc.oneof(fc.constantFrom(...giIds), fc.string()),
      deck: fc.constantFrom('gi', 'patrol', 'both'),
    }, { requiredKeys: ['type'] }),
  );

  it('an arbitrary action is either refused with the state unchanged, or legal', () => {
    fc.assert(
      fc.property(game, junk, fc.integer({ min: -1, max: 2 }), ({ seed, strict, picks }, raw, seat) => {
        const { state } = play(seed, strict, picks.slice(0, 40));
        const before = structuredClone(state);
        const res = applyAction(ep, state, seat, raw);
        expect(state).toEqual(before);
        if (res.ok) {
          expect(seat).toBe(0);
          invariants(res.state);
        } else {
          expect(typeof res.error.code).toBe('string');
          expect(res.error.message.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
