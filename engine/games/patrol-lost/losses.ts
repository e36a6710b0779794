import { aliveCount } from './board';
import { overWords, type LostEvent, type OverEvent } from './events';
import { hexOf, guyName } from './words';
import { tell, type Run } from './run';
import { GOOD_GUYS } from './tiles';

/** Losing Good Guys and ending the game: shared by the attack phase and the clear-up. */

export function finish(run: Run, outcome: OverEvent['outcome']): void {
  const s = run.s;
  const e: OverEvent = { type: 'over', outcome, turn: s.turn, limit: s.options.turnLimit };
  s.phase = 'over';
  s.pending = null;
  s.active = -1;
  s.outcome = { outcome: outcome === 'draw' ? 'draw' : 'win', winner: outcome === 'good' ? 0 : outcome === 'bad' ? 1 : null, summary: overWords(e) };
  tell(run, e);
}

/** Removes a Good Guy for good; the Bad Guys win when he was the last. */
export function kill(run: Run, guy: number, how: LostEvent['how']): void {
  const s = run.s;
  const at = s.goods[guy] as number;
  run.d.own('goods')[guy] = -1;
  run.d.own('stats').goodLost++;
  if (run.talk) tell(run, { type: 'lost', guy, name: guyName(guy, s), at: hexOf(at), how });
  if (aliveCount(s) === 0) finish(run, 'bad');
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
