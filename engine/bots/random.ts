import { nextInt } from '../core/rng';
import type { Bot } from './types';

/** Uniform over the legal actions; works for every game. */
export const randomBot: Bot<unknown, unknown> = {
  name: 'random',
  description: 'Picks uniformly among the legal actions.',
  readsView: false,
  choose(_view, legal, rng) {
    return legal[nextInt(rng, legal.length)];
  },
};
