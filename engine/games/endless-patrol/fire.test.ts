import { stepText } from '../../core/gate';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/pipeline';
import { endlessPatrol as ep, firePreview } from './index';
import { gi, pt, stacked } from './testing';
import type { EndlessPatrolAction, EndlessPatrolState, FireMode } from './types';

function fire(target: string, cards: string[], mode: FireMode): EndlessPatrolAction {
  return { type: 'fire', target: pt(target), cards: cards.map(gi), mode };
}

function tryFire(s: EndlessPatrolState, a: EndlessPatrolAction) {
  const before = structuredClone(s);
  const res = applyAction(ep, s, 0, a);
  expect(s).toEqual(before); // never changes its input
  return res;
}

function refusedCode(s: EndlessPatrolState, a: EndlessPatrolAction): string {
  const res = tryFire(s, a);
  if (res.ok) throw new Error('expected a refusal');
  return res.error.code;
}

describe('Endless Patrol firing rules', () => {
  it('AA cards refuse any GI card with the AT symbol, even for its bullets', () => {
    const s = stacked({ hand: ['swarm-tank', 'm1919', 'thompson', 'flamethrower'], inPlay: ['junker-divebomber'] });
    expect(refusedCode(s, fire('junker-divebomber', ['swarm-tank', 'm1919'], 'bullets'))).toBe('aa-refuses-at');
    expect(refusedCode(s, fire('junker-divebomber', ['swarm-tank'], 'at'))).toBe('aa-refuses-at');
    const res = tryFire(s, fire('junker-divebomber', ['m1919', 'thompson'], 'bullets'));
    expect(res.ok).toBe(true);
    const legal = ep.legalActions(s, 0).filter((a) => a.type === 'fire');
    expect(legal).toEqual([fire('junker-divebomber', ['m1919', 'thompson'], 'bullets')]); // cards listed in hand order
  });

  it('an AT-only Patrol card refuses bullets and falls to one AT card', () => {
    const s = stacked({ hand: ['m1919', 'thompson', 'bazooka'], inPlay: ['tiger-tank'] });
    expect(refusedCode(s, fire('tiger-tank', ['m1919', 'thompson'], 'bullets'))).toBe('no-bullet-number');
    expect(refusedCode(s, fire('tiger-tank', ['m1919'], 'at'))).toBe('not-at-card');
    const res = tryFire(s, fire('tiger-tank', ['bazooka'], 'at'));
    if (!res.ok) throw new Error(res.error.message);
    expect(res.state.inPlay).toEqual([]);
    expect(res.state.patrolDiscard).toContain(pt('tiger-tank'));
    expect(res.state.giDiscard).toEqual([gi('bazooka')]);
    expect(stepText(ep, res.state.events)).toContain('M1 Bazooka (AT) defeats Tiger Tank.');
  });

  it('a number-only Patrol card refuses an AT-only GI card', () => {
    const s = stacked({ hand: ['bazooka', 'carbine', 'colt-pistol'], inPlay: ['sniper'] });
    expect(refusedCode(s, fire('sniper', ['bazooka'], 'at'))).toBe('target-not-at');
    const res = tryFire(s, fire('sniper', ['bazooka', 'carbine'], 'bullets'));
    expect(res.ok ? '' : res.error.message).toBe('M1 Bazooka carries no bullets.');
    expect(refusedCode(s, fire('sniper', ['colt-pistol'], 'bullets'))).toBe('not-enough');
    expect(tryFire(s, fire('sniper', ['carbine'], 'bullets')).ok).toBe(true);
  });

  it('L and D cards carry no bullets and are named in the refusal', () => {
    const s = stacked({ hand: ['medic', 'tactics', 'm1919'], inPlay: ['ss-troops'] });
    const res = tryFire(s, fire('ss-troops', ['medic', 'tactics', 'm1919'], 'bullets'));
    expect(res.ok ? '' : res.error.message).toBe('Medic and Tactics carry no bullets.');
  });

  it('bullets of several cards add up; a card with both uses bullets or AT, not both', () => {
    const s = stacked({ hand: ['carbine', 'garand', 'frag-grenade', 'colt-pistol'], inPlay: ['panzergrenadiers', 'machinegun-nest'] });
    expect(refusedCode(s, fire('panzergrenadiers', ['garand', 'colt-pistol'], 'bullets'))).toBe('not-enough');
    const two = tryFire(s, fire('panzergrenadiers', ['carbine', 'garand'], 'bullets'));
    expect(two.ok).toBe(true);
    // Machinegun Nest: AT, 4. The Fragmentation Grenade (3, AT) defeats it by AT alone...
    expect(tryFire(s, fire('machinegun-nest', ['frag-grenade'], 'at')).ok).toBe(true);
    // ...but its 3 bullets are not 4, and they do not add its AT on top.
    expect(refusedCode(s, fire('machinegun-nest', ['frag-grenade'], 'bullets'))).toBe('not-enough');
    expect(tryFire(s, fire('machinegun-nest', ['frag-grenade', 'colt-pistol'], 'bullets')).ok).toBe(true);
    expect(refusedCode(s, fire('machinegun-nest', ['frag-grenade', 'carbine'], 'at'))).toBe('at-one-card');
  });

  it('Minefield and Shelling cannot be defeated', () => {
    const s = stacked({ hand: ['bazooka', 'm1919', 'thompson'], inPlay: ['minefield', 'shelling'] });
    expect(refusedCode(s, fire('minefield', ['bazooka'], 'at'))).toBe('undefeatable');
    expect(refusedCode(s, fire('shelling', ['m1919', 'thompson'], 'bullets'))).toBe('undefeatable');
    expect(ep.legalActions(s, 0)).toEqual([{ type: 'end-fire' }]);
  });

  it('refuses targets not in play, cards not in hand and cards used twice', () => {
    const s = stacked({ hand: ['m1919', 'thompson'], inPlay: ['sniper'], patrolDeck: ['tiger-tank'] });
    expect(refusedCode(s, fire('tiger-tank', ['m1919'], 'bullets'))).toBe('not-in-play');
    expect(refusedCode(s, fire('sniper', ['bar'], 'bullets'))).toBe('not-in-hand');
    expect(refusedCode(s, fire('sniper', ['m1919', 'm1919'], 'bullets'))).toBe('duplicate-card');
    expect(refusedCode(s, fire('sniper', [], 'bullets'))).toBe('no-cards');
  });

  it('lists every minimal defeating combination and no other', () => {
    const s = stacked({ hand: ['colt-pistol', 'carbine', 'garand', 'm1919', 'bazooka'], inPlay: ['ss-troops'] });
    const fires = ep.legalActions(s, 0).filter((a) => a.type === 'fire');
    const sets = fires.map((a) => (a.type === 'fire' ? a.cards.map((id) => id.slice(3)).sort().join('+') : ''));
    // SS Troops: 5 bullets. Minimal sets from 1, 2, 3, 5 (AT-only bazooka carries none).
    expect(sets.sort()).toEqual(['carbine+garand', 'm1919'].sort());
    // 1+... : colt+carbine+garand is 6 but carbine+garand alone is 5, so it is not minimal.
  });

  it('firePreview on the view agrees with check on the state', () => {
    const s = stacked({ hand: ['colt-pistol', 'carbine', 'garand', 'swarm-tank', 'medic'], inPlay: ['me109-strafing', 'pillbox', 'hitler-youth'] });
    const view = ep.view(s, 0);
    const targets = s.inPlay;
    const hand = s.hand;
    for (const target of targets) {
      for (let mask = 0; mask < 1 << hand.length; mask++) {
        const cards = hand.filter((_, i) => mask & (1 << i));
        for (const mode of ['bullets', 'at'] as const) {
          const p = firePreview(view, target, cards, mode);
          const err = ep.check(s, { type: 'fire', target, cards, mode }, 0);
          expect(p.legal).toBe(err === null);
          if (err) expect(p.message).toBe(err.message);
        }
      }
    }
    expect(firePreview(view, pt('hitler-youth'), [gi('carbine'), gi('colt-pistol')], 'bullets')).toEqual({
      legal: true,
      defeats: true,
      bullets: 3,
      message: '3 bullets against 3: Hitler Youth defeated.',
    });
    expect(firePreview(view, pt('hitler-youth'), [gi('carbine')], 'bullets').legal).toBe(false);
    // One bullet is one bullet.
    expect(firePreview(view, pt('hitler-youth'), [gi('colt-pistol')], 'bullets').message).toBe('1 bullet against 3: not enough to defeat Hitler Youth.');
  });

  it('victory when the last Patrol card falls and the deck is empty', () => {
    const s = stacked({ hand: ['bazooka'], inPlay: ['tiger-tank'], restPatrol: 'discard' });
    const res = tryFire(s, fire('tiger-tank', ['bazooka'], 'at'));
    if (!res.ok) throw new Error(res.error.message);
    expect(res.state.phase).toBe('over');
    expect(ep.result(res.state)?.outcome).toBe('win');
    expect(ep.currentSeat(res.state)).toBeNull();
  });
});
