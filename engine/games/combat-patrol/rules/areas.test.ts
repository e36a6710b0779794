import { describe, expect, it } from 'vitest';
import { weapon } from '../data';
import { battle, de, table, us } from '../testing';
import { planFire, isFirePlan } from '../battle/fire-plan';
import { findSoldier } from '../battle/world';
import type { Soldier } from '../battle/types';
import type { Weapon } from '../types';
import { ARC_BULLETS, arcDegrees, arcOnBearing, blastRadius, scatterInch, sprayRadius } from './areas';

const mg42 = weapon('mg42') as Weapon;
const thompson = weapon('thompson') as Weapon;
const grenade = weapon('hand-grenade') as Weapon;

describe('area fire, from the weapon data', () => {
  it("a machine gun's arc on a compass bearing: the data's span, out to its optimum range", () => {
    expect(arcOnBearing(mg42, { x: 1, y: 2 }, 90)).toEqual({ apex: { x: 1, y: 2 }, facingDeg: 0, spanDeg: 45, radius: 30 });
    expect(arcOnBearing(mg42, { x: 0, y: 0 }, 0).facingDeg).toBe(270);
    // A gun whose data opens wider is drawn and resolved wider: nothing assumes 45.
    const wide: Weapon = { ...mg42, optimum: 20, special: { ...(mg42.special as Extract<Weapon['special'], { kind: 'machine-gun' }>), arcDegrees: 60 } };
    expect(arcOnBearing(wide, { x: 0, y: 0 }, 180)).toEqual({ apex: { x: 0, y: 0 }, facingDeg: 90, spanDeg: 60, radius: 20 });
    expect(arcDegrees(wide)).toBe(60);
  });

  it("Spray's and a grenade's radii are the weapon's own", () => {
    expect(sprayRadius(thompson)).toBe(3);
    expect(sprayRadius({ ...thompson, special: { kind: 'spray', radius: 4.5, reactionModifier: -2 } })).toBe(4.5);
    expect(blastRadius(grenade)).toBe(1);
    expect(blastRadius({ ...grenade, special: { kind: 'grenade', blastRadius: 2, injuryBonus: 2 } })).toBe(2);
  });

  it('the arc bullets are a D2 less one', () => {
    expect(ARC_BULLETS).toEqual({ die: 'D2', less: 1, words: 'D2-1' });
  });

  it('one inch of scatter goes along the compass bearing and never leaves the table', () => {
    const east = scatterInch({ x: 5, y: 5 }, 90, { width: 48, height: 48 });
    expect(east.x).toBeCloseTo(6, 12);
    expect(east.y).toBeCloseTo(5, 12);
    const north = scatterInch({ x: 5, y: 0.5 }, 0, { width: 48, height: 48 });
    expect(north.x).toBeCloseTo(5, 12);
    expect(north.y).toBe(0);
  });

  it("the rules' fire plans carry the same areas the screen draws", () => {
    const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), de('smg', 10, 30, { weapon: 'mp40' }), us('a', 20, 20), us('b', 14, 30)], battle: { firstMove: 'German' } }), 'entered', 1);
    const gun = findSoldier(s, 'gun') as Soldier;
    const arc = planFire(s, gun, { weapon: 'mg42', method: 'special', bearing: 90 });
    expect(isFirePlan(arc) && arc.kind === 'arc' && arc.sector).toEqual(arcOnBearing(mg42, { x: 10, y: 20 }, 90));
    const spray = planFire(s, findSoldier(s, 'smg') as Soldier, { weapon: 'mp40', method: 'special', target: 'b' });
    expect(isFirePlan(spray) && spray.kind === 'spray' && spray.radius).toBe(sprayRadius(weapon('mp40')));
  });
});
