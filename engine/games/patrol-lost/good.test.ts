import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from './definition';
import { cellOf } from './hex';
import { act, build, loadDice, refusal, said } from './testing';
import type { PatrolLostState } from './types';

/**
 * Start with a straight and a hazard straight to the north, then a curve; to the north-east a
 * straight whose path does not meet Start's. Bad Guys: 2 on the straight, 1 on the hazard straight.
 * The pile is left out of play (the End is laid far off) so nothing is drawn between phases.
 */
function map(goods: ([number, number] | null)[]): PatrolLostState {
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 2 },
      { kind: 'straight-hazard', q: 0, r: -2, exits: ['N', 'S'], bad: 1 },
      { kind: 'slight-curve', q: 0, r: -3, exits: ['S', 'NE'] },
      { kind: 'straight', q: 1, r: -1, exits: ['N', 'S'] },
      { kind: 'end', q: 9, r: 9 },
    ],
    goods,
    restRemoved: true,
  });
}
const start: [number, number] = [0, 0];

describe("the Good Guys' actions", () => {
  it('moves a Good Guy along a path onto the next tile, and nowhere a path does not join', () => {
    const s = map([start, start, start, start, start]);
    const moved = act(s, { type: 'move', guy: 0, dir: 'N' });
    expect(moved.goods[0]).toBe(cellOf(0, -1));
    expect(said(moved)).toMatch(/Able moves north onto the straight 1 N of Start/);
    expect(refusal(s, { type: 'move', guy: 0, dir: 'NE' })).toBe('no-path');
    expect(refusal(s, { type: 'move', guy: 0, dir: 'S' })).toBe('no-path');
  });

  it('gives each Good Guy up to two actions, all of one before the next', () => {
    let s = map([start, start, start, start, start]);
    s = act(s, { type: 'move', guy: 0, dir: 'N' });
    expect(pl.view(s, 0).goods[0]).toMatchObject({ actionsLeft: 1, finished: false });
    s = act(s, { type: 'attack', guy: 0 });
    expect(pl.view(s, 0).goods[0]).toMatchObject({ actionsLeft: 0, finished: true });
    expect(refusal(s, { type: 'move', guy: 0, dir: 'S' })).toBe('finished');
    // Baker acts once; once Charlie acts, Baker is done for the turn.
    s = act(s, { type: 'move', guy: 1, dir: 'N' });
    s = act(s, { type: 'move', guy: 2, dir: 'N' });
    expect(refusal(s, { type: 'move', guy: 1, dir: 'N' })).toBe('finished');
    expect(pl.legalActions(s, 0).every((a) => !('guy' in a) || a.guy !== 1)).toBe(true);
  });

  it('ends the phase once every Good Guy has finished, or when the player ends it', () => {
    let s = map([start, null, null, null, null]);
    s = act(s, { type: 'move', guy: 0, dir: 'N' });
    s = act(s, { type: 'move', guy: 0, dir: 'S' });
    expect(s.phase).toBe('bad');
    const ended = act(map([start, start, null, null, null]), { type: 'end-actions' });
    expect(ended.phase).toBe('bad');
    expect(said(ended)).toMatch(/The Good Guys end their actions/);
  });

  it('rolls to leave a hazard tile: 1-3 moves as normal', () => {
    const s = loadDice(map([[0, -2], null, null, null, null]), [3]);
    const after = act(s, { type: 'move', guy: 0, dir: 'N' });
    expect(after.goods[0]).toBe(cellOf(0, -3));
    expect(after.dice).toEqual({ kind: 'hazard', guy: 0, die: 3, moved: true });
    expect(after.reveals).toBe(s.reveals + 1);
  });

  it('rolls to leave a hazard tile: 4-6 wastes the action', () => {
    for (const die of [4, 5, 6]) {
      const s = loadDice(map([[0, -2], start, null, null, null]), [die]);
      const after = act(s, { type: 'move', guy: 0, dir: 'N' });
      expect(after.goods[0]).toBe(cellOf(0, -2));
      expect(after.dice).toEqual({ kind: 'hazard', guy: 0, die, moved: false });
      expect(pl.view(after, 0).goods[0]?.actionsLeft).toBe(1);
      expect(said(after)).toMatch(/held up \(the action is lost\)/);
    }
  });

  it('does not roll for moving onto a hazard tile, only off it', () => {
    const s = map([[0, -1], null, null, null, null]);
    const after = act(s, { type: 'move', guy: 0, dir: 'N' });
    expect(after.goods[0]).toBe(cellOf(0, -2));
    expect(after.reveals).toBe(s.reveals);
  });

  it('attacks the Bad Guys on his own tile with 3 dice, a hit for each 6, hits past their number wasted', () => {
    const s = loadDice(map([[0, -1], null, null, null, null]), [6, 6, 6]);
    const after = act(s, { type: 'attack', guy: 0 });
    expect(after.dice).toEqual({ kind: 'attack', guy: 0, dice: [6, 6, 6], hits: 3 });
    expect(after.board.find((t) => t.cell === cellOf(0, -1))?.bad).toBe(0);
    expect(after.pool).toBe(s.pool + 2);
    expect(said(after)).toMatch(/3 hits, 2 Bad Guys down \(the rest wasted\)/);
  });

  it('attacks with 6 dice for the ranged specialist', () => {
    const s = loadDice(map([null, null, null, null, [0, -1]]), [1, 6, 2, 3, 4, 5]);
    const after = act(s, { type: 'attack', guy: 4 });
    expect(after.dice).toEqual({ kind: 'attack', guy: 4, dice: [1, 6, 2, 3, 4, 5], hits: 1 });
    expect(after.board.find((t) => t.cell === cellOf(0, -1))?.bad).toBe(1);
  });

  it('cannot attack where there are no Bad Guys', () => {
    const s = map([start, null, null, null, null]);
    const before = structuredClone(s);
    expect(refusal(s, { type: 'attack', guy: 0 })).toBe('no-bad-guys');
    expect(s).toEqual(before);
  });
});
