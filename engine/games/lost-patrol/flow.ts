import { Draft } from '../../core/draft';
import { rollDie, shuffleInPlace } from '../../core/rng';
import { describe, type EndEvent, type LostPatrolEvent } from './events';
import { moveDirs, pieceAt, whoOf } from './legal';
import { colOf, dirName, isDeadEnd, kindOf, opposite, rowOf } from './tiles';
import type { LostPatrolState, Piece } from './types';

/** Deserter variant: after this many turns the game ends in a draw (a deserter circling mapped tiles forever). */
export const TURN_LIMIT = 200;

/**
 * One apply step's working copy of the state (copy-on-write, core/draft.ts): the small parts a
 * step changes in place (the rng, the stats, the pieces) are copied at once; the grid and the
 * piles only when the step changes them (`grid()`, `piles()`). The step's log starts empty.
 */
export class Tx extends Draft<LostPatrolState> {
  constructor(prev: LostPatrolState, fresh = false) {
    super(prev, fresh);
    if (fresh) return;
    this.set('events', []);
    this.s.actionCount++;
    this.own('rng');
    this.own('stats');
    this.own('patrol');
    this.own('groups', (gs) => gs.map((g) => ({ ...g })));
    this.own('moved');
  }

  /** The state, with the grid ready to change. */
  grid(): LostPatrolState {
    this.own('cellTile');
    this.own('cellHeading');
    return this.s;
  }

  /** The state, with the spares and discards ready to change. */
  piles(): LostPatrolState {
    this.own('spares');
    this.own('discards');
    return this.s;
  }

  /** Tells what the step did (events.ts). */
  log(event: LostPatrolEvent): void {
    this.s.events.push(event);
  }

  /** Rolls a D6: a reveal. */
  roll(): number {
    this.s.reveals++;
    return rollDie(this.s.rng);
  }

  /** The game ends as `event` tells (its words are the result's summary). */
  end(event: EndEvent): void {
    this.s.phase = 'over';
    this.s.attack = null;
    this.s.outcome = { outcome: event.outcome, winner: event.winner, summary: describe(event) };
    this.log(event);
  }
}

/** Is anyone other than the pieces already gone standing on `cell`? */
export function occupied(s: LostPatrolState, cell: number): boolean {
  if (s.patrol.cell === cell) return true;
  for (const g of s.groups) if (g.cell === cell && g.soldiers > 0) return true;
  return false;
}

/**
 * The tile on `cell` has just been left (or its last occupant died). Base game: it is discarded and
 * a face-down spare takes its place, unless someone still stands on it. Mapping the Forest and Trail
 * of Breadcrumbs: it stays where it is, face up; under Trail of Breadcrumbs it is turned to `orient`.
 */
export function vacate(tx: Tx, cell: number, orient?: number): void {
  const o = tx.s.options;
  if (o.trailOfBreadcrumbs || o.mappingTheForest) {
    if (o.trailOfBreadcrumbs && orient !== undefined && tx.s.cellHeading[cell] !== orient) {
      tx.grid().cellHeading[cell] = orient;
      tx.log({ type: 'turned', row: rowOf(cell), col: colOf(cell), kind: kindOf(tx.s.cellTile[cell] as number).id, heading: dirName(orient) });
    }
    return;
  }
  if (occupied(tx.s, cell)) return;
  const s = tx.piles();
  tx.grid();
  s.discards.push(s.cellTile[cell] as number);
  if (s.spares.length === 0) reshuffle(tx);
  s.cellTile[cell] = s.spares.pop() as number;
  s.cellHeading[cell] = -1;
  if (s.spares.length === 0) reshuffle(tx);
}

/** The spares pile ran out: the discards are shuffled into a new spares pile. */
function reshuffle(tx: Tx): void {
  const s = tx.piles();
  if (s.discards.length === 0) return;
  tx.set('spares', shuffleInPlace(s.rng, s.discards));
  tx.set('discards', []);
  s.stats.reshuffles++;
  tx.log({ type: 'reshuffled', tiles: s.spares.length });
}

/** Piece `p` steps onto `cell` moving in direction `d`; a face-down tile is turned up heading `d`. */
export function enterTile(tx: Tx, p: number, cell: number, d: number): void {
  const s = tx.s;
  const pc = pieceAt(s, p);
  pc.cell = cell;
  pc.from = opposite(d);
  if (p >= 0 && s.capturedBy === p) s.patrol.cell = cell;
  const revealed = (s.cellHeading[cell] as number) < 0;
  if (revealed) {
    tx.grid().cellHeading[cell] = d;
    s.reveals++;
    s.stats.tilesTurned++;
  }
  const kind = kindOf(s.cellTile[cell] as number).id;
  tx.log({ type: 'entered', who: whoOf(s, p), row: rowOf(cell), col: colOf(cell), from: dirName(pc.from), kind, heading: dirName(s.cellHeading[cell] as number), revealed });
}

/** Deserter variant: a pursuers group and the free Deserter on one tile: he is caught. */
export function checkCapture(tx: Tx, p: number): void {
  const s = tx.s;
  if (!s.options.deserter || s.capturedBy >= 0) return;
  for (let g = 0; g < s.groups.length; g++) {
    const pc = s.groups[g] as Piece;
    if (pc.soldiers > 0 && pc.cell === s.patrol.cell && (p < 0 || p === g)) {
      s.capturedBy = g;
      tx.log({ type: 'caught', who: whoOf(s, g) });
      return;
    }
  }
}

/** A piece standing on a dead end with no way back is trapped for good. True when it just became so. */
export function checkTrapped(tx: Tx, p: number): boolean {
  const s = tx.s;
  const pc = pieceAt(s, p);
  if (pc.cell < 0 || !isDeadEnd(s.cellTile[pc.cell] as number) || moveDirs(s, p).length > 0) return false;
  pc.trapped = true;
  tx.log({ type: 'trapped', who: whoOf(s, p) });
  return true;
}

/**
 * Is piece `p` stuck where it stands? Under Mapping the Forest a dead end can close behind a piece
 * after it arrived (another piece turns up the tile behind it), so this is asked afresh each time
 * and the piece is marked trapped for good when it happens.
 */
function stuck(tx: Tx, p: number): boolean {
  const pc = pieceAt(tx.s, p);
  if (pc.trapped) return true;
  if (pc.cell < 0 || moveDirs(tx.s, p).length > 0) return false;
  pc.trapped = true;
  tx.log({ type: 'trapped', who: whoOf(tx.s, p) });
  return true;
}

/** Deserter variant: can each side act? */
export function deserterCanMove(tx: Tx): boolean {
  return tx.s.capturedBy < 0 && !stuck(tx, -1);
}

export function pursuersCanMove(tx: Tx): boolean {
  const s = tx.s;
  let can = false;
  for (let g = 0; g < s.groups.length; g++) {
    if (!s.moved[g] && (s.groups[g] as Piece).soldiers > 0 && !stuck(tx, g)) can = true;
  }
  return can;
}

/**
 * A move (and any attack it brought) is over: whose decision is next? Base game: the patrol again.
 * Deserter variant rulings: the Deserter moves, then every able Pursuers group moves once in the
 * order the player picks (a group outside the forest must come in); a side that cannot move (the
 * Deserter held or trapped, every group trapped) is passed over; if neither can, the game is drawn.
 */
export function advance(tx: Tx): void {
  const s = tx.s;
  if (s.phase === 'over') return;
  s.phase = 'move';
  s.attack = null;
  if (!s.options.deserter) {
    s.side = 0;
    s.stats.turns++;
    return;
  }
  if (s.side === 1 && pursuersCanMove(tx)) return;
  for (let i = 0; i < 2; i++) {
    if (s.side === 0) {
      s.side = 1;
      s.moved = s.groups.map(() => false);
      if (pursuersCanMove(tx)) return;
    } else {
      s.side = 0;
      s.moved = s.groups.map(() => false);
      s.stats.turns++;
      if (s.stats.turns > TURN_LIMIT) {
        tx.end({ type: 'dawn', outcome: 'draw', winner: null, turns: TURN_LIMIT });
        return;
      }
      if (deserterCanMove(tx)) return;
    }
  }
  tx.end({ type: 'stalemate', outcome: 'draw', winner: null });
}
