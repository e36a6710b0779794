/**
 * Declaring fire: what a shot, a Spray, a machine-gun arc or a grenade would do, worked out before
 * any die is rolled. The same plan is what `check` accepts, what the step resolves, and what the
 * odds enumerate. Cover and the NCO's presence are judged when the fire is declared (our ruling:
 * one burst is one moment), the target's own pinning as it happens.
 */
import type { GameError } from '../../../core/contract';
import { distance, modelsInCircle, modelsInSector, normaliseDegrees, piecesAt, rangeBand, type CoverLevel, type LosResult, type Sector, type TerrainShape, type Vec } from '../../../geometry';
import { weapon as weaponById } from '../data';
import { invertedAccuracy } from '../rules/grenade';
import { isLoaded, machineGunOf } from '../rules/gun';
import { arcOnBearing, blastRadius, sprayRadius } from '../rules/areas';
import { facingFromCompass } from '../compass';
import type { ReactionSetup } from '../rules/reaction';
import type { Modifier, ShotSetup } from '../rules/shooting';
import { isAble } from '../rules/wounds';
import type { Weapon } from '../types';
import { terrainOf } from './runtime';
import type { CombatPatrolState, FireMethod, Soldier } from './types';
import { canFight, findSoldier, ncoNear, onTable, onTheTable, pos, sight, weaponsOf } from './world';

export interface AimedPlan {
  kind: 'aimed';
  shooter: string;
  weapon: Weapon;
  method: FireMethod;
  shots: number;
  target: string;
  /** Where the target is shot at (his place, or a point of his run for Snap Fire). */
  at: Vec;
  distance: number;
  setup: ShotSetup;
  reaction: ReactionSetup;
  snap: boolean;
}

export interface AreaTarget {
  id: string;
  distance: number;
  cover: CoverLevel;
  reaction: ReactionSetup;
}

export interface SprayPlan {
  kind: 'spray';
  shooter: string;
  weapon: Weapon;
  target: string;
  distance: number;
  /** Inches round the target that the Spray covers. */
  radius: number;
  affected: AreaTarget[];
}

export interface ArcPlan {
  kind: 'arc';
  shooter: string;
  weapon: Weapon;
  /** Compass bearing of the arc's centre line (0 = up the table) and the same as a facing (0 = +x). */
  bearing: number;
  facing: number;
  /** The arc as laid on the table (apex, facing, span, radius: the weapon's optimum range). */
  sector: Sector;
  models: Array<AreaTarget & { setup: ShotSetup }>;
}

export interface GrenadePlan {
  kind: 'grenade';
  shooter: string;
  weapon: Weapon;
  at: Vec;
  distance: number;
  inSight: boolean;
  inverted: number;
  /** The blast's radius where it bursts, inches. */
  blast: number;
  /** The thrower's penalties; each adds an inch of scatter (our ruling). */
  penalties: Modifier[];
}

export type FirePlan = AimedPlan | SprayPlan | ArcPlan | GrenadePlan;

export interface FireRequest {
  weapon: string;
  method: FireMethod;
  target?: string;
  bearing?: number;
  at?: Vec;
}

const refuse = (message: string): GameError => ({ code: 'illegal-fire', message });
const inches = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} in`;

/** Compass bearing (0 = up the table, clockwise) to a facing (0 = +x, clockwise), and back: compass.ts's, under the names the rules use. */
export { facingFromCompass as bearingToFacing, compassFromFacing as facingToBearing } from '../compass';

/** The shooter's own modifiers: wounds, pinned, dragged, Snap Fire. */
export function shooterModifiers(s: CombatPatrolState, m: Soldier, snap: boolean): Modifier[] {
  const out: Modifier[] = [];
  if (m.condition === 'light') out.push({ value: -1, reason: 'shooter lightly wounded' });
  if (m.pinned) out.push({ value: -1, reason: 'shooter pinned' });
  if (m.dragged) out.push({ value: -1, reason: 'shooter was dragged' });
  if (snap) out.push({ value: s.rules.snapFireModifier, reason: 'Snap Fire' });
  return out.filter((x) => x.value !== 0);
}

function reactionFor(s: CombatPatrolState, m: Soldier, cover: CoverLevel, source: Modifier | null, at: Vec = pos(m)): ReactionSetup {
  return { accuracy: m.accuracy, source, inCover: cover !== 'none', ncoNear: ncoNear(s, m, at) };
}

function coverOf(status: string): CoverLevel {
  return status === 'heavy' ? 'heavy' : status === 'light' ? 'light' : 'none';
}

const COVER_RANK: Readonly<Record<CoverLevel, number>> = { none: 0, light: 1, heavy: 2 };

/**
 * The cover of a man caught by an arc or a Spray, from the firer: the geometry's when he is seen.
 * Unseen (sight limits neither area), our ruling: the best cover of the area he stands in and of
 * what hides him (a building heavy, woods light), for what stops the eye stops bullets too.
 * Version 1 gave an unseen man no cover.
 */
function areaCover(s: CombatPatrolState, o: Soldier, l: LosResult): { cover: CoverLevel; reason: string } {
  if (l.status !== 'blocked' || s.legacyAreaFire) return { cover: coverOf(l.status), reason: l.reason };
  const index = terrainOf(s);
  const around = piecesAt(index, pos(o)).map((i) => index.pieces[i] as TerrainShape).filter((p) => p.closed);
  const hiding = index.pieces.filter((p) => l.pieces.includes(p.id));
  let best: { piece: TerrainShape; words: string } | null = null;
  for (const [pieces, words] of [[around, 'in'], [hiding, 'hidden by']] as const) {
    for (const p of pieces) if (COVER_RANK[p.cover] > COVER_RANK[best?.piece.cover ?? 'none']) best = { piece: p, words };
  }
  if (!best) return { cover: 'none', reason: l.reason };
  return { cover: best.piece.cover, reason: `out of sight, ${best.words} ${best.piece.name}: ${best.piece.cover} cover` };
}

/** An aimed shot (standard or special X/-Y) at one target, at his place or at `at`. */
function planAimed(s: CombatPatrolState, m: Soldier, w: Weapon, method: FireMethod, target: Soldier, snap: boolean, at: Vec): AimedPlan | GameError {
  const spec = method === 'standard' ? w.standard : w.special?.kind === 'shots' ? w.special : null;
  if (!spec) return refuse(`The ${w.name} has no ${method === 'standard' ? 'standard' : 'X/-Y special'} method.`);
  const los = sight(s, pos(m), at);
  if (los.status === 'blocked') return refuse(`${m.name} cannot see ${target.name}: ${los.reason}.`);
  const band = rangeBand(los.distance, w.optimum, w.maximum);
  if (band === 'out') return refuse(`${target.name} is ${inches(los.distance)} away, beyond the ${w.name}'s maximum range of ${w.maximum} in.`);
  const fixed: Modifier[] = [];
  if (spec.modifier !== 0) fixed.push({ value: spec.modifier, reason: `${method} method ${spec.shots}/${spec.modifier}` });
  if (band === 'maximum') fixed.push({ value: s.rules.overOptimumModifier, reason: `beyond optimum range (${inches(los.distance)}, optimum ${w.optimum} in)` });
  fixed.push(...shooterModifiers(s, m, snap));
  const cover = coverOf(los.status);
  return {
    kind: 'aimed', shooter: m.id, weapon: w, method, shots: spec.shots, target: target.id, at, distance: los.distance, snap,
    setup: { accuracy: m.accuracy, fixed, cover, coverReason: los.reason },
    reaction: reactionFor(s, target, cover, null, at),
  };
}

function planSpray(s: CombatPatrolState, m: Soldier, w: Weapon, target: Soldier): SprayPlan | GameError {
  const spray = w.special?.kind === 'spray' ? w.special : null;
  if (!spray) return refuse(`The ${w.name} cannot Spray.`);
  const los = sight(s, pos(m), pos(target));
  if (los.status === 'blocked') return refuse(`${m.name} cannot see ${target.name}: ${los.reason}.`);
  if (rangeBand(los.distance, w.optimum, w.maximum) === 'out') return refuse(`Spray reaches the ${w.name}'s maximum range, ${w.maximum} in; ${target.name} is ${inches(los.distance)} away.`);
  const around = s.soldiers.filter((o) => onTable(o) && o.id !== m.id);
  const radius = sprayRadius(w);
  const ids = modelsInCircle(around, { centre: pos(target), radius }, s.rules.baseDiameter / 2, s.rules.sprayInclusion);
  const source: Modifier = { value: spray.reactionModifier, reason: 'under Spray' };
  const affected: AreaTarget[] = [];
  for (const id of ids) {
    const o = findSoldier(s, id) as Soldier;
    const l = sight(s, pos(m), pos(o));
    if (l.status === 'blocked' && s.rules.areaNeedsSight && o.id !== target.id) continue;
    const { cover } = areaCover(s, o, l);
    affected.push({ id, distance: l.distance, cover, reaction: reactionFor(s, o, cover, source) });
  }
  return { kind: 'spray', shooter: m.id, weapon: w, target: target.id, distance: los.distance, radius, affected };
}

function planArc(s: CombatPatrolState, m: Soldier, w: Weapon, bearing: number): ArcPlan | GameError {
  const mg = machineGunOf(w);
  if (!mg) return refuse(`The ${w.name} is not a machine gun.`);
  if (!Number.isFinite(bearing)) return refuse('A machine-gun arc needs a bearing in degrees.');
  const facing = facingFromCompass(bearing);
  const arc = arcOnBearing(w, pos(m), bearing);
  const ids = modelsInSector(s.soldiers.filter(onTable), arc, s.rules.baseDiameter / 2, s.rules.arcInclusion, m.id);
  const source: Modifier = { value: mg.reactionModifier, reason: 'machine-gun fire' };
  const fixed = shooterModifiers(s, m, false);
  const models: ArcPlan['models'] = [];
  for (const id of ids) {
    const o = findSoldier(s, id) as Soldier;
    const l = sight(s, pos(m), pos(o));
    if (l.status === 'blocked' && s.rules.areaNeedsSight) continue;
    const { cover, reason } = areaCover(s, o, l);
    models.push({ id, distance: l.distance, cover, reaction: reactionFor(s, o, cover, source), setup: { accuracy: m.accuracy, fixed, cover, coverReason: reason } });
  }
  models.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { kind: 'arc', shooter: m.id, weapon: w, bearing: normaliseDegrees(bearing), facing, sector: arc, models };
}

function planGrenade(s: CombatPatrolState, m: Soldier, w: Weapon, at: Vec): GrenadePlan | GameError {
  if (!onTheTable(s, at)) return refuse('The target point must be on the table.');
  const d = distance(m, at);
  const band = rangeBand(d, w.optimum, w.maximum);
  if (band === 'out') return refuse(`A grenade reaches ${w.maximum} in; that point is ${inches(d)} away.`);
  const inSight = sight(s, pos(m), at).status !== 'blocked';
  const penalties: Modifier[] = [];
  if (band === 'maximum') penalties.push({ value: s.rules.overOptimumModifier, reason: `beyond optimum range (${inches(d)}, optimum ${w.optimum} in)` });
  penalties.push(...shooterModifiers(s, m, false));
  return { kind: 'grenade', shooter: m.id, weapon: w, at: { x: at.x, y: at.y }, distance: d, inSight, inverted: invertedAccuracy(m.accuracy, !inSight), blast: blastRadius(w), penalties: penalties.filter((p) => p.value !== 0) };
}

/**
 * Plans `req` by `m`. `snapAt` makes it Snap Fire at a runner passing that point (standard method
 * only, the house modifier). Checks the weapon is his and usable; not whose turn it is.
 */
export function planFire(s: CombatPatrolState, m: Soldier, req: FireRequest, snapAt: Vec | null = null): FirePlan | GameError {
  if (!canFight(m)) return refuse(`${m.name} cannot fire now (${m.suppressed ? 'suppressed' : m.condition}).`);
  const w = weaponsOf(m).find((x) => x.id === req.weapon);
  if (!w) {
    const known = weaponById(req.weapon);
    if (known && known.limitedAmmo !== null && m.ammo[known.id] === 0) return refuse(`${m.name} has no ${known.name}s left.`);
    return refuse(`${m.name} does not carry ${known ? `a ${known.name}` : `"${req.weapon}"`}.`);
  }
  if (!isLoaded(w, m.gun) && w.id === m.weaponId) return refuse(`${m.name}'s ${w.name} is unloaded: it fires not at all until reloaded.`);
  if (snapAt && req.method !== 'standard') return refuse('Snap Fire uses the standard method only.');
  const needsTarget = req.method === 'standard' || w.special?.kind === 'shots' || w.special?.kind === 'spray';
  if (needsTarget) {
    const t = findSoldier(s, req.target);
    if (!t || t.side === m.side) return refuse('Choose an enemy soldier to shoot at.');
    if (!isAble(t.condition)) return refuse(`${t.name} is already out of the fight.`);
    if (req.method === 'special' && w.special?.kind === 'spray') return planSpray(s, m, w, t);
    return planAimed(s, m, w, req.method, t, snapAt !== null, snapAt ?? pos(t));
  }
  if (w.special?.kind === 'machine-gun') return planArc(s, m, w, req.bearing ?? NaN);
  if (w.special?.kind === 'grenade') {
    if (!req.at) return refuse('A grenade needs a target point.');
    return planGrenade(s, m, w, req.at);
  }
  return refuse(`The ${w.name} has no ${req.method} method.`);
}

export function isFirePlan(x: FirePlan | GameError): x is FirePlan {
  return (x as FirePlan).kind !== undefined && (x as GameError).code === undefined;
}
