import type { MapChanges } from '../../../../engine/games/patrol-lost/scene';
import type { DiceView } from '../../../../engine/games/patrol-lost/types';

/**
 * Drawing helpers for the marks of a step on the map (what the step changed comes from its events:
 * engine/games/patrol-lost/scene.ts): the dice faces, a stack's signed change, the Good Guys' trails.
 */

export type { MapChanges };

/** The faces to draw for a roll: the Bad Guys' die first in a fight. */
export function diceFaces(d: DiceView): { n: number; bad: boolean }[] {
  if (d.kind === 'hazard') return [{ n: d.die, bad: false }];
  if (d.kind === 'attack') return d.dice.map((n) => ({ n, bad: false }));
  return [{ n: d.fight.badDie, bad: true }, ...d.fight.goodDice.map((n) => ({ n, bad: false }))];
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
export function guyTrails(moved: MapChanges['moved'], places: readonly { i: number; x: number; y: number }[]): { key: string; from: { q: number; r: number }; to: { x: number; y: number } }[] {
  const by = new Map<string, { key: string; from: { q: number; r: number }; to: { x: number; y: number }; n: number }>();
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
