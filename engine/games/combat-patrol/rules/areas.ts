/**
 * Area fire, once: a machine gun's arc turned to a compass bearing, the bullets each man in it
 * takes (a D2 less 1), Spray's circle and a grenade's blast, and one inch of a grenade's scatter.
 * The numbers come from the weapon's data (resources/games/combat-patrol/weapons.json); the
 * geometry's constants (the source's values) stand in only for a weapon that lacks them. The rules
 * resolve fire with these, and the play screen draws its overlays with them (through preview.ts),
 * so what is drawn is what is rolled.
 */
import { clampToTable, GRENADE_BLAST_RADIUS, machineGunArc, MG_ARC_DEGREES, moveAlong, SPRAY_RADIUS, type Sector, type Vec } from '../../../geometry';
import { facingFromCompass } from '../compass';
import type { Weapon } from '../types';
import type { DieKind } from './dice';

/** The bullets each man caught in a machine-gun arc takes: this die, less `less` (a D2-1: none half the time). */
export const ARC_BULLETS = { die: 'D2', less: 1, words: 'D2-1' } as const satisfies { die: DieKind; less: number; words: string };

/** How wide a machine gun's arc opens, in degrees (its data, else the source's 45). */
export function arcDegrees(w: Weapon | undefined): number {
  return w?.special?.kind === 'machine-gun' ? w.special.arcDegrees : MG_ARC_DEGREES;
}

/** The arc of weapon `w` fired from `at` on compass `bearing` (0 up the table, clockwise): out to its optimum range. */
export function arcOnBearing(w: Weapon, at: Vec, bearing: number): Sector {
  return machineGunArc(at, facingFromCompass(bearing), w.optimum, arcDegrees(w));
}

/** Spray's radius round its target, inches (its data, else the source's 3). */
export function sprayRadius(w: Weapon | undefined): number {
  return w?.special?.kind === 'spray' ? w.special.radius : SPRAY_RADIUS;
}

/** A grenade's blast radius, inches (its data, else the source's 1). */
export function blastRadius(w: Weapon | undefined): number {
  return w?.special?.kind === 'grenade' ? w.special.blastRadius : GRENADE_BLAST_RADIUS;
}

/** Where one inch of scatter on compass `bearing` takes a grenade at `at`: it never leaves the table. */
export function scatterInch(at: Vec, bearing: number, table: { width: number; height: number }): Vec {
  return clampToTable(moveAlong(at, facingFromCompass(bearing), 1), table.width, table.height);
}
