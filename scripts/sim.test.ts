import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseSimArgs, runSim } from './sim';

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runSim(argv, (s) => (out += s), (s) => (err += s));
  return { code, out, err };
}

function withoutTiming(json: string): unknown {
  const { ms: _ms, gamesPerSecond: _gps, ...rest } = JSON.parse(json) as Record<string, unknown>;
  return rest;
}

describe('sim CLI', () => {
  it('same arguments give the same results (timing aside)', () => {
    const argv = ['endless-patrol', '--games', '300', '--seed', '9', '--bot', 'greedy', '--json'];
    const a = run(argv);
    const b = run(argv);
    expect(a.code).toBe(0);
    expect(withoutTiming(a.out)).toEqual(withoutTiming(b.out));
    const c = run(['endless-patrol', '--games', '300', '--seed', '10', '--bot', 'greedy', '--json']);
    expect(withoutTiming(c.out)).not.toEqual(withoutTiming(a.out));
  });

  it('reports win rate, casualty histogram and mean turns', () => {
    const r = run(['endless-patrol', '--games', '200', '--seed', '3']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Wins \d+ \(\d+\.\d%\)/);
    expect(r.out).toMatch(/Mean turns \d+\.\d/);
    expect(r.out).toMatch(/Casualties per game:\n\s+\d+\s+#+/);
    const j = JSON.parse(run(['endless-patrol', '--games', '200', '--seed', '3', '--json']).out) as {
      games: number; wins: number; losses: number; casualties: Record<string, number>;
    };
    expect(j.wins + j.losses).toBe(200);
    expect(Object.values(j.casualties).reduce((x, y) => x + y, 0)).toBe(200);
  });

  it('refuses unknown games, bots, bad numbers and bad options', () => {
    expect(parseSimArgs(['tic-tac-toe'])).toMatch(/^Unknown game "tic-tac-toe"/);
    expect(parseSimArgs(['endless-patrol', '--bot', 'genius'])).toMatch(/^Unknown bot "genius" for endless-patrol\. Known: random, greedy\./);
    expect(parseSimArgs(['endless-patrol', '--games', '-5'])).toMatch(/^--games must be a whole number/);
    expect(parseSimArgs(['endless-patrol', '--games', '1.5'])).toMatch(/^--games must be a whole number/);
    expect(parseSimArgs(['endless-patrol', '--seed', 'abc'])).toMatch(/^--seed must be a whole number/);
    expect(parseSimArgs(['endless-patrol', '--options', '{"strict":1}'])).toMatch(/Unknown Endless Patrol option "strict"/);
    expect(parseSimArgs(['endless-patrol', '--frobnicate', '1'])).toBe('Unknown flag --frobnicate.');
    expect(parseSimArgs([])).toBe('Name a game.');
    const bad = run(['endless-patrol', '--games', 'many']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('Usage: npm run sim');
  });

  it('exits with code 2 from the command line on bad input', () => {
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/sim.ts', 'endless-patrol', '--bot', 'nobody'], { encoding: 'utf8' });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Unknown bot "nobody"');
  });
});

describe('sim CLI for a two-sided game (Patrol: Lost!)', () => {
  it('reads a bot for each side from flags named after the seats; --bot fills a side not named', () => {
    expect(parseSimArgs(['patrol-lost', '--games', '12', '--seed', '7', '--good', 'medium', '--bad=random'])).toMatchObject({ game: 'patrol-lost', games: 12, seed: 7, seatBots: { good: 'medium', bad: 'random' } });
    const r = run(['patrol-lost', '--games', '3', '--bot', 'easy', '--bad', 'random', '--json']);
    expect(JSON.parse(r.out)).toMatchObject({ bots: ['easy', 'random'], games: 3 });
  });

  it('refuses unknown bots and flags for either side, and side flags on a one-seat game', () => {
    expect(parseSimArgs(['patrol-lost', '--good', 'genius'])).toMatch(/^Unknown bot "genius" for patrol-lost\. Known: random, easy, medium, hard\./);
    expect(parseSimArgs(['patrol-lost', '--ugly', 'easy'])).toBe('Unknown flag --ugly.');
    expect(parseSimArgs(['endless-patrol', '--good', 'random'])).toBe('Unknown flag --good.');
    expect(parseSimArgs(['patrol-lost', '--bad'])).toBe('--bad needs a value.');
    const bad = run(['patrol-lost', '--good', 'x']);
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('patrol-lost also: [--good NAME] [--bad NAME]');
  });

  it('plays the games and says who won; the same seed gives the same figures', () => {
    const argv = ['patrol-lost', '--games', '6', '--seed', '3', '--good', 'easy', '--bad', 'easy', '--json'];
    const a = JSON.parse(run(argv).out) as { wins: number[]; draws: number; unfinished: number; ms: number; turnMs: number[]; slowestTurnMs: number };
    const b = JSON.parse(run(argv).out) as typeof a;
    expect(a.wins.length).toBe(2);
    expect((a.wins[0] ?? 0) + (a.wins[1] ?? 0) + a.draws + a.unfinished).toBe(6);
    const strip = (m: typeof a) => ({ ...m, ms: 0, turnMs: [], slowestTurnMs: 0 });
    expect(strip(a)).toEqual(strip(b));
    const text = run(['patrol-lost', '--games', '2', '--good', 'random', '--bad', 'easy']);
    expect(text.out).toMatch(/^Patrol: Lost!, Good Guys random v Bad Guys easy: 2 games from seed 1\nGood Guys win \d+ \(.*\)   Bad Guys win \d+/);
    expect(text.out).toMatch(/a computer turn \(one side's moves in one game turn\): Good Guys [\d.]+ ms, Bad Guys [\d.]+ ms/);
  });
});
