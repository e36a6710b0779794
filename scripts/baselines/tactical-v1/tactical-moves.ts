/**
 * Where the tactical bot moves a man: candidate spots (a ring around him, the near side of walls,
 * hedges and fences, inside woods and foxholes, toward the objective), each checked by the rules'
 * own move planner, then scored: cover from the enemy and a shot at him, the objective as the
 * battle wears on, staying with the machine gun, a medic near the wounded.
 */
import { add, distance, headingVector, polygonCentroid, scale, sub, type Vec } from '../../../engine/geometry';
import { firstAidPath } from '../../../engine/games/combat-patrol/battle/first-aid';
import { isPlan, planMove, type MoveKind } from '../../../engine/games/combat-patrol/battle/moves';
import { terrainOf } from '../../../engine/games/combat-patrol/battle/runtime';
import type { CombatPatrolAction, CombatPatrolState, Soldier } from '../../../engine/games/combat-patrol/battle/types';
import { inBaseContact, onTable, pos } from '../../../engine/games/combat-patrol/battle/world';
import { weapon as weaponById } from '../../../engine/games/combat-patrol/data';
import { isAble } from '../../../engine/games/combat-patrol/rules/wounds';
import { exposures, objectiveDistance } from './tactical-eval';

function nearSideOfLines(s: CombatPatrolState, m: Soldier, reach: number): Vec[] {
  const out: Vec[] = [];
  const enemies = s.soldiers.filter((e) => e.side !== m.side && isAble(e.condition));
  const enemyCentre = enemies.length ? scale(enemies.reduce((a, e) => add(a, pos(e)), { x: 0, y: 0 }), 1 / enemies.length) : pos(m);
  for (const piece of terrainOf(s).pieces) {
    if (piece.cover === 'none') continue;
    if (piece.closed) {
      if (piece.difficult && piece.cover === 'light') {
        // woods: a spot just inside the edge facing the enemy, and the middle
        const c = polygonCentroid(piece.points);
        if (distance(c, pos(m)) <= reach + 6) {
          out.push(c);
          for (const v of piece.points) out.push(add(v, scale(sub(c, v), 0.25)));
        }
      } else if (!piece.blocksSight) out.push(polygonCentroid(piece.points)); // a foxhole
      continue;
    }
    for (let i = 0; i + 1 < piece.points.length; i++) {
      const a = piece.points[i] as Vec;
      const b = piece.points[i + 1] as Vec;
      const len = distance(a, b);
      if (len === 0) continue;
      const dir = scale(sub(b, a), 1 / len);
      const normal = { x: -dir.y, y: dir.x };
      for (let t = 0.5; t < len; t += 1.25) {
        const at = add(a, scale(dir, t));
        if (distance(at, pos(m)) > reach + 1.5) continue;
        const off = piece.width / 2 + 0.55;
        const p1 = add(at, scale(normal, off));
        const p2 = add(at, scale(normal, -off));
        // the side away from the enemy
        out.push(distance(p1, enemyCentre) > distance(p2, enemyCentre) ? p1 : p2);
      }
    }
  }
  return out;
}

export interface MoveChoice {
  action: CombatPatrolAction;
  score: number;
  to: Vec;
}

/** The spots a man might move to, as straight moves the rules accept, each with its action. */
function candidates(s: CombatPatrolState, m: Soldier, kind: MoveKind): Array<{ to: Vec; action: CombatPatrolAction }> {
  const reach = kind === 'run' ? s.rules.runMove : s.rules.combatMove;
  const spots: Vec[] = [];
  for (let k = 0; k < 12; k++) for (const f of [0.5, 0.97]) spots.push(add(pos(m), scale(headingVector(k * 30), reach * f)));
  spots.push(...nearSideOfLines(s, m, reach));
  for (const o of s.scenario.objectives) {
    const d = distance(pos(m), o);
    if (d > 0.5) spots.push(add(pos(m), scale(sub(o, pos(m)), Math.min(1, (reach * 0.97) / d))));
  }
  const out: Array<{ to: Vec; action: CombatPatrolAction }> = [];
  const seen = new Set<string>();
  for (const p of spots) {
    const to = { x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 };
    const key = `${to.x},${to.y}`;
    if (seen.has(key) || distance(to, pos(m)) < 0.3) continue;
    seen.add(key);
    if (!isPlan(planMove(s, m, [to], kind))) continue;
    out.push({ to, action: kind === 'run' ? { type: 'run', soldier: m.id, path: [to] } : { type: 'move', soldier: m.id, path: [to] } });
  }
  return out;
}

/** Score of standing at each spot: cover, a shot, the objective, the gun, the wounded. */
function scoreSpots(s: CombatPatrolState, m: Soldier, spots: readonly Vec[]): number[] {
  const ex = exposures(s, m, spots);
  const late = s.battle.turnLimit > 0 ? s.turn / s.battle.turnLimit : 0;
  const gunners = s.soldiers.filter((o) => o.side === m.side && o.id !== m.id && isAble(o.condition) && weaponById(o.weaponId)?.special?.kind === 'machine-gun');
  const withGun = gunners.find((g) => inBaseContact(pos(g), pos(m), s.rules));
  const wounded = s.soldiers.filter((o) => o.side === m.side && onTable(o) && (o.condition === 'critical' || o.condition === 'serious'));
  const objectiveWeight = 0.04 + 0.12 * late;
  return spots.map((p, k) => {
    const e = ex[k] as { threat: number; reach: number };
    let score = 0.5 * Math.min(1, e.reach) - 0.55 * e.threat - objectiveWeight * objectiveDistance(s, p);
    if (withGun && !inBaseContact(pos(withGun), p, s.rules)) score -= 0.6;
    if (m.medic && wounded.length > 0) score -= 0.05 * Math.min(...wounded.map((w) => distance(p, pos(w))));
    return score;
  });
}

/** The best move for `m` of `kind`, if it beats standing still by `margin`. */
export function bestMove(s: CombatPatrolState, m: Soldier, kind: MoveKind, margin = 0.05): MoveChoice | null {
  const cands = candidates(s, m, kind);
  if (cands.length === 0) return null;
  const scores = scoreSpots(s, m, [pos(m), ...cands.map((c) => c.to)]);
  const here = scores[0] as number;
  let best: MoveChoice | null = null;
  cands.forEach((c, i) => {
    let score = scores[i + 1] as number;
    if (kind === 'run') score -= 0.08; // no shot this turn, and the enemy may snap-fire
    if (!best || score > best.score) best = { action: c.action, score, to: c.to };
  });
  const b = best as MoveChoice | null;
  return b && b.score > here + margin ? b : null;
}

/** A first aid move into base contact with `patient` for `m`, if he can reach him. */
export function firstAidMove(s: CombatPatrolState, m: Soldier, patient: Soldier): CombatPatrolAction | null {
  const path = firstAidPath(s, m, patient);
  return path ? { type: 'first-aid', soldier: m.id, patient: patient.id, path } : null;
}
