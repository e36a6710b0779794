import type { RngState } from './rng';
import type { CampaignHooks } from '../campaign/hooks';

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

/**
 * What one successful step gives back: the new state, the action as the game parsed it (what a
 * host records), and the result worked out once for the new state (null while play goes on).
 */
export type ApplyResult<S, A = unknown> =
  | { ok: true; state: S; action: A; result: GameResult | null }
  | { ok: false; error: GameError };

/** What the end of a game looks like. `winner` is a seat, or null for a solo loss / draw. */
export interface GameResult {
  outcome: 'win' | 'loss' | 'draw';
  winner: Seat | null;
  /** One sentence for the win or loss screen. */
  summary: string;
  /** Figures for the end screen, e.g. { turns: 12, casualties: 9 }. */
  stats: Record<string, number | string>;
}

/**
 * One thing a step did, as plain data: what moved where, which dice fell, what was revealed to
 * whom. `type` names it (each game lists its own in its events.ts); `seats`, when present, are the
 * only seats that may know it (a tile told to the side that placed it): the gate filters events
 * per seat exactly as it filters log lines, and each event's log line is built from it by the
 * game's `describe`. An event carries only what its readers may know.
 */
export interface GameEvent {
  type: string;
  /** The seats that may know it; absent for everyone. */
  seats?: Seat[];
}

/**
 * A step's event as states stored by older versions hold it (a snapshot written before events were
 * typed): a plain line of words (for everyone) or `{text, seats}`. Games never make these; a host
 * reading an old snapshot reads one as a `said` event (core/gate `asEvent`).
 */
export type LogLine = string | { text: string; seats: Seat[] };

/** An event as a stored state may hold it: typed, or an older version's line of words. */
export type StepEvent = GameEvent | LogLine;

/** A log line as hosts keep it: the action that wrote it (-1 for setup), its event, and who may read it. */
export interface LogEntry {
  action: number;
  /** The event's words (the game's `describe`). */
  text: string;
  /** The event the words are built from. */
  event: GameEvent;
  /** The seats that may read it; absent for everyone. */
  seats?: Seat[];
}

/** The fields every game's state carries, whatever else it holds. */
export interface BaseState {
  /** Number of actions applied so far. */
  actionCount: number;
  /** Incremented whenever hidden information is revealed or a die is rolled: undo stops there. */
  reveals: number;
  /**
   * What the last apply (or setup) did, as typed events (the log's words are built from them by
   * the game's `describe`). Only the last step's: hosts collect them into the game log, so apply
   * stays cheap.
   */
  events: GameEvent[];
}

export interface SeatInfo {
  min: number;
  max: number;
  names: string[];
  /**
   * The seats' names in a game whose options call them otherwise (the Lost Patrol's Deserter variant:
   * "Deserter", "Pursuers"), from its parsed options; `names` when absent. Read through seatNamesOf.
   */
  namesFor?: (options: any) => string[];
}

/** What the seats of a game played with `options` are called (SeatInfo.namesFor, else its names). */
export function seatNamesOf(def: { seats: SeatInfo }, options: unknown): string[] {
  return def.seats.namesFor?.(options) ?? [...def.seats.names];
}

/** A point on a table, in inches (x to the right, y down). */
export interface TemplatePoint {
  x: number;
  y: number;
}

/**
 * A rectangle every point of a template field must lie in, edges included: the table, from
 * (minX, minY) = (0, 0) to (maxX, maxY) = (width, height).
 */
export interface TemplateBounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The bounds of one continuous field of an action template. */
export type TemplateParam =
  /** A point within `maxDistance` inches of `from`, and inside `bounds` when given (the table). */
  | { kind: 'point'; from: TemplatePoint; maxDistance: number; bounds?: TemplateBounds; label: string }
  /** A direction in degrees, 0 = north (up the table), clockwise. */
  | { kind: 'angle'; label: string }
  /** A number between min and max (inclusive); `step` when only multiples of it are allowed. */
  | { kind: 'number'; min: number; max: number; step?: number; label: string }
  /**
   * A path of points (a move): each leg measured from the previous point, `maxLength` in all, every
   * point inside `bounds` when given (the table).
   */
  | { kind: 'path'; from: TemplatePoint; maxLength: number; maxPoints: number; bounds?: TemplateBounds; label: string };

/**
 * A continuous choice: an action whose fields are not a finite list (a move's end point, a
 * grenade's target, a scatter direction). The concrete action is `{...base, [param]: value}`;
 * `check` decides whether a concrete value is legal, with a reason when it is not.
 */
export interface ActionTemplate {
  /** The fixed part of the action, including its `type`. */
  base: Record<string, unknown>;
  /** The continuous fields, by the action field they fill. */
  params: Record<string, TemplateParam>;
  /** One line saying what it is, for screens and logs ("Move Pvt. Baker up to 5 in"). */
  label: string;
}

/**
 * What a host sends a seat of its choices in a game where listing them all grows with the square of
 * its pieces (Combat Patrol!: every soldier's shot at every enemy, each needing line of sight). Its
 * `legal` and `templates` are part of the game's legalActions and templates; `onRequest` names the
 * pieces whose choices `choicesOf` gives whole, on request (a screen asks for the piece a player
 * selects). Together they hold every choice legalActions and templates do, and no other.
 */
export interface SentChoices<A = unknown> {
  legal: A[];
  templates: ActionTemplate[];
  onRequest: string[];
}

export interface GameDefinition<S extends BaseState = BaseState, A = unknown, O = unknown, V = unknown> {
  /** Stable id, also the folder name: 'endless-patrol'. */
  id: string;
  name: string;
  /** Rules version recorded in saves; a save of an older version is upgraded (upgradeOptions) or refused. */
  version: number;
  /**
   * The oldest rules version whose saves play exactly as this one does (only what an action may
   * carry changed since). A save of that version or newer, continued here, is lifted to this version
   * with its next move, so an app of the older version, which would refuse the new moves, says the
   * save is from a newer app instead. Absent: saves keep the version they were begun under.
   */
  sameRulesSince?: number;
  seats: SeatInfo;
  /**
   * True when seats may know different things (a hand, a face-down tile one side placed). Whether
   * two people at one screen get a "pass the screen" cover is decided per position by the gate
   * (core/gate seatsKeepSecrets, from `secrets`, `redeal` and the log); the conformance suite
   * checks that only a game declaring this ever needs the cover, and that one declaring it does.
   */
  seatSecrets?: boolean;
  /** Checks and fills in options (defaults); an error for anything malformed. */
  parseOptions(raw: unknown): { ok: true; options: O } | { ok: false; error: GameError };
  /**
   * The options of a save made under an older rules `version`, turned into this version's
   * options that replay that save exactly as it was played (a renamed option, an old default
   * kept). Absent: saves of older versions are refused. core/pipeline `optionsFor` calls it.
   */
  upgradeOptions?(version: number, raw: unknown): { ok: true; options: O } | { ok: false; error: GameError };
  setup(seed: number, options: O): S;
  /** Whose decision it is, or null when the game is over. */
  currentSeat(state: S): Seat | null;
  /** Checks the shape of an action that arrived from outside (a save, the UI, a bot). */
  parseAction(raw: unknown): { ok: true; action: A } | { ok: false; error: GameError };
  /** Every discrete choice `seat` has now (empty when it is not that seat's decision). */
  legalActions(state: S, seat: Seat): A[];
  /** The continuous choices `seat` has now, with their bounds (absent: the game has none). */
  templates?(state: S, seat: Seat): ActionTemplate[];
  /**
   * Optional, for a game whose choices multiply: what a host sends `seat` instead of legalActions
   * and templates whole, bounded by the pieces and not their square (see SentChoices). Absent: the
   * host sends legalActions and templates.
   */
  sentChoices?(state: S, seat: Seat): SentChoices<A>;
  /**
   * With sentChoices: every choice of one piece named in its `onRequest` (that piece's part of
   * legalActions and templates, in their order); empty for any other piece.
   */
  choicesOf?(state: S, seat: Seat, piece: string): { legal: A[]; templates: ActionTemplate[] };
  /** Legality: null when the action may be applied, else why not. */
  check(state: S, action: A, seat: Seat): GameError | null;
  /** Applies a checked action to a copy; never mutates `state`. */
  apply(state: S, action: A, seat: Seat): S;
  /**
   * Optional: check and apply in one pass, for a game whose check works out what its apply needs
   * (Combat Patrol!'s move and fire plans): the refusal `check` gives, else the state `apply` gives.
   * The pipeline uses it when present, so nothing is judged twice and nothing is kept between the two.
   */
  checkApply?(state: S, action: A, seat: Seat): { ok: true; state: S } | { ok: false; error: GameError };
  /** What `seat` may see: hides deck order and anything unrevealed. */
  view(state: S, seat: Seat): V;
  /**
   * The log line of one of this game's events, in words a player reads ("Drew M1 Garand Rifles.").
   * The only place a game's log text is made: screens, the log and replays read it from here.
   */
  describe(event: GameEvent): string;
  result(state: S): GameResult | null;
  /**
   * Hidden information, for games that have any: a copy of `state` in which everything `seat`
   * cannot know is dealt again from what is left (deck order, face-down tiles), using `rng`
   * only. Bots and odds sample from it; they never read the real order. The conformance suite
   * checks that what `seat` receives is the same for `state` and for any redeal of it, and that
   * a redeal does not depend on the real hidden order.
   */
  redeal?(state: S, seat: Seat, rng: RngState): S;
  /**
   * A fork's new luck: `state` with everything nobody at the table has seen (a pile's or a deck's
   * order, face-down tiles, the dice still to roll: the generator) dealt again from `seed` alone,
   * and everything seen or fixed by what a seat knows left exactly as it is. Pure; the result does
   * not depend on the real hidden order. Hosts call it through core/reseed `reseedState`, which
   * also marks the point as a reveal (undo stops there). Each game writes its ruling beside it.
   * Absent: the game has nothing unseen and rolls nothing (a fork plays on as it is).
   */
  reseed?(state: S, seed: number): S;
  /**
   * Strings that are secret from `seat` right now (a face-down card's name, a hidden tile's
   * place); the conformance suite checks none of them appears in what `seat` receives.
   */
  secrets?(state: S, seat: Seat): string[];
}

/**
 * What a bot is given besides its view and legal actions: the rules, its seat, its continuous
 * choices, and a sampler that deals a full state consistent with what the seat knows (hidden
 * parts redealt from what is left, never the real order). Search bots play forward from samples.
 */
export interface BotContext<S extends BaseState = BaseState, A = unknown> {
  def: GameDefinition<S, A, any, any>;
  seat: Seat;
  templates: ActionTemplate[];
  /** A state the seat cannot tell from the real one; with `redeal` absent, the real state (nothing is hidden). */
  sample(rng: RngState): S;
}

/**
 * A bot for one game. It sees only what its seat sees: the view, the legal actions, and samples
 * of the hidden parts. Its only randomness is the seeded `rng` it is given. `choose` returns one
 * of `legal`, or a concrete action filled in from one of `ctx.templates`.
 */
export interface Bot<V = unknown, A = unknown, S extends BaseState = any> {
  name: string;
  /** One line for `--help` and the UI. */
  description: string;
  /** False when the bot never reads the view: the driver may then skip building it. */
  readsView?: boolean;
  /**
   * False when the bot never reads `legal` (it draws its own legal action from the state, as
   * Combat Patrol!'s random bot does, without listing them all): the driver then skips listing
   * them and passes an empty list, and `choose` returns undefined when its seat has no move.
   */
  readsLegal?: boolean;
  choose(view: V, legal: A[], rng: RngState, ctx: BotContext<S, A>): A;
  /**
   * Optional: why it chose `action` (what `choose` just returned, with the same `ctx`), in a sentence
   * every seat may read: built only from what every seat may see, never from its own secrets. Null
   * when there is nothing worth saying (a die rolled). A host that shows the computer's reasons (the
   * services' computer seats, engine/bots botChoice `explain`) sends the action with the words as its
   * `why` field; a game whose bots explain takes `why` on every action and logs it as its own event,
   * so a replay shows the same words. Simulations and odds never ask: it costs time and changes no move.
   */
  explain?(action: A, ctx: BotContext<S, A>): string | null;
}

/** Catalog text for the home screen: ours, not the source's. */
export interface CatalogText {
  name: string;
  blurb: string;
  /** "1 player", "1-2 players". */
  players: string;
}

/**
 * One game, whole: its rules, its bots and its catalog text. engine/games/index.ts lists these;
 * the game registry, the bot registry and the services' catalog all derive from that one list.
 */
export interface GameModule<S extends BaseState = any, A = any, O = any, V = any> {
  definition: GameDefinition<S, A, O, V>;
  /** The computer players it offers, the generic random bot among them (engine/bots/random). */
  bots: Bot<V, A, S>[];
  catalog: CatalogText;
  /**
   * Named option sets worth playing apart (its variants), raw as parseOptions takes them, e.g.
   * { base: {}, deserter: { deserter: true } }. `npm run sim -- <game> --variant NAME` and the
   * conformance suite (core/conformance.ts) play each. Absent: the default options only.
   */
  variants?: Record<string, unknown>;
  /**
   * The turn a state is in (1 for the first; 0 or less while the game is set up), so a replay can
   * jump to a turn. Absent: the odds' `turn` when the game has odds, else the game tells no turns.
   */
  turn?: (state: S) => number;
  /**
   * Offered by games whose odds of the whole game can be worked out (engine/odds): which bot
   * plays each seat on from a position, and the figures of the outcome spread. Absent: no odds.
   */
  odds?: OddsSupport<S>;
  /**
   * Offered by games a campaign can play (engine/campaign/hooks.ts): the squad it takes from the
   * roster, how the GIs go into the game and what is written back when it ends. Absent: a campaign
   * cannot play it.
   */
  campaign?: CampaignHooks<S>;
  /**
   * Offered by games played on a table laid out in the table editor (the services' scenarios): the
   * option that holds the table, where a stored table's id is replaced by its document when a game
   * is created. Absent: the game's options never name a stored table.
   */
  tables?: TableOption;
}

/** How a game's options name the table it is played on (GameModule `tables`). */
export interface TableOption {
  /** The option holding the table: a whole document, a stored table's id, or 'sample'. */
  option: string;
  /** The id of the table shipped with the app (played again as 'sample'). */
  sampleId(): string;
}

/** What the odds of the whole game (engine/odds) need to know of one game besides its rules. */
export interface OddsSupport<S extends BaseState = any> {
  /** The name of the strongest of the module's `bots` for `seat` in a game like `state` (its options). */
  botFor(state: S, seat: Seat): string;
  /**
   * Who plays on in the odds, in a player's words ("the greedy computer player"), for the odds of
   * `seat` in a game like `state`. Absent: "the <botFor> computer player".
   */
  playedBy?(state: S, seat: Seat): string;
  /**
   * True for a game whose unseen future is its generator (dice still to roll) rather than hidden
   * cards: each sample game deals that future again from its own seed (the game's `reseed`, the
   * new luck a fork gets), so the odds never play on the real generator's dice.
   */
  newLuck?: boolean;
  /**
   * False for a game whose choices are too many to each be played on (a skirmish's every move and
   * shot): its odds give the chance of the position only, whatever is asked.
   */
  choices?: false;
  /**
   * Samples per chunk of work (engine/odds OddsRun `chunk`; default 100). A game whose sample games
   * are long (a whole battle) hands out small chunks, so a cancel or a new position is answered
   * after a few games rather than a hundred.
   */
  chunk?: number;
  /**
   * Sample games each of the odds' workers plays ahead, once, when a position of this game is first
   * shown with the odds to hand (electron/odds/odds-pool.ts `warm`): for a game whose sample games are
   * long, so V8 has compiled the engine in each worker before the player asks. They are the first
   * games of the run the player may ask for there, and that run counts them. Absent: none.
   */
  warmUp?: number;
  /**
   * The luck of the dice, for a game whose sample games' results owe much to it: for each of
   * `measures` measures, what the dice of the move from `before` to `after` gave less what they were
   * expected to give, each term worked out before its die was rolled, so that a game's sum has a
   * mean of nil whatever the players chose. The odds then allow for each game's luck (engine/odds
   * luck.ts): the same chance, known as well from fewer games. Absent: the plain share of games won.
   * `of` may answer null for a move whose dice (or cards) told nothing: all nil, nothing to add.
   */
  luck?: {
    measures: number;
    of(before: S, after: S): readonly number[] | null;
    /**
     * How many of the measures, first in the list, are the luck as it is (the rest the same luck
     * weighed by the position it fell in); absent: all of them. A matchup of whole games sums only
     * these (engine/bots/matchup.ts matchLuck), as Combat Patrol!'s balance check does: fewer
     * measures to fit, so the luck is allowed for from fewer games, and the two give the same figures.
     */
    plain?: number;
  };
  /** Casualties taken so far (soldiers lost). */
  casualties(state: S): number;
  /** The turn now (1 for the first). */
  turn(state: S): number;
}

export const gameOverError: GameError = { code: 'game-over', message: 'This game is over.' };
