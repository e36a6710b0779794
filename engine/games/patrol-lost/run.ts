import { rollDie } from '../../core/rng';
import type { PatrolLostState } from './types';

/**
 * One step's working context: the state being changed in place (a copy the step owns) and whether
 * to write the log. Searching bots step thousands of states and skip the words (`talk` false).
 */
export interface Run {
  s: PatrolLostState;
  talk: boolean;
}

export function say(run: Run, text: string): void {
  if (run.talk) run.s.events.push(text);
}

/** Rolls one die from the game's generator: a reveal, so undo stops here. */
export function roll(run: Run): number {
  run.s.reveals++;
  return rollDie(run.s.rng);
}
