/**
 * What a shot achieves, for the tactical bot: from the engine's exact odds (`planOdds`), how much of
 * each man's fight it is likely to take away, weighted by the threat he poses. A man's fight is his
 * share of his full strength in the state he ends in (out of action: none; a light wound or being
 * pinned: his shooting at -1; suppressed: his next activation lost); his threat is his weapon and
 * role, whether he can reach one of the other side from where he stands, and whether he may still
 * act this turn. So an unhurt man in the open comes before a prone, wounded one, who has little
 * fight left to take and is harder to hit.
 */
import { distance, rangeBand, type Vec } from '../../../geometry';
import { compassBearing } from '../compass';
import type { FirePlan } from '../battle/fire-plan';
import type { CombatPatrolState, Soldier } from '../battle/types';
import { canActivate, findSoldier, pos } from '../battle/world';
import { weapon as weaponById } from '../data';
import { planOdds, type ModelOdds } from '../odds/fire-odds';
import { coverModifier, successChance } from '../rules/shooting';
import { isAble, type Condition } from '../rules/wounds';
import { sightCodes } from './sight-codes';

export interface ManState {
  condition: Condition;
  pinned: boolean;
  suppressed: boolean;
}

/** His share of his full fighting strength in a state: 1 unhurt and steady, 0 out of action. */
export function fightShare(st: ManState): number {
  if (!isAble(st.condition)) return 0;
  let v = st.condition === 'ok' ? 1 : st.condition === 'flesh' ? 0.95 : 0.75;
  if (st.suppressed) v *= 0.45;
  else if (st.pinned) v *= 0.8;
  return v;
}

/** The expected share left after fire, from the odds' full distribution of end states. */
function shareAfter(o: ModelOdds): number {
  let v = 0;
  for (const [key, p] of Object.entries(o.states)) {
    const [condition, pinned, suppressed] = key.split('|');
    v += p * fightShare({ condition: condition as Condition, pinned: pinned === '1', suppressed: suppressed === '1' });
  }
  return v;
}

/** How much a man's weapon and role matter to his side, before where he stands. */
export function roleWeight(m: Soldier): number {
  const w = weaponById(m.weaponId);
  let v = 1;
  if (w?.special?.kind === 'machine-gun') v += 0.8;
  else if (w?.special?.kind === 'spray' || w?.special?.kind === 'shots') v += 0.2;
  if (m.nco) v += 0.3;
  if (m.medic) v += 0.15;
  return v;
}

export interface Threat {
  /** The weight a shot at him carries per share of his fight taken. */
  weight: number;
  /** His best single-shot chance at a man of the other side from where he stands (unhurt, steady). */
  reach: number;
  /** He may still act this turn. */
  active: boolean;
}

const cache = new WeakMap<CombatPatrolState, Map<string, Threat>>();

/** His chance to hit a man `d` inches off with cover code `code` (3: no sight), unhurt and steady. */
function baseChance(s: CombatPatrolState, m: Soldier, d: number, code: number): number {
  if (code === 3) return 0;
  const w = weaponById(m.weaponId);
  if (!w || !w.standard) return 0;
  const band = rangeBand(d, w.optimum, w.maximum);
  if (band === 'out') return 0;
  let needed = m.accuracy - w.standard.modifier;
  if (band === 'maximum') needed -= s.rules.overOptimumModifier;
  needed -= coverModifier(code === 2 ? 'heavy' : code === 1 ? 'light' : 'none', s.rules);
  return successChance(needed, s.rules);
}

/** The threat `m` poses to the other side (cached per state). */
export function threatOf(s: CombatPatrolState, m: Soldier): Threat {
  let byId = cache.get(s);
  if (!byId) {
    byId = new Map();
    cache.set(s, byId);
  }
  const known = byId.get(m.id);
  if (known) return known;
  const foes = s.soldiers.filter((o) => o.side !== m.side && isAble(o.condition));
  const at = pos(m);
  const codes = foes.length > 0 ? sightCodes(s, at, foes.map(pos)) : [];
  let reach = 0;
  foes.forEach((f, k) => {
    reach = Math.max(reach, baseChance(s, m, distance(at, pos(f)), codes[k] as number));
  });
  const active = canActivate(m) && isAble(m.condition);
  // Out of sight he can still move up and shoot later: half weight; in sight up to full.
  const weight = roleWeight(m) * (0.5 + 0.5 * Math.min(1, reach / 0.6)) * (active ? 1.15 : 1);
  const t: Threat = { weight, reach, active };
  byId.set(m.id, t);
  return t;
}

/** One man's part in a fire: the share of his fight it takes (expected) and the odds behind it. */
export interface Effect {
  id: string;
  friend: boolean;
  /** Expected share of his fight taken away (0 to 1). */
  taken: number;
  /** The same, weighted by the threat he poses. */
  value: number;
  odds: ModelOdds;
}

export function effectsOf(s: CombatPatrolState, shooter: Soldier, plan: FirePlan): Effect[] {
  return planOdds(s, plan).map((o) => {
    const m = findSoldier(s, o.id) as Soldier;
    const taken = Math.max(0, fightShare(m) - shareAfter(o));
    return { id: m.id, friend: m.side === shooter.side, taken, value: taken * threatOf(s, m).weight, odds: o };
  });
}

/** The worth of a fire plan (not a grenade): enemies' fight taken, weighted; friends' counts against twice. */
export function planValue(s: CombatPatrolState, shooter: Soldier, plan: FirePlan): number {
  let v = 0;
  for (const e of effectsOf(s, shooter, plan)) v += e.friend ? -2 * e.value : e.value;
  if (plan.kind === 'arc') v -= 0.12; // a burst of the belt spent
  return v;
}

/** Chance he ends out of action, or down (pinned or suppressed) when he was not. */
export function downChance(m: Soldier, o: ModelOdds): { out: number; down: number } {
  const before = isAble(m.condition) ? 0 : 1;
  const out = Math.max(0, o.outOfAction - before);
  const newlyDown = (m.pinned ? 0 : o.pinned) + (m.suppressed ? 0 : o.suppressed);
  return { out, down: out + newlyDown };
}

/**
 * Compass bearings worth trying for a machine-gun arc from `from`: at each enemy in range, with each
 * edge of the arc on him, and between each pair of them that one arc can hold.
 */
export function arcBearings(from: Vec, enemies: readonly Vec[], range: number, span: number): number[] {
  const bs: number[] = [];
  for (const e of enemies) {
    if (distance(from, e) > range + 0.5) continue;
    bs.push(compassBearing(from, e));
  }
  const out = new Set<number>();
  const add = (b: number): void => {
    out.add(Math.round((((b % 360) + 360) % 360) * 2) / 2);
  };
  const edge = span / 2 - 2;
  for (const b of bs) {
    add(b);
    add(b - edge);
    add(b + edge);
  }
  for (let i = 0; i < bs.length; i++) {
    for (let j = i + 1; j < bs.length; j++) {
      const a = bs[i] as number;
      let d = (bs[j] as number) - a;
      if (d > 180) d -= 360;
      if (d < -180) d += 360;
      if (Math.abs(d) <= span - 2) add(a + d / 2);
    }
  }
  return [...out];
}

/** How close two enemies stand for one grenade between them to be worth trying: both within its likely reach. */
const CLUSTER = 3;

/**
 * Points worth trying for a grenade thrown from `from` (`reach` inches at most), besides each
 * enemy's own place: the middle of each pair of enemies standing within CLUSTER inches of each
 * other, and the middle of each enemy's group (all within CLUSTER of him), so a grenade falls among
 * men who cluster. In sight or not: the rules let a grenade go where its thrower cannot see.
 */
export function grenadePoints(from: Vec, enemies: readonly Vec[], reach: number): Vec[] {
  const out = new Map<string, Vec>();
  const add = (p: Vec): void => {
    if (distance(from, p) > reach + 1e-9) return;
    const r = { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
    out.set(`${r.x},${r.y}`, r);
  };
  for (let i = 0; i < enemies.length; i++) {
    const a = enemies[i] as Vec;
    const group = enemies.filter((e) => distance(a, e) <= CLUSTER);
    if (group.length > 2) add({ x: group.reduce((t, e) => t + e.x, 0) / group.length, y: group.reduce((t, e) => t + e.y, 0) / group.length });
    for (let j = i + 1; j < enemies.length; j++) {
      const b = enemies[j] as Vec;
      if (distance(a, b) <= CLUSTER) add({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
    }
  }
  return [...out.values()];
}
