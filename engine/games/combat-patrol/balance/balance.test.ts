import { describe, expect, it } from 'vitest';
import { matchLuck, matchup } from '../../../bots/matchup';
import { chanceOf } from '../../../odds/tally';
import { battleOdds } from '../odds/battle-odds';
import { combatPatrol } from '../battle/definition';
import { sampleScenario } from '../battle/setup';
import type { CombatPatrolOptions } from '../battle/types';
import { veteranBot } from '../bots/veteran';
import { BALANCE_LEVELS, botOfLevel, playBalanceBattle, type BattleRecord } from './battle';
import { tableFingerprint } from './fingerprint';
import { addFalls, cellOf, emptyHeat, heatCells } from './heat';
import { battleOf, spreadOf, summarise, type BalanceRequest } from './summary';

function sampleOptions(): CombatPatrolOptions {
  const p = combatPatrol.parseOptions({ scenario: 'sample' });
  if (!p.ok) throw new Error(p.error.message);
  return p.options;
}

function play(req: BalanceRequest): BattleRecord[] {
  const options = sampleOptions();
  return Array.from({ length: req.games }, (_, i) => {
    const b = battleOf(req, i);
    return playBalanceBattle(options, b.levels, b.seed);
  });
}

describe('a balance check against the sim', () => {
  it('offers each computer level of the game, the veteran too, each played by that level\'s own bot', () => {
    expect(BALANCE_LEVELS).toEqual(['random', 'tactical', 'veteran']);
    for (const level of BALANCE_LEVELS) expect(botOfLevel(level).name).toBe(level);
    expect(botOfLevel('veteran')).toBe(veteranBot);
  });

  it('wins, turns and casualties equal those of the sim (engine/bots/matchup) for the same seeds, each order of levels', () => {
    const req: BalanceRequest = { games: 6, seed: 40, levels: ['tactical', 'random'] };
    const records = play(req);
    const options = sampleOptions();
    const first = matchup(combatPatrol, [botOfLevel('tactical'), botOfLevel('random')], { options, games: 3, seed: 40 });
    const second = matchup(combatPatrol, [botOfLevel('random'), botOfLevel('tactical')], { options, games: 3, seed: 43 });
    const s = summarise(records, req.games, sampleScenario().table);
    expect(s.sides.US.wins).toBe(first.wins[0]! + second.wins[0]!);
    expect(s.sides.German.wins).toBe(first.wins[1]! + second.wins[1]!);
    expect(s.draws).toBe(first.draws + second.draws);
    const mean = (k: 'turns' | 'us' | 'de', rs: BattleRecord[]): number =>
      rs.reduce((n, r) => n + (k === 'turns' ? r.turns : k === 'us' ? r.casualties.US : r.casualties.German), 0) / rs.length;
    expect(mean('turns', records.slice(0, 3))).toBeCloseTo(first.means.turns!, 9);
    expect(mean('turns', records.slice(3))).toBeCloseTo(second.means.turns!, 9);
    expect(mean('us', records.slice(0, 3))).toBeCloseTo(first.means.usOutOfAction!, 9);
    expect(mean('de', records.slice(3))).toBeCloseTo(second.means.germanOutOfAction!, 9);
    expect(records.map((r) => r.levels.US)).toEqual(['tactical', 'tactical', 'tactical', 'random', 'random', 'random']);
  }, 60_000);

  it('sums each battle\'s luck as the sim does, and gives each side\'s chance with it allowed for (a narrower margin than the plain share\'s)', () => {
    const req: BalanceRequest = { games: 60, seed: 1, levels: ['random', 'random'] };
    const records = play(req);
    const options = sampleOptions();
    const sim = matchup(combatPatrol, [botOfLevel('random'), botOfLevel('random')], { options, games: 60, seed: 1, luck: matchLuck(battleOdds.luck)! });
    const s = summarise(records, req.games, sampleScenario().table);
    for (const k of ['x', 'xx', 'xWin', 'xLoss'] as const) s.luck![k].forEach((v, j) => expect(v).toBeCloseTo(sim.luck![k][j]!, 9));
    expect(s.sides.US.wins).toBe(sim.wins[0]);
    // The luck explains much of who won: each side's margin is narrower than the plain share's, its chance the luck-allowed one.
    const plainUS = chanceOf({ games: 60, wins: s.sides.US.wins });
    const plainDE = chanceOf({ games: 60, wins: s.sides.German.wins });
    expect(s.sides.US.margin).toBeLessThan(plainUS.margin * 0.9);
    expect(s.sides.German.margin).toBeLessThan(plainDE.margin * 0.9);
    expect(s.sides.US.chance).toBeCloseTo(chanceOf({ games: 60, wins: s.sides.US.wins, luck: s.luck! }).chance, 12);
    expect(s.luckAllowed).toBe(true);
    // Under 40 battles the luck is kept but not allowed for (too few to fit): the plain shares, and the panel says nothing of it.
    const few = summarise(records.slice(0, 20), 20, sampleScenario().table);
    expect(few.luck?.x).toHaveLength(2);
    expect(few.luckAllowed).toBe(false);
    expect(few.sides.US.margin).toBeCloseTo(chanceOf({ games: 20, wins: few.sides.US.wins }).margin, 12);
    // A record from before the luck was kept: the plain shares.
    const old = summarise(records.map(({ luck: _l, ...r }) => r), req.games, sampleScenario().table);
    expect(old.luck).toBeUndefined();
    expect(old.luckAllowed).toBe(false);
    expect(old.sides.US.margin).toBeCloseTo(plainUS.margin, 12);
  }, 60_000);

  it('the same request gives the same records', () => {
    const req: BalanceRequest = { games: 2, seed: 7, levels: ['random', 'random'] };
    expect(play(req)).toEqual(play(req));
  }, 30_000);
});

describe('where men fell', () => {
  it('records each man put out of action once, where he lay, and where the man who downed him stood', () => {
    const [r] = play({ games: 1, seed: 3, levels: ['tactical', 'tactical'] });
    expect(r!.finished).toBe(true);
    expect(r!.falls.length).toBe(r!.casualties.US + r!.casualties.German);
    expect(r!.falls.filter((f) => f.side === 'US').length).toBe(r!.casualties.US);
    const t = sampleScenario().table;
    for (const f of r!.falls) {
      expect(f.at.x).toBeGreaterThanOrEqual(0);
      expect(f.at.x).toBeLessThanOrEqual(t.width);
      expect(f.from).not.toBeNull();
    }
    const heat = addFalls(emptyHeat(t.width, t.height), r!.falls);
    expect(heat.fell.reduce((a, b) => a + b, 0)).toBe(r!.falls.length);
    for (const f of r!.falls) expect(heat.fell[cellOf(heat, f.at)]).toBeGreaterThan(0);
  }, 30_000);
});

describe('the heat map grid', () => {
  it('counts falls and firing points in cells of the table, edges in the edge cells', () => {
    const g = emptyHeat(48, 30, 6);
    expect([g.cols, g.rows]).toEqual([8, 5]);
    addFalls(g, [
      { side: 'US', at: { x: 0, y: 0 }, from: { x: 47.9, y: 29.9 } },
      { side: 'US', at: { x: 5.99, y: 5.99 }, from: { x: 48, y: 30 } },
      { side: 'German', at: { x: 6, y: 6 }, from: null },
    ]);
    expect(g.fell[0]).toBe(2);
    expect(g.fell[1 * 8 + 1]).toBe(1);
    expect(g.from[4 * 8 + 7]).toBe(2);
    expect(g.from.reduce((a, b) => a + b, 0)).toBe(2);
    expect(heatCells(g, 'fell')).toEqual([
      { x: 0, y: 0, size: 6, count: 2, share: 1 },
      { x: 6, y: 6, size: 6, count: 1, share: 0.5 },
    ]);
    expect(heatCells(g, 'from')).toEqual([{ x: 42, y: 24, size: 6, count: 2, share: 1 }]);
  });

  it('sizes cells to the table', () => {
    expect(emptyHeat(72, 48).cell).toBe(3);
    expect(emptyHeat(24, 24).cell).toBe(2);
  });
});

describe('figures', () => {
  it('spreads are the median and range', () => {
    expect(spreadOf([5, 1, 3])).toEqual({ median: 3, min: 1, max: 5 });
    expect(spreadOf([4, 1, 3, 2])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(spreadOf([])).toEqual({ median: 0, min: 0, max: 0 });
  });

  it('the second half swaps the levels between the sides', () => {
    const req: BalanceRequest = { games: 5, seed: 10, levels: ['tactical', 'random'] };
    expect([0, 2, 3, 4].map((i) => battleOf(req, i))).toEqual([
      { seed: 10, levels: ['tactical', 'random'] },
      { seed: 12, levels: ['tactical', 'random'] },
      { seed: 13, levels: ['random', 'tactical'] },
      { seed: 14, levels: ['random', 'tactical'] },
    ]);
  });
});

describe('the table fingerprint', () => {
  it('changes when the table changes, not its name or notes, nor its recorded balance, nor the order of keys', () => {
    const doc = sampleScenario();
    const f = tableFingerprint(doc);
    expect(tableFingerprint({ ...doc, name: 'Another', notes: 'x' })).toBe(f);
    // Writing the table's balance into its file does not make that balance out of date.
    expect(tableFingerprint({ ...doc, balance: { level: 'tactical', battles: 2, firstSeed: 1, wins: { US: 1, German: 1, draw: 0 }, measured: '2026-12-02', table: f } })).toBe(f);
    const reordered = Object.fromEntries(Object.entries(doc).reverse());
    expect(tableFingerprint(reordered)).toBe(f);
    const moved = structuredClone(doc);
    moved.models[0]!.x += 1;
    expect(tableFingerprint(moved)).not.toBe(f);
    expect(tableFingerprint({ ...doc, battle: { ...doc.battle, turnLimit: 3 } })).not.toBe(f);
  });
});
