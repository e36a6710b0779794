import { describe, expect, it } from 'vitest';
import type { BaseState, GameDefinition, GameEvent } from './contract';
import { applyAction, isUndoable, replay } from './pipeline';

/** A tiny two-seat game for the pipeline: seats take turns adding 1 or 2; first to 5 wins. */
interface S extends BaseState {
  total: number;
  turn: number;
  winner: number | null;
}
type A = { add: 1 | 2 };
const race: GameDefinition<S, A, Record<string, never>, S> = {
  id: 'race',
  name: 'Race',
  version: 1,
  seats: { min: 2, max: 2, names: ['North', 'South'] },
  parseOptions: (raw) => (raw === undefined || (typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0) ? { ok: true, options: {} } : { ok: false, error: { code: 'bad-options', message: 'No options.' } }),
  setup: () => ({ actionCount: 0, reveals: 0, events: [], total: 0, turn: 0, winner: null }),
  currentSeat: (s) => (s.winner === null ? s.turn : null),
  parseAction: (raw) => {
    const add = (raw as { add?: unknown } | null)?.add;
    return add === 1 || add === 2 ? { ok: true, action: { add } } : { ok: false, error: { code: 'bad-action', message: 'Add 1 or 2.' } };
  },
  legalActions: (s) => (s.total >= 4 ? [{ add: 1 }] : [{ add: 1 }, { add: 2 }]),
  check: (s, a) => (s.total + a.add > 5 ? { code: 'too-far', message: 'That passes 5.' } : null),
  apply: (s, a, seat) => {
    const total = s.total + a.add;
    return { ...s, actionCount: s.actionCount + 1, reveals: a.add === 2 ? s.reveals + 1 : s.reveals, events: [{ type: 'added', add: a.add } as GameEvent], total, turn: 1 - s.turn, winner: total === 5 ? seat : null };
  },
  view: (s) => s,
  describe: (e) => `+${(e as GameEvent & { add: number }).add}`,
  result: (s) => (s.winner === null ? null : { outcome: 'win', winner: s.winner, summary: 'Five.', stats: {} }),
};

describe('applyAction, the one pipeline', () => {
  it('judges and applies in one pass when the game offers checkApply: its refusal, or its state, and nothing else asked', () => {
    const calls: string[] = [];
    const onePass: GameDefinition<S, A, Record<string, never>, S> = {
      ...race,
      check: () => (calls.push('check'), null),
      apply: (s) => (calls.push('apply'), s),
      checkApply: (s, a, seat) => {
        calls.push('checkApply');
        const why = race.check(s, a, seat);
        return why ? { ok: false, error: why } : { ok: true, state: race.apply(s, a, seat) };
      },
    };
    const s4 = { ...race.setup(1, {}), total: 4 };
    expect(applyAction(onePass, s4, 0, { add: 2 })).toEqual({ ok: false, error: { code: 'too-far', message: 'That passes 5.' } });
    expect(applyAction(onePass, s4, 0, { add: 1 })).toMatchObject({ ok: true, state: { total: 5 }, result: { winner: 0 } });
    expect(calls).toEqual(['checkApply', 'checkApply']);
  });

  it('checks in order: game over, whose turn, well formed, legal; and never changes its input', () => {
    const s0 = race.setup(1, {});
    const frozen = JSON.stringify(s0);
    expect(applyAction(race, s0, 1, { add: 1 })).toEqual({ ok: false, error: { code: 'not-your-turn', message: "It is North's turn." } });
    expect(applyAction(race, s0, 0, { add: 3 })).toMatchObject({ ok: false, error: { code: 'bad-action' } });
    const s4 = { ...s0, total: 4 };
    expect(applyAction(race, s4, 0, { add: 2 })).toMatchObject({ ok: false, error: { code: 'too-far' } });
    const won = applyAction(race, s4, 0, { add: 1 });
    if (!won.ok) throw new Error(won.error.message);
    expect(won.state.winner).toBe(0);
    // game over comes before whose turn and before the shape of the action
    expect(applyAction(race, won.state, 1, 'nonsense')).toMatchObject({ ok: false, error: { code: 'game-over' } });
    expect(JSON.stringify(s0)).toBe(frozen);
  });

  it('replay rebuilds a game from its record, from the start or from a snapshot', () => {
    const actions = [{ seat: 0, action: { add: 2 } }, { seat: 1, action: { add: 1 } }, { seat: 0, action: { add: 2 } }];
    const record = { game: 'race', version: 1, seed: 3, options: {}, actions };
    const full = replay(race, record);
    expect(full.ok && full.state.winner).toBe(0);
    const snap = replay(race, { ...record, actions: actions.slice(0, 2) });
    if (!snap.ok) throw new Error('snapshot failed');
    expect(replay(race, record, snap.state)).toEqual(full);
    expect(replay(race, { ...record, game: 'chess' })).toMatchObject({ ok: false, index: -1, error: { code: 'wrong-game' } });
    const bad = replay(race, { ...record, actions: [actions[0]!, { seat: 0, action: { add: 1 } }] });
    expect(bad).toMatchObject({ ok: false, index: 1, error: { code: 'not-your-turn' } });
  });

  it('undo is fair only when nothing was revealed', () => {
    const s0 = race.setup(1, {});
    const one = applyAction(race, s0, 0, { add: 1 });
    const two = applyAction(race, s0, 0, { add: 2 });
    expect(one.ok && isUndoable(s0, one.state)).toBe(true);
    expect(two.ok && isUndoable(s0, two.state)).toBe(false);
  });
});
