import { describe, expect, it } from 'vitest';
import { Draft } from './draft';

interface S {
  turn: number;
  pile: number[];
  stats: { kills: number };
  men: { id: string; wounds: number[] }[];
  pending: { at: number } | null;
}

const start = (): S => ({ turn: 1, pile: [1, 2, 3], stats: { kills: 0 }, men: [{ id: 'a', wounds: [] }, { id: 'b', wounds: [] }], pending: null });

describe('Draft: the one copy-on-write style of every apply', () => {
  it('copies a field the first time a step changes it, the same copy afterwards, and shares the rest with the state it started from', () => {
    const prev = start();
    const before = JSON.stringify(prev);
    const d = new Draft(prev);
    d.s.turn++;
    expect(d.owns('pile')).toBe(false);
    const pile = d.own('pile');
    pile.pop();
    expect(d.own('pile')).toBe(pile);
    expect(d.owns('pile')).toBe(true);
    d.own('stats').kills++;
    d.own('stats').kills++;
    expect(d.s).toEqual({ ...start(), turn: 2, pile: [1, 2], stats: { kills: 2 } });
    expect(d.s.men).toBe(prev.men);
    expect(d.s.pending).toBe(prev.pending);
    expect(JSON.stringify(prev)).toBe(before);
  });

  it('takes a value the step made as its own (set), without copying it again', () => {
    const prev = start();
    const d = new Draft(prev);
    const mine = [9];
    d.set('pile', mine);
    expect(d.own('pile')).toBe(mine);
    expect(prev.pile).toEqual([1, 2, 3]);
  });

  it('copies one element of a list (a soldier) the first time it is changed, known by identity even when the list is reordered', () => {
    const prev = start();
    const before = JSON.stringify(prev);
    const d = new Draft(prev);
    const b = d.ownAt('men', 1, (m) => ({ ...m, wounds: m.wounds.slice() }));
    b.wounds.push(3);
    expect(b).not.toBe(prev.men[1]);
    expect(d.s.men[0]).toBe(prev.men[0]);
    d.own('men').reverse();
    expect(d.ownAt('men', 0)).toBe(b);
    expect(JSON.stringify(prev)).toBe(before);
  });

  it('copies nothing for a state nobody else holds (fresh: setup, a bot playing on its own copy)', () => {
    const s = start();
    const d = new Draft(s, true);
    expect(d.s).toBe(s);
    expect(d.own('pile')).toBe(s.pile);
    expect(d.ownAt('men', 0)).toBe(s.men[0]);
    expect(d.owns('stats')).toBe(true);
  });

  it('uses the copy of the top level a game gives (a typed literal for a hot loop)', () => {
    let used = 0;
    const d = new Draft(start(), false, (s) => {
      used++;
      return { turn: s.turn, pile: s.pile, stats: s.stats, men: s.men, pending: s.pending };
    });
    expect(used).toBe(1);
    expect(d.own('pile')).toEqual([1, 2, 3]);
  });
});
