import { describe, expect, it } from 'vitest';
import { endlessPatrol as ep } from './definition';
import { deckContents } from './counting';
import type { EndlessPatrolAction, EndlessPatrolState } from './types';

/** Discard the first cards, take every casualty, end every Fire phase. */
function passiveStep(s: EndlessPatrolState): EndlessPatrolState {
  const a: EndlessPatrolAction = s.phase === 'discard' ? { type: 'discard', cards: s.hand.slice(0, s.hand.length - 5) } : s.phase === 'casualty' ? { type: 'accept' } : { type: 'end-fire' };
  return ep.apply(s, a, 0);
}

describe('counting cards', () => {
  it('what is left in each deck adds up to the deck counts, by kind, through whole games', () => {
    for (const seed of [1, 2, 3, 17]) {
      let s = ep.setup(seed, { dCancelsMinefields: false });
      for (let n = 0; n < 200 && s.phase !== 'over'; n++) {
        const v = ep.view(s, 0);
        const left = deckContents(v);
        const gi = left.gi.flatMap((g) => g.cards.map((c) => c.id));
        const patrol = left.patrol.flatMap((g) => g.cards.map((c) => c.id));
        expect(gi.length).toBe(v.giDeckCount);
        expect(patrol.length).toBe(v.patrolDeckCount);
        // The same cards as the real decks, but never in their order.
        expect([...gi].sort()).toEqual([...s.giDeck].sort());
        expect([...patrol].sort()).toEqual([...s.patrolDeck].sort());
        for (const g of left.gi) expect(g.cards.length).toBeGreaterThan(0);
        s = passiveStep(s);
      }
    }
  });

  it('sorts the kinds the way the cards are marked', () => {
    const v = ep.view(ep.setup(5, { dCancelsMinefields: false }), 0);
    const all = deckContents({ ...v, hand: [], giDiscard: [], inPlay: [], patrolDiscard: [] });
    const kinds = (gs: { kind: string; cards: { name: string }[] }[]) => Object.fromEntries(gs.map((g) => [g.kind, g.cards.map((c) => c.name)]));
    const gi = kinds(all.gi);
    expect(gi.look).toEqual(['Reconnaissance', 'Binoculars', 'Tactics', 'Mission Briefing']);
    expect(gi.dodge).toHaveLength(6);
    expect(gi['bullets-or-at']).toContain('Fragmentation Grenade');
    expect(gi.at).toContain('M1 Bazooka');
    const pt = kinds(all.patrol);
    expect(pt.undefeatable).toEqual(['Minefield', 'Shelling']);
    expect(pt.aircraft).toEqual(['Junker Divebomber', 'Me109 Strafing']);
    expect(pt.supply).toHaveLength(6);
    expect(Object.values(gi).flat()).toHaveLength(30);
    expect(Object.values(pt).flat()).toHaveLength(43);
  });
});
