import { describe, expect, it } from 'vitest';
import type { Bot } from '../core/contract';
import { botContext } from '../core/gate';
import { seedRng } from '../core/rng';
import { pileGame, pileModule } from '../../test/fixtures/pile-game';

const pileModuleBot = (name: string): Bot => pileModule.bots.find((b) => b.name === name)!;
import { simulateMatch } from './match';
import { playBotGame } from './play';
import { randomBot } from './random';
import { bothSides, winsOf } from './matchup';
import { botChoice, botStep } from './step';
import { driveBots, driveBotsAsync } from './drive';

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

  it('ends a computer turn where the game\'s turn changes, when told how to read it', () => {
    // Pile where North moves every time (South never has a say): North's moves are one long run.
    const solo = { ...pileGame, currentSeat: (s: { winner: number | null }) => (s.winner === null ? 0 : null), apply: (s: any, a: any, seat: number) => ({ ...pileGame.apply(s, a, seat), turn: 0 }) };
    const first = pileModuleBot('first');
    let clock = 0;
    const run = (turnOf?: (s: { actionCount: number }) => number) =>
      simulateMatch(solo as typeof pileGame, [first, randomBot], { games: 1, seed: 1, options: { pile: 12 }, now: () => (clock += 1), ...(turnOf ? { turnOf } : {}) });
    const whole = run();
    expect(whole.meanActions).toBeGreaterThan(4);
    // Without the turn: the whole game is one computer turn of one tick a move.
    expect(whole.slowestTurnMs).toBe(whole.meanActions);
    // With a game turn every two moves, a computer turn is at most two moves.
    const split = run((s) => Math.floor(s.actionCount / 2));
    expect(split.slowestTurnMs).toBe(2);
    expect(split.turnMs[0]).toBeLessThanOrEqual(2);
  });
});

describe('matchups: bot against bot, from both sides', () => {
  /** Leaves the other side a multiple of 4 stones whenever it can. */
  const fours: Bot = { name: 'fours', description: '', readsView: false, choose: (_v, legal: { type: string; n?: number }[], _r, ctx) => {
    const left = (ctx.sample(seedRng(0)) as { pile: number }).pile % 4;
    return legal.find((a) => a.type === 'take' && a.n === left) ?? legal.find((a) => a.type === 'take')!;
  } };
  const told = { ...pileGame, result: (s: Parameters<typeof pileGame.result>[0]) => { const r = pileGame.result(s); return r && { ...r, stats: { ...r.stats, how: s.pile === 0 ? 'last stone' : 'other' } }; } };
  const req = { options: { pile: 21 }, games: 30, seed: 7 };

  it('puts each bot in each seat, counts wins per seat, how games ended and the mean of each number', () => {
    const [a, b] = bothSides(told, fours, randomBot, req);
    expect([a!.bots, b!.bots]).toEqual([['fours', 'random'], ['random', 'fours']]);
    expect(a!.seats).toEqual(['North', 'South']);
    for (const m of [a!, b!]) {
      expect(m.wins[0]! + m.wins[1]! + m.draws + m.unfinished).toBe(30);
      expect(m.ended.how).toEqual({ 'last stone': 30 - m.unfinished });
      expect(m.means.moves).toBeGreaterThan(5);
      expect(m.meanActions).toBeCloseTo(m.means.moves!, 9);
    }
    // From 21 stones the first side leaving fours wins every one of these games (a roll of 4 by the other side could spoil it; none does here).
    expect(a!.wins[0]).toBe(30);
    const t = winsOf('fours', [a!, b!]);
    expect(t).toEqual({ games: 60, wins: 30 + b!.wins[1]!, draws: 0, unfinished: 0 });
    expect(winsOf('random', [a!, b!]).wins).toBe(b!.wins[0]);
  });

  it('same request, same figures; another seed, other games', () => {
    const strip = (ms: ReturnType<typeof bothSides>) => ms.map(({ ms: _ms, ...rest }) => rest);
    expect(strip(bothSides(told, randomBot, randomBot, req))).toEqual(strip(bothSides(told, randomBot, randomBot, req)));
    expect(strip(bothSides(told, randomBot, randomBot, { ...req, seed: 8 }))).not.toEqual(strip(bothSides(told, randomBot, randomBot, req)));
  });

  it('playBotGame shows every state, the opening one too, to onState', () => {
    const seen: number[] = [];
    const g = playBotGame(pileGame, 5, { pile: 12 }, randomBot, { onState: (s) => seen.push(s.actionCount) });
    expect(seen).toEqual(Array.from({ length: g.steps + 1 }, (_, i) => i));
  });
});

describe('the match driver, one for every loop of computer moves', () => {
  const first = pileModuleBot('first');
  const s = pileGame.setup(4, { pile: 9 });
  it('stops where a person is to act, where the caller says, at the cap, or at a refused choice', () => {
    const moves: number[] = [];
    const oneSide = driveBots(pileGame, s, { botAt: (seat) => (seat === 0 ? first : null), onMove: (m) => moves.push(m.seat) }, () => seedRng(1));
    expect(oneSide).toMatchObject({ why: 'person', steps: 1 });
    expect(moves).toEqual([0]);
    expect(driveBots(pileGame, s, { botAt: () => first, stopBefore: (_seat, steps) => steps === 3 }, () => seedRng(1))).toMatchObject({ why: 'stopped', steps: 3 });
    expect(driveBots(pileGame, s, { botAt: () => first, maxSteps: 2 }, () => seedRng(1))).toMatchObject({ why: 'capped', steps: 2 });
    const whole = driveBots(pileGame, s, { botAt: () => first }, () => seedRng(1));
    expect(whole.why).toBe('over');
    expect(pileGame.result(whole.state)).not.toBeNull();
    const cheat: Bot = { name: 'cheat', description: '', choose: () => ({ type: 'take', n: 7 }) };
    expect(driveBots(pileGame, s, { botAt: () => cheat }, () => seedRng(1))).toMatchObject({ why: 'refused', steps: 0, seat: 0, error: { code: 'bot-illegal' } });
  });
  it('thinking elsewhere (awaited) plays the same game as thinking here', async () => {
    const here: unknown[] = [];
    const there: unknown[] = [];
    const rngHere = seedRng(9);
    const rngThere = seedRng(9);
    const a = driveBots(pileGame, s, { botAt: () => randomBot, onMove: (m) => here.push(m.action) }, () => rngHere);
    const b = await driveBotsAsync(pileGame, s, { botAt: () => randomBot, onMove: (m) => there.push(m.action) }, async (t) => botChoice(pileGame, t.state, t.seat, t.bot, rngThere));
    expect(there).toEqual(here);
    expect(b.state).toEqual(a.state);
  });
});
