import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { randomBot } from '../../bots/random';
import { endlessPatrol } from './index';
import { emptyState } from './setup';
import { copyState, Tx } from './tx';

describe('Endless Patrol working copy', () => {
  it('copies every field of the state, so a field added to the state cannot be dropped by an apply step', () => {
    const s = emptyState(7, { dCancelsMinefields: false });
    const c = copyState(s);
    expect(c).not.toBe(s);
    expect(Object.keys(c)).toEqual(Object.keys(s));
    for (const k of Object.keys(s) as (keyof typeof s)[]) expect(c[k]).toBe(s[k]);
  });

  it('copies the fields of states met in play (pending, peek, outcome set), and never changes the state it copies', () => {
    const seen: ReturnType<typeof emptyState>[] = [];
    for (let seed = 1; seed <= 30; seed++) playBotGame(endlessPatrol, seed, { dCancelsMinefields: false }, randomBot, { onState: (st) => seen.push(st) });
    expect(seen.some((st) => st.pending !== null)).toBe(true);
    expect(seen.some((st) => st.peek !== null)).toBe(true);
    for (const st of seen.filter((_, i) => i % 17 === 0)) {
      const before = JSON.stringify(st);
      const tx = new Tx(st);
      tx.own('hand').push('x');
      tx.log({ type: 'no-draw' });
      expect(Object.keys(tx.s).sort()).toEqual(Object.keys(st).sort());
      // The nested records it copies by name: each copy equal, a new object, the original untouched.
      for (const [copy, orig] of [[tx.own('stats'), st.stats], [tx.own('rng'), st.rng], [tx.own('known'), st.known]] as const) {
        expect(copy).toEqual(orig);
        expect(copy).not.toBe(orig);
      }
      tx.own('stats').turns++;
      tx.own('known').gi++;
      expect(JSON.stringify(st)).toBe(before);
    }
  });
});
