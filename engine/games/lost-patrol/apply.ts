import { nameList } from '../../core/squad-names';
import { pieceAt, pieceName } from './legal';
import { advance, checkCapture, checkTrapped, enterTile, Tx, vacate } from './flow';
import { bidHolds, horrorAttacks, horrorRetreats } from './odds';
import { DIR_WORDS, dirIndex, opposite, SIZE, step } from './tiles';
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
    tx.end({ outcome: 'loss', winner: null, summary: `The patrol is trapped at a dead end with ${s.patrol.soldiers} ${s.patrol.soldiers === 1 ? 'soldier' : 'soldiers'}: the forest has them.` });
    return;
  }
  if (p < 0 && s.options.deserter) {
    advance(tx);
    return;
  }
  const r = tx.roll();
  if (!horrorAttacks(p < 0 ? 'patrol' : 'pursuers', r)) {
    tx.log(`Rolled ${r} for the horror: all is quiet.`);
    advance(tx);
    return;
  }
  s.stats.attacks++;
  s.phase = 'bid';
  s.attack = { target: p, round: 1 };
  tx.log(`Rolled ${r}: the horror attacks ${pieceName(s, p).replace(/^The/, 'the')}! ${bidPrompt(pieceAt(s, p).soldiers)}`);
}

function bidPrompt(soldiers: number): string {
  if (soldiers < 2) return 'The last soldier must face it alone.';
  return `Bid 2 to ${Math.min(5, soldiers)} soldiers.`;
}

/**
 * A piece walks off the grid. The patrol or the Deserter wins; Pursuers holding the Deserter win.
 * Ruling: Pursuers who walk out without him wait outside and may come back in from any edge later.
 */
function leaveForest(tx: Tx, p: number, d: number, carrying: boolean): void {
  const s = tx.s;
  const way = DIR_WORDS[d];
  if (p < 0 && !s.options.deserter) {
    tx.end({ outcome: 'win', winner: 0, summary: `The patrol found the way out to the ${way} with ${s.patrol.soldiers} of 10 soldiers.` });
  } else if (p < 0) {
    tx.end({ outcome: 'win', winner: 0, summary: `The Deserter slipped out of the forest to the ${way}: he is free.` });
  } else if (carrying) {
    tx.end({ outcome: 'win', winner: 1, summary: `${pieceName(s, p)} marched the Deserter out of the forest to the ${way}.` });
  } else {
    tx.log(`${pieceName(s, p)} left the forest to the ${way}; they may come back in from any edge.`);
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
  tx.log(facing.length ? `Bid ${b} soldier${b === 1 ? '' : 's'} against the horror: ${nameList(facing)}.` : `Bid ${b} soldier${b === 1 ? '' : 's'} against the horror.`);
  const r = tx.roll();
  if (bidHolds(b, r)) {
    tx.log(`Rolled ${r}: the horror has been seen off... for now.`);
    advance(tx);
    return;
  }
  pc.soldiers -= b;
  s.stats.soldiersLost += b;
  const lost = facing.length ? `${nameList(facing)} ${b === 1 ? 'is' : 'are'} lost` : b === 1 ? 'the soldier is lost' : `the ${b} soldiers are lost`;
  tx.log(`Rolled ${r}: ${lost}; ${pc.soldiers === 0 ? 'none' : pc.soldiers} left.`);
  if (pc.soldiers === 0) {
    wipedOut(tx, p);
    return;
  }
  const again = tx.roll();
  if (horrorRetreats(again)) {
    tx.log(`Rolled ${again}: the horror retreats to feed.`);
    advance(tx);
    return;
  }
  s.attack = { target: p, round: attack.round + 1 };
  tx.log(`Rolled ${again}: the horror attacks again! ${bidPrompt(pc.soldiers)}`);
}

/**
 * The horror has killed every soldier of piece `p`. Rulings: the patrol loses; a Pursuers group is
 * gone and its tile vacated; a Deserter it held goes free on that tile (caught again at once if
 * another group stands there); with every Pursuer dead the Deserter wins.
 */
function wipedOut(tx: Tx, p: number): void {
  const s = tx.s;
  if (p < 0) {
    tx.end({ outcome: 'loss', winner: null, summary: 'The horror in the woods has claimed the whole patrol.' });
    return;
  }
  const pc = s.groups[p] as Piece;
  const cell = pc.cell;
  pc.cell = -1;
  if (s.capturedBy === p) {
    s.capturedBy = -1;
    s.patrol.from = pc.from;
    tx.log('With his captors dead, the Deserter is free again.');
    checkCapture(tx, -1);
    if (s.capturedBy < 0) checkTrapped(tx, -1);
  }
  vacate(tx, cell);
  if (s.groups.every((g) => g.soldiers === 0)) {
    tx.end({ outcome: 'win', winner: 0, summary: 'The horror has killed every pursuer: the Deserter gets away.' });
    return;
  }
  advance(tx);
}
