/**
 * What Patrol: Lost!'s screen offers, read from the view and the engine's legal actions: the marks
 * on the map a click (or a key) makes a move with, and the buttons beside it. The screen never
 * decides legality: every target carries one of the legal actions.
 */
import { ATTACK_HIT, attackDice, DIR_WORDS, DIRS, fightOdds, reinforcementFrom } from '../../../../engine/games/patrol-lost/preview';
import type { Dir, PatrolLostAction, PatrolLostView } from '../../../../engine/games/patrol-lost/types';
import { percent } from './labels';

type Action = PatrolLostAction;
type Of<T extends Action['type']> = Extract<Action, { type: T }>;

/** What the player has picked on the map before choosing a move: a Good Guy, or a Bad Guy stack and how many of it move. */
export interface Picked {
  guy: number | null;
  stack: { q: number; r: number } | null;
  count: number | null;
}

export const NOTHING: Picked = { guy: null, stack: null, count: null };

/** A mark on the map: a side of a hex (a move across it) or a whole hex (bring on, add, fight). */
export interface Target {
  id: string;
  kind: 'edge' | 'hex';
  q: number;
  r: number;
  dir?: Dir;
  /** Short words for the mark, read out with its label: '+2', 'Fight 53%'. */
  mark: string;
  /** What the hex's tag shows (hex marks): '+2', or a fight's chance '53%' beside crossed swords. */
  tag?: string;
  fight?: boolean;
  /** The whole move in words, for screen readers and the tooltip. */
  label: string;
  action: Action;
}

/** A button beside the map. `key`: the key that presses it too. */
export interface Choice {
  id: string;
  label: string;
  action: Action;
  key?: string;
  /** The way a tile is turned (orient choices): the turn and the exits it gives. */
  rot?: number;
  exits?: Dir[];
}

export const dirWord = (d: Dir): string => DIR_WORDS[DIRS.indexOf(d)] ?? d;

const same = (a: { q: number; r: number } | null, q: number, r: number) => a !== null && a.q === q && a.r === r;

/** The words for the tile at (q, r): 'the curve 2 N of Start'. */
export function placeName(view: Pick<PatrolLostView, 'tiles'>, q: number, r: number): string {
  return view.tiles.find((t) => t.q === q && t.r === r)?.label ?? `the tile at (${q}, ${r})`;
}

/** The Good Guys with a move or an attack now, in the engine's order (the one acting first). */
export function guysToAct(legal: readonly Action[]): number[] {
  const out: number[] = [];
  for (const a of legal) if ((a.type === 'move' || a.type === 'attack') && !out.includes(a.guy)) out.push(a.guy);
  return out;
}

/** The Good Guy the player steers: the one picked while he can act, else the first who can. */
export function activeGuy(picked: Picked, legal: readonly Action[]): number | null {
  const guys = guysToAct(legal);
  if (picked.guy !== null && guys.includes(picked.guy)) return picked.guy;
  return guys[0] ?? null;
}

/** The Bad Guy stacks that may move now (two or more on the tile). */
export function movingStacks(legal: readonly Action[]): { q: number; r: number }[] {
  const out: { q: number; r: number }[] = [];
  for (const a of legal) if (a.type === 'advance' && !out.some((s) => same(s, a.q, a.r))) out.push({ q: a.q, r: a.r });
  return out;
}

/** How many of the picked stack may move (largest first). */
export function advanceCounts(legal: readonly Action[], stack: { q: number; r: number } | null): number[] {
  const out: number[] = [];
  for (const a of legal) if (a.type === 'advance' && same(stack, a.q, a.r) && !out.includes(a.count)) out.push(a.count);
  return out.sort((x, y) => y - x);
}

/** The picked stack while it may move, and the count to move (the whole stack unless another legal count was picked). */
export function activeStack(picked: Picked, legal: readonly Action[]): { q: number; r: number; count: number } | null {
  const s = picked.stack;
  if (!s) return null;
  const counts = advanceCounts(legal, s);
  if (counts.length === 0) return null;
  const count = picked.count !== null && counts.includes(picked.count) ? picked.count : (counts[0] as number);
  return { ...s, count };
}

/** The marks on the map for the decision now. */
export function targetsFor(view: PatrolLostView, legal: readonly Action[], picked: Picked): Target[] {
  const out: Target[] = [];
  const p = view.pending;
  const guy = activeGuy(picked, legal);
  const stack = activeStack(picked, legal);
  for (const a of legal) {
    if (a.type === 'move' && a.guy === guy) {
      const g = view.goods[a.guy];
      if (!g || g.q === null || g.r === null) continue;
      out.push({ id: `move-${a.dir}`, kind: 'edge', q: g.q, r: g.r, dir: a.dir, mark: '', label: `Move ${g.name} ${dirWord(a.dir)}`, action: a });
    } else if ((a.type === 'push-bad' || a.type === 'push-good') && p) {
      const who = a.type === 'push-bad' ? 'Drive the Bad Guys' : 'Push the Good Guys';
      out.push({ id: `${a.type}-${a.dir}`, kind: 'edge', q: p.q, r: p.r, dir: a.dir, mark: '', label: `${who} ${dirWord(a.dir)}`, action: a });
    } else if (a.type === 'place' || a.type === 'add') {
      const n = reinforcementFrom(view.pool);
      const verb = a.type === 'place' ? 'Bring' : 'Add';
      out.push({ id: `${a.type}-${a.q},${a.r}`, kind: 'hex', q: a.q, r: a.r, mark: `+${n}`, tag: `+${n}`, label: `${verb} ${n === 1 ? 'one Bad Guy' : `${n} Bad Guys`} onto ${placeName(view, a.q, a.r)}`, action: a });
    } else if (a.type === 'advance' && stack && same(stack, a.q, a.r) && a.count === stack.count) {
      out.push({ id: `advance-${a.dir}`, kind: 'edge', q: a.q, r: a.r, dir: a.dir, mark: '', label: `Move ${a.count} Bad Guys ${dirWord(a.dir)} (one goes back to the pool)`, action: a });
    } else if (a.type === 'fight') {
      const f = view.fights.find((x) => x.q === a.q && x.r === a.r);
      const odds = f ? fightOdds(f.bad, f.close + f.ranged) : null;
      const chance = odds ? `: the Bad Guys win ${percent(odds.bad)}, tie ${percent(odds.tie)}` : '';
      out.push({ id: `fight-${a.q},${a.r}`, kind: 'hex', q: a.q, r: a.r, mark: odds ? `Fight ${percent(odds.bad)}` : 'Fight', tag: odds ? percent(odds.bad) : '', fight: true, label: `Attack on ${placeName(view, a.q, a.r)}${chance}`, action: a });
    }
  }
  return out;
}

/** The buttons beside the map for the decision now. */
export function choicesFor(view: PatrolLostView, legal: readonly Action[], picked: Picked): Choice[] {
  const out: Choice[] = [];
  const guy = activeGuy(picked, legal);
  let n = 0;
  for (const a of legal) {
    if (a.type === 'attack' && a.guy === guy) {
      const g = view.goods[a.guy];
      out.push({ id: 'attack', label: `${g?.name ?? 'He'} attacks (${attackDice(a.guy)} dice, a hit on each ${ATTACK_HIT})`, action: a, key: 'F' });
    } else if (a.type === 'orient') {
      n++;
      const o = view.pending?.options?.find((x) => x.rot === a.rot);
      out.push({ id: `orient-${a.rot}`, label: `Paths ${o ? o.exits.map(dirWord).join(', ') : `turn ${a.rot}`}`, action: a, key: String(n), rot: a.rot, exits: o?.exits });
    } else if (a.type === 'lose') {
      n++;
      const g = view.goods[a.guy];
      out.push({ id: `lose-${a.guy}`, label: `${g?.name ?? 'Good Guy'} (${g?.roleName ?? ''}) is lost`, action: a, key: String(n) });
    } else if (a.type === 'end-actions') {
      out.push({ id: 'end', label: view.phase === 'good' ? "End the Good Guys' actions" : "End the Bad Guys' actions", action: a, key: 'X' });
    } else if (a.type === 'end-attacks') {
      out.push({ id: 'end', label: 'No more attacks', action: a, key: 'X' });
    }
  }
  return out;
}

/** Keys for the six sides: the letters around S on a keyboard. */
export const SIDE_KEYS: Record<string, Dir> = { w: 'N', e: 'NE', d: 'SE', s: 'S', a: 'SW', q: 'NW' };
export const KEY_OF_SIDE: Record<Dir, string> = { N: 'W', NE: 'E', SE: 'D', S: 'S', SW: 'A', NW: 'Q' };

export type Command =
  | { kind: 'side'; dir: Dir }
  | { kind: 'digit'; n: number }
  | { kind: 'letter'; key: string }
  | { kind: 'undo' }
  | { kind: 'zoom'; by: number }
  | { kind: 'fit' }
  | { kind: 'pan'; dx: number; dy: number }
  | { kind: 'skip' }
  /** Watching the computer play both sides: stop or go on. */
  | { kind: 'pause' };

/** A key press as a command of the screen, or null. */
export function commandForKey(e: { key: string; ctrlKey: boolean; metaKey: boolean; altKey: boolean }): Command | null {
  if (e.altKey) return null;
  if ((e.ctrlKey || e.metaKey) && (e.key === 'z' || e.key === 'Z')) return { kind: 'undo' };
  if (e.ctrlKey || e.metaKey) return null;
  const k = e.key.toLowerCase();
  const dir = SIDE_KEYS[k];
  if (dir) return { kind: 'side', dir };
  if (/^[1-9]$/.test(k)) return { kind: 'digit', n: Number(k) };
  if (k === 'u') return { kind: 'undo' };
  if (k === '+' || k === '=') return { kind: 'zoom', by: 1.25 };
  if (k === '-' || k === '_') return { kind: 'zoom', by: 0.8 };
  if (k === '0') return { kind: 'fit' };
  if (k === 'escape') return { kind: 'skip' };
  const pan: Record<string, [number, number]> = { arrowleft: [60, 0], arrowright: [-60, 0], arrowup: [0, 60], arrowdown: [0, -60] };
  const p = pan[k];
  if (p) return { kind: 'pan', dx: p[0], dy: p[1] };
  if (k === 'f' || k === 'x') return { kind: 'letter', key: k.toUpperCase() };
  if (k === 'p') return { kind: 'pause' };
  return null;
}
