/**
 * What a shared game's screens say, and when they offer what: the guest's bar, the host's sharing
 * badge, the undo ask, chat lines, and whether "Invite a friend" is offered. Plain and tested.
 */
import type { GameEnvelope, MAX_CHAT_CHARS } from '../../../electron/api/contract';
import type { ChatLine, GuestHello, ShareFields } from './types';

type Env = Pick<GameEnvelope, 'seat' | 'toAct' | 'seatNames' | 'result'> & Partial<Pick<ShareFields, 'sharing' | 'undoAsk'>> & { save: Pick<GameEnvelope['save'], 'seats' | 'gameName'> };

const seatName = (names: readonly string[], seat: number): string => names[seat] ?? `Seat ${seat + 1}`;

/** True when the game on screen is played with a friend on another machine (host or guest). */
export function isShared(env: Partial<Pick<ShareFields, 'sharing'>>, guest: boolean): boolean {
  return guest || (env.sharing ?? null) !== null;
}

/** "Invite a friend" is offered for a game two people play at this screen, not over, on the host's own screen. */
export function canInvite(env: Env, guest: boolean): boolean {
  return !guest && env.save.seats.length === 2 && env.save.seats.every((s) => s.kind === 'human') && env.result === null;
}

/** The guest's bar, in parts: "Patrol: Lost! with a friend", "you play the Bad Guys", "your turn", "host connected". */
export function guestBar(hello: Pick<GuestHello, 'seat' | 'gameName' | 'seatNames'>, env: Env): string[] {
  const names = env.seatNames.length ? env.seatNames : hello.seatNames;
  const parts = [`${hello.gameName} with a friend`];
  if (hello.seat === null) parts.push('you are watching');
  else parts.push(`you play the ${seatName(names, hello.seat)}`);
  if (env.result !== null || env.toAct === null) parts.push('game over');
  else if (hello.seat === null) parts.push(`the ${seatName(names, env.toAct)} to play`);
  else parts.push(env.toAct === hello.seat ? 'your turn' : 'their turn');
  parts.push(env.sharing === null || env.sharing?.hostConnected === false ? 'host not connected' : 'host connected');
  return parts;
}

/** The host's badge while sharing: "Friend: Bad Guys", "connected", "2 watching". */
export function hostBadge(env: Env): string[] {
  const s = env.sharing;
  if (!s) return [];
  const parts = [`Friend: ${seatName(env.seatNames, s.friendSeat)}`, s.friendConnected ? 'connected' : 'not connected yet'];
  if (s.spectators > 0) parts.push(`${s.spectators} watching`);
  return parts;
}

export type UndoPrompt =
  /** The seat looking asked: it waits for the other. */
  | { kind: 'waiting'; text: string }
  /** The other seat asked: this one answers. */
  | { kind: 'answer'; text: string }
  /** A spectator sees that an undo was asked. */
  | { kind: 'told'; text: string };

/** The undo ask as the seat looking sees it (null when none is asked). `seat`: null for a spectator. */
export function undoPrompt(env: Env, seat: number | null): UndoPrompt | null {
  const ask = env.undoAsk ?? null;
  if (!ask) return null;
  if (seat === null) return { kind: 'told', text: `The ${seatName(env.seatNames, ask.by)} asked to take back their last move.` };
  if (ask.by === seat) return { kind: 'waiting', text: 'Waiting for your friend to agree…' };
  return { kind: 'answer', text: 'Your friend asks to take back their last move:' };
}

/** The Undo button's words: in a shared game it asks the other player first. */
export function undoLabel(shared: boolean): string {
  return shared ? 'Ask to take back' : 'Undo';
}

/** A chat line as shown: "Bad Guys: good luck". Text only, never markup. */
export function chatText(line: Pick<ChatLine, 'name' | 'text'>): string {
  return `${line.name}: ${line.text}`;
}

/** The most a chat line may hold: the contract's, checked at compile time (the renderer imports the contract for types only). */
export const CHAT_MAX: typeof MAX_CHAT_CHARS = 300;

/** What a chat line may not hold (as the contract): control characters, line separators, direction overrides. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** A line ready to send (trimmed, control characters out), or why not. */
export function chatDraft(text: string): { ok: true; text: string } | { ok: false; why: string } {
  const clean = text.replace(UNSAFE, ' ').trim();
  if (!clean) return { ok: false, why: '' };
  if (clean.length > CHAT_MAX) return { ok: false, why: `A line is at most ${CHAT_MAX} characters (this one has ${clean.length}).` };
  return { ok: true, text: clean };
}

/**
 * Who made the moves a screen plays out one at a time: "the computer" for a computer's seat, else,
 * in a shared game, "your friend" (to a spectator, "a player").
 */
export function moverWords(kind: 'human' | 'bot' | undefined, spectator: boolean): string {
  if (kind !== 'human') return 'the computer';
  return spectator ? 'a player' : 'your friend';
}
