/**
 * Where each soldier's label goes on the table: his name and, in battle, his badges (wound,
 * pinned, suppressed, ...) on a second, smaller line. No two labels overlap, and none covers a
 * base (any soldier's, his own included), a facing tick, an objective or another label already
 * on the table (zone and terrain names). Plain geometry in screen pixels (the text has a fixed
 * pixel size whatever the zoom); the stage measures the text and draws the result.
 *
 * Each label is tried at 16 spots touching its base: below, above, right, left, each shifted
 * along its side both ways, and the four corners, in that order of preference. Placement is
 * greedy, the men taken in this order: the selected man, then those with the most badges (their
 * state matters most in battle), then along the table from the left (men in a line then take the
 * spots beside and across from each other in turn):
 *   1. everyone gets his SHORTEST label (initials, and badges without their parentheses) at the
 *      first free spot, so that in a crowd as many men as possible are labelled; a man left
 *      with no free spot takes one held by one or two labels that can move to another of theirs;
 *   2. then each in turn takes the longest label that fits at a spot left free (his full name
 *      with all his badges, else his initials with all his badges); the selected man may also
 *      move one or two others' labels to make room for his.
 * Given the last placement at the same zoom (`previous`) with the same men selected, a man whose
 * label still fits where it stood keeps it, so labels stand still while the view pans or one man
 * moves: only the others go through the steps above, and only labels near what changed try to
 * grow (or come back).
 * A label that does not fit even in its shortest form is DROPPED, not drawn: hovering the
 * soldier always shows his full name and state in the tooltip. Text is never shrunk below its
 * size (tiny text on a busy table reads worse than none).
 */

import { boxItem, circleItem, Grid, labelItem, spot, SPOTS, type Circle, type Item, type LabelBox } from './label-spots';
import { initials, shortBadge } from './label-words';

export { boxesOverlap, circleTouchesBox, labelSpots, type Circle, type LabelBox } from './label-spots';
export { initials, shortBadge } from './label-words';

export interface LabelSubject {
  id: string;
  /** The centre of his base on screen, pixels. */
  x: number;
  y: number;
  /** The radius kept clear round his base (the base and any ring drawn round it), pixels. */
  ring: number;
  name: string;
  /** Battle: short badges (a wound, pinned, ...) shown on a second line. */
  badges?: readonly string[];
  /** Placed before everyone else (the selected soldier). */
  first?: boolean;
}

export interface LabelLine {
  text: string;
  /** Font size, pixels. */
  size: number;
}

export interface PlacedLabel extends LabelBox {
  id: string;
  lines: LabelLine[];
  /** 0: his full name and badges; 1: initials and all his badges; 2: initials and short badges. */
  level: number;
  /** The centre of his base when it was placed, pixels. */
  bx: number;
  by: number;
}

export interface LabelPlacement {
  labels: PlacedLabel[];
  /** Men in the view left without a label: no room even for the shortest. */
  dropped: string[];
  /** The men placed first (the selected). */
  first: string[];
}

export interface LabelOptions {
  /** The view, pixels: every label stays inside it; a soldier outside it gets none. */
  viewport: { width: number; height: number };
  /** The width of `text` drawn at `size` pixels, in pixels. */
  measure: (text: string, size: number) => number;
  /** Fixed boxes labels keep off (zone, objective and terrain names, a selected man's bearing). */
  boxes?: readonly LabelBox[];
  /** Fixed circles labels keep off, besides the subjects' own bases (facing ticks, objectives). */
  circles?: readonly Circle[];
  /** Font sizes of the name and of the badges line, pixels. */
  nameSize?: number;
  badgeSize?: number;
  /**
   * The last placement, at the same zoom, and how far the view has moved since (pixels). A man
   * whose label still fits where it stood beside his base keeps it, so labels stand still while
   * the view pans or another man moves; the rest are placed as above, and only the labels near
   * what changed (a man moved, come or gone, a label changed) try to grow, or come back.
   */
  previous?: { placement: LabelPlacement; shift: { x: number; y: number } };
}

/** How near a change (pixels) a kept label tries again to grow, or a dropped one to come back. */
const NEAR = 160;

export const NAME_PX = 11;
export const BADGE_PX = 10;
/** Room for the text's halo (3 px wide stroke) each side of the words, pixels. */
const HALO = 2;
/** Spots a man left without a label tries to take from others (each try looks for new homes for them). */
const REPAIR_TRIES = 4;

interface Variant {
  lines: LabelLine[];
  w: number;
  h: number;
}

/**
 * The label's forms for each measure (the stage keeps one), by name, badges and sizes: the same
 * men are labelled frame after frame, so their texts are made and measured once.
 */
const variantsMet = new WeakMap<LabelOptions['measure'], Map<string, Variant[]>>();

function variantsOf(s: LabelSubject, o: Required<Pick<LabelOptions, 'measure' | 'nameSize' | 'badgeSize'>>): Variant[] {
  let met = variantsMet.get(o.measure);
  if (!met) variantsMet.set(o.measure, (met = new Map()));
  const key = `${o.nameSize}|${o.badgeSize}|${s.name}|${s.badges?.join('|') ?? ''}`;
  let out = met.get(key);
  if (!out) {
    if (met.size > 2000) met.clear();
    out = makeVariants(s, o);
    met.set(key, out);
  }
  return out;
}

function makeVariants(s: LabelSubject, o: Required<Pick<LabelOptions, 'measure' | 'nameSize' | 'badgeSize'>>): Variant[] {
  const badges = s.badges ?? [];
  const short = initials(s.name);
  const texts: Array<[string, string]> = [
    [s.name, badges.join(' · ')],
    [short, badges.join(' · ')],
    [short, badges.map(shortBadge).join(' · ')],
  ];
  const out: Variant[] = [];
  const seen = new Set<string>();
  for (const [name, badgeLine] of texts) {
    const key = `${name}\n${badgeLine}`;
    if (seen.has(key)) {
      // Keep the level numbers (0, 1, 2) whatever repeats: a repeat is the one before it again.
      out.push(out[out.length - 1]!);
      continue;
    }
    seen.add(key);
    const lines: LabelLine[] = [];
    if (name) lines.push({ text: name, size: o.nameSize });
    if (badgeLine) lines.push({ text: badgeLine, size: o.badgeSize });
    const w = lines.length ? Math.max(...lines.map((l) => o.measure(l.text, l.size))) + 2 * HALO : 0;
    const h = lines.reduce((sum, l) => sum + l.size + 2, 0);
    out.push({ lines, w, h });
  }
  return out;
}

interface Entry {
  s: LabelSubject;
  /** Its index in `order`: the owner number of its label in the grid. */
  n: number;
  /** Its index among the subjects. */
  i: number;
  variants: Variant[];
  /** Its label now (its box, and its item in the grid), and at which level. */
  box: LabelBox | null;
  item: Item | null;
  level: number;
  /** With a previous placement: his label kept from it; left without one then, and nothing changed near him since. */
  kept: boolean;
  stillDropped: boolean;
}

/** Each subject's label where it fits (see the top of this file); subjects with none are left out. */
export function placeModelLabels(subjects: readonly LabelSubject[], options: LabelOptions): LabelPlacement {
  const o = { measure: options.measure, nameSize: options.nameSize ?? NAME_PX, badgeSize: options.badgeSize ?? BADGE_PX };
  const { width, height } = options.viewport;
  const grid = new Grid(width, height);
  for (const b of options.boxes ?? []) grid.add(boxItem(b));
  for (const c of options.circles ?? []) grid.add(circleItem(c));
  // Every base is kept clear, his own too (a base off the view can still reach into it).
  for (const s of subjects) grid.add(circleItem({ x: s.x, y: s.y, r: s.ring }));

  const order: Entry[] = subjects
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => s.x >= 0 && s.y >= 0 && s.x <= width && s.y <= height && (s.name || s.badges?.length))
    // Along the table from the left (then down): men in a line take the spots beside and across from each other in turn.
    .sort((a, b) => Number(!!b.s.first) - Number(!!a.s.first) || (b.s.badges?.length ?? 0) - (a.s.badges?.length ?? 0) || a.s.x - b.s.x || a.s.y - b.s.y || a.i - b.i)
    .map(({ s, i }, n) => ({ s, n, i, variants: variantsOf(s, o), box: null, item: null, level: -1, kept: false, stillDropped: false }));

  const scratch: LabelBox = { x0: 0, y0: 0, x1: 0, y1: 0 };
  /** The first free spot for `e`'s label at `level`, or null. */
  const find = (e: Entry, level: number): LabelBox | null => {
    const v = e.variants[level]!;
    for (let k = 0; k < SPOTS.length; k++) {
      const b = spot(k, e.s.x, e.s.y, e.s.ring, v.w, v.h, scratch);
      if (b.x0 >= 0 && b.y0 >= 0 && b.x1 <= width && b.y1 <= height && grid.free(b, e.n)) return { ...b };
    }
    return null;
  };
  const put = (e: Entry, level: number, box: LabelBox): void => {
    if (e.item) grid.remove(e.item);
    e.box = box;
    e.item = labelItem(box, e.n);
    e.level = level;
    grid.add(e.item);
  };

  /**
   * Puts `e`'s label at `level` on one of his spots held by at most two other labels that can move
   * to another of their own spots (at their own length); true when done.
   */
  const takeSpot = (e: Entry, level: number): boolean => {
    const v = e.variants[level]!;
    for (let k = 0, tries = 0; k < SPOTS.length && tries < REPAIR_TRIES; k++) {
      const at = spot(k, e.s.x, e.s.y, e.s.ring, v.w, v.h, scratch);
      if (at.x0 < 0 || at.y0 < 0 || at.x1 > width || at.y1 > height) continue;
      const blockers = grid.hits(at, e.n);
      if (blockers === null || blockers.length > 2) continue;
      tries++;
      const b = { ...at };
      const others = blockers.map((n) => order[n]!);
      const held = others.map((x) => x.item!);
      for (const h of held) grid.remove(h);
      const mine = labelItem(b, e.n);
      grid.add(mine);
      const homes: Array<{ box: LabelBox; item: Item }> = [];
      for (const x of others) {
        const box = find(x, x.level);
        if (!box) break;
        const item = labelItem(box, x.n);
        grid.add(item);
        homes.push({ box, item });
      }
      if (homes.length === others.length) {
        if (e.item) grid.remove(e.item);
        Object.assign(e, { box: b, item: mine, level });
        others.forEach((x, i) => Object.assign(x, homes[i]));
        return true;
      }
      // No home for one of them: everything back as it was.
      grid.remove(mine);
      for (const h of homes) grid.remove(h.item);
      for (const h of held) grid.add(h);
    }
    return false;
  };

  // 0. Labels kept from the last placement where they still fit; the places where something changed.
  const changes: Array<{ x: number; y: number }> = [];
  const firsts = order.filter((e) => e.s.first).map((e) => e.s.id);
  // A new man selected is placed first, as if for the first time: the others make room for him.
  const prev = options.previous && options.previous.placement.first.join() === firsts.join() ? options.previous : undefined;
  if (prev) {
    const was = new Map(prev.placement.labels.map((l) => [l.id, l]));
    const wasDropped = new Set(prev.placement.dropped);
    const { x: sx, y: sy } = prev.shift;
    const here = new Set<string>();
    for (const e of order) {
      const { id, x, y } = e.s;
      here.add(id);
      const p = was.get(id);
      if (!p) {
        if (wasDropped.has(id)) e.stillDropped = true;
        else changes.push({ x, y });
        continue;
      }
      if (Math.abs(x - p.bx - sx) > 0.01 || Math.abs(y - p.by - sy) > 0.01) changes.push({ x: p.bx + sx, y: p.by + sy }, { x, y });
      const v = e.variants[p.level];
      const box = { x0: p.x0 + x - p.bx, y0: p.y0 + y - p.by, x1: p.x1 + x - p.bx, y1: p.y1 + y - p.by };
      if (v && sameLines(v.lines, p.lines) && box.x0 >= 0 && box.y0 >= 0 && box.x1 <= width && box.y1 <= height && grid.free(box, e.n)) {
        put(e, p.level, box);
        e.kept = true;
      } else changes.push({ x, y });
    }
    for (const p of prev.placement.labels) if (!here.has(p.id)) changes.push({ x: p.bx + sx, y: p.by + sy });
    // Something changed near a man left without a label last time: he tries again.
    for (const e of order) if (e.stillDropped && nearAny(e.s, changes)) e.stillDropped = false;
  }

  // 1. Everyone's shortest label, the selected man's first; one left without a spot takes one from others who can move.
  for (const e of order) {
    if (e.item || e.stillDropped) continue;
    const level = e.variants.length - 1;
    const box = find(e, level);
    if (box) put(e, level, box);
  }
  for (const e of order) if (!e.item && !e.stillDropped) takeSpot(e, e.variants.length - 1);
  // 2. Then the longest that fits, in the same order; the selected man may move others' labels to make room for his.
  for (const e of order) {
    if (e.kept && (e.level === 0 || !nearAny(e.s, changes))) continue;
    const now = e.item ? e.level : e.variants.length;
    for (let level = 0; level < now; level++) {
      // A form no longer than his label now (the same words) is no gain.
      if (e.item && e.variants[level] === e.variants[now]) break;
      if (level > 0 && e.variants[level] === e.variants[level - 1]) continue;
      const box = find(e, level);
      if (box) {
        put(e, level, box);
        break;
      }
      if (e.s.first && takeSpot(e, level)) break;
    }
  }

  const labels: PlacedLabel[] = [];
  const dropped: string[] = [];
  for (const e of [...order].sort((a, b) => a.i - b.i)) {
    if (e.box) labels.push({ id: e.s.id, lines: e.variants[e.level]!.lines, level: e.level, x0: e.box.x0, y0: e.box.y0, x1: e.box.x1, y1: e.box.y1, bx: e.s.x, by: e.s.y });
    else dropped.push(e.s.id);
  }
  return { labels, dropped, first: firsts };
}

function nearAny(p: { x: number; y: number }, points: ReadonlyArray<{ x: number; y: number }>): boolean {
  for (const q of points) if (Math.abs(q.x - p.x) < NEAR && Math.abs(q.y - p.y) < NEAR) return true;
  return false;
}

function sameLines(a: readonly LabelLine[], b: readonly LabelLine[]): boolean {
  return a.length === b.length && a.every((l, i) => l.text === b[i]!.text && l.size === b[i]!.size);
}
