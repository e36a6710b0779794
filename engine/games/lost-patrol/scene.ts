/**
 * What The Lost Patrol's forest shows after a step, worked out from the step's events alone (issue
 * 22): `playStep` folds one step's events over the board a seat saw before it and gives the board
 * after it, with what the step did to show (the moves, the tiles turned up, the dice, the losses).
 * The computer's turn, the replay viewer and a remote player's screen can show a step from it
 * without comparing two views; events.test.ts checks over many games that it gives exactly the
 * board the next view shows. Pure: no state, no generator, only what a seat received.
 */
import type { GameEvent } from '../../core/contract';
import { describe, type LostPatrolEvent, type Who } from './events';
import type { Dir, LostPatrolView, Outcome, TileKindId } from './types';

/** A face-up tile: its kind and the way its entry arrow's walk heads. */
export interface BoardTile {
  kind: TileKindId;
  heading: Dir;
}

/** A piece as the board shows it: off the grid when row and col are null. */
export interface BoardPiece {
  row: number | null;
  col: number | null;
  soldiers: number;
  /** The side it came in by (its way back from a dead end), null off the grid. */
  from: Dir | null;
  trapped: boolean;
}

/** What the forest shows: the tiles, the pieces, who holds the Deserter, the fight, the end. */
export interface Board {
  /** Mapping the Forest / Trail of Breadcrumbs: tiles left behind stay face up. */
  keepsTiles: boolean;
  /** The 49 cells row by row: a face-up tile, or null face down. */
  tiles: (BoardTile | null)[];
  /** The patrol, or the Deserter. */
  patrol: BoardPiece;
  groups: BoardPiece[];
  capturedBy: number | null;
  /** The horror's attack being fought: its target (-1 the patrol or Deserter, else a group) and round. */
  attack: { target: number; round: number } | null;
  outcome: Outcome | null;
}

/** What one step did, to show it: each move, each tile turned up, each die, each loss. */
export interface Scene {
  board: Board;
  moves: { who: Who; row: number | null; col: number | null }[];
  reveals: { row: number; col: number; tile: BoardTile }[];
  rolls: number[];
  losses: { who: Who; soldiers: number; left: number }[];
}

const SIZE = 7;
const OPPOSITE: Readonly<Record<Dir, Dir>> = { N: 'S', E: 'W', S: 'N', W: 'E' };

/** The board a view shows. */
export function boardOf(view: LostPatrolView): Board {
  const piece = (p: { row: number | null; col: number | null; soldiers: number; from: Dir | null; trapped: boolean }): BoardPiece => ({ row: p.row, col: p.col, soldiers: p.soldiers, from: p.from, trapped: p.trapped });
  return {
    keepsTiles: view.options.mappingTheForest || view.options.trailOfBreadcrumbs,
    tiles: view.grid.map((c) => (c.faceUp ? { kind: c.kind, heading: c.heading } : null)),
    patrol: piece(view.patrol),
    groups: view.groups.map(piece),
    capturedBy: view.capturedBy,
    attack: view.attack ? { target: view.attack.target, round: view.attack.round } : null,
    outcome: view.outcome ? { outcome: view.outcome.outcome, winner: view.outcome.winner, summary: view.outcome.summary } : null,
  };
}

/** The board before the deal: every tile face down, nobody on the grid (setup's events fill it). */
export function blankBoard(keepsTiles: boolean): Board {
  const off: BoardPiece = { row: null, col: null, soldiers: 0, from: null, trapped: false };
  return { keepsTiles, tiles: Array<BoardTile | null>(SIZE * SIZE).fill(null), patrol: off, groups: [], capturedBy: null, attack: null, outcome: null };
}

const copyBoard = (b: Board): Board => ({
  ...b,
  tiles: b.tiles.slice(),
  patrol: { ...b.patrol },
  groups: b.groups.map((g) => ({ ...g })),
  attack: b.attack ? { ...b.attack } : null,
  outcome: b.outcome ? { ...b.outcome } : null,
});

const pieceIndex = (w: Who): number => (w.piece === 'pursuers' ? w.group : -1);

function offGrid(p: BoardPiece): void {
  p.row = null;
  p.col = null;
  p.from = null;
}

/**
 * The board after a step: `events` (one step's, as a seat received them) folded over `before`.
 * Base game: a tile nobody stands on any more is discarded and a face-down spare takes its place.
 */
export function playStep(before: Board, events: readonly GameEvent[]): Scene {
  const b = copyBoard(before);
  const scene: Scene = { board: b, moves: [], reveals: [], rolls: [], losses: [] };
  const pieceOf = (w: Who): BoardPiece => (w.piece === 'pursuers' ? (b.groups[w.group] as BoardPiece) : b.patrol);
  for (const raw of events) {
    const e = raw as LostPatrolEvent;
    switch (e.type) {
      case 'start':
        b.patrol = { row: e.row, col: e.col, soldiers: e.soldiers, from: OPPOSITE[e.heading], trapped: false };
        b.tiles[e.row * SIZE + e.col] = { kind: e.kind, heading: e.heading };
        scene.reveals.push({ row: e.row, col: e.col, tile: { kind: e.kind, heading: e.heading } });
        break;
      case 'pursuers-wait':
        b.groups = e.groups.map((n) => ({ row: null, col: null, soldiers: n, from: null, trapped: false }));
        break;
      case 'entered': {
        const p = pieceOf(e.who);
        p.row = e.row;
        p.col = e.col;
        p.from = e.from;
        if (b.capturedBy !== null && b.capturedBy === pieceIndex(e.who)) {
          b.patrol.row = e.row;
          b.patrol.col = e.col;
        }
        const tile = { kind: e.kind, heading: e.heading };
        b.tiles[e.row * SIZE + e.col] = tile;
        scene.moves.push({ who: e.who, row: e.row, col: e.col });
        if (e.revealed) scene.reveals.push({ row: e.row, col: e.col, tile });
        break;
      }
      case 'turned':
        b.tiles[e.row * SIZE + e.col] = { kind: e.kind, heading: e.heading };
        break;
      case 'caught':
        b.capturedBy = pieceIndex(e.who);
        break;
      case 'trapped':
        pieceOf(e.who).trapped = true;
        break;
      case 'quiet':
      case 'held':
      case 'retreats':
        scene.rolls.push(e.roll);
        b.attack = null;
        break;
      case 'attack':
        scene.rolls.push(e.roll);
        b.attack = { target: pieceIndex(e.who), round: 1 };
        break;
      case 'again':
        scene.rolls.push(e.roll);
        b.attack = { target: pieceIndex(e.who), round: (b.attack?.round ?? 0) + 1 };
        break;
      case 'lost': {
        scene.rolls.push(e.roll);
        scene.losses.push({ who: e.who, soldiers: e.soldiers, left: e.left });
        const p = pieceOf(e.who);
        p.soldiers = e.left;
        if (e.left === 0) {
          b.attack = null;
          if (e.who.piece === 'pursuers') offGrid(p);
        }
        break;
      }
      case 'went-out':
        offGrid(pieceOf(e.who));
        scene.moves.push({ who: e.who, row: null, col: null });
        break;
      case 'freed':
        b.capturedBy = null;
        b.patrol.from = e.from;
        break;
      case 'escaped':
      case 'marched-out':
        offGrid(pieceOf(e.who));
        offGrid(b.patrol);
        scene.moves.push({ who: e.who, row: null, col: null });
        break;
      case 'trapped-lost':
        b.patrol.trapped = true;
        break;
      default:
        break;
    }
    if ('outcome' in e) {
      b.attack = null;
      b.outcome = { outcome: e.outcome, winner: e.winner, summary: describe(e) };
    }
  }
  if (!b.keepsTiles) {
    const held = new Set<number>();
    if (b.patrol.row !== null && b.patrol.col !== null) held.add(b.patrol.row * SIZE + b.patrol.col);
    for (const g of b.groups) if (g.soldiers > 0 && g.row !== null && g.col !== null) held.add(g.row * SIZE + g.col);
    b.tiles = b.tiles.map((t, i) => (held.has(i) ? t : null));
  }
  return scene;
}
