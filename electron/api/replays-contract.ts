/**
 * The replay channels of the API contract (re-exported by contract.ts): any save opened as a
 * replay, stepped to any action, bookmarks with a note, and a fork that plays on from any point.
 * Free of Node imports.
 */
import { z } from 'zod';
import { id } from './fields';
import type { GameEvent } from '../../engine/core/contract';
import type { DealSeal } from './saves-contract';
import type { ChatLine } from './share-contract';

const at = z.number().int().min(0).max(10_000_000);
const seat = z.number().int().min(0).max(7);

export const replayRequestSchemas = {
  /** A save as a replay: how many actions, where each turn starts, the check hash of the whole game, bookmarks, origin. */
  'replays.open': z.object({ id, seat: seat.optional() }).strict(),
  /** The game as `seat` saw it after `at` actions: view, log and result then, and the check hash of the states up to there. */
  'replays.at': z.object({ id, at, seat: seat.optional() }).strict(),
  /** Bookmarks action `at` with a note (replacing any note there); answers every bookmark of the save. */
  'replays.bookmark': z.object({ id, at, note: z.string().trim().min(1, 'A note cannot be empty.').max(200, 'A note is at most 200 characters.') }).strict(),
  'replays.unbookmark': z.object({ id, at }).strict(),
  /** The first point of this game whose check hash is `hash` (someone else's, pasted): where the two games agree up to. */
  'replays.findHash': z.object({ id, hash: z.string().regex(/^[0-9a-f]{16}$/, 'A check hash is 16 digits and letters a-f.') }).strict(),
  /**
   * A new save with the first `at` actions of this one, recording where it came from; the original is
   * untouched. `luck`: 'fresh' (the default) deals what nobody has seen again, from new entropy the
   * host draws; 'same' (for analysis) keeps the unseen cards, tiles and dice as they fell.
   */
  'saves.fork': z
    .object({ id, at, name: z.string().trim().min(1, 'A name cannot be empty.').max(80, 'A name is at most 80 characters.').optional(), luck: z.enum(['fresh', 'same']).default('fresh') })
    .strict(),
} as const;

export interface BookmarkView {
  at: number;
  note: string;
  createdAt: string;
}

export interface ForkOriginView {
  saveId: string;
  name: string;
  at: number;
  /** 'fresh': what nobody had seen was dealt again at the fork; 'same': it fell as in the original (analysis). */
  luck: 'fresh' | 'same';
}

/** A replay's details carry the save's deal seal (the commitment; the seed once the game is over for good). */
export interface ReplayInfo extends DealSeal {
  id: string;
  name: string;
  game: string;
  gameName: string;
  seat: number;
  /** Actions in the save: a replay shows points 0 (the deal) to count. */
  count: number;
  /** True when the game is over (its replay says what a fork from it deals: new luck unless "same luck" is chosen). */
  finished: boolean;
  /** Where each turn starts (the point before its first action), for "jump to turn"; empty when the game has no turns to tell. */
  turns: { turn: number; at: number }[];
  /** The check hash of every state of the game, 16 hex digits. */
  hash: string;
  bookmarks: BookmarkView[];
  /** Set when this save was forked from another. */
  origin: ForkOriginView | null;
  /** The campaign this game was played from (its name null once the campaign is deleted); null for a game outside any. A fork leaves it. */
  campaign: { id: string; name: string | null } | null;
}

/** Where a pasted check hash is found in this game: the point whose hash it is, or null when none is. */
export interface HashFound {
  at: number | null;
}

export interface ReplayStep<V = unknown> {
  at: number;
  count: number;
  seat: number;
  toAct: number | null;
  turn: number | null;
  view: V;
  /** The log this seat may read, oldest first: each line's words and the typed event they tell (engine GameEvent). */
  log: { action: number; text: string; event: GameEvent }[];
  result: { outcome: 'win' | 'loss' | 'draw'; winner: number | null; summary: string; stats: Record<string, number | string> } | null;
  /** The check hash of the states from the deal to this point. */
  hash: string;
  /**
   * The action that led here, who made it, and the seat's view just before it, so a screen can draw
   * the move, shot or scatter (Combat Patrol!'s table). Null at the deal, and always in a game with
   * hidden information (another seat's action could give away what this seat may not know).
   */
  last: { seat: number; action: unknown; before: V } | null;
  /** The chat lines said up to this point (a shared game's; the last CHAT_LINES), oldest first: text, never HTML. */
  chat: ChatLine[];
}

export interface ReplayResponses {
  'replays.open': ReplayInfo;
  'replays.at': ReplayStep;
  'replays.bookmark': BookmarkView[];
  'replays.unbookmark': BookmarkView[];
  'replays.findHash': HashFound;
}
