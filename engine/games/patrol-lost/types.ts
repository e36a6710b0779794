import type { BaseState, GameResult } from '../../core/contract';
import type { RngState } from '../../core/rng';

/** A side of a hex, as actions and views spell it (flat-topped hexes, clockwise from the top). */
export type Dir = 'N' | 'NE' | 'SE' | 'S' | 'SW' | 'NW';

export type TileKindId =
  | 'start'
  | 'end'
  | 'slight-curve'
  | 'three-way'
  | 'three-way-hazard'
  | 'straight'
  | 'curve-hazard'
  | 'tight-corner'
  | 'straight-hazard'
  | 'dead-end'
  | 'sharp-corner-hazard';

/** One type of tile, from resources/games/patrol-lost/tiles.json. */
export interface TileKind {
  id: TileKindId;
  name: string;
  /** A short word for the log: 'curve', 'hazard straight'. */
  short: string;
  count: number;
  /** Exit sides (0 N .. 5 NW) before the tile is turned. */
  exits: number[];
  hazard: boolean;
}

export type Role = 'standard' | 'close' | 'ranged';

export interface GoodGuyKind {
  name: string;
  role: Role;
  roleName: string;
  attackDice: number;
}

/** The six phases of a turn; `removal` and `clear-up` run by themselves unless a player must choose. */
export type Phase = 'good' | 'removal' | 'place' | 'bad' | 'attack' | 'clear-up' | 'over';

/** A tile on the map. `cell` packs axial (q, r) (see hex.ts); `rot` turns its exits clockwise. */
export interface PlacedTile {
  tile: number;
  cell: number;
  rot: number;
  /** Bad Guys on it. */
  bad: number;
}

/** A decision the rules ask for in the middle of a phase. */
export type Pending =
  /** The tile just drawn waits for the Bad Guy player to turn it (`rots`: the turns allowed). */
  | { kind: 'orient'; tile: number; cell: number; entry: number; rots: number[]; forced: boolean }
  /** The Good Guys won the fight on `cell`: their player moves the surviving Bad Guys. */
  | { kind: 'push-bad'; cell: number }
  /** A Good Guy on `cell` is lost: his player chooses which (`count` of them, one at a time). */
  | { kind: 'lose'; cell: number; count: number; then: 'push-good' | 'clear-up' }
  /** The Bad Guys moves the Good Guys on `cell` to a tile next to it along a path. */
  | { kind: 'push-good'; cell: number };

/** One fight of the attack phase, as rolled. */
export interface Fight {
  cell: number;
  bad: number;
  badDie: number;
  badScore: number;
  goodDice: [number, number];
  closeBonus: number;
  rangedBonus: number;
  goodScore: number;
  winner: 'good' | 'bad' | 'tie';
}

/** The last dice rolled, for screens: what they were for and what they showed. */
export type DiceShown =
  | { kind: 'hazard'; guy: number; die: number; moved: boolean }
  | { kind: 'attack'; guy: number; dice: number[]; hits: number }
  | { kind: 'fight'; fight: Fight };

/** Dice as screens get them: a fight's tile given as (q, r). */
export type DiceView =
  | Exclude<DiceShown, { kind: 'fight' }>
  | { kind: 'fight'; fight: Omit<Fight, 'cell'> & { q: number; r: number } };

export interface Outcome {
  outcome: GameResult['outcome'];
  winner: number | null;
  summary: string;
}

export interface PatrolLostStats {
  turns: number;
  tilesPlaced: number;
  tilesRemoved: number;
  goodLost: number;
  badKilled: number;
  fights: number;
  forcedBlocks: number;
}

export interface PatrolLostOptions {
  /** After this many turns without a winner the game is a draw (house rule: a safety net). */
  turnLimit: number;
  /**
   * The five Good Guys' names by index (three standard, then the close-combat and the ranged
   * specialist), when the game is played from a campaign: each Good Guy is a named GI.
   */
  names?: string[];
}

export interface PatrolLostState extends BaseState {
  options: PatrolLostOptions;
  rng: RngState;
  phase: Phase;
  turn: number;
  board: PlacedTile[];
  /** Face-down pile, the next draw last. Its order is hidden from both seats. */
  pile: number[];
  /** The End tile waits until the pile is empty. */
  endPlaced: boolean;
  /** Tiles taken off the map for good. */
  removed: number[];
  /** Where each Good Guy stands (cell), -1 once he is lost. Index = Good Guy (pieces.json). */
  goods: number[];
  /** Bad Guys in the pool. */
  pool: number;
  /** Good Guy phase: the Good Guy acting now (-1 none), his actions used, and who has finished (bits). */
  active: number;
  used: number;
  finished: number;
  /** Bad Guy actions left this turn. */
  badActions: number;
  /** Cells that have had their fight this attack phase. */
  fought: number[];
  pending: Pending | null;
  dice: DiceShown | null;
  outcome: Outcome | null;
  stats: PatrolLostStats;
  /** Bad Guys each Good Guy has defeated (by index): his own attacks' kills, and fights won (see combat.ts). */
  credit: number[];
}

/** An optional reason, in words, that a computer player gives for its choice (logged with it). */
interface Why {
  why?: string;
}

export type PatrolLostAction = Why &
  (
    | { type: 'move'; guy: number; dir: Dir }
    | { type: 'attack'; guy: number }
    /** Ends the current side's actions (Good Guy phase or Bad Guy actions). */
    | { type: 'end-actions' }
    | { type: 'orient'; rot: number }
    | { type: 'place'; q: number; r: number }
    | { type: 'add'; q: number; r: number }
    /** Moves `count` Bad Guys from (q, r) to the tile across side `dir`; one of them goes back to the pool. */
    | { type: 'advance'; q: number; r: number; dir: Dir; count: number }
    | { type: 'fight'; q: number; r: number }
    | { type: 'end-attacks' }
    | { type: 'push-bad'; dir: Dir }
    | { type: 'push-good'; dir: Dir }
    | { type: 'lose'; guy: number }
  );

export interface TileView {
  id: number;
  kind: TileKindId;
  name: string;
  q: number;
  r: number;
  rot: number;
  exits: Dir[];
  hazard: boolean;
  bad: number;
  /** Words for the log and screen readers: 'the curve 2 N of Start'. */
  label: string;
}

export interface GoodGuyView {
  index: number;
  name: string;
  role: Role;
  roleName: string;
  alive: boolean;
  q: number | null;
  r: number | null;
  /** Good Guy phase: finished for this turn, or actions still to use (2, 1 or 0). */
  finished: boolean;
  actionsLeft: number;
}

export interface PendingView {
  kind: Pending['kind'];
  q: number;
  r: number;
  /** orient: the tile drawn, and each allowed turn with the exits it gives. */
  tile?: { id: number; kind: TileKindId; name: string; hazard: boolean };
  entry?: Dir;
  options?: { rot: number; exits: Dir[] }[];
  forced?: boolean;
  /** lose: how many Good Guys are still to be chosen. */
  count?: number;
  /** push-good: what the fight on that tile came to, a tie or a Bad Guy win (the push follows either). */
  after?: 'tie' | 'loss';
}

export interface PatrolLostView {
  turn: number;
  phase: Phase;
  /** Whose decision it is: 0 Good Guys, 1 Bad Guys, null when over. */
  toAct: number | null;
  tiles: TileView[];
  goods: GoodGuyView[];
  pool: number;
  badOnMap: number;
  pileCount: number;
  /** What the pile still holds by type (public: every tile is known; only the order is hidden). */
  pileKinds: Partial<Record<TileKindId, number>>;
  endPlaced: boolean;
  removedCount: number;
  badActionsLeft: number;
  /** Tiles whose fight is done this attack phase. */
  fought: { q: number; r: number }[];
  /** Attack phase: the tiles where the Bad Guys may still attack, their number, and the Good Guys' bonuses there (close-combat specialist on the tile, ranged specialist seeing it). */
  fights: { q: number; r: number; bad: number; close: number; ranged: number }[];
  pending: PendingView | null;
  dice: DiceView | null;
  outcome: Outcome | null;
  stats: PatrolLostStats;
  turnLimit: number;
}
