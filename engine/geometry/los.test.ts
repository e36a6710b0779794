import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGHT_RULES, lineOfSight, losMatrix, losRow } from './los';
import { runLosBatch } from './los-batch';
import { buildTerrainIndex, type TerrainShape } from './terrain-index';
import { vec, type Vec } from './vec';

const line = (id: string, name: string, pts: Vec[], cover: TerrainShape['cover'], blocksSight = false): TerrainShape => ({
  id, name, closed: false, points: pts, width: 0.5, cover, blocksSight, difficult: false, obstacle: true,
});
const area = (id: string, name: string, x0: number, y0: number, x1: number, y1: number, cover: TerrainShape['cover'], blocksSight: boolean): TerrainShape => ({
  id, name, closed: true, points: [vec(x0, y0), vec(x1, y0), vec(x1, y1), vec(x0, y1)], width: 0, cover, blocksSight, difficult: false, obstacle: false,
});

const wall = line('wall', 'stone wall', [vec(20, 0), vec(20, 20)], 'heavy');
const hedge = line('hedge', 'hedge', [vec(21, 0), vec(21, 20)], 'light');
const woods = area('woods', 'woods', 30, 0, 40, 10, 'light', true);
const building = area('house', 'building', 10, 30, 16, 36, 'heavy', true);
const road = { ...line('road', 'road', [vec(0, 25), vec(48, 25)], 'none'), width: 3, obstacle: false };
const bocage = line('bocage', 'bocage hedge', [vec(0, 40), vec(48, 40)], 'heavy', true);
const table = buildTerrainIndex([wall, woods, building, road, bocage]);

describe('a model on the edge of an area', () => {
  it('within the tolerance outside its edge or corner, counts as inside it', () => {
    const crater = area('crater', 'shell crater', 30, 30, 34, 34, 'heavy', false);
    const t = buildTerrainIndex([crater]);
    // Sight lines that run through it to a target a hair past its far edge, or past its far corner.
    for (const [from, target] of [[vec(20, 32), vec(34 + 5e-10, 32)], [vec(20, 20), vec(34 + 5e-10, 34 + 5e-10)], [vec(32, 40), vec(32, 30 - 5e-10)]] as const) {
      const r = lineOfSight(t, from, target);
      expect(r.reason, `${target.x},${target.y}`).toBe('target inside shell crater: heavy cover, -2');
    }
    expect(lineOfSight(t, vec(20, 32), vec(34 + 1e-6, 32)).reason).toBe('shell crater 0.0 in in front of the target: heavy cover, -2');
  });
});

describe('cover from a wall', () => {
  it('a target behind a wall gets its heavy cover, explained', () => {
    const r = lineOfSight(table, vec(5, 10), vec(21.5, 10));
    expect(r).toMatchObject({ status: 'heavy', modifier: -2, pieces: ['wall'], crossed: ['wall'] });
    expect(r.reason).toBe('stone wall 1.5 in in front of the target: heavy cover, -2');
    expect(r.distance).toBe(16.5);
  });
  it('the wall counts up to exactly the cover distance (2 in), not beyond', () => {
    expect(lineOfSight(table, vec(5, 10), vec(22, 10)).status).toBe('heavy');
    const far = lineOfSight(table, vec(5, 10), vec(23.2, 10));
    expect(far.status).toBe('clear');
    expect(far.modifier).toBe(0);
    expect(far.reason).toBe('clear: stone wall is 3.2 in in front of the target, more than 2 in, so it gives no cover');
  });
  it('the cover distance is a rule the scenario can change', () => {
    const r = lineOfSight(table, vec(5, 10), vec(23.2, 10), { ...DEFAULT_SIGHT_RULES, coverDistance: 4 });
    expect(r.reason).toBe('stone wall 3.2 in in front of the target: heavy cover, -2');
  });
  it('a target beside a wall but not behind it gets nothing', () => {
    expect(lineOfSight(table, vec(5, 10), vec(19.5, 10)).status).toBe('clear');
    expect(lineOfSight(table, vec(5, 22), vec(22, 22)).status).toBe('clear'); // past the wall's end
  });
  it("the shooter's own wall does not protect the target", () => {
    const r = lineOfSight(table, vec(19.6, 10), vec(35, 12.5));
    expect(r.status).toBe('clear');
  });
  it('a target standing on the wall line itself is behind it', () => {
    expect(lineOfSight(table, vec(5, 10), vec(20, 10)).status).toBe('heavy');
  });
  it('the best cover counts: wall and hedge together give heavy; the hedge alone light', () => {
    const both = buildTerrainIndex([hedge, wall]);
    expect(lineOfSight(both, vec(5, 10), vec(22, 10)).pieces).toEqual(['wall']);
    const hedgeOnly = buildTerrainIndex([hedge]);
    const r = lineOfSight(hedgeOnly, vec(5, 10), vec(22, 10));
    expect(r).toMatchObject({ status: 'light', modifier: -1, reason: 'hedge 1.0 in in front of the target: light cover, -1' });
  });
  it('takes its modifiers from the rules data', () => {
    const r = lineOfSight(table, vec(5, 10), vec(21.5, 10), { ...DEFAULT_SIGHT_RULES, coverModifiers: { light: -1, heavy: -3 } });
    expect(r.modifier).toBe(-3);
    expect(r.reason).toBe('stone wall 1.5 in in front of the target: heavy cover, -3');
  });
});

describe('woods: light cover inside, sight reaches 1 in into them', () => {
  it('a target just inside the edge is seen and has light cover', () => {
    const r = lineOfSight(table, vec(24, 5), vec(30.5, 5));
    expect(r).toMatchObject({ status: 'light', modifier: -1, reason: 'target inside woods: light cover, -1', pieces: ['woods'] });
  });
  it('a target exactly on the edge counts as inside', () => {
    expect(lineOfSight(table, vec(24, 5), vec(30, 5)).reason).toBe('target inside woods: light cover, -1');
  });
  it('exactly 1 in deep is still seen; deeper is blocked, explained', () => {
    expect(lineOfSight(table, vec(24, 5), vec(31, 5)).status).toBe('light');
    const r = lineOfSight(table, vec(24, 5), vec(32, 5));
    expect(r).toMatchObject({ status: 'blocked', modifier: null, pieces: ['woods'] });
    expect(r.reason).toBe('blocked by woods: the line runs 2.0 in through it (sight reaches 1 in into it)');
  });
  it('a line through a whole wood is blocked; one grazing its corner is not', () => {
    expect(lineOfSight(table, vec(25, 5), vec(45, 5)).status).toBe('blocked');
    const graze = lineOfSight(table, vec(25, 5), vec(31, 11)); // touches the corner (30, 10) only
    expect(graze.status).toBe('light');
    expect(graze.crossed).toEqual(['woods']);
  });
  it('two models inside the same wood see each other within 1 in, not farther', () => {
    expect(lineOfSight(table, vec(35, 5), vec(35.8, 5)).status).toBe('light');
    expect(lineOfSight(table, vec(35, 5), vec(38, 5)).status).toBe('blocked');
  });
  it('a shooter at the inside edge sees out, and his wood gives the target nothing', () => {
    expect(lineOfSight(table, vec(39.5, 5), vec(41.5, 5)).status).toBe('clear');
  });
});

describe('buildings, roads, tall hedges and prone targets', () => {
  it('a building between the models blocks', () => {
    const r = lineOfSight(table, vec(5, 33), vec(20, 33));
    expect(r.status).toBe('blocked');
    expect(r.reason).toBe('blocked by building: the line runs 6.0 in through it (sight reaches 1 in into it)');
  });
  it('names the first blocking piece from the shooter', () => {
    const two = buildTerrainIndex([{ ...woods, id: 'far', name: 'far wood' }, { ...building, id: 'near', name: 'near house', points: [vec(20, 2), vec(24, 2), vec(24, 8), vec(20, 8)] }]);
    const r = lineOfSight(two, vec(10, 5), vec(45, 5));
    expect(r.pieces).toEqual(['near', 'far']);
    expect(r.reason).toMatch(/^blocked by near house/);
  });
  it('a road crossed gives no cover', () => {
    const r = lineOfSight(table, vec(5, 22), vec(5, 28));
    expect(r).toMatchObject({ status: 'clear', reason: 'clear: nothing between the models gives cover', crossed: ['road'] });
  });
  it('a sight-blocking hedge blocks unless a model stands within 1 in of it', () => {
    expect(lineOfSight(table, vec(5, 35), vec(5, 45)).status).toBe('blocked');
    expect(lineOfSight(table, vec(5, 39), vec(5, 45)).status).toBe('clear'); // shooter at the hedge sees over; too far to cover the target
    expect(lineOfSight(table, vec(5, 35), vec(5, 41)).status).toBe('heavy'); // target at the hedge is seen, in cover
  });
  it('nothing at all between: clear, 0', () => {
    expect(lineOfSight(table, vec(2, 2), vec(8, 2))).toMatchObject({ status: 'clear', modifier: 0, reason: 'clear: nothing between the models', pieces: [] });
  });
  it('a prone target has at least light cover', () => {
    expect(lineOfSight(table, vec(2, 2), vec(8, 2), DEFAULT_SIGHT_RULES, { targetProne: true }).status).toBe('light');
    expect(lineOfSight(table, vec(5, 10), vec(21.5, 10), DEFAULT_SIGHT_RULES, { targetProne: true }).status).toBe('heavy');
  });
});

describe('status codes for many models', () => {
  const pts = [vec(5, 10), vec(21.5, 10), vec(24, 5), vec(32, 5), vec(30.5, 5), vec(5, 33), vec(20, 33)];
  it('the matrix and a row agree with lineOfSight one pair at a time', () => {
    const codes = losMatrix(table, pts);
    const names = ['clear', 'light', 'heavy', 'blocked'];
    pts.forEach((a, i) => {
      const row = losRow(table, a, pts);
      pts.forEach((b, j) => {
        const expected = i === j ? 'clear' : lineOfSight(table, a, b).status;
        expect(names[codes[i * pts.length + j]!]).toBe(expected);
        expect(names[row[j]!]).toBe(expected);
      });
    });
  });
});

describe('a batch as a Web Worker runs it', () => {
  it('gives a row or the whole matrix from plain data, the same as the direct calls', () => {
    const pieces = [wall, woods, building, road, bocage];
    const pts = [vec(5, 10), vec(21.5, 10), vec(32, 5)];
    const plain = JSON.parse(JSON.stringify({ pieces, points: pts, rules: DEFAULT_SIGHT_RULES }));
    expect(Array.from(runLosBatch(plain).codes)).toEqual(Array.from(losMatrix(table, pts)));
    expect(Array.from(runLosBatch({ ...plain, shooter: 0 }).codes)).toEqual([0, 2, 3]);
  });
});
