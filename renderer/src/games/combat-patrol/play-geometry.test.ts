import { describe, expect, it } from 'vitest';
import { arcSector, bearingTo, dragPath, isDrag, pathLength, stepAlong } from './play-geometry';

describe('play geometry', () => {
  it('compass bearings: 0 up the table, clockwise', () => {
    expect(bearingTo({ x: 10, y: 10 }, { x: 10, y: 0 })).toBe(0);
    expect(bearingTo({ x: 10, y: 10 }, { x: 20, y: 10 })).toBe(90);
    expect(bearingTo({ x: 10, y: 10 }, { x: 10, y: 20 })).toBe(180);
    expect(bearingTo({ x: 10, y: 10 }, { x: 0, y: 10 })).toBe(270);
    expect(bearingTo({ x: 0, y: 0 }, { x: 1, y: -1 })).toBe(45);
  });

  it('an arc on bearing 90 is drawn facing +x, 45 degrees wide', () => {
    expect(arcSector({ x: 1, y: 2 }, 90, 20)).toEqual({ apex: { x: 1, y: 2 }, facingDeg: 0, spanDeg: 45, radius: 20 });
    expect(arcSector({ x: 0, y: 0 }, 0, 5).facingDeg).toBe(270);
  });

  it('a drag makes a path after the soldier; a drag that never left him makes none', () => {
    expect(dragPath({ x: 1, y: 1 }, { x: 4.123, y: 5 })).toEqual([{ x: 4.12, y: 5 }]);
    expect(dragPath({ x: 1, y: 1 }, { x: 3, y: 1 }, [{ x: 2, y: 2 }])).toEqual([{ x: 2, y: 2 }, { x: 3, y: 1 }]);
    expect(dragPath({ x: 1, y: 1 }, { x: 1, y: 1 })).toEqual([]);
    expect(pathLength({ x: 0, y: 0 }, [{ x: 3, y: 4 }, { x: 3, y: 10 }])).toBe(11);
  });

  it('a click is not a drag', () => {
    expect(isDrag({ x: 0, y: 0 }, { x: 2, y: 2 })).toBe(false);
    expect(isDrag({ x: 0, y: 0 }, { x: 5, y: 0 })).toBe(true);
  });

  it('a scatter inch on bearing 90 goes +x', () => {
    const p = stepAlong({ x: 5, y: 5 }, 90, 1);
    expect(p.x).toBeCloseTo(6);
    expect(p.y).toBeCloseTo(5);
  });
});
