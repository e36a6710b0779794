/**
 * Legality, in one place: `validate` says whether an action may be applied now and, when it may,
 * hands the step its plan (the move or the fire worked out). `check` is the contract's view of it.
 * Every refusal is a sentence a player understands; nothing here changes the state.
 */
import type { GameError, Seat } from '../../../core/contract';
import { distance, type Vec } from '../../../geometry';
import { diceError } from '../rules/dice';
import { isLoaded, machineGunOf } from '../rules/gun';
import { pointAlong } from '../rules/movement';
import { weapon as weaponById } from '../data';
import { isFirePlan, planFire, type FirePlan } from './fire-plan';
import { halvesUsed } from './activation';
import { isPlan, planMove, type MovePlan } from './moves';
import { sideOf, type CombatPatrolAction, type CombatPatrolState, type InternalAction, type Pending, type Soldier } from './types';
import { CONDITION_WORDS, isAble } from '../rules/wounds';
import { canActivate, canFight, enforcedActivation, findSoldier, inBaseContact, isInside, onTable, onTheTable, pos } from './world';

export type Validated =
  | { kind: 'input' }
  | { kind: 'plain'; soldier: Soldier | null }
  | { kind: 'fire'; soldier: Soldier; plan: FirePlan }
  | { kind: 'move'; soldier: Soldier; plan: MovePlan }
  | { kind: 'reload'; soldier: Soldier; owner: Soldier };

const err = (code: string, message: string): GameError => ({ code, message });
const illegal = (message: string): GameError => err('illegal', message);

function checkInput(s: CombatPatrolState, a: CombatPatrolAction): GameError | Validated {
  const q = s.pending?.question;
  if (!q) return illegal('Nothing is waiting for that answer.');
  switch (q.kind) {
    case 'dice': {
      if (a.type !== 'dice') return err('waiting', `Waiting for the dice: ${q.label}.`);
      const why = diceError(q.die, a.values);
      return why ? err('bad-dice', why) : { kind: 'input' };
    }
    case 'scatter':
      if (a.type !== 'scatter') return err('waiting', `Waiting for a scatter direction: ${q.label}.`);
      return Number.isFinite(a.bearing) ? { kind: 'input' } : illegal('A direction is a bearing in degrees.');
    case 'stop-at':
      if (a.type !== 'stop-at') return err('waiting', `Waiting for a distance: ${q.label}.`);
      return Number.isFinite(a.inches) && a.inches >= 0 && a.inches <= q.max + 1e-9 ? { kind: 'input' } : illegal(`Choose from 0 to ${q.max} in.`);
    case 'snap-fire': {
      if (a.type === 'let-run') return { kind: 'input' };
      if (a.type !== 'snap-fire') return err('waiting', `Waiting for a Snap Fire decision: ${q.label}.`);
      if (!q.options.some((o) => o.shooter === a.shooter)) return illegal('That soldier cannot Snap Fire at the runner.');
      if (!Number.isFinite(a.along) || a.along < 0 || a.along > q.maxAlong + 1e-9) return illegal(`Choose a point from 0 to ${q.maxAlong.toFixed(1)} in along the run.`);
      const shooter = findSoldier(s, a.shooter) as Soldier;
      const plan = planFire(s, shooter, { weapon: shooter.weaponId, method: 'standard', target: q.runner }, pointAlong(q.path, a.along));
      return isFirePlan(plan) ? { kind: 'input' } : plan;
    }
  }
}

function checkDeploy(s: CombatPatrolState, a: CombatPatrolAction, side: string): GameError | Validated {
  if (a.type === 'deploy-done') return { kind: 'plain', soldier: null };
  if (a.type !== 'deploy') return illegal(`The ${side} side is deploying: place soldiers in the zone, then say done.`);
  const m = findSoldier(s, a.soldier);
  if (!m || m.side !== side) return illegal('Place one of your own soldiers.');
  // Ruling: a man the scenario lays seriously or critically wounded cannot move of himself; he stays where it put him.
  if (!isAble(m.condition)) return illegal(`${m.name} is ${CONDITION_WORDS[m.condition]} and cannot move: he stays where the scenario lays him.`);
  const at: Vec = a.at;
  if (!onTheTable(s, at)) return illegal('That point is off the table.');
  const zones = s.scenario.deploymentZones.filter((z) => z.side === side);
  if (!zones.some((z) => isInside(at, z.points))) return illegal(`${m.name} must stand inside the ${side} deployment zone.`);
  const clash = s.soldiers.find((o) => o.id !== m.id && onTable(o) && distance(o, at) < s.rules.baseDiameter - 1e-9);
  if (clash) return illegal(`${m.name}'s base would overlap ${clash.name}'s.`);
  return { kind: 'plain', soldier: m };
}

/** The machine gun `worker` may reload: his own, or a friend's in base contact; unloaded either way. */
export function reloadableGun(s: CombatPatrolState, worker: Soldier, gunner: string | undefined): Soldier | GameError {
  const owner = gunner === undefined ? worker : findSoldier(s, gunner);
  if (!owner || owner.side !== worker.side || !onTable(owner)) return illegal('Reload a machine gun of your own side.');
  const w = weaponById(owner.weaponId);
  if (!machineGunOf(w) || !owner.gun) return illegal(`${owner.name} has no machine gun to reload.`);
  if (isLoaded(w, owner.gun)) return illegal(`${owner.name}'s ${w?.name} is still loaded.`);
  if (owner.id !== worker.id && !inBaseContact(owner, worker, s.rules)) return illegal(`${worker.name} must be in base contact with ${owner.name} to help reload.`);
  return owner;
}

const isError = (x: unknown): x is GameError => typeof (x as GameError).code === 'string' && typeof (x as GameError).message === 'string';

function checkSoldierAction(s: CombatPatrolState, a: Exclude<CombatPatrolAction, { type: 'dice' | 'scatter' | 'stop-at' | 'snap-fire' | 'let-run' | 'deploy' | 'deploy-done' | 'end-activation' }>, side: string): GameError | Validated {
  const m = findSoldier(s, a.soldier);
  if (!m || m.side !== side) return illegal('Choose one of your own soldiers.');
  const act = s.activation;
  if (act && act.soldier !== m.id) return illegal(`Finish ${findSoldier(s, act.soldier)?.name}'s activation first (or end it).`);
  if (!act && !canActivate(m)) return illegal(m.activated ? `${m.name} has already been activated this turn.` : `${m.name} cannot act (${m.condition}).`);
  const enforced = enforcedActivation(m);
  if (a.type === 'activate') return enforced ? { kind: 'plain', soldier: m } : illegal(`${m.name} chooses his own activation: nothing forces it.`);
  if (enforced) return illegal(enforced === 'critical' ? `${m.name} is critically wounded: his activation is his Medic and death tests.` : `${m.name} is suppressed: he does nothing this activation but test again.`);
  if (!canFight(m)) return illegal(`${m.name} cannot act.`);
  const partOf = a.type === 'fire' || a.type === 'move' || a.type === 'help-reload';
  if (act && !partOf) return illegal(`${m.name} is in the middle of a Fire and Combat Move activation: fire, move, help reload or end it.`);
  const halves = act ? halvesUsed(act) : 0;
  switch (a.type) {
    case 'fire': {
      if (act?.fired) return illegal(`${m.name} has already fired in this activation.`);
      if (halves >= 2) return illegal(`${m.name} has spent his activation.`);
      const plan = planFire(s, m, a);
      return isFirePlan(plan) ? { kind: 'fire', soldier: m, plan } : plan;
    }
    case 'move': {
      if (act?.moved) return illegal(`${m.name} has already moved in this activation.`);
      if (halves >= 2) return illegal(`${m.name} has spent his activation.`);
      const plan = planMove(s, m, a.path, 'combat', a.drag === undefined ? {} : { drag: a.drag });
      return isPlan(plan) ? { kind: 'move', soldier: m, plan } : plan;
    }
    case 'help-reload': {
      if (halves >= 2) return illegal(`${m.name} has spent his activation.`);
      if (a.gunner === m.id) return illegal('A gunner reloads his own gun with a Reload activation.');
      const owner = reloadableGun(s, m, a.gunner);
      return isError(owner) ? owner : { kind: 'reload', soldier: m, owner };
    }
    case 'run': {
      const plan = planMove(s, m, a.path, 'run', a.gamble === undefined ? {} : { gamble: a.gamble });
      return isPlan(plan) ? { kind: 'move', soldier: m, plan } : plan;
    }
    case 'first-aid': {
      const plan = planMove(s, m, a.path, 'first-aid', { patient: a.patient });
      return isPlan(plan) ? { kind: 'move', soldier: m, plan } : plan;
    }
    case 'reload': {
      const owner = reloadableGun(s, m, a.gunner);
      return isError(owner) ? owner : { kind: 'reload', soldier: m, owner };
    }
    case 'rally':
      return m.pinned ? { kind: 'plain', soldier: m } : illegal(`${m.name} is not pinned: there is nothing to rally from.`);
    case 'hold':
      return { kind: 'plain', soldier: m };
  }
}

/** Whether `a` may be applied now by `seat`, with the plan when it may. */
export function validate(s: CombatPatrolState, a: CombatPatrolAction, seat: Seat): GameError | Validated {
  if (s.phase === 'over') return err('game-over', 'This battle is over.');
  if (s.pending) return checkInput(s, a);
  if (a.type === 'dice' || a.type === 'scatter' || a.type === 'stop-at' || a.type === 'snap-fire' || a.type === 'let-run') return illegal('Nothing is waiting for that answer.');
  const side = sideOf(seat);
  if (s.phase === 'deploy') return s.deploying === side ? checkDeploy(s, a, side) : err('not-your-turn', `The ${s.deploying} side is deploying.`);
  if (s.toAct !== side) return err('not-your-turn', `It is the ${s.toAct} side's activation.`);
  if (a.type === 'deploy' || a.type === 'deploy-done') return illegal('Deployment is over.');
  if (a.type === 'end-activation') return s.activation ? { kind: 'plain', soldier: findSoldier(s, s.activation.soldier) ?? null } : illegal('No activation is under way.');
  return checkSoldierAction(s, a, side);
}

/**
 * Verdicts kept for the step that follows (the trusted path): the last action judged legal by
 * `validateKept`, with the state it was judged on, and the verdict the last waiting step was run
 * with. A state is never changed once made, and `validate` reads nothing else, so applying an equal
 * action by the same seat to the same state object has the same verdict: `checkApply` takes it
 * instead of judging it again. Known by the object (a copy, say from a save, judges afresh), so
 * nothing leaves the engine or the state. One of each, not a verdict per state in a WeakMap: a
 * computer player applies the action it checked at once, and a weak table's entry for each of the
 * hundreds of thousands of states a battle's odds make (each dead at once) was some tenth of their
 * time in the collector; when another check came between, the action is only judged again.
 */
let lastKept: { s: CombatPatrolState; a: InternalAction; seat: Seat; v: Validated } | null = null;
let lastStep: { pending: Pending; v: Validated } | null = null;

/** Whether two actions are the same value (plain JSON values: the parsed actions). */
export function sameAction(x: unknown, y: unknown): boolean {
  if (x === y) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null || Array.isArray(x) !== Array.isArray(y)) return false;
  const xk = Object.keys(x);
  if (xk.length !== Object.keys(y).length) return false;
  for (const k of xk) if (!Object.hasOwn(y, k) || !sameAction((x as Record<string, unknown>)[k], (y as Record<string, unknown>)[k])) return false;
  return true;
}

/** validate, keeping a legal verdict on `s` for checkApply (see lastKept). */
export function validateKept(s: CombatPatrolState, a: CombatPatrolAction, seat: Seat): GameError | Validated {
  const v = validate(s, a, seat);
  if (!isError(v)) lastKept = { s, a, seat, v };
  return v;
}

/** The verdict validateKept last gave, when it was `a` by `seat` on this very state; else null. */
export function keptVerdict(s: CombatPatrolState, a: CombatPatrolAction, seat: Seat): Validated | null {
  const k = lastKept;
  return k !== null && k.s === s && k.seat === seat && sameAction(k.a, a) ? k.v : null;
}

/** Keeps the verdict a waiting step was run with, for its `pending` record (for the answers to come). */
export function keepStepVerdict(pending: Pending, v: Validated): void {
  lastStep = { pending, v };
}

/** The verdict the last waiting step was run with, when `pending` is its record; else null. */
export function stepVerdict(pending: Pending): Validated | null {
  return lastStep !== null && lastStep.pending === pending ? lastStep.v : null;
}

/** `check` for a computer player that will apply the action it accepts: the verdict is kept (validateKept). */
export function checkKept(s: CombatPatrolState, a: CombatPatrolAction, seat: Seat): GameError | null {
  const v = validateKept(s, a, seat);
  return isError(v) ? v : null;
}

export function check(s: CombatPatrolState, a: CombatPatrolAction, seat: Seat): GameError | null {
  const v = validate(s, a, seat);
  return isError(v) ? v : null;
}

export { isError };
