import { nextFloat, type RngState } from '../../../core/rng';
import { fightBonuses, fightOdds } from '../combat';
import { cellOf, dirIndex, hexDistance, neighbour } from '../hex';
import { attackDice, DIE_SIDES } from '../numbers';
import { GOOD_GUYS, isHazard, START_TILE, exitMask, RANGED_GUY } from '../tiles';
import type { PatrolLostAction, PatrolLostState } from '../types';
import { badAt, badNear, badWinChance, distOf, goodsAt, sense, winChance, type Sense } from './sense';
import { badGuys, guyName, listWords } from '../words';

/**
 * The rule-of-thumb player: the "easy" computer, and the way the searching computers imagine the
 * rest of a turn. Every choice is one of `legal`, scored by what it does to the position:
 * Good Guys head for the End (or, before it is laid, the edge of the map), keep off big stacks and
 * never crowd four onto a tile; Bad Guys pile onto and next to Good Guys and fight when the odds
 * are worth it. Ties are broken with the bot's own generator.
 */
export interface Choice {
  action: PatrolLostAction;
  /** What the choice is for, in words (only when asked to talk). */
  why: string;
  /** How much better the choice looked than doing nothing (for explanations). */
  gain: number;
}

type Scored = { a: PatrolLostAction; v: number };

function pickBest(cands: Scored[], rng: RngState): Scored | null {
  let best: Scored | null = null;
  let ties = 0;
  for (const c of cands) {
    if (!best || c.v > best.v + 1e-9) {
      best = c;
      ties = 1;
    } else if (Math.abs(c.v - best.v) <= 1e-9) {
      ties++;
      if (nextFloat(rng) * ties < 1) best = c;
    }
  }
  return best;
}

/** How good it is for a Good Guy to stand on `cell` (higher is better), with `others` Good Guys there already. */
export function standValue(k: Sense, cell: number, others: number): number {
  const t = k.at.get(cell);
  let v = -1.0 * Math.min(distOf(k, cell), 30) - 0.9 * badAt(k, cell) - 0.35 * badNear(k, cell);
  if (k.toEnd && cell === k.endCell) v += 3;
  if (t && t.tile !== START_TILE && others >= 3) v -= 10;
  return v;
}

/** The rule-of-thumb value of a Good Guy's move or attack: how much better his position gets. */
function goodScore(k: Sense, a: PatrolLostAction, fromValue?: number[]): number {
  const s = k.s;
  if (a.type === 'end-actions') return 0.05;
  if (a.type !== 'move' && a.type !== 'attack') return 0;
  const from = s.goods[a.guy] as number;
  if (a.type === 'attack') {
    const hits = attackDice(a.guy) / DIE_SIDES;
    return 0.9 * Math.min(hits, badAt(k, from)) + (badAt(k, from) <= 1 ? 0.3 : 0);
  }
  const to = neighbour(from, dirIndex(a.dir));
  let here = fromValue?.[a.guy];
  if (here === undefined) {
    here = standValue(k, from, goodsAt(s, from) - 1);
    if (fromValue) fromValue[a.guy] = here;
  }
  const v = standValue(k, to, goodsAt(s, to)) - here;
  const tile = k.at.get(from);
  return tile && isHazard(tile.tile) ? v * 0.5 : v;
}

function goodChoice(k: Sense, legal: PatrolLostAction[], rng: RngState, talk: boolean): Choice {
  const s = k.s;
  const active: Scored[] = [];
  const others: Scored[] = [];
  const fromValue: number[] = [];
  for (const a of legal) {
    if (a.type !== 'move' && a.type !== 'attack') continue;
    (a.guy === s.active ? active : others).push({ a, v: goodScore(k, a, fromValue) });
  }
  const best = pickBest(active, rng);
  if (best && best.v > 0.05) return { action: best.a, why: talk ? goodWhy(k, best.a) : '', gain: best.v };
  const next = pickBest(others, rng);
  if (next && next.v > 0.05) return { action: next.a, why: talk ? goodWhy(k, next.a) : '', gain: next.v };
  return { action: { type: 'end-actions' }, why: talk ? 'No Good Guy has a move that improves his position.' : '', gain: 0 };
}

/** "the Bad Guy", "the 3 Bad Guys". */
const theBad = (n: number): string => (n === 1 ? 'the Bad Guy' : `the ${n} Bad Guys`);

export function goodWhy(k: Sense, a: PatrolLostAction): string {
  const s = k.s;
  if (a.type === 'attack') return `${guyName(a.guy, s)} attacks ${theBad(badAt(k, s.goods[a.guy] as number))} on his tile.`;
  if (a.type !== 'move') return '';
  const from = s.goods[a.guy] as number;
  const to = neighbour(from, dirIndex(a.dir));
  const name = guyName(a.guy, s);
  const goal = k.toEnd ? 'the End' : 'the unexplored paths at the edge of the map';
  if (badAt(k, from) > 0 && badAt(k, to) < badAt(k, from)) return `${name} gets away from ${theBad(badAt(k, from))} on his tile.`;
  if (distOf(k, to) < distOf(k, from)) {
    const left = distOf(k, to);
    return k.toEnd ? `${name} heads for the End (${left} more move${left === 1 ? '' : 's'} along the paths).` : `${name} heads for ${goal}.`;
  }
  if (badNear(k, to) < badNear(k, from)) return `${name} keeps clear of the Bad Guys gathering next to him.`;
  if (goodsAt(s, to) > 0) return `${name} joins up with the others on his way to ${goal}.`;
  return `${name} takes another way towards ${goal}.`;
}

/** Open exits a tile laid this way would have (paths into empty places). */
function openExits(k: Sense, tile: number, cell: number, rot: number): number {
  const m = exitMask(tile, rot);
  let n = 0;
  for (let d = 0; d < 6; d++) if (m & (1 << d) && !k.at.has(neighbour(cell, d))) n++;
  return n;
}

function nearestGood(s: PatrolLostState, cell: number): number {
  let best = 99;
  for (const c of s.goods) if (c >= 0) best = Math.min(best, hexDistance(c, cell));
  return best;
}

/** Bad Guys of a stack of `n` that could move onto a tile next to it. */
function canReach(n: number): number {
  return n >= 2 ? n - 1 : 0;
}

/** How much Bad Guys on `cell` threaten Good Guys: the chance to win a fight, times the Good Guys there, and a share for next turn nearby. */
function threatChange(k: Sense, cell: number, before: number, after: number): number {
  const g = goodsAt(k.s, cell);
  if (g > 0) return g * (winChance(k, cell, after) - winChance(k, cell, before));
  const near = nearestGood(k.s, cell);
  if (near === 1) return (0.25 * (canReach(after) - canReach(before))) / 5;
  return (0.05 * (after - before)) / (1 + near);
}

/** The rule-of-thumb value of a Bad Guy action: how much nearer it brings a kill. */
function badScore(k: Sense, a: PatrolLostAction): number {
  const s = k.s;
  if (a.type === 'place' || a.type === 'add') {
    const cell = cellOf(a.q, a.r);
    const n = badAt(k, cell);
    return threatChange(k, cell, n, n + Math.min(2, s.pool));
  }
  if (a.type === 'advance') {
    const from = cellOf(a.q, a.r);
    const to = neighbour(from, dirIndex(a.dir));
    const nf = badAt(k, from);
    const nt = badAt(k, to);
    return threatChange(k, to, nt, nt + a.count - 1) + threatChange(k, from, nf, nf - a.count) - 0.01;
  }
  if (a.type === 'fight') return fightValue(k, a);
  return a.type === 'end-actions' ? 0.001 : 0;
}

/** What a fight is worth to the Bad Guys: a Good Guy killed, against a Bad Guy lost. */
function fightValue(k: Sense, a: PatrolLostAction & { type: 'fight' }): number {
  const cell = cellOf(a.q, a.r);
  const b = fightBonuses(k.s, cell);
  const o = fightOdds(badAt(k, cell), b.close + b.ranged);
  return o.bad * 1 + o.tie * 0.1 - o.good * 0.2;
}

/**
 * Rule-of-thumb scores of each of `legal` (higher is better for `seat`): searching bots use them to
 * keep the likeliest few choices when there are many.
 */
export function actionScores(s: PatrolLostState, seat: number, legal: PatrolLostAction[]): number[] {
  const k = sense(s);
  const fromValue: number[] = [];
  return legal.map((a) => (seat === 0 ? goodScore(k, a, fromValue) : badScore(k, a)));
}

function badChoice(k: Sense, legal: PatrolLostAction[], rng: RngState, talk: boolean): Choice {
  const s = k.s;
  const first = legal[0] as PatrolLostAction;
  if (first.type === 'orient') {
    const p = s.pending;
    if (p?.kind !== 'orient') return { action: first, why: '', gain: 0 };
    const best = pickBest(legal.map((a) => ({ a, v: -openExits(k, p.tile, p.cell, (a as { rot: number }).rot) })), rng) as Scored;
    return { action: best.a, why: talk ? 'Turned the tile so that its paths open as few new ways as possible.' : '', gain: 0 };
  }
  if (first.type === 'push-good') return pushGoodChoice(k, legal, rng, talk);
  if (first.type === 'fight' || first.type === 'end-attacks') return fightChoice(k, legal, rng, talk);
  const cands: Scored[] = [];
  for (const a of legal) if (a.type !== 'end-actions') cands.push({ a, v: badScore(k, a) });
  const best = pickBest(cands, rng);
  if (best && best.v > 0.001) return { action: best.a, why: talk ? badWhy(k, best.a) : '', gain: best.v };
  return { action: { type: 'end-actions' }, why: talk ? 'Nothing would bring the Bad Guys closer to a kill.' : '', gain: 0 };
}

export function badWhy(k: Sense, a: PatrolLostAction): string {
  const s = k.s;
  const target = (cell: number) => {
    const here = s.goods.map((c, i) => (c === cell ? guyName(i, s) : null)).filter((x): x is string => x !== null);
    if (here.length > 0) return `onto ${listWords(here)}'s tile`;
    return nearestGood(s, cell) === 1 ? 'next to the Good Guys, ready to pounce' : 'closer to the Good Guys';
  };
  if (a.type === 'place') return `New Bad Guys come on ${target(cellOf(a.q, a.r))}.`;
  if (a.type === 'add') return `Reinforcements ${target(cellOf(a.q, a.r))}.`;
  if (a.type === 'advance') return `Moved ${badGuys(a.count)} ${target(neighbour(cellOf(a.q, a.r), dirIndex(a.dir)))}.`;
  return '';
}

function fightChoice(k: Sense, legal: PatrolLostAction[], rng: RngState, talk: boolean): Choice {
  const s = k.s;
  const cands: Scored[] = [];
  for (const a of legal) if (a.type === 'fight') cands.push({ a, v: fightValue(k, a) });
  const best = pickBest(cands, rng);
  if (best && best.v > 0) {
    const cell = cellOf((best.a as { q: number }).q, (best.a as { r: number }).r);
    const b = fightBonuses(s, cell);
    const o = fightOdds(badAt(k, cell), b.close + b.ranged);
    return { action: best.a, why: talk ? `Attacks with ${badAt(k, cell)}: ${Math.round(o.bad * 100)}% to kill a Good Guy, ${Math.round(o.good * 100)}% to lose one.` : '', gain: best.v };
  }
  return { action: { type: 'end-attacks' }, why: talk ? 'Holds back: the odds of the fights left are poor.' : '', gain: 0 };
}

function pushGoodChoice(k: Sense, legal: PatrolLostAction[], rng: RngState, talk: boolean): Choice {
  const s = k.s;
  const p = s.pending;
  if (p?.kind !== 'push-good') return { action: legal[0] as PatrolLostAction, why: '', gain: 0 };
  const moving = goodsAt(s, p.cell);
  const best = pickBest(
    legal.map((a) => {
      const to = neighbour(p.cell, dirIndex((a as { dir: string }).dir));
      const t = k.at.get(to);
      const crowd = t && t.tile !== START_TILE ? Math.max(0, goodsAt(s, to) + moving - 3) : 0;
      const fresh = s.fought.includes(to) ? 0 : badWinChance(s, to, badAt(k, to));
      return { a, v: 2 * crowd + fresh + 0.1 * Math.min(distOf(k, to), 20) };
    }),
    rng,
  ) as Scored;
  return { action: best.a, why: talk ? 'Pushes the Good Guys where they are worst off.' : '', gain: best.v };
}

function pushBadChoice(k: Sense, legal: PatrolLostAction[], rng: RngState, talk: boolean): Choice {
  const s = k.s;
  const p = s.pending;
  if (p?.kind !== 'push-bad') return { action: legal[0] as PatrolLostAction, why: '', gain: 0 };
  const best = pickBest(
    legal.map((a) => {
      const to = neighbour(p.cell, dirIndex((a as { dir: string }).dir));
      let near = 0;
      for (let d = 0; d < 6; d++) near += goodsAt(s, neighbour(to, d));
      return { a, v: -2 * goodsAt(s, to) - 0.5 * near + 0.05 * Math.min(distOf(k, to), 20) };
    }),
    rng,
  ) as Scored;
  return { action: best.a, why: talk ? 'Drives the Bad Guys as far from the Good Guys as they can go.' : '', gain: 0 };
}

const LOSS_ORDER = ['standard', 'close', 'ranged'];

function loseChoice(s: PatrolLostState, legal: PatrolLostAction[], talk: boolean): Choice {
  let best = legal[0] as PatrolLostAction;
  let rank = 9;
  for (const a of legal) {
    if (a.type !== 'lose') continue;
    const r = LOSS_ORDER.indexOf(GOOD_GUYS[a.guy]?.role ?? 'standard');
    if (r < rank) {
      rank = r;
      best = a;
    }
  }
  const g = best.type === 'lose' ? best.guy : 0;
  return { action: best, why: talk ? `Gives up ${guyName(g, s)}, keeping the specialists${g === RANGED_GUY ? ' (none else to lose)' : ''}.` : '', gain: 0 };
}

/** The rule-of-thumb choice for `seat` among `legal` in `s` (a state the seat may see: a sample). */
export function policy(s: PatrolLostState, seat: number, legal: PatrolLostAction[], rng: RngState, talk = false, known?: Sense): Choice {
  if (legal.length === 1) return { action: legal[0] as PatrolLostAction, why: talk ? 'The only choice.' : '', gain: 0 };
  const k = known ?? sense(s);
  const first = legal[0] as PatrolLostAction;
  if (first.type === 'lose') return loseChoice(s, legal, talk);
  if (first.type === 'push-bad') return pushBadChoice(k, legal, rng, talk);
  return seat === 0 ? goodChoice(k, legal, rng, talk) : badChoice(k, legal, rng, talk);
}

