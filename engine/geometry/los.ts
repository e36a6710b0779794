/**
 * Line of sight and cover between two points (base centres), against indexed terrain.
 * The rules (see resources/rules/combat-patrol-geometry.md):
 * - Sight line: the straight segment from the shooter's centre to the target's centre. Models never block it.
 * - A sight-blocking AREA (woods, building) blocks when the sight line runs through more than
 *   `sightDepth` inches of it in total; so a model within that depth of the edge sees out and is seen,
 *   and two models inside the same wood see each other when no more than that apart. Exactly equal sees.
 * - A sight-blocking LINE (e.g. tall hedge) blocks when the sight line crosses its centre line farther
 *   than `sightDepth` from both models: a model at the hedge sees over it.
 * - Cover of the target: the best cover among (a) the area the target stands in (its edge counts as in),
 *   (b) pieces the sight line meets no farther than `coverDistance` from the target (for lines: where it
 *   crosses the centre line; for areas: where it leaves the area nearest the target). An area the shooter
 *   stands in gives the target nothing unless the target is in it too.
 * - Removing a piece can never improve the target's protection: every piece counts on its own.
 */
import { segmentInsideIntervals, pointInPolygon } from './polygon';
import { segmentPolylineCrossings } from './thick-line';
import { piecesAlong, piecesAlongUnordered, type CoverLevel, type TerrainIndex, type TerrainShape } from './terrain-index';
import { EPS, distance, type Box, type Vec } from './vec';

/** EPS read once: a module-local constant keeps hot loops free of import look-ups. */
const TOL = EPS;

export interface SightRules {
  /** To-hit modifiers by cover, from the rules data (house defaults: light -1, heavy -2). */
  coverModifiers: { light: number; heavy: number };
  /** A piece the sight line meets within this many inches of the target gives the target its cover. */
  coverDistance: number;
  /** Inches of a sight-blocking piece a sight line may pass through (or reach over, for lines). */
  sightDepth: number;
}

export const DEFAULT_SIGHT_RULES: SightRules = { coverModifiers: { light: -1, heavy: -2 }, coverDistance: 2, sightDepth: 1 };

export type LosStatus = 'clear' | 'light' | 'heavy' | 'blocked';
/** Status as a small number for matrices: 0 clear, 1 light, 2 heavy, 3 blocked (higher protects the target more). */
export const LOS_CODES: readonly LosStatus[] = ['clear', 'light', 'heavy', 'blocked'];

export interface LosResult {
  status: LosStatus;
  /** To-hit modifier for the cover; null when blocked. */
  modifier: number | null;
  /** In words: "stone wall 3.2 in in front of the target: heavy cover, -2". */
  reason: string;
  /** Ids of the pieces that decided the result (the blocking pieces, or the one giving the cover). */
  pieces: string[];
  /** Ids of every piece the sight line meets, nearest the shooter first. */
  crossed: string[];
  /** Centre-to-centre distance in inches. */
  distance: number;
}

export interface LosOptions {
  /** A pinned model lies prone: at least light cover (house rule). */
  targetProne?: boolean;
}

interface PieceHit {
  piece: TerrainShape;
  /** Parts of a→b in the piece (areas) or meeting its centre line (lines), as t intervals. */
  intervals: Array<[number, number]>;
  aInside: boolean;
  bInside: boolean;
}


/**
 * Sight lines are traced in one canonical direction (lexicographically smaller end first), so that
 * a→b and b→a meet exactly the same pieces at exactly the same places whatever the float rounding.
 */
function canonical(a: Vec, b: Vec): boolean {
  return a.x < b.x || (a.x === b.x && a.y <= b.y);
}

/** Whether p lies within the piece's bounds (widened well past TOL): outside them it is in no part of the piece, nor on its edge. */
function nearBox(p: Vec, box: Box): boolean {
  return p.x >= box.minX - 2 * TOL && p.x <= box.maxX + 2 * TOL && p.y >= box.minY - 2 * TOL && p.y <= box.maxY + 2 * TOL;
}

/** Where the segment a→b meets one piece (its bounds `box`), or null when it does not. */
function hitFor(piece: TerrainShape, box: Box, a: Vec, b: Vec): PieceHit | null {
  if (piece.closed) {
    const intervals = segmentInsideIntervals(a, b, piece.points);
    if (intervals.length === 0) return null;
    // Edge-inclusive point tests, not the interval ends: float rounding can leave an interval end a
    // hair short of 0 or 1 in one direction and not the other, and the verdict must not depend on it.
    // An end outside the piece's bounds is outside it (most sight lines pass through a piece).
    const aInside = nearBox(a, box) && pointInPolygon(a, piece.points);
    const bInside = nearBox(b, box) && pointInPolygon(b, piece.points);
    return { piece, intervals, aInside, bInside };
  }
  const ts = segmentPolylineCrossings(a, b, piece.points);
  if (ts.length === 0) return null;
  const intervals: Array<[number, number]> = [];
  for (const t of ts) intervals.push([t, t]);
  return { piece, intervals, aInside: false, bInside: false };
}

/** Every piece the segment a→b meets, with where. Symmetric: b→a gives the same pieces. */
function sightLineHits(index: TerrainIndex, a: Vec, b: Vec): PieceHit[] {
  const out: PieceHit[] = [];
  for (const i of piecesAlong(index, a, b)) {
    const h = hitFor(index.pieces[i] as TerrainShape, index.boxes[i] as Box, a, b);
    if (h) out.push(h);
  }
  return out;
}

/**
 * The hits that can change a status code, or null as soon as one piece blocks sight (the same both
 * ways). Sight-blocking pieces are traced first; pieces with no cover that block nothing are skipped.
 */
function codeHits(index: TerrainIndex, a: Vec, b: Vec, len: number, rules: SightRules): PieceHit[] | null {
  const cands = piecesAlongUnordered(index, a, b);
  const out: PieceHit[] = [];
  for (const i of cands) {
    const piece = index.pieces[i] as TerrainShape;
    if (!piece.blocksSight) continue;
    const h = hitFor(piece, index.boxes[i] as Box, a, b);
    if (!h) continue;
    if (blocking(h, len, rules, false) !== null) return null;
    if (piece.cover !== 'none') out.push(h);
  }
  for (const i of cands) {
    const piece = index.pieces[i] as TerrainShape;
    if (piece.blocksSight || piece.cover === 'none') continue;
    const h = hitFor(piece, index.boxes[i] as Box, a, b);
    if (h) out.push(h);
  }
  return out;
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/** Whether the piece blocks sight between the two ends (the same both ways); with the words why. */
function blocking(hit: PieceHit, len: number, rules: SightRules, words = true): string | null {
  if (!hit.piece.blocksSight) return null;
  if (hit.piece.closed) {
    let depth = 0;
    for (const [t0, t1] of hit.intervals) depth += (t1 - t0) * len;
    if (depth <= rules.sightDepth + TOL) return null;
    if (!words) return '';
    return `blocked by ${hit.piece.name}: the line runs ${fmt(depth)} in through it (sight reaches ${rules.sightDepth} in into it)`;
  }
  for (const [t0, t1] of hit.intervals) {
    const t = Math.min(t1, Math.max(t0, 0.5));
    if (Math.min(t * len, (1 - t) * len) > rules.sightDepth + TOL) {
      if (!words) return '';
      return `blocked by ${hit.piece.name}: it crosses the line ${fmt(t * len)} in from the shooter, farther than ${rules.sightDepth} in from either model`;
    }
  }
  return null;
}

/** Cover the piece gives the target, with how far in front of it (0 when inside), or null. */
function coverFrom(hit: PieceHit, len: number, targetIsB: boolean, rules: SightRules): { gap: number; inside: boolean } | null {
  if (hit.piece.cover === 'none') return null;
  const targetInside = targetIsB ? hit.bInside : hit.aInside;
  if (targetInside) return { gap: 0, inside: true };
  const shooterInside = targetIsB ? hit.aInside : hit.bInside;
  if (shooterInside) return null;
  const gap = targetIsB
    ? (1 - (hit.intervals[hit.intervals.length - 1] as [number, number])[1]) * len
    : (hit.intervals[0] as [number, number])[0] * len;
  return gap <= rules.coverDistance + TOL ? { gap, inside: false } : null;
}

const rank = (c: CoverLevel): number => (c === 'heavy' ? 2 : c === 'light' ? 1 : 0);

interface Verdict {
  code: number;
  pieces: TerrainShape[];
  reason: string;
}

function judge(hits: readonly PieceHit[], len: number, targetIsB: boolean, rules: SightRules, opts: LosOptions, words: boolean): Verdict {
  const blockers: TerrainShape[] = [];
  let why = '';
  for (const h of hits) {
    const b = blocking(h, len, rules, words);
    if (b !== null) {
      if (blockers.length === 0) why = b;
      blockers.push(h.piece);
    }
  }
  if (blockers.length > 0) return { code: 3, pieces: blockers, reason: why };
  let best: { piece: TerrainShape; gap: number; inside: boolean } | null = null;
  let nearestTooFar: { piece: TerrainShape; gap: number } | null = null;
  for (const h of hits) {
    const c = coverFrom(h, len, targetIsB, rules);
    if (c) {
      const better = !best || rank(h.piece.cover) > rank(best.piece.cover) || (rank(h.piece.cover) === rank(best.piece.cover) && c.gap < best.gap);
      if (better) best = { piece: h.piece, ...c };
    } else if (words && h.piece.cover !== 'none' && !(targetIsB ? h.aInside : h.bInside)) {
      const gap = targetIsB ? (1 - (h.intervals[h.intervals.length - 1] as [number, number])[1]) * len : (h.intervals[0] as [number, number])[0] * len;
      if (!nearestTooFar || gap < nearestTooFar.gap) nearestTooFar = { piece: h.piece, gap };
    }
  }
  if (best) {
    const lvl = best.piece.cover as 'light' | 'heavy';
    const where = best.inside ? `target inside ${best.piece.name}` : `${best.piece.name} ${fmt(best.gap)} in in front of the target`;
    return { code: rank(lvl), pieces: [best.piece], reason: words ? `${where}: ${lvl} cover, ${String(rules.coverModifiers[lvl])}` : '' };
  }
  if (opts.targetProne) return { code: 1, pieces: [], reason: `target is prone (pinned): light cover, ${String(rules.coverModifiers.light)}` };
  if (!words) return { code: 0, pieces: [], reason: '' };
  if (nearestTooFar) {
    return {
      code: 0,
      pieces: [],
      reason: `clear: ${nearestTooFar.piece.name} is ${fmt(nearestTooFar.gap)} in in front of the target, more than ${rules.coverDistance} in, so it gives no cover`,
    };
  }
  return { code: 0, pieces: [], reason: hits.length === 0 ? 'clear: nothing between the models' : 'clear: nothing between the models gives cover' };
}

function modifierFor(code: number, rules: SightRules): number | null {
  return code === 3 ? null : code === 2 ? rules.coverModifiers.heavy : code === 1 ? rules.coverModifiers.light : 0;
}

/** Line of sight and the target's cover, explained in words. Pure: the inputs are not changed. */
export function lineOfSight(index: TerrainIndex, shooter: Vec, target: Vec, rules: SightRules = DEFAULT_SIGHT_RULES, opts: LosOptions = {}): LosResult {
  const len = distance(shooter, target);
  // Nearest the shooter first, so the words name the first piece in the way.
  const forward = canonical(shooter, target);
  const [p, q] = forward ? [shooter, target] : [target, shooter];
  const start = (h: PieceHit): number => (forward ? (h.intervals[0] as [number, number])[0] : 1 - (h.intervals[h.intervals.length - 1] as [number, number])[1]);
  const hits = len === 0 ? [] : sightLineHits(index, p, q).sort((x, y) => start(x) - start(y));
  const v = judge(hits, len, forward, rules, opts, true);
  const crossed = hits.map((h) => h.piece.id);
  return { status: LOS_CODES[v.code] as LosStatus, modifier: modifierFor(v.code, rules), reason: v.reason, pieces: v.pieces.map((p) => p.id), crossed, distance: len };
}

/** The to-hit modifier of a status code (null when blocked). */
export function losModifier(code: number, rules: SightRules = DEFAULT_SIGHT_RULES): number | null {
  return modifierFor(code, rules);
}

/**
 * Status codes (see LOS_CODES) for every ordered pair: `codes[i * n + j]` is model i shooting at
 * model j (the diagonal is 0). Each pair's sight line is traced once and judged both ways.
 * Returns a typed array, cheap to post from a Web Worker.
 */
export function losMatrix(index: TerrainIndex, points: readonly Vec[], rules: SightRules = DEFAULT_SIGHT_RULES): Uint8Array {
  const n = points.length;
  const codes = new Uint8Array(n * n);
  for (let i = 0; i < n; i++) {
    const a = points[i] as Vec;
    for (let j = i + 1; j < n; j++) {
      const b = points[j] as Vec;
      const len = distance(a, b);
      if (len === 0) continue;
      const forward = canonical(a, b);
      const hits = forward ? codeHits(index, a, b, len, rules) : codeHits(index, b, a, len, rules);
      if (hits === null) {
        codes[i * n + j] = 3;
        codes[j * n + i] = 3;
        continue;
      }
      if (hits.length === 0) continue;
      codes[i * n + j] = judge(hits, len, forward, rules, {}, false).code;
      codes[j * n + i] = judge(hits, len, !forward, rules, {}, false).code;
    }
  }
  return codes;
}

/** One model against many targets: codes[k] for targets[k]. */
export function losRow(index: TerrainIndex, shooter: Vec, targets: readonly Vec[], rules: SightRules = DEFAULT_SIGHT_RULES): Uint8Array {
  const codes = new Uint8Array(targets.length);
  for (let k = 0; k < targets.length; k++) {
    const t = targets[k] as Vec;
    const len = distance(shooter, t);
    if (len === 0) continue;
    const forward = canonical(shooter, t);
    const hits = forward ? codeHits(index, shooter, t, len, rules) : codeHits(index, t, shooter, len, rules);
    codes[k] = hits === null ? 3 : hits.length === 0 ? 0 : judge(hits, len, forward, rules, {}, false).code;
  }
  return codes;
}
