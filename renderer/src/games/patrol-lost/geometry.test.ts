import { describe, expect, it } from 'vitest';
import { AXIAL } from '../../../../engine/games/patrol-lost/preview';
import { ARROW_R, deadEndBar, edgeSpot, guyPlaces, guySpots, hexCentre, hexPoints, hexTag, mapBox, START_WORD_W, startWordAt, TAG_CHAR, MIN_BOX, pathData, R, sideMid, stackSpot, trailBetween, zoomAt, ZOOM_MAX } from './geometry';

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

  it('draws a trail between two marks, clear of both, and none when they touch', () => {
    const t = trailBetween({ x: 0, y: 0 }, { x: 100, y: 0 }, 10, 20);
    expect(t).toEqual({ x1: 10, y1: 0, x2: 80, y2: 0 });
    const d = trailBetween({ x: 0, y: 0 }, { x: 30, y: 40 }, 5, 5);
    expect(d).toEqual({ x1: 3, y1: 4, x2: 27, y2: 36 });
    expect(trailBetween({ x: 0, y: 0 }, { x: 12, y: 0 }, 5, 5)).toBeNull();
  });

  /** True when (x, y) lies inside the flat-topped hex of radius r at the origin. */
  const inHex = (x: number, y: number, r = R): boolean => Math.abs(y) <= (r * Math.sqrt(3)) / 2 && Math.abs(x) <= r - Math.abs(y) / Math.sqrt(3);

  it("keeps a lit hex's tag (a fight's chance, '+2') inside the hex's outline, below a row of Good Guys", () => {
    for (const [chars, icon] of [[3, true], [4, true], [2, false], [2, true]] as const) {
      const t = hexTag({ x: 0, y: 0 }, chars, icon);
      for (const [x, y] of [[t.x, t.y], [t.x + t.w, t.y], [t.x, t.y + t.h], [t.x + t.w, t.y + t.h]] as const) expect(inHex(x, y, R - 4), `${chars} chars, corner (${x}, ${y})`).toBe(true);
      // Room for its text (three characters, as '53%', at most) and the mark.
      if (chars <= 3) expect(t.w).toBeGreaterThanOrEqual(chars * TAG_CHAR + (icon ? 13 : 0));
      // Below the one row of Good Guys (their marks 11 from the middle, and their outline).
      expect(t.y).toBeGreaterThanOrEqual((guySpots(3)[0]?.y ?? 0) + 11 + 0.5);
    }
  });

  it("puts a lit side's arrow astride the side, clear of Start's word, a Bad Guy stack and five Good Guys on the tile", () => {
    const c = { x: 0, y: 0 };
    const discs = [0, 1, 2, 3, 4, 5].map((d) => edgeSpot(c, d));
    /** The nearest a disc's centre comes to a box (x0, y0)-(x1, y1). */
    const gap = (p: { x: number; y: number }, x0: number, y0: number, x1: number, y1: number) => Math.hypot(Math.max(x0 - p.x, 0, p.x - x1), Math.max(y0 - p.y, 0, p.y - y1));
    const at = startWordAt(c);
    const word = { x0: at.x - START_WORD_W / 2, y0: at.y - 7, x1: at.x + START_WORD_W / 2, y1: at.y + 1 };
    const st = stackSpot();
    // Start's word clear of a Bad Guy stack on Start, and inside the tile.
    expect(word.x1).toBeLessThan(st.x - 12);
    for (const [x, y] of [[word.x0, word.y0], [word.x0, word.y1], [word.x1, word.y0]] as const) expect(inHex(x, y)).toBe(true);
    for (const p of discs) {
      expect(gap(p, word.x0, word.y0, word.x1, word.y1), 'START').toBeGreaterThan(ARROW_R);
      expect(gap(p, st.x - 12, st.y - 11, st.x + 12, st.y + 11), 'the stack').toBeGreaterThan(ARROW_R);
      for (const g of guySpots(5)) expect(Math.hypot(p.x - g.x, p.y - g.y), 'a Good Guy').toBeGreaterThan(ARROW_R + 12);
      // Still on the side: its centre just beyond it, so it reads as the way across.
      expect(inHex(p.x, p.y)).toBe(false);
      expect(Math.hypot(p.x, p.y)).toBeLessThan(R * 1.05);
    }
  });
});
