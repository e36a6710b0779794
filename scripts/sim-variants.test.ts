import { describe, expect, it } from 'vitest';
import { parseSimArgs, runSim } from './sim';
import { variantsOf, type VariantReport } from './sim-variants';

const VARIANT_NAMES = Object.keys(variantsOf('lost-patrol'));

function run(argv: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runSim(argv, (s) => (out += s), (s) => (err += s));
  return { code, out, err };
}

function json(argv: string[]): VariantReport {
  const r = run([...argv, '--json']);
  expect(r.code, r.err).toBe(0);
  const rep = JSON.parse(r.out) as VariantReport;
  return { ...rep, ms: 0 };
}

describe('sim: The Lost Patrol by variant', () => {
  it('plays every variant by default and prints a win rate per variant', () => {
    const r = run(['lost-patrol', '--games', '60', '--seed', '4', '--bot', 'bidder']);
    expect(r.code, r.err).toBe(0);
    for (const v of VARIANT_NAMES) expect(r.out).toMatch(new RegExp(`^  ${v.replace('+', '\\+')}\\s+.*wins\\s+\\d+\\.\\d%`, 'm'));
    expect(r.out).toMatch(/deserter\s+Deserter \(deserter-ai\) wins\s+\d+\.\d%\s+Pursuers \(pursuers-ai\) wins/);
  });

  it('same arguments, same figures; every game ends and is counted once', () => {
    const a = json(['lost-patrol', '--games', '80', '--seed', '7', '--bot', 'bidder', '--variant', 'all']);
    const b = json(['lost-patrol', '--games', '80', '--seed', '7', '--bot', 'bidder', '--variant', 'all']);
    expect(a).toEqual(b);
    expect(a.rows.map((r) => r.variant)).toEqual(VARIANT_NAMES);
    for (const r of a.rows) {
      expect(r.unfinished).toBe(0);
      expect(r.wins + r.losses + r.draws).toBe(80);
      if (r.options.deserter) expect(r.deserterWins + r.pursuerWins).toBe(r.wins);
    }
    const c = json(['lost-patrol', '--games', '80', '--seed', '8', '--bot', 'bidder', '--variant', 'all']);
    expect(c.rows).not.toEqual(a.rows);
  });

  it('the bidder gets out of the base forest more often than the random bot', () => {
    const bidder = json(['lost-patrol', '--games', '400', '--seed', '1', '--bot', 'bidder', '--variant', 'base']).rows[0]!;
    const random = json(['lost-patrol', '--games', '400', '--seed', '1', '--bot', 'random', '--variant', 'base']).rows[0]!;
    expect(bidder.variant).toBe('base');
    expect(bidder.winRate).toBeGreaterThan(random.winRate);
  });

  it('seats the chosen bots in the Deserter variant, and --options plays one custom row', () => {
    const d = json(['lost-patrol', '--games', '20', '--variant', 'deserter', '--deserter', 'random', '--pursuers', 'bidder']).rows;
    expect(d.map((r) => r.bots)).toEqual([['random', 'bidder']]);
    const c = json(['lost-patrol', '--games', '20', '--options', '{"mappingTheForest":true}']).rows;
    expect(c.map((r) => [r.variant, r.options])).toEqual([['custom', { mappingTheForest: true }]]);
  });

  it('refuses a bad variant, a variant for a game without variants, unknown seat bots, and both --variant and --options', () => {
    expect(parseSimArgs(['lost-patrol', '--variant', 'night'])).toMatch(/^--variant must be one of base, /);
    expect(parseSimArgs(['endless-patrol', '--variant', 'base'])).toBe('--variant is for lost-patrol, combat-patrol only.');
    expect(parseSimArgs(['lost-patrol', '--pursuers', 'hounds'])).toMatch(/^Unknown bot "hounds" for lost-patrol\. Known: random, bidder, deserter-ai, pursuers-ai\./);
    expect(parseSimArgs(['lost-patrol', '--variant', 'base', '--options', '{}'])).toBe('Give --variant or --options, not both.');
    expect(run(['lost-patrol', '--variant', 'night']).code).toBe(2);
  });
});
