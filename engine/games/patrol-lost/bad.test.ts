import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from './definition';
import { cellOf } from './hex';
import { act, build, refusal, said } from './testing';
import type { PatrolLostState } from './types';

/**
 * Start with, north, a straight (2 Bad Guys) then a curve whose other path leads into the unknown;
 * south-east a dead end pointing away; south-west the End pointing away; south a straight (5 Bad
 * Guys) and north-west a branch (1 Bad Guy). The Good Guys stand on the curve.
 */
function map(pool?: number): PatrolLostState {
  const s = build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 2 },
      { kind: 'slight-curve', q: 0, r: -2, exits: ['S', 'NE'] },
      { kind: 'dead-end', q: 1, r: 0, exits: ['SE'] },
      { kind: 'end', q: -1, r: 1, exits: ['SW'] },
      { kind: 'straight', q: 0, r: 1, exits: ['N', 'S'], bad: 5 },
      { kind: 'three-way', q: -1, r: 0, exits: ['N', 'SE', 'SW'], bad: 1 },
    ],
    goods: [[0, -2], [0, -2], [0, -2], null, null],
    restRemoved: true,
    phase: 'bad',
  });
  if (pool !== undefined) {
    s.board[0]!.bad += s.pool - pool;
    s.pool = pool;
  }
  return s;
}
const badAt = (s: PatrolLostState, q: number, r: number) => s.board.find((t) => t.cell === cellOf(q, r))?.bad;

describe("the Bad Guys' actions", () => {
  it('places two new Bad Guys on a tile whose path leads off into the unknown', () => {
    const s = map();
    const after = act(s, { type: 'place', q: 0, r: -2 });
    expect(badAt(after, 0, -2)).toBe(2);
    expect(after.pool).toBe(s.pool - 2);
    expect(after.badActions).toBe(2);
    expect(said(after)).toMatch(/placed 2 Bad Guys on the curve 2 N of Start/);
    const legal = pl.legalActions(s, 1).filter((a) => a.type === 'place');
    expect(legal).toEqual([{ type: 'place', q: 0, r: 0 }, { type: 'place', q: 0, r: -2 }]);
  });

  it('never places new Bad Guys on a dead end, the End, or a tile with no path into the unknown', () => {
    const s = map();
    expect(refusal(s, { type: 'place', q: 1, r: 0 })).toBe('not-entry');
    expect(refusal(s, { type: 'place', q: -1, r: 1 })).toBe('not-entry');
    expect(refusal(s, { type: 'place', q: 0, r: -1 })).toBe('occupied');
    expect(refusal(s, { type: 'place', q: 5, r: 5 })).toBe('no-tile');
    const closed = build({ tiles: [{ kind: 'straight', q: 0, r: -1, exits: ['N', 'S'] }, { kind: 'dead-end', q: 0, r: -2, exits: ['S'] }], restRemoved: true, phase: 'bad' });
    expect(refusal(closed, { type: 'place', q: 0, r: -1 })).toBe('not-entry');
  });

  it('adds two Bad Guys to a tile that has some, never above six', () => {
    const s = map();
    const after = act(s, { type: 'add', q: 0, r: -1 });
    expect(badAt(after, 0, -1)).toBe(4);
    expect(refusal(s, { type: 'add', q: 0, r: 1 })).toBe('tile-full');
    expect(refusal(s, { type: 'add', q: 0, r: -2 })).toBe('empty-tile');
    expect(pl.legalActions(s, 1).some((a) => a.type === 'add' && a.r === 1)).toBe(false);
  });

  it('brings on only the last Bad Guy when the pool holds one, and nothing from an empty pool', () => {
    const one = act(map(1), { type: 'add', q: -1, r: 0 });
    expect(badAt(one, -1, 0)).toBe(2);
    expect(one.pool).toBe(0);
    expect(refusal(map(0), { type: 'place', q: 0, r: -2 })).toBe('pool-empty');
  });

  it('moves a group to any tile next to it, paths or not, losing one to the pool', () => {
    const s = map();
    // From the straight to the branch south-west of it: no path joins them.
    const after = act(s, { type: 'advance', q: 0, r: -1, dir: 'SW', count: 2 });
    expect(badAt(after, 0, -1)).toBe(0);
    expect(badAt(after, -1, 0)).toBe(2);
    const big = act(s, { type: 'advance', q: 0, r: 1, dir: 'N', count: 4 });
    expect(badAt(big, 0, 1)).toBe(1);
    expect(badAt(big, 0, 0)).toBe(3);
    expect(big.pool).toBe(s.pool + 1);
    expect(said(big)).toMatch(/moved 4 north from the straight 1 S of Start to Start; 3 arrive, one goes back to the pool/);
  });

  it('cannot move a lone Bad Guy, more than are there, or off the tiles', () => {
    const s = map();
    expect(refusal(s, { type: 'advance', q: -1, r: 0, dir: 'SE', count: 2 })).toBe('lone');
    expect(refusal(s, { type: 'advance', q: 0, r: -1, dir: 'S', count: 3 })).toBe('bad-count');
    expect(refusal(s, { type: 'advance', q: 0, r: -1, dir: 'NE', count: 2 })).toBe('no-tile');
    expect(pl.legalActions(s, 1).some((a) => a.type === 'advance' && a.r === 0 && a.q === -1)).toBe(false);
  });

  it('gets three actions, then the attacks begin', () => {
    let s = map();
    s = act(s, { type: 'place', q: 0, r: -2 });
    s = act(s, { type: 'add', q: 0, r: -1 });
    expect(s.phase).toBe('bad');
    s = act(s, { type: 'add', q: 0, r: -2 });
    expect(s.phase).toBe('attack');
    expect(pl.legalActions(s, 1)).toEqual([{ type: 'fight', q: 0, r: -2 }, { type: 'end-attacks' }]);
  });

  it('may end its actions early', () => {
    const s = act(map(), { type: 'end-actions' });
    expect(s.phase).toBe('good');
    expect(s.turn).toBe(2);
  });
});
