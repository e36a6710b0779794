/**
 * The camera: how table inches map to screen pixels. screen = world * zoom + (x, y), so `zoom`
 * is pixels per inch. Pure functions; the Konva stage only reads the result.
 */
import type { Vec } from '../../../../engine/geometry/vec';

export interface Camera {
  x: number;
  y: number;
  /** Pixels per inch. */
  zoom: number;
}

export const MIN_ZOOM = 2;
export const MAX_ZOOM = 80;

export function toWorld(c: Camera, screen: Vec): Vec {
  return { x: (screen.x - c.x) / c.zoom, y: (screen.y - c.y) / c.zoom };
}

export function toScreen(c: Camera, world: Vec): Vec {
  return { x: world.x * c.zoom + c.x, y: world.y * c.zoom + c.y };
}

/** Zooms by `factor`, keeping the world point under `screen` where it is. */
export function zoomAt(c: Camera, screen: Vec, factor: number): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, c.zoom * factor));
  const w = toWorld(c, screen);
  return { zoom, x: screen.x - w.x * zoom, y: screen.y - w.y * zoom };
}

export function panBy(c: Camera, dx: number, dy: number): Camera {
  return { ...c, x: c.x + dx, y: c.y + dy };
}

/** The whole table in view with a margin, centred. */
export function fitTable(table: { width: number; height: number }, view: { width: number; height: number }, margin = 24): Camera {
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.min((view.width - 2 * margin) / table.width, (view.height - 2 * margin) / table.height)));
  return { zoom, x: (view.width - table.width * zoom) / 2, y: (view.height - table.height * zoom) / 2 };
}

/** A scale bar: a round number of inches about `targetPx` long on screen. */
export function scaleBar(c: Camera, targetPx = 120): { inches: number; px: number } {
  const want = targetPx / c.zoom;
  const steps = [0.5, 1, 2, 3, 6, 12, 24, 48];
  const inches = steps.reduce((best, s) => (Math.abs(s - want) < Math.abs(best - want) ? s : best), 1);
  return { inches, px: inches * c.zoom };
}
