import type { ActionTemplate, BaseState, BotContext, GameDefinition, GameEvent, GameResult, LogEntry, Seat, StepEvent } from './contract';
import { seedRng, type RngState } from './rng';

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
  /** The log this seat may read, oldest first: each line's event and its words. */
  log: SeatLogLine[];
  result: GameResult | null;
}

/** One log line as a seat receives it: the action that wrote it (-1 for the deal), the event, its words. */
export interface SeatLogLine {
  action: number;
  text: string;
  event: GameEvent;
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

/** A step's event as typed data: a game's own event, or an older snapshot's line of words read as a `said` event. */
export function asEvent(e: StepEvent): GameEvent {
  if (typeof e === 'string') return { type: 'said', text: e } as GameEvent;
  if ('type' in e) return e;
  return { type: 'said', text: e.text, seats: [...e.seats] } as GameEvent;
}

/** The words of `event`: the game's `describe`, or a `said` event's own text. */
export function eventText(def: Pick<GameDefinition<any, any, any, any>, 'describe'>, event: GameEvent): string {
  if (event.type === 'said') return String((event as GameEvent & { text?: unknown }).text ?? '');
  if (!def.describe) throw new Error(`event "${event.type}" has no words: the game has no describe()`);
  return def.describe(event);
}

/** The words of a step's events, in order, for everyone (tests and tools: a seat's words come through logEntries and the gate). */
export function stepText(def: Pick<GameDefinition<any, any, any, any>, 'describe'>, events: readonly StepEvent[] | undefined): string[] {
  return (events ?? []).map((e) => eventText(def, asEvent(e)));
}

/** A step's events as log entries of action `action` (-1 for setup): each event with its words and readers. */
export function logEntries(def: Pick<GameDefinition<any, any, any, any>, 'describe'>, action: number, events: readonly StepEvent[] | undefined): LogEntry[] {
  const out: LogEntry[] = [];
  for (const raw of events ?? []) {
    const event = asEvent(raw);
    const entry: LogEntry = { action, text: eventText(def, event), event };
    if (event.seats) entry.seats = [...event.seats];
    out.push(entry);
  }
  return out;
}

/** The events of action `action` that `seat` may know, from a log (oldest first). */
export function eventsOf(log: readonly { action: number; event: GameEvent; seats?: readonly Seat[] }[], action: number, seat: Seat): GameEvent[] {
  return log.filter((e) => e.action === action && readableBy(e, seat)).map((e) => e.event);
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
  // A game whose choices multiply sends a part of them (the rest on request): see SentChoices.
  const sent = mine && def.sentChoices ? def.sentChoices(state, seat) : null;
  return {
    seat,
    toAct,
    view: def.view(state, seat),
    legal: sent ? sent.legal : mine ? def.legalActions(state, seat) : [],
    templates: sent ? sent.templates : mine && def.templates ? def.templates(state, seat) : [],
    log: log.filter((e) => readableBy(e, seat)).map((e) => ({ action: e.action, text: e.text, event: e.event })),
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

/**
 * A bot's context: its templates worked out when first read (a bot that picks a listed action never
 * pays for them). The state is held in a private field (#), out of the bot's reach: it reads the
 * position only through `sample`. A class, not an object literal with a getter, because a bot asks
 * for one every move (the battle odds make hundreds of thousands) and a literal's getter is defined
 * afresh each time.
 */
class Context<S extends BaseState, A> implements BotContext<S, A> {
  readonly #state: S;
  #templates: ActionTemplate[] | null = null;

  constructor(
    readonly def: GameDefinition<S, A, any, any>,
    readonly seat: Seat,
    state: S,
  ) {
    this.#state = state;
  }

  get templates(): ActionTemplate[] {
    this.#templates ??= this.def.templates ? this.def.templates(this.#state, this.seat) : [];
    return this.#templates;
  }

  readonly sample = (rng: RngState): S => (this.def.redeal ? this.def.redeal(this.#state, this.seat, rng) : this.#state);
}

/** What a bot at `seat` is given besides its view and legal actions (see BotContext). */
export function botContext<S extends BaseState, A>(def: GameDefinition<S, A, any, any>, state: S, seat: Seat): BotContext<S, A> {
  return new Context(def, seat, state);
}

/** True when every seat of the first `seats` may read `entry`. */
export function readableByAll(entry: { seats?: readonly Seat[] }, seats: number): boolean {
  return entry.seats === undefined || Array.from({ length: seats }, (_, s) => s).every((s) => entry.seats!.includes(s));
}

/**
 * What a spectator receives (the view of no seat): only what every seat may see. The view is the
 * first seat's when, now, no seat receives what another may not see (seatsKeepSecrets is false:
 * every seat may see all that any of them receives); the log lines every seat may read; no choices.
 * Null when the seats see different things now: such a position cannot be watched. A game that
 * does not declare `seatSecrets` never has seats seeing different things (the conformance suite's
 * 'undeclared-seat-secrets' check), so only a game that declares it is asked position by position.
 */
export function publicPackage<S extends BaseState, A, V>(def: GameDefinition<S, A, any, V>, state: S, log: readonly LogEntry[], seats = def.seats.max): SeatPackage<V, A> | null {
  const shared = log.filter((e) => readableByAll(e, seats));
  if (def.seatSecrets === true && seatsKeepSecrets(def, state, shared, seats)) return null;
  const pkg = seatPackage(def, state, 0, shared);
  return { ...pkg, legal: [], templates: [] };
}
