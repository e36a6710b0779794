/**
 * Combat Patrol! as a game of the common contract: seat 0 the US side, seat 1 the Germans. A battle
 * is {seed, options: {scenario, houseRules, diceMode}, actions[]} and replays exactly.
 */
import type { GameDefinition, GameError } from '../../../core/contract';
import { describe } from '../events';
import { check, isError, keepStepVerdict, keptVerdict, stepVerdict, validate, type Validated } from './check';
import { choicesOf, currentSeat, legalActions, sentChoices, templates } from './legal';
import { parseAction } from './parse';
import { performStep } from './perform';
import { runStep } from './runtime';
import { reseed } from './reseed';
import { parseOptions, setupBattle, upgradeOptions } from './setup';
import type { CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, CombatPatrolView, Input, InternalAction } from './types';
import { resultOf, viewOf } from './view';

export const COMBAT_PATROL_ID = 'combat-patrol';

/**
 * Judges and applies an action in one pass: `validate` works out the move or fire plan with the
 * verdict and the step plays that plan (nothing is judged twice). An answer to a waiting step runs
 * that step again from its start with its own action's verdict, the one it was first run with: kept
 * with its `pending` record (the last waiting step's), else judged again on its starting state
 * (legal then, with the same plan).
 * An action a computer player already judged on this very state (validateKept) takes that verdict.
 */
export function checkApply(s: CombatPatrolState, a: CombatPatrolAction, seat: number): { ok: true; state: CombatPatrolState } | { ok: false; error: GameError } {
  const v = keptVerdict(s, a, seat) ?? validate(s, a, seat);
  if (isError(v)) return { ok: false, error: v };
  const p = s.pending;
  if (!p) return { ok: true, state: withReason(stepWith(v, s, a, seat, []), a) };
  const own = p.action.type === 'start' ? null : (stepVerdict(p) ?? validate(p.base, p.action, p.seat));
  if (own && isError(own)) throw new Error(`a waiting step's own action is no longer legal: ${own.message}`);
  return { ok: true, state: withReason(stepWith(own, p.base, p.action, p.seat, [...p.tape, a as Input], s), a) };
}

/** The step of `action` from `base` run with its verdict (runStep), the verdict kept on the step when it waits for an answer. */
function stepWith(v: Validated | null, base: CombatPatrolState, action: InternalAction, seat: number, tape: Input[], from: CombatPatrolState = base): CombatPatrolState {
  const next = runStep(performStep(v), base, action, seat, tape, from);
  if (next.pending && v) keepStepVerdict(next.pending, v);
  return next;
}

/** The step's state with the action's reason (a computer player's `why`) first among its events: the rest is as the rules left it. */
function withReason(next: CombatPatrolState, a: CombatPatrolAction): CombatPatrolState {
  if (a.why === undefined) return next;
  next.events = [{ type: 'reason', why: a.why }, ...next.events];
  return next;
}

/** Applies an action (the contract's `apply`, for callers that checked it); one the rules refuse throws. */
export function applyChecked(s: CombatPatrolState, a: CombatPatrolAction, seat: number): CombatPatrolState {
  const r = checkApply(s, a, seat);
  if (!r.ok) throw new Error(`an unchecked action reached the rules: ${r.error.message}`);
  return r.state;
}

/**
 * Combat Patrol!: seat 0 the US, seat 1 the Germans. Rules version 2 plays the source's machine-gun
 * arcs and Spray: sight limits neither (the house rule `areaNeedsSight` is off by default).
 * Version 3 lets any action carry `why` (a computer player's reason): the rules are version 2's,
 * but an app of version 2 refuses that field, so a battle saved now says it is from a newer app
 * instead. Version 1 saves keep the rules they were played under, version 2 saves load as they
 * are (upgradeOptions) and become version 3 with the next move made here (sameRulesSince).
 */
export const combatPatrol: GameDefinition<CombatPatrolState, CombatPatrolAction, CombatPatrolOptions, CombatPatrolView> = {
  id: COMBAT_PATROL_ID,
  name: 'Combat Patrol!',
  version: 3,
  sameRulesSince: 2,
  seats: { min: 2, max: 2, names: ['US', 'German'] },
  seatSecrets: false,
  parseOptions,
  upgradeOptions,
  setup: setupBattle,
  currentSeat,
  parseAction,
  legalActions,
  templates,
  sentChoices,
  choicesOf,
  check,
  apply: applyChecked,
  checkApply,
  view: viewOf,
  result: resultOf,
  reseed,
  describe,
};
