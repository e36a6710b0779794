import { describe, expect, it } from 'vitest';
import { getBot } from '../engine/games';
import { parseSimArgs, runSim } from './sim';
import { formatMatchups, type MatchupReport } from './sim-matchups';

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runSim(argv, (s) => (out += s), (s) => (err += s));
  return { code, out, err };
}

/** The reports without their timings. */
function figures(json: string): unknown {
  return (JSON.parse(json) as MatchupReport[]).map(({ ms: _ms, results, ...rest }) => ({ ...rest, results: results.map(({ ms: _m, ...r }) => r) }));
}

/** One battle a side on the sample table. */
const short = ['combat-patrol', '--options', '{"scenario":"sample"}', '--games', '1'];

describe('sim: Combat Patrol!, bot against bot from both sides', () => {
  it('same arguments, same battles (timing aside); another seed, other battles', () => {
    const argv = [...short, '--bot', 'random', '--seed', '5', '--json'];
    const a = run(argv);
    expect(a.code, a.err).toBe(0);
    expect(figures(a.out)).toEqual(figures(run(argv).out));
    const other = run([...short, '--bot', 'random', '--seed', '6', '--json']);
    expect(figures(other.out)).not.toEqual(figures(a.out));
    const [rep] = JSON.parse(a.out) as MatchupReport[];
    expect(rep!.results.map((r) => r.bots)).toEqual([['random', 'random'], ['random', 'random']]);
    for (const r of rep!.results) expect(r.wins[0]! + r.wins[1]! + r.draws + r.unfinished).toBe(1);
    // Each battle's luck (the battle odds' two measures, US and German) is summed for the luck-allowed figure.
    for (const r of rep!.results) expect(r.luck?.x.length).toBe(2);
  }, 120_000);

  it('without --bot, every other bot plays random from both sides, and says who won how, in words', () => {
    const r = run([...short, '--scenario', 'sample']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/^Combat Patrol!, Crossroads at dawn \(default\): 1 games a side from seed 1\n  tactical \(US\) v random \(German\): US \d \(\d+\.\d%\), German \d/);
    expect(r.out).toMatch(/\n  random \(US\) v tactical \(German\): /);
    expect(r.out).toMatch(/reason: (broken|wiped-out|objectives|turn-limit) 1; means: turns \d/);
    expect(r.out).toMatch(/\ntactical won \d of 2 games against random \(\d+\.\d%\), drew \d, unfinished 0\./);
  }, 240_000);

  it('plays a variant (dice typed in) with the scenario laid over it', () => {
    const r = run(['combat-patrol', '--scenario', 'sample', '--variant', 'entered', '--bot', 'random', '--games', '1', '--json']);
    expect(r.code, r.err).toBe(0);
    const [rep] = JSON.parse(r.out) as MatchupReport[];
    expect(rep).toMatchObject({ variant: 'entered', scenario: 'Crossroads at dawn', gamesPerSide: 1 });
  }, 120_000);

  it('plays 20 battles a side when --games is not given', () => {
    const a = parseSimArgs(['combat-patrol', '--scenario', 'sample']);
    expect(typeof a !== 'string' && a.games).toBe(20);
    const b = parseSimArgs(['endless-patrol']);
    expect(typeof b !== 'string' && b.games).toBe(1000);
  });

  it.each([
    [['--games', 'many'], /--games must be a whole number/],
    [['--bot', 'clever'], /Unknown bot "clever" for combat-patrol\. Known: random, tactical, veteran, tactical-v1\./],
    [['--against', 'nobody'], /Unknown bot "nobody"/],
    [['--variant', 'loaded'], /--variant must be one of rolled, entered or all/],
    [['--scenario', '/nowhere.json'], /Could not read the scenario file/],
    [['--options', '{"diceMode":"sometimes"}'], /diceMode must be "rolled"/],
    [['--frobnicate', '1'], /Unknown flag --frobnicate/],
  ])('refuses %j with exit code 2', (argv, why) => {
    const r = run(['combat-patrol', ...(argv as string[])]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(why);
    expect(r.err).toMatch(/Usage:/);
  });

  it('reads a scenario file and refuses one that is not a scenario; --against is for two-sided games', () => {
    const bad = parseSimArgs(['combat-patrol', '--scenario', 'x.json'], () => '{"format":"something-else"}');
    expect(bad).toMatch(/The scenario cannot be played: format must be "patrol-hq-scenario"/);
    expect(parseSimArgs(['endless-patrol', '--against', 'greedy'])).toMatch(/--against is for games of two sides \(combat-patrol\)/);
  });
  it('plays the tactical computer of before issue 25 (tactical-v1, scripts/baselines) by name, never as one of the game\'s levels', () => {
    const r = run([...short, '--bot', 'tactical', '--against', 'tactical-v1', '--json']);
    expect(r.code, r.err).toBe(0);
    const [rep] = JSON.parse(r.out) as MatchupReport[];
    expect(rep!.results.map((x) => x.bots)).toEqual([['tactical', 'tactical-v1'], ['tactical-v1', 'tactical']]);
    for (const x of rep!.results) expect(x.unfinished).toBe(0);
    expect(getBot('combat-patrol', 'tactical-v1')).toBeUndefined();
  }, 120_000);

  it('gives each bot\'s chance with its margin, and with the dice\'s luck allowed for when it could be', () => {
    const rep: MatchupReport = {
      game: 'combat-patrol', variant: 'default', scenario: 'Crossroads at dawn', seed: 1, gamesPerSide: 100, results: [], ms: 0,
      pairs: [
        { bot: 'veteran', against: 'tactical', games: 200, wins: 110, draws: 9, unfinished: 0, chance: { chance: 0.55, margin: 0.062, games: 200 }, luckAllowed: { chance: 0.541, margin: 0.047, games: 200 } },
        { bot: 'random', against: 'tactical', games: 200, wins: 1, draws: 0, unfinished: 0, chance: { chance: 0.005, margin: 0.02, games: 200 }, luckAllowed: null },
      ],
    };
    const out = formatMatchups([rep], 'Combat Patrol!');
    expect(out).toContain('veteran won 110 of 200 games against tactical (55.0%), drew 9, unfinished 0.\n  Its chance to win (95% margin): 55.0% +/- 6.2; the dice\'s luck allowed for, 54.1% +/- 4.7.');
    expect(out).toContain('random won 1 of 200 games against tactical (0.5%), drew 0, unfinished 0.\n  Its chance to win (95% margin): 0.5% +/- 2.0.\n');
  });
});
