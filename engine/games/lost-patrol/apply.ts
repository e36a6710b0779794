import { pieceAt, whoOf } from './legal';
import { advance, checkCapture, checkTrapped, enterTile, Tx, vacate } from './flow';
import { bidHolds, horrorAttacks, horrorRetreats } from './odds';
import { dirIndex, dirName, opposite, SIZE, step } from './tiles';
import type { LostPatrolAction, LostPatrolState, Piece } from './types';

/** Applies an action that check() accepted; never mutates `prev`. */
export function applyChecked(prev: LostPatrolState, a: LostPatrolAction): LostPatrolState {
  const tx = new Tx(prev);
  if (a.type === 'bid') bid(tx, a.soldiers);
  else if (a.type === 'enter') enter(tx, a.group, a.row * SIZE + a.col, opposite(dirIndex(a.edge)));
  else move(tx, a.group ?? -1, dirIndex(a.dir), a.orient === undefined ? undefined : dirIndex(a.orient));
  return tx.s;
}

function move(tx: Tx, p: number, d: number, orient: number | undefined): void {
  const s = tx.s;
  const pc = pieceAt(s, p);
  const left = pc.cell;
  const to = step(left, d);
  const carrying = p >= 0 && s.capturedBy === p;
  if (p >= 0) s.moved[p] = true;
  s.stats.moves++;
  if (to < 0) {
    pc.cell = -1;
    pc.from = -1;
    if (carrying) s.patrol.cell = -1;
    vacate(tx, left, orient);
    leaveForest(tx, p, d, carrying);
    return;
  }
  enterTile(tx, p, to, d);
  vacate(tx, left, orient);
  arrive(tx, p);
}

/** A pursuers group off the grid comes in across an edge onto `cell`, heading `d`. */
function enter(tx: Tx, g: number, cell: number, d: number): void {
  tx.s.moved[g] = true;
  tx.s.stats.moves++;
  enterTile(tx, g, cell, d);
  arrive(tx, g);
}

/**
 * After stepping onto a tile: capture, trap, then the horror roll (1, 3, 5 for the patrol; 1 or 3 for
 * Pursuers; never for the Deserter). Ruling: a patrol trapped on a dead end loses at once, unrolled.
 */
function arrive(tx: Tx, p: number): void {
  const s = tx.s;
  checkCapture(tx, p);
  if (checkTrapped(tx, p) && p < 0 && !s.options.deserter) {
    tx.end({ type: 'trapped-lost', outcome: 'loss', winner: null, soldiers: s.patrol.soldiers });
    return;
  }
  if (p < 0 && s.options.deserter) {
    advance(tx);
    return;
  }
  const r = tx.roll();
  if (!horrorAttacks(p < 0 ? 'patrol' : 'pursuers', r)) {
    tx.log({ type: 'quiet', roll: r });
    advance(tx);
    return;
  }
  s.stats.attacks++;
  s.phase = 'bid';
  s.attack = { target: p, round: 1 };
  tx.log({ type: 'attack', who: whoOf(s, p), roll: r, soldiers: pieceAt(s, p).soldiers });
}

/**
 * A piece walks off the grid. The patrol or the Deserter wins; Pursuers holding the Deserter win.
 * Ruling: Pursuers who walk out without him wait outside and may come back in from any edge later.
 */
function leaveForest(tx: Tx, p: number, d: number, carrying: boolean): void {
  const s = tx.s;
  const way = dirName(d);
  if (p < 0) {
    tx.end({ type: 'escaped', outcome: 'win', winner: 0, who: whoOf(s, p), way, soldiers: s.patrol.soldiers });
  } else if (carrying) {
    tx.end({ type: 'marched-out', outcome: 'win', winner: 1, who: whoOf(s, p), way });
  } else {
    tx.log({ type: 'went-out', who: whoOf(s, p), way });
    advance(tx);
  }
}

/**
 * One round against the horror: a roll lower than the bid sees it off; otherwise the bid soldiers die
 * and a second roll decides (odd: it retreats; even: another round). Ruling: when the soldiers just
 * lost were the last, it ends there, with no retreat roll.
 */
function bid(tx: Tx, b: number): void {
  const s = tx.s;
  const attack = s.attack as { target: number; round: number };
  const p = attack.target;
  const pc = pieceAt(s, p);
  s.stats.rounds++;
  // Named soldiers (a campaign's GIs, in the order they fall): the next ones face the horror.
  const facing = p < 0 && s.options.names ? s.options.names.slice(s.stats.soldiersLost, s.stats.soldiersLost + b) : [];
  tx.log(facing.length ? { type: 'bid', who: whoOf(s, p), soldiers: b, names: facing } : { type: 'bid', who: whoOf(s, p), soldiers: b });
  const r = tx.roll();
  if (bidHolds(b, r)) {
    tx.log({ type: 'held', roll: r });
    advance(tx);
    return;
  }
  pc.soldiers -= b;
  s.stats.soldiersLost += b;
  tx.log(facing.length ? { type: 'lost', who: whoOf(s, p), roll: r, soldiers: b, names: facing, left: pc.soldiers } : { type: 'lost', who: whoOf(s, p), roll: r, soldiers: b, left: pc.soldiers });
  if (pc.soldiers === 0) {
    wipedOut(tx, p);
    return;
  }
  const again = tx.roll();
  if (horrorRetreats(again)) {
    tx.log({ type: 'retreats', roll: again });
    advance(tx);
    return;
  }
  s.attack = { target: p, round: attack.round + 1 };
  tx.log({ type: 'again', who: whoOf(s, p), roll: again, soldiers: pc.soldiers });
}

/**
 * The horror has killed every soldier of piece `p`. Rulings: the patrol loses; a Pursuers group is
 * gone and its tile vacated; a Deserter it held goes free on that tile (caught again at once if
 * another group stands there); with every Pursuer dead the Deserter wins.
 */
function wipedOut(tx: Tx, p: number): void {
  const s = tx.s;
  if (p < 0) {
    tx.end({ type: 'patrol-lost', outcome: 'loss', winner: null });
    return;
  }
  const pc = s.groups[p] as Piece;
  const cell = pc.cell;
  pc.cell = -1;
  if (s.capturedBy === p) {
    s.capturedBy = -1;
    s.patrol.from = pc.from;
    tx.log({ type: 'freed', from: dirName(pc.from) });
    checkCapture(tx, -1);
    if (s.capturedBy < 0) checkTrapped(tx, -1);
  }
  vacate(tx, cell);
  if (s.groups.every((g) => g.soldiers === 0)) {
    tx.end({ type: 'pursuers-dead', outcome: 'win', winner: 0 });
    return;
  }
  advance(tx);
}
