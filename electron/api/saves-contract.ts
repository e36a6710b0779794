/**
 * The saves channels of the API contract (re-exported by contract.ts, which the renderer imports):
 * games started, played, undone, forked, listed, exported and imported, and the envelope a game
 * screen receives for one seat (built by the host's gate, electron/services/gate.ts). Free of Node imports.
 */
import { z } from 'zod';
import type { ActionTemplate, GameEvent } from '../../engine/core/contract';
import { id, name, seat } from './fields';
import { MAX_IMPORT_CHARS, tooLargeFile } from './limits';
import type { ChatLine, SharingView } from './share-contract';

/** Who plays a seat: a person at this screen, or one of the game's bots (its module in engine/games). */
export const seatPlayerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string().min(1).max(40) }).strict(),
]);
export type SeatPlayer = z.infer<typeof seatPlayerSchema>;

export const savesRequestSchemas = {
  'saves.list': z.object({}).strict(),
  /** A page of the saves list, newest first: by game, by result as the players saw it, by part of the name. */
  'saves.page': z
    .object({
      game: id.optional(),
      status: z.enum(['playing', 'won', 'lost', 'drawn']).optional(),
      search: z.string().max(80, 'A search is at most 80 characters.').optional(),
      offset: z.number().int().min(0).max(10_000_000).default(0),
      limit: z.number().int().min(1).max(100).default(10),
    })
    .strict(),
  'saves.create': z
    .object({
      game: id,
      name: name.optional(),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
      /** One entry per seat; omitted = every seat human (hotseat). Bot seats are played by the service. */
      seats: z.array(seatPlayerSchema).min(1).max(8).optional(),
      /**
       * Play it from a campaign: its squad is `squad` (GI ids; for a campaign that lets the player
       * choose who falls, in the order they fall), or the senior GIs able to fight when omitted.
       */
      campaign: z
        .object({
          id,
          squad: z.array(id).min(1).max(40).optional(),
          /** Combat Patrol!: the GI taking each US model of the scenario, in the models' order (null: the scenario's own soldier, attached). */
          models: z.array(id.nullable()).min(1).max(60).optional(),
        })
        .strict()
        .optional(),
      /**
       * A game no person plays is played a turn at a time (the first slice comes back; the screen asks
       * for each next one with saves.watch) instead of to its end in this one call.
       */
      stepwise: z.boolean().optional(),
    })
    .strict(),
  /**
   * `seat`: the seat looking, whose envelope comes back (a person's seat). Omitted: the seat to act
   * if a person plays it, else the first seat a person plays. `stepwise`: a game no person plays is
   * not played on here (its screen asks with saves.watch).
   */
  'saves.open': z.object({ id, seat: seat.optional(), stepwise: z.boolean().optional() }).strict(),
  /**
   * A game the computer plays on both sides, watched: its next computer moves (one side's, cut short
   * after a few tens of milliseconds so the main process stays free), as computerMoves. `sides:
   * 'both'`: the moves of either side for those milliseconds (a screen that shows only where the
   * computers stop asks on so, in fewer calls).
   */
  'saves.watch': z.object({ id, seat: seat.optional(), expectedCount: z.number().int().min(0).optional(), sides: z.enum(['one', 'both']).default('one') }).strict(),
  /** "Play again": a new game like this save (its game, options and seats; a fresh seed), opened at once. */
  'saves.again': z.object({ id }).strict(),
  'saves.act': z
    .object({
      id,
      /** The seat acting, and looking: the envelope comes back for it. */
      seat: seat.default(0),
      action: z.unknown().refine((a) => a !== undefined, 'An action is required.'),
      /** The action count the renderer saw; a stale request is refused rather than applied twice. */
      expectedCount: z.number().int().min(0).optional(),
    })
    .strict(),
  /** `seat`: the seat asking; it may take back only its own last move. */
  'saves.undo': z.object({ id, seat: seat.default(0), expectedCount: z.number().int().min(0).optional() }).strict(),
  'saves.rename': z.object({ id, name }).strict(),
  'saves.delete': z.object({ id }).strict(),
  'saves.export': z.object({ id }).strict(),
  'saves.import': z.object({ text: z.string().min(1).max(MAX_IMPORT_CHARS, tooLargeFile) }).strict(),
} as const;

export type SaveStatus = 'playing' | 'won' | 'lost' | 'drawn';

/**
 * What a client is told of a save's seed (electron/services/deal-seal.ts). The seed and the moves
 * rebuild every hidden tile, card and die to come, so while a game can go on only a commitment is
 * sent; once it is over for good (ended, and the end cannot be taken back) the seed and salt too:
 * the SHA-256 of the text `patrol-hq deal <save id> <seed> <salt>` is then the commitment.
 */
export interface DealSeal {
  /** SHA-256 (64 hex digits) of `patrol-hq deal <save id> <seed> <salt>`; '' for a save that cannot be read. */
  commitment: string;
  /** The save's seed: only once the game is over for good. */
  seed?: number;
  /** The salt that opens the commitment: only with `seed`. */
  salt?: string;
}

export interface SaveSummary extends DealSeal {
  id: string;
  /** Who plays each seat. */
  seats: SeatPlayer[];
  game: string;
  gameName: string;
  name: string;
  createdAt: string; // ISO
  updatedAt: string; // ISO
  actionCount: number;
  /** The game's own status: 'won' when any seat won. */
  status: SaveStatus;
  /**
   * Set when the stored save cannot be read: why, in words. Such a save cannot be opened or
   * renamed; it can be exported (a raw copy of what is stored) and deleted. Other fields are
   * what could still be read (defaults otherwise).
   */
  damaged?: string;
  /** The options the game was started with (its variant and house rules). */
  options: Record<string, unknown>;
  /** The seat that won a finished game; null while playing, for a loss or a draw. */
  winner: number | null;
  /** The status as the people at this screen saw it: a person's Pursuers beaten by the app's Deserter 'lost'. */
  seenStatus: SaveStatus;
  /** The campaign a game was played from (it may since have been deleted). */
  campaignId?: string;
}

/** A save just imported (saves.import), with a line for the person when it came in otherwise than its file said. */
export interface ImportedSave extends SaveSummary {
  /** Said when the file named a campaign: the game comes in outside any campaign (its end is written to no roster). */
  notice?: string;
}

/** One page of the saves list (saves.page). */
export interface SavesPage {
  items: SaveSummary[];
  /** Saves matching the query. */
  total: number;
  /** Every save, whatever the query. */
  all: number;
  offset: number;
}

export interface GameResultView {
  outcome: 'win' | 'loss' | 'draw';
  winner: number | null;
  summary: string;
  stats: Record<string, number | string>;
}

/**
 * Everything a game screen needs after any call, built for ONE seat (the seat looking) by the
 * engine's gate (engine/core/gate.ts seatPackage): that seat's view, its choices, the log lines it
 * may read. Never hidden state, never another seat's secrets.
 */
export interface GameEnvelope<V = unknown, A = unknown> {
  save: SaveSummary;
  options: Record<string, unknown>;
  /** The seat this envelope was built for. */
  seat: number;
  /** Whose decision it is now; null once the game is over. */
  toAct: number | null;
  /** What each seat is called ("Player"; "Deserter", "Pursuers"). */
  seatNames: string[];
  /**
   * True when two people share this screen and, now, one seat receives what the other may not see
   * (the gate's seatsKeepSecrets): the screen is covered and handed over between their turns.
   * False otherwise (nothing hidden between the seats: the screen simply switches seats).
   */
  seatSecrets: boolean;
  view: V;
  /** The looking seat's discrete choices (empty unless it is its decision). */
  legal: A[];
  /** The looking seat's continuous choices (empty unless it is its decision). */
  templates: ActionTemplate[];
  result: GameResultView | null;
  /** The log this seat may read, oldest first: each line's words and the typed event they tell (engine GameEvent). */
  log: { action: number; text: string; event: GameEvent }[];
  /** True when the looking seat made the last move and it can be taken back. */
  canUndo: boolean;
  /**
   * The seat that made the last move when it can be taken back (whoever is looking), else null:
   * two people at one screen with nothing hidden between them may take it back from either seat
   * (a die typed in by one side, corrected after the screen has passed to the other).
   */
  undoBy: number | null;
  /**
   * The computer's moves played by this call (after the person's move, or on create and open),
   * oldest first, each with the looking seat's view just after it (the gate's seatFrames): a screen
   * may show them one at a time before settling on `view`. At most the last COMPUTER_FRAMES; empty
   * when the computer did not move.
   */
  computerMoves: { action: number; seat: number; view: V }[];
  /** For a game played from a campaign: the campaign (name null once deleted), its squad's GI ids, and whether its end is written to the roster. */
  campaign?: GameCampaign;
  /**
   * Changes whenever anything a seat sees of this save changes (a move, an undo, a chat line, a
   * guest connecting or leaving, an undo asked or answered): `${actionCount}:${revision}`. saves.wait
   * answers once it differs from the one the client has.
   */
  stamp: string;
  /** The game's last chat lines (CHAT_LINES), oldest first: text, never HTML. */
  chat: ChatLine[];
  /** The game's sharing with a friend on another machine; null when it is not shared. */
  sharing: SharingView | null;
  /** A seat asked to take back its last move in a shared game and waits for the other's answer (saves.undoAnswer). */
  undoAsk: { by: number } | null;
}

export interface GameCampaign {
  id: string;
  name: string | null;
  /** The GIs' ids in the order the game names them (the order they fall); null for an attached soldier, not on the roster. */
  squad: (string | null)[];
  recorded: boolean;
}

export interface ExportFile {
  fileName: string;
  text: string;
  /**
   * A save's file only: true when the game is not over and the file tells what is still to come
   * (its seed and moves rebuild the unseen cards, tiles and dice), so a screen warns before it is saved.
   */
  revealsFuture?: boolean;
}

export interface SavesResponses {
  'saves.fork': GameEnvelope;
  'saves.list': SaveSummary[];
  'saves.page': SavesPage;
  'saves.create': GameEnvelope;
  'saves.open': GameEnvelope;
  'saves.watch': GameEnvelope;
  'saves.again': GameEnvelope;
  'saves.act': GameEnvelope;
  'saves.undo': GameEnvelope;
  'saves.rename': SaveSummary;
  'saves.delete': { id: string };
  'saves.export': ExportFile;
  'saves.import': ImportedSave;
}
