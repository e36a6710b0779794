import { describe, expect, it } from 'vitest';
import { canSee, protectedCells, reach, sightFrom } from './board';
import { cellOf } from './hex';
import { build, said, settle } from './testing';

const cells = (set: Set<number>) => [...set].sort((a, b) => a - b);
const of = (...qr: [number, number][]) => qr.map(([q, r]) => cellOf(q, r)).sort((a, b) => a - b);

describe('line of sight (ruling: along a path, through tiles it crosses straight, up to the first bend)', () => {
  // Start with: north a straight, a hazard straight and a curve, and a tile past the curve;
  // north-east a three-way and a straight off its north branch; south-east a tile whose path does not meet Start's.
  const s = build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'] },
      { kind: 'straight-hazard', q: 0, r: -2, exits: ['N', 'S'] },
      { kind: 'slight-curve', q: 0, r: -3, exits: ['S', 'NE'] },
      { kind: 'straight', q: 0, r: -4, exits: ['N', 'S'] },
      { kind: 'three-way', q: 1, r: -1, exits: ['N', 'SE', 'SW'] },
      { kind: 'straight', q: 1, r: -2, exits: ['N', 'S'] },
      { kind: 'straight', q: 1, r: 0, exits: ['N', 'S'] },
      { kind: 'straight', q: 2, r: 0, exits: ['NW', 'SE'] },
    ],
  });

  it('sees along straights (hazards too) and stops at the first curve', () => {
    const seen = sightFrom(s, cellOf(0, 0));
    for (const [q, r] of [[0, -1], [0, -2], [0, -3]] as [number, number][]) expect(seen.has(cellOf(q, r))).toBe(true);
    expect(seen.has(cellOf(0, -4))).toBe(false);
  });

  it('stops at a branch, and at a tile whose path does not meet its own (that tile is seen)', () => {
    const seen = sightFrom(s, cellOf(0, 0));
    expect(seen.has(cellOf(1, -1))).toBe(true);
    expect(seen.has(cellOf(1, -2))).toBe(false);
    expect(seen.has(cellOf(1, 0))).toBe(true);
    expect(seen.has(cellOf(2, 0))).toBe(false);
    expect(cells(seen)).toEqual(of([0, 0], [0, -1], [0, -2], [0, -3], [1, -1], [1, 0]));
  });

  it('stops at Start: its paths branch six ways', () => {
    const seen = sightFrom(s, cellOf(0, -1));
    expect(seen.has(cellOf(0, 0))).toBe(true);
    expect(seen.has(cellOf(0, 1))).toBe(false);
    expect(canSee(s, cellOf(0, -2), cellOf(0, 0))).toBe(true);
    // A Good Guy on the curve looks down each of its paths: south, straight on to Start.
    expect(canSee(s, cellOf(0, -3), cellOf(0, 0))).toBe(true);
    expect(canSee(s, cellOf(0, -4), cellOf(0, 0))).toBe(false);
  });

  it('moves only where paths join: never into the tile whose path does not meet Start', () => {
    expect(cells(reach(s, cellOf(0, 0), 1))).toEqual(of([0, 0], [0, -1], [1, -1]));
    expect(cells(reach(s, cellOf(0, 0), 2))).toEqual(of([0, 0], [0, -1], [1, -1], [0, -2], [1, -2]));
  });

  it('protects what the Good Guys see now or could see after up to two moves', () => {
    const guarded = protectedCells(s);
    // Two moves reach (0,-2) and (1,-2): the curve is seen from there, the tile past it is not.
    expect(cells(guarded)).toEqual(of([0, 0], [0, -1], [0, -2], [0, -3], [1, -1], [1, 0], [1, -2]));
    expect(guarded.has(cellOf(0, -4))).toBe(false);
    expect(guarded.has(cellOf(2, 0))).toBe(false);
  });
});

describe('tile removal', () => {
  function removalState() {
    return build({
      tiles: [
        { kind: 'straight-hazard', q: 0, r: -1, exits: ['N', 'S'] },
        { kind: 'slight-curve', q: 0, r: -2, exits: ['S', 'NE'] },
        { kind: 'tight-corner', q: 1, r: -3, exits: ['SW', 'NW'], bad: 2 },
        { kind: 'straight', q: 0, r: -3, exits: ['N', 'S'], bad: 3 },
        { kind: 'straight', q: 1, r: 0, exits: ['N', 'S'] },
        { kind: 'end', q: 5, r: 5, exits: ['N'] },
        { kind: 'dead-end', q: -4, r: 0, exits: ['N'], bad: 1 },
      ],
      goods: [[0, 0], [0, 0], [0, 0], null, null],
      restRemoved: true,
      phase: 'removal',
    });
  }

  it('removes every tile the Good Guys could not see after two moves, and its Bad Guys go back to the pool', () => {
    const s = removalState();
    expect(s.pool).toBe(12);
    const after = settle(s);
    const left = after.board.map((t) => t.cell).sort((a, b) => a - b);
    expect(left).toEqual(of([0, 0], [0, -1], [0, -2], [1, -3], [1, 0], [5, 5]));
    expect(after.pool).toBe(16);
    expect(after.stats.tilesRemoved).toBe(2);
    expect(after.removed.length).toBe(s.removed.length + 2);
    expect(said(after)).toMatch(/Removed 2 tiles out of the Good Guys' sight/);
  });

  it('keeps a tile seen only from two moves away, hazard or not (the hazard tile can be moved through)', () => {
    const after = settle(removalState());
    expect(after.board.some((t) => t.cell === cellOf(1, -3) && t.bad === 2)).toBe(true);
  });

  it('never removes the End tile once it is laid (ruling)', () => {
    const after = settle(removalState());
    expect(after.board.some((t) => t.cell === cellOf(5, 5))).toBe(true);
  });
});
