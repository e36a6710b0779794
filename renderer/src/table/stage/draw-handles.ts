/**
 * Overlay drawing for editing and throwing: the handles of the single selected outline (resize
 * squares on its dashed box, the rotate knob, vertex squares with the picked one filled, "+" on
 * edge midpoints) and a grenade thrower's range bands with the line to his target point.
 * Positions come from editor/handles.ts and editor/grenade.ts; this only draws them.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import { toScreen, type Camera } from '../editor/camera';
import type { GrenadeThrow } from '../../../../engine/games/combat-patrol/grenades';
import type { OutlineHandles } from '../editor/handles';
import { label } from './draw-table';
import type { TableTheme } from './theme';

function square(ctx: CanvasRenderingContext2D, q: Vec, half: number, fill: string, stroke: string): void {
  ctx.fillStyle = fill;
  ctx.strokeStyle = stroke;
  ctx.lineWidth = 2;
  ctx.fillRect(q.x - half, q.y - half, half * 2, half * 2);
  ctx.strokeRect(q.x - half, q.y - half, half * 2, half * 2);
}

export function drawHandles(ctx: CanvasRenderingContext2D, cam: Camera, theme: TableTheme, h: OutlineHandles, picked: number | null): void {
  const s = (p: Vec) => toScreen(cam, p);
  ctx.beginPath();
  h.frame.forEach((p, i) => (i ? ctx.lineTo(s(p).x, s(p).y) : ctx.moveTo(s(p).x, s(p).y)));
  ctx.closePath();
  ctx.setLineDash([3, 4]);
  ctx.lineWidth = 1;
  ctx.strokeStyle = theme.accent;
  ctx.stroke();
  ctx.setLineDash([]);
  if (h.rotate) {
    const a = s(h.rotate.stem);
    const b = s(h.rotate.at);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineWidth = 1.5;
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(b.x, b.y, 6, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.stroke();
  }
  for (const r of h.resize) square(ctx, s(r.at), 5, theme.accent, '#ffffff');
  for (const m of h.midpoints) {
    const q = s(m.at);
    ctx.beginPath();
    ctx.arc(q.x, q.y, 6, 0, Math.PI * 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = theme.accent;
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(q.x - 3.5, q.y);
    ctx.lineTo(q.x + 3.5, q.y);
    ctx.moveTo(q.x, q.y - 3.5);
    ctx.lineTo(q.x, q.y + 3.5);
    ctx.stroke();
  }
  h.vertices.forEach((p, i) => square(ctx, s(p), i === picked ? 6 : 4.5, i === picked ? theme.highlight : '#ffffff', i === picked ? '#ffffff' : theme.accent));
}

export function drawGrenade(ctx: CanvasRenderingContext2D, cam: Camera, theme: TableTheme, g: GrenadeThrow): void {
  const c = toScreen(cam, g.from);
  const ring = (inches: number) => {
    ctx.beginPath();
    ctx.arc(c.x, c.y, inches * cam.zoom, 0, Math.PI * 2);
  };
  ring(g.optimum);
  ctx.fillStyle = theme.band;
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = theme.rings;
  ctx.stroke();
  ring(g.maximum);
  ctx.setLineDash([8, 6]);
  ctx.stroke();
  ctx.setLineDash([]);
  label(ctx, theme, `throw ${g.optimum} in`, c.x, c.y - g.optimum * cam.zoom - 8, 11);
  label(ctx, theme, `max ${g.maximum} in`, c.x, c.y - g.maximum * cam.zoom - 8, 11);
  const t = g.target;
  if (!t) return;
  const b = toScreen(cam, t.at);
  ctx.beginPath();
  ctx.moveTo(c.x, c.y);
  ctx.lineTo(b.x, b.y);
  ctx.lineWidth = 2;
  ctx.strokeStyle = t.ok ? theme.ruler : theme.highlight;
  if (!t.ok) ctx.setLineDash([6, 5]);
  ctx.stroke();
  ctx.setLineDash([]);
  if (!t.ok) {
    ctx.beginPath();
    ctx.moveTo(b.x - 7, b.y - 7);
    ctx.lineTo(b.x + 7, b.y + 7);
    ctx.moveTo(b.x + 7, b.y - 7);
    ctx.lineTo(b.x - 7, b.y + 7);
    ctx.lineWidth = 3;
    ctx.stroke();
    label(ctx, theme, 'out of range', b.x + 12, b.y + 18, 12, 'left');
  }
}
