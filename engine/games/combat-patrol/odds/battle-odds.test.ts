import { describe, expect, it } from 'vitest';
import type { Bot, GameModule } from '../../../core/contract';
import { seedRng } from '../../../core/rng';
import { chanceOf, OddsRun, playOn, type OddsTally } from '../../../odds';
import { combatPatrolModule } from '../module';
import { battle, de, table, us } from '../testing';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { fireOdds } from './fire-odds';

/**
 * One rifleman each side, the US first, one turn: Joe (M1 Garand) fires one aimed shot at Jerry 30 in
 * away; Jerry's pistol (12 in at most) cannot answer. The shot decides: Jerry out of action and the
 * US side wins (nobody left able to fight), else the turn limit ends it in a draw (no objectives).
 */
function oneShot(seed = 7): CombatPatrolState {
  return battle(table({ models: [us('joe', 10, 20), de('jerry', 40, 20, { weapon: 'pistol', grenades: 0 })], battle: { turnLimit: 1, firstMove: 'US' } }), 'rolled', seed);
}

/** Fires the standard shot when it may, else the first listed choice (hold, end the activation). */
const fireFirst: Bot<unknown, CombatPatrolAction, CombatPatrolState> = {
  name: 'fire-first',
  description: 'test: the standard shot, else the first legal action',
  readsView: false,
  choose: (_v, legal) => legal.find((a) => a.type === 'fire' && a.method === 'standard') ?? (legal[0] as CombatPatrolAction),
};

/** Combat Patrol!'s odds, played on by fireFirst on both sides. */
const module: GameModule = { ...combatPatrolModule, bots: [fireFirst], odds: { ...combatPatrolModule.odds!, botFor: () => 'fire-first' } };

const losses = (t: OddsTally): number => t.losses ?? 0;

describe('the odds of the whole battle', () => {
  it('agree with the exact chance of the one shot that decides a stacked battle, within their margin', () => {
    const s = oneShot();
    const exact = fireOdds(s, 'joe', { weapon: 'm1-garand', method: 'standard', target: 'jerry' });
    if (!exact.ok) throw new Error(exact.error.message);
    const down = exact.models[0]!.outOfAction;
    expect(down).toBeCloseTo(0.14, 10);
    const report = new OddsRun({ module, state: s, seat: 0 }, { seed: 1, margin: 0.02 }).runHere();
    expect(report.done).toBe(true);
    expect(report.margin).toBeLessThanOrEqual(0.02);
    expect(Math.abs(report.chance - down)).toBeLessThanOrEqual(report.margin);
    // The German side cannot win; the rest are draws at the turn limit.
    expect(losses(report.tally)).toBe(0);
    expect(report.tally.unfinished).toBe(0);
    // From the German seat: his chance is nil, the US chance the same shot's.
    const german = new OddsRun({ module, state: s, seat: 1 }, { seed: 2, margin: 0.02 }).runHere();
    expect(german.tally.wins).toBe(0);
    const usFromThere = chanceOf({ games: german.tally.games, wins: losses(german.tally) });
    expect(Math.abs(usFromThere.chance - down)).toBeLessThanOrEqual(usFromThere.margin);
  });

  it('never plays on the real dice: positions that differ only in the generator give the same figures', () => {
    const a = oneShot(7);
    const b = { ...oneShot(7), rng: seedRng(99) };
    const pos = (state: CombatPatrolState) => ({ module, state, seat: 0 });
    const ta = playOn(pos(a), 5, 0, 300);
    const tb = playOn(pos(b), 5, 0, 300);
    expect(tb).toEqual(ta);
    // ...while each sample's own seed does change the dice.
    expect(playOn(pos(a), 6, 0, 300)).not.toEqual(ta);
  });

  it('are the same for the same seed, game for game (the sample battle, played on by the random computer player)', () => {
    const parsed = combatPatrolModule.definition.parseOptions({ scenario: 'sample' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const start = combatPatrolModule.definition.setup(3, parsed.options);
    const pos = { module: combatPatrolModule, state: start, seat: 0 };
    const first = playOn(pos, 11, 0, 4);
    expect(first.games).toBe(4);
    expect(first.unfinished).toBe(0);
    expect(playOn(pos, 11, 0, 4)).toEqual(first);
    // Split in two chunks, the same games.
    const split = playOn(pos, 11, 0, 2);
    const rest = playOn(pos, 11, 2, 4);
    expect(split.wins + rest.wins).toBe(first.wins);
    expect(losses(split) + losses(rest)).toBe(losses(first));
  }, 60_000);

  it('give the chance of the position only, never each of a skirmish\'s choices', () => {
    const run = new OddsRun({ module, state: oneShot(), seat: 0 }, { seed: 1, margin: 0.05, choices: true });
    expect(run.actions).toEqual([]);
    expect(run.runHere().choices).toEqual([]);
  });
});

describe('the battle odds\' chunks of work', () => {
  it('are eight battles each, so a cancel or a new position waits on a few battles, not a hundred', () => {
    const run = new OddsRun({ module: combatPatrolModule, state: oneShot(), seat: 0 }, { seed: 1, margin: 0.03 });
    const sizes = Array.from({ length: 6 }, () => run.next()!).map((c) => c.to - c.from);
    expect(sizes).toEqual([8, 8, 8, 8, 8, 8]);
  });
});
