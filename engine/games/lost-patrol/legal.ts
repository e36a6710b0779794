import type { GameError, Seat } from '../../core/contract';
import { DIRS, DIR_WORDS, dirIndex, dirName, exitsOf, isDeadEnd, onEdge, SIZE, step } from './tiles';
import type { Who } from './events';
import type { LostPatrolAction, LostPatrolState, Piece } from './types';

/** The piece numbered `p`: -1 the patrol (or Deserter), 0.. a pursuers group. */
export function pieceAt(s: LostPatrolState, p: number): Piece {
  return p < 0 ? s.patrol : (s.groups[p] as Piece);
}

/** Piece `p` as events name it (events.ts). */
export function whoOf(s: LostPatrolState, p: number): Who {
  if (p >= 0) return { piece: 'pursuers', group: p, alone: s.groups.length === 1 };
  return { piece: s.options.deserter ? 'deserter' : 'patrol' };
}

export function pieceName(s: LostPatrolState, p: number): string {
  if (p >= 0) return s.groups.length > 1 ? `Pursuers group ${p + 1}` : 'The pursuers';
  return s.options.deserter ? 'The Deserter' : 'The patrol';
}

/**
 * The sides a piece on the grid may leave its tile by. A tile with exit arrows offers exactly those
 * (an arrow off the grid leads out of the forest). A dead end offers only the way back: the side the
 * piece came in by. Rulings: under Mapping the Forest that way back is closed when the tile behind is
 * already face up (mapped ground needs an arrow pointing back, and a dead end has none), so the piece
 * is trapped; the way back never leads the patrol or the Deserter off the grid (it is not an exit
 * arrow), while a pursuers group may turn back out of the forest the way it came in.
 */
export function moveDirs(s: LostPatrolState, p: number): number[] {
  const pc = pieceAt(s, p);
  if (pc.cell < 0 || pc.soldiers <= 0) return [];
  const tile = s.cellTile[pc.cell] as number;
  const heading = s.cellHeading[pc.cell] as number;
  if (!isDeadEnd(tile)) return exitsOf(tile, heading);
  const back = pc.from;
  const to = step(pc.cell, back);
  if (to < 0) return p >= 0 ? [back] : [];
  if (s.options.mappingTheForest && (s.cellHeading[to] as number) >= 0) return [];
  return [back];
}

/** Seat whose decision it is, or null when the game is over. */
export function currentSeat(s: LostPatrolState): Seat | null {
  if (s.phase === 'over') return null;
  if (s.phase === 'bid') return s.attack !== null && s.attack.target >= 0 ? 1 : 0;
  return s.side;
}

/** The bids allowed against an attack on a piece with `soldiers` left: 2 to 5, or all if fewer than 2. */
export function bidRange(soldiers: number): [number, number] {
  if (soldiers < 2) return [soldiers, soldiers];
  return [2, Math.min(5, soldiers)];
}

/** Can group `g` act this pursuers' turn? */
export function groupCanAct(s: LostPatrolState, g: number): boolean {
  const pc = s.groups[g] as Piece;
  return !s.moved[g] && pc.soldiers > 0 && !pc.trapped;
}

function pushMoves(s: LostPatrolState, p: number, out: LostPatrolAction[]): void {
  for (const d of moveDirs(s, p)) {
    const dir = dirName(d);
    if (s.options.trailOfBreadcrumbs) {
      for (const o of DIRS) out.push(p >= 0 ? { type: 'move', dir, group: p, orient: o } : { type: 'move', dir, orient: o });
    } else out.push(p >= 0 ? { type: 'move', dir, group: p } : { type: 'move', dir });
  }
}

/** Every legal action for `seat`, bids and moves alike; empty when it is not that seat's decision. */
export function legalActions(s: LostPatrolState, seat: Seat): LostPatrolAction[] {
  if (currentSeat(s) !== seat) return [];
  const out: LostPatrolAction[] = [];
  if (s.phase === 'bid' && s.attack) {
    const [lo, hi] = bidRange(pieceAt(s, s.attack.target).soldiers);
    for (let b = lo; b <= hi; b++) out.push({ type: 'bid', soldiers: b });
    return out;
  }
  if (s.side === 0) {
    pushMoves(s, -1, out);
    return out;
  }
  for (let g = 0; g < s.groups.length; g++) {
    if (!groupCanAct(s, g)) continue;
    if ((s.groups[g] as Piece).cell >= 0) {
      pushMoves(s, g, out);
      continue;
    }
    for (let e = 0; e < 4; e++) {
      for (let i = 0; i < SIZE; i++) {
        const cell = e === 0 ? i : e === 2 ? (SIZE - 1) * SIZE + i : e === 1 ? i * SIZE + SIZE - 1 : i * SIZE;
        out.push({ type: 'enter', group: g, row: (cell / SIZE) | 0, col: cell % SIZE, edge: dirName(e) });
      }
    }
  }
  return out;
}

function err(code: string, message: string): GameError {
  return { code, message };
}

/** Legality of a well-formed action: null when it may be applied, else a reason a player reads. */
export function checkAction(s: LostPatrolState, a: LostPatrolAction, seat: Seat): GameError | null {
  const turn = currentSeat(s);
  if (turn === null) return err('game-over', 'This game is over.');
  if (seat !== turn) return err('not-your-turn', turn === 0 ? `It is ${s.options.deserter ? "the Deserter's" : "the patrol's"} turn.` : "It is the Pursuers' turn.");
  if (a.type === 'bid') {
    if (s.phase !== 'bid' || !s.attack) return err('no-attack', 'There is no horror attack to bid against.');
    const left = pieceAt(s, s.attack.target).soldiers;
    const [lo, hi] = bidRange(left);
    if (a.soldiers < lo || a.soldiers > hi) {
      if (lo === hi) return err('bad-bid', `Only ${left} soldier is left: he must face the horror alone (bid ${lo}).`);
      return err('bad-bid', `Bid from ${lo} to ${hi} soldiers (${left} left).`);
    }
    return null;
  }
  if (s.phase === 'bid') return err('must-bid', 'The horror attacks: bid soldiers against it first.');
  const tob = s.options.trailOfBreadcrumbs;
  if (a.type === 'enter') {
    if (s.side !== 1) return err('no-group', 'Only the pursuers enter the forest from its edge.');
    const g = s.groups[a.group];
    if (!g) return err('no-group', `There is no pursuers group ${a.group + 1}.`);
    if (g.soldiers <= 0) return err('group-lost', `Pursuers group ${a.group + 1} has been wiped out.`);
    if (s.moved[a.group]) return err('already-moved', `Pursuers group ${a.group + 1} has already moved this turn.`);
    if (g.cell >= 0) return err('on-grid', `Pursuers group ${a.group + 1} is already in the forest: move it instead.`);
    if (!onEdge(a.row * SIZE + a.col, dirIndex(a.edge))) {
      return err('not-edge', `Row ${a.row + 1}, column ${a.col + 1} is not on the ${DIR_WORDS[dirIndex(a.edge)]} edge of the forest.`);
    }
    return null;
  }
  let p = -1;
  if (s.side === 1) {
    if (a.group === undefined) return err('need-group', 'Say which pursuers group moves.');
    const g = s.groups[a.group];
    if (!g) return err('no-group', `There is no pursuers group ${a.group + 1}.`);
    if (g.soldiers <= 0) return err('group-lost', `Pursuers group ${a.group + 1} has been wiped out.`);
    if (s.moved[a.group]) return err('already-moved', `Pursuers group ${a.group + 1} has already moved this turn.`);
    if (g.cell < 0) return err('off-grid', `Pursuers group ${a.group + 1} is outside the forest: it must enter from an edge.`);
    p = a.group;
  } else if (a.group !== undefined) {
    return err('no-group', `${pieceName(s, -1)} moves alone: leave out the group.`);
  }
  if (tob && a.orient === undefined) return err('need-orient', 'Trail of Breadcrumbs: say which way to turn the tile you leave (orient).');
  if (!tob && a.orient !== undefined) return err('no-orient', 'Tiles left behind are only turned under Trail of Breadcrumbs.');
  const dirs = moveDirs(s, p);
  if (dirs.length === 0) return err('trapped', `${pieceName(s, p)} is trapped and cannot move.`);
  if (!dirs.includes(dirIndex(a.dir))) {
    const ways = dirs.map((d) => DIR_WORDS[d]).join(' or ');
    return err('no-exit', `There is no way ${DIR_WORDS[dirIndex(a.dir)]} from this tile; the way on is ${ways}.`);
  }
  return null;
}
