import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from './definition';
import { cellOf } from './hex';
import { act, build, loadDice, said, settle } from './testing';
import type { PatrolLostState } from './types';

const F: [number, number] = [0, -1];
const S: [number, number] = [0, 0];

function map(goods: ([number, number] | null)[], phase: PatrolLostState['phase'] = 'clear-up', turnLimit = 60): PatrolLostState {
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
      { kind: 'end', q: 0, r: -2, exits: ['S'] },
      { kind: 'tight-corner', q: 1, r: -1, exits: ['N', 'NE'], bad: 6 },
    ],
    goods,
    restRemoved: true,
    phase,
    turnLimit,
  });
}

describe('clear-up', () => {
  it('sends Bad Guys over six on a tile back to the pool', () => {
    // The Good Guys win the fight and drive 2 Bad Guys onto the corner, which already holds 6.
    let s = loadDice(map([F, null, null, null, null], 'attack'), [1, 6, 6]);
    s = act(s, { type: 'fight', q: 0, r: -1 });
    s = act(s, { type: 'push-bad', dir: 'SE' });
    expect(s.board.find((t) => t.cell === cellOf(1, -1))?.bad).toBe(6);
    expect(s.pool).toBe(18 - 6);
    expect(said(s)).toMatch(/Clear-up: 2 Bad Guys over the limit of 6 on the corner 1 NE of Start go back to the pool/);
    expect(s.turn).toBe(2);
  });

  it('loses Good Guys over three on a tile, their player choosing who', () => {
    let s = settle(map([F, F, F, F, null]));
    expect(s.pending).toEqual({ kind: 'lose', cell: cellOf(0, -1), count: 1, then: 'clear-up' });
    expect(pl.currentSeat(s)).toBe(0);
    s = act(s, { type: 'lose', guy: 3 });
    expect(s.goods).toEqual([cellOf(0, -1), cellOf(0, -1), cellOf(0, -1), -1, -1]);
    expect(said(s)).toMatch(/Dog \(close-combat specialist\) is lost: more than three Good Guys on one tile/);
    expect(s.turn).toBe(2);
    let five = settle(map([F, F, F, F, F]));
    expect(five.pending).toMatchObject({ count: 2 });
    five = act(five, { type: 'lose', guy: 4 });
    expect(five.pending).toMatchObject({ count: 1 });
    five = act(five, { type: 'lose', guy: 0 });
    expect(five.goods.filter((c) => c >= 0)).toHaveLength(3);
  });

  it('lets any number of Good Guys stand on Start', () => {
    const s = settle(map([S, S, S, S, S]));
    expect(s.goods.every((c) => c === cellOf(0, 0))).toBe(true);
    expect(s.turn).toBe(2);
  });
});

describe('winning', () => {
  it('the Good Guys win by ending a turn with a Good Guy on the End tile', () => {
    const s = settle(map([[0, -2], null, null, null, null]));
    expect(pl.result(s)).toMatchObject({ outcome: 'win', winner: 0 });
    expect(s.phase).toBe('over');
  });

  it('reaching the End is not enough: the Good Guy must still be there when the turn ends', () => {
    // Able reaches the End; 2 Bad Guys are moved onto it, win the fight, and he falls.
    let s = map([F, null, null, null, S], 'good');
    s = act(s, { type: 'move', guy: 0, dir: 'N' });
    s = act(s, { type: 'end-actions' });
    expect(s.phase).toBe('bad');
    expect(s.outcome).toBeNull();
    s = act(s, { type: 'advance', q: 0, r: -1, dir: 'N', count: 3 });
    s = act(s, { type: 'end-actions' });
    s = act(loadDice(s, [6, 1, 1]), { type: 'fight', q: 0, r: -2 });
    expect(s.goods[0]).toBe(-1);
    expect(pl.result(s)).toBeNull();
  });

  it('is a draw when the turn limit passes (house rule)', () => {
    const s = build({ tiles: [{ kind: 'end', q: 9, r: 9 }], goods: [S, null, null, null, null], restRemoved: true, phase: 'clear-up', turn: 12, turnLimit: 12 });
    const after = settle(s);
    expect(pl.result(after)).toMatchObject({ outcome: 'draw', winner: null });
    expect(pl.result(settle({ ...s, turn: 11 }))).toBeNull();
  });
});
