import type { BaseState, GameResult } from '../../core/contract';
import type { RngState } from '../../core/rng';

/** A compass direction as saves and the UI spell it: north is the top row of the grid. */
export type Dir = 'N' | 'E' | 'S' | 'W';

export type TileKindId = 'straight' | 'right' | 'left' | 'dead-end' | 'right-or-straight' | 'left-or-straight';

/** One kind of forest tile, from resources/games/lost-patrol/tiles.json. */
export interface TileKind {
  id: TileKindId;
  name: string;
  /** Short name for the log: 'Right', 'Dead end'. */
  short: string;
  count: number;
  /** Exits relative to a patrol that came in by the entry arrow. */
  exits: ('ahead' | 'right' | 'left')[];
}

export interface LostPatrolOptions {
  /** The Deserter variant: seat 0 is the Deserter, seat 1 the Pursuers. */
  deserter: boolean;
  /** Deserter only: the sizes of the pursuers' groups, summing to 10. [10] means one group. */
  pursuerGroups: number[];
  /** Mini variant: tiles left stay where they are, face up; a mapped way back needs an arrow. */
  mappingTheForest: boolean;
  /** Mini variant: tiles left stay where they are, face up, turned the way the mover chooses. */
  trailOfBreadcrumbs: boolean;
  /**
   * Saves made under rules version 1 only: the start tile is dealt as it comes, a dead end
   * included, so they replay as they were played. New games never set it.
   */
  legacyStart: boolean;
  /**
   * Base game only: the patrol's 10 names in the order they fall, when the game is played from a
   * campaign (each soldier a named GI); the log names the soldiers who face the horror and fall.
   */
  names?: string[];
}

/**
 * A piece on the table: the lost patrol (base game), the Deserter, or one group of Pursuers.
 * `cell` is row * 7 + col, or -1 when off the grid (pursuers waiting to enter).
 * `from` is the side of its tile it came in by (0 N, 1 E, 2 S, 3 W), the way back from a dead end.
 */
export interface Piece {
  cell: number;
  from: number;
  soldiers: number;
  /** Stuck on a dead end with no way back (Mapping the Forest), for good. */
  trapped: boolean;
}

export type Phase = 'move' | 'bid' | 'over';

/** A horror attack being fought: who is attacked (-1 the patrol, else a pursuers group) and which round. */
export interface Attack {
  target: number;
  round: number;
}

export interface LostPatrolStats {
  turns: number;
  moves: number;
  tilesTurned: number;
  attacks: number;
  rounds: number;
  soldiersLost: number;
  reshuffles: number;
}

export interface Outcome {
  outcome: GameResult['outcome'];
  winner: number | null;
  summary: string;
}

export interface LostPatrolState extends BaseState {
  options: LostPatrolOptions;
  rng: RngState;
  phase: Phase;
  /** Whose side is moving: 0 the patrol / Deserter, 1 the Pursuers. */
  side: 0 | 1;
  /** Tile id (0..99) on each of the 49 cells, row by row. */
  cellTile: number[];
  /** The heading of each face-up tile (0 N, 1 E, 2 S, 3 W: the way its entry arrow points), -1 face down. */
  cellHeading: number[];
  /** Face-down spare tiles; the next one drawn is the last. */
  spares: number[];
  /** Face-up discard pile of tiles left behind. */
  discards: number[];
  /** The patrol, or in the Deserter variant the Deserter (1 soldier, never attacked). */
  patrol: Piece;
  /** Deserter variant: the pursuers' groups; empty in the base game. */
  groups: Piece[];
  /** Deserter variant: which groups have moved this pursuers' turn. */
  moved: boolean[];
  /** The group that holds the Deserter, or -1. */
  capturedBy: number;
  attack: Attack | null;
  outcome: Outcome | null;
  stats: LostPatrolStats;
}

export type LostPatrolAction =
  /**
   * Move a piece off its tile through side `dir`. `group` names a pursuers group (absent for the
   * patrol or the Deserter). Under Trail of Breadcrumbs `orient` is the heading the tile left is
   * turned to; it is absent otherwise.
   */
  | { type: 'move'; dir: Dir; group?: number; orient?: Dir }
  /** Deserter variant: a pursuers group waiting off the grid enters the edge cell (row, col) across `edge`. */
  | { type: 'enter'; group: number; row: number; col: number; edge: Dir }
  /** A horror attack: bet this many soldiers. */
  | { type: 'bid'; soldiers: number };

/** A cell as a player sees it: face-down tiles show nothing. */
export type CellView =
  | { row: number; col: number; faceUp: false }
  | { row: number; col: number; faceUp: true; kind: TileKindId; name: string; heading: Dir; entry: Dir; exits: Dir[] };

export interface PieceView {
  row: number | null;
  col: number | null;
  soldiers: number;
  /** The side it came in by, or null off the grid. */
  from: Dir | null;
  trapped: boolean;
}

export interface GroupView extends PieceView {
  index: number;
  moved: boolean;
}

export interface LostPatrolView {
  options: LostPatrolOptions;
  mode: 'patrol' | 'deserter';
  phase: Phase;
  side: 0 | 1;
  turn: number;
  grid: CellView[];
  sparesCount: number;
  discardsCount: number;
  /** The lost patrol, or the Deserter in the Deserter variant. */
  patrol: PieceView;
  groups: GroupView[];
  capturedBy: number | null;
  attack: { target: number; round: number; soldiers: number; minBid: number; maxBid: number } | null;
  outcome: Outcome | null;
  stats: LostPatrolStats;
}
