import type { Bot } from '../../engine/core';
import type { ApiErrorCode, SeatPlayer } from '../api/contract';
import { ApiFailure } from './failure';
import type { AnyGame } from './registry';

/** Where a service finds the bots a game offers: the registry's `bots(id)`, from each game's module. */
export type BotSource = (gameId: string) => Bot<any, any>[];

const human: SeatPlayer = { kind: 'human' };

/** The seats of a save made without a choice (or before seats were stored): every seat human. */
export function allHuman(def: AnyGame | undefined): SeatPlayer[] {
  return Array.from({ length: Math.max(1, def?.seats.min ?? 1) }, () => ({ ...human }));
}

/**
 * Checks a requested seat list against the game: between seats.min and seats.max entries, and
 * every bot one the game offers. Omitted: all human. Refused with `code` and a message naming
 * what is wrong (the seat count allowed, or the bots offered).
 */
export function resolveSeats(def: AnyGame, requested: SeatPlayer[] | undefined, bots: BotSource, code: ApiErrorCode = 'bad-request'): SeatPlayer[] {
  if (requested === undefined) return allHuman(def);
  const { min, max } = def.seats;
  if (requested.length < min || requested.length > max) {
    const allowed = min === max ? `${min} seat${min === 1 ? '' : 's'}` : `${min} to ${max} seats`;
    throw new ApiFailure(code, `${def.name} is played with ${allowed}; ${requested.length} ${requested.length === 1 ? 'was' : 'were'} given.`, 'bad-seats');
  }
  const offered = bots(def.id);
  return requested.map((p, i) => {
    if (p.kind === 'human') return { kind: 'human' };
    if (!offered.some((b) => b.name === p.bot)) {
      const list = offered.length ? `it offers: ${offered.map((b) => b.name).join(', ')}` : 'it has no computer players';
      throw new ApiFailure(code, `Seat ${i + 1} ("${def.seats.names[i] ?? `seat ${i + 1}`}"): "${p.bot}" is not a computer player of ${def.name}; ${list}.`, 'unknown-bot');
    }
    return { kind: 'bot', bot: p.bot };
  });
}

/** The bot playing `seat`, or null for a human seat (a seat past the list is human). */
export function botAt(seats: SeatPlayer[], seat: number, def: AnyGame, bots: BotSource): Bot<any, any> | null {
  const p = seats[seat];
  if (!p || p.kind !== 'bot') return null;
  const bot = bots(def.id).find((b) => b.name === p.bot);
  if (!bot) throw new ApiFailure('bad-file', `This save has seat ${seat + 1} played by "${p.bot}", which this version of Patrol HQ does not offer for ${def.name}.`);
  return bot;
}

export function isBotSeat(seats: SeatPlayer[], seat: number): boolean {
  return seats[seat]?.kind === 'bot';
}

/** The seats people play, in order. */
export function humanSeats(seats: SeatPlayer[]): number[] {
  return seats.flatMap((p, i) => (p.kind === 'human' ? [i] : []));
}

/** A 32-bit mix of an action index (so neighbouring indexes seed unrelated bot generators). */
export function mixIndex(i: number): number {
  let h = Math.imul(i ^ 0x9e3779b9, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The seed of the bot's generator for action number `index` of a save: a replay needs no bot at all. */
export function botSeed(saveSeed: number, index: number): number {
  return (saveSeed ^ mixIndex(index)) >>> 0;
}
