/**
 * Which seat a call on a save may use, checked against the save's seats (saves.ts): a seat of the
 * game at all, one a person plays (to act, undo, answer), one that may look (a person's, or any
 * when the computer plays alone), the seat a screen opens on, and a move count still current.
 * Each refusal is an ApiFailure in words, naming the seat as the game names it.
 */
import { seatNamesOf, type Seat } from '../../engine/core';
import { ApiFailure } from './failure';
import type { LiveGame } from './live-game';
import { humanSeats, isBotSeat } from './seats';

/** Refused as stale when the caller's move count is not the save's (another window moved on). */
export function expectCount(live: LiveGame, expected: number | undefined): void {
  const count = live.save.actionCount;
  if (expected !== undefined && expected !== count) {
    throw new ApiFailure('stale', `This game has moved on (${count} moves, not ${expected}). Reload it.`);
  }
}

/** A seat of this game. */
export function seatOf(live: LiveGame, seat: number): Seat {
  if (seat >= live.seats.length) {
    const n = live.seats.length;
    throw new ApiFailure('bad-request', `${live.def.name} is played here with ${n} seat${n === 1 ? '' : 's'}: there is no seat ${seat + 1}.`, 'no-such-seat');
  }
  return seat;
}

/** A seat a person plays: the only seats that act, undo, or (when anyone plays) look. */
export function personSeat(live: LiveGame, seat: number): Seat {
  seatOf(live, seat);
  if (isBotSeat(live.seats, seat)) {
    const name = seatNamesOf(live.def, live.options)[seat] ?? `seat ${seat + 1}`;
    throw new ApiFailure('illegal', `${name} is played by the computer in this game.`, 'bot-seat');
  }
  return seat;
}

/** A seat that may look: a person's, or any seat of a game the computer plays alone. */
export function lookingSeat(live: LiveGame, seat: number): Seat {
  if (humanSeats(live.seats).length === 0) return seatOf(live, seat);
  if (isBotSeat(live.seats, seat)) {
    const name = seatNamesOf(live.def, live.options)[seat] ?? `seat ${seat + 1}`;
    throw new ApiFailure('forbidden', `${name} is played by the computer: a person may look only from a seat they play.`, 'bot-seat');
  }
  return seatOf(live, seat);
}

/** The seat a screen opening this game looks from: the person to act, else the first person, else seat 0. */
export function defaultSeat(live: LiveGame): Seat {
  const people = humanSeats(live.seats);
  const toAct = live.def.currentSeat(live.state);
  if (toAct !== null && people.includes(toAct)) return toAct;
  return people[0] ?? 0;
}

/** The seat that will look once the computer has moved, when it is known before (defaultSeat then): no person or one. */
export function frameSeat(live: LiveGame): Seat | undefined {
  const people = humanSeats(live.seats);
  return people.length <= 1 ? (people[0] ?? 0) : undefined;
}
