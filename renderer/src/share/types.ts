/**
 * Playing across machines (issue 24): the contract's shapes as the agreed design names them
 * (share-design.md). Mirrored here until electron/api/share-contract.ts lands; then these become
 * re-exports of the contract's types and nothing else in renderer/ changes.
 */
import type { GameEnvelope } from '../../../electron/api/contract';

/** A save shared with a friend (share.start, share.status). */
export interface ShareInfo {
  id: string;
  friendSeat: number;
  port: number;
  /** The machine's addresses on the network, private ranges first. */
  addresses: string[];
  /** The friend's link: http://<first address>:<port>/?guest=<32 hex>. */
  link: string;
  spectatorLink: string;
  friendConnected: boolean;
  spectators: number;
}

/** What a guest's link reaches (share.hello): one save, as one seat (null: a spectator). */
export interface GuestHello {
  saveId: string;
  seat: number | null;
  game: string;
  gameName: string;
  seatNames: string[];
}

/** One chat line kept in the save: the seat that said it (null: a spectator or the host alone), its name, the action count when said. */
export interface ChatLine {
  seat: number | null;
  name: string;
  text: string;
  at: number;
}

/** Sharing as the envelope tells it (null when the game is not shared). */
export interface Sharing {
  friendSeat: number;
  hostSeat: number | null;
  friendConnected: boolean;
  spectators: number;
  /** For a guest: true while sharing is on. */
  hostConnected: boolean;
}

/** A seat asked to take back its last move and waits for the other to answer. */
export interface UndoAsk {
  by: number;
}

/** The envelope's fields for playing across machines (built by the gate for every game). */
export interface ShareFields {
  /** Changes whenever anything a seat sees of this save changes. */
  stamp: string;
  chat: ChatLine[];
  sharing: Sharing | null;
  undoAsk: UndoAsk | null;
}

/** An envelope with the sharing fields (absent on a host that does not send them yet). */
export type SharedEnvelope<V = unknown, A = unknown> = GameEnvelope<V, A> & Partial<ShareFields>;
