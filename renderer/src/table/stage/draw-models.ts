/**
 * The models layer: each soldier as a round base in his side's colour with a facing tick (the one
 * selected soldier also shows his compass bearing there), NCOs with a bar, medics with a cross; selected ones ringed, those an arc or blast holds ringed in
 * red; objective markers. Drawn in one pass (one Konva shape), so 300 models cost well under a
 * millisecond. The soldiers' labels (name, and in battle his badges) are placed by
 * editor/model-labels.ts and drawn by drawModelLabels; the small helpers below say where the other
 * marks stand, so the placing keeps labels off them.
 */
import { headingVector } from '../../../../engine/geometry/vec';
import { compassFromFacing } from '../../../../engine/games/combat-patrol/compass';
import type { ObjectiveMarker, ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import type { Vec } from '../../../../engine/geometry/vec';
import { toScreen, type Camera } from '../editor/camera';
import type { PlacedLabel } from '../editor/model-labels';
import { label } from './draw-table';
import type { TableTheme } from './theme';

export interface ModelMarks {
  selected: ReadonlySet<string>;
  highlighted: ReadonlySet<string>;
  /** Who-sees overlay: models seen by the chosen side (others of the other side are dimmed). */
  seen: ReadonlySet<string> | null;
  watchingSide: string | null;
  /** Play: soldiers who have acted this turn (drawn faded with a tick). */
  acted?: ReadonlySet<string>;
  /** Play: short badges on his label (wounds, pinned, suppressed, reload): see model-labels.ts. */
  badges?: ReadonlyMap<string, readonly string[]>;
}

/** A base's radius on screen, pixels. */
export function modelRadius(baseDiameter: number, zoom: number): number {
  return Math.max(3, (baseDiameter / 2) * zoom);
}

/** An objective marker's radius on screen, pixels; its name is centred NAME_BELOW px under its edge. */
export function objectiveRadius(zoom: number): number {
  return Math.max(6, 0.75 * zoom);
}
export const OBJECTIVE_NAME_BELOW = 9;
/** Font sizes of an objective's name, the acted tick and the selected man's bearing, pixels. */
export const MARK_PX = 11;

/** Where the acted tick stands by a base at `s` of radius `r`. */
export function actedSpot(s: Vec, r: number): Vec {
  return { x: s.x + r * 0.95, y: s.y - r * 0.95 };
}
export const ACTED_MARK = '✓';

/** The one selected man's compass bearing: its words and where they stand, beyond the facing tick. */
export function bearingMark(m: ScenarioModel, s: Vec, r: number): { text: string; at: Vec } {
  const h = headingVector(m.facing);
  const at = r * 1.45 + 16;
  return { text: `${Math.round(compassFromFacing(m.facing)) % 360}°`, at: { x: s.x + h.x * at, y: s.y + h.y * at } };
}

/** How far a base's facing tick reaches from its centre (out to 1.45 radii, and half its width), pixels. */
export function tickReach(r: number): number {
  return r * 1.45 + tickWidth(r) / 2;
}
const tickWidth = (r: number): number => Math.max(2, r * 0.28);

export function drawModels(
  ctx: CanvasRenderingContext2D,
  doc: { models: readonly ScenarioModel[]; objectives: readonly ObjectiveMarker[] },
  baseDiameter: number,
  cam: Camera,
  theme: TableTheme,
  marks: ModelMarks,
): void {
  const r = modelRadius(baseDiameter, cam.zoom);
  for (const o of doc.objectives) {
    const s = toScreen(cam, o);
    const R = objectiveRadius(cam.zoom);
    ctx.beginPath();
    ctx.arc(s.x, s.y, R, 0, Math.PI * 2);
    ctx.fillStyle = 'rgba(255,255,255,0.85)';
    ctx.fill();
    ctx.lineWidth = marks.selected.has(o.id) ? 4 : 2;
    ctx.strokeStyle = marks.selected.has(o.id) ? theme.accent : '#8a1c1c';
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(s.x, s.y, R * 0.45, 0, Math.PI * 2);
    ctx.fillStyle = '#8a1c1c';
    ctx.fill();
    label(ctx, theme, o.name, s.x, s.y + R + OBJECTIVE_NAME_BELOW, MARK_PX);
  }
  for (const m of doc.models) {
    const s = toScreen(cam, m);
    const dim = marks.seen !== null && m.side !== marks.watchingSide && !marks.seen.has(m.id);
    const acted = marks.acted?.has(m.id) ?? false;
    ctx.globalAlpha = dim ? 0.35 : acted ? 0.55 : 1;
    ctx.beginPath();
    ctx.arc(s.x, s.y, r, 0, Math.PI * 2);
    ctx.fillStyle = m.side === 'US' ? theme.us : theme.german;
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = theme.modelEdge;
    ctx.stroke();
    const h = headingVector(m.facing);
    ctx.beginPath();
    ctx.moveTo(s.x + h.x * r * 0.2, s.y + h.y * r * 0.2);
    ctx.lineTo(s.x + h.x * r * 1.45, s.y + h.y * r * 1.45);
    ctx.lineWidth = tickWidth(r);
    ctx.strokeStyle = theme.modelEdge;
    ctx.stroke();
    if (m.nco) {
      ctx.fillStyle = '#f4d35e';
      ctx.fillRect(s.x - r * 0.55, s.y - r * 0.12, r * 1.1, r * 0.24);
    }
    if (m.medic) {
      ctx.fillStyle = '#ffffff';
      ctx.fillRect(s.x - r * 0.1, s.y - r * 0.5, r * 0.2, r);
      ctx.fillRect(s.x - r * 0.5, s.y - r * 0.1, r, r * 0.2);
    }
    ctx.globalAlpha = 1;
    if (acted) {
      const a = actedSpot(s, r);
      label(ctx, theme, ACTED_MARK, a.x, a.y, MARK_PX);
    }
    if (marks.highlighted.has(m.id)) {
      ctx.beginPath();
      ctx.arc(s.x, s.y, r + 3, 0, Math.PI * 2);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = theme.highlight;
      ctx.stroke();
    }
    if (marks.seen?.has(m.id) && m.side !== marks.watchingSide) {
      // Seen by the watching side: a dashed ring outside any other mark.
      ctx.beginPath();
      ctx.arc(s.x, s.y, r + 9, 0, Math.PI * 2);
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = theme.text;
      ctx.stroke();
      ctx.setLineDash([]);
    }
    if (marks.selected.has(m.id)) {
      ctx.beginPath();
      ctx.arc(s.x, s.y, r + (marks.highlighted.has(m.id) ? 6 : 3), 0, Math.PI * 2);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = theme.accent;
      ctx.stroke();
      // One model selected: his compass bearing just beyond the facing tick.
      if (marks.selected.size === 1) {
        const b = bearingMark(m, s, r);
        label(ctx, theme, b.text, b.at.x, b.at.y, MARK_PX);
      }
    }
  }
}

/**
 * The soldiers' labels where model-labels.ts placed them: the name, then the badges in the
 * highlight colour on a smaller line. A soldier who has acted has his label faded as his base is,
 * one the who-sees overlay dims fainter still.
 */
export function drawModelLabels(
  ctx: CanvasRenderingContext2D,
  theme: TableTheme,
  labels: readonly PlacedLabel[],
  faded: { acted?: ReadonlySet<string>; dimmed?: ReadonlySet<string> } = {},
): void {
  for (const l of labels) {
    ctx.globalAlpha = faded.dimmed?.has(l.id) ? 0.45 : faded.acted?.has(l.id) ? 0.75 : 1;
    const cx = (l.x0 + l.x1) / 2;
    let y = l.y0;
    l.lines.forEach((line, i) => {
      const h = line.size + 2;
      label(ctx, theme, line.text, cx, y + h / 2, line.size, 'center', i > 0 ? theme.highlight : undefined);
      y += h;
    });
  }
  ctx.globalAlpha = 1;
}
