/**
 * The models layer: each soldier as a round base in his side's colour with a facing tick (the one
 * selected soldier also shows his compass bearing there), NCOs with a bar, medics with a cross; selected ones ringed, those an arc or blast holds ringed in
 * red; objective markers. Drawn in one pass (one Konva shape), so 300 models cost well under a
 * millisecond.
 */
import { headingVector } from '../../../../engine/geometry/vec';
import { compassFromFacing } from '../../../../engine/games/combat-patrol/compass';
import type { ObjectiveMarker, ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { toScreen, type Camera } from '../editor/camera';
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
  /** Play: short badges under a soldier (wounds, pinned, suppressed, reload). */
  badges?: ReadonlyMap<string, readonly string[]>;
}

export function drawModels(
  ctx: CanvasRenderingContext2D,
  doc: { models: readonly ScenarioModel[]; objectives: readonly ObjectiveMarker[] },
  baseDiameter: number,
  cam: Camera,
  theme: TableTheme,
  marks: ModelMarks,
): void {
  const r = Math.max(3, (baseDiameter / 2) * cam.zoom);
  for (const o of doc.objectives) {
    const s = toScreen(cam, o);
    const R = Math.max(6, 0.75 * cam.zoom);
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
    label(ctx, theme, o.name, s.x, s.y + R + 9, 11);
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
    ctx.lineWidth = Math.max(2, r * 0.28);
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
    if (acted) label(ctx, theme, '✓', s.x + r * 0.95, s.y - r * 0.95, 11);
    const badges = marks.badges?.get(m.id);
    if (badges && badges.length) label(ctx, theme, badges.join(' · '), s.x, s.y + r + 9, 10);
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
        const at = r * 1.45 + 16;
        label(ctx, theme, `${Math.round(compassFromFacing(m.facing)) % 360}°`, s.x + h.x * at, s.y + h.y * at, 11);
      }
    }
  }
}
