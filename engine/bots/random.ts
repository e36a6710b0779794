import type { Bot } from '../core/contract';
import { nextInt } from '../core/rng';

/** Uniform over the legal actions; works for every game (list it in each game's bots). */
export const randomBot: Bot<any, any> = {
  name: 'random',
  description: 'Picks uniformly among the legal actions.',
  readsView: false,
  choose(_view, legal, rng) {
    return legal[nextInt(rng, legal.length)];
  },
};
