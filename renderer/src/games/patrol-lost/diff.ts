import { hexSteps } from '../../../../engine/games/patrol-lost/preview';
import type { DiceView, PatrolLostView } from '../../../../engine/games/patrol-lost/types';

/**
 * What changed on the map between two views, so a computer turn shown step by step can mark each
 * step: the Good Guys who moved (from and to), those lost, tiles laid and removed, every change in
 * a Bad Guy stack (with the trail of a group that moved), and dice just rolled with where.
 */
export interface Hex {
  q: number;
  r: number;
}

export interface MapChanges {
  moved: { guy: number; from: Hex; to: Hex }[];
  lost: { guy: number; at: Hex }[];
  laid: (Hex & { id: number })[];
  removed: (Hex & { id: number; bad: number })[];
  /** Stacks whose count changed on tiles still on the map (`was` 0: new; `now` 0: gone). */
  bad: (Hex & { was: number; now: number })[];
  /** A group of Bad Guys that went from one tile to the next (a move, or pushed back). */
  badTrails: { from: Hex; to: Hex }[];
  /** Dice rolled in this step, and the tile they were rolled for. */
  rolled: { dice: DiceView; at: Hex | null } | null;
}

export const NO_CHANGES: MapChanges = { moved: [], lost: [], laid: [], removed: [], bad: [], badTrails: [], rolled: null };

/** True when two hexes share a side (axial coordinates). */
export function adjacent(a: Hex, b: Hex): boolean {
  return hexSteps(a.q, a.r, b.q, b.r) === 1;
}

type DiffView = Pick<PatrolLostView, 'tiles' | 'goods' | 'dice'>;

export function changesBetween(before: DiffView, after: DiffView): MapChanges {
  const moved: MapChanges['moved'] = [];
  const lost: MapChanges['lost'] = [];
  for (const g of after.goods) {
    const b = before.goods[g.index];
    if (!b || !b.alive || b.q === null || b.r === null) continue;
    if (!g.alive || g.q === null || g.r === null) lost.push({ guy: g.index, at: { q: b.q, r: b.r } });
    else if (g.q !== b.q || g.r !== b.r) moved.push({ guy: g.index, from: { q: b.q, r: b.r }, to: { q: g.q, r: g.r } });
  }

  const beforeIds = new Map(before.tiles.map((t) => [t.id, t]));
  const afterIds = new Set(after.tiles.map((t) => t.id));
  const laid = after.tiles.filter((t) => !beforeIds.has(t.id)).map((t) => ({ id: t.id, q: t.q, r: t.r }));
  const removed = before.tiles.filter((t) => !afterIds.has(t.id)).map((t) => ({ id: t.id, q: t.q, r: t.r, bad: t.bad }));

  const bad: MapChanges['bad'] = [];
  for (const t of after.tiles) {
    const was = beforeIds.get(t.id)?.bad ?? 0;
    if (was !== t.bad) bad.push({ q: t.q, r: t.r, was, now: t.bad });
  }

  // A group that moved: a stack that shrank next to one that grew, paired one to one.
  const badTrails: MapChanges['badTrails'] = [];
  const grew = bad.filter((b) => b.now > b.was);
  for (const from of bad.filter((b) => b.now < b.was)) {
    const i = grew.findIndex((to) => adjacent(from, to));
    if (i < 0) continue;
    const to = grew.splice(i, 1)[0] as Hex;
    badTrails.push({ from: { q: from.q, r: from.r }, to: { q: to.q, r: to.r } });
  }

  return { moved, lost, laid, removed, bad, badTrails, rolled: rolledIn(before, after) };
}

/** The dice of `after` when they differ from those before (a new roll), with the tile they were for. */
function rolledIn(before: DiffView, after: DiffView): MapChanges['rolled'] {
  const d = after.dice;
  if (!d || JSON.stringify(d) === JSON.stringify(before.dice)) return null;
  if (d.kind === 'fight') return { dice: d, at: { q: d.fight.q, r: d.fight.r } };
  // A Good Guy's roll: where he stood before it (a hazard roll that got through moves him).
  const g = before.goods[d.guy];
  return { dice: d, at: g && g.q !== null && g.r !== null ? { q: g.q, r: g.r } : null };
}

/** The faces to draw for a roll: the Bad Guys' die first in a fight. */
export function diceFaces(d: DiceView): { n: number; bad: boolean }[] {
  if (d.kind === 'hazard') return [{ n: d.die, bad: false }];
  if (d.kind === 'attack') return d.dice.map((n) => ({ n, bad: false }));
  return [{ n: d.fight.badDie, bad: true }, ...d.fight.goodDice.map((n) => ({ n, bad: false }))];
}

/** True when nothing on the map changed. */
export function isQuiet(c: MapChanges): boolean {
  return !c.moved.length && !c.lost.length && !c.laid.length && !c.removed.length && !c.bad.length && !c.rolled;
}

/** How a stack's count changed, in a short mark: '+2', '−1' (a true minus sign). */
export function deltaWord(was: number, now: number): string {
  const d = now - was;
  return d > 0 ? `+${d}` : `\u2212${-d}`;
}

/**
 * One trail for the Good Guys who went the same way together (a push moves them all): from the
 * middle of the tile they left to the middle of where they now stand (`places`: their marks).
 */
export function guyTrails(moved: MapChanges['moved'], places: readonly { i: number; x: number; y: number }[]): { key: string; from: Hex; to: { x: number; y: number } }[] {
  const by = new Map<string, { key: string; from: Hex; to: { x: number; y: number }; n: number }>();
  for (const m of moved) {
    const p = places.find((x) => x.i === m.guy);
    if (!p) continue;
    const key = `${m.from.q},${m.from.r}>${m.to.q},${m.to.r}`;
    const t = by.get(key);
    if (t) {
      t.to = { x: (t.to.x * t.n + p.x) / (t.n + 1), y: (t.to.y * t.n + p.y) / (t.n + 1) };
      t.n++;
    } else by.set(key, { key, from: m.from, to: { x: p.x, y: p.y }, n: 1 });
  }
  return [...by.values()].map(({ key, from, to }) => ({ key, from, to }));
}

/**
 * The table before the first move of a game, for marking what the opening moves changed: the
 * Start tile alone, the Good Guys on it, no dice (the view of the first move, with every other tile
 * taken off).
 */
export function openingBase<V extends DiffView>(first: V): V {
  return { ...first, tiles: first.tiles.filter((t) => t.kind === 'start'), dice: null };
}
