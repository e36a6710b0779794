/**
 * What the saves service tells shared play (services/sharing.ts) of each change, and asks it: the
 * parts every envelope carries besides the game (stamp, chat, sharing, undo asked).
 */
import type { Seat } from '../../engine/core';
import type { SharedParts } from './gate';
import type { LiveGame } from './live-game';

/** What the saves service tells shared play, and asks it (services/sharing.ts). */
export interface SaveHooks {
  /** The stamp, chat, sharing and undo asked of a save, for seat `seat` (null: a spectator). */
  parts(live: LiveGame, seat: Seat | null): SharedParts;
  /** A move was stored (a person's or the computer's): an undo asked is void. */
  moved(id: string): void;
  /** Anything else a seat sees of the save changed (an undo, a rename, its deletion). */
  changed(id: string): void;
  /** True when an undo by `seat` must first be agreed by the other player (a shared game): the ask is recorded then. */
  askUndo(id: string, seat: Seat): boolean;
  /** True when the save's recent moves are kept for saves.wait's answers (it is shared). */
  keepsMoves(id: string): boolean;
}

/** The most recent moves kept per shared save for saves.wait (older ones are shown only as the view they led to). */
export const KEPT_MOVES = 64;

export const NO_HOOKS: SaveHooks = {
  parts: (live) => ({ stamp: `${live.save.actionCount}:0`, chat: [], sharing: null, undoAsk: null }),
  moved: () => {},
  changed: () => {},
  askUndo: () => false,
  keepsMoves: () => false,
};
