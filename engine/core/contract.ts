/**
 * The game contract every game in engine/games/ implements (after boardgame.io's core):
 * a game is plain, serialisable data plus pure functions. The random generator's state lives
 * inside the game state, so a game is exactly {game, version, seed, options, actions[]}.
 */

/** A seat at the table: 0 for the first player. Solo games have one seat, 0. */
export type Seat = number;

/** A typed refusal a player can read. Illegal actions never throw and never change state. */
export interface GameError {
  code: string;
  message: string;
}

export type ApplyResult<S> = { ok: true; state: S } | { ok: false; error: GameError };

/** What the end of a game looks like. `winner` is a seat, or null for a solo loss / draw. */
export interface GameResult {
  outcome: 'win' | 'loss' | 'draw';
  winner: Seat | null;
  /** One sentence for the win or loss screen. */
  summary: string;
  /** Figures for the end screen, e.g. { turns: 12, casualties: 9 }. */
  stats: Record<string, number | string>;
}

export interface LogEntry {
  /** Index of the action that produced this line (-1 for setup). */
  action: number;
  text: string;
}

/** The fields every game's state carries, whatever else it holds. */
export interface BaseState {
  /** Number of actions applied so far. */
  actionCount: number;
  /** Incremented whenever hidden information is revealed or a die is rolled: undo stops there. */
  reveals: number;
  /**
   * What the last apply (or setup) did, in words a player reads ("Drew M1 Garand Rifles.").
   * Only the last step's lines: hosts collect them into the game log, so apply stays cheap.
   */
  events: string[];
}

export interface SeatInfo {
  min: number;
  max: number;
  names: string[];
}

export interface GameDefinition<S extends BaseState = BaseState, A = unknown, O = unknown, V = unknown> {
  /** Stable id, also the folder name: 'endless-patrol'. */
  id: string;
  name: string;
  /** Rules version recorded in saves; a save of another version is refused or migrated. */
  version: number;
  seats: SeatInfo;
  /** Checks and fills in options (defaults); an error for anything malformed. */
  parseOptions(raw: unknown): { ok: true; options: O } | { ok: false; error: GameError };
  setup(seed: number, options: O): S;
  /** Whose decision it is, or null when the game is over. */
  currentSeat(state: S): Seat | null;
  /** Checks the shape of an action that arrived from outside (a save, the UI, a bot). */
  parseAction(raw: unknown): { ok: true; action: A } | { ok: false; error: GameError };
  legalActions(state: S, seat: Seat): A[];
  /** Legality: null when the action may be applied, else why not. */
  check(state: S, action: A, seat: Seat): GameError | null;
  /** Applies a checked action to a copy; never mutates `state`. */
  apply(state: S, action: A, seat: Seat): S;
  /** What `seat` may see: hides deck order and anything unrevealed. */
  view(state: S, seat: Seat): V;
  result(state: S): GameResult | null;
}

export const gameOverError: GameError = { code: 'game-over', message: 'This game is over.' };
