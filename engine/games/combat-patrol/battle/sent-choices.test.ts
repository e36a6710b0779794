import { describe, expect, it } from 'vitest';
import { applyAction } from '../../../core/pipeline';
import { nextInt, seedRng } from '../../../core/rng';
import { combatPatrol } from './definition';
import { battle, crowd, de, play, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from './types';

const def = combatPatrol;
const bytes = (x: unknown): number => JSON.stringify(x).length;

describe('what a host sends of a battle grows with the soldiers, not their square', () => {
  it('while a side picks a soldier, his shots and moves are not sent: 2x the soldiers is about 2x the bytes (the whole list is 4x)', () => {
    const small = battle(crowd(120));
    const big = battle(crowd(240));
    const ratio = bytes(def.sentChoices!(big, 0)) / bytes(def.sentChoices!(small, 0));
    expect(ratio).toBeLessThan(2.2);
    // What used to be sent: every shot of every soldier at every enemy.
    expect(bytes(def.legalActions(big, 0)) / bytes(def.legalActions(small, 0))).toBeGreaterThan(3);
    const sent = def.sentChoices!(big, 0);
    expect(sent.legal.some((a) => a.type === 'fire')).toBe(false);
    expect(sent.templates).toEqual([]);
    expect(sent.onRequest).toHaveLength(120);
  });

  it('every choice sent is accepted, and every choice of a soldier asked for; together they are exactly the listed choices', () => {
    const s = battle(crowd(80));
    const sent = def.sentChoices!(s, 0);
    for (const a of sent.legal) expect(def.check(s, a, 0)).toBeNull();
    const legal: CombatPatrolAction[] = [];
    const templates = [];
    for (const id of sent.onRequest) {
      const mine = def.choicesOf!(s, 0, id);
      for (const a of mine.legal) expect(def.check(s, a, 0)).toBeNull();
      legal.push(...mine.legal);
      templates.push(...mine.templates);
    }
    const asSet = (xs: unknown[]) => new Set(xs.map((x) => JSON.stringify(x)));
    expect(asSet([...sent.legal, ...legal])).toEqual(asSet(def.legalActions(s, 0)));
    expect(asSet(templates)).toEqual(asSet(def.templates!(s, 0)));
    expect(legal.filter((a) => a.type === 'fire').length).toBeGreaterThan(100);
  });

  it('a random choice drawn from the description (a soldier asked for, one of his choices) is accepted, 30 draws with a fixed seed', () => {
    let s: CombatPatrolState = battle(crowd(60), 'rolled', 7);
    const rng = seedRng(23);
    for (let i = 0; i < 30 && def.currentSeat(s) !== null; i++) {
      const seat = def.currentSeat(s) as number;
      const sent = def.sentChoices!(s, seat);
      let choices: unknown[] = sent.legal;
      if (sent.onRequest.length > 0) {
        const mine = def.choicesOf!(s, seat, sent.onRequest[nextInt(rng, sent.onRequest.length)] as string);
        if (mine.legal.length > 0) choices = mine.legal;
      }
      const a = choices[nextInt(rng, choices.length)];
      const res = applyAction(def, s, seat, a);
      expect(res.ok ? null : res.error.message).toBeNull();
      if (res.ok) s = res.state;
    }
    expect(s.actionCount).toBeGreaterThan(10);
  });

  it('asking for a soldier who may not act now gives nothing; in an activation only his shots are on request', () => {
    const doc = table({ models: [us('u1', 10, 10), us('u2', 12, 10), de('g1', 10, 20), de('g2', 14, 20)] });
    const s = battle(doc);
    expect(def.choicesOf!(s, 0, 'g1')).toEqual({ legal: [], templates: [] });
    expect(def.choicesOf!(s, 1, 'u1')).toEqual({ legal: [], templates: [] });
    expect(def.choicesOf!(s, 0, 'nobody')).toEqual({ legal: [], templates: [] });
    const shots = def.choicesOf!(s, 0, 'u1').legal.filter((a) => a.type === 'fire' && a.method === 'standard').map((a) => (a as { target: string }).target);
    expect(shots).toEqual(['g1', 'g2']);
    // u1 moves (half his activation): the rest of it is sent but his shots at each enemy, his on request.
    const moved = play(s, { type: 'move', soldier: 'u1', path: [{ x: 11, y: 11 }] });
    const sent = def.sentChoices!(moved, 0);
    expect(sent.onRequest).toEqual(['u1']);
    expect(sent.legal).toEqual([{ type: 'end-activation' }]);
    expect(sent.templates).toEqual(def.templates!(moved, 0));
    expect(def.choicesOf!(moved, 0, 'u2')).toEqual({ legal: [], templates: [] });
    const his = def.choicesOf!(moved, 0, 'u1');
    expect(his.legal).toEqual(def.legalActions(moved, 0).filter((a) => a.type !== 'end-activation'));
    expect(his.legal.filter((a) => a.type === 'fire' && a.method === 'standard').map((a) => (a as { target: string }).target)).toEqual(['g1', 'g2']);
  });
});
