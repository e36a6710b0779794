/**
 * Checking a move before it is made: who may make it (wounds, pinned), the path (on the table,
 * through no other model's base, within the allowance once difficult ground, obstacles, a gamble
 * or a dragged friend are counted), and what a first aid move must reach. The answer is a plan the
 * step carries out, or a refusal in words.
 */
import type { GameError } from '../../../core/contract';
import { add, distance, sub, type Vec } from '../../../geometry';
import { blockingModel, measurePath, pathCost, type PathMeasure } from '../rules/movement';
import { CONDITION_WORDS } from '../rules/wounds';
import { terrainOf } from './runtime';
import type { CombatPatrolState, Soldier } from './types';
import { findSoldier, inBaseContact, onTable, onTheTable, pos } from './world';

export type MoveKind = 'combat' | 'run' | 'first-aid';

export const MAX_PATH_POINTS = 8;
const TOL = 1e-9;

export interface MovePlan {
  kind: MoveKind;
  mover: string;
  measure: PathMeasure;
  cost: number;
  allowance: number;
  drag: { soldier: string; measure: PathMeasure } | null;
  gamble: number | null;
}

const refuse = (message: string): GameError => ({ code: 'illegal-move', message });
const inches = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} in`;

/** Why `m` may not make this kind of move now, or null. */
export function moveRefusal(m: Soldier, kind: MoveKind): string | null {
  if (kind === 'run') {
    if (m.condition !== 'ok') return `${m.name} has a ${m.condition === 'flesh' ? 'flesh wound' : 'wound'} and may not make Run Moves.`;
    if (m.pinned) return `${m.name} is pinned and may not make a Run Move.`;
    return null;
  }
  if (m.condition !== 'ok' && m.condition !== 'flesh') return `${m.name} is ${CONDITION_WORDS[m.condition]} and may not make Combat Moves.`;
  return null;
}

/** Whether `m` may be dragged (a lightly or seriously wounded man, as the source allows). */
export function draggable(m: Soldier): boolean {
  return m.condition === 'light' || m.condition === 'serious';
}

function describeCost(m: PathMeasure, cost: number, gamble: number | null, dragging: boolean): string {
  const parts: string[] = [];
  if (m.difficult > TOL) parts.push(gamble ? `${inches(m.difficult)} of difficult ground, ${gamble} in of it gambled as open` : `${inches(m.difficult)} of difficult ground counted double`);
  if (m.obstacles.length > 0) parts.push(`${m.obstacles.length} obstacle${m.obstacles.length === 1 ? '' : 's'} at 1 in each`);
  if (dragging) parts.push('dragging a wounded man doubles it all');
  return `${inches(m.length)} moved costs ${inches(cost)}${parts.length ? ` (${parts.join('; ')})` : ''}`;
}

export interface MoveOptions {
  drag?: string;
  gamble?: number;
  patient?: string;
}

/** Plans a move of `mover` along `path` (the points after his position). */
export function planMove(s: CombatPatrolState, mover: Soldier, path: readonly Vec[], kind: MoveKind, opts: MoveOptions = {}): MovePlan | GameError {
  const refusal = moveRefusal(mover, kind);
  if (refusal) return refuse(refusal);
  if (path.length < 1 || path.length > MAX_PATH_POINTS) return refuse(`A move is a path of 1 to ${MAX_PATH_POINTS} points.`);
  const points = [pos(mover), ...path.map((p) => ({ x: p.x, y: p.y }))];
  for (const p of path) if (!onTheTable(s, p)) return refuse(`The path leaves the table at (${p.x.toFixed(1)}, ${p.y.toFixed(1)}).`);
  // A move of no length is allowed: he spends the move standing where he is.
  const measure = measurePath(terrainOf(s), points);

  let drag: MovePlan['drag'] = null;
  if (opts.drag !== undefined) {
    if (kind !== 'combat') return refuse('Only a Combat Move can drag a wounded man.');
    const d = findSoldier(s, opts.drag);
    if (!d || d.side !== mover.side || d.id === mover.id) return refuse('He can only drag a wounded friend.');
    if (!draggable(d)) return refuse(`${d.name} is ${CONDITION_WORDS[d.condition]}: only a lightly or seriously wounded man may be dragged.`);
    if (!inBaseContact(mover, d, s.rules)) return refuse(`${d.name} is not in base contact with ${mover.name}.`);
    const offset = sub(pos(d), pos(mover));
    const dPoints = points.map((p) => add(p, offset));
    for (const p of dPoints) if (!onTheTable(s, p)) return refuse(`${d.name} would be dragged off the table.`);
    drag = { soldier: d.id, measure: measurePath(terrainOf(s), dPoints) };
  }

  let gamble: number | null = null;
  if (opts.gamble !== undefined && opts.gamble !== 0) {
    if (kind !== 'run') return refuse('Only a Run Move may gamble on difficult ground.');
    if (measure.difficult <= TOL) return refuse('The gamble is for running through difficult ground, and this path has none.');
    if (!Number.isInteger(opts.gamble) || opts.gamble < 1 || opts.gamble > 9) return refuse('The gamble is a whole number of inches from 1 to 9.');
    if (opts.gamble > Math.ceil(measure.difficult - TOL)) return refuse(`The path crosses only ${inches(measure.difficult)} of difficult ground: gamble at most ${Math.ceil(measure.difficult - TOL)} in.`);
    gamble = opts.gamble;
  }

  const others = s.soldiers.filter((o) => onTable(o) && o.id !== mover.id && o.id !== drag?.soldier);
  const blocker = blockingModel(points, others, s.rules.baseDiameter);
  if (blocker) return refuse(`The path runs through ${findSoldier(s, blocker)?.name ?? blocker}: bases may touch but not overlap.`);
  if (drag) {
    const dragged = drag.measure.points;
    const dBlock = blockingModel(dragged, others, s.rules.baseDiameter);
    if (dBlock) return refuse(`${findSoldier(s, drag.soldier)?.name} would be dragged through ${findSoldier(s, dBlock)?.name ?? dBlock}.`);
  }

  const allowance = kind === 'run' ? s.rules.runMove : s.rules.combatMove;
  const cost = pathCost(measure, { gamble: gamble ?? 0, dragging: drag !== null });
  if (cost > allowance + TOL) {
    const what = kind === 'run' ? 'a Run Move' : 'a Combat Move';
    return refuse(`Too far: ${describeCost(measure, cost, gamble, drag !== null)}; ${what} allows ${allowance} in.`);
  }

  if (kind === 'first-aid') {
    const p = findSoldier(s, opts.patient);
    if (!p || p.side !== mover.side || p.condition !== 'critical') return refuse('First aid is for a critically wounded friend.');
    const end = points[points.length - 1] as Vec;
    if (!inBaseContact(end, pos(p), s.rules)) return refuse(`The move must end in base contact with ${p.name} (it ends ${inches(distance(end, pos(p)) - s.rules.baseDiameter)} short).`);
  }
  return { kind, mover: mover.id, measure, cost, allowance, drag, gamble };
}

export function isPlan(x: MovePlan | GameError): x is MovePlan {
  return (x as MovePlan).measure !== undefined;
}

/** "8.5 in moved costs 9.5 in (1 obstacle at 1 in each)". */
export function planWords(p: MovePlan): string {
  return describeCost(p.measure, p.cost, p.gamble, p.drag !== null);
}
