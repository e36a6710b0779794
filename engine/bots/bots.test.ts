import { describe, expect, it } from 'vitest';
import type { Bot } from '../core/contract';
import { botContext } from '../core/gate';
import { seedRng } from '../core/rng';
import { pileGame, pileModule } from '../../test/fixtures/pile-game';

const pileModuleBot = (name: string): Bot => pileModule.bots.find((b) => b.name === name)!;
import { simulateMatch } from './match';
import { playBotGame } from './play';
import { randomBot } from './random';
import { botStep } from './step';

describe('the random bot', () => {
  it('picks uniformly: every legal action gets chosen', () => {
    const legal = ['a', 'b', 'c', 'd'];
    const rng = seedRng(3);
    const s = pileGame.setup(1, { pile: 9 });
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(randomBot.choose(undefined, legal, rng, botContext(pileGame, s, 0)) as string);
    expect([...seen].sort()).toEqual(legal);
  });
});

describe('botStep, the one bot driver', () => {
  const s = pileGame.setup(4, { pile: 9 });

  it('shows the bot its seat\'s view and legal actions, and applies its choice through the pipeline', () => {
    const seen: unknown[] = [];
    const spy: Bot = { name: 'spy', description: '', choose: (view, legal) => (seen.push(view, legal.length), legal[1]) };
    const step = botStep(pileGame, s, 0, spy, seedRng(1));
    expect(seen).toEqual([pileGame.view(s, 0), 4]);
    expect(step).toMatchObject({ ok: true, action: { type: 'take', n: 2 }, result: null });
    expect(step.ok && step.state.pile).toBe(7);
  });

  it('builds no view for a bot that reads none', () => {
    let view: unknown = 'not asked';
    const blind: Bot = { name: 'blind', description: '', readsView: false, choose: (v, legal) => ((view = v), legal[0]) };
    botStep(pileGame, s, 0, blind, seedRng(1));
    expect(view).toBeUndefined();
  });

  it('reports a refused choice and a seat with no move, changing nothing', () => {
    const before = structuredClone(s);
    const cheat: Bot = { name: 'cheat', description: '', choose: () => ({ type: 'take', n: 7 }) };
    expect(botStep(pileGame, s, 0, cheat, seedRng(1))).toMatchObject({ ok: false, error: { code: 'bot-illegal' } });
    expect(botStep(pileGame, s, 1, randomBot, seedRng(1))).toMatchObject({ ok: false, error: { code: 'bot-illegal', message: expect.stringContaining("It is North's turn") } });
    expect(botStep(pileGame, { ...s, winner: 0 }, 0, randomBot, seedRng(1))).toMatchObject({ ok: false, error: { code: 'bot-stuck' } });
    expect(s).toEqual(before);
  });

  it('plays whole games: same seed, same game; one bot or one per seat', () => {
    const a = playBotGame(pileGame, 5, { pile: 30 }, randomBot, { record: true, maxSteps: 500 });
    const b = playBotGame(pileGame, 5, { pile: 30 }, [randomBot, randomBot], { record: true, maxSteps: 500 });
    expect(b.actions).toEqual(a.actions);
    expect(a.actions.map((x) => x.seat).slice(0, 4)).toEqual([0, 1, 0, 1]);
    expect(() => playBotGame(pileGame, 5, { pile: 30 }, [randomBot], {})).toThrow(/no bot for seat 1/);
  });

  it('tells a watcher each move: who moved, from which state, and how long it took by the clock given', () => {
    const seen: { seat: number; pile: number; ms: number }[] = [];
    let clock = 0;
    const g = playBotGame(pileGame, 5, { pile: 7 }, [randomBot, randomBot], { record: true, now: () => (clock += 2), onStep: ({ seat, before, ms }) => seen.push({ seat, pile: before.pile, ms }) });
    expect(seen.map((x) => x.seat)).toEqual(g.actions.map((a) => a.seat));
    expect(seen[0]).toEqual({ seat: 0, pile: 7, ms: 2 });
  });
});

describe('simulateMatch: a bot per seat', () => {
  it('counts each seat\'s wins and the results\' figures; a computer turn is one seat\'s moves in a row', () => {
    const first = pileModuleBot('first');
    const m = simulateMatch(pileGame, [first, randomBot], { games: 40, seed: 1, options: { pile: 9 } });
    expect(m.bots).toEqual(['first', 'random']);
    expect((m.wins[0] ?? 0) + (m.wins[1] ?? 0) + m.draws + m.losses + m.unfinished).toBe(40);
    expect(m.wins[0]).toBeGreaterThan(0);
    expect(m.meanStats.moves).toBeGreaterThan(2);
    let clock = 0;
    const timed = simulateMatch(pileGame, [first, randomBot], { games: 40, seed: 1, options: { pile: 9 }, now: () => (clock += 1) });
    expect({ ...timed, ms: 0, turnMs: [], slowestTurnMs: 0 }).toEqual({ ...m, ms: 0, turnMs: [], slowestTurnMs: 0 });
    // Seats alternate in Pile, so each computer turn is one move: one tick of this clock.
    expect(timed.turnMs).toEqual([1, 1]);
    expect(timed.slowestTurnMs).toBe(1);
    expect(() => simulateMatch(pileGame, [first, randomBot], { games: 1, seed: 1, options: { pile: -1 } })).toThrow(/The pile is 1 to/);
  });
});
