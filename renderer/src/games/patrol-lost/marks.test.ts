import { describe, expect, it } from 'vitest';
import { deltaWord, diceFaces, guyTrails } from './marks';

describe("Patrol: Lost!'s map marks: how a step's changes are drawn", () => {
  it('draws one trail for Good Guys pushed together, to the middle of where they stand, and one for each who went his own way', () => {
    const a = { q: 0, r: 0 };
    const moved = [
      { guy: 0, from: a, to: { q: 0, r: 1 } },
      { guy: 1, from: a, to: { q: 0, r: 1 } },
      { guy: 2, from: a, to: { q: 1, r: 0 } },
    ];
    const places = [
      { i: 0, x: 0, y: 80 },
      { i: 1, x: 20, y: 90 },
      { i: 2, x: 75, y: 40 },
    ];
    expect(guyTrails(moved, places)).toEqual([
      { key: '0,0>0,1', from: a, to: { x: 10, y: 85 } },
      { key: '0,0>1,0', from: a, to: { x: 75, y: 40 } },
    ]);
    expect(guyTrails(moved, [])).toEqual([]);
  });

  it('a stack change reads as a signed count', () => {
    expect(deltaWord(0, 2)).toBe('+2');
    expect(deltaWord(3, 0)).toBe('\u22123');
  });

  it("shows a fight's dice with the Bad Guys' die first, an attack's and a hazard's as rolled", () => {
    expect(diceFaces({ kind: 'attack', guy: 0, dice: [6, 2, 6], hits: 2 })).toEqual([
      { n: 6, bad: false },
      { n: 2, bad: false },
      { n: 6, bad: false },
    ]);
    expect(diceFaces({ kind: 'hazard', guy: 1, die: 4, moved: false })).toEqual([{ n: 4, bad: false }]);
    const fight = { q: 0, r: -1, bad: 2, badDie: 3, badScore: 3, goodDice: [5, 1] as [number, number], closeBonus: 0, rangedBonus: 0, goodScore: 5, winner: 'good' as const };
    expect(diceFaces({ kind: 'fight', fight })).toEqual([
      { n: 3, bad: true },
      { n: 5, bad: false },
      { n: 1, bad: false },
    ]);
  });
});
