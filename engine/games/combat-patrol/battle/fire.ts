/**
 * Resolving declared fire, die by die, as the source describes it: an aimed burst (each shot a D10
 * to hit, then the wound chart or the target's Reaction Test), Spray (Reaction Tests at -2 for all
 * within 3 in), a machine-gun arc (D2-1 bullets for every model in it, the seriously and critically
 * wounded too, then a Reaction Test at -1 even on no bullets for every man still in the fight) and
 * a grenade (scatter, each inch directed by a side, the blast, +2 wounds).
 */
import { blastCircle, distance, modelsInCircle } from '../../../geometry';
import { ARC_BULLETS, scatterInch } from '../rules/areas';
import { DROP_ROLL, extraScatter, scatterFrom, scatterSteps } from '../rules/grenade';
import { afterBurst, burstsLeft } from '../rules/gun';
import type { ReactionSetup } from '../rules/reaction';
import { neededToHit, neededText, shotModifiers, succeeds, type ShotSetup } from '../rules/shooting';
import { isAble } from '../rules/wounds';
import { type AimedPlan, type ArcPlan, type FirePlan, type GrenadePlan, type SprayPlan } from './fire-plan';
import type { Ctx } from './runtime';
import { otherSide, seatOf, type Soldier } from './types';
import { ncoNear, onTable, pos, sight } from './world';
import { reactionTest, woundRoll } from './wounding';

const who = (m: Soldier) => ({ soldier: m.id, name: m.name });
/** The Reaction Test modifier of a Spray, as its weapon gives it. */
const sprayModifier = (p: SprayPlan): number => (p.weapon.special?.kind === 'spray' ? p.weapon.special.reactionModifier : 0);

/** One shot's D10 against `target`; on a hit the wound chart, on a miss his Reaction Test (when `react`). */
function shot(ctx: Ctx, shooter: Soldier, target: Soldier, setup: ShotSetup, weaponId: string, label: string, reaction: ReactionSetup | null): boolean {
  const rules = ctx.s.rules;
  const mods = shotModifiers(setup, target.pinned, rules);
  const needed = neededToHit(setup.accuracy, mods);
  const roll = ctx.die('D10', seatOf(shooter.side), `${label} at ${target.name} (needs ${neededText(needed, rules)})`);
  shooter.stats.shots++;
  const hit = succeeds(roll, needed, rules);
  ctx.tell({ type: 'shot', shooter: shooter.id, target: target.id, label, needs: neededText(needed, rules), accuracy: setup.accuracy, modifiers: mods, roll, hit });
  if (hit) {
    if (target.side !== shooter.side) shooter.stats.hits++;
    woundRoll(ctx, target, shooter, weaponId, 0);
  } else if (reaction) reactionTest(ctx, target, reaction);
  return hit;
}

function resolveAimed(ctx: Ctx, p: AimedPlan): void {
  const shooter = ctx.soldier(p.shooter);
  const target = ctx.soldier(p.target);
  ctx.tell({
    type: 'fires', shooter: who(shooter), target: who(target), from: pos(shooter), to: pos(target),
    weapon: p.weapon.name, method: p.method, shots: p.shots, distance: p.distance, snap: p.snap,
  });
  for (let i = 0; i < p.shots; i++) {
    if (!isAble(target.condition)) {
      ctx.tell({ type: 'burst-wasted' });
      break;
    }
    shot(ctx, shooter, target, p.setup, p.weapon.id, p.shots === 1 ? 'The shot' : `Shot ${i + 1}`, p.reaction);
  }
}

function resolveSpray(ctx: Ctx, p: SprayPlan): void {
  const shooter = ctx.soldier(p.shooter);
  shooter.stats.shots++;
  const target = ctx.soldier(p.target);
  ctx.tell({
    type: 'spray', shooter: who(shooter), target: who(target), from: pos(shooter), to: pos(target), weapon: p.weapon.name,
    distance: p.distance, radius: p.radius, modifier: sprayModifier(p), affected: p.affected.map((a) => who(ctx.soldier(a.id))),
  });
  for (const a of p.affected) reactionTest(ctx, ctx.soldier(a.id), a.reaction);
}

function resolveArc(ctx: Ctx, p: ArcPlan): void {
  const gunner = ctx.soldier(p.shooter);
  if (gunner.gun) gunner.gun = afterBurst(gunner.gun);
  gunner.facing = p.facing;
  const left = burstsLeft(p.weapon, gunner.gun);
  ctx.tell({
    type: 'arc', shooter: who(gunner), from: pos(gunner), weapon: p.weapon.name, weaponId: p.weapon.id,
    sector: p.sector, bearing: p.bearing, models: p.models.map((t) => t.id), burstsLeft: left,
  });
  // Version 1 shot only at men still in the fight (a battle saved under it replays so).
  const spareTheDown = ctx.s.legacyAreaFire === true;
  for (const t of p.models) {
    const m = ctx.soldier(t.id);
    const d2 = ctx.die(ARC_BULLETS.die, seatOf(gunner.side), `Bullets at ${m.name} (${ARC_BULLETS.words})`);
    const bullets = d2 - ARC_BULLETS.less;
    ctx.tell({ type: 'bullets', ...who(m), distance: t.distance, die: ARC_BULLETS.die, roll: d2, bullets });
    if (bullets > 0 && (isAble(m.condition) || !spareTheDown)) shot(ctx, gunner, m, t.setup, p.weapon.id, 'The bullet', null);
    if (isAble(m.condition) || spareTheDown) reactionTest(ctx, m, t.reaction);
    else if (m.condition !== 'dead') ctx.tell({ type: 'out-of-fight', ...who(m) });
  }
}

function resolveGrenade(ctx: Ctx, p: GrenadePlan): void {
  const s = ctx.s;
  const thrower = ctx.soldier(p.shooter);
  thrower.ammo[p.weapon.id] = Math.max(0, (thrower.ammo[p.weapon.id] ?? 0) - 1);
  thrower.stats.shots++;
  const extra = extraScatter(p.penalties);
  const from = pos(thrower);
  // The throw's event, written out whole (a literal, not a spread: a throw is told on every run of its step).
  const thrown = (roll: number, dropped: boolean, again: number | null, scatter: number) =>
    ({
      type: 'grenade', thrower: who(thrower), from, target: p.at, distance: p.distance, inSight: p.inSight, inverted: p.inverted, extra,
      reasons: p.penalties.map((x) => x.reason), blast: p.blast, roll, dropped, again, scatter,
    }) as const;
  const seat = seatOf(thrower.side);
  const roll = ctx.die('D10', seat, `Grenade throw by ${thrower.name}`);
  let at = p.at;
  let scatter: number;
  if (roll === DROP_ROLL) {
    at = pos(thrower);
    if (s.rules.droppedGrenadeRescatter) {
      const again = ctx.die('D10', seat, `Scatter of ${thrower.name}'s dropped grenade`);
      scatter = scatterFrom(again, p.inverted, extra);
      ctx.tell(thrown(roll, true, again, scatter));
    } else {
      scatter = 0;
      ctx.tell(thrown(roll, true, null, scatter));
    }
  } else {
    scatter = scatterFrom(roll, p.inverted, extra);
    ctx.tell(thrown(roll, false, null, scatter));
  }
  const steps = scatterSteps(scatter);
  const enemySeat = seatOf(otherSide(thrower.side));
  for (let i = 0; i < steps.length; i++) {
    const mover = steps[i] as 'opponent' | 'thrower';
    const input = ctx.ask({
      kind: 'scatter', seat: mover === 'thrower' ? seat : enemySeat, at, inch: i + 1, of: steps.length, mover, thrower: thrower.id,
      label: `Scatter inch ${i + 1} of ${steps.length}: the ${mover === 'thrower' ? `thrower's side (${thrower.side})` : `opponent (${otherSide(thrower.side)})`} chooses its direction`,
    });
    if (input.type !== 'scatter') throw new Error('expected a scatter direction');
    const was = at;
    at = scatterInch(at, input.bearing, s.scenario.table);
    ctx.tell({ type: 'scatter-inch', inch: i + 1, of: steps.length, chooser: mover === 'thrower' ? thrower.side : otherSide(thrower.side), bearing: input.bearing, from: was, to: at });
  }
  if (steps.length > 0) ctx.tell({ type: 'grenade-rests', at, target: p.at, distance: distance(at, p.at) });
  const onTableNow = s.soldiers.filter(onTable);
  const radius = p.blast;
  const bonus = p.weapon.special?.kind === 'grenade' ? p.weapon.special.injuryBonus : 2;
  const caught = modelsInCircle(onTableNow, blastCircle(at, radius), s.rules.baseDiameter / 2, s.rules.blastInclusion)
    .map((id) => ctx.soldier(id))
    .sort((a, b) => distance(a, at) - distance(b, at) || (a.id < b.id ? -1 : 1));
  const testers = onTableNow
    .filter((m) => distance(m, at) <= s.rules.grenadeReactionRange + 1e-9)
    .sort((a, b) => distance(a, at) - distance(b, at) || (a.id < b.id ? -1 : 1))
    .map((m) => ({ m, setup: { accuracy: m.accuracy, source: null, inCover: sight(s, at, pos(m)).status !== 'clear', ncoNear: ncoNear(s, m) } as ReactionSetup }));
  ctx.burst = { at, radius };
  ctx.tell({ type: 'burst', at, radius, caught: caught.map(who) });
  for (const m of caught) {
    if (m.side !== thrower.side) thrower.stats.hits++;
    woundRoll(ctx, m, thrower, p.weapon.id, bonus);
  }
  for (const t of testers) reactionTest(ctx, ctx.soldier(t.m.id), t.setup);
}

export function resolveFire(ctx: Ctx, p: FirePlan): void {
  if (p.kind === 'aimed') resolveAimed(ctx, p);
  else if (p.kind === 'spray') resolveSpray(ctx, p);
  else if (p.kind === 'arc') resolveArc(ctx, p);
  else resolveGrenade(ctx, p);
}
