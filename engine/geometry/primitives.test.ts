import { describe, expect, it } from 'vitest';
import { distanceToPolygonEdge, pointInPolygon, segmentInsideIntervals } from './polygon';
import { segmentIntersection, segmentSegmentDistance, segmentsIntersect } from './segment';
import { pointInThickLine, polylineToPolygon, segmentPolylineCrossings } from './thick-line';
import { distanceToPiece } from './terrain-index';
import { bearing, distance, normaliseDegrees, placeShape, rotateAround, rotateShape, scaleShape, translateShape, vec } from './vec';

const square = [vec(0, 0), vec(4, 0), vec(4, 4), vec(0, 4)];

describe('distances and turns', () => {
  it('measures straight lines in inches', () => {
    expect(distance(vec(0, 0), vec(3, 4))).toBe(5);
    expect(distance(vec(10, 10), vec(10, 34))).toBe(24);
  });
  it('turns clockwise on screen (y down): +x turned 90 degrees points down the table', () => {
    const p = rotateAround(vec(1, 0), vec(0, 0), 90);
    expect(p.x).toBeCloseTo(0, 12);
    expect(p.y).toBeCloseTo(1, 12);
    expect(bearing(vec(0, 0), vec(0, 5))).toBe(90);
  });
  it('moves and turns whole shapes, keeping their size', () => {
    const moved = translateShape(square, vec(10, -2));
    expect(moved[2]).toEqual({ x: 14, y: 2 });
    const turned = rotateShape(square, vec(2, 2), 45);
    for (let i = 0; i < 4; i++) expect(distance(turned[i]!, turned[(i + 1) % 4]!)).toBeCloseTo(4, 12);
    expect(pointInPolygon(vec(2, 2 - 2.8), turned)).toBe(true); // a corner now points up the table
    expect(normaliseDegrees(-90)).toBe(270);
    expect(normaliseDegrees(720)).toBe(0);
  });
  it('places a local shape: rotate about its origin then move', () => {
    const [a, b] = placeShape([vec(0, 0), vec(2, 0)], vec(10, 10), 90);
    expect(a).toEqual({ x: 10, y: 10 });
    expect(b!.x).toBeCloseTo(10, 12);
    expect(b!.y).toBeCloseTo(12, 12);
  });
});

describe('segments', () => {
  it('finds a crossing and where along the first segment', () => {
    expect(segmentIntersection(vec(0, 0), vec(4, 0), vec(1, -1), vec(1, 1))).toEqual({ tMin: 0.25, tMax: 0.25 });
  });
  it('counts touching at an end point as meeting', () => {
    expect(segmentsIntersect(vec(0, 0), vec(2, 0), vec(2, 0), vec(2, 5))).toBe(true);
    expect(segmentsIntersect(vec(0, 0), vec(2, 0), vec(2.000001, 0), vec(2.000001, 5))).toBe(false);
  });
  it('handles parallel segments: apart, or overlapping on one line', () => {
    expect(segmentIntersection(vec(0, 0), vec(4, 0), vec(0, 1), vec(4, 1))).toBeNull();
    expect(segmentIntersection(vec(0, 0), vec(4, 0), vec(1, 0), vec(6, 0))).toEqual({ tMin: 0.25, tMax: 1 });
  });
  it('gives the gap between two segments', () => {
    expect(segmentSegmentDistance(vec(0, 0), vec(4, 0), vec(0, 3), vec(4, 3))).toBe(3);
    expect(segmentSegmentDistance(vec(0, 0), vec(4, 4), vec(0, 4), vec(4, 0))).toBe(0);
  });
});

describe('polygons', () => {
  it('holds points inside and on its edge, not outside', () => {
    expect(pointInPolygon(vec(2, 2), square)).toBe(true);
    expect(pointInPolygon(vec(4, 2), square)).toBe(true); // on an edge
    expect(pointInPolygon(vec(0, 0), square)).toBe(true); // on a corner
    expect(pointInPolygon(vec(4.000001, 2), square)).toBe(false);
  });
  it('counts a point within the tolerance of an edge or corner as on it, from any side, and one just past it as outside', () => {
    // A slanted, concave outline: points a hair off each corner and edge midpoint, every way.
    const shape = [vec(1, 0.5), vec(5.3, 1.2), vec(3.1, 2.4), vec(4.6, 5.9), vec(0.4, 3.3)];
    for (let i = 0; i < shape.length; i++) {
      const c = shape[i]!;
      const d = shape[(i + 1) % shape.length]!;
      for (const t of [0, 0.5]) {
        for (const off of [0, 5e-10, 1e-9, 1.9e-9, 1e-6]) {
          for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1], [0.6, -0.8]] as const) {
            const p = vec(c.x + (d.x - c.x) * t + dx * off, c.y + (d.y - c.y) * t + dy * off);
            const near = distanceToPolygonEdge(p, shape) <= 1e-9;
            if (near) expect(pointInPolygon(p, shape), `${p.x},${p.y}`).toBe(true);
          }
        }
      }
    }
    expect(pointInPolygon(vec(5.3 + 1e-6, 1.2), shape)).toBe(false);
    expect(pointInPolygon(vec(5.3 + 5e-10, 1.2), shape)).toBe(true);
  });
  it('handles a concave outline', () => {
    const ell = [vec(0, 0), vec(4, 0), vec(4, 1), vec(1, 1), vec(1, 4), vec(0, 4)];
    expect(pointInPolygon(vec(0.5, 3), ell)).toBe(true);
    expect(pointInPolygon(vec(3, 3), ell)).toBe(false);
  });
  it('measures to the nearest edge from inside and outside', () => {
    expect(distanceToPolygonEdge(vec(1, 2), square)).toBe(1);
    expect(distanceToPolygonEdge(vec(7, 4), square)).toBe(3);
  });
  it('gives the parts of a segment inside', () => {
    expect(segmentInsideIntervals(vec(-2, 2), vec(8, 2), square)).toEqual([[0.2, 0.6]]);
    expect(segmentInsideIntervals(vec(2, 2), vec(2, 10), square)).toEqual([[0, 0.25]]);
    expect(segmentInsideIntervals(vec(-1, 1), vec(1, -1), square)).toEqual([[0.5, 0.5]]); // grazes a corner
    expect(segmentInsideIntervals(vec(-1, 5), vec(5, 5), square)).toEqual([]);
  });
});

describe('thick lines (walls, hedges, fences)', () => {
  const wall = [vec(0, 0), vec(10, 0)];
  it('covers everything within half its width, the edge included', () => {
    expect(pointInThickLine(vec(5, 0.25), wall, 0.5)).toBe(true);
    expect(pointInThickLine(vec(5, 0.2501), wall, 0.5)).toBe(false);
    expect(pointInThickLine(vec(10.25, 0), wall, 0.5)).toBe(true); // round end
  });
  it('finds where a sight line crosses the centre line', () => {
    expect(segmentPolylineCrossings(vec(5, -5), vec(5, 5), [vec(0, 0), vec(10, 0), vec(10, 10)])).toEqual([0.5]);
  });
  it('outlines as a polygon that holds the centre line and not far points', () => {
    const line = [vec(0, 0), vec(6, 0), vec(6, 6)];
    const outline = polylineToPolygon(line, 1);
    for (const p of [vec(3, 0), vec(6, 3), vec(3, 0.49), vec(6.49, 3), vec(-0.4, 0)]) expect(pointInPolygon(p, outline)).toBe(true);
    for (const p of [vec(3, 0.6), vec(3, -0.6), vec(3, 3), vec(6, 6.6)]) expect(pointInPolygon(p, outline)).toBe(false);
  });
});

describe('editing helpers', () => {
  it('resizes a shape about a point', () => {
    expect(scaleShape(square, vec(0, 0), 2, 0.5)[2]).toEqual({ x: 8, y: 2 });
  });
  it('measures how far a click is from a piece: 0 inside, the gap outside', () => {
    const area = { id: 'a', name: 'woods', closed: true, points: square, width: 0, cover: 'light' as const, blocksSight: true, difficult: true, obstacle: false };
    const wall = { ...area, id: 'w', closed: false, points: [vec(0, 10), vec(10, 10)], width: 0.5 };
    expect(distanceToPiece(area, vec(2, 2))).toBe(0);
    expect(distanceToPiece(area, vec(6, 2))).toBe(2);
    expect(distanceToPiece(wall, vec(5, 10.2))).toBe(0);
    expect(distanceToPiece(wall, vec(5, 11.25))).toBe(1);
  });
});
