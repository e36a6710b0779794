/**
 * The static layer: table, grid, deployment zones, terrain (cut at the table's edge). Drawn in
 * screen pixels from the document and the camera; redrawn only when the terrain, the table or the
 * camera changes. Zone labels go on the models layer, over the terrain and clear of the soldiers.
 */
import type { TerrainShape } from '../../../../engine/geometry/terrain-index';
import type { Vec } from '../../../../engine/geometry/vec';
import { terrainKind } from '../../../../engine/games/combat-patrol/data';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { toScreen, type Camera } from '../editor/camera';
import type { LabelBox } from '../editor/zone-labels';
import type { TableTheme } from './theme';

export function tracePath(ctx: CanvasRenderingContext2D, cam: Camera, pts: readonly Vec[], closed: boolean): void {
  ctx.beginPath();
  pts.forEach((p, i) => {
    const s = toScreen(cam, p);
    if (i === 0) ctx.moveTo(s.x, s.y);
    else ctx.lineTo(s.x, s.y);
  });
  if (closed) ctx.closePath();
}

/** Font size of a deployment zone's label, pixels. */
export const ZONE_LABEL_PX = 13;

/** The font every label on the table is drawn in, at `size` pixels. */
export function labelFont(size: number): string {
  return `600 ${size}px system-ui, 'DejaVu Sans', sans-serif`;
}

export function label(ctx: CanvasRenderingContext2D, theme: TableTheme, text: string, x: number, y: number, size = 12, align: CanvasTextAlign = 'center', colour = theme.text): void {
  ctx.font = labelFont(size);
  ctx.textAlign = align;
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = theme.textHalo;
  // A round join: a mitred halo spikes off the points of an M or a V.
  ctx.lineJoin = 'round';
  ctx.strokeText(text, x, y);
  ctx.lineJoin = 'miter';
  ctx.fillStyle = colour;
  ctx.fillText(text, x, y);
}

/** Font size of a terrain piece's name, pixels; names show from TERRAIN_NAMES_ZOOM pixels an inch. */
export const TERRAIN_NAME_PX = 11;
export const TERRAIN_NAMES_ZOOM = 6;

/** The names drawn on area pieces (woods, a building, a field) at this zoom: each at its piece's middle, in inches. */
export function terrainNames(shapes: readonly TerrainShape[], zoom: number): Array<{ text: string; at: Vec }> {
  if (zoom < TERRAIN_NAMES_ZOOM) return [];
  return shapes.filter((s) => s.closed && s.name).map((s) => ({ text: s.name, at: centreOf(s.points) }));
}

function centreOf(pts: readonly Vec[]): Vec {
  return { x: pts.reduce((s, p) => s + p.x, 0) / pts.length, y: pts.reduce((s, p) => s + p.y, 0) / pts.length };
}

export function drawTable(ctx: CanvasRenderingContext2D, doc: Scenario, shapes: readonly TerrainShape[], cam: Camera, theme: TableTheme): void {
  const { width, height, grid } = doc.table;
  const o = toScreen(cam, { x: 0, y: 0 });
  ctx.fillStyle = theme.felt;
  ctx.fillRect(o.x, o.y, width * cam.zoom, height * cam.zoom);
  if (grid.visible && grid.spacing * cam.zoom >= 4) {
    ctx.beginPath();
    for (let x = grid.spacing; x < width; x += grid.spacing) {
      ctx.moveTo(o.x + x * cam.zoom, o.y);
      ctx.lineTo(o.x + x * cam.zoom, o.y + height * cam.zoom);
    }
    for (let y = grid.spacing; y < height; y += grid.spacing) {
      ctx.moveTo(o.x, o.y + y * cam.zoom);
      ctx.lineTo(o.x + width * cam.zoom, o.y + y * cam.zoom);
    }
    ctx.strokeStyle = theme.grid;
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  for (const z of doc.deploymentZones) {
    tracePath(ctx, cam, z.points, true);
    ctx.fillStyle = z.side === 'US' ? 'rgba(79,100,32,0.22)' : 'rgba(95,107,114,0.25)';
    ctx.fill();
    ctx.setLineDash([6, 4]);
    ctx.strokeStyle = z.side === 'US' ? theme.us : theme.german;
    ctx.lineWidth = 2;
    ctx.stroke();
    ctx.setLineDash([]);
  }

  // Terrain ends at the table's edge, as on a real table (a road's round end does not poke out).
  // A piece dragged off the table still shows its dashed outline while selected (overlay layer).
  ctx.save();
  ctx.beginPath();
  ctx.rect(o.x, o.y, width * cam.zoom, height * cam.zoom);
  ctx.clip();
  // Areas first (fields and roads under everything), then lines.
  const ordered = [...shapes].sort((a, b) => rank(a) - rank(b));
  for (const s of ordered) {
    const piece = doc.terrain.find((t) => t.id === s.id);
    const colour = terrainKind(piece?.kind ?? '')?.colour ?? '#777';
    if (s.closed) {
      tracePath(ctx, cam, s.points, true);
      ctx.globalAlpha = s.blocksSight ? 0.92 : 0.75;
      ctx.fillStyle = colour;
      ctx.fill();
      ctx.globalAlpha = 1;
      ctx.strokeStyle = 'rgba(0,0,0,0.55)';
      ctx.lineWidth = 1.5;
      ctx.stroke();
    } else {
      tracePath(ctx, cam, s.points, false);
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.strokeStyle = 'rgba(0,0,0,0.55)';
      ctx.lineWidth = Math.max(2, s.width * cam.zoom) + 2;
      ctx.stroke();
      ctx.strokeStyle = colour;
      ctx.lineWidth = Math.max(2, s.width * cam.zoom);
      ctx.stroke();
    }
  }
  for (const t of terrainNames(shapes, cam.zoom)) {
    const c = toScreen(cam, t.at);
    label(ctx, theme, t.text, c.x, c.y, TERRAIN_NAME_PX);
  }
  ctx.restore();
  ctx.strokeStyle = theme.feltEdge;
  ctx.lineWidth = 2;
  ctx.strokeRect(o.x, o.y, width * cam.zoom, height * cam.zoom);
}

/** Zone labels (placed by editor/zone-labels.ts), drawn over the terrain and under the soldiers. */
export function drawZoneLabels(ctx: CanvasRenderingContext2D, cam: Camera, theme: TableTheme, labels: readonly LabelBox[]): void {
  for (const l of labels) {
    const c = toScreen(cam, { x: (l.x0 + l.x1) / 2, y: (l.y0 + l.y1) / 2 });
    label(ctx, theme, l.text, c.x, c.y, ZONE_LABEL_PX);
  }
}

/** Drawing order: roads and fields at the bottom, then other areas, then walls and hedges. */
function rank(s: TerrainShape): number {
  if (!s.closed && s.cover === 'none') return 0;
  if (s.closed && s.cover === 'none') return 0;
  return s.closed ? 1 : 2;
}
