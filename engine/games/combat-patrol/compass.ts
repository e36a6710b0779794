/**
 * Facing as a player reads it: a compass bearing, 0 = north = up the table, turning clockwise
 * (90 east = right, 180 south = down the table, 270 west = left). The document keeps the
 * geometry's screen angle (0 = right, 90 = down: see ScenarioModel.facing) exactly as saved, so
 * old scenarios need no conversion: only what people read and type goes through these functions.
 */
import { bearing, normaliseDegrees, type Vec } from '../../geometry';

/** Compass bearing in [0, 360) of a document facing. */
export function compassFromFacing(facing: number): number {
  return normaliseDegrees(facing + 90);
}

/** Document facing in [0, 360) for a compass bearing. */
export function facingFromCompass(compass: number): number {
  return normaliseDegrees(compass - 90);
}

/** The compass bearing from `from` to `to` in whole degrees [0, 360): where a drag turns a machine gun's arc. */
export function compassBearing(from: Vec, to: Vec): number {
  return Math.round(compassFromFacing(bearing(from, to))) % 360;
}

const POINTS = ['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west'] as const;
export type CompassPoint = (typeof POINTS)[number];

/** The nearest of the eight compass points to a bearing: "north-east". */
export function compassPoint(compass: number): CompassPoint {
  return POINTS[Math.round(normaliseDegrees(compass) / 45) % 8] as CompassPoint;
}

const LETTERS: Readonly<Record<CompassPoint, string>> = {
  north: 'N', 'north-east': 'NE', east: 'E', 'south-east': 'SE', south: 'S', 'south-west': 'SW', west: 'W', 'north-west': 'NW',
};

/** The nearest compass point to a bearing in letters: "NE". */
export function compassLetters(compass: number): string {
  return LETTERS[compassPoint(compass)];
}

const ON_TABLE: Partial<Record<CompassPoint, string>> = { north: 'up the table', east: 'right', south: 'down the table', west: 'left' };

/** "north (up the table)", "east (right)", "south-west": where a bearing points, on the table. */
export function compassWords(compass: number): string {
  const p = compassPoint(compass);
  const where = ON_TABLE[p];
  return where ? `${p} (${where})` : p;
}

/** "90° (east)": a bearing as shown beside a model or an arc (whole degrees). */
export function bearingText(compass: number): string {
  const whole = Math.round(normaliseDegrees(compass)) % 360;
  return `${whole}° (${compassPoint(whole)})`;
}
