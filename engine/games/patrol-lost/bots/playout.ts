import type { RngState } from '../../../core/rng';
import { step } from '../apply';
import type { Run } from '../run';
import { badActions, currentSeat, legalActions } from '../legal';
import type { PatrolLostAction, PatrolLostState } from '../types';
import { policy } from './policy';

/**
 * The choices a searching bot imagines a player having: every legal action, except that a group of
 * Bad Guys is only imagined moving whole or all but one (the rules allow any group of two or more).
 */
export function imaginedActions(s: PatrolLostState, seat: number): PatrolLostAction[] {
  if (s.phase !== 'bad' || s.pending) return legalActions(s, seat);
  const out: PatrolLostAction[] = [];
  badActions(s, out, false);
  out.push({ type: 'end-actions' });
  return out;
}

/** Plays on by rule of thumb, on `run`'s working copy, until the game ends or turn `lastTurn` is over. */
export function playOn(run: Run, lastTurn: number, rng: RngState): void {
  const s = run.s;
  while (s.phase !== 'over' && s.turn <= lastTurn) {
    const seat = currentSeat(s) as number;
    const acts = imaginedActions(s, seat);
    step(run, acts.length === 1 ? (acts[0] as PatrolLostAction) : policy(s, seat, acts, rng).action);
  }
}
