/**
 * Combat Patrol! battle engine: a tactical-bot battle on the sample table, the exact odds of a
 * 10-model machine-gun arc (budget 5 ms, DESIGN.md), and replaying a 2,000-action battle from its
 * record (the replay part of loading one from the store: budget 0.5 s, with the store's own part to
 * come when the services wire the game in; the battle is two random bots with the dice typed in,
 * run to 2,000 actions). Wall time and this process's CPU time are both shown: the
 * machine is shared.
 */
import { replay } from '../../engine/core/pipeline';
import { combatPatrol } from '../../engine/games/combat-patrol/battle/definition';
import { sampleScenario } from '../../engine/games/combat-patrol/battle/setup';
import type { CombatPatrolState } from '../../engine/games/combat-patrol/battle/types';
import { playBattle } from '../../engine/games/combat-patrol/bots/play-battle';
import { randomBot } from '../../engine/games/combat-patrol/bots/random';
import { tacticalBot } from '../../engine/games/combat-patrol/bots/tactical';
import { availableParallelism, loadavg } from 'node:os';
import { fireOdds } from '../../engine/games/combat-patrol/odds/fire-odds';
import { placeSquad } from '../../engine/games/combat-patrol/formation';
import { squadTemplate } from '../../engine/games/combat-patrol/data';
import type { BenchFigure, BenchModule } from '../bench';

function timeIt(runs: number, fn: () => void): { median: number; best: number; cpu: number } {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpus.push((c.user + c.system) / 1000);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, best: times[0] ?? 0, cpu: cpus[Math.floor(runs / 2)] ?? 0 };
}

function options(extra: object, diceMode: 'rolled' | 'entered') {
  const parsed = combatPatrol.parseOptions({ scenario: { ...sampleScenario(), ...extra }, diceMode });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.options;
}

/** The sample table with ten of the US squad in a column 11-26 in in front of the MG42, all in its arc. */
function arcState(): CombatPatrolState {
  const doc = sampleScenario();
  const us = placeSquad({ template: squadTemplate('us-rifle-squad')!, squadId: 'us1', at: { x: 19.5, y: 26 }, facing: 270, formation: 'column', spacing: 1.6 });
  doc.models = [...doc.models.filter((m) => m.side === 'German'), ...us.slice(0, 10)];
  doc.battle = { firstMove: 'German' };
  const parsed = combatPatrol.parseOptions({ scenario: doc });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return combatPatrol.setup(1, parsed.options);
}

const bench: BenchModule = {
  title: 'Combat Patrol!: battle engine, odds and replay',
  async run(): Promise<BenchFigure[]> {
    const figures: BenchFigure[] = [];

    // A tactical battle on the sample table, both sides the tactical bot; every decision timed.
    const decisions: number[] = [];
    const bot = { ...tacticalBot, choose: (...a: Parameters<typeof tacticalBot.choose>) => {
      const t0 = performance.now();
      const r = tacticalBot.choose(...a);
      decisions.push(performance.now() - t0);
      return r;
    } };
    const battles = 3;
    let steps = 0;
    const whole = timeIt(battles, () => {
      steps += playBattle(1000 + decisions.length, options({}, 'rolled'), [bot, bot]).steps;
    });
    decisions.sort((a, b) => a - b);
    figures.push({ name: 'tactical v tactical battle, sample table', value: whole.median, unit: 'ms', note: `${(steps / battles).toFixed(0)} actions a battle; CPU ${whole.cpu.toFixed(0)} ms` });
    figures.push({ name: 'tactical bot decision, median', value: decisions[Math.floor(decisions.length / 2)] ?? 0, unit: 'ms' });
    figures.push({ name: 'tactical bot decision, 95th percentile', value: decisions[Math.floor(decisions.length * 0.95)] ?? 0, unit: 'ms', note: `of ${decisions.length} decisions` });

    // The exact odds of a machine-gun arc over ten soldiers, each query with its sight lines traced afresh.
    const s = arcState();
    const arc = { weapon: 'mg42', method: 'special' as const, bearing: 180 };
    const first = fireOdds(s, 'de1-2', arc);
    const caught = first.ok ? first.models.length : 0;
    for (let i = 0; i < 50; i++) fireOdds({ ...s, rules: { ...s.rules } }, 'de1-2', arc);
    const odds = timeIt(300, () => {
      fireOdds({ ...s, rules: { ...s.rules } }, 'de1-2', arc);
    });
    figures.push({ name: `exact odds of an MG arc over ${caught} models`, value: odds.median, unit: 'ms', budget: 5, note: `CPU ${odds.cpu.toFixed(2)} ms` });

    // A 2,000-action battle (dice typed in, so most actions are dice), replayed from its record.
    const long = options({ battle: { turnLimit: 99, breakPercent: null } }, 'entered');
    let seed = 77;
    let run = playBattle(seed, long, [randomBot, randomBot], { record: true, maxSteps: 2000 });
    while (!run.capped) run = playBattle(++seed, long, [randomBot, randomBot], { record: true, maxSteps: 2000 });
    const record = JSON.parse(JSON.stringify({ game: combatPatrol.id, version: combatPatrol.version, seed, options: long, actions: run.actions }));
    let ok = true;
    const rep = timeIt(7, () => {
      ok = replay(combatPatrol, record).ok && ok;
    });
    figures.push({ name: `replay a ${run.actions.length}-action battle (typed-in dice)`, value: rep.median, unit: 'ms', budget: 500, note: `${ok ? 'exact' : 'FAILED'}; best ${rep.best.toFixed(0)} ms; store load to add` });
    const load = `load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
    figures.push({ name: 'MG arc odds, CPU time', value: odds.cpu, unit: 'ms', budget: 5, note: load });
    figures.push({ name: `replay ${run.actions.length} actions, CPU time`, value: rep.cpu, unit: 'ms', budget: 500, note: load });
    return figures;
  },
};

export default bench;
export const { title, run } = bench;
