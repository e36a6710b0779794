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
import { modifierWords, neededToHit, neededText, shotModifiers, succeeds, type ShotSetup } from '../rules/shooting';
import { isAble } from '../rules/wounds';
import { type AimedPlan, type ArcPlan, type FirePlan, type GrenadePlan, type SprayPlan } from './fire-plan';
import type { Ctx } from './runtime';
import { otherSide, seatOf, type Soldier } from './types';
import { ncoNear, onTable, pos, sight } from './world';
import { reactionTest, woundRoll } from './wounding';

const inches = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} in`;
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
  ctx.say(`${label}: needs ${neededText(needed, rules)} (${modifierWords(setup.accuracy, mods)}); rolled ${roll}, ${hit ? 'a hit' : 'a miss'}.`);
  if (hit) {
    if (target.side !== shooter.side) shooter.stats.hits++;
    woundRoll(ctx, target, shooter, weaponId, 0);
  } else if (reaction) reactionTest(ctx, target, reaction);
  return hit;
}

function resolveAimed(ctx: Ctx, p: AimedPlan): void {
  const shooter = ctx.soldier(p.shooter);
  const target = ctx.soldier(p.target);
  const what = `${p.method} method, ${p.shots} shot${p.shots === 1 ? '' : 's'}`;
  ctx.say(`${shooter.name} ${p.snap ? 'snap-fires' : 'fires'} his ${p.weapon.name} (${what}) at ${target.name}, ${inches(p.distance)} away.`);
  for (let i = 0; i < p.shots; i++) {
    if (!isAble(target.condition)) {
      ctx.say('The rest of the burst is wasted: the target is down.');
      break;
    }
    shot(ctx, shooter, target, p.setup, p.weapon.id, p.shots === 1 ? 'The shot' : `Shot ${i + 1}`, p.reaction);
  }
}

function resolveSpray(ctx: Ctx, p: SprayPlan): void {
  const shooter = ctx.soldier(p.shooter);
  shooter.stats.shots++;
  const names = p.affected.map((a) => ctx.soldier(a.id).name).join(', ');
  ctx.say(`${shooter.name} sprays ${ctx.soldier(p.target).name} with his ${p.weapon.name}, ${inches(p.distance)} away: everyone within ${p.radius} in tests at ${sprayModifier(p)} (${names}).`);
  for (const a of p.affected) reactionTest(ctx, ctx.soldier(a.id), a.reaction);
}

function resolveArc(ctx: Ctx, p: ArcPlan): void {
  const gunner = ctx.soldier(p.shooter);
  if (gunner.gun) gunner.gun = afterBurst(gunner.gun);
  gunner.facing = p.facing;
  const left = burstsLeft(p.weapon, gunner.gun);
  ctx.say(
    `${gunner.name} fires the ${p.weapon.name} in a ${p.sector.spanDeg}-degree arc on bearing ${Math.round(p.bearing)}: ${p.models.length === 0 ? 'nobody is in it' : `${p.models.length} in it`} (${left === 0 ? 'now unloaded' : `${left} burst${left === 1 ? '' : 's'} left before reloading`}).`,
  );
  // Version 1 shot only at men still in the fight (a battle saved under it replays so).
  const spareTheDown = ctx.s.legacyAreaFire === true;
  for (const t of p.models) {
    const m = ctx.soldier(t.id);
    const d2 = ctx.die(ARC_BULLETS.die, seatOf(gunner.side), `Bullets at ${m.name} (${ARC_BULLETS.words})`);
    const bullets = d2 - ARC_BULLETS.less;
    ctx.say(`${m.name}, ${inches(t.distance)}: ${ARC_BULLETS.die} ${d2}, ${bullets} bullet${bullets === 1 ? '' : 's'}.`);
    if (bullets > 0 && (isAble(m.condition) || !spareTheDown)) shot(ctx, gunner, m, t.setup, p.weapon.id, 'The bullet', null);
    if (isAble(m.condition) || spareTheDown) reactionTest(ctx, m, t.reaction);
    else if (m.condition !== 'dead') ctx.say(`${m.name} is out of the fight: he takes no Reaction Test.`);
  }
}

function resolveGrenade(ctx: Ctx, p: GrenadePlan): void {
  const s = ctx.s;
  const thrower = ctx.soldier(p.shooter);
  thrower.ammo[p.weapon.id] = Math.max(0, (thrower.ammo[p.weapon.id] ?? 0) - 1);
  thrower.stats.shots++;
  const extra = extraScatter(p.penalties);
  const sightWords = p.inSight ? `in sight, inverted accuracy ${p.inverted}` : `out of sight, inverted accuracy halved to ${p.inverted}`;
  const extraWords = extra > 0 ? `, +${extra} in for ${p.penalties.map((x) => x.reason).join(', ')}` : '';
  const seat = seatOf(thrower.side);
  const roll = ctx.die('D10', seat, `Grenade throw by ${thrower.name}`);
  let at = p.at;
  let scatter: number;
  if (roll === DROP_ROLL) {
    at = pos(thrower);
    if (s.rules.droppedGrenadeRescatter) {
      const again = ctx.die('D10', seat, `Scatter of ${thrower.name}'s dropped grenade`);
      scatter = scatterFrom(again, p.inverted, extra);
      ctx.say(`${thrower.name} throws a grenade (${sightWords}${extraWords}): rolled 1, he drops it! It scatters from his feet: rolled ${again}, ${scatter} in.`);
    } else {
      scatter = 0;
      ctx.say(`${thrower.name} throws a grenade: rolled 1, he drops it at his feet.`);
    }
  } else {
    scatter = scatterFrom(roll, p.inverted, extra);
    ctx.say(`${thrower.name} throws a grenade ${inches(p.distance)} (${sightWords}${extraWords}): rolled ${roll}, ${scatter === 0 ? 'on the target point' : `${scatter} in of scatter`}.`);
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
    at = scatterInch(at, input.bearing, s.scenario.table);
  }
  if (steps.length > 0) ctx.say(`The grenade comes to rest ${inches(distance(at, p.at))} from the target point.`);
  const onTableNow = s.soldiers.filter(onTable);
  const radius = p.blast;
  const bonus = p.weapon.special?.kind === 'grenade' ? p.weapon.special.injuryBonus : 2;
  const caught = modelsInCircle(onTableNow, blastCircle(at, radius), s.rules.baseDiameter / 2, s.rules.blastInclusion)
    .map((id) => ctx.soldier(id))
    .sort((a, b) => distance(pos(a), at) - distance(pos(b), at) || (a.id < b.id ? -1 : 1));
  const testers = onTableNow
    .filter((m) => distance(pos(m), at) <= s.rules.grenadeReactionRange + 1e-9)
    .sort((a, b) => distance(pos(a), at) - distance(pos(b), at) || (a.id < b.id ? -1 : 1))
    .map((m) => ({ m, setup: { accuracy: m.accuracy, source: null, inCover: sight(s, at, pos(m)).status !== 'clear', ncoNear: ncoNear(s, m) } as ReactionSetup }));
  ctx.burst = { at, radius };
  ctx.say(`It bursts: ${caught.length === 0 ? 'nobody is caught in the blast' : `${caught.map((m) => m.name).join(', ')} caught in the blast`}.`);
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
