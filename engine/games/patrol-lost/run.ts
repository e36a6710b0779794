import { rollDie } from '../../core/rng';
import type { PatrolLostEvent } from './events';
import type { PatrolLostState } from './types';

/**
 * One step's working context: the state being changed in place (a copy the step owns) and whether
 * to write the log. Searching bots step thousands of states and skip the events (`talk` false).
 */
export interface Run {
  s: PatrolLostState;
  talk: boolean;
}

/** Records what the step did (the log's words are built from it by events.ts `describe`). */
export function tell(run: Run, event: PatrolLostEvent): void {
  if (run.talk) run.s.events.push(event);
}

/** Rolls one die from the game's generator: a reveal, so undo stops here. */
export function roll(run: Run): number {
  run.s.reveals++;
  return rollDie(run.s.rng);
}
