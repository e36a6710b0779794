import type { GameError, Seat } from '../../core/contract';
import { goodsOn, isEntryTile, joins, moveSides, tileAt, tileIndexAt, tileSides } from './board';
import { fightCells, readyGuys } from './flow';
import { cellOf, dirIndex, dirName, inRange, neighbour, qOf, rOf } from './hex';
import { reinforcementFrom } from './numbers';
import { BAD_LIMIT, GOOD_GUYS } from './tiles';
import type { PatrolLostAction, PatrolLostState, PlacedTile } from './types';
import { guyName } from './words';

/** Whose decision it is: 0 the Good Guys, 1 the Bad Guys, null once the game is over. */
export function currentSeat(s: PatrolLostState): Seat | null {
  if (s.phase === 'over') return null;
  const p = s.pending;
  if (p) return p.kind === 'orient' || p.kind === 'push-good' ? 1 : 0;
  return s.phase === 'good' || s.phase === 'clear-up' ? 0 : 1;
}

/** Bad Guys a place or add action brings: two, or the last one in the pool. */
export function reinforcement(s: PatrolLostState): number {
  return reinforcementFrom(s.pool);
}

function at(cell: number): { q: number; r: number } {
  return { q: qOf(cell), r: rOf(cell) };
}

/** Every legal action of `seat` now, in a stable order. */
export function legalActions(s: PatrolLostState, seat: Seat): PatrolLostAction[] {
  if (currentSeat(s) !== seat) return [];
  const out: PatrolLostAction[] = [];
  const p = s.pending;
  if (p) {
    if (p.kind === 'orient') for (const rot of p.rots) out.push({ type: 'orient', rot });
    else if (p.kind === 'push-bad') for (const d of tileSides(s, p.cell)) out.push({ type: 'push-bad', dir: dirName(d) });
    else if (p.kind === 'push-good') for (const d of moveSides(s, p.cell)) out.push({ type: 'push-good', dir: dirName(d) });
    else for (const guy of goodsOn(s, p.cell)) out.push({ type: 'lose', guy });
    return out;
  }
  if (s.phase === 'good') {
    const ready = readyGuys(s);
    const order = s.active >= 0 ? [s.active, ...GOOD_GUYS.map((_, i) => i).filter((i) => i !== s.active)] : GOOD_GUYS.map((_, i) => i);
    for (const guy of order) {
      if (!(ready & (1 << guy))) continue;
      const cell = s.goods[guy] as number;
      for (const d of moveSides(s, cell)) out.push({ type: 'move', guy, dir: dirName(d) });
      if ((tileAt(s, cell)?.bad ?? 0) > 0) out.push({ type: 'attack', guy });
    }
    out.push({ type: 'end-actions' });
  } else if (s.phase === 'bad') {
    badActions(s, out, true);
    out.push({ type: 'end-actions' });
  } else if (s.phase === 'attack') {
    for (const cell of fightCells(s)) out.push({ type: 'fight', ...at(cell) });
    out.push({ type: 'end-attacks' });
  }
  return out;
}

/**
 * The Bad Guys' actions (without ending): bring on Bad Guys, and move groups. With `allCounts`
 * false only the likeliest group sizes are listed (the whole stack, or all but one): searching bots
 * imagine the game with these to save time; the rules allow every size.
 */
export function badActions(s: PatrolLostState, out: PatrolLostAction[], allCounts: boolean): void {
  const n = reinforcement(s);
  for (const t of s.board) {
    const q = qOf(t.cell);
    const r = rOf(t.cell);
    if (n > 0) {
      if (t.bad === 0) {
        if (isEntryTile(s, t)) out.push({ type: 'place', q, r });
      } else if (t.bad + n <= BAD_LIMIT) out.push({ type: 'add', q, r });
    }
  }
  for (const t of s.board) {
    if (t.bad < 2) continue;
    const q = qOf(t.cell);
    const r = rOf(t.cell);
    const low = allCounts ? 2 : Math.max(2, t.bad - 1);
    for (const d of tileSides(s, t.cell)) {
      const dir = dirName(d);
      for (let count = t.bad; count >= low; count--) out.push({ type: 'advance', q, r, dir, count });
    }
  }
}

function no(code: string, message: string): GameError {
  return { code, message };
}

const PHASE_WORDS: Record<string, string> = {
  good: "the Good Guys' actions",
  place: 'the placing of paths',
  bad: "the Bad Guys' actions",
  attack: "the Bad Guys' attacks",
  'clear-up': 'the clear-up',
};

function notNow(s: PatrolLostState, what: string): GameError {
  const p = s.pending;
  const waiting = p
    ? { orient: 'the Bad Guy player to turn the tile just drawn', 'push-bad': 'the Good Guy player to drive off the Bad Guys', 'push-good': 'the Bad Guy player to push the Good Guys back', lose: 'the Good Guy player to choose who is lost' }[p.kind]
    : PHASE_WORDS[s.phase] ?? s.phase;
  return no('not-now', `You cannot ${what} now: the game is waiting for ${waiting}.`);
}

/** The placed tile at (q, r) named by an action, or a refusal. */
function tileOf(s: PatrolLostState, q: number, r: number): PlacedTile | GameError {
  if (!inRange(q, r)) return no('no-tile', `There is no tile at (${q}, ${r}).`);
  const i = tileIndexAt(s, cellOf(q, r));
  return i < 0 ? no('no-tile', `There is no tile at (${q}, ${r}).`) : (s.board[i] as PlacedTile);
}

/** Null when `a` (already well formed) may be played now by `seat`, else why not. */
export function checkAction(s: PatrolLostState, a: PatrolLostAction, seat: Seat): GameError | null {
  if (currentSeat(s) !== seat) return no('not-your-turn', 'It is not your decision.');
  const p = s.pending;
  switch (a.type) {
    case 'orient':
      if (p?.kind !== 'orient') return notNow(s, 'turn a tile');
      if (!p.rots.includes(a.rot)) return no('blocks-path', p.rots.length === 0 ? 'That tile cannot be turned that way.' : 'The tile must join the path it extends, and may not block another path while a way of laying it fits.');
      return null;
    case 'push-bad':
    case 'push-good': {
      if (p?.kind !== a.type) return notNow(s, a.type === 'push-bad' ? 'drive off Bad Guys' : 'push Good Guys back');
      const d = dirIndex(a.dir);
      if (a.type === 'push-bad') return tileSides(s, p.cell).includes(d) ? null : no('no-tile', 'There is no tile that way to drive the Bad Guys onto.');
      return joins(s, p.cell, d) ? null : no('no-path', 'Good Guys can only be pushed along a path onto the next tile.');
    }
    case 'lose':
      if (p?.kind !== 'lose') return notNow(s, 'choose a Good Guy to lose');
      return s.goods[a.guy] === p.cell ? null : no('not-there', `${guyName(a.guy, s)} is not on the tile where a Good Guy is lost.`);
    default:
      break;
  }
  if (p) return notNow(s, 'do that');
  switch (a.type) {
    case 'move':
    case 'attack': {
      if (s.phase !== 'good') return notNow(s, a.type === 'move' ? 'move a Good Guy' : 'attack with a Good Guy');
      const cell = s.goods[a.guy] as number;
      if (cell < 0) return no('dead', `${guyName(a.guy, s)} is no longer in the game.`);
      if (!(readyGuys(s) & (1 << a.guy))) return no('finished', `${guyName(a.guy, s)} has finished acting this turn.`);
      if (a.type === 'attack') return (tileAt(s, cell)?.bad ?? 0) > 0 ? null : no('no-bad-guys', `There are no Bad Guys on ${guyName(a.guy, s)}'s tile to attack.`);
      return joins(s, cell, dirIndex(a.dir)) ? null : no('no-path', `No path leads ${a.dir} from ${guyName(a.guy, s)}'s tile onto another tile.`);
    }
    case 'end-actions':
      return s.phase === 'good' || s.phase === 'bad' ? null : notNow(s, 'end the actions');
    case 'place':
    case 'add': {
      if (s.phase !== 'bad') return notNow(s, 'bring on Bad Guys');
      const t = tileOf(s, a.q, a.r);
      if ('code' in t) return t;
      const n = reinforcement(s);
      if (n === 0) return no('pool-empty', 'The pool is empty: no Bad Guys are left to bring on.');
      if (a.type === 'place') {
        if (t.bad > 0) return no('occupied', 'That tile already holds Bad Guys: add to it instead.');
        if (!isEntryTile(s, t)) return no('not-entry', 'New Bad Guys come on only where a path leads off into the unknown, and never on a dead end or the End.');
        return null;
      }
      if (t.bad === 0) return no('empty-tile', 'You can only add Bad Guys to a tile that already holds some.');
      return t.bad + n <= BAD_LIMIT ? null : no('tile-full', `A tile may not be brought above ${BAD_LIMIT} Bad Guys.`);
    }
    case 'advance': {
      if (s.phase !== 'bad') return notNow(s, 'move Bad Guys');
      const t = tileOf(s, a.q, a.r);
      if ('code' in t) return t;
      if (t.bad < 2) return no('lone', 'A Bad Guy on his own cannot move.');
      if (a.count < 2 || a.count > t.bad) return no('bad-count', `Move between 2 and ${t.bad} Bad Guys from that tile.`);
      return tileIndexAt(s, neighbour(t.cell, dirIndex(a.dir))) >= 0 ? null : no('no-tile', 'Bad Guys cannot move off the tiles.');
    }
    case 'fight': {
      if (s.phase !== 'attack') return notNow(s, 'attack');
      const t = tileOf(s, a.q, a.r);
      if ('code' in t) return t;
      return fightCells(s).includes(t.cell) ? null : no('no-fight', 'Only Bad Guys on a tile with Good Guys can attack, once each turn.');
    }
    case 'end-attacks':
      return s.phase === 'attack' ? null : notNow(s, 'end the attacks');
  }
  return no('bad-action', 'Unknown action.');
}
