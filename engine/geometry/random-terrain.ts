/**
 * A seeded, generated table for benchmarks and property tests: areas (woods, buildings, fields)
 * and lines (walls, hedges, fences) scattered over the table. Same seed, same table.
 */
import { nextFloat, seedRng, type RngState } from '../core/rng';
import type { TerrainShape } from './terrain-index';
import { placeShape, type Vec } from './vec';

const between = (r: RngState, lo: number, hi: number): number => lo + (hi - lo) * nextFloat(r);

const AREAS = [
  { name: 'woods', cover: 'light', blocksSight: true, difficult: true },
  { name: 'building', cover: 'heavy', blocksSight: true, difficult: false },
  { name: 'ploughed field', cover: 'none', blocksSight: false, difficult: true },
  { name: 'foxhole', cover: 'heavy', blocksSight: false, difficult: false },
] as const;
const LINES = [
  { name: 'stone wall', cover: 'heavy', blocksSight: false },
  { name: 'hedge', cover: 'light', blocksSight: false },
  { name: 'wooden fence', cover: 'light', blocksSight: false },
  { name: 'bocage hedge', cover: 'heavy', blocksSight: true },
] as const;

export function randomTerrain(rng: RngState, count: number, width = 48, height = 48): TerrainShape[] {
  const out: TerrainShape[] = [];
  for (let i = 0; i < count; i++) {
    const at = { x: between(rng, 0, width), y: between(rng, 0, height) };
    const turn = between(rng, 0, 360);
    if (nextFloat(rng) < 0.5) {
      const kind = AREAS[Math.floor(nextFloat(rng) * AREAS.length)] ?? AREAS[0];
      const sides = 3 + Math.floor(nextFloat(rng) * 6);
      const size = kind.name === 'foxhole' ? 0.8 : between(rng, 1.5, 4);
      const local: Vec[] = [];
      for (let k = 0; k < sides; k++) {
        const ang = (2 * Math.PI * k) / sides;
        const r = size * between(rng, 0.6, 1);
        local.push({ x: r * Math.cos(ang), y: r * Math.sin(ang) });
      }
      out.push({ id: `t${i}`, name: kind.name, closed: true, points: placeShape(local, at, turn), width: 0, cover: kind.cover, blocksSight: kind.blocksSight, difficult: kind.difficult, obstacle: false });
    } else {
      const kind = LINES[Math.floor(nextFloat(rng) * LINES.length)] ?? LINES[0];
      const local: Vec[] = [{ x: 0, y: 0 }];
      const legs = 1 + Math.floor(nextFloat(rng) * 3);
      let x = 0;
      let y = 0;
      for (let k = 0; k < legs; k++) {
        x += between(rng, 2, 6);
        y += between(rng, -2, 2);
        local.push({ x, y });
      }
      out.push({ id: `t${i}`, name: kind.name, closed: false, points: placeShape(local, at, turn), width: 0.5, cover: kind.cover, blocksSight: kind.blocksSight, difficult: false, obstacle: true });
    }
  }
  return out;
}

export function randomPoints(rng: RngState, count: number, width = 48, height = 48): Vec[] {
  return Array.from({ length: count }, () => ({ x: between(rng, 0, width), y: between(rng, 0, height) }));
}

export function seededTable(seed: number, pieces: number, models: number): { terrain: TerrainShape[]; models: Vec[] } {
  const rng = seedRng(seed);
  return { terrain: randomTerrain(rng, pieces), models: randomPoints(rng, models) };
}
