import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { randomBot } from '../../bots/random';
import { simulate } from '../../bots/simulate';
import { botContext } from '../../core/gate';
import { seedRng } from '../../core/rng';
import { endlessPatrolBots, greedyEndlessPatrolBot as greedy } from './bots';
import { endlessPatrol } from './definition';
import { gi, pt, stacked } from './testing';

const ep = endlessPatrol;
const choose = (s: ReturnType<typeof stacked>) => greedy.choose(ep.view(s, 0), ep.legalActions(s, 0), seedRng(1), botContext(ep, s, 0));

describe('bots play through the real pipeline', () => {
  it('every bot finishes games with legal actions only, and the same seed gives the same game', () => {
    for (const bot of endlessPatrolBots) {
      for (let seed = 0; seed < 30; seed++) {
        const a = playBotGame(ep, seed, { dCancelsMinefields: seed % 2 === 0 }, bot, { record: true });
        expect(a.capped).toBe(false);
        expect(a.result).not.toBeNull();
        const b = playBotGame(ep, seed, { dCancelsMinefields: seed % 2 === 0 }, bot, { record: true });
        expect(b.actions).toEqual(a.actions);
      }
    }
  });

  it('greedy wins clearly more often than random', () => {
    const r = simulate(ep, randomBot, { games: 400, seed: 100 });
    const g = simulate(ep, greedy, { games: 400, seed: 100 });
    expect(g.winRate).toBeGreaterThan(r.winRate + 0.5);
    expect(g.meanCasualties).toBeLessThan(r.meanCasualties);
  });
});

describe('greedy choices', () => {
  it('negates a casualty whenever it can', () => {
    const s = stacked({ phase: 'casualty', hand: ['medic', 'tactics'], inPlay: ['sniper'], pending: { source: 'sniper', unavoidable: false } });
    expect(choose(s)).toEqual({ type: 'negate', card: gi('medic') });
  });

  it('plays an L card at once, looking at the Patrol deck', () => {
    const s = stacked({ hand: ['tactics', 'bar'], inPlay: ['sniper'] });
    expect(choose(s)).toEqual({ type: 'look', card: gi('tactics'), deck: 'patrol' });
  });

  it('fires at the card that hurts, with the fewest and cheapest cards, keeping AT cards', () => {
    const s = stacked({ hand: ['frag-grenade', 'colt-pistol', 'carbine', 'm1919', 'bazooka'], inPlay: ['ammo-dump', 'hitler-youth'] });
    // Hitler Youth (3) hurts; Ammo Dump (N) does not. Carbine + pistol (3 bullets) is the cheapest answer.
    expect(choose(s)).toEqual({ type: 'fire', target: pt('hitler-youth'), cards: [gi('colt-pistol'), gi('carbine')], mode: 'bullets' });
  });

  it('answers a tank with an AT card and ends the Fire phase when nothing is worth firing', () => {
    const s = stacked({ hand: ['bazooka', 'garand'], inPlay: ['tiger-tank'] });
    expect(choose(s)).toEqual({ type: 'fire', target: pt('tiger-tank'), cards: [gi('bazooka')], mode: 'at' });
    const t = stacked({ hand: ['garand'], inPlay: ['tiger-tank', 'minefield'] });
    expect(choose(t)).toEqual({ type: 'end-fire' });
  });

  it('discards the least useful cards, keeping D and AT cards', () => {
    const s = stacked({ phase: 'discard', hand: ['colt-pistol', 'medic', 'bazooka', 'carbine', 'm1919', 'garand', 'thompson'], inPlay: ['tiger-tank'] });
    expect(choose(s)).toEqual({ type: 'discard', cards: [gi('colt-pistol'), gi('carbine')] });
  });
});
