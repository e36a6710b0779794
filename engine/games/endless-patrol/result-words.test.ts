import { describe, expect, it } from 'vitest';
import { endlessPatrol as ep } from './index';
import type { EndlessPatrolState } from './types';

/** A game from seed 1 set at its end: `outcome`, with `defeated` enemy cards beaten, `squad` soldiers left, on `turn`. */
function ended(outcome: 'win' | 'loss', defeated: number, squad: number, turn: number): EndlessPatrolState {
  const parsed = ep.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  const s = structuredClone(ep.setup(1, parsed.options));
  return { ...s, phase: 'over', outcome, squad, turn, stats: { ...s.stats, defeated } };
}

describe('the end of an Endless Patrol game reads as English', () => {
  it('one enemy card was defeated, two were', () => {
    expect(ep.result(ended('loss', 1, 0, 3))?.summary).toBe('The last soldier fell on turn 3; 1 enemy card was defeated.');
    expect(ep.result(ended('loss', 2, 0, 3))?.summary).toBe('The last soldier fell on turn 3; 2 enemy cards were defeated.');
  });

  it('a win with one soldier left', () => {
    expect(ep.result(ended('win', 30, 1, 12))?.summary).toBe('The patrol fought through the whole Patrol deck in 12 turns with 1 soldier left.');
    expect(ep.result(ended('win', 30, 4, 12))?.summary).toBe('The patrol fought through the whole Patrol deck in 12 turns with 4 soldiers left.');
  });
});
