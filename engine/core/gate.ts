import type { ActionTemplate, BaseState, BotContext, GameDefinition, GameResult, LogEntry, LogLine, Seat } from './contract';
import { seedRng } from './rng';

/**
 * Everything one seat receives about a game: the one gate for hidden information. Hosts send a
 * seat nothing else about a game; the conformance suite checks it against each game's secrets.
 */
export interface SeatPackage<V = unknown, A = unknown> {
  /** The seat looking. */
  seat: Seat;
  /** Whose decision it is now (null once the game is over). */
  toAct: Seat | null;
  view: V;
  /** The looking seat's discrete choices: empty unless it is its decision. */
  legal: A[];
  /** The looking seat's continuous choices: empty unless it is its decision. */
  templates: ActionTemplate[];
  /** The log lines this seat may read, oldest first. */
  log: { action: number; text: string }[];
  result: GameResult | null;
}

/** One computer move as a seat is shown it afterwards: its action number, the seat that moved, and the looking seat's view just after it. */
export interface SeatFrame<V = unknown> {
  action: number;
  seat: Seat;
  view: V;
}

/**
 * The views `seat` would have seen after each of `steps` (moves the computer played in one call,
 * oldest first), so a screen can show them one at a time. Built with the same `view` as
 * seatPackage: nothing the seat could not have seen had it watched each move.
 */
export function seatFrames<S extends BaseState, V>(def: GameDefinition<S, any, any, V>, steps: readonly { action: number; seat: Seat; state: S }[], seat: Seat): SeatFrame<V>[] {
  return steps.map((st) => ({ action: st.action, seat: st.seat, view: def.view(st.state, seat) }));
}

/** True when `seat` may read `entry`. */
export function readableBy(entry: { seats?: readonly Seat[] }, seat: Seat): boolean {
  return entry.seats === undefined || entry.seats.includes(seat);
}

/** A step's log lines as entries of action `action` (-1 for setup). */
export function logEntries(action: number, lines: readonly LogLine[] | undefined): LogEntry[] {
  const out: LogEntry[] = [];
  for (const line of lines ?? []) out.push(typeof line === 'string' ? { action, text: line } : { action, text: line.text, seats: [...line.seats] });
  return out;
}

/** Builds what `seat` receives from `state` and the game's log so far. */
export function seatPackage<S extends BaseState, A, V>(
  def: GameDefinition<S, A, any, V>,
  state: S,
  seat: Seat,
  log: readonly LogEntry[],
): SeatPackage<V, A> {
  const result = def.result(state);
  const toAct = result === null ? def.currentSeat(state) : null;
  const mine = toAct === seat;
  return {
    seat,
    toAct,
    view: def.view(state, seat),
    legal: mine ? def.legalActions(state, seat) : [],
    templates: mine && def.templates ? def.templates(state, seat) : [],
    log: log.filter((e) => readableBy(e, seat)).map((e) => ({ action: e.action, text: e.text })),
    result,
  };
}

/** How many times `seatsKeepSecrets` deals again what a seat cannot know, looking for another seat whose screen would change. */
const COVER_REDEALS = 2;

/**
 * True when, now, some seat of the first `seats` receives what another may not see, so two people at
 * one screen need a cover between their turns; false when every seat may see all that any of them
 * receives (the hand-over can simply switch seats). Read from the game's own hidden information, not
 * from a flag: a log line kept from a seat; a seat's package naming another seat's `secrets`; or a
 * seat's package that changes when what another seat cannot know is dealt again (`redeal`: that
 * seat holds something the other does not). A game with neither secrets nor redeal hides nothing.
 */
export function seatsKeepSecrets<S extends BaseState>(def: GameDefinition<S, any, any, any>, state: S, log: readonly LogEntry[], seats = def.seats.max): boolean {
  if (seats < 2 || (def.secrets === undefined && def.redeal === undefined)) return false;
  const all = Array.from({ length: seats }, (_, i) => i);
  if (log.some((e) => !all.every((s) => readableBy(e, s)))) return true;
  const packages = all.map((s) => JSON.stringify(seatPackage(def, state, s, log)));
  for (const other of all) {
    const hidden = def.secrets ? def.secrets(state, other).filter((x) => x.length > 0) : [];
    if (all.some((s) => s !== other && hidden.some((x) => (packages[s] as string).includes(x)))) return true;
    if (!def.redeal) continue;
    for (let k = 0; k < COVER_REDEALS; k++) {
      const dealt = def.redeal(state, other, seedRng((state.actionCount * COVER_REDEALS + k + 1) >>> 0));
      if (all.some((s) => s !== other && JSON.stringify(seatPackage(def, dealt, s, log)) !== packages[s])) return true;
    }
  }
  return false;
}

/** What a bot at `seat` is given besides its view and legal actions (see BotContext). */
export function botContext<S extends BaseState, A>(def: GameDefinition<S, A, any, any>, state: S, seat: Seat): BotContext<S, A> {
  return {
    def,
    seat,
    templates: def.templates ? def.templates(state, seat) : [],
    sample: (rng) => (def.redeal ? def.redeal(state, seat, rng) : state),
  };
}
