import * as rngMod from '../core/rng';
import type { Bot } from './types';

// Taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { nextInt } = rngMod;

/** Uniform over the legal actions; works for every game. */
export const randomBot: Bot<unknown, unknown> = {
  name: 'random',
  description: 'Picks uniformly among the legal actions.',
  readsView: false,
  choose(_view, legal, rng) {
    return legal[nextInt(rng, legal.length)];
  },
};
