/**
 * Play's overlay: the allowance ring and the path being dragged (red when refused) with its words,
 * a machine-gun arc, Spray's circle or a grenade's blast, the aim line with its odds, a scatter's
 * trail. Every number drawn was worked out by the engine (the play screen's previews).
 */
import { degToRad, type Vec } from '../../../../engine/geometry/vec';
import { toScreen, type Camera } from '../editor/camera';
import type { PlayOverlay } from '../editor/tool-view';
import { label } from './draw-table';
import type { TableTheme } from './theme';

function ring(ctx: CanvasRenderingContext2D, cam: Camera, c: Vec, r: number): void {
  const s = toScreen(cam, c);
  ctx.beginPath();
  ctx.arc(s.x, s.y, Math.max(0, r * cam.zoom), 0, Math.PI * 2);
}

function dashedRing(ctx: CanvasRenderingContext2D, cam: Camera, c: Vec, r: number, dash: number[], colour: string): void {
  ring(ctx, cam, c, r);
  ctx.setLineDash(dash);
  ctx.lineWidth = 2;
  ctx.strokeStyle = colour;
  ctx.stroke();
  ctx.setLineDash([]);
}

export function drawPlay(ctx: CanvasRenderingContext2D, cam: Camera, theme: TableTheme, p: PlayOverlay): void {
  if (p.arc) {
    const a = p.arc;
    const apex = toScreen(cam, a.apex);
    const half = degToRad(a.spanDeg / 2);
    const f = degToRad(a.facingDeg);
    ctx.beginPath();
    ctx.moveTo(apex.x, apex.y);
    ctx.arc(apex.x, apex.y, a.radius * cam.zoom, f - half, f + half);
    ctx.closePath();
    ctx.fillStyle = theme.arc;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    const tip = toScreen(cam, { x: a.apex.x + Math.cos(f) * a.radius * 0.6, y: a.apex.y + Math.sin(f) * a.radius * 0.6 });
    label(ctx, theme, a.text, tip.x, tip.y, 13);
  }
  if (p.circle) {
    ring(ctx, cam, p.circle.center, p.circle.radius);
    ctx.fillStyle = theme.arc;
    ctx.fill();
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    const s = toScreen(cam, p.circle.center);
    label(ctx, theme, p.circle.text, s.x, s.y - p.circle.radius * cam.zoom - 10, 12);
  }
  if (p.reach) {
    dashedRing(ctx, cam, p.reach.center, p.reach.radius, [8, 6], theme.highlight);
    const s = toScreen(cam, p.reach.center);
    label(ctx, theme, p.reach.text, s.x, s.y + p.reach.radius * cam.zoom + 12, 12);
  }
  if (p.ring) dashedRing(ctx, cam, p.ring.center, p.ring.radius, [6, 5], theme.ruler);
  if (p.trail && p.trail.length > 1) {
    ctx.beginPath();
    p.trail.forEach((q, i) => {
      const s = toScreen(cam, q);
      if (i === 0) ctx.moveTo(s.x, s.y);
      else ctx.lineTo(s.x, s.y);
    });
    ctx.setLineDash([3, 3]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (p.aim) {
    const a = toScreen(cam, p.aim.from);
    const b = toScreen(cam, p.aim.to);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    label(ctx, theme, p.aim.text, (a.x + b.x) / 2, (a.y + b.y) / 2 - 10, 13);
  }
  if (p.measure) {
    const m = p.measure;
    const a = toScreen(cam, m.from);
    const b = toScreen(cam, m.to);
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.setLineDash(m.status === 'blocked' ? [7, 5] : []);
    ctx.lineWidth = 3;
    ctx.strokeStyle = theme.los[m.status];
    ctx.stroke();
    ctx.setLineDash([]);
    for (const q of [a, b]) {
      ctx.beginPath();
      ctx.arc(q.x, q.y, 4, 0, Math.PI * 2);
      ctx.fillStyle = theme.los[m.status];
      ctx.fill();
    }
    label(ctx, theme, m.text, (a.x + b.x) / 2, (a.y + b.y) / 2 - 12, 13);
  }
  if (p.follow && p.follow.points.length) {
    ctx.beginPath();
    const f0 = toScreen(cam, p.follow.from);
    ctx.moveTo(f0.x, f0.y);
    for (const q of p.follow.points) {
      const s = toScreen(cam, q);
      ctx.lineTo(s.x, s.y);
    }
    ctx.setLineDash([5, 4]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = theme.ruler;
    ctx.stroke();
    ctx.setLineDash([]);
  }
  if (p.path) {
    const path = p.path;
    const colour = path.ok ? theme.ruler : theme.los.blocked;
    ctx.beginPath();
    const s0 = toScreen(cam, path.from);
    ctx.moveTo(s0.x, s0.y);
    for (const q of path.points) {
      const s = toScreen(cam, q);
      ctx.lineTo(s.x, s.y);
    }
    ctx.lineWidth = 3;
    ctx.strokeStyle = colour;
    ctx.stroke();
    const end = path.points[path.points.length - 1];
    if (end) {
      ring(ctx, cam, end, 0.5);
      ctx.setLineDash([4, 3]);
      ctx.lineWidth = 2;
      ctx.stroke();
      ctx.setLineDash([]);
      const s = toScreen(cam, end);
      label(ctx, theme, path.text, s.x, s.y - 0.5 * cam.zoom - 14, 13);
    }
    for (const b of path.bends ?? []) {
      const s = toScreen(cam, b.at);
      ctx.beginPath();
      ctx.arc(s.x, s.y, 4, 0, Math.PI * 2);
      ctx.fillStyle = colour;
      ctx.fill();
      label(ctx, theme, b.text, s.x, s.y - 14, 12);
    }
  }
  if (p.marker) {
    const s = toScreen(cam, p.marker.at);
    ctx.beginPath();
    ctx.arc(s.x, s.y, Math.max(5, 0.5 * cam.zoom), 0, Math.PI * 2);
    ctx.lineWidth = 3;
    ctx.strokeStyle = theme.highlight;
    ctx.stroke();
    if (p.marker.text) label(ctx, theme, p.marker.text, s.x, s.y - Math.max(5, 0.5 * cam.zoom) - 14, 13);
  }
}
