/**
 * Forks with new luck. A save forked from another plays the original's first `at` actions from the
 * original's seed, then deals again what nobody has seen with a fresh `seed` (the game's `reseed`),
 * then its own actions: setup(seed), actions[0..at), reseed(seed'), actions[at..). Same seed, same
 * reseed point and same actions, same game.
 */
import { CheckHash } from './check-hash';
import type { BaseState, GameDefinition } from './contract';

/** Where a save's luck was dealt again: after its first `at` actions, from `seed`. */
export interface ReseedPoint {
  at: number;
  seed: number;
}

/**
 * `state` with its unseen parts dealt again from `seed` (the game's `reseed`), counted as a reveal
 * (`reveals` + 1) so no undo reaches back across it into the old luck. Throws for a game without
 * `reseed` (a host checks `canReseed` first).
 */
export function reseedState<S extends BaseState>(def: GameDefinition<S, any, any, any>, state: S, seed: number): S {
  if (!def.reseed) throw new Error(`${def.id} has nothing to deal again`);
  const next = def.reseed(state, seed >>> 0);
  return { ...next, actionCount: state.actionCount, reveals: state.reveals + 1 };
}

/** True when the game declares what a fork deals again. */
export function canReseed(def: GameDefinition<any, any, any, any>): boolean {
  return typeof def.reseed === 'function';
}

/** Two different seeds, for telling whether luck still decides anything. */
const PROBE = [0x5eed0001, 0x5eed0002] as const;

/**
 * True when the future of `state` still depends on what nobody has seen (a pile's order, dice to
 * roll): two reseeds of it differ. A file holding the seed and actions of such a game tells whoever
 * reads it what is to come. False for a game over, and for a game without `reseed`.
 */
export function futureUnseen(def: GameDefinition<any, any, any, any>, state: BaseState): boolean {
  if (!def.reseed || def.result(state) !== null) return false;
  const [a, b] = PROBE.map((seed) => new CheckHash().add(def.reseed!(state, seed)).hex());
  return a !== b;
}
