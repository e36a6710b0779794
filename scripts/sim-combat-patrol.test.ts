import { describe, expect, it } from 'vitest';
import { parseArgs, runCpSim } from './sim-combat-patrol';

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runCpSim(argv, (s) => (out += s), (s) => (err += s));
  return { code, out, err };
}

const withoutTiming = (json: string): unknown => (JSON.parse(json) as Array<Record<string, unknown>>).map(({ ms: _ms, ...rest }) => rest);

describe('the Combat Patrol! sim script', () => {
  it('same arguments, same battles (timing aside); another seed, other battles', () => {
    const argv = ['combat-patrol', '--scenario', 'sample', '--games', '3', '--us', 'random', '--german', 'random', '--seed', '5', '--json'];
    const a = run(argv);
    expect(a.code).toBe(0);
    expect(withoutTiming(a.out)).toEqual(withoutTiming(run(argv).out));
    const other = run(['--scenario', 'sample', '--games', '3', '--us', 'random', '--german', 'random', '--seed', '6', '--json']);
    expect(withoutTiming(other.out)).not.toEqual(withoutTiming(a.out));
    const r = (JSON.parse(a.out) as Array<{ games: number; usWins: number; germanWins: number; draws: number; unfinished: number }>)[0]!;
    expect(r.usWins + r.germanWins + r.draws + r.unfinished).toBe(3);
  }, 60_000);

  it('says who won how, in words', () => {
    const r = run(['--scenario', 'sample', '--games', '1', '--us', 'random', '--german', 'random']);
    expect(r.out).toMatch(/^Combat Patrol!, Crossroads at dawn: 1 battles per matchup from seed 1\nrandom \(US\) v random \(German\): US \d/);
    expect(r.out).toMatch(/ended by: .*mean turns/);
  }, 60_000);

  it.each([
    [['--games', 'many'], /--games must be a whole number/],
    [['--us', 'clever', '--german', 'random'], /Unknown bot "clever"/],
    [['--us', 'random'], /Give both --us and --german/],
    [['--dice', 'loaded'], /--dice must be rolled or entered/],
    [['--scenario', '/nowhere.json'], /Could not read the scenario file/],
    [['--frobnicate', '1'], /Unknown flag --frobnicate/],
  ])('refuses %j with exit code 2', (argv, why) => {
    const r = run(argv as string[]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(why);
    expect(r.err).toMatch(/Usage:/);
  });

  it('reads a scenario file and refuses one that is not a scenario', () => {
    const bad = parseArgs(['--scenario', 'x.json'], () => '{"format":"something-else"}');
    expect(bad).toMatch(/The scenario cannot be played: format must be "patrol-hq-scenario"/);
  });
});
