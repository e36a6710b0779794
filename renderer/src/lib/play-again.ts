/**
 * "Play again" on a game's end screen: a new game like this one (the same game, options and players
 * at each seat, a fresh seed; a campaign game: its campaign's next game), opened at once. The game
 * screen (GameScreen) offers it to the end dialogs below it through a context, so every game's end
 * dialog has it without each screen passing it along.
 */
import { getContext, setContext } from 'svelte';
import type { GameEnvelope } from '../../../electron/api/contract';

export interface PlayAgain {
  /** The button's words. */
  label: string;
  /** Its tooltip: what the new game will be. */
  about: string;
  /** Starts the new game and opens it; resolves with an error to show, or null once it is open. */
  start: () => Promise<string | null>;
}

const KEY = Symbol('patrol-hq.play-again');

export function providePlayAgain(get: () => PlayAgain | null): void {
  setContext(KEY, get);
}

/** The Play again of the game screen this dialog is in (null in a replay, or before a game is shown). */
export function playAgain(): PlayAgain | null {
  return getContext<(() => PlayAgain | null) | undefined>(KEY)?.() ?? null;
}

/** What the button says and what it makes, for this save. */
export function againWords(env: Pick<GameEnvelope, 'seatNames' | 'campaign'> & { save: Pick<GameEnvelope['save'], 'seats'> }): { label: string; about: string } {
  if (env.campaign) return { label: 'Next campaign game', about: `The campaign’s next game of this kind, its squad picked as the campaign’s rules say, the same players at each side.` };
  const who = env.save.seats.map((s, i) => `${env.seatNames[i] ?? `seat ${i + 1}`}: ${s.kind === 'human' ? 'a person' : `the computer (${s.bot})`}`);
  return { label: 'Play again', about: `A new game with the same options and players (${who.join('; ')}), dealt afresh.` };
}
