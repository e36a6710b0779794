/**
 * A guard for speed work on the engine: hundreds of seeded bot games must stay the same games, byte
 * for byte. Every state of every game (its log lines with it) and every action is folded into one
 * check hash, and the hashes are the figures the engine gave before the apply step was optimised
 * (main at 2e03503). A change that alters any card drawn, any legal action's order, any log line or
 * any field of any state changes a hash. If a rules change is meant to change games, update the
 * figures in the same commit and say why. (Issue 21: the end's words in the singular, "1 enemy card
 * was defeated", "with 1 soldier left", changed the random bot's two figures; the same actions.)
 * Issue 22: a state's events are typed data now; each state is hashed with its events' words in
 * their place, so the figures stay those of the plain lines: the same games and the same words.
 */
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { randomBot } from '../../bots/random';
import { CheckHash } from '../../core/check-hash';
import { stepText } from '../../core/gate';
import type { Bot } from '../../core/contract';
import { greedyEndlessPatrolBot } from './bots';
import { endlessPatrol } from './definition';
import type { EndlessPatrolOptions } from './types';

const NAMES = ['Able', 'Baker', 'Charlie', 'Dog', 'Easy', 'Fox', 'George', 'How', 'Item', 'Jig', 'King', 'Love', 'Mike', 'Nan', 'Oboe'];

/** The check hash of `games` games from `seed` on, every state and every action; and the total of actions. */
function hashGames(bot: Bot<any, any>, seed: number, games: number, options: EndlessPatrolOptions): { hash: string; actions: number } {
  const h = new CheckHash();
  let actions = 0;
  for (let i = 0; i < games; i++) {
    const g = playBotGame(endlessPatrol, seed + i, options, bot, { record: true, onState: (s) => h.add({ ...s, events: stepText(endlessPatrol, s.events) }) });
    h.add(g.actions).add(g.result);
    actions += g.steps;
  }
  return { hash: h.hex(), actions };
}

describe('Endless Patrol: the same seed and actions give the same game, byte for byte', () => {
  it('random bot, 300 games, Minefield casualties unavoidable', () => {
    expect(hashGames(randomBot, 1_000_000, 300, { dCancelsMinefields: false })).toEqual({ hash: 'be18dc783291d945', actions: 23_131 });
  });

  it('random bot, 200 games, the house rule on and the squad named', () => {
    expect(hashGames(randomBot, 77, 200, { dCancelsMinefields: true, names: NAMES })).toEqual({ hash: '26bdad87b3b6c64b', actions: 15_816 });
  });

  it('greedy bot (reads the view), 100 games', () => {
    expect(hashGames(greedyEndlessPatrolBot, 5_000, 100, { dCancelsMinefields: false })).toEqual({ hash: '3f354934b7e557ce', actions: 11_104 });
  });
});
