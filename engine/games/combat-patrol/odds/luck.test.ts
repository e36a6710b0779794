import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../../core/contract';
import { chanceOf, OddsRun, playOn } from '../../../odds';
import { matchLuck } from '../../../bots/matchup';
import { combatPatrolModule } from '../module';
import { battle, de, play, step, table, us } from '../testing';
import type { CombatPatrolState } from '../battle/types';
import { fireOdds } from './fire-odds';
import { battleLuck, LUCK_WEIGHTS, stepLuck, woundOutChance } from './luck';

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

  it('weighed as the battle odds weigh it, keeps its mean of nil over every face of the dice: each weight is known before the dice roll', () => {
    const s0 = play(battle(table({ models: [us('joe', 10, 20), de('jerry', 30, 20, { condition: 'light' }), de('hans', 40, 40), de('fritz', 40, 10, { condition: 'serious' })] })), shot);
    const k = 2 * LUCK_WEIGHTS.length;
    let mean = new Array<number>(k).fill(0);
    let spread = 0;
    for (let r = 1; r <= 10; r++) {
      const s1 = step(s0, 0, { type: 'dice', values: [r] });
      const l1 = battleLuck(s0, s1) ?? new Array<number>(k).fill(0);
      const q = s1.pending?.question;
      const after = q?.kind === 'dice' && q.die === '2D10'
        ? Array.from({ length: 100 }, (_, i) => battleLuck(s1, step(s1, q.seat, { type: 'dice', values: [1 + (i % 10), 1 + Math.floor(i / 10)] })) ?? new Array<number>(k).fill(0))
        : [new Array<number>(k).fill(0)];
      for (const l2 of after) {
        mean = mean.map((m, j) => m + ((l1[j] as number) + (l2[j] as number)) / 10 / after.length);
        spread = Math.max(spread, Math.abs((l1[1] as number) + (l2[1] as number)));
      }
    }
    for (const m of mean) expect(Math.abs(m)).toBeLessThan(1e-12);
    expect(spread).toBeGreaterThan(0.1);
    // The weights, from the state before: turn 1 of the battle's limit; the Germans 2 of 3 whole (Fritz out of action), the US all.
    const struck = step(s0, 0, { type: 'dice', values: [10] });
    const [, de1] = stepLuck(s0, struck);
    expect(battleLuck(s0, struck)).toEqual([0, de1, 0, de1! * (1 / s0.battle.turnLimit) ** 2, 0, de1! * (2 / 3), 0, de1! * 1]);
    // A step whose dice told nothing (a man holds): nothing to add.
    const fresh = battle(table({ models: [us('joe', 10, 20), de('jerry', 30, 20)] }));
    expect(battleLuck(fresh, step(fresh, 0, { type: 'hold', soldier: 'joe' }))).toBeNull();
  });

  it('sums to about nil over whole random battles of the sample, every weapon and grenade in them', () => {
    const parsed = combatPatrolModule.definition.parseOptions({ scenario: 'sample' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const start = combatPatrolModule.definition.setup(1, parsed.options);
    const t = playOn({ module: combatPatrolModule, state: start, seat: 0 }, 77, 0, 300);
    const n = t.games;
    const k = 2 * LUCK_WEIGHTS.length;
    expect(t.luck!.x).toHaveLength(k);
    for (let j = 0; j < k; j++) {
      const mean = (t.luck!.x[j] as number) / n;
      const sd = Math.sqrt((t.luck!.xx[j * k + j] as number) / n - mean * mean);
      expect(sd).toBeGreaterThan(j < 2 ? 0.05 : 0.01);
      expect(Math.abs(mean)).toBeLessThan((3 * sd) / Math.sqrt(n));
    }
  }, 60_000);
});

describe('the battle odds allowing for luck', () => {
  it('reach +/-3% on the sample at its start in about half the battles (fewer with the luck weighed by when it fell), and agree with the odds that do not', () => {
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
    // The luck as it is, not weighed by when it fell: more battles for the same margin.
    const unweighed: GameModule = { ...combatPatrolModule, odds: { ...combatPatrolModule.odds!, luck: matchLuck(combatPatrolModule.odds!.luck) } };
    const asItIs = new OddsRun({ module: unweighed, state, seat: 0 }, { seed: 1, margin: 0.03 }).runHere();
    expect(asItIs.done && asItIs.margin <= 0.03).toBe(true);
    expect(lucky.games).toBeLessThan(0.95 * asItIs.games);
    expect(Math.abs(lucky.chance - asItIs.chance)).toBeLessThanOrEqual(Math.hypot(lucky.margin, asItIs.margin));
    expect(Math.abs(lucky.chance - plain.chance)).toBeLessThanOrEqual(Math.hypot(lucky.margin, plain.margin));
    // The same games without the luck allowed for: a wider margin.
    expect(chanceOf({ games: lucky.tally.games, wins: lucky.tally.wins }).margin).toBeGreaterThan(0.04);
  }, 120_000);
});
