/**
 * Sharing a game with a friend on another machine (issue 24): the host's share.* channels, the
 * guest's share.hello, and the channels both sides of a shared game use (saves.wait, saves.say,
 * saves.undoAnswer). A guest's calls reach only its game (electron/services/guest-scope.ts).
 * Free of Node imports: the renderer compiles against it.
 */
import { z } from 'zod';
import type { GameEnvelope } from './saves-contract';
import { id, seat } from './fields';

/** How long saves.wait holds a call when nothing changes before answering the current envelope (the client asks again). */
export const WAIT_MS = 8_000;
/** The longest chat line (characters, after trimming). */
export const MAX_CHAT_CHARS = 300;
/** How many of a game's last chat lines an envelope carries. */
export const CHAT_LINES = 50;

/** Control characters, line and paragraph separators, and bidirectional overrides: never in a chat line. */
const UNSAFE_TEXT = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** A chat line: 1 to 300 characters once trimmed, no control characters. */
export const chatText = z
  .string()
  .trim()
  .min(1, 'A chat line cannot be empty.')
  .max(MAX_CHAT_CHARS, `A chat line is at most ${MAX_CHAT_CHARS} characters.`)
  .refine((t) => !UNSAFE_TEXT.test(t), 'A chat line may not hold control characters.');

/** A save's stamp as the client last saw it (GameEnvelope.stamp). */
const stamp = z.string().max(64, 'A stamp is at most 64 characters.');

export const shareRequestSchemas = {
  /** Shares save `id` with a friend at `seat` (host only): starts the share listener if it is not running. */
  'share.start': z.object({ id, seat }).strict(),
  /** Stops sharing save `id` (host only): its links stop working, its guests are disconnected. */
  'share.stop': z.object({ id }).strict(),
  /** The sharing of save `id`, or null (host only). */
  'share.status': z.object({ id }).strict(),
  /** Guest only: what its link reaches. */
  'share.hello': z.object({}).strict(),
  /** Held until the save's stamp differs from `after`, else answered after WAIT_MS with the current envelope. */
  'saves.wait': z.object({ id, seat: seat.optional(), after: stamp }).strict(),
  /** A chat line from `seat`, kept in the save. */
  'saves.say': z.object({ id, seat, text: chatText }).strict(),
  /** The other player's answer to an undo asked in a shared game. */
  'saves.undoAnswer': z.object({ id, seat, allow: z.boolean() }).strict(),
} as const;

/** A shared game as its host sees it. */
export interface ShareInfo {
  id: string;
  friendSeat: number;
  port: number;
  /** The addresses the listener may be reached on (private ranges first). */
  addresses: string[];
  /** `http://<first address>:<port>/?guest=<token>`: the friend's seat. */
  link: string;
  /** The same for spectators (the view of no seat, read only). */
  spectatorLink: string;
  friendConnected: boolean;
  spectators: number;
}

/** What a guest's link reaches (share.hello). */
export interface GuestHello {
  saveId: string;
  /** The guest's seat; null for a spectator. */
  seat: number | null;
  game: string;
  gameName: string;
  seatNames: string[];
}

/** One chat line as an envelope carries it. */
export interface ChatLine {
  /** The seat that said it (null: a spectator, never today). */
  seat: number | null;
  /** The seat's name ("US", "Bad Guys"). */
  name: string;
  text: string;
  /** The game's action count when it was said. */
  at: number;
}

/** A shared game's state, in its envelopes (null when not shared). */
export interface SharingView {
  friendSeat: number;
  /** The host's seat (null: the host plays no seat). */
  hostSeat: number | null;
  friendConnected: boolean;
  spectators: number;
  hostConnected: boolean;
}

export interface ShareResponses {
  'share.start': ShareInfo;
  'share.stop': { id: string };
  'share.status': ShareInfo | null;
  'share.hello': GuestHello;
  'saves.wait': GameEnvelope;
  'saves.say': GameEnvelope;
  'saves.undoAnswer': GameEnvelope;
}
