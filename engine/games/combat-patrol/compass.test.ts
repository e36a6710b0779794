import { describe, expect, it } from 'vitest';
import { headingVector } from '../../geometry';
import { bearingText, compassBearing, compassFromFacing, compassLetters, compassPoint, compassWords, facingFromCompass } from './compass';

describe('facing as a compass', () => {
  it('0 is up the table and 90 is right, clockwise: the heading on the table agrees', () => {
    const up = headingVector(facingFromCompass(0));
    expect(up.x).toBeCloseTo(0, 12);
    expect(up.y).toBeCloseTo(-1, 12); // y runs down the table
    const right = headingVector(facingFromCompass(90));
    expect(right.x).toBeCloseTo(1, 12);
    expect(headingVector(facingFromCompass(180)).y).toBeCloseTo(1, 12);
    expect(headingVector(facingFromCompass(270)).x).toBeCloseTo(-1, 12);
  });

  it('reads saved facings without changing them: the US facing up (270) is 0, the Germans facing down (90) are 180', () => {
    expect(compassFromFacing(270)).toBe(0);
    expect(compassFromFacing(90)).toBe(180);
    expect(compassFromFacing(0)).toBe(90);
    expect(compassFromFacing(-90)).toBe(0);
    for (const f of [0, 15, 90, 181.5, 270, 359]) expect(facingFromCompass(compassFromFacing(f))).toBeCloseTo(f, 9);
  });

  it('names the nearest point, with where it is on the table', () => {
    expect(compassWords(0)).toBe('north (up the table)');
    expect(compassWords(90)).toBe('east (right)');
    expect(compassWords(180)).toBe('south (down the table)');
    expect(compassWords(270)).toBe('west (left)');
    expect(compassWords(44)).toBe('north-east');
    expect(compassPoint(337.6)).toBe('north');
    expect(bearingText(359.7)).toBe('0° (north)');
    expect(bearingText(225)).toBe('225° (south-west)');
  });

  it('the bearing from one point to another: 0 up the table, clockwise, whole degrees', () => {
    expect(compassBearing({ x: 10, y: 10 }, { x: 10, y: 0 })).toBe(0);
    expect(compassBearing({ x: 10, y: 10 }, { x: 20, y: 10 })).toBe(90);
    expect(compassBearing({ x: 10, y: 10 }, { x: 10, y: 20 })).toBe(180);
    expect(compassBearing({ x: 10, y: 10 }, { x: 0, y: 10 })).toBe(270);
    expect(compassBearing({ x: 0, y: 0 }, { x: 1, y: -1 })).toBe(45);
    // Just left of north rounds to 0, never 360.
    expect(compassBearing({ x: 0, y: 0 }, { x: -0.001, y: -10 })).toBe(0);
  });

  it('names the nearest point in letters', () => {
    expect(compassLetters(0)).toBe('N');
    expect(compassLetters(359)).toBe('N');
    expect(compassLetters(44)).toBe('NE');
    expect(compassLetters(90)).toBe('E');
    expect(compassLetters(-90)).toBe('W');
    expect(compassLetters(200)).toBe('S');
  });
});
