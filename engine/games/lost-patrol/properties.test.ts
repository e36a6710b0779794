import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, replay, type RecordedAction } from '../../core/pipeline';
import { nextInt, seedRng } from '../../core/rng';
import { lostPatrol } from './definition';
import { DIRS } from './tiles';
import type { LostPatrolAction, LostPatrolOptions, LostPatrolState } from './types';

const SPLITS = [[10], [5, 5], [3, 3, 4], [1, 9], [2, 2, 2, 2, 2]];

const optionsArb = fc
  .record({ deserter: fc.boolean(), split: fc.nat(SPLITS.length - 1), mappingTheForest: fc.boolean(), trailOfBreadcrumbs: fc.boolean(), legacyStart: fc.boolean() })
  .map(({ deserter, split, mappingTheForest, trailOfBreadcrumbs, legacyStart }): LostPatrolOptions => ({
    deserter,
    pursuerGroups: deserter ? (SPLITS[split] as number[]) : [10],
    mappingTheForest,
    trailOfBreadcrumbs,
    legacyStart,
  }));

const gameArb = fc.record({ seed: fc.nat(), choices: fc.nat(), options: optionsArb, steps: fc.integer({ min: 1, max: 150 }) });

interface Played {
  states: LostPatrolState[];
  actions: RecordedAction[];
}

/** Plays up to `steps` uniformly random legal actions through the real pipeline. */
function play(seed: number, choices: number, options: LostPatrolOptions, steps: number, each?: (s: LostPatrolState) => void): Played {
  const rng = seedRng(choices);
  let s = lostPatrol.setup(seed, options);
  const states = [s];
  const actions: RecordedAction[] = [];
  for (let i = 0; i < steps; i++) {
    const seat = lostPatrol.currentSeat(s);
    if (seat === null) break;
    const legal = lostPatrol.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`no legal action for seat ${seat} in a game not over`);
    const action = legal[nextInt(rng, legal.length)] as LostPatrolAction;
    const before = each ? JSON.stringify(s) : '';
    const r = applyAction(lostPatrol, s, seat, action);
    if (!r.ok) throw new Error(`a legal action was refused: ${r.error.message}`);
    if (each && JSON.stringify(s) !== before) throw new Error('apply changed its input state');
    s = r.state;
    each?.(s);
    states.push(s);
    actions.push({ seat, action });
  }
  return { states, actions };
}

function invariants(s: LostPatrolState): void {
  const seen = new Uint8Array(100);
  for (const t of s.cellTile) seen[t] = (seen[t] ?? 0) + 1;
  for (const t of s.spares) seen[t] = (seen[t] ?? 0) + 1;
  for (const t of s.discards) seen[t] = (seen[t] ?? 0) + 1;
  if (s.cellTile.length !== 49 || !seen.every((n) => n === 1)) throw new Error('a tile is missing or in two places');
  for (const p of [s.patrol, ...s.groups]) {
    if (p.cell >= 0 && (s.cellHeading[p.cell] as number) < 0) throw new Error('a piece stands on a face-down tile');
    if (p.soldiers < 0) throw new Error('negative soldiers');
  }
  if (!s.options.mappingTheForest && !s.options.trailOfBreadcrumbs) {
    const up = s.cellHeading.filter((h) => h >= 0).length;
    const standing = new Set([s.patrol, ...s.groups].filter((p) => p.cell >= 0).map((p) => p.cell));
    if (up > standing.size) throw new Error('a face-up tile with nobody on it in the base game');
  }
  if ((s.phase === 'bid') !== (s.attack !== null)) throw new Error('an attack without a bid phase or the reverse');
  if ((s.phase === 'over') !== (lostPatrol.result(s) !== null)) throw new Error('game over without a result or the reverse');
}

/** Every action of a valid shape: moves, entries and bids (the legal ones are a subset). */
function everyShape(): LostPatrolAction[] {
  const out: LostPatrolAction[] = [];
  const groups = [undefined, 0, 1, 2, 3, 4];
  for (const dir of DIRS) {
    for (const group of groups) {
      for (const orient of [undefined, ...DIRS]) {
        const a: LostPatrolAction = { type: 'move', dir };
        if (group !== undefined) a.group = group;
        if (orient !== undefined) a.orient = orient;
        out.push(a);
      }
    }
  }
  for (let group = 0; group < 5; group++) {
    for (let row = 0; row < 7; row++) for (let col = 0; col < 7; col++) for (const edge of DIRS) out.push({ type: 'enter', group, row, col, edge });
  }
  for (let soldiers = 1; soldiers <= 10; soldiers++) out.push({ type: 'bid', soldiers });
  return out;
}
const SHAPES = everyShape();
const SHAPE_KEYS = SHAPES.map((a) => JSON.stringify(a));

describe('The Lost Patrol properties', () => {
  it('every tile is in exactly one of grid, spares and discards, whatever is played', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, choices, options, steps }) => {
        play(seed, choices, options, steps, invariants);
      }),
      { numRuns: 1000 },
    );
  });

  it('replaying the action list reproduces the state exactly', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, choices, options, steps }) => {
        const { states, actions } = play(seed, choices, options, steps);
        const r = replay(lostPatrol, { game: 'lost-patrol', version: lostPatrol.version, seed, options, actions });
        expect(r.ok).toBe(true);
        expect(r.state).toEqual(states[states.length - 1]);
      }),
      { numRuns: 1000 },
    );
  });

  it('legal actions are exactly the actions check accepts, for every seat', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, choices, options, steps }) => {
        const { states } = play(seed, choices, options, steps);
        const s = states[choices % states.length] as LostPatrolState;
        for (const seat of [0, 1]) {
          const legal = new Set(lostPatrol.legalActions(s, seat).map((a) => JSON.stringify(a)));
          let accepted = 0;
          for (let i = 0; i < SHAPES.length; i++) {
            const ok = lostPatrol.check(s, SHAPES[i] as LostPatrolAction, seat) === null;
            if (ok) accepted++;
            if (ok !== legal.has(SHAPE_KEYS[i] as string)) throw new Error(`check and legalActions disagree on ${SHAPE_KEYS[i]} for seat ${seat}`);
          }
          expect(accepted).toBe(legal.size);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('illegal or malformed actions are refused with a message and change nothing', () => {
    const junk = fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom('move', 'enter', 'bid', 'fire'), dir: fc.anything(), soldiers: fc.anything(), group: fc.anything() }, { requiredKeys: ['type'] }),
      fc.constantFrom(...SHAPES),
    );
    fc.assert(
      fc.property(gameArb, junk, fc.nat(1), ({ seed, choices, options, steps }, raw, seat) => {
        const { states } = play(seed, choices, options, Math.min(steps, 40));
        const s = states[choices % states.length] as LostPatrolState;
        const before = JSON.stringify(s);
        const r = applyAction(lostPatrol, s, seat, raw);
        expect(JSON.stringify(s)).toBe(before);
        if (r.ok) {
          expect(lostPatrol.legalActions(s, seat).map((a) => JSON.stringify(a))).toContain(JSON.stringify(raw));
        } else {
          expect(r.error.message.length).toBeGreaterThan(5);
          expect(r.error.code).toMatch(/^[a-z-]+$/);
        }
      }),
      { numRuns: 1000 },
    );
  });
});
