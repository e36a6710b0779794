import type { Component } from 'svelte';
import type { ApiError, GameEnvelope, SeatPlayer } from '../../../electron/api/contract';

/**
 * What the shell hands every game screen, typed by the game's view `V` and action `A`.
 * act/undo resolve with an error to show, or null.
 */
export interface GameScreenProps<V = unknown, A = unknown> {
  envelope: GameEnvelope<V, A>;
  act: (action: A) => Promise<ApiError | null>;
  /** Takes back the last move, as the seat looking (or as `seat`: another person at this screen who made it, as undoSeat allows). */
  undo: (seat?: number) => Promise<ApiError | null>;
  busy: boolean;
  /** Back to the home screen. */
  leave: () => void;
  /** A game the computer plays on both sides: asks for its next turn (screens whose GameUi `watches`). */
  watch?: () => Promise<ApiError | null>;
}

/**
 * A game's options form on the home screen; it reports the options object to create with and,
 * when the form chooses who plays (people at this screen or the app's bots), one player per seat.
 */
export interface NewGameProps {
  onchange: (options: Record<string, unknown>, seats?: SeatPlayer[]) => void;
}

/** One game's screens, typed by its view and action. */
export interface GameUi<V = unknown, A = unknown> {
  /** The game's screen, fetched when first needed (a dynamic import: its own chunk, with Konva or the charts if it uses them). */
  screen: () => Promise<{ default: Component<GameScreenProps<V, A>> }>;
  NewGame?: Component<NewGameProps>;
  /** What a replay calls the point before the first action, in this game's words ("the deal"); default "the start". */
  replayStart?: string;
  /**
   * True when the screen shows a game the computer plays on both sides turn by turn, asking for each
   * next one with `watch`; otherwise the game screen plays such a game on and shows where it stops.
   */
  watches?: boolean;
}

/**
 * Registers a game's screens under its view and action types (the engine's, imported as types):
 * the one place where an envelope from the services is taken to be of that game, so screens
 * receive `envelope.view` already typed instead of casting it.
 */
export function gameScreens<V, A>(ui: GameUi<V, A>): GameUi {
  return ui as unknown as GameUi;
}
