/**
 * Questions about the battlefield that the rules, the legal-action lists, the odds and the bots all
 * ask the same way: who is where, who can act, who sees whom, who is in base contact, what a man
 * carries.
 */
import type { TemplateBounds } from '../../../core/contract';
import { distance, lineOfSight, pointInPolygon, piecesAt, type LosResult, type Vec } from '../../../geometry';
import { weapon as weaponById } from '../data';
import { grenadesCarried, handGrenade, HAND_GRENADE } from '../grenades';
import { isAble } from '../rules/wounds';
import { sightRulesOf } from '../scenario';
import type { HouseRules, Scenario, ScenarioModel, Side, Weapon } from '../types';
import { terrainOf } from './runtime';
import type { CombatPatrolState, Soldier } from './types';

/** Base contact: bases touching, to this many inches (a screen snaps models together; real tables are not exact). */
export const CONTACT_TOLERANCE = 0.01;

export const pos = (m: { x: number; y: number }): Vec => ({ x: m.x, y: m.y });

export function findSoldier(s: Pick<CombatPatrolState, 'soldiers'>, id: unknown): Soldier | undefined {
  return typeof id === 'string' ? s.soldiers.find((m) => m.id === id) : undefined;
}

/** On the table: everyone but the dead (the wounded lie where they fell). */
export function onTable(m: Soldier): boolean {
  return m.condition !== 'dead';
}

/** Still to be activated this turn: able men, and the critically wounded (their activation is the death roll). */
export function canActivate(m: Soldier): boolean {
  return !m.activated && (isAble(m.condition) || m.condition === 'critical');
}

/** What his activation must be: a critically wounded man's tests, a suppressed man's pause, or his choice. */
export function enforcedActivation(m: Soldier): 'critical' | 'suppressed' | null {
  if (m.condition === 'critical') return 'critical';
  if (m.suppressed) return 'suppressed';
  return null;
}

/** Able to fight and act of his own will: able, not suppressed. */
export function canFight(m: Soldier): boolean {
  return isAble(m.condition) && !m.suppressed;
}

export function sideCanActivate(s: CombatPatrolState, side: Side): boolean {
  return s.soldiers.some((m) => m.side === side && canActivate(m));
}

export function ableEnemies(s: CombatPatrolState, side: Side): Soldier[] {
  return s.soldiers.filter((m) => m.side !== side && isAble(m.condition));
}

export function inBaseContact(a: Vec, b: Vec, rules: HouseRules): boolean {
  return distance(a, b) <= rules.baseDiameter + CONTACT_TOLERANCE;
}

/**
 * Sight lines already traced, by the battle's rules object (one per battle) and the two points: a
 * line depends only on its ends, the terrain and the rules, none of which change during a battle.
 * Found by a number made from the bits of the four coordinates (no text made for each look-up: the
 * battle odds look up hundreds of thousands), each entry holding its points to tell apart two
 * lines whose numbers meet.
 */
interface Traced {
  fx: number;
  fy: number;
  tx: number;
  ty: number;
  prone: boolean;
  r: LosResult;
  /** Another line with the same number. */
  next: Traced | null;
}

interface SightMemo {
  lines: Map<number, Traced>;
  size: number;
}

const sightMemo = new WeakMap<Scenario, WeakMap<HouseRules, SightMemo>>();
const MEMO_LIMIT = 20_000;

const coords = new Float64Array(4);
const coordBits = new Int32Array(coords.buffer);

/** The number a line is found by (-0 counted as 0: the same point). */
function lineNumber(fx: number, fy: number, tx: number, ty: number, prone: boolean): number {
  coords[0] = fx + 0;
  coords[1] = fy + 0;
  coords[2] = tx + 0;
  coords[3] = ty + 0;
  let h = prone ? 0x2545f491 : 0x9e3779b9;
  for (let i = 0; i < 8; i++) h = Math.imul(h ^ (coordBits[i] as number), 0x85ebca6b) ^ (h >>> 13);
  return (h >>> 2) | 0;
}

/** Line of sight and the target's cover (prone counted when asked), from the geometry. Treat the result as read-only. */
export function sight(s: Pick<CombatPatrolState, 'scenario' | 'rules'>, from: Vec, to: Vec, targetProne = false): LosResult {
  let byRules = sightMemo.get(s.scenario);
  if (!byRules) {
    byRules = new WeakMap();
    sightMemo.set(s.scenario, byRules);
  }
  let memo = byRules.get(s.rules);
  if (!memo) {
    memo = { lines: new Map(), size: 0 };
    byRules.set(s.rules, memo);
  }
  const prone = targetProne && s.rules.proneIsLightCover;
  const fx = from.x + 0;
  const fy = from.y + 0;
  const tx = to.x + 0;
  const ty = to.y + 0;
  const key = lineNumber(fx, fy, tx, ty, prone);
  const first = memo.lines.get(key) ?? null;
  for (let e = first; e; e = e.next) if (e.fx === fx && e.fy === fy && e.tx === tx && e.ty === ty && e.prone === prone) return e.r;
  if (memo.size >= MEMO_LIMIT) {
    memo.lines.clear();
    memo.size = 0;
  }
  const r = lineOfSight(terrainOf(s), from, to, sightRulesOf(s.rules), { targetProne: prone });
  memo.lines.set(key, { fx, fy, tx, ty, prone, r, next: memo.size === 0 ? null : first });
  memo.size++;
  return r;
}

/** An NCO of his side, able to fight, other than himself, within the house range of `at`. */
export function ncoNear(s: CombatPatrolState, m: Soldier, at: Vec = pos(m)): boolean {
  return s.soldiers.some((o) => o.id !== m.id && o.side === m.side && o.nco && isAble(o.condition) && distance(o, at) <= s.rules.reactionNcoRange + 1e-9);
}

/** Whether the man stands in an area that gives cover (woods, a building, a foxhole), or lies prone. */
export function inCoverWhereHeIs(s: CombatPatrolState, m: Soldier): boolean {
  if (m.pinned && s.rules.proneIsLightCover) return true;
  const index = terrainOf(s);
  return piecesAt(index, pos(m)).some((i) => {
    const p = index.pieces[i];
    return !!p && p.closed && p.cover !== 'none';
  });
}

/** The limited-ammo weapons a model carries at the start, with their uses. */
export function startingAmmo(m: ScenarioModel, rules: HouseRules): Record<string, number> {
  const out: Record<string, number> = {};
  const main = weaponById(m.weaponId);
  if (main && main.limitedAmmo !== null) out[main.id] = main.limitedAmmo;
  // Grenades: his own count from his squad's data, else the scenario's grenadesPerMan (grenades.ts,
  // the same rule the table editor shows), kept per man from here on.
  const g = grenadesCarried(m, rules);
  if (g > 0 && handGrenade() && main?.id !== HAND_GRENADE) out[HAND_GRENADE] = g;
  return out;
}

/** The weapons he may use now: his own, and any limited-ammo weapon with uses left. */
export function weaponsOf(m: Soldier): Weapon[] {
  const out: Weapon[] = [];
  const main = weaponById(m.weaponId);
  if (main && (main.limitedAmmo === null || (m.ammo[main.id] ?? 0) > 0)) out.push(main);
  for (const id in m.ammo) {
    const w = weaponById(id);
    if (w && id !== m.weaponId && (m.ammo[id] as number) > 0) out.push(w);
  }
  return out;
}

export function isInside(p: Vec, poly: readonly Vec[]): boolean {
  return pointInPolygon(p, poly);
}

export function onTheTable(s: CombatPatrolState, p: Vec): boolean {
  return p.x >= 0 && p.y >= 0 && p.x <= s.scenario.table.width && p.y <= s.scenario.table.height;
}

/** The table as a template's bounds: every point a move, a throw or a placing names lies on it. */
export function tableBounds(s: Pick<CombatPatrolState, 'scenario'>): TemplateBounds {
  return { minX: 0, minY: 0, maxX: s.scenario.table.width, maxY: s.scenario.table.height };
}

export function nameOf(s: CombatPatrolState, id: string | null): string | null {
  return id === null ? null : (findSoldier(s, id)?.name ?? id);
}
