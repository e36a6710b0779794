/**
 * A game the computer plays on both sides. The services play it a slice at a time (one side's
 * moves, a few tens of milliseconds of thinking, saves.watch), so the main process stays free and
 * the screen can show each side's moves as they come. A screen that shows them itself asks for each
 * next slice (GameUi `watches`); for any other, the game screen asks on until a person's turn or the
 * end and hands over the last moves at once, as one call used to.
 */
import type { GameEnvelope } from '../../../electron/api/contract';

type Env = Pick<GameEnvelope, 'result' | 'toAct'> & { save: Pick<GameEnvelope['save'], 'seats'> };

/** True when no seat is a person's: the computer plays every side (false when the seats are not known, as in a replay's envelope). */
export function nobodyPlays(env: { save: Partial<Pick<GameEnvelope['save'], 'seats'>> }): boolean {
  const seats = env.save.seats ?? [];
  return seats.length > 0 && seats.every((s) => s.kind === 'bot');
}

/** True when the game goes on with only the computer to move (nothing for a person to do but watch). */
export function goesOnAlone(env: Env): boolean {
  return nobodyPlays(env) && env.result === null && env.toAct !== null;
}

/** The most computer moves handed to a screen at once (as the services' COMPUTER_FRAMES). */
export const MOVES_KEPT = 200;

/** `later`'s envelope with the moves of both calls, oldest first (the last MOVES_KEPT of them). */
export function withEarlierMoves<E extends Pick<GameEnvelope, 'computerMoves'>>(earlier: readonly GameEnvelope['computerMoves'][number][], later: E): E {
  return { ...later, computerMoves: [...earlier, ...later.computerMoves].slice(-MOVES_KEPT) };
}
