/**
 * The odds channels of the API contract (re-exported by contract.ts, which the renderer imports):
 * the chance to win a save's position, refined on worker threads. Free of Node imports.
 */
import { z } from 'zod';
import { id } from './fields';


export const oddsRequestSchemas = {
  /**
   * The odds of a save's position for the seat looking (a person's seat; omitted: as saves.open
   * picks it). Answers when every figure is within `margin` (or when cancelled: the figures so
   * far). `job`: an id the client picks to read the figures while they refine (`odds.peek`) and
   * to cancel (`odds.cancel`). `choices`: also each of the seat's choices. `expectedCount`: the
   * action count the client saw (a game that moved on is refused as stale).
   */
  'odds.run': z
    .object({
      id,
      job: id,
      seat: z.number().int().min(0).max(7).optional(),
      choices: z.boolean().default(true),
      margin: z.number().min(0.005, 'A margin is at least 0.005 (+/-0.5%).').max(0.2, 'A margin is at most 0.2 (+/-20%).').default(0.01),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      expectedCount: z.number().int().min(0).optional(),
      /** A replay's point: the position after this many of the save's actions (instead of now). */
      at: z.number().int().min(0).max(10_000_000).optional(),
    })
    .strict(),
  /**
   * What the odds of a save would be played by, in words, before asking for them (the Odds panel's
   * button says it); also gets the odds workers ready, so a first run starts at once.
   */
  'odds.about': z.object({ id, seat: z.number().int().min(0).max(7).optional() }).strict(),
  /**
   * Gets the odds workers ready for a game the player is on their way to (the pointer on its card
   * or a save of it), before any position of it is shown: for a game whose odds warm up (a battle's
   * long sample games), so its first odds are quick. Answers at once whether anything is warming.
   */
  'odds.prepare': z.object({ game: id }).strict(),
  /** The figures of a running odds job so far (null when unknown or finished). */
  'odds.peek': z.object({ job: id }).strict(),
  /** Stops a running odds job: its odds.run answers with the figures so far. True if it was running. */
  'odds.cancel': z.object({ job: id }).strict(),
} as const;

/** How often a value came up: casualties at the end, or turns left. */
export interface SpreadBar {
  value: number;
  games: number;
}

export interface ChoiceOddsView {
  /** The action as the game takes it (saves.act takes it as it is). */
  action: unknown;
  chance: number;
  margin: number;
  games: number;
}

/** One side's chance to win, with its 95% margin (a two-sided game: the rest of the games are draws). */
export interface SideOddsView {
  seat: number;
  chance: number;
  margin: number;
  /** "48% +/- 3%". */
  text: string;
}

export interface OddsView {
  job: string;
  seat: number;
  /** The action count of the position. */
  actionCount: number;
  /** The chance to win playing on as the strongest bot would, and its 95% margin. */
  chance: number;
  margin: number;
  /** "62% +/- 1%". */
  text: string;
  games: number;
  /** 0..1. */
  progress: number;
  done: boolean;
  cancelled: boolean;
  /** Each choice of the seat, best first (empty when not asked or not the seat's decision). */
  choices: ChoiceOddsView[];
  /** Casualties at the end of the game -> games, lowest first. */
  casualties: SpreadBar[];
  /** Turns still to play -> games, fewest first. */
  turnsLeft: SpreadBar[];
  /**
   * In a two-sided game, each side's chance to win (by seat, seat 0 first) from the same games: the
   * seat looking's and the other's; what neither wins is a draw. Absent in other games.
   */
  sides?: SideOddsView[];
  /** The bot whose play the odds assume. */
  bot: string;
  /** Who plays on, in a player's words: "the greedy computer player" (the same as odds.about's). */
  by: string;
  /**
   * True when the figures allow for each sample game's luck (the game tells it: engine/odds luck.ts),
   * so that fewer games give the same margin.
   */
  luck: boolean;
  /**
   * How much more often the first choice wins than the second, on the same deals, with its 95%
   * margin (much smaller than either figure's when most deals end alike); null with fewer than two choices.
   */
  lead: { lead: number; margin: number; games: number } | null;
}

export interface OddsAbout {
  /** Who plays on in the odds, in a player's words: "the greedy computer player". */
  by: string;
}

export interface OddsPrepared {
  /** True when the workers are getting ready for the game (false: its odds need no warming, or they are ready already). */
  warming: boolean;
}

export interface OddsResponses {
  'odds.run': OddsView;
  'odds.about': OddsAbout;
  'odds.prepare': OddsPrepared;
  'odds.peek': OddsView | null;
  'odds.cancel': boolean;
}
