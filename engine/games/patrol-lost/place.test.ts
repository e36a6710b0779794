import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from './definition';
import { cellOf } from './hex';
import { allowedRots, blocks } from './place';
import { act, allTiles, build, refusal, said, settle } from './testing';
import { END_TILE, exitMask, kindOf, sidesOf, START_TILE } from './tiles';
import type { PatrolLostState } from './types';

const exitsAt = (s: PatrolLostState, q: number, r: number) => {
  const t = s.board.find((x) => x.cell === cellOf(q, r));
  return t ? sidesOf(exitMask(t.tile, t.rot)) : null;
};
const kindAt = (s: PatrolLostState, q: number, r: number) => {
  const t = s.board.find((x) => x.cell === cellOf(q, r));
  return t ? kindOf(t.tile).id : null;
};

describe('setting up', () => {
  it('lays Start in the centre with the five Good Guys on it, sets the End aside and shuffles the other 28 face down', () => {
    const s = pl.setup(7, { turnLimit: 60 });
    expect(s.board[0]).toMatchObject({ tile: START_TILE, cell: cellOf(0, 0) });
    expect(s.goods).toEqual(Array(5).fill(cellOf(0, 0)));
    expect(s.endPlaced).toBe(false);
    expect(s.pool).toBe(18);
    expect(allTiles(s)).toEqual(Array.from({ length: 30 }, (_, i) => i));
    expect(s.pile).not.toContain(END_TILE);
    const other = pl.setup(8, { turnLimit: 60 });
    expect(other.pile).not.toEqual(s.pile);
  });

  it("has the Bad Guy player lay out every path the Good Guys can see before turn 1: all six of Start's", () => {
    for (let seed = 1; seed <= 20; seed++) {
      let s = pl.setup(seed, { turnLimit: 60 });
      while (s.turn === 0) s = act(s, pl.legalActions(s, 1)[0]!);
      for (let d = 0; d < 6; d++) {
        const n = [[0, -1], [1, -1], [1, 0], [0, 1], [-1, 1], [-1, 0]][d] as [number, number];
        expect(kindAt(s, n[0], n[1])).not.toBeNull();
      }
      expect(s.phase).toBe('good');
      expect(s.turn).toBe(1);
    }
  });
});

describe('placing paths', () => {
  it('extends a path tile by tile while it runs straight, and stops where it bends', () => {
    // Only Start's north side is open (its other neighbours branch, so sight stops on them); the
    // pile gives a straight, a hazard straight, then a curve.
    const s = build({
      tiles: [
        { kind: 'three-way', q: 1, r: -1, exits: ['N', 'SE', 'SW'] },
        { kind: 'three-way', q: 1, r: 0, exits: ['NE', 'S', 'NW'] },
        { kind: 'three-way', q: 0, r: 1, exits: ['N', 'SE', 'SW'] },
        { kind: 'three-way', q: -1, r: 1, exits: ['NE', 'S', 'NW'] },
        { kind: 'three-way-hazard', q: -1, r: 0, exits: ['N', 'SE', 'SW'] },
      ],
      pile: ['straight', 'straight-hazard', 'slight-curve', 'tight-corner'],
      phase: 'place',
    });
    const after = settle(s);
    expect(kindAt(after, 0, -1)).toBe('straight');
    expect(kindAt(after, 0, -2)).toBe('straight-hazard');
    // The curve waits for the Bad Guy player to turn it: two ways, both joining the path.
    expect(after.pending).toMatchObject({ kind: 'orient', cell: cellOf(0, -3), entry: 3 });
    expect(pl.currentSeat(after)).toBe(1);
    const choices = pl.legalActions(after, 1);
    expect(choices).toHaveLength(2);
    const laid = choices.map((a) => sidesOf(exitMask((after.pending as { tile: number }).tile, (a as { rot: number }).rot)));
    expect(laid.sort()).toEqual([[1, 3], [3, 5]]);
    const done = act(after, choices[0]!);
    expect(exitsAt(done, 0, -3)).toContain(3);
    // The branches' other paths lead into the unknown but are not seen from Start (sight stops on
    // a branch), so nothing more is drawn: the Bad Guys act.
    expect(done.phase).toBe('bad');
    expect(allTiles(done)).toEqual(Array.from({ length: 30 }, (_, i) => i));
  });

  it('finishes one path before the next, taking the Good Guys in order and each one\'s paths clockwise from north', () => {
    const s = build({ tiles: [], goods: [[0, 0], null, null, null, null], pile: ['straight', 'dead-end', 'straight', 'three-way'], phase: 'place' });
    const after = settle(s);
    // North first: a straight, then the dead end beyond it; then north-east: a straight, then the branch.
    expect(kindAt(after, 0, -1)).toBe('straight');
    expect(kindAt(after, 0, -2)).toBe('dead-end');
    expect(kindAt(after, 1, -1)).toBe('straight');
    expect(kindAt(after, 2, -2)).toBe('three-way');
  });

  it('may not block a path on purpose: of two ways to lay a corner, the one running into a tile without a path is not allowed', () => {
    // The gap north of Start has Start below; on its south-west a corner with a path pointing at the gap;
    // on its south-east a branch with no path towards it.
    const s = build({
      tiles: [
        { kind: 'tight-corner', q: -1, r: 0, exits: ['NE', 'SE'] },
        { kind: 'three-way', q: 1, r: -1, exits: ['N', 'SE', 'SW'] },
        { kind: 'straight', q: 1, r: 0, exits: ['SE', 'NW'] },
        { kind: 'straight', q: 0, r: 1, exits: ['N', 'S'] },
        { kind: 'three-way', q: -1, r: 1, exits: ['NE', 'S', 'NW'] },
      ],
      pile: ['tight-corner'],
      phase: 'place',
    });
    const corner = s.pile[s.pile.length - 1] as number;
    const gap = cellOf(0, -1);
    const both = [0, 1, 2, 3, 4, 5].filter((rot) => exitMask(corner, rot) & (1 << 3));
    expect(both.map((rot) => blocks(s, corner, gap, rot))).toEqual([true, false]);
    expect(allowedRots(s, corner, gap, 3)).toEqual({ rots: [both[1]], forced: false });
    const after = settle(s);
    // Only one way fits, so it is laid at once: south and south-west, meeting the corner's path.
    expect(exitsAt(after, 0, -1)).toEqual([3, 4]);
    expect(after.stats.forcedBlocks).toBe(0);
  });

  it('lets a tile block a path when no way of laying it fits, and says so', () => {
    // Both neighbours of the gap have paths pointing at it: a corner can meet only one of them.
    const s = build({
      tiles: [
        { kind: 'tight-corner', q: -1, r: 0, exits: ['NE', 'SE'] },
        { kind: 'three-way', q: 1, r: -1, exits: ['NW', 'NE', 'S'] },
        { kind: 'end', q: 6, r: 6 },
      ],
      goods: [[0, 0], null, null, null, null],
      pile: ['tight-corner'],
      restRemoved: true,
      phase: 'place',
    });
    const after = settle(s);
    expect(after.pending).toMatchObject({ kind: 'orient', forced: true });
    expect(pl.legalActions(after, 1)).toHaveLength(2);
    const laid = act(after, pl.legalActions(after, 1)[0]!);
    expect(laid.stats.forcedBlocks).toBe(1);
    expect(said(laid)).toMatch(/blocks a path/);
  });

  it('refuses a turn that does not join the path, and changes nothing', () => {
    const s = settle(build({ tiles: [], goods: [[0, 0], null, null, null, null], pile: ['slight-curve'], restRemoved: true, phase: 'place' }));
    expect(s.pending?.kind).toBe('orient');
    const bad = [0, 1, 2, 3, 4, 5].find((rot) => !(s.pending as { rots: number[] }).rots.includes(rot));
    const before = structuredClone(s);
    expect(refusal(s, { type: 'orient', rot: bad })).toBe('blocks-path');
    expect(s).toEqual(before);
  });

  it('draws the End only once every other tile is used', () => {
    const s = build({ tiles: [], goods: [[0, 0], null, null, null, null], pile: ['straight'], restRemoved: true, phase: 'place' });
    const after = settle(s);
    expect(kindAt(after, 0, -1)).toBe('straight');
    expect(kindAt(after, 0, -2)).toBe('end');
    expect(exitsAt(after, 0, -2)).toEqual([3]);
    expect(after.endPlaced).toBe(true);
    expect(said(after)).toMatch(/pile is used up: the End tile comes out/);
    // Start's five other paths stay unexplored: no tile is left.
    expect(after.board).toHaveLength(3);
    expect(after.phase).toBe('bad');
  });
});
