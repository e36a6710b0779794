/**
 * The geometry of label placement (model-labels.ts), in screen pixels: the 16 spots round a base,
 * box and circle tests, and the uniform grid that finds what a spot would touch.
 */

export interface LabelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface Circle {
  x: number;
  y: number;
  r: number;
}

/** Blank between a base's ring and its label, pixels. */
const GAP = 1;
/**
 * Blank kept between two labels, pixels: side by side enough that two short ones do not read as
 * one ("G MG"); one above the other less (the lines of text already stand apart).
 */
const LABEL_GAP_X = 4;
const LABEL_GAP_Y = 1;
/** Side of a cell of the spatial grid, pixels. */
const CELL = 48;
/**
 * The 16 spots round a base, best first, each as x0 = x + A d + B ring + C w and
 * y0 = y + D d + E ring + F h, where d = ring + GAP (the corners sit at d on the diagonal).
 */
const S = Math.SQRT1_2;
export const SPOTS: ReadonlyArray<readonly [number, number, number, number, number, number]> = [
  [0, 0, -0.5, 1, 0, 0], // below
  [0, 0, -0.5, -1, 0, -1], // above
  [1, 0, 0, 0, 0, -0.5], // right
  [-1, 0, -1, 0, 0, -0.5], // left
  [0, -1, 0, 1, 0, 0], // below, running right
  [0, 1, -1, 1, 0, 0], // below, running left
  [0, -1, 0, -1, 0, -1], // above, running right
  [0, 1, -1, -1, 0, -1], // above, running left
  [1, 0, 0, 0, -1, 0], // right, running down
  [1, 0, 0, 0, 1, -1], // right, running up
  [-1, 0, -1, 0, -1, 0], // left, running down
  [-1, 0, -1, 0, 1, -1], // left, running up
  [S, 0, 0, S, 0, 0], // the corners
  [-S, 0, -1, S, 0, 0],
  [S, 0, 0, -S, 0, -1],
  [-S, 0, -1, -S, 0, -1],
];

export function spot(k: number, x: number, y: number, ring: number, w: number, h: number, out: LabelBox): LabelBox {
  const q = SPOTS[k]!;
  const dd = ring + GAP;
  out.x0 = x + q[0] * dd + q[1] * ring + q[2] * w;
  out.y0 = y + q[3] * dd + q[4] * ring + q[5] * h;
  out.x1 = out.x0 + w;
  out.y1 = out.y0 + h;
  return out;
}

/** The 16 spots for a w x h label round a base at (x, y) kept clear to radius `ring`, best first. */
export function labelSpots(x: number, y: number, ring: number, w: number, h: number): LabelBox[] {
  return SPOTS.map((_, k) => spot(k, x, y, ring, w, h, { x0: 0, y0: 0, x1: 0, y1: 0 }));
}

export function boxesOverlap(a: LabelBox, b: LabelBox): boolean {
  return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;
}

export function circleTouchesBox(c: Circle, b: LabelBox): boolean {
  const dx = Math.max(b.x0 - c.x, 0, c.x - b.x1);
  const dy = Math.max(b.y0 - c.y, 0, c.y - b.y1);
  return dx * dx + dy * dy < c.r * c.r;
}

/** Something labels keep off: a box, or a circle (r > 0) in its bounding box; `owner` -1 when fixed. */
export interface Item extends LabelBox {
  cx: number;
  cy: number;
  r: number;
  owner: number;
}

function touches(it: Item, b: LabelBox): boolean {
  if (!(it.x0 < b.x1 && b.x0 < it.x1 && it.y0 < b.y1 && b.y0 < it.y1)) return false;
  if (it.r === 0) return true;
  const dx = Math.max(b.x0 - it.cx, 0, it.cx - b.x1);
  const dy = Math.max(b.y0 - it.cy, 0, it.cy - b.y1);
  return dx * dx + dy * dy < it.r * it.r;
}

/**
 * A uniform grid over the view of what labels must keep off, for quick lookups round one spot.
 * Labels lie inside the view, so what lies outside it is left out (and what reaches into it is
 * kept in the cells along its edge).
 */
export class Grid {
  private readonly cols: number;
  private readonly rows: number;
  /** Each cell's list, made when something first lands in it. */
  private readonly cells: Array<Item[] | undefined>;
  /** The cells the last box spanned (see `span`). */
  private i0 = 0;
  private i1 = -1;
  private j0 = 0;
  private j1 = -1;

  constructor(width: number, height: number) {
    this.cols = Math.max(1, Math.ceil(width / CELL));
    this.rows = Math.max(1, Math.ceil(height / CELL));
    this.cells = new Array<Item[] | undefined>(this.cols * this.rows);
  }

  /** Sets i0..i1, j0..j1 to the cells `b` covers in the view; false when it lies wholly outside. */
  private span(b: LabelBox): boolean {
    this.i0 = Math.max(0, Math.floor(b.x0 / CELL));
    this.i1 = Math.min(this.cols - 1, Math.floor(b.x1 / CELL));
    this.j0 = Math.max(0, Math.floor(b.y0 / CELL));
    this.j1 = Math.min(this.rows - 1, Math.floor(b.y1 / CELL));
    return this.i0 <= this.i1 && this.j0 <= this.j1;
  }

  add(it: Item): void {
    if (!this.span(it)) return;
    for (let i = this.i0; i <= this.i1; i++) {
      for (let j = this.j0; j <= this.j1; j++) {
        const k = i * this.rows + j;
        const list = this.cells[k];
        if (list) list.push(it);
        else this.cells[k] = [it];
      }
    }
  }

  /** Takes a label out (it moved). */
  remove(it: Item): void {
    if (!this.span(it)) return;
    for (let i = this.i0; i <= this.i1; i++) {
      for (let j = this.j0; j <= this.j1; j++) {
        const list = this.cells[i * this.rows + j];
        const at = list ? list.lastIndexOf(it) : -1;
        if (at >= 0) list!.splice(at, 1);
      }
    }
  }

  /**
   * The owners of the labels `b` touches (besides `owner`'s own), or null when it touches anything
   * fixed (a base, a mark, a name already on the table).
   */
  hits(b: LabelBox, owner: number): number[] | null {
    const out: number[] = [];
    if (!this.span(b)) return out;
    for (let i = this.i0; i <= this.i1; i++) {
      for (let j = this.j0; j <= this.j1; j++) {
        const list = this.cells[i * this.rows + j];
        if (!list) continue;
        for (const it of list) {
          if (it.owner === owner || !touches(it, b)) continue;
          if (it.owner < 0) return null;
          if (!out.includes(it.owner)) out.push(it.owner);
        }
      }
    }
    return out;
  }

  /** True when `b` touches nothing but what `owner` itself placed. */
  free(b: LabelBox, owner: number): boolean {
    if (!this.span(b)) return true;
    for (let i = this.i0; i <= this.i1; i++) {
      for (let j = this.j0; j <= this.j1; j++) {
        const list = this.cells[i * this.rows + j];
        if (!list) continue;
        for (let k = 0; k < list.length; k++) {
          const it = list[k]!;
          if (it.owner !== owner && touches(it, b)) return false;
        }
      }
    }
    return true;
  }
}

export const boxItem = (b: LabelBox, owner = -1): Item => ({ x0: b.x0, y0: b.y0, x1: b.x1, y1: b.y1, cx: 0, cy: 0, r: 0, owner });
/** A label in the grid: its box grown by the gap kept between labels. */
export const labelItem = (b: LabelBox, owner: number): Item => boxItem({ x0: b.x0 - LABEL_GAP_X, y0: b.y0 - LABEL_GAP_Y, x1: b.x1 + LABEL_GAP_X, y1: b.y1 + LABEL_GAP_Y }, owner);
export const circleItem = (c: Circle): Item => ({ x0: c.x - c.r, y0: c.y - c.r, x1: c.x + c.r, y1: c.y + c.r, cx: c.x, cy: c.y, r: c.r, owner: -1 });
