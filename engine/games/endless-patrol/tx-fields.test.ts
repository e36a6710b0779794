import { describe, expect, it } from 'vitest';
import { setupGame } from './setup';
import { Tx } from './tx';
import type { EndlessPatrolState } from './types';

const FIELDS = ['hand', 'giDeck', 'giDiscard', 'patrolDeck', 'patrolDiscard', 'inPlay', 'casualtyQueue', 'rng', 'stats', 'known'] as const;

describe('Endless Patrol working copy, field by field', () => {
  it('copies each pile and record the first time a step asks for it, gives that same copy afterwards, and never changes the state it started from', () => {
    const prev = setupGame(11, { dCancelsMinefields: false });
    const before = JSON.stringify(prev);
    for (const k of FIELDS) {
      const tx = new Tx(prev);
      const mine = tx.own(k);
      expect(mine).not.toBe(prev[k]);
      expect(mine).toEqual(prev[k]);
      expect(tx.own(k)).toBe(mine);
      expect(tx.s[k]).toBe(mine);
      // Every other field is still shared with `prev` until asked for.
      for (const other of FIELDS) if (other !== k) expect(tx.s[other]).toBe(prev[other]);
    }
    const tx = new Tx(prev);
    tx.own('hand').push('x');
    tx.own('giDeck').shift();
    tx.own('giDiscard').push('y');
    tx.own('patrolDeck').shift();
    tx.own('patrolDiscard').push('z');
    tx.own('inPlay').push('w');
    tx.own('casualtyQueue').push('v');
    tx.own('rng').a++;
    tx.own('stats').turns++;
    tx.own('known').gi++;
    tx.log({ type: 'no-draw' });
    expect(JSON.stringify(prev)).toBe(before);
  });

  it('in setup (a fresh state nobody else holds), changes fields in place without copying', () => {
    const s: EndlessPatrolState = setupGame(12, { dCancelsMinefields: false });
    const tx = new Tx(s, true);
    expect(tx.s).toBe(s);
    for (const k of FIELDS) expect(tx.own(k)).toBe(s[k]);
  });

  it('takes a deck\'s top card and moves cards between piles on the copy only', () => {
    const prev = setupGame(13, { dCancelsMinefields: false });
    const tx = new Tx(prev);
    const top = tx.takeTop('patrolDeck');
    expect(top).toBe(prev.patrolDeck[0]);
    expect(tx.s.patrolDeck).toEqual(prev.patrolDeck.slice(1));
    const card = prev.hand[0] as string;
    tx.move(card, 'hand', 'giDiscard');
    expect(tx.s.hand).toEqual(prev.hand.slice(1));
    expect(tx.s.giDiscard).toEqual([...prev.giDiscard, card]);
    expect(prev.hand[0]).toBe(card);
  });
});
