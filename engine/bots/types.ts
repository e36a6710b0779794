import type { RngState } from '../core/rng';

/**
 * A bot for any game. It sees only what a player sees: the view for its seat and the legal
 * actions (it may also call the game's public preview helpers, which work on the view).
 * It never sees hidden state. Its only randomness is the seeded `rng` it is given.
 * `choose` must return one of `legal` (which is never empty when a bot is asked).
 */
export interface Bot<V = unknown, A = unknown> {
  name: string;
  /** One line for `--help` and the UI. */
  description: string;
  /** False when the bot never reads the view: the driver may then skip building it. */
  readsView?: boolean;
  choose(view: V, legal: A[], rng: RngState): A;
}
