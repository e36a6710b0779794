/**
 * What the Lost Patrol screen offers, from the view and the engine's legal actions: which piece is
 * moving, its lit exits, the pursuers' edge entries, the action a click or key makes. The screen
 * never decides legality itself; it only picks among `legal`.
 */
import { DIRS, SIZE } from '../../../../engine/games/lost-patrol/preview';
import type { Dir, LostPatrolAction, LostPatrolView } from '../../../../engine/games/lost-patrol/types';

type Move = Extract<LostPatrolAction, { type: 'move' }>;
type Enter = Extract<LostPatrolAction, { type: 'enter' }>;

/** The groups that can still act this turn, in order (pursuers' turn only). */
export function actingGroups(legal: readonly LostPatrolAction[]): number[] {
  const out: number[] = [];
  for (const a of legal) {
    if (a.type !== 'bid' && a.group !== undefined && !out.includes(a.group)) out.push(a.group);
  }
  return out;
}

/** The group the player steers: the chosen one while it can act, else the first that can. Null for the patrol or Deserter. */
export function activeGroup(chosen: number | null, legal: readonly LostPatrolAction[]): number | null {
  const groups = actingGroups(legal);
  if (groups.length === 0) return null;
  return chosen !== null && groups.includes(chosen) ? chosen : (groups[0] as number);
}

/** The sides the moving piece may leave by (distinct, in N E S W order). */
export function exitDirs(legal: readonly LostPatrolAction[], group: number | null): Dir[] {
  const set = new Set<Dir>();
  for (const a of legal) if (a.type === 'move' && (a.group ?? null) === group) set.add(a.dir);
  return DIRS.filter((d) => set.has(d));
}

/** The edge entries open to `group` (a pursuers group outside the forest). */
export function entries(legal: readonly LostPatrolAction[], group: number | null): Enter[] {
  return legal.filter((a): a is Enter => a.type === 'enter' && a.group === group);
}

/** True when leaving needs the tile left turned first (Trail of Breadcrumbs). */
export function needsOrient(legal: readonly LostPatrolAction[], group: number | null, dir: Dir): boolean {
  return legal.some((a) => a.type === 'move' && (a.group ?? null) === group && a.dir === dir && a.orient !== undefined);
}

/** The legal move through `dir` (turning the tile left to `orient` under Trail of Breadcrumbs), or null. */
export function moveAction(legal: readonly LostPatrolAction[], group: number | null, dir: Dir, orient?: Dir): Move | null {
  const m = legal.find((a): a is Move => a.type === 'move' && (a.group ?? null) === group && a.dir === dir && a.orient === orient);
  return m ?? null;
}

/** The legal bid of `n` soldiers, or null. */
export function bidAction(legal: readonly LostPatrolAction[], n: number): LostPatrolAction | null {
  return legal.find((a) => a.type === 'bid' && a.soldiers === n) ?? null;
}

/** Where the piece that moves stands (for highlighting), or null when it waits outside. */
export function moverSpot(view: LostPatrolView, group: number | null): { row: number; col: number } | null {
  const p = group === null ? view.patrol : view.groups[group];
  if (!p || p.row === null || p.col === null) return null;
  return { row: p.row, col: p.col };
}

/** Face-up tiles no piece stands on: the mapped or breadcrumb tiles of the mini variants. */
export function leftTiles(view: LostPatrolView): Set<number> {
  const held = new Set<number>();
  const add = (r: number | null, c: number | null) => {
    if (r !== null && c !== null) held.add(r * SIZE + c);
  };
  add(view.patrol.row, view.patrol.col);
  for (const g of view.groups) if (g.soldiers > 0) add(g.row, g.col);
  const out = new Set<number>();
  view.grid.forEach((c, i) => {
    if (c.faceUp && !held.has(i)) out.add(i);
  });
  return out;
}
