/**
 * The overlay layer: measures and gestures. Range rings, machine-gun arcs, a grenade blast, the
 * line of sight coloured by its result, the ruler with its inches, the outline of selected
 * terrain, and what the current tool shows (its ToolView: the rubber band, a drawing in progress,
 * a squad being placed; handles are drawn by draw-handles.ts).
 * Every number drawn was worked out by engine/ (editor/overlays.ts); this only draws it.
 */
import { degToRad, type Vec } from '../../../../engine/geometry/vec';
import type { TerrainShape } from '../../../../engine/geometry/terrain-index';
import { toScreen, type Camera } from '../editor/camera';
import { inchesText, LOS_LABELS, type Overlays } from '../editor/overlays';
import type { ToolView } from '../editor/tool-view';
import { label, tracePath } from './draw-table';
import type { TableTheme } from './theme';

export interface OverlayInput {
  overlays: Overlays;
  /** What the current tool shows. */
  view: ToolView;
  /** Screen width in pixels (labels stay on the screen). */
  viewportWidth: number;
  selectedShapes: TerrainShape[];
  baseDiameter: number;
}

function circle(ctx: CanvasRenderingContext2D, cam: Camera, c: Vec, radius: number): void {
  const s = toScreen(cam, c);
  ctx.beginPath();
  ctx.arc(s.x, s.y, radius * cam.zoom, 0, Math.PI * 2);
}

export function drawOverlay(ctx: CanvasRenderingContext2D, cam: Camera, theme: TableTheme, input: OverlayInput): void {
  const { overlays: o, view } = input;

  for (const sh of input.selectedShapes) {
    tracePath(ctx, cam, sh.points, sh.closed);
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.accent;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  for (const a of o.arcs) {
    const apex = toScreen(cam, a.sector.apex);
    const half = degToRad(a.sector.spanDeg / 2);
    const f = degToRad(a.sector.facingDeg);
    ctx.beginPath();
    ctx.moveTo(apex.x, apex.y);
    ctx.arc(apex.x, apex.y, a.sector.radius * cam.zoom, f - half, f + half);
    ctx.closePath();
    ctx.fillStyle = theme.arc;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    // The label sits inside the arc near one side line, clear of a sight line along the facing.
    const g = f - half * 0.6;
    const tip = toScreen(cam, { x: a.sector.apex.x + Math.cos(g) * a.sector.radius * 0.72, y: a.sector.apex.y + Math.sin(g) * a.sector.radius * 0.72 });
    label(ctx, theme, `MG arc: ${a.inside.length} in it`, tip.x, tip.y, 12);
  }

  for (const r of o.rings) {
    ctx.strokeStyle = theme.rings;
    ctx.lineWidth = 1.5;
    circle(ctx, cam, r.centre, r.optimum);
    ctx.stroke();
    ctx.setLineDash([8, 6]);
    circle(ctx, cam, r.centre, r.maximum);
    ctx.stroke();
    ctx.setLineDash([]);
    const c = toScreen(cam, r.centre);
    label(ctx, theme, `${r.optimum} in`, c.x, c.y - r.optimum * cam.zoom - 8, 11);
    label(ctx, theme, `${r.maximum} in`, c.x, c.y - r.maximum * cam.zoom - 8, 11);
  }

  if (o.blast) {
    circle(ctx, cam, o.blast.circle.centre, o.blast.circle.radius);
    const c = toScreen(cam, o.blast.circle.centre);
    if (o.blast.outOfReach) {
      // Not thrown: an empty dashed ring, no one caught (the throw line says "out of range").
      ctx.setLineDash([4, 4]);
      ctx.lineWidth = 2;
      ctx.strokeStyle = theme.text;
      ctx.stroke();
      ctx.setLineDash([]);
    } else {
      ctx.fillStyle = theme.arc;
      ctx.fill();
      ctx.lineWidth = 2;
      ctx.strokeStyle = theme.highlight;
      ctx.stroke();
      label(ctx, theme, `blast: ${o.blast.inside.length}`, c.x, c.y - o.blast.circle.radius * cam.zoom - 10, 12);
    }
  }

  if (o.los) {
    const a = toScreen(cam, o.los.from);
    const b = toScreen(cam, o.los.to);
    const colour = theme.los[o.los.result.status];
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineWidth = 3;
    ctx.strokeStyle = colour;
    if (o.los.result.status === 'blocked') ctx.setLineDash([10, 6]);
    ctx.stroke();
    ctx.setLineDash([]);
    // An arrowhead at the target: the sight line is read from the shooter to it.
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    // The tip stops at the edge of a target model's base, so the arrow does not hide him.
    const stop = o.los.targetName ? (input.baseDiameter / 2) * cam.zoom + 2 : 0;
    if (len > stop + 1) {
      const ux = (b.x - a.x) / len;
      const uy = (b.y - a.y) / len;
      const head = 14;
      const tip = { x: b.x - ux * stop, y: b.y - uy * stop };
      ctx.beginPath();
      ctx.moveTo(tip.x, tip.y);
      ctx.lineTo(tip.x - ux * head - uy * head * 0.5, tip.y - uy * head + ux * head * 0.5);
      ctx.lineTo(tip.x - ux * head + uy * head * 0.5, tip.y - uy * head - ux * head * 0.5);
      ctx.closePath();
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = theme.modelEdge;
      ctx.stroke();
    }
    const who = o.los.targetName ? `${o.los.shooterName} → ${o.los.targetName}: ` : '';
    const text = `${who}${LOS_LABELS[o.los.result.status]} · ${inchesText(o.los.result.distance)}`;
    // Beside the target, on whichever side keeps the words on the screen.
    ctx.font = "600 13px system-ui, 'DejaVu Sans', sans-serif";
    const fits = b.x + 10 + ctx.measureText(text).width + 8 <= input.viewportWidth;
    label(ctx, theme, text, fits ? b.x + 10 : b.x - 10, b.y - 18, 13, fits ? 'left' : 'right');
  }

  if (o.ruler) {
    const a = toScreen(cam, o.ruler.from);
    const b = toScreen(cam, o.ruler.to);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = theme.ruler;
    ctx.stroke();
    for (const p of [a, b]) {
      ctx.beginPath();
      ctx.arc(p.x, p.y, 4, 0, Math.PI * 2);
      ctx.fillStyle = theme.ruler;
      ctx.fill();
    }
    label(ctx, theme, inchesText(o.ruler.inches), (a.x + b.x) / 2, (a.y + b.y) / 2 - 14, 14);
  }

  if (view.rubber) {
    const a = toScreen(cam, view.rubber.from);
    const b = toScreen(cam, view.rubber.to);
    ctx.fillStyle = 'rgba(31,95,191,0.12)';
    ctx.fillRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(a.x - b.x), Math.abs(a.y - b.y));
    ctx.strokeStyle = theme.accent;
    ctx.lineWidth = 1;
    ctx.strokeRect(Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(a.x - b.x), Math.abs(a.y - b.y));
  }

  const draft = view.draft;
  if (draft && draft.points.length) {
    const pts = draft.pointer ? [...draft.points, draft.pointer] : draft.points;
    tracePath(ctx, cam, pts, false);
    ctx.lineWidth = 2;
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = theme.accent;
    ctx.stroke();
    ctx.setLineDash([]);
    for (const p of draft.points) {
      const q = toScreen(cam, p);
      ctx.fillStyle = theme.accent;
      ctx.fillRect(q.x - 3.5, q.y - 3.5, 7, 7);
    }
  }

  for (const m of view.ghosts ?? []) {
    circle(ctx, cam, m, input.baseDiameter / 2);
    ctx.lineWidth = 2;
    ctx.setLineDash([3, 3]);
    ctx.strokeStyle = theme.accent;
    ctx.stroke();
    ctx.setLineDash([]);
  }
}
