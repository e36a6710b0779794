import { describe, expect, it } from 'vitest';
import { measureMove } from './movement';
import { buildTerrainIndex, type TerrainShape } from './terrain-index';
import { vec } from './vec';

const fence = (id: string, x: number): TerrainShape => ({
  id, name: 'wooden fence', closed: false, points: [vec(x, 0), vec(x, 20)], width: 0.25, cover: 'light', blocksSight: false, difficult: false, obstacle: true,
});
const field: TerrainShape = {
  id: 'field', name: 'ploughed field', closed: true, points: [vec(10, 0), vec(14, 0), vec(14, 20), vec(10, 20)], width: 0, cover: 'none', blocksSight: false, difficult: true, obstacle: false,
};
const house: TerrainShape = { ...field, id: 'house', name: 'building', points: [vec(0, 30), vec(4, 30), vec(4, 34), vec(0, 34)], difficult: false, obstacle: true, cover: 'heavy', blocksSight: true };
const index = buildTerrainIndex([fence('f2', 8), fence('f1', 3), field, house]);

describe('measuring a move over terrain', () => {
  it('open ground costs its length', () => {
    expect(measureMove(index, vec(20, 5), vec(20, 9))).toEqual({ length: 4, difficultInches: 0, obstacles: [], cost: 4 });
  });
  it('each fence crossed costs 1 in, listed in the order met', () => {
    const m = measureMove(index, vec(0, 5), vec(9, 5));
    expect(m.obstacles.map((o) => o.id)).toEqual(['f1', 'f2']);
    expect(m.obstacles[1]!.at).toEqual({ x: 8, y: 5 });
    expect(m.cost).toBe(11);
  });
  it('difficult ground costs double for the inches inside it', () => {
    const m = measureMove(index, vec(9, 5), vec(16, 5));
    expect(m.difficultInches).toBe(4);
    expect(m.cost).toBe(11);
  });
  it('a move ending exactly on a fence line has crossed it', () => {
    expect(measureMove(index, vec(0, 5), vec(3, 5)).obstacles).toHaveLength(1);
    expect(measureMove(index, vec(0, 5), vec(2.99, 5)).obstacles).toHaveLength(0);
  });
  it('going through a building crosses its outline twice', () => {
    expect(measureMove(index, vec(-2, 32), vec(6, 32)).obstacles.map((o) => o.t)).toEqual([0.25, 0.75]);
  });
});
