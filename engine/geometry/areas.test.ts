import { describe, expect, it } from 'vitest';
import { seedRng } from '../core/rng';
import { circleInsideCircle, circleInsideSector, circleOverlapsSector, pointInSector } from './circle-sector';
import { rangeBand } from './range';
import { invertedAccuracy, randomScatterPath, rollGrenadeScatter, scatterInches, scatterSteps } from './scatter';
import { blastCircle, machineGunArc, modelsInCircle, modelsInSector } from './templates';
import { add, headingVector, scale, vec } from './vec';

describe('range bands', () => {
  it('counts exactly optimum as optimum and exactly maximum as maximum', () => {
    expect(rangeBand(24, 24, 48)).toBe('optimum');
    expect(rangeBand(24.01, 24, 48)).toBe('maximum');
    expect(rangeBand(48, 24, 48)).toBe('maximum');
    expect(rangeBand(48.01, 24, 48)).toBe('out');
    expect(rangeBand(0, 24, 48)).toBe('optimum');
  });
});

describe('machine-gun arc: 45 degrees centred on the facing, out to optimum range', () => {
  const gun = vec(10, 10);
  const arc = machineGunArc(gun, 0, 30);
  const at = (deg: number, r: number) => add(gun, scale(headingVector(deg), r));

  it('holds a point exactly on either straight edge, and not a hair outside', () => {
    expect(pointInSector(at(22.5, 20), arc)).toBe(true);
    expect(pointInSector(at(-22.5, 20), arc)).toBe(true);
    expect(pointInSector(at(22.5 + 1e-6, 20), arc)).toBe(false);
    expect(pointInSector(at(-22.5 - 1e-6, 20), arc)).toBe(false);
  });
  it('holds a point exactly at optimum range, not beyond', () => {
    expect(pointInSector(at(0, 30), arc)).toBe(true);
    expect(pointInSector(at(22.5, 30), arc)).toBe(true);
    expect(pointInSector(at(0, 30.000001), arc)).toBe(false);
  });
  it('does not reach behind the gun', () => {
    expect(pointInSector(at(180, 5), arc)).toBe(false);
  });
  it('turns with the facing, including across 0/360', () => {
    const south = machineGunArc(gun, 90, 30);
    expect(pointInSector(vec(10, 30), south)).toBe(true);
    expect(pointInSector(vec(30, 10), south)).toBe(false);
    const wrap = machineGunArc(gun, 350, 30);
    expect(pointInSector(at(10, 10), wrap)).toBe(true);
    expect(pointInSector(at(12.5, 10), wrap)).toBe(true);
    expect(pointInSector(at(13, 10), wrap)).toBe(false);
  });
  it('picks models by base centre or by touching base, leaving out the gunner', () => {
    const models = [
      { id: 'gunner', x: 10, y: 10 },
      { id: 'on-edge', ...at(22.5, 12) },
      { id: 'base-touches', ...add(at(22.5, 12), scale(headingVector(22.5 + 90), 0.5)) },
      { id: 'base-clear', ...add(at(22.5, 12), scale(headingVector(22.5 + 90), 0.51)) },
      { id: 'far', x: 45, y: 10 },
    ];
    expect(modelsInSector(models, arc, 0.5, 'centre', 'gunner')).toEqual(['on-edge']);
    expect(modelsInSector(models, arc, 0.5, 'touch', 'gunner')).toEqual(['on-edge', 'base-touches']);
  });
  it('tells whether a whole base fits inside', () => {
    expect(circleInsideSector({ centre: at(0, 10), radius: 0.5 }, arc)).toBe(true);
    expect(circleInsideSector({ centre: at(22, 10), radius: 0.5 }, arc)).toBe(false);
    expect(circleOverlapsSector({ centre: at(0, 30.5), radius: 0.5 }, arc)).toBe(true);
    expect(circleOverlapsSector({ centre: at(0, 30.51), radius: 0.5 }, arc)).toBe(false);
  });
});

describe('grenade blast: 1 inch radius', () => {
  const blast = blastCircle(vec(20, 20));
  const models = [
    { id: 'centre-on-rim', x: 21, y: 20 },
    { id: 'base-touches-rim', x: 21.5, y: 20 },
    { id: 'just-clear', x: 20, y: 21.51 },
    { id: 'under', x: 20, y: 20 },
  ];
  it('by base centre, a model whose centre is exactly on the rim is caught', () => {
    expect(modelsInCircle(models, blast, 0.5, 'centre')).toEqual(['centre-on-rim', 'under']);
  });
  it('by touch (the default), any base touching the blast is caught', () => {
    expect(modelsInCircle(models, blast, 0.5, 'touch')).toEqual(['centre-on-rim', 'base-touches-rim', 'under']);
  });
  it('knows when one circle lies inside another', () => {
    expect(circleInsideCircle({ centre: vec(20.5, 20), radius: 0.5 }, blast)).toBe(true);
    expect(circleInsideCircle({ centre: vec(20.6, 20), radius: 0.5 }, blast)).toBe(false);
  });
});

describe('grenade scatter', () => {
  it('inverts accuracy: 4+ gives 6, 6+ gives 4; out of sight halves, rounding down', () => {
    expect(invertedAccuracy(4, false)).toBe(6);
    expect(invertedAccuracy(6, false)).toBe(4);
    expect(invertedAccuracy(4, true)).toBe(3);
    expect(invertedAccuracy(5, true)).toBe(2);
  });
  it("follows the source's example: 6+ thrower rolls 10, six inches, opponent moves two then thrower one, twice", () => {
    const inches = scatterInches(10, invertedAccuracy(6, false));
    expect(inches).toBe(6);
    expect(scatterSteps(inches)).toEqual(['opponent', 'opponent', 'thrower', 'opponent', 'opponent', 'thrower']);
    expect(scatterInches(3, 6)).toBe(0);
  });
  it('rolls the same from the same seed, and walks one inch per step', () => {
    const a = rollGrenadeScatter(seedRng(7), 6, false);
    const b = rollGrenadeScatter(seedRng(7), 6, false);
    expect(a).toEqual(b);
    expect(a.inches).toBe(Math.max(0, a.roll - 4));
    const rng = seedRng(99);
    const path = randomScatterPath(rng, vec(24, 24), 4);
    expect(path).toHaveLength(5);
    for (let i = 1; i < path.length; i++) expect(Math.hypot(path[i]!.x - path[i - 1]!.x, path[i]!.y - path[i - 1]!.y)).toBeCloseTo(1, 12);
    expect(randomScatterPath(seedRng(99), vec(24, 24), 4)).toEqual(path);
  });
});
