import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { seatPackage } from '../../core/gate';
import { endlessPatrol as ep } from './definition';
import { gi, stacked } from './testing';

describe('Endless Patrol hidden information', () => {
  it('the deck orders are secret; the top cards an L card showed are not, until drawn', () => {
    const s = stacked({ hand: ['tactics', 'bar'], inPlay: ['sniper'] });
    expect(ep.secrets!(s, 0).sort()).toEqual([...s.giDeck, ...s.patrolDeck].sort());
    const looked = ep.apply(s, { type: 'look', card: gi('tactics'), deck: 'patrol' }, 0);
    const seen = s.patrolDeck.slice(0, 5);
    expect(looked.known).toEqual({ gi: 0, patrol: 5 });
    for (const id of seen) expect(ep.secrets!(looked, 0)).not.toContain(id);
    expect(ep.secrets!(looked, 0)).toContain(s.patrolDeck[5]);
    // Contact turns the top card up: four seen cards are still ahead.
    const next = ep.apply(looked, { type: 'end-fire' }, 0); // the Sniper's casualty lands, then the next turn's Contact
    expect(next.inPlay).toContain(seen[0]);
    expect(next.known.patrol).toBe(4);
  });

  it('a redeal keeps the known cards on top and everything the player sees, and shuffles the rest', () => {
    const s = ep.apply(stacked({ hand: ['tactics', 'bar'], inPlay: ['sniper'] }), { type: 'look', card: gi('tactics'), deck: 'patrol' }, 0);
    const r = ep.redeal!(s, 0, seedRng(9));
    expect(r.patrolDeck.slice(0, 5)).toEqual(s.patrolDeck.slice(0, 5));
    expect(r.patrolDeck.slice(5)).not.toEqual(s.patrolDeck.slice(5));
    expect(r.patrolDeck.slice().sort()).toEqual(s.patrolDeck.slice().sort());
    expect(r.giDeck).not.toEqual(s.giDeck);
    expect(r.giDeck.slice().sort()).toEqual(s.giDeck.slice().sort());
    expect(r.rng).not.toEqual(s.rng);
    expect(seatPackage(ep, r, 0, [])).toEqual(seatPackage(ep, s, 0, []));
    expect(s.patrolDeck).toEqual(ep.apply(stacked({ hand: ['tactics', 'bar'], inPlay: ['sniper'] }), { type: 'look', card: gi('tactics'), deck: 'patrol' }, 0).patrolDeck); // input untouched
  });
});
