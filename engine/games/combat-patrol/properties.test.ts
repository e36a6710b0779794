import { stepText } from '../../core/gate';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { applyAction, replay } from '../../core/pipeline';
import { combatPatrol } from './battle/definition';
import { sampleScenario } from './battle/setup';
import type { CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, DiceRecord } from './battle/types';
import { randomBot } from './bots/random';
import { tacticalBot } from './bots/tactical';
import { weapon } from './data';
import { machineGunOf } from './rules/gun';
import { CHART_MAX, CHART_MIN, WOUND_CHART, woundBandOdds } from './rules/wounds';
import { freeze } from './testing';

const sample = sampleScenario();
const options = (diceMode: 'rolled' | 'entered' = 'rolled', turnLimit = 4): CombatPatrolOptions => {
  const parsed = combatPatrol.parseOptions({ scenario: { ...sample, battle: { turnLimit } }, diceMode });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.options;
};

describe('the wound chart', () => {
  it('covers 2 to 20, each total exactly once', () => {
    const seen = new Map<number, number>();
    for (const row of WOUND_CHART) for (let t = row.min; t <= row.max; t++) seen.set(t, (seen.get(t) ?? 0) + 1);
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: CHART_MAX - CHART_MIN + 1 }, (_, i) => i + CHART_MIN));
    expect([...seen.values()].every((n) => n === 1)).toBe(true);
  });

  it('its odds sum to 1, with any bonus', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), (bonus) => {
        const total = Object.values(woundBandOdds(bonus)).reduce((a, b) => a + b, 0);
        expect(total).toBeCloseTo(1, 12);
      }),
    );
  });
});

/** Checks one state's ammunition: never below zero, a gun's bursts within its belt or magazine. */
function ammoSound(s: CombatPatrolState): void {
  for (const m of s.soldiers) {
    for (const [id, left] of Object.entries(m.ammo)) expect(left, `${m.id} ${id}`).toBeGreaterThanOrEqual(0);
    if (m.gun) {
      const mg = machineGunOf(weapon(m.weaponId))!;
      expect(m.gun.uses).toBeGreaterThanOrEqual(0);
      expect(m.gun.uses).toBeLessThanOrEqual(mg.firesBeforeReload);
      expect(m.gun.reload).toBeGreaterThanOrEqual(0);
    }
  }
}

describe('battles played by bots', () => {
  it('ammunition is never negative, whatever the bots do', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        playBotGame(combatPatrol, seed, options('rolled', 3), [randomBot, randomBot], { onState: (s) => ammoSound(freeze(s)) });
      }),
      { numRuns: 3 },
    );
  }, 120_000);

  it('a replay from seed, options and actions (through JSON, as a save holds them) reproduces the battle exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), fc.constantFrom<'rolled' | 'entered'>('rolled', 'entered'), (seed, mode) => {
        const run = playBotGame(combatPatrol, seed, options(mode, 2), [randomBot, tacticalBot], { record: true });
        const record = JSON.parse(JSON.stringify({ game: combatPatrol.id, version: combatPatrol.version, seed, options: options(mode, 2), actions: run.actions }));
        const back = replay(combatPatrol, record);
        expect(back.ok).toBe(true);
        expect(JSON.stringify(back.ok && back.state)).toBe(JSON.stringify(run.state));
      }),
      { numRuns: 2 },
    );
  }, 120_000);

  it('an illegal or malformed action is refused and changes nothing', () => {
    const states: CombatPatrolState[] = [];
    playBotGame(combatPatrol, 11, options('entered', 2), [randomBot, randomBot], { onState: (s) => states.push(s) });
    const ids = ['us1-1', 'us1-5', 'de1-2', 'de1-3', 'nobody'];
    const junk = fc.oneof(
      fc.record({ type: fc.constantFrom('fire', 'move', 'run', 'hold', 'rally', 'reload', 'activate', 'first-aid', 'help-reload'), soldier: fc.constantFrom(...ids) }),
      fc.record({ type: fc.constant('fire'), soldier: fc.constantFrom(...ids), weapon: fc.constantFrom('m1-garand', 'mg42', 'hand-grenade', 'bazooka'), method: fc.constantFrom('standard', 'special', 'sniper'), target: fc.constantFrom(...ids) }),
      fc.record({ type: fc.constantFrom('move', 'run'), soldier: fc.constantFrom(...ids), path: fc.array(fc.record({ x: fc.double({ min: -20, max: 70, noNaN: true }), y: fc.double({ min: -20, max: 70, noNaN: true }) }), { minLength: 0, maxLength: 10 }) }),
      fc.record({ type: fc.constant('dice'), values: fc.array(fc.integer({ min: -2, max: 25 }), { maxLength: 3 }) }),
      fc.record({ type: fc.constantFrom('scatter', 'stop-at', 'let-run', 'deploy-done', 'end-activation', 'start', 'teleport') }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: states.length - 1 }), fc.integer({ min: 0, max: 1 }), junk, (i, seat, raw) => {
        const s = freeze(states[i] as CombatPatrolState);
        const before = JSON.stringify(s);
        const res = applyAction(combatPatrol, s, seat, raw);
        if (res.ok) {
          // A random action can be legal; then it must be one the rules list or accept, and the input is still untouched.
          expect(combatPatrol.check(s, res.action, seat)).toBeNull();
        } else {
          expect(res.error.message.length).toBeGreaterThan(5);
        }
        expect(JSON.stringify(s)).toBe(before);
      }),
      { numRuns: 400 },
    );
  }, 120_000);
});

/** The battle's log, step by step, and its dice, from a rolled battle. */
function rolledBattle(seed: number) {
  const steps: Array<{ action: unknown; seat: number; rolls: DiceRecord[]; lines: string[] }> = [];
  const run = playBotGame(combatPatrol, seed, options('rolled', 2), [tacticalBot, randomBot], { record: true });
  let s = combatPatrol.setup(seed, options('rolled', 2));
  const setupRolls = s.rolls;
  const setupLines = stepText(combatPatrol, s.events);
  for (const a of run.actions) {
    const r = applyAction(combatPatrol, s, a.seat, a.action);
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
    steps.push({ action: a.action, seat: a.seat, rolls: s.rolls, lines: stepText(combatPatrol, s.events) });
  }
  return { setupRolls, setupLines, steps, final: s };
}

describe('dice typed in give the same battle as dice rolled', () => {
  it('same values, same log, same soldiers, same result', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e6 }), (seed) => {
        const rolled = rolledBattle(seed);
        const queue: number[][] = [...rolled.setupRolls.map((r) => r.values), ...rolled.steps.flatMap((x) => x.rolls.map((r) => r.values))];
        const log: string[] = [];
        let s = combatPatrol.setup(seed ^ 0xabcdef, options('entered', 2)); // a different seed: entered dice never touch the generator
        log.push(...stepText(combatPatrol, s.events));
        const typeDice = (): void => {
          while (s.pending?.question.kind === 'dice') {
            const values = queue.shift();
            if (!values) throw new Error('ran out of recorded dice');
            const r = applyAction(combatPatrol, s, s.pending.question.seat, { type: 'dice', values });
            if (!r.ok) throw new Error(r.error.message);
            s = r.state;
            log.push(...stepText(combatPatrol, s.events));
          }
        };
        typeDice();
        for (const st of rolled.steps) {
          const r = applyAction(combatPatrol, s, st.seat, st.action as CombatPatrolAction);
          if (!r.ok) throw new Error(r.error.message);
          s = r.state;
          log.push(...stepText(combatPatrol, s.events));
          typeDice();
        }
        expect(queue).toEqual([]);
        expect(log).toEqual([...rolled.setupLines, ...rolled.steps.flatMap((x) => x.lines)]);
        expect(s.soldiers).toEqual(rolled.final.soldiers);
        expect(s.outcome).toEqual(rolled.final.outcome);
        expect(combatPatrol.view(s, 0).afterAction).toEqual(combatPatrol.view(rolled.final, 0).afterAction);
      }),
      { numRuns: 2 },
    );
  }, 120_000);
});
