import type { Component } from 'svelte';
import type { ApiError, GameEnvelope, SeatPlayer } from '../../../electron/api/contract';

/** What the shell hands every game screen. act/undo resolve with an error to show, or null. */
export interface GameScreenProps {
  envelope: GameEnvelope;
  act: (action: unknown) => Promise<ApiError | null>;
  undo: () => Promise<ApiError | null>;
  busy: boolean;
  /** Back to the home screen. */
  leave: () => void;
}

/**
 * A game's options form on the home screen; it reports the options object to create with and,
 * when the form chooses who plays (people at this screen or the app's bots), one player per seat.
 */
export interface NewGameProps {
  onchange: (options: Record<string, unknown>, seats?: SeatPlayer[]) => void;
}

export interface GameUi {
  Screen: Component<GameScreenProps>;
  NewGame?: Component<NewGameProps>;
}
