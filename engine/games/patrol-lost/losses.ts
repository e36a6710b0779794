import { aliveCount } from './board';
import { say, type Run } from './run';
import { GOOD_GUYS } from './tiles';
import type { Outcome } from './types';
import { guyFull } from './words';

/** Losing Good Guys and ending the game: shared by the attack phase and the clear-up. */

export function finish(run: Run, outcome: Outcome): void {
  const s = run.s;
  s.phase = 'over';
  s.pending = null;
  s.active = -1;
  s.outcome = outcome;
  say(run, outcome.summary);
}

/** Removes a Good Guy for good; the Bad Guys win when he was the last. */
export function kill(run: Run, guy: number, how: string): void {
  const s = run.s;
  s.goods[guy] = -1;
  s.stats.goodLost++;
  say(run, `${guyFull(guy)} ${how}.`);
  if (aliveCount(s) === 0) {
    finish(run, { outcome: 'win', winner: 1, summary: `The Bad Guys win on turn ${s.turn}: every Good Guy is lost.` });
  }
}

/** The Good Guys among `guys` whose loss is a real choice: the first of each role. */
export function oneOfEachRole(guys: number[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  for (const g of guys) {
    const role = GOOD_GUYS[g]?.role ?? 'standard';
    if (seen.has(role)) continue;
    seen.add(role);
    out.push(g);
  }
  return out;
}
