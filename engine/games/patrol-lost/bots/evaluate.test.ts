import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from '../definition';
import { evaluate, towardDraw } from './evaluate';

describe('towardDraw: the hard computer scores imagined positions nearer a draw as the turn limit nears', () => {
  const s = pl.setup(3, { turnLimit: 60 });
  const at = (turn: number) => ({ ...s, turn });

  it('leaves a position with 30 whole turns or more left after it as the fitted model scores it', () => {
    expect(towardDraw(0.1, at(1), 30)).toBeCloseTo(0.1, 12);
    expect(towardDraw(0.9, at(30), 30)).toBeCloseTo(0.9, 12);
    expect(towardDraw(evaluate(s), s, 30)).toBeCloseTo(evaluate(s), 12);
  });

  it('draws it in as the limit nears: halfway with 15 turns left after this one, a draw from the start of the last turn', () => {
    expect(towardDraw(0.1, at(45), 30)).toBeCloseTo(0.3, 10);
    expect(towardDraw(0.9, at(45), 30)).toBeCloseTo(0.7, 10);
    // Turn 60 of 60 is the last: an unfinished game there scores as the draw it will be unless someone wins in it.
    expect(towardDraw(0.1, at(60), 30)).toBe(0.5);
    expect(towardDraw(0.1, at(59), 30)).toBeCloseTo(0.5 - 0.4 / 30, 10);
    // So a won game in the look-ahead stands out more against a merely promising position.
    expect(0.5 - towardDraw(0.2, at(55), 30)).toBeLessThan(0.5 - 0.2);
  });

  it("follows the game's own turn limit (a house rule) and keeps a finished game's result", () => {
    const short = { ...pl.setup(3, { turnLimit: 20 }), turn: 5 };
    expect(towardDraw(0.1, short, 30)).toBeCloseTo(0.5 + (0.1 - 0.5) * (15 / 30), 10);
    const over = { ...at(59), phase: 'over' as const };
    expect(towardDraw(0, over, 30)).toBe(0);
    expect(towardDraw(1, over, 30)).toBe(1);
  });

  it('does nothing with no turns given (the medium level)', () => {
    expect(towardDraw(0.1, at(59), 0)).toBe(0.1);
  });
});
