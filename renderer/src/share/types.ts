/**
 * Playing across machines (issue 24): the contract's types for sharing, under the names the
 * screens use. Every envelope carries `stamp`, `chat`, `sharing` and `undoAsk` (the gate builds
 * them for every game, shared or not).
 */
import type { GameEnvelope } from '../../../electron/api/contract';

export type { ChatLine, GuestHello, ShareInfo, SharingView as Sharing } from '../../../electron/api/contract';

/** The envelope's fields for playing across machines. */
export type ShareFields = Pick<GameEnvelope, 'stamp' | 'chat' | 'sharing' | 'undoAsk'>;

/** An envelope as a shared game's screens read it (the contract's own). */
export type SharedEnvelope<V = unknown, A = unknown> = GameEnvelope<V, A>;
