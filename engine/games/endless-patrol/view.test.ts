import { describe, expect, it } from 'vitest';
import { endlessPatrol as ep } from './index';
import { randomBot } from '../../bots/random';
import { playBotGame } from '../../bots/play';
import { giCard, patrolCard } from './cards';
import { gi, pt, stacked } from './testing';
import type { EndlessPatrolAction, EndlessPatrolState } from './types';

describe('Endless Patrol view', () => {
  it('hides deck order: counts only, no card of either deck named', () => {
    const s = ep.setup(77, { dCancelsMinefields: false });
    const v = ep.view(s, 0);
    expect(v.giDeckCount).toBe(s.giDeck.length);
    expect(v.patrolDeckCount).toBe(s.patrolDeck.length);
    const text = JSON.stringify(v);
    for (const id of [...s.giDeck, ...s.patrolDeck]) expect(text).not.toContain(`"${id}"`);
    expect(v.hand.map((c) => c.id)).toEqual(s.hand);
    expect(v.inPlay.map((c) => c.id)).toEqual(s.inPlay);
  });

  it('resolves cards, and fills mustDiscard, pending and peek', () => {
    const s = stacked({ phase: 'discard', hand: ['bar', 'm1919', 'carbine', 'garand', 'thompson', 'medic', 'tactics'], inPlay: ['tiger-tank'] });
    const v = ep.view(s, 0);
    expect(v.mustDiscard).toBe(2);
    expect(v.inPlay[0]).toMatchObject({ id: pt('tiger-tank'), name: 'Tiger Tank', at: true, bullets: null });
    expect(v.hand[5]).toMatchObject({ id: gi('medic'), negate: true });
    const peeked = ep.apply(s, { type: 'look', card: gi('tactics'), deck: 'patrol' }, 0);
    const pv = ep.view(peeked, 0);
    expect(pv.peek?.deck).toBe('patrol');
    expect(pv.peek?.cards.map((c) => c.id)).toEqual(s.patrolDeck.slice(0, 5));
    const c = stacked({ phase: 'casualty', hand: ['medic'], inPlay: ['sniper'], pending: { source: 'sniper', unavoidable: false } });
    expect(ep.view(c, 0).pending).toMatchObject({ source: pt('sniper'), card: { name: 'Sniper' }, negatable: true });
    expect(ep.view(c, 0).mustDiscard).toBe(0);
  });

  it('the card data has one copy of each listed card: 30 GI and 43 Patrol', async () => {
    const { GI_CARDS, PATROL_CARDS } = await import('./index');
    expect(GI_CARDS).toHaveLength(30);
    expect(PATROL_CARDS).toHaveLength(43);
    expect(new Set([...GI_CARDS, ...PATROL_CARDS].map((c) => c.id)).size).toBe(73);
    expect(GI_CARDS.filter((c) => c.look)).toHaveLength(4);
    expect(GI_CARDS.filter((c) => c.negate)).toHaveLength(6);
    expect(GI_CARDS.filter((c) => c.at).map((c) => c.name)).toHaveLength(10);
    expect(PATROL_CARDS.filter((c) => c.draws > 0).every((c) => c.draws === 2 && c.at && c.bullets === null)).toBe(true);
    expect(PATROL_CARDS.filter((c) => c.instant).map((c) => c.name).sort()).toEqual(['Junker Divebomber', 'Me109 Strafing', 'Minefield', 'Shelling']);
    expect(PATROL_CARDS.filter((c) => c.undefeatable).map((c) => c.name).sort()).toEqual(['Minefield', 'Shelling']);
  });

  it('shows each discard pile as it is in every state, whatever states were shown before (the piles kept from one view to the next)', () => {
    for (const seed of [3, 8, 21]) {
      const g = playBotGame(ep, seed, { dCancelsMinefields: false }, randomBot, { record: true });
      const states: EndlessPatrolState[] = [ep.setup(seed, { dCancelsMinefields: false })];
      for (const a of g.actions ?? []) states.push(ep.apply(states[states.length - 1] as EndlessPatrolState, a.action as EndlessPatrolAction, 0));
      expect(states.length).toBeGreaterThan(40);
      // In order, then going back and forth: a kept pile must never stand for another.
      const order = [...states.keys(), ...states.keys()].map((i, k) => (k < states.length ? i : (i * 7) % states.length));
      for (const i of order) {
        const s = states[i] as EndlessPatrolState;
        const v = ep.view(s, 0);
        expect(v.giDiscard.map((c) => c.id)).toEqual(s.giDiscard);
        expect(v.patrolDiscard.map((c) => c.id)).toEqual(s.patrolDiscard);
        expect(v.giDiscard).toEqual(s.giDiscard.map(giCard));
        expect(v.patrolDiscard).toEqual(s.patrolDiscard.map(patrolCard));
      }
    }
  });

  it('a view is only read: its discard piles cannot be changed (they are shared with the next view of the same pile)', () => {
    const s = stacked({ phase: 'fire', hand: ['bar'], inPlay: ['sniper'] });
    const played = ep.apply(s, { type: 'fire', target: pt('sniper'), cards: [gi('bar')], mode: 'bullets' }, 0);
    const v = ep.view(played, 0);
    expect(v.giDiscard.map((c) => c.id)).toEqual([gi('bar')]);
    expect(() => (v.giDiscard as unknown[]).push(v.giDiscard[0])).toThrow();
    expect(ep.view(played, 0).giDiscard.map((c) => c.id)).toEqual([gi('bar')]);
  });
});
