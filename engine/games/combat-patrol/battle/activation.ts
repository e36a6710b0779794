/**
 * Activations: Fire and Combat Move (either order, or half of it spent helping reload a machine
 * gun), Run Move (with the difficult-ground gamble, the fence trip and the enemy's Snap Fire), Hold,
 * Reload, Rally, First Aid, and the enforced activations of the critically wounded (Medic test,
 * death roll) and the suppressed (no action, a new test).
 */
import { afterMedic, afterSurvivedTest, diesOn, medicResult, newCritical, type MedicResult } from '../rules/critical';
import { addReload, afterMagazineRoll, gunWords, machineGunOf } from '../rules/gun';
import { finalFacing, pointAlong } from '../rules/movement';
import { reactionModifiers, reactionNeeded, reactionRoll } from '../rules/reaction';
import { neededText } from '../rules/shooting';
import { isAble } from '../rules/wounds';
import { weapon as weaponById } from '../data';
import { resolveFire } from './fire';
import { planFire, type AimedPlan } from './fire-plan';
import { planWords, type MovePlan } from './moves';
import type { Ctx } from './runtime';
import { snapOptions } from './snap';
import { advance, checkVictory } from './turn';
import { otherSide, seatOf, type Activation, type Soldier } from './types';
import { canFight, inBaseContact, inCoverWhereHeIs, ncoNear, pos } from './world';

const inches = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} in`;
const who = (m: Soldier) => ({ soldier: m.id, name: m.name });

export function beginActivation(ctx: Ctx, m: Soldier, fireAndMove: boolean): void {
  m.activated = true;
  m.onHold = false;
  if (fireAndMove) ctx.s.activation = { soldier: m.id, fired: false, moved: false, reloadHalves: 0 };
}

export function endActivation(ctx: Ctx, m: Soldier): void {
  m.dragged = false;
  ctx.s.activation = null;
  if (!checkVictory(ctx)) advance(ctx, m.side);
}

export function halvesUsed(a: Activation): number {
  return (a.fired ? 1 : 0) + (a.moved ? 1 : 0) + a.reloadHalves;
}

/** Ends a Fire and Combat Move activation once both halves are spent, or the man can no longer act. */
export function maybeEnd(ctx: Ctx): void {
  const a = ctx.s.activation;
  if (!a) return;
  const m = ctx.soldier(a.soldier);
  if (halvesUsed(a) >= 2 || !canFight(m)) endActivation(ctx, m);
}

/** Moves the mover (and the man he drags) to the end of the plan's path. */
export function carryOut(ctx: Ctx, plan: MovePlan, upTo = plan.measure.length): void {
  const m = ctx.soldier(plan.mover);
  const end = pointAlong(plan.measure.points, upTo);
  const facing = finalFacing(plan.measure.points);
  if (plan.drag) {
    const d = ctx.soldier(plan.drag.soldier);
    const dEnd = pointAlong(plan.drag.measure.points, upTo);
    d.x = dEnd.x;
    d.y = dEnd.y;
    d.dragged = true;
  }
  m.x = end.x;
  m.y = end.y;
  if (facing !== null) m.facing = facing;
}

/** A Combat Move, or (with `patient`) a move to a wounded man. */
export function combatMove(ctx: Ctx, plan: MovePlan, patient?: Soldier): void {
  const m = ctx.soldier(plan.mover);
  const from = pos(m);
  const d = plan.drag ? ctx.soldier(plan.drag.soldier) : null;
  const dragFrom = d ? pos(d) : null;
  carryOut(ctx, plan);
  ctx.tell({
    type: 'moved', ...who(m), ...(patient ? { patient: who(patient) } : {}),
    drag: d && dragFrom ? { ...who(d), from: dragFrom, to: pos(d) } : null,
    from, path: plan.measure.points.slice(1), to: pos(m), inches: plan.measure.length, cost: planWords(plan),
  });
}

/** The enemy's chances to Snap Fire at a runner; returns how far along he got before being stopped. */
function snapWindow(ctx: Ctx, runner: Soldier, plan: MovePlan, limit: number): number {
  for (;;) {
    if (!isAble(runner.condition)) return limit;
    const options = snapOptions(ctx.s, runner, plan.measure.points, limit);
    if (options.length === 0) return limit;
    const seat = seatOf(otherSide(runner.side));
    const input = ctx.ask({
      kind: 'snap-fire', seat, runner: runner.id, path: plan.measure.points, maxAlong: limit, options,
      label: `${runner.name} is running: Snap Fire at him, or let him run`,
    });
    if (input.type === 'let-run') return limit;
    if (input.type !== 'snap-fire') throw new Error('expected a snap-fire answer');
    const shooter = ctx.soldier(input.shooter);
    shooter.activated = true;
    shooter.onHold = false;
    const at = pointAlong(plan.measure.points, input.along);
    const fire = planFire(ctx.s, shooter, { weapon: shooter.weaponId, method: 'standard', target: runner.id }, at) as AimedPlan;
    const before = runner.condition;
    resolveFire(ctx, fire);
    if (runner.condition !== before || runner.pinned) {
      ctx.tell({ type: 'goes-down', ...who(runner), along: input.along });
      return input.along;
    }
  }
}

export function runMove(ctx: Ctx, m: Soldier, plan: MovePlan): void {
  beginActivation(ctx, m, false);
  const seat = seatOf(m.side);
  const length = plan.measure.length;
  let stop = length;
  let pinned = false;
  ctx.tell({ type: 'runs', ...who(m), from: pos(m), path: plan.measure.points.slice(1), cost: planWords(plan) });
  if (plan.gamble !== null) {
    const x = plan.gamble;
    const r = ctx.die('D10', seat, `Gamble: ${m.name} needs more than ${x}`);
    if (r > x) ctx.tell({ type: 'gamble', ...who(m), inches: x, roll: r, stumble: null });
    else {
      const rolled = ctx.die('D10', seat, `How far ${m.name} gets before he stumbles`);
      let d = rolled;
      if (d === 10) {
        const max = Math.min(10, length);
        const input = ctx.ask({ kind: 'stop-at', seat: seatOf(otherSide(m.side)), runner: m.id, path: plan.measure.points, max, label: `${m.name} stumbles: the ${otherSide(m.side)} side chooses how far he got (0 to ${inches(max)})` });
        if (input.type !== 'stop-at') throw new Error('expected a stop-at answer');
        d = input.inches;
      }
      stop = Math.min(d, length);
      pinned = true;
      ctx.tell({ type: 'gamble', ...who(m), inches: x, roll: r, stumble: { roll: rolled, chosen: rolled === 10, along: stop } });
    }
  }
  if (!pinned) {
    const crossed = plan.measure.obstacles.filter((o) => o.along <= stop + 1e-9);
    if (crossed.length > 0) {
      const r = ctx.die('D10', seat, `Trip test: ${m.name} crosses ${crossed.length} obstacle${crossed.length === 1 ? '' : 's'} (trips on ${crossed.length} or less)`);
      if (r <= crossed.length) {
        const o = crossed[r - 1] as (typeof crossed)[number];
        stop = Math.min(length, o.along + ctx.s.rules.baseDiameter / 2);
        pinned = true;
        ctx.tell({ type: 'trip', ...who(m), obstacles: crossed.length, roll: r, tripped: { obstacle: o.name, along: stop } });
      } else ctx.tell({ type: 'trip', ...who(m), obstacles: crossed.length, roll: r, tripped: null });
    }
  }
  stop = snapWindow(ctx, m, plan, stop);
  const killed = m.condition === 'dead';
  if (!killed) carryOut(ctx, plan, stop);
  if (pinned) m.pinned = true;
  const d = plan.drag && !killed ? ctx.soldier(plan.drag.soldier) : null;
  ctx.tell({ type: 'run-ends', ...who(m), at: pos(m), drag: d ? { ...who(d), to: pos(d) } : null, pinned: m.pinned, killed });
  endActivation(ctx, m);
}

/** Adds reloading work by `worker` to `owner`'s machine gun (a magazine rolls its D10 when due). */
export function reloadWork(ctx: Ctx, worker: Soldier, owner: Soldier, actions: number): void {
  const w = weaponById(owner.weaponId);
  if (!w || !machineGunOf(w) || !owner.gun) return;
  let step = addReload(w, owner.gun, actions);
  let magazine: number | null = null;
  if (step.kind === 'roll-magazine') {
    magazine = ctx.die('D10', seatOf(worker.side), `Magazine reload for ${owner.name}'s ${w.name} (6+ loaded)`);
    step = afterMagazineRoll(w, step.gun, magazine);
  }
  owner.gun = step.gun;
  const loaded = step.kind === 'loaded';
  ctx.tell({ type: 'reload', worker: who(worker), owner: who(owner), weapon: w.name, actions, magazine, loaded, gun: loaded ? '' : gunWords(w, step.gun) });
}

export function criticalActivation(ctx: Ctx, m: Soldier): void {
  beginActivation(ctx, m, false);
  const seat = seatOf(m.side);
  const st = m.critical ?? newCritical();
  const helpers = ctx.s.soldiers.filter((o) => o.side === m.side && o.id !== m.id && canFight(o) && inBaseContact(o, m, ctx.s.rules));
  let result: MedicResult | null = null;
  if (helpers.length > 0) {
    const h = helpers.find((o) => o.medic) ?? (helpers[0] as Soldier);
    const roll = ctx.die('D6', seat, `Medic test by ${h.name} for ${m.name}${h.medic ? ' (trained medic +1)' : ''}`);
    result = medicResult(roll, h.medic);
    ctx.tell({ type: 'medic', ...who(m), helper: who(h), roll, trained: h.medic, result });
  }
  const am = afterMedic(st, result, ctx.s.rules);
  if (am.recovered) {
    m.condition = 'serious';
    m.critical = null;
  } else if (!am.test) {
    m.critical = am.state;
  } else {
    const roll = ctx.die('D6', seat, `Critical test for ${m.name} (dies on ${am.state.deathNumber} or less${am.penalty ? `, -${am.penalty} to the roll` : ''})`);
    if (diesOn(roll, am.state.deathNumber, am.penalty)) {
      m.condition = 'dead';
      m.critical = null;
      m.diedTurn = ctx.s.turn;
      const by = m.downedBy && ctx.s.soldiers.some((o) => o.id === m.downedBy) ? ctx.soldier(m.downedBy) : undefined;
      if (by && by.side !== m.side) by.stats.kills++;
      ctx.tell({ type: 'critical-test', ...who(m), roll, penalty: am.penalty, deathNumber: am.state.deathNumber, died: true, next: null });
    } else {
      m.critical = afterSurvivedTest(am.state);
      ctx.tell({ type: 'critical-test', ...who(m), roll, penalty: am.penalty, deathNumber: am.state.deathNumber, died: false, next: m.critical.deathNumber });
    }
  }
  endActivation(ctx, m);
}

export function suppressedActivation(ctx: Ctx, m: Soldier): void {
  beginActivation(ctx, m, false);
  const setup = { accuracy: m.accuracy, source: null, inCover: inCoverWhereHeIs(ctx.s, { ...m, pinned: false }), ncoNear: ncoNear(ctx.s, m) };
  const mods = reactionModifiers(setup, m.pinned, ctx.s.rules);
  const needed = reactionNeeded(setup, m.pinned, ctx.s.rules);
  const roll = ctx.die('D10', seatOf(m.side), `Reaction Test for suppressed ${m.name} (needs ${neededText(needed, ctx.s.rules)})`);
  const passed = reactionRoll(roll, needed, ctx.s.rules) === 'pass';
  if (passed) m.suppressed = false;
  ctx.tell({ type: 'suppressed-test', ...who(m), needs: neededText(needed, ctx.s.rules), accuracy: m.accuracy, modifiers: mods, roll, passed });
  endActivation(ctx, m);
}
