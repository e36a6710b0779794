import { describe, expect, it } from 'vitest';
import { centre, cellOf, hexDistance, neighbour, opposite, placeWords, qOf, rOf, sideTowards } from './hex';
import { connectingRots, END_TILE, exitMask, kindOf, PILE_TILES, sidesOf, START_TILE, TILE_COUNT, TILE_KINDS } from './tiles';

describe('Patrol: Lost! tiles', () => {
  it('has the 30 tiles the rulebook lists, with its counts', () => {
    const counts = Object.fromEntries(TILE_KINDS.map((k) => [k.id, k.count]));
    expect(counts).toEqual({
      start: 1, end: 1, 'slight-curve': 6, 'three-way': 4, 'three-way-hazard': 1, straight: 7,
      'curve-hazard': 2, 'tight-corner': 4, 'straight-hazard': 2, 'dead-end': 1, 'sharp-corner-hazard': 1,
    });
    expect(TILE_COUNT).toBe(30);
    expect(PILE_TILES).toHaveLength(28);
    expect(PILE_TILES).not.toContain(START_TILE);
    expect(PILE_TILES).not.toContain(END_TILE);
  });

  it('gives each type the geometry of our ruling: straight 0-3, curve 0-2, corner 0-1, three-way 0-2-4, one exit for dead end and End', () => {
    const exits = Object.fromEntries(TILE_KINDS.map((k) => [k.id, k.exits]));
    expect(exits.start).toEqual([0, 1, 2, 3, 4, 5]);
    expect(exits.straight).toEqual([0, 3]);
    expect(exits['straight-hazard']).toEqual([0, 3]);
    expect(exits['slight-curve']).toEqual([0, 2]);
    expect(exits['curve-hazard']).toEqual([0, 2]);
    expect(exits['tight-corner']).toEqual([0, 1]);
    expect(exits['sharp-corner-hazard']).toEqual([0, 1]);
    expect(exits['three-way']).toEqual([0, 2, 4]);
    expect(exits['three-way-hazard']).toEqual([0, 2, 4]);
    expect(exits['dead-end']).toEqual([0]);
    expect(exits.end).toEqual([0]);
    const hazards = TILE_KINDS.filter((k) => k.hazard).map((k) => k.id).sort();
    expect(hazards).toEqual(['curve-hazard', 'sharp-corner-hazard', 'straight-hazard', 'three-way-hazard']);
  });

  it('turns a tile clockwise by sixths', () => {
    const corner = PILE_TILES.find((t) => kindOf(t).id === 'tight-corner') as number;
    expect(sidesOf(exitMask(corner, 0))).toEqual([0, 1]);
    expect(sidesOf(exitMask(corner, 1))).toEqual([1, 2]);
    expect(sidesOf(exitMask(corner, 5))).toEqual([0, 5]);
  });

  it('offers one way to lay a straight, a three-way or a dead end on a path, and two for a curve or a corner', () => {
    const of = (id: string) => PILE_TILES.find((t) => kindOf(t).id === id) as number;
    expect(connectingRots(of('straight'), 3)).toHaveLength(1);
    expect(connectingRots(of('three-way'), 3)).toHaveLength(1);
    expect(connectingRots(of('dead-end'), 3)).toHaveLength(1);
    expect(connectingRots(of('slight-curve'), 3)).toHaveLength(2);
    expect(connectingRots(of('tight-corner'), 3)).toHaveLength(2);
    for (const rot of connectingRots(of('slight-curve'), 3)) expect(exitMask(of('slight-curve'), rot) & (1 << 3)).not.toBe(0);
    expect(connectingRots(END_TILE, 4).map((r) => sidesOf(exitMask(END_TILE, r)))).toEqual([[4]]);
  });
});

describe('Patrol: Lost! hex geometry', () => {
  it('packs axial places and finds neighbours across each side', () => {
    const c = cellOf(2, -3);
    expect([qOf(c), rOf(c)]).toEqual([2, -3]);
    const n = neighbour(cellOf(0, 0), 0);
    expect([qOf(n), rOf(n)]).toEqual([0, -1]);
    for (let d = 0; d < 6; d++) {
      expect(neighbour(neighbour(c, d), opposite(d))).toBe(c);
      expect(sideTowards(c, neighbour(c, d))).toBe(d);
      expect(hexDistance(c, neighbour(c, d))).toBe(1);
    }
  });

  it('draws flat-topped hexes: side 0 faces straight up and neighbours sit one hex width apart', () => {
    const o = centre(0, 0);
    const up = centre(0, -1);
    expect(up.x).toBeCloseTo(o.x);
    expect(up.y).toBeLessThan(o.y);
    for (let d = 0; d < 6; d++) {
      const c = neighbour(cellOf(0, 0), d);
      const p = centre(qOf(c), rOf(c));
      expect(Math.hypot(p.x, p.y)).toBeCloseTo(Math.sqrt(3));
    }
  });

  it('names places from Start in words', () => {
    expect(placeWords(cellOf(0, 0))).toBe('Start');
    expect(placeWords(cellOf(0, -2))).toBe('2 N');
    expect(placeWords(cellOf(1, 1))).toBe('1 SE and 1 S');
    expect(placeWords(cellOf(-3, 0))).toBe('3 NW');
  });
});
