import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from '../../../../engine/games/patrol-lost/definition';
import { act, botGame, build, loadDice } from '../../../../engine/games/patrol-lost/testing';
import type { PatrolLostState, PatrolLostView } from '../../../../engine/games/patrol-lost/types';
import { adjacent, changesBetween, deltaWord, diceFaces, guyTrails, isQuiet, openingBase } from './diff';

const view = (s: PatrolLostState): PatrolLostView => pl.view(s, 0);

/** Start with a straight north (3 Bad Guys) and a curve south; Able on the straight, the rest on Start. */
function board(phase: 'good' | 'bad' | 'attack') {
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
      { kind: 'slight-curve', q: 0, r: 1, exits: ['N', 'SE'] },
    ],
    goods: [[0, -1], [0, 0], [0, 0], [0, 0], [0, 0]],
    phase,
  });
}

describe("Patrol: Lost!'s computer turn marks: what changed between two views", () => {
  it('a Good Guy who moved, from his old tile to his new one, and nothing else', () => {
    const s = board('good');
    const next = act(s, { type: 'move', guy: 1, dir: 'S' });
    const c = changesBetween(view(s), view(next));
    expect(c.moved).toEqual([{ guy: 1, from: { q: 0, r: 0 }, to: { q: 0, r: 1 } }]);
    expect(c.bad).toEqual([]);
    expect(c.laid).toEqual([]);
    expect(c.rolled).toBeNull();
    expect(isQuiet(changesBetween(view(s), view(s)))).toBe(true);
  });

  it("a Good Guy's attack: the dice rolled where he stands, and the stack that lost Bad Guys", () => {
    const s = loadDice(board('good'), [6, 2, 6]);
    const next = act(s, { type: 'attack', guy: 0 });
    const c = changesBetween(view(s), view(next));
    expect(c.bad).toEqual([{ q: 0, r: -1, was: 3, now: 1 }]);
    expect(c.rolled?.at).toEqual({ q: 0, r: -1 });
    expect(c.rolled && diceFaces(c.rolled.dice)).toEqual([
      { n: 6, bad: false },
      { n: 2, bad: false },
      { n: 6, bad: false },
    ]);
    expect(c.badTrails).toEqual([]);
  });

  it('Bad Guys moving to the next tile: both stacks changed, and the trail between them', () => {
    const s = board('bad');
    const legal = pl.legalActions(s, 1).find((a) => a.type === 'advance' && a.q === 0 && a.r === -1 && a.count === 3);
    expect(legal).toBeDefined();
    const next = act(s, legal!, 1);
    const c = changesBetween(view(s), view(next));
    const to = c.bad.find((b) => b.now > b.was);
    expect(c.bad).toContainEqual({ q: 0, r: -1, was: 3, now: 0 });
    expect(to?.now).toBe(2);
    expect(c.badTrails).toEqual([{ from: { q: 0, r: -1 }, to: { q: to!.q, r: to!.r } }]);
  });

  it('a tile laid and a tile removed (with the Bad Guys it held), and a Good Guy lost', () => {
    const before = view(board('good'));
    const after: PatrolLostView = structuredClone(before);
    const straight = after.tiles.find((t) => t.q === 0 && t.r === -1)!;
    after.tiles = after.tiles.filter((t) => t !== straight);
    after.tiles.push({ ...straight, id: 99, q: 1, r: 0, bad: 0 });
    after.goods[0] = { ...after.goods[0]!, alive: false, q: null, r: null };
    const c = changesBetween(before, after);
    expect(c.removed).toEqual([{ id: straight.id, q: 0, r: -1, bad: 3 }]);
    expect(c.laid).toEqual([{ id: 99, q: 1, r: 0 }]);
    expect(c.lost).toEqual([{ guy: 0, at: { q: 0, r: -1 } }]);
    expect(c.moved).toEqual([]);
    expect(c.bad).toEqual([]);
  });

  it('draws one trail for Good Guys pushed together, to the middle of where they stand, and one for each who went his own way', () => {
    const a = { q: 0, r: 0 };
    const moved = [
      { guy: 0, from: a, to: { q: 0, r: 1 } },
      { guy: 1, from: a, to: { q: 0, r: 1 } },
      { guy: 2, from: a, to: { q: 1, r: 0 } },
    ];
    const places = [
      { i: 0, x: 0, y: 80 },
      { i: 1, x: 20, y: 90 },
      { i: 2, x: 75, y: 40 },
    ];
    expect(guyTrails(moved, places)).toEqual([
      { key: '0,0>0,1', from: a, to: { x: 10, y: 85 } },
      { key: '0,0>1,0', from: a, to: { x: 75, y: 40 } },
    ]);
    expect(guyTrails(moved, [])).toEqual([]);
  });

  it("marks the opening's tiles as laid: before the first move the table holds Start alone", () => {
    const g = botGame(5, 'easy', 'easy');
    const first = view(act(pl.setup(5, { turnLimit: 60 }), g.actions[0]!.action as never, g.actions[0]!.seat));
    const c = changesBetween(openingBase(first), first);
    expect(c.laid.length).toBe(first.tiles.length - 1);
    expect(first.tiles.length).toBeGreaterThan(1);
    expect(c.moved).toEqual([]);
    expect(c.removed).toEqual([]);
  });

  it('a stack change reads as a signed count', () => {
    expect(deltaWord(0, 2)).toBe('+2');
    expect(deltaWord(3, 0)).toBe('\u22123');
  });

  it('hexes next to each other share a side', () => {
    expect(adjacent({ q: 0, r: 0 }, { q: 1, r: -1 })).toBe(true);
    expect(adjacent({ q: 0, r: 0 }, { q: 1, r: 1 })).toBe(false);
    expect(adjacent({ q: 0, r: 0 }, { q: 0, r: 0 })).toBe(false);
  });

  it('over a whole recorded game, each step accounts for every Bad Guy on the map and every tile laid', () => {
    const g = botGame(77, 'easy', 'easy');
    let s = pl.setup(77, { turnLimit: 60 });
    let rolls = 0;
    for (const a of g.actions) {
      const next = act(s, a.action as never, a.seat);
      const [b, n] = [view(s), view(next)];
      const c = changesBetween(b, n);
      const counted = c.bad.reduce((sum, x) => sum + x.now - x.was, 0) - c.removed.reduce((sum, x) => sum + x.bad, 0);
      expect(counted).toBe(n.badOnMap - b.badOnMap);
      expect(c.laid.length - c.removed.length).toBe(n.tiles.length - b.tiles.length);
      expect(c.moved.length + c.lost.length).toBeLessThanOrEqual(5);
      if (c.rolled) rolls++;
      s = next;
    }
    expect(rolls).toBeGreaterThan(0);
  });
});
