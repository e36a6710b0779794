import { describe, expect, it } from 'vitest';
import { driveBots, type DrivenMove } from '../../../bots/drive';
import type { Seat } from '../../../core/contract';
import { applyAction } from '../../../core/pipeline';
import { seedRng } from '../../../core/rng';
import { randomBot } from '../bots/random';
import { keptVerdict, stepVerdict, validateKept } from './check';
import { combatPatrol } from './definition';
import { sampleScenario } from './setup';
import type { CombatPatrolAction, CombatPatrolState } from './types';

function sampleBattle(seed: number): CombatPatrolState {
  const parsed = combatPatrol.parseOptions({ scenario: sampleScenario() });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return combatPatrol.setup(seed, parsed.options);
}

type Move = DrivenMove<CombatPatrolState> & { trusted: boolean };

/**
 * Every move of a random battle of the sample, as the driver applied it (the computer's kept
 * verdicts used), each marked `trusted` when its step took a kept verdict: the bot's own check on
 * that state (kept until the next check), or, for an answer, the verdict its waiting step kept (the
 * last waiting step's, looked at as the step before it ended).
 */
function battle(seed: number): Move[] {
  const moves: Move[] = [];
  const rng = seedRng(seed * 7919);
  let waitingKept = false;
  const onMove = (m: DrivenMove<CombatPatrolState>): void => {
    const own = keptVerdict(m.before, m.action as CombatPatrolAction, m.seat) !== null;
    moves.push({ ...m, trusted: own || (m.before.pending !== null && waitingKept) });
    waitingKept = m.state.pending !== null && stepVerdict(m.state.pending) !== null;
  };
  const end = driveBots(combatPatrol, sampleBattle(seed), { botAt: () => randomBot, onMove }, () => rng);
  expect(end.why).toBe('over');
  return moves;
}

/** A copy of a value that shares no object with it: nothing kept on the original is found on the copy. */
const copy = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

describe('the trusted path: a verdict kept from the computer player\'s own check', () => {
  it('plays every step of seeded random battles exactly as judging each action afresh does (states, events, dice)', () => {
    let steps = 0;
    let trusted = 0;
    let answers = 0;
    for (const seed of [1, 2, 3, 4]) {
      for (const m of battle(seed)) {
        const a = m.action as CombatPatrolAction;
        if (m.trusted) trusted++;
        if (m.before.pending?.question.kind === 'scatter') answers++;
        // The plain path: the same action on a copy of the state (no verdict kept on it), judged afresh.
        const plain = applyAction(combatPatrol, copy(m.before), m.seat, copy(a));
        if (!plain.ok) throw new Error(plain.error.message);
        expect(plain.state).toEqual(m.state);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(400);
    // Most steps took a kept verdict (an aimed shot drawn, a move or throw the bot checked, each scatter answer).
    expect(trusted / steps).toBeGreaterThan(0.4);
    expect(answers).toBeGreaterThan(30);
  });

  it('is kept only for that state object, that seat and an equal action', () => {
    const moves = battle(2);
    const m = moves.find((x) => (x.action as CombatPatrolAction).type === 'move' && x.trusted);
    if (!m) throw new Error('no move with a kept verdict');
    const a = m.action as CombatPatrolAction;
    expect(validateKept(m.before, a, m.seat)).toEqual(expect.objectContaining({ kind: 'move' }));
    expect(keptVerdict(m.before, copy(a), m.seat)).not.toBeNull();
    expect(keptVerdict(copy(m.before), a, m.seat)).toBeNull();
    expect(keptVerdict(m.before, a, (1 - m.seat) as Seat)).toBeNull();
    if (a.type !== 'move') throw new Error('not a move');
    expect(keptVerdict(m.before, { ...a, path: [...a.path, { x: 1, y: 1 }] }, m.seat)).toBeNull();
  });

  it('keeps only the last check and the last waiting step: one made between is judged afresh, to the same step', () => {
    const [one, two] = [battle(1), battle(2)];
    const m = one.find((x) => (x.action as CombatPatrolAction).type === 'move') as Move;
    const other = two.find((x) => (x.action as CombatPatrolAction).type === 'move') as Move;
    const a = m.action as CombatPatrolAction;
    expect(validateKept(m.before, a, m.seat)).toEqual(expect.objectContaining({ kind: 'move' }));
    expect(validateKept(other.before, other.action as CombatPatrolAction, other.seat)).toEqual(expect.objectContaining({ kind: 'move' }));
    expect(keptVerdict(m.before, a, m.seat)).toBeNull();
    const again = combatPatrol.checkApply!(m.before, a, m.seat);
    expect(again.ok && again.state).toEqual(m.state);
    // A scatter answer whose waiting step's verdict was overtaken by another battle's waiting step.
    const answer = one.find((x) => x.before.pending?.question.kind === 'scatter') as Move;
    const throwTwo = two.find((x) => x.state.pending?.question.kind === 'scatter') as Move;
    const waiting = combatPatrol.checkApply!(throwTwo.before, throwTwo.action as CombatPatrolAction, throwTwo.seat);
    expect(waiting.ok && waiting.state.pending && stepVerdict(waiting.state.pending)).toBeTruthy();
    expect(stepVerdict(answer.before.pending!)).toBeNull();
    const answered = combatPatrol.checkApply!(answer.before, answer.action as CombatPatrolAction, answer.seat);
    expect(answered.ok && answered.state).toEqual(answer.state);
  });

  it('keeps nothing for an action the rules refuse, and the refusal still reaches the player', () => {
    const s = sampleBattle(3);
    const seat = combatPatrol.currentSeat(s) as Seat;
    const bad: CombatPatrolAction = { type: 'hold', soldier: 'nobody' };
    expect(validateKept(s, bad, seat)).toEqual(expect.objectContaining({ code: 'illegal' }));
    expect(keptVerdict(s, bad, seat)).toBeNull();
    expect(combatPatrol.checkApply!(s, bad, seat).ok).toBe(false);
  });
});
