import { describe, expect, it } from 'vitest';
import { parseArgs, runSim } from './sim-patrol-lost';

describe('Patrol: Lost! sim script', () => {
  it('reads the game, the count, the seed and a bot for each side', () => {
    expect(parseArgs(['patrol-lost', '--games', '12', '--seed', '7', '--good', 'medium', '--bad=random'])).toEqual({ games: 12, seed: 7, good: 'medium', bad: 'random', json: false });
  });

  it('refuses bad arguments with a reason', () => {
    expect(parseArgs(['--good', 'genius'])).toMatch(/Unknown bot "genius". Known: random, easy, medium, hard/);
    expect(parseArgs(['--games', '0'])).toMatch(/--games must be a whole number/);
    expect(parseArgs(['--seed', '-3'])).toMatch(/--seed must be/);
    expect(parseArgs(['--speed', '3'])).toMatch(/Unknown flag --speed/);
    expect(parseArgs(['--bad'])).toMatch(/--bad needs a value/);
  });

  it('plays the games and prints who won; the same seed gives the same figures', async () => {
    const outs: string[] = [];
    const code = await runSim(['patrol-lost', '--games', '6', '--seed', '3', '--good', 'easy', '--bad', 'easy', '--json'], (s) => outs.push(s), () => undefined);
    expect(code).toBe(0);
    await runSim(['--games', '6', '--seed', '3', '--good', 'easy', '--bad', 'easy', '--json'], (s) => outs.push(s), () => undefined);
    const [a, b] = outs.map((o) => JSON.parse(o) as Record<string, number>) as [Record<string, number>, Record<string, number>];
    expect((a.goodWins ?? 0) + (a.badWins ?? 0) + (a.draws ?? 0)).toBe(6);
    const strip = (m: Record<string, number>) => ({ ...m, ms: 0, goodMsPerTurn: 0, badMsPerTurn: 0, slowestTurnMs: 0 });
    expect(strip(a)).toEqual(strip(b));
    const text: string[] = [];
    await runSim(['--games', '2', '--good', 'random', '--bad', 'easy'], (s) => text.push(s), () => undefined);
    expect(text[0]).toMatch(/Good Guys random v Bad Guys easy: 2 games from seed 1\nGood Guys win \d+ \(.*\)   Bad Guys win \d+/);
    const errs: string[] = [];
    expect(await runSim(['--good', 'x'], () => undefined, (s) => errs.push(s))).toBe(2);
    expect(errs[0]).toMatch(/Usage:/);
  });
});
