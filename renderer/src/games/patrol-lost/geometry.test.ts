import { describe, expect, it } from 'vitest';
import { AXIAL } from '../../../../engine/games/patrol-lost/preview';
import { deadEndBar, guyPlaces, guySpots, hexCentre, hexPoints, mapBox, MIN_BOX, pathData, R, sideMid, zoomAt, ZOOM_MAX } from './geometry';

describe("Patrol: Lost!'s map geometry", () => {
  it('puts the middle of each side halfway to the neighbour across it, so paths of neighbours meet', () => {
    const o = hexCentre(0, 0);
    AXIAL.forEach(([dq, dr], d) => {
      const n = hexCentre(dq, dr);
      const m = sideMid(o, d);
      expect(m.x).toBeCloseTo((o.x + n.x) / 2, 1);
      expect(m.y).toBeCloseTo((o.y + n.y) / 2, 1);
      // The neighbour's opposite side is the same point.
      const back = sideMid(n, (d + 3) % 6);
      expect(back.x).toBeCloseTo(m.x, 1);
      expect(back.y).toBeCloseTo(m.y, 1);
    });
    // Side 0 is straight up (y grows downwards).
    expect(sideMid(o, 0)).toEqual({ x: 0, y: -43.3 });
  });

  it('draws a flat-topped hex: six corners, two of them level on the top', () => {
    const pts = hexPoints({ x: 0, y: 0 }).split(' ').map((p) => p.split(',').map(Number));
    expect(pts).toHaveLength(6);
    const top = pts.filter(([, y]) => (y as number) < -40);
    expect(top).toHaveLength(2);
    expect(top[0]?.[1]).toBeCloseTo(top[1]?.[1] as number, 5);
  });

  it('draws two exits as one curve, a dead end short of the centre, a branch as spokes', () => {
    const c = { x: 0, y: 0 };
    expect(pathData(c, [0, 3])).toBe('M0,-43.3 Q0,0 0,43.3');
    expect(pathData(c, [0])).toBe('M0,-43.3 L0,-10.83');
    expect(pathData(c, [0, 2, 4]).match(/M/g)).toHaveLength(3);
    expect(pathData(c, [])).toBe('');
  });

  it('bars a dead end across its path, a quarter of the way in from the side', () => {
    expect(deadEndBar({ x: 0, y: 0 }, [0])).toEqual({ x1: -11, y1: -10.83, x2: 11, y2: -10.83 });
    expect(deadEndBar({ x: 0, y: 0 }, [0, 3])).toBeNull();
  });

  it('places the Good Guys on their tiles, the lost ones nowhere', () => {
    const g = (index: number, q: number | null, r: number | null, alive = true) => ({ index, alive, q, r });
    const p = guyPlaces([g(0, 0, 0), g(1, 0, 0), g(2, 1, 0), g(3, null, null, false)]);
    expect(p.map((x) => x.i)).toEqual([0, 1, 2]);
    const c = hexCentre(1, 0);
    expect(p[2]!.x).toBeCloseTo(c.x, 1);
    expect(p[2]!.y).toBeCloseTo(c.y + guySpots(1)[0]!.y, 1);
    expect(p[0]!.y).toBe(p[1]!.y);
    expect(p[0]!.x).toBeLessThan(p[1]!.x);
  });

  it('keeps up to five Good Guys apart on one tile', () => {
    for (let n = 1; n <= 5; n++) {
      const s = guySpots(n);
      expect(s).toHaveLength(n);
      for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) expect(Math.hypot(s[i]!.x - s[j]!.x, s[i]!.y - s[j]!.y)).toBeGreaterThan(R * 0.3);
    }
  });

  it('boxes the map around every hex laid', () => {
    const b = mapBox([{ q: 0, r: 0 }, { q: 2, r: -1 }], 0);
    expect(b.x).toBe(-R);
    expect(b.w).toBeCloseTo(hexCentre(2, -1).x + 2 * R, 1);
    expect(mapBox([]).w).toBeGreaterThan(0);
    // A small map is not blown up: the box keeps a least size, centred on the tiles.
    const small = mapBox([{ q: 0, r: 0 }], 0, MIN_BOX);
    expect(small).toMatchObject({ w: MIN_BOX.w, h: MIN_BOX.h });
    expect(small.x + small.w / 2).toBeCloseTo(0, 5);
    expect(small.y + small.h / 2).toBeCloseTo(0, 5);
  });

  it('zooms about the pointer, within limits', () => {
    const v = zoomAt({ x: 0, y: 0, k: 1 }, 2, { x: 100, y: 50 });
    expect(v).toEqual({ k: 2, x: -100, y: -50 });
    // The point under the pointer stays put: (100 - x) / k is the same before and after.
    expect((100 - v.x) / v.k).toBe(100);
    expect(zoomAt(v, 100, { x: 0, y: 0 }).k).toBe(ZOOM_MAX);
  });
});
