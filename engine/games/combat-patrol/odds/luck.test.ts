import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../core/contract';
import { chanceOf, OddsRun, playOn } from '../../../odds';
import { combatPatrolModule } from '../module';
import { battle, de, play, step, table, us } from '../testing';
import type { CombatPatrolState } from '../battle/types';
import { fireOdds } from './fire-odds';
import { stepLuck, woundOutChance } from './luck';

const shot = { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' } as const;

/** Every face of the dice after the shot is declared (the to-hit D10, then the wound chart's 2D10 on a hit), each with its chance, and the luck of each step. */
function everyFace(s0: CombatPatrolState): { chance: number; luck: number[] }[] {
  const out: { chance: number; luck: number[] }[] = [];
  for (let r = 1; r <= 10; r++) {
    const s1 = step(s0, 0, { type: 'dice', values: [r] });
    const l1 = stepLuck(s0, s1);
    const q = s1.pending?.question;
    if (q?.kind === 'dice' && q.die === '2D10') {
      for (let a = 1; a <= 10; a++) {
        for (let b = 1; b <= 10; b++) {
          const l2 = stepLuck(s1, step(s1, q.seat, { type: 'dice', values: [a, b] }));
          out.push({ chance: 1 / 1000, luck: [l1[0] + l2[0], l1[1] + l2[1]] });
        }
      }
    } else out.push({ chance: 1 / 10, luck: l1 });
  }
  return out;
}

describe('the luck of the dice in a battle step', () => {
  it('has a mean of nil over every face of the dice, for a man unhurt and one already wounded', () => {
    for (const condition of ['ok', 'light'] as const) {
      const s0 = play(battle(table({ models: [us('joe', 10, 20), de('jerry', 30, 20, { condition }), de('hans', 40, 40)] })), shot);
      const faces = everyFace(s0);
      expect(faces.reduce((a, f) => a + f.chance, 0)).toBeCloseTo(1, 12);
      const mean = [0, 1].map((j) => faces.reduce((a, f) => a + f.chance * (f.luck[j] as number), 0));
      expect(Math.abs(mean[0] as number)).toBeLessThan(1e-12);
      expect(Math.abs(mean[1] as number)).toBeLessThan(1e-12);
      // It tells something: the US man is not shot at; the German's luck runs both ways.
      expect(faces.every((f) => f.luck[0] === 0)).toBe(true);
      expect(Math.min(...faces.map((f) => f.luck[1] as number))).toBeLessThan(0);
      expect(Math.max(...faces.map((f) => f.luck[1] as number))).toBeGreaterThan(0);
    }
  });

  it('is the hit less its chance times what a hit may do, then the wound less its chance (the numbers the rules give)', () => {
    const s0 = play(battle(table({ models: [us('joe', 10, 20), de('jerry', 30, 20), de('hans', 40, 40)] })), shot);
    const odds = fireOdds(s0, 'joe', shot);
    if (!odds.ok) throw new Error(odds.error.message);
    const hit = odds.models[0]!.shot!.chance;
    const out = woundOutChance('ok', 0);
    // Jerry is one of the two Germans able to fight: half his side's strength.
    const share = 1 / 2;
    const missed = step(s0, 0, { type: 'dice', values: [2] });
    expect(stepLuck(s0, missed)).toEqual([0, (0 - hit) * out * share]);
    const struck = step(s0, 0, { type: 'dice', values: [10] });
    expect(stepLuck(s0, struck)[1]).toBeCloseTo((1 - hit) * out * share, 12);
    // A wound roll of 20 (dead) and of 2 (nothing): 1 less the chance, and 0 less it.
    expect(stepLuck(struck, step(struck, 0, { type: 'dice', values: [10, 10] }))[1]).toBeCloseTo((1 - out) * share, 12);
    const scratch = step(struck, 0, { type: 'dice', values: [1, 1] });
    expect(stepLuck(struck, scratch)[1]).toBeCloseTo(-out * share, 12);
    // Alone on his side, he is all of it.
    const alone = play(battle(table({ models: [us('joe', 10, 20), de('jerry', 30, 20)] })), shot);
    expect(stepLuck(alone, step(alone, 0, { type: 'dice', values: [2] }))).toEqual([0, (0 - hit) * out]);
    // Overall, what the exact odds of the shot say: the chance he is put out of action.
    expect(hit * out).toBeCloseTo(odds.models[0]!.outOfAction, 12);
  });

  it('sums to about nil over whole random battles of the sample, every weapon and grenade in them', () => {
    const parsed = combatPatrolModule.definition.parseOptions({ scenario: 'sample' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const start = combatPatrolModule.definition.setup(1, parsed.options);
    const t = playOn({ module: combatPatrolModule, state: start, seat: 0 }, 77, 0, 300);
    const n = t.games;
    for (let j = 0; j < 2; j++) {
      const mean = (t.luck!.x[j] as number) / n;
      const sd = Math.sqrt((t.luck!.xx[j * 2 + j] as number) / n - mean * mean);
      expect(sd).toBeGreaterThan(0.05);
      expect(Math.abs(mean)).toBeLessThan((3 * sd) / Math.sqrt(n));
    }
  }, 60_000);
});

describe('the battle odds allowing for luck', () => {
  it('reach +/-3% on the sample at its start in about half the battles, and agree with the odds that do not', () => {
    const parsed = combatPatrolModule.definition.parseOptions({ scenario: 'sample' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const state = combatPatrolModule.definition.setup(1, parsed.options);
    const lucky = new OddsRun({ module: combatPatrolModule, state, seat: 0 }, { seed: 1, margin: 0.03 }).runHere();
    const { luck: _luck, ...plainOdds } = combatPatrolModule.odds!;
    const plainModule: GameModule = { ...combatPatrolModule, odds: plainOdds };
    const plain = new OddsRun({ module: plainModule, state, seat: 0 }, { seed: 2, margin: 0.03 }).runHere();
    expect(lucky.done && plain.done).toBe(true);
    expect(lucky.margin).toBeLessThanOrEqual(0.03);
    expect(plain.margin).toBeLessThanOrEqual(0.03);
    expect(lucky.games).toBeLessThan(0.7 * plain.games);
    expect(Math.abs(lucky.chance - plain.chance)).toBeLessThanOrEqual(Math.hypot(lucky.margin, plain.margin));
    // The same games without the luck allowed for: a wider margin.
    expect(chanceOf({ games: lucky.tally.games, wins: lucky.tally.wins }).margin).toBeGreaterThan(0.04);
  }, 120_000);
});
