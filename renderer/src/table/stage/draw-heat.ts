/**
 * The balance check's heat map on the table (a layer of its own, under the models): each cell of
 * the grid (engine/games/combat-patrol/balance/heat.ts) as a square on screen, the busier the
 * stronger. Where men fell in red, where the killing shots came from in blue.
 */
import type { HeatCell } from '../../../../engine/games/combat-patrol/balance/heat';
import type { Camera } from '../editor/camera';

export type HeatLayer = 'fell' | 'from';

/** What the table shows of a check: which layer, and its cells. */
export interface HeatShown {
  layer: HeatLayer;
  cells: readonly HeatCell[];
}

export interface HeatRect {
  x: number;
  y: number;
  size: number;
  /** 0.15 for the quietest cell shown up to 0.7 for the busiest. */
  alpha: number;
}

export const HEAT_COLOURS: Record<HeatLayer, string> = { fell: '220, 38, 38', from: '37, 99, 235' };

/** The screen squares of the cells (pixels of the stage), for the camera. */
export function heatRects(camera: Camera, cells: readonly HeatCell[]): HeatRect[] {
  return cells.map((c) => ({
    x: c.x * camera.zoom + camera.x,
    y: c.y * camera.zoom + camera.y,
    size: c.size * camera.zoom,
    alpha: Math.round((0.15 + 0.55 * c.share) * 100) / 100,
  }));
}

export function drawHeat(ctx: CanvasRenderingContext2D, camera: Camera, heat: HeatShown): void {
  const rgb = HEAT_COLOURS[heat.layer];
  for (const r of heatRects(camera, heat.cells)) {
    ctx.fillStyle = `rgba(${rgb}, ${r.alpha})`;
    ctx.fillRect(r.x, r.y, r.size, r.size);
  }
}
