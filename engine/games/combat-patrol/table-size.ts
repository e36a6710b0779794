/**
 * The table size rule, once: every side from TABLE_MIN to TABLE_MAX_LONG inches, and no bigger
 * than TABLE_MAX_LONG x TABLE_MAX_SHORT either way round (so 72 x 96 and 96 x 72 are both fine,
 * 96 x 96 is not). Used by the API contract (creating a table), the scenario validator (saving,
 * importing) and the editor's table panel, so they cannot disagree. Imports only constants, so
 * the contract can use it without pulling in the rules data.
 */
import { TABLE_MAX_LONG, TABLE_MAX_SHORT, TABLE_MIN } from './types';

export interface TableSizeProblem {
  /** The side at fault: 'width' (across) or 'height' (the table's depth). */
  field: 'width' | 'height';
  /** What is wrong, to follow the field's name: "must be from 6 to 96 inches, got 120". */
  why: string;
  /** The same for a person, in one sentence. */
  message: string;
}

export const TABLE_SIZE_RULE = `A table is ${TABLE_MIN} to ${TABLE_MAX_LONG} inches a side and at most ${TABLE_MAX_LONG} x ${TABLE_MAX_SHORT} (either way round)`;

/** null when a table of width x height inches is allowed; else which side is wrong and why. */
export function tableSizeProblem(width: number, height: number): TableSizeProblem | null {
  for (const [field, v] of [['width', width], ['height', height]] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v)) return { field, why: `must be a number, got ${String(v)}`, message: `${TABLE_SIZE_RULE}: the ${field === 'width' ? 'width' : 'depth'} is not a number.` };
    if (v < TABLE_MIN || v > TABLE_MAX_LONG) {
      return { field, why: `must be from ${TABLE_MIN} to ${TABLE_MAX_LONG} inches, got ${v}`, message: `${TABLE_SIZE_RULE}: ${v} inches is too ${v < TABLE_MIN ? 'small' : 'big'}.` };
    }
  }
  if (Math.min(width, height) > TABLE_MAX_SHORT) {
    return { field: 'height', why: `makes a table over ${TABLE_MAX_LONG} x ${TABLE_MAX_SHORT} inches (${width} x ${height})`, message: `${TABLE_SIZE_RULE}: ${width} x ${height} is too big.` };
  }
  return null;
}

interface Placed {
  id: string;
  name: string;
  x: number;
  y: number;
}

/** Models and objectives standing beyond a table of width x height (they must stand on it). */
export function itemsOffTable(doc: { models: readonly Placed[]; objectives: readonly Placed[] }, width: number, height: number): Placed[] {
  const off = (p: Placed) => p.x < 0 || p.y < 0 || p.x > width || p.y > height;
  return [...doc.models.filter(off), ...doc.objectives.filter(off)];
}

/**
 * Why the table of `doc` cannot become width x height, in words, or null when it can: the size
 * rule first, then every model and objective the smaller table would leave off it (the first five
 * by name), since a document with pieces off the table cannot be saved.
 */
export function resizeTableProblem(doc: { models: readonly Placed[]; objectives: readonly Placed[] }, width: number, height: number): string | null {
  const size = tableSizeProblem(width, height);
  if (size) return size.message;
  const off = itemsOffTable(doc, width, height);
  if (off.length === 0) return null;
  const shown = off.slice(0, 5).map((p) => `${p.name} (at ${p.x.toFixed(1)}, ${p.y.toFixed(1)} in)`);
  const more = off.length > shown.length ? ` and ${off.length - shown.length} more` : '';
  return `The table cannot be ${width} x ${height} in: ${shown.join(', ')}${more} would stand off it. Move ${off.length === 1 ? 'it' : 'them'} in first.`;
}
