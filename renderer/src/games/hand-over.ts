/**
 * Two people at one screen: whose eyes the screen is for. Every envelope is built for one seat
 * (the seat looking); when the turn passes to another person, the screen either simply switches
 * to that seat (nothing is hidden between seats) or, in a game with seat secrets, first shows a
 * "pass the screen to <side>" cover and asks for that seat's envelope only once they are there.
 * A game shared with a friend on another machine (the envelope's `sharing`) is never handed over:
 * the other seat is played on the friend's screen, so this one stays on its own seat.
 */
import type { GameEnvelope } from '../../../electron/api/contract';
import type { ShareFields } from '../share/types';

export type Look =
  /** Keep looking from this seat. */
  | { kind: 'stay' }
  /** Ask for `seat`'s envelope now (no secrets between seats). */
  | { kind: 'switch'; seat: number }
  /** Cover the screen until `name` says they are there; then show `seat` (`fetch`: ask for its envelope first). */
  | { kind: 'cover'; seat: number; name: string; fetch: boolean };

type Env = Pick<GameEnvelope, 'seat' | 'toAct' | 'seatSecrets' | 'seatNames' | 'result'> & { save: Pick<GameEnvelope['save'], 'seats'> } & Partial<Pick<ShareFields, 'sharing'>>;

/** Shared with a friend on another machine: the other seat is not at this screen. */
const sharedAway = (env: Env): boolean => (env.sharing ?? null) !== null;

const isPerson = (env: Env, seat: number): boolean => (env.save.seats[seat]?.kind ?? 'human') === 'human';
const people = (env: Env): number => env.save.seats.filter((p) => p.kind === 'human').length;
const nameOf = (env: Env, seat: number): string => env.seatNames[seat] ?? `Seat ${seat + 1}`;

/** After a move: the turn went to another person? Switch to them, behind a cover if seats keep secrets. */
export function afterMove(env: Env): Look {
  const to = env.toAct;
  if (to === null || to === env.seat || !isPerson(env, to) || sharedAway(env)) return { kind: 'stay' };
  return env.seatSecrets ? { kind: 'cover', seat: to, name: nameOf(env, to), fetch: true } : { kind: 'switch', seat: to };
}

/** On opening a game two people share and whose seats keep secrets: cover until the seat looking is there. */
export function onOpen(env: Env): Look {
  if (!env.seatSecrets || people(env) < 2 || env.result !== null || sharedAway(env)) return { kind: 'stay' };
  return { kind: 'cover', seat: env.seat, name: nameOf(env, env.seat), fetch: false };
}

/**
 * The seat this screen takes the last move back as, or null: the seat looking when it made it; or,
 * with nothing hidden between seats, another person at this screen who made it (a die one side
 * typed in, the screen since passed to the other side for his test).
 */
export function undoSeat(env: Env & Pick<GameEnvelope, 'undoBy'>): number | null {
  const by = env.undoBy;
  if (by === null) return null;
  return by === env.seat || (!env.seatSecrets && isPerson(env, by) && !sharedAway(env)) ? by : null;
}
