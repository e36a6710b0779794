/**
 * The print display list: what each page draws, in PDF points with the origin at the page's TOP
 * left and y running down (as on the table). Layout builds these; paint.ts turns them into PDF
 * operators. Keeping the list as plain data lets tests check geometry (a 1-inch ruler is 72 pt).
 */
import type { Vec } from '../../engine/geometry';

export interface Rgb { r: number; g: number; b: number }

/**
 * Appends `items` to `to` one by one. `to.push(...items)` passes every item as an argument and
 * overflows the stack for long lists (a 100,000-soldier table drawing).
 */
export function append<T>(to: T[], items: readonly T[]): T[] {
  for (const x of items) to.push(x);
  return to;
}

export interface PathOp {
  t: 'path';
  /** One or more subpaths; each closed when `closed` is true. */
  subpaths: Vec[][];
  closed: boolean;
  fill?: Rgb;
  stroke?: Rgb;
  lineWidth?: number;
  dash?: number[];
  tag?: string;
}

export interface CircleOp { t: 'circle'; c: Vec; r: number; fill?: Rgb; stroke?: Rgb; lineWidth?: number; tag?: string }

export interface TextOp {
  t: 'text';
  /** Baseline start (left align), centre or end, per `align`. */
  at: Vec;
  text: string;
  size: number;
  bold?: boolean;
  colour?: Rgb;
  align?: 'left' | 'center' | 'right';
  /** Degrees clockwise on the page. */
  rotate?: number;
  tag?: string;
}

/** Clip what follows (until the matching 'unclip') to a polygon. Clips nest. */
export interface ClipOp { t: 'clip'; poly: Vec[] }
export interface UnclipOp { t: 'unclip' }

export type Op = PathOp | CircleOp | TextOp | ClipOp | UnclipOp;

export interface PrintPage {
  kind: 'overview' | 'tile' | 'report';
  width: number;
  height: number;
  ops: Op[];
  /** Tiles only: "B3". */
  label?: string;
}

/** Measures and cleans text for the standard fonts (WinAnsi). */
export interface TextKit {
  clean(text: string): string;
  width(text: string, size: number, bold?: boolean): number;
}

export const BLACK: Rgb = { r: 0, g: 0, b: 0 };
export const grey = (v: number): Rgb => ({ r: v, g: v, b: v });

export function hexColour(hex: string, fallback: Rgb = grey(0.5)): Rgb {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m) return fallback;
  const n = parseInt(m[1] as string, 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

/** `c` mixed towards white by `amount` (0: unchanged, 1: white): light fills that print well. */
export function tint(c: Rgb, amount: number): Rgb {
  return { r: c.r + (1 - c.r) * amount, g: c.g + (1 - c.g) * amount, b: c.b + (1 - c.b) * amount };
}

export function rectPath(x: number, y: number, w: number, h: number): Vec[] {
  return [{ x, y }, { x: x + w, y }, { x: x + w, y: y + h }, { x, y: y + h }];
}

export function line(a: Vec, b: Vec, stroke: Rgb, lineWidth: number, extra: Partial<PathOp> = {}): PathOp {
  return { t: 'path', subpaths: [[a, b]], closed: false, stroke, lineWidth, ...extra };
}
