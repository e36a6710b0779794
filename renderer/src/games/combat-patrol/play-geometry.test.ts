import { describe, expect, it } from 'vitest';
import { dragPath, isDrag, pathLength } from './play-geometry';

describe('play geometry', () => {
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
});
