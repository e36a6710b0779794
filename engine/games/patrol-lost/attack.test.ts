import { describe, expect, it } from 'vitest';
import { badScore, fightOdds } from './combat';
import { patrolLost as pl } from './definition';
import { cellOf } from './hex';
import { act, build, loadDice, refusal, said } from './testing';
import type { PatrolLostState } from './types';

const A = 0;
const B = 1;
const DOG = 3;
const EASY = 4;

/**
 * North of Start: a straight (the fight, 3 Bad Guys), a straight, then a curve. Able, Baker and Dog
 * (close combat) stand in the fight; Easy (ranged) on the curve sees down the straights to it.
 */
function fight(opts: { goods?: ([number, number] | null)[]; bad?: number; startBad?: number } = {}): PatrolLostState {
  const f: [number, number] = [0, -1];
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: opts.bad ?? 3 },
      { kind: 'straight', q: 0, r: -2, exits: ['N', 'S'] },
      { kind: 'slight-curve', q: 0, r: -3, exits: ['S', 'NE'] },
      { kind: 'tight-corner', q: 1, r: -1, exits: ['N', 'NE'], bad: opts.startBad ?? 0 },
      { kind: 'end', q: 9, r: 9 },
    ],
    goods: opts.goods ?? [f, f, null, f, [0, -3]],
    restRemoved: true,
    phase: 'attack',
  });
}
const badAt = (s: PatrolLostState, q: number, r: number) => s.board.find((t) => t.cell === cellOf(q, r))?.bad;

describe("the Bad Guys' score", () => {
  it('is their die, +1 when it shows their number, never below their number', () => {
    expect(badScore(3, 3)).toBe(4);
    expect(badScore(3, 1)).toBe(3);
    expect(badScore(3, 5)).toBe(5);
    expect(badScore(1, 1)).toBe(2);
    expect(badScore(6, 6)).toBe(7);
    expect(badScore(6, 2)).toBe(6);
  });

  it('gives exact odds that add up to one', () => {
    for (let n = 1; n <= 6; n++) {
      for (let bonus = 0; bonus <= 2; bonus++) {
        const o = fightOdds(n, bonus);
        expect(o.good + o.tie + o.bad).toBeCloseTo(1, 12);
      }
    }
    // One Bad Guy, no bonus: the Bad Guys score 2 on a 1, else their die; the Good Guys' best of two.
    let good = 0;
    for (let b = 1; b <= 6; b++) for (let g1 = 1; g1 <= 6; g1++) for (let g2 = 1; g2 <= 6; g2++) if (Math.max(g1, g2) > badScore(1, b)) good++;
    expect(fightOdds(1, 0).good).toBeCloseTo(good / 216, 12);
  });
});

describe("the attack phase's view", () => {
  it('lists each tile the Bad Guys may attack with their number and the Good Guys\' bonuses there, and drops it once fought', () => {
    const s = fight({ bad: 3 });
    expect(pl.view(s, B).fights).toEqual([{ q: 0, r: -1, bad: 3, close: 1, ranged: 1 }]);
    // Easy gone: no ranged bonus.
    const alone = fight({ bad: 3, goods: [[0, -1], null, null, null, null] });
    expect(pl.view(alone, B).fights).toEqual([{ q: 0, r: -1, bad: 3, close: 0, ranged: 0 }]);
    const after = act(loadDice(s, [6, 1, 1]), { type: 'fight', q: 0, r: -1 }, B);
    expect(pl.view(after, B).fights.some((f) => f.q === 0 && f.r === -1)).toBe(false);
  });
});

describe("the Bad Guys' attacks", () => {
  it('Good Guys win: one Bad Guy falls and their player drives the rest onto a tile next to it', () => {
    // Bad Guys roll 2: score 3. Good Guys roll 2 and 3: 3, +1 Dog on the tile, +1 Easy in sight = 5.
    let s = loadDice(fight(), [2, 2, 3]);
    s = act(s, { type: 'fight', q: 0, r: -1 });
    expect(s.dice).toMatchObject({ kind: 'fight', fight: { badDie: 2, badScore: 3, goodDice: [2, 3], closeBonus: 1, rangedBonus: 1, goodScore: 5, winner: 'good' } });
    expect(badAt(s, 0, -1)).toBe(2);
    expect(s.pending).toEqual({ kind: 'push-bad', cell: cellOf(0, -1) });
    expect(pl.currentSeat(s)).toBe(0);
    // Any tile next to it, path or not: north, south (Start) or south-east (the corner).
    expect(pl.legalActions(s, 0).map((a) => (a as { dir: string }).dir)).toEqual(['N', 'SE', 'S']);
    s = act(s, { type: 'push-bad', dir: 'SE' });
    expect(badAt(s, 0, -1)).toBe(0);
    expect(badAt(s, 1, -1)).toBe(2);
    expect(s.stats.badKilled).toBe(1);
  });

  it('a tie: the Bad Guy player pushes the Good Guys to a tile next to it along a path', () => {
    // Bad Guys 5; Good Guys 3 + 1 + 1 = 5.
    let s = loadDice(fight(), [5, 3, 1]);
    s = act(s, { type: 'fight', q: 0, r: -1 });
    expect(s.pending).toEqual({ kind: 'push-good', cell: cellOf(0, -1) });
    expect(pl.currentSeat(s)).toBe(1);
    // The screen is told it was a tie, not a Bad Guy win.
    expect(pl.view(s, 1).pending).toMatchObject({ kind: 'push-good', after: 'tie' });
    // Along the paths only: north or south, not onto the corner.
    expect(pl.legalActions(s, 1)).toEqual([{ type: 'push-good', dir: 'N' }, { type: 'push-good', dir: 'S' }]);
    expect(refusal(s, { type: 'push-good', dir: 'SE' })).toBe('no-path');
    s = act(s, { type: 'push-good', dir: 'S' });
    expect([s.goods[A], s.goods[B], s.goods[DOG]]).toEqual([cellOf(0, 0), cellOf(0, 0), cellOf(0, 0)]);
    expect(badAt(s, 0, -1)).toBe(3);
  });

  it('Bad Guys win: the Good Guy player picks who is lost, then the Bad Guy player pushes the rest', () => {
    // Bad Guys 6; Good Guys 1 + 1 + 1 = 3.
    let s = loadDice(fight(), [6, 1, 1]);
    s = act(s, { type: 'fight', q: 0, r: -1 });
    expect(s.pending).toMatchObject({ kind: 'lose', cell: cellOf(0, -1) });
    expect(pl.currentSeat(s)).toBe(0);
    expect(pl.legalActions(s, 0)).toEqual([{ type: 'lose', guy: A }, { type: 'lose', guy: B }, { type: 'lose', guy: DOG }]);
    expect(refusal(s, { type: 'lose', guy: EASY })).toBe('not-there');
    s = act(s, { type: 'lose', guy: A });
    expect(s.goods[A]).toBe(-1);
    expect(said(s)).toMatch(/Able \(rifleman\) is killed/);
    expect(s.pending).toEqual({ kind: 'push-good', cell: cellOf(0, -1) });
    expect(pl.view(s, 1).pending).toMatchObject({ kind: 'push-good', after: 'loss' });
    s = act(s, { type: 'push-good', dir: 'N' });
    expect([s.goods[B], s.goods[DOG]]).toEqual([cellOf(0, -2), cellOf(0, -2)]);
  });

  it('loses a Good Guy without asking when all on the tile play alike', () => {
    let s = loadDice(fight({ goods: [[0, -1], [0, -1], null, null, null] }), [6, 1, 1]);
    s = act(s, { type: 'fight', q: 0, r: -1 });
    expect(s.goods[A]).toBe(-1);
    expect(s.pending).toEqual({ kind: 'push-good', cell: cellOf(0, -1) });
  });

  it('counts the ranged specialist only from another tile with a line of sight, and the close-combat one only on the tile', () => {
    const bonuses = (goods: ([number, number] | null)[]) => {
      const s = act(loadDice(fight({ goods }), [1, 1, 1]), { type: 'fight', q: 0, r: -1 });
      const d = s.dice as { fight: { closeBonus: number; rangedBonus: number } };
      return [d.fight.closeBonus, d.fight.rangedBonus];
    };
    expect(bonuses([[0, -1], null, null, [0, -1], [0, -3]])).toEqual([1, 1]);
    expect(bonuses([[0, -1], null, null, [0, -2], [0, -1]])).toEqual([0, 0]);
    // From the corner the ranged specialist cannot see the fight: its paths lead elsewhere.
    expect(bonuses([[0, -1], null, null, null, [1, -1]])).toEqual([0, 0]);
  });

  it('is a choice: the Bad Guys may hold back, and each tile fights once a turn', () => {
    const held = act(fight(), { type: 'end-attacks' });
    expect(held.turn).toBe(2);
    expect(held.stats.fights).toBe(0);
    expect(said(held)).toMatch(/hold back from a fight/);
    // A tie pushes the Good Guys onto Start, where 2 Bad Guys wait: they may fight there too, once.
    let s = loadDice(fight({ goods: [[0, -1], null, null, null, null], startBad: 0 }), [5, 5, 1]);
    s.board.find((t) => t.cell === cellOf(0, 0))!.bad = 2;
    s.pool -= 2;
    s = act(s, { type: 'fight', q: 0, r: -1 });
    s = act(s, { type: 'push-good', dir: 'S' });
    expect(pl.legalActions(s, 1)).toEqual([{ type: 'fight', q: 0, r: 0 }, { type: 'end-attacks' }]);
    expect(refusal(s, { type: 'fight', q: 0, r: -1 })).toBe('no-fight');
  });

  it('ends the game for the Bad Guys when the last Good Guy falls', () => {
    const s = act(loadDice(fight({ goods: [[0, -1], null, null, null, null] }), [6, 1, 1]), { type: 'fight', q: 0, r: -1 });
    expect(s.phase).toBe('over');
    expect(pl.result(s)).toMatchObject({ outcome: 'win', winner: 1 });
    expect(pl.currentSeat(s)).toBeNull();
  });

  it('leaves the Good Guys where they are when no path leads off their tile', () => {
    const s0 = build({
      tiles: [{ kind: 'dead-end', q: 0, r: -2, exits: ['N'], bad: 3 }, { kind: 'end', q: 9, r: 9 }],
      goods: [[0, -2], null, null, null, null],
      restRemoved: true,
      phase: 'attack',
    });
    const s = act(loadDice(s0, [1, 3, 1]), { type: 'fight', q: 0, r: -2 }); // 3 against 3: a tie
    expect(s.goods[A]).toBe(cellOf(0, -2));
    expect(said(s)).toMatch(/No path leads off the tile/);
  });

  it('leaves beaten Bad Guys where they are when no tile lies next to theirs', () => {
    const s0 = build({
      tiles: [{ kind: 'end', q: 9, r: 9 }],
      goods: [[0, 0], null, null, null, null],
      restRemoved: true,
      phase: 'attack',
    });
    s0.board[0]!.bad = 3;
    s0.pool -= 3;
    const s = act(loadDice(s0, [1, 6, 6]), { type: 'fight', q: 0, r: 0 });
    expect(s.board[0]?.bad).toBe(2);
    expect(said(s)).toMatch(/No tile lies next to this one: the Bad Guys stay where they are/);
  });

  it('lets a stack moved past six fight with its full number before the clear-up (ruling)', () => {
    // 3 Bad Guys on the fight tile; 6 more on the corner beside it move in: 5 arrive, 8 in all.
    let s = build({
      tiles: [
        { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
        { kind: 'tight-corner', q: 1, r: -1, exits: ['N', 'NE'], bad: 6 },
        { kind: 'end', q: 9, r: 9 },
      ],
      goods: [[0, -1], null, null, [0, -1], [0, -1]],
      restRemoved: true,
      phase: 'bad',
    });
    s = act(s, { type: 'advance', q: 1, r: -1, dir: 'NW', count: 6 });
    s = act(s, { type: 'end-actions' });
    expect(s.board.find((t) => t.cell === cellOf(0, -1))?.bad).toBe(8);
    // The Good Guys' best: 6 + 1 (Dog) = 7, short of the Bad Guys' 8 whatever they roll.
    s = act(loadDice(s, [1, 6, 6]), { type: 'fight', q: 0, r: -1 });
    expect(s.dice).toMatchObject({ kind: 'fight', fight: { bad: 8, badScore: 8, goodScore: 7, winner: 'bad' } });
  });
});
