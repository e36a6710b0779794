import { stepText } from '../../core/gate';
import { describe, expect, it } from 'vitest';
import { applyAction, isUndoable } from '../../core/pipeline';
import { endlessPatrol as ep } from './index';
import { gi, pt, stacked } from './testing';
import type { EndlessPatrolAction, EndlessPatrolState } from './types';

function act(s: EndlessPatrolState, a: EndlessPatrolAction): EndlessPatrolState {
  const res = applyAction(ep, s, 0, a);
  if (!res.ok) throw new Error(res.error.message);
  return res.state;
}
const endFire: EndlessPatrolAction = { type: 'end-fire' };

describe('Endless Patrol setup and turn flow', () => {
  it('deals 4, then plays turn 1 Supply and Contact', () => {
    const s = ep.setup(42, { dCancelsMinefields: false });
    expect(s.hand).toHaveLength(5);
    expect(s.giDeck).toHaveLength(25);
    expect(s.inPlay).toHaveLength(1);
    expect(s.patrolDeck).toHaveLength(42);
    expect(s.phase).toBe('fire');
    expect(s.turn).toBe(1);
    expect(s.squad).toBe(15);
    expect(stepText(ep, s.events)[1]).toMatch(/^Turn 1\. Drew .+\.$/);
    expect(ep.setup(42, { dCancelsMinefields: false })).toEqual(s);
    expect(ep.setup(43, { dCancelsMinefields: false }).giDeck).not.toEqual(s.giDeck);
  });

  it('each undefeated card inflicts one casualty; then the next turn draws and flips', () => {
    const s = stacked({ hand: ['colt-pistol'], inPlay: ['sniper', 'tiger-tank'], giDeck: ['thompson'], patrolDeck: ['pillbox'] });
    const n = act(s, endFire);
    expect(n.squad).toBe(13);
    expect(n.turn).toBe(2);
    expect(n.hand).toEqual([gi('colt-pistol'), gi('thompson')]);
    expect(n.inPlay).toEqual([pt('sniper'), pt('tiger-tank'), pt('pillbox')]);
    expect(stepText(ep, n.events)).toEqual([
      'Sniper inflicts a casualty: 14 soldiers left.',
      'Tiger Tank inflicts a casualty: 13 soldiers left.',
      'Turn 2. Drew Thompson Sub-machinegun.',
      'Pillbox appears.',
    ]);
  });

  it('I cards attack once and are then discarded; Minefield too', () => {
    const s = stacked({ inPlay: ['junker-divebomber', 'minefield'], patrolDeck: ['sniper'] });
    const n = act(s, endFire);
    expect(n.squad).toBe(13);
    expect(n.inPlay).toEqual([pt('sniper')]);
    expect(n.patrolDiscard).toEqual([pt('junker-divebomber'), pt('minefield')]);
  });

  it('N cards inflict nothing, and defeating one owes its draws at the next Supply (1 + N)', () => {
    const s = stacked({ hand: ['bazooka', 'garand'], inPlay: ['ammo-dump', 'truck-convoy'], giDeck: ['bar', 'm1919', 'carbine', 'tactics'] });
    const a = act(s, endFire);
    expect(a.squad).toBe(15);
    expect(a.hand).toEqual([gi('bazooka'), gi('garand'), gi('bar')]);
    const b = act(s, { type: 'fire', target: pt('ammo-dump'), cards: [gi('bazooka')], mode: 'at' });
    expect(b.owedDraws).toBe(2);
    const c = act(b, endFire);
    expect(c.squad).toBe(15);
    expect(c.owedDraws).toBe(0);
    expect(c.hand).toEqual([gi('garand'), gi('bar'), gi('m1919'), gi('carbine')]);
    expect(stepText(ep, c.events)[0]).toBe('Turn 2. Drew Browning Automatic Rifle, Browning M1919 Machinegun and M2 Carbine.');
  });

  it('L on the GI deck shows the next 5 in order, draws the first, and later draws follow that order', () => {
    const order = ['bar', 'm1919', 'carbine', 'medic', 'satchel-charge', 'thompson'];
    const s = stacked({ hand: ['tactics'], giDeck: order, inPlay: [] , patrolDeck: ['ammo-dump', 'fuel-depot'] });
    const a = act(s, { type: 'look', card: gi('tactics'), deck: 'gi' });
    expect(a.peek).toEqual({ deck: 'gi', cards: order.slice(0, 5).map(gi), by: gi('tactics'), drew: gi('bar') });
    expect(stepText(ep, a.events)[0]).toBe(
      'Tactics: looked at the next 5 GI cards (Browning Automatic Rifle, Browning M1919 Machinegun, M2 Carbine, Medic, Satchel Charge); drew Browning Automatic Rifle.',
    );
    expect(ep.view(a, 0).peek?.cards.map((c) => c.name)).toEqual([
      'Browning Automatic Rifle', 'Browning M1919 Machinegun', 'M2 Carbine', 'Medic', 'Satchel Charge',
    ]);
    expect(a.hand).toEqual([gi('bar')]);
    expect(a.giDiscard).toEqual([gi('tactics')]);
    expect(isUndoable(s, a)).toBe(false);
    const b = act(a, endFire);
    expect(b.peek).toBeNull(); // shown until the turn ends
    expect(b.hand).toEqual([gi('bar'), gi('m1919')]);
    const c = act(b, endFire);
    expect(c.hand).toEqual([gi('bar'), gi('m1919'), gi('carbine')]);
  });

  it('a look stays on show through the rest of its turn (another look replaces it) and goes when the turn ends', () => {
    const s = stacked({ hand: ['tactics', 'binoculars', 'bar'], giDeck: ['carbine', 'medic', 'm1919'], inPlay: ['reservists'], patrolDeck: ['ammo-dump', 'fuel-depot'], restPatrol: 'discard' });
    const a = act(s, { type: 'look', card: gi('tactics'), deck: 'gi' });
    const b = act(a, { type: 'fire', target: pt('reservists'), cards: [gi('bar')], mode: 'bullets' });
    expect(b.peek).toEqual(a.peek);
    expect(ep.view(b, 0).peek?.by.name).toBe('Tactics');
    const c = act(b, { type: 'look', card: gi('binoculars'), deck: 'patrol' });
    expect(c.peek).toMatchObject({ deck: 'patrol', cards: [pt('ammo-dump'), pt('fuel-depot')], by: gi('binoculars') });
    expect(stepText(ep, c.events)[0]).toBe('Binoculars: looked at the next 2 Patrol cards (Ammo Dump, Fuel Depot); drew Medic.');
    const d = act(c, endFire);
    expect(d.turn).toBe(2);
    expect(d.peek).toBeNull();
  });

  it('L on the Patrol deck keeps its order: the next contacts come as shown (fewer if fewer remain)', () => {
    const s = stacked({ hand: ['binoculars'], patrolDeck: ['ammo-dump', 'fuel-depot', 'airfield'], restPatrol: 'discard' });
    const a = act(s, { type: 'look', card: gi('binoculars'), deck: 'patrol' });
    expect(a.peek).toEqual({ deck: 'patrol', cards: [pt('ammo-dump'), pt('fuel-depot'), pt('airfield')], by: gi('binoculars'), drew: a.hand[0] });
    expect(a.hand).toHaveLength(1); // drew 1 GI card
    const b = act(a, endFire);
    const c = act(b, endFire);
    expect(c.inPlay).toEqual([pt('ammo-dump'), pt('fuel-depot')]);
    expect(ep.check(c, { type: 'look', card: gi('binoculars'), deck: 'patrol' }, 0)?.code).toBe('not-in-hand');
  });

  it('L may be played at any decision point: discard, fire and casualty', () => {
    const discard = stacked({ phase: 'discard', hand: ['tactics', 'bar', 'm1919', 'carbine', 'garand', 'thompson'] });
    expect(ep.legalActions(discard, 0)).toContainEqual({ type: 'look', card: gi('tactics'), deck: 'patrol' });
    const casualty = stacked({ phase: 'casualty', hand: ['tactics', 'medic'], inPlay: ['sniper'], pending: { source: 'sniper', unavoidable: false } });
    expect(ep.legalActions(casualty, 0)).toContainEqual({ type: 'look', card: gi('tactics'), deck: 'gi' });
    const after = act(casualty, { type: 'look', card: gi('tactics'), deck: 'gi' });
    expect(after.phase).toBe('casualty');
    expect(after.pending?.source).toBe(pt('sniper'));
  });

  it('D negates a casualty just incurred, then draws 1; casualties come one at a time', () => {
    const s = stacked({ hand: ['medic', 'camouflage'], inPlay: ['sniper', 'ss-troops'], giDeck: ['bar', 'm1919'] });
    const a = act(s, endFire);
    expect(a.phase).toBe('casualty');
    expect(a.pending).toEqual({ source: pt('sniper'), unavoidable: false });
    expect(ep.view(a, 0).pending?.negatable).toBe(true);
    expect(a.squad).toBe(15);
    const b = act(a, { type: 'negate', card: gi('medic') });
    expect(b.squad).toBe(15);
    expect(stepText(ep, b.events)[0]).toBe('Medic negates the casualty from Sniper; drew Browning Automatic Rifle.');
    expect(b.pending).toEqual({ source: pt('ss-troops'), unavoidable: false });
    expect(b.giDiscard).toContain(gi('medic'));
    const c = act(b, { type: 'accept' });
    expect(c.squad).toBe(14);
    expect(c.phase).toBe('fire');
    expect(c.turn).toBe(2);
    expect(c.stats.negated).toBe(1);
  });

  it('a Minefield or Shelling casualty cannot be cancelled by default (the FAQ); the house rule lets a D card cancel it', () => {
    const strict = stacked({ hand: ['medic'], inPlay: ['shelling'] });
    const c = act(strict, endFire);
    expect(c.pending).toBeNull();
    expect(c.squad).toBe(14);
    expect(c.hand).toContain(gi('medic'));
    const waiting = stacked({ phase: 'casualty', hand: ['medic'], inPlay: ['minefield'], pending: { source: 'minefield', unavoidable: true } });
    expect(ep.check(waiting, { type: 'negate', card: gi('medic') }, 0)?.code).toBe('unavoidable');
    expect(ep.legalActions(waiting, 0)).toEqual([{ type: 'accept' }]);
    expect(ep.view(waiting, 0).pending?.negatable).toBe(false);
    const loose = stacked({ hand: ['medic'], inPlay: ['minefield'], options: { dCancelsMinefields: true } });
    const a = act(loose, endFire);
    expect(a.pending).toEqual({ source: pt('minefield'), unavoidable: true });
    expect(ep.view(a, 0).pending?.negatable).toBe(true);
    const b = act(a, { type: 'negate', card: gi('medic') });
    expect(b.squad).toBe(15);
    expect(b.patrolDiscard).toContain(pt('minefield')); // it attacked once, negated or not
  });

  it('the GI deck reshuffles its discard pile when it runs out', () => {
    const s = stacked({ hand: ['bar'], giDeck: [], restGi: 'discard' });
    const before = s.giDiscard.length;
    const a = act(s, endFire);
    expect(a.stats.reshuffles).toBe(1);
    expect(a.giDiscard).toEqual([]);
    expect(a.giDeck).toHaveLength(before - 1);
    expect(a.hand).toHaveLength(2);
    expect(stepText(ep, a.events)).toContain('The GI discard pile is shuffled to make a new GI deck.');
  });

  it('the Patrol deck never reshuffles: with it empty, no new contact', () => {
    const s = stacked({ inPlay: ['ammo-dump'], restPatrol: 'discard' });
    const a = act(s, endFire);
    expect(a.patrolDeck).toEqual([]);
    expect(a.inPlay).toEqual([pt('ammo-dump')]);
    expect(stepText(ep, a.events)).toContain('The Patrol deck is empty: no new contact.');
  });

  it('hand limit 5 at Supply: the player chooses the excess to discard', () => {
    const s = stacked({ hand: ['bar', 'm1919', 'carbine', 'garand', 'thompson'], owedDraws: 2, giDeck: ['colt-pistol', 'medic', 'bazooka'] });
    const a = act(s, endFire);
    expect(a.phase).toBe('discard');
    expect(a.hand).toHaveLength(8);
    expect(ep.view(a, 0).mustDiscard).toBe(3);
    const discards = ep.legalActions(a, 0).filter((x) => x.type === 'discard');
    expect(discards).toHaveLength(56); // 8 choose 3
    expect(ep.check(a, { type: 'discard', cards: [gi('bar')] }, 0)?.code).toBe('wrong-count');
    const b = act(a, { type: 'discard', cards: [gi('bar'), gi('carbine'), gi('colt-pistol')] });
    expect(b.phase).toBe('fire');
    expect(b.hand).toEqual([gi('m1919'), gi('garand'), gi('thompson'), gi('medic'), gi('bazooka')]);
    expect(b.inPlay).toHaveLength(1);
  });

  it('the patrol is lost the moment the last soldier falls', () => {
    const s = stacked({ squad: 1, inPlay: ['sniper', 'ss-troops'] });
    const a = act(s, endFire);
    expect(a.squad).toBe(0);
    expect(a.phase).toBe('over');
    expect(a.stats.casualties).toBe(1);
    expect(ep.result(a)?.outcome).toBe('loss');
    expect(ep.legalActions(a, 0)).toEqual([]);
  });

  it('victory at the end of a Casualty phase when the last I card is spent', () => {
    const s = stacked({ inPlay: ['minefield'], restPatrol: 'discard' });
    const a = act(s, endFire);
    expect(a.squad).toBe(14);
    expect(a.phase).toBe('over');
    expect(ep.result(a)).toMatchObject({ outcome: 'win', winner: 0 });
  });

  it('undo is offered only for steps that revealed nothing', () => {
    const s = stacked({ hand: ['bazooka', 'garand'], inPlay: ['tiger-tank', 'sniper'] });
    const a = act(s, { type: 'fire', target: pt('tiger-tank'), cards: [gi('bazooka')], mode: 'at' });
    expect(isUndoable(s, a)).toBe(true);
    const b = act(a, endFire);
    expect(isUndoable(a, b)).toBe(false);
  });
});
