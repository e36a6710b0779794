import { afterAll, describe, expect, it, vi } from 'vitest';
import { combatPatrol } from '../../engine/games/combat-patrol/battle/definition';
import { sampleScenario } from '../../engine/games/combat-patrol/battle/setup';
import { playBalanceBattle } from '../../engine/games/combat-patrol/balance/battle';
import { battleOf, summarise, type BalanceRequest } from '../../engine/games/combat-patrol/balance/summary';
import { runMatchups } from '../../scripts/sim-matchups';
import { BalancePool } from './balance-pool';

const pool = new BalancePool(2);
afterAll(() => pool.close());

const doc = sampleScenario();

function inProcess(req: BalanceRequest, n = req.games) {
  const p = combatPatrol.parseOptions({ scenario: doc });
  if (!p.ok) throw new Error(p.error.message);
  return Array.from({ length: n }, (_, i) => playBalanceBattle(p.options, battleOf(req, i).levels, battleOf(req, i).seed));
}

describe('the balance pool (two worker threads)', () => {
  it('plays the battles of one thread, in order, and its figures are the sim\'s for the same seeds', async () => {
    const req: BalanceRequest = { games: 4, seed: 5, levels: ['tactical', 'random'] };
    const seen: number[] = [];
    const out = await pool.run({ ...req, doc }, (done) => seen.push(done));
    expect(out.cancelled).toBe(false);
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(out.records).toEqual(inProcess(req));
    // npm run sim -- combat-patrol --scenario FILE --bot tactical --against random --games 2 --seed 5 (and --seed 7)
    const sim = (seed: number) => runMatchups(combatPatrol, { games: 2, seed, bot: 'tactical', against: 'random', options: { scenario: doc }, variant: null })[0]!.results;
    const first = sim(5)[0]!; // tactical US, random German: battles 0 and 1
    const second = sim(7)[1]!; // random US, tactical German: battles 2 and 3
    const s = summarise(out.records, 4, doc.table);
    expect(s.sides.US.wins).toBe(first.wins[0]! + second.wins[0]!);
    expect(s.sides.German.wins).toBe(first.wins[1]! + second.wins[1]!);
    const turns = out.records.map((r) => r.turns);
    expect((turns[0]! + turns[1]!) / 2).toBeCloseTo(first.means.turns!, 9);
    expect((turns[2]! + turns[3]!) / 2).toBeCloseTo(second.means.turns!, 9);
    const de = out.records.map((r) => r.casualties.German);
    expect((de[0]! + de[1]!) / 2).toBeCloseTo(first.means.germanOutOfAction!, 9);
  }, 120_000);

  it('a cancelled check hands out no more battles and ends with the first ones, as one thread plays them', async () => {
    const req: BalanceRequest = { games: 60, seed: 11, levels: ['random', 'random'] };
    let cancelled = false;
    const out = await pool.run({ ...req, doc }, (done) => {
      if (done >= 2) cancelled = true;
    }, () => cancelled);
    expect(out.cancelled).toBe(true);
    expect(out.records.length).toBeGreaterThanOrEqual(2);
    expect(out.records.length).toBeLessThan(10);
    expect(out.records).toEqual(inProcess(req, out.records.length));
  }, 120_000);
});

describe('the balance pool when no worker thread can start', () => {
  it('plays the check in this process with the same records', async () => {
    const said = vi.spyOn(console, 'error').mockImplementation(() => {});
    const here = new BalancePool(2, () => {
      throw new Error('no threads here');
    });
    const req: BalanceRequest = { games: 3, seed: 5, levels: ['random', 'random'] };
    const seen: number[] = [];
    const out = await here.run({ ...req, doc }, (done) => seen.push(done));
    expect(out.cancelled).toBe(false);
    expect(seen).toEqual([1, 2, 3]);
    expect(out.records).toEqual(inProcess(req));
    expect(said.mock.calls.some((c) => String(c[0]).includes('playing the balance check in the main process instead'))).toBe(true);
    said.mockRestore();
    await here.close();
  }, 120_000);
});
