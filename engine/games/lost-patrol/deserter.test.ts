import { describe, expect, it } from 'vitest';
import { stepText } from '../../core/gate';
import type { GameEvent } from '../../core/contract';
import { lostPatrol } from './definition';
import { boardOf, playStep } from './scene';
import { act, allTiles, cellAt, fresh, loadDice, place, refusal } from './testing';
import { CENTRE } from './tiles';
import type { LostPatrolState } from './types';

/** Deserter variant, Deserter on a centre Straight heading east; next rolls loaded. */
function hunt(groups = [10], rolls: number[] = []): LostPatrolState {
  const s = fresh({ deserter: true, pursuerGroups: groups });
  place(s, CENTRE, 'straight', 1);
  s.patrol.from = 3;
  loadDice(s, rolls);
  return s;
}

describe('The Deserter variant', () => {
  it('puts a lone Deserter in the centre, pursuers outside, and the Deserter moves first', () => {
    const s = fresh({ deserter: true });
    expect(s.patrol).toMatchObject({ cell: CENTRE, soldiers: 1 });
    expect(s.groups).toEqual([{ cell: -1, from: -1, soldiers: 10, trapped: false }]);
    expect(lostPatrol.currentSeat(s)).toBe(0);
    expect(lostPatrol.legalActions(s, 1)).toEqual([]);
    expect(refusal(s, { type: 'enter', group: 0, row: 0, col: 0, edge: 'N' }, 1)).toBe('not-your-turn');
    const v = lostPatrol.view(s, 1);
    expect(v.mode).toBe('deserter');
    expect(v.groups[0]).toMatchObject({ row: null, col: null, soldiers: 10 });
  });

  it('the horror never troubles the Deserter: no roll when he enters a tile', () => {
    const s = hunt();
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.reveals).toBe(s.reveals + 1);
    expect(n.phase).toBe('move');
    expect(lostPatrol.currentSeat(n)).toBe(1);
  });

  it('pursuers enter from any edge cell, the tile turned up facing into the forest', () => {
    const s = act(hunt([10], [2]), { type: 'move', dir: 'E' });
    const legal = lostPatrol.legalActions(s, 1);
    expect(legal).toHaveLength(28);
    expect(legal.every((a) => a.type === 'enter')).toBe(true);
    expect(refusal(s, { type: 'enter', group: 0, row: 3, col: 3, edge: 'N' }, 1)).toBe('not-edge');
    expect(refusal(s, { type: 'enter', group: 0, row: 0, col: 3, edge: 'S' }, 1)).toBe('not-edge');
    place(s, cellAt(6, 2), 'left');
    const n = act(s, { type: 'enter', group: 0, row: 6, col: 2, edge: 'S' }, 1);
    expect(n.groups[0]).toMatchObject({ cell: cellAt(6, 2), from: 2, soldiers: 10 });
    expect(lostPatrol.view(n, 0).grid[cellAt(6, 2)]).toMatchObject({ faceUp: true, heading: 'N', entry: 'S', exits: ['W'] });
    expect(lostPatrol.currentSeat(n)).toBe(0);
  });

  it('the horror attacks pursuers only on 1 or 3', () => {
    for (let r = 1; r <= 6; r++) {
      const s = act(hunt([10], [r]), { type: 'move', dir: 'E' });
      const n = act(s, { type: 'enter', group: 0, row: 0, col: 0, edge: 'W' }, 1);
      expect(n.phase).toBe(r === 1 || r === 3 ? 'bid' : 'move');
      if (n.phase === 'bid') {
        expect(lostPatrol.currentSeat(n)).toBe(1);
        expect(n.attack).toEqual({ target: 0, round: 1 });
      }
    }
  });

  it('split pursuers: every group moves once per turn, in the order the player picks', () => {
    const s = act(hunt([3, 3, 4], [2, 2, 2]), { type: 'move', dir: 'E' });
    expect(lostPatrol.legalActions(s, 1)).toHaveLength(3 * 28);
    const a = act(s, { type: 'enter', group: 2, row: 0, col: 0, edge: 'N' }, 1);
    expect(lostPatrol.currentSeat(a)).toBe(1);
    expect(refusal(a, { type: 'enter', group: 2, row: 0, col: 1, edge: 'N' }, 1)).toBe('already-moved');
    expect(lostPatrol.legalActions(a, 1).some((x) => x.type === 'enter' && x.group === 2)).toBe(false);
    const b = act(a, { type: 'enter', group: 0, row: 6, col: 6, edge: 'E' }, 1);
    const c = act(b, { type: 'enter', group: 1, row: 6, col: 0, edge: 'S' }, 1);
    expect(lostPatrol.currentSeat(c)).toBe(0);
    expect(c.moved).toEqual([false, false, false]);
    expect(c.stats.turns).toBe(2);
  });

  it('rejects groups that do not add up to 10, and splitting outside the Deserter variant', () => {
    expect(lostPatrol.parseOptions({ deserter: true, pursuerGroups: [5, 4] }).ok).toBe(false);
    expect(lostPatrol.parseOptions({ deserter: true, pursuerGroups: [0, 10] }).ok).toBe(false);
    expect(lostPatrol.parseOptions({ pursuerGroups: [5, 5] }).ok).toBe(false);
    expect(lostPatrol.parseOptions({ deserter: true, pursuerGroups: [2, 2, 2, 2, 2] })).toMatchObject({ ok: true });
  });

  it('the Deserter wins by walking out of the forest', () => {
    const s = fresh({ deserter: true });
    s.patrol.cell = cellAt(3, 6);
    place(s, cellAt(3, 6), 'straight', 1);
    const n = act(s, { type: 'move', dir: 'E' });
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'win', winner: 0 });
  });

  it('pursuers who reach his tile catch him, and win by leading him out of the forest', () => {
    const s = fresh({ deserter: true });
    s.patrol.cell = cellAt(0, 5);
    place(s, cellAt(0, 5), 'straight', 1);
    s.side = 1;
    s.groups[0] = { cell: cellAt(0, 4), from: 3, soldiers: 10, trapped: false };
    place(s, cellAt(0, 4), 'straight', 1);
    loadDice(s, [2]);
    const caught = act(s, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(caught.capturedBy).toBe(0);
    expect(stepText(lostPatrol, caught.events)).toContain('The pursuers caught the Deserter! Now they must lead him out of the forest.');
    expect(lostPatrol.currentSeat(caught)).toBe(1);
    expect(lostPatrol.view(caught, 0).capturedBy).toBe(0);
    const a = act(caught, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(a.patrol.cell).toBe(cellAt(0, 6));
    expect(lostPatrol.currentSeat(a)).toBe(1);
    place(a, cellAt(0, 6), 'straight', 1);
    const out = act(a, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(lostPatrol.result(out)).toMatchObject({ outcome: 'win', winner: 1 });
  });

  it('a group walking out without him may come back in from any edge', () => {
    const s = fresh({ deserter: true });
    s.side = 1;
    s.groups[0] = { cell: cellAt(0, 6), from: 3, soldiers: 10, trapped: false };
    place(s, cellAt(0, 6), 'straight', 1);
    const n = act(s, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(n.groups[0]?.cell).toBe(-1);
    expect(lostPatrol.result(n)).toBeNull();
    expect(allTiles(n)).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('the Deserter wins when the horror kills every pursuer', () => {
    const s = act(hunt([10], [1, 6]), { type: 'move', dir: 'E' });
    const a = act(s, { type: 'enter', group: 0, row: 0, col: 0, edge: 'N' }, 1);
    const two = { ...a, groups: [{ ...(a.groups[0] as LostPatrolState['patrol']), soldiers: 2 }] };
    const n = act(two, { type: 'bid', soldiers: 2 }, 1);
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'win', winner: 0 });
  });

  it('the Deserter goes free when the horror kills his captors', () => {
    const s = fresh({ deserter: true, pursuerGroups: [2, 8] });
    s.side = 1;
    s.groups[0] = { cell: cellAt(2, 3), from: 2, soldiers: 2, trapped: false };
    s.moved = [false, true];
    place(s, cellAt(2, 3), 'straight', 0);
    place(s, CENTRE, 'straight', 0);
    s.patrol.cell = cellAt(1, 3);
    s.capturedBy = 0;
    s.patrol.cell = cellAt(2, 3);
    loadDice(s, [1, 5]);
    const a = act(s, { type: 'move', dir: 'N', group: 0 }, 1);
    expect(a.phase).toBe('bid');
    const n = act(a, { type: 'bid', soldiers: 2 }, 1);
    expect(n.capturedBy).toBe(-1);
    expect(n.patrol.cell).toBe(cellAt(1, 3));
    expect(stepText(lostPatrol, n.events)).toContain('With his captors dead, the Deserter is free again.');
    expect(lostPatrol.currentSeat(n)).toBe(0);
    expect(n.cellHeading[cellAt(1, 3)]).toBe(0);
  });

  it('a Deserter who walks into pursuers is caught, and his turns pass while he is held', () => {
    const s = hunt([10], [2]);
    s.groups[0] = { cell: CENTRE + 1, from: 2, soldiers: 10, trapped: false };
    place(s, CENTRE + 1, 'straight', 0);
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.capturedBy).toBe(0);
    expect(n.reveals).toBe(s.reveals);
    expect(lostPatrol.currentSeat(n)).toBe(1);
    const m = act(n, { type: 'move', dir: 'N', group: 0 }, 1);
    expect(m.patrol.cell).toBe(CENTRE + 1 - 7);
    expect(lostPatrol.currentSeat(m)).toBe(1);
    expect(m.stats.turns).toBe(n.stats.turns + 1);
  });

  it('the hunt ends in a draw at dawn after 200 turns', () => {
    const s = act(hunt([10], [2]), { type: 'move', dir: 'E' });
    s.stats.turns = 200;
    const n = act(s, { type: 'enter', group: 0, row: 0, col: 0, edge: 'N' }, 1);
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'draw', winner: null });
    expect(stepText(lostPatrol, n.events)).toContain('Dawn after 200 turns: the Deserter is still in the forest and the hunt is called off.');
    expect(playStep(boardOf(lostPatrol.view(s, 1)), n.events as GameEvent[]).board).toEqual(boardOf(lostPatrol.view(n, 1)));
  });

  it('the game is a draw when nobody can move any more', () => {
    const s = fresh({ deserter: true, mappingTheForest: true });
    place(s, CENTRE, 'straight', 1);
    s.patrol.trapped = true;
    s.side = 1;
    s.groups[0] = { cell: cellAt(1, 1), from: 3, soldiers: 5, trapped: false };
    place(s, cellAt(1, 1), 'straight', 1);
    place(s, cellAt(1, 2), 'dead-end');
    place(s, cellAt(1, 0), 'straight', 1);
    loadDice(s, [2]);
    const n = act(s, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(n.groups[0]?.trapped).toBe(true);
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'draw' });
    expect(stepText(lostPatrol, n.events)).toContain('Nobody can move: the Deserter and his pursuers are all lost in the forest.');
    expect(playStep(boardOf(lostPatrol.view(s, 1)), n.events as GameEvent[]).board).toEqual(boardOf(lostPatrol.view(n, 1)));
  });

  it('both sides see the same table: only face-down tiles and the spares order are hidden', () => {
    const s = act(hunt([5, 5], [2]), { type: 'move', dir: 'E' });
    const v0 = lostPatrol.view(s, 0);
    expect(lostPatrol.view(s, 1)).toEqual(v0);
    for (const c of v0.grid) if (!c.faceUp) expect(Object.keys(c).sort()).toEqual(['col', 'faceUp', 'row']);
    expect(v0.sparesCount).toBe(50);
    expect(v0.discardsCount).toBe(1);
    expect(v0.patrol).toMatchObject({ row: 3, col: 4, soldiers: 1, from: 'W' });
  });
});
