import { describe, expect, it } from 'vitest';
import { hintFor, points } from './hint';

const choice = (name: string, chance: number) => ({ action: { name }, chance, margin: 0.009, games: 12_000 });
const label = (a: unknown) => (a as { name: string }).name;

describe('the odds hint', () => {
  it('calls two choices 0.3% apart at +/-0.9% too close, rather than picking one', () => {
    const h = hintFor({ choices: [choice('Fire at the Pillbox', 0.623), choice('End the Fire phase', 0.62)], lead: { lead: 0.003, margin: 0.009, games: 12_000 } }, label);
    expect(h).toEqual({ kind: 'too-close', text: 'Hint: the first two choices are too close to call: 0.3% apart on the same deals, +/- 0.9%.' });
  });

  it('names the best choice when it beats the next by more than the margin of their difference', () => {
    const h = hintFor({ choices: [choice('Fire at the Pillbox', 0.66), choice('End the Fire phase', 0.61)], lead: { lead: 0.05, margin: 0.012, games: 12_000 } }, label);
    expect(h).toEqual({
      kind: 'best',
      text: 'Hint: Fire at the Pillbox, the strongest choice: about 2 in 3 to win (66%), 5.0% more often than the next on the same deals (+/- 1.2%).',
    });
  });

  it('a lead equal to its margin is still too close', () => {
    expect(hintFor({ choices: [choice('A', 0.5), choice('B', 0.49)], lead: { lead: 0.01, margin: 0.01, games: 500 } }, label)?.kind).toBe('too-close');
  });

  it('gives no hint with fewer than two choices', () => {
    expect(hintFor({ choices: [choice('A', 0.5)], lead: null }, label)).toBeNull();
    expect(hintFor({ choices: [], lead: null }, label)).toBeNull();
  });

  it('writes a difference of chances with one decimal, without a sign', () => {
    expect(points(0.0123)).toBe('1.2%');
    expect(points(-0.003)).toBe('0.3%');
  });
});
