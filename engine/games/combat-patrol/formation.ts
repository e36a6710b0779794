/**
 * Placing a whole squad at once: the default squads (or any template) in a line, a column or a
 * wedge at a point, all facing one way. The first member (the NCO in the default squads) stands
 * at the point: centre of the line, head of the column, tip of the wedge. Pure.
 */
import { add, headingVector, scale, type Vec } from '../../geometry';
import { accuracyFor } from './data';
import type { Experience, Formation, ScenarioModel, SquadTemplate } from './types';

export interface PlaceSquadOptions {
  template: SquadTemplate;
  /** Id given to the squad; models get `${squadId}-1`, `${squadId}-2`, ... */
  squadId: string;
  at: Vec;
  facing: number;
  formation: Formation;
  /** Centre-to-centre gap between neighbours, inches (default 2). */
  spacing?: number;
  experience?: Experience;
}

/** Offsets (forward, right) in units of spacing for member k. */
function slot(formation: Formation, k: number): [number, number] {
  if (formation === 'column') return [-k, 0];
  if (formation === 'wedge') {
    if (k === 0) return [0, 0];
    const rank = Math.ceil(k / 2);
    return [-rank, k % 2 === 1 ? -rank : rank];
  }
  // line: leader in the middle, the rest filling out to his left and right alternately
  if (k === 0) return [0, 0];
  const step = Math.ceil(k / 2);
  return [0, k % 2 === 1 ? -step : step];
}

export function placeSquad(opts: PlaceSquadOptions): ScenarioModel[] {
  const spacing = opts.spacing ?? 2;
  const experience = opts.experience ?? opts.template.experience;
  const forward = headingVector(opts.facing);
  const right = headingVector(opts.facing + 90);
  const members = opts.template.members.flatMap((m) =>
    Array.from({ length: m.count }, (_, i) => ({ ...m, name: m.count > 1 ? `${m.name} ${i + 1}` : m.name })),
  );
  return members.map((m, k) => {
    const [f, r] = slot(opts.formation, k);
    const p = add(opts.at, add(scale(forward, f * spacing), scale(right, r * spacing)));
    return {
      id: `${opts.squadId}-${k + 1}`,
      name: m.name,
      side: opts.template.side,
      experience,
      accuracy: accuracyFor(experience),
      weaponId: m.weaponId,
      nco: m.nco,
      medic: m.medic,
      x: p.x,
      y: p.y,
      facing: opts.facing,
      squadId: opts.squadId,
      grenades: m.grenades,
    };
  });
}

/**
 * The smallest shift that brings every point onto a table of width x height inches (edges count),
 * moving them together so their formation is kept; null when they spread wider or deeper than
 * the table. { x: 0, y: 0 } when they already stand on it.
 */
export function shiftOntoTable(points: readonly Vec[], width: number, height: number): Vec | null {
  if (points.length === 0) return { x: 0, y: 0 };
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const along = (lo: number, hi: number, size: number): number | null => {
    if (hi - lo > size + 1e-9) return null;
    if (lo < 0) return -lo;
    if (hi > size) return size - hi;
    return 0;
  };
  const x = along(Math.min(...xs), Math.max(...xs), width);
  const y = along(Math.min(...ys), Math.max(...ys), height);
  return x === null || y === null ? null : { x, y };
}

export type PlaceOnTableResult =
  | { ok: true; models: ScenarioModel[]; /** Inches the squad was moved to stand on the table (0 when it fitted). */ moved: number }
  | { ok: false; message: string };

/**
 * placeSquad on a table: a formation that would run off the edge is shifted in whole (never
 * squeezed), or refused with a message when it is bigger than the table.
 */
export function placeSquadOnTable(opts: PlaceSquadOptions, table: { width: number; height: number }): PlaceOnTableResult {
  const models = placeSquad(opts);
  const shift = shiftOntoTable(models, table.width, table.height);
  if (!shift) return { ok: false, message: `The ${opts.template.name} in ${opts.formation} does not fit on a ${table.width} x ${table.height} in table: try another formation.` };
  const moved = Math.hypot(shift.x, shift.y);
  if (moved === 0) return { ok: true, models, moved };
  return { ok: true, models: models.map((m) => ({ ...m, x: m.x + shift.x, y: m.y + shift.y })), moved };
}
