/**
 * Combat Patrol! (docs/DESIGN.md budgets): a tactical-bot battle on the sample table, the exact
 * odds of a 10-model machine-gun arc (under 5 ms), replaying a 2,000-action battle from its record,
 * and loading that battle from the store (under 0.5 s). The battle is two random bots with the dice
 * typed in (so most actions are dice), the turn limit and the break test off, cut at 2,000 actions.
 * Bots play through the one bot driver (engine/bots playBotGame -> botStep). The engine runs as the
 * app ships it, bundled by esbuild (./bundle.ts); the store load goes through the real services
 * and SQLite under tsx, as scripts/bench/store.ts does (slower than the app's bundle: an upper bound).
 * Single-thread figures are CPU time of this process (the machine is shared); wall time in the note.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { playBotGame as PlayBotGame } from '../../engine/bots/play';
import type { Bot } from '../../engine/core/contract';
import type { replay as Replay } from '../../engine/core/pipeline';
import type * as CP from '../../engine/games/combat-patrol';
import type { placeSquad as PlaceSquad } from '../../engine/games/combat-patrol/formation';
import type { squadTemplate as SquadTemplate } from '../../engine/games/combat-patrol/data';
import { gameModules } from '../../engine/games';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';

const engine = loadBundled<{
  playBotGame: typeof PlayBotGame;
  replay: typeof Replay;
  combatPatrol: typeof CP.combatPatrol;
  sampleScenario: typeof CP.sampleScenario;
  fireOdds: typeof CP.fireOdds;
  placeSquad: typeof PlaceSquad;
  squadTemplate: typeof SquadTemplate;
  randomBot: Bot;
  tacticalBot: Bot;
}>(
  `export { playBotGame } from './engine/bots/play';
   export { replay } from './engine/core/pipeline';
   export { combatPatrol, sampleScenario, fireOdds } from './engine/games/combat-patrol';
   export { placeSquad } from './engine/games/combat-patrol/formation';
   export { squadTemplate } from './engine/games/combat-patrol/data';
   export { randomBot } from './engine/games/combat-patrol/bots/random';
   export { tacticalBot } from './engine/games/combat-patrol/bots/tactical';`,
  'combat-patrol-bench',
);
const { combatPatrol } = engine;

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

/** Median wall and CPU time of `runs` calls, and the best wall time. */
function timeIt(runs: number, fn: () => void): { median: number; best: number; cpu: number } {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < runs; i++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
    cpus.push(cpuMs() - c0);
  }
  times.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)] ?? 0, best: times[0] ?? 0, cpu: cpus[Math.floor(runs / 2)] ?? 0 };
}

function parsed(raw: unknown): CP.CombatPatrolOptions {
  const p = combatPatrol.parseOptions(raw);
  if (!p.ok) throw new Error(p.error.message);
  return p.options;
}

/** The sample table with ten of the US squad in a column 11-26 in in front of the MG42, all in its arc. */
function arcState(): CP.CombatPatrolState {
  const doc = engine.sampleScenario();
  const us = engine.placeSquad({ template: engine.squadTemplate('us-rifle-squad')!, squadId: 'us1', at: { x: 19.5, y: 26 }, facing: 270, formation: 'column', spacing: 1.6 });
  doc.models = [...doc.models.filter((m) => m.side === 'German'), ...us.slice(0, 10)];
  doc.battle = { firstMove: 'German' };
  return combatPatrol.setup(1, parsed({ scenario: doc }));
}

/** A tactical battle on the sample table, both sides the tactical bot; every decision timed. */
function tacticalBattles(): BenchFigure[] {
  const decisions: number[] = [];
  const bot: Bot = { ...engine.tacticalBot, choose: (...a) => {
    const t0 = performance.now();
    const r = engine.tacticalBot.choose(...a);
    decisions.push(performance.now() - t0);
    return r;
  } };
  const battles = 3;
  let steps = 0;
  let seed = 1000;
  const whole = timeIt(battles, () => {
    steps += engine.playBotGame(combatPatrol, seed++, parsed({ diceMode: 'rolled' }), bot).steps;
  });
  decisions.sort((a, b) => a - b);
  return [
    { name: 'tactical v tactical battle, sample table (CPU)', value: whole.cpu, unit: 'ms', note: `${(steps / battles).toFixed(0)} actions a battle; wall ${whole.median.toFixed(0)} ms` },
    { name: 'tactical bot decision, median (wall)', value: decisions[Math.floor(decisions.length / 2)] ?? 0, unit: 'ms' },
    { name: 'tactical bot decision, 95th percentile (wall)', value: decisions[Math.floor(decisions.length * 0.95)] ?? 0, unit: 'ms', note: `of ${decisions.length} decisions` },
  ];
}

/** The exact odds of a machine-gun arc over ten soldiers, each query with its sight lines traced afresh. */
function arcOdds(): BenchFigure {
  const s = arcState();
  const arc = { weapon: 'mg42', method: 'special' as const, bearing: 180 };
  const first = engine.fireOdds(s, 'de1-2', arc);
  const caught = first.ok ? first.models.length : 0;
  for (let i = 0; i < 50; i++) engine.fireOdds({ ...s, rules: { ...s.rules } }, 'de1-2', arc);
  const odds = timeIt(300, () => {
    engine.fireOdds({ ...s, rules: { ...s.rules } }, 'de1-2', arc);
  });
  return { name: `exact odds of an MG arc over ${caught} models (CPU)`, value: odds.cpu, unit: 'ms', budget: 5, note: `wall ${odds.median.toFixed(2)} ms` };
}

const LONG = 2000;
const app = { version: 'bench', host: 'browser' as const, dataPath: '' };

/**
 * The 2,000-action battle: a scenario stored like the table editor's (the sample, no turn limit, no
 * break test), the battle recorded by the random bots, then made a save the way the app makes one
 * (saves.create from the scenario's id) and its moves played in through saves.act.
 */
async function longBattle(dir: string): Promise<{ path: string; id: string; record: unknown; actions: number }> {
  const path = join(dir, 'battle.db');
  const store = Store.open(path);
  const api = createApiHandler(createServices({ store, modules: gameModules, app }));
  const created = await api.handle('scenarios.create', { name: 'Long battle', template: 'sample' });
  if (!created.ok) throw new Error(created.error.message);
  const { summary, doc } = created.value as { summary: { id: string }; doc: CP.Scenario };
  const long = { ...doc, battle: { ...doc.battle, turnLimit: 99, breakPercent: null } };
  const saved = await api.handle('scenarios.save', { id: summary.id, doc: long, expectedRevision: 0 });
  if (!saved.ok) throw new Error(saved.error.message);
  const options = parsed({ scenario: long, diceMode: 'entered' });
  let seed = 77;
  let run = engine.playBotGame(combatPatrol, seed, options, engine.randomBot, { record: true, maxSteps: LONG });
  while (!run.capped) run = engine.playBotGame(combatPatrol, ++seed, options, engine.randomBot, { record: true, maxSteps: LONG });
  const save = await api.handle('saves.create', { game: 'combat-patrol', seed, options: { scenario: summary.id, diceMode: 'entered' } });
  if (!save.ok) throw new Error(save.error.message);
  const id = (save.value as { save: { id: string } }).save.id;
  for (const a of run.actions) {
    const r = await api.handle('saves.act', { id, seat: a.seat, action: a.action });
    if (!r.ok) throw new Error(r.error.message);
  }
  store.close();
  return { path, id, record: JSON.parse(JSON.stringify({ game: combatPatrol.id, version: combatPatrol.version, seed, options, actions: run.actions })), actions: run.actions.length };
}

/** Opening the battle cold: the store file opened, the save loaded (snapshot + replay), its envelope built. */
async function loadFromStore(path: string, id: string): Promise<{ median: number; cpu: number; count: number }> {
  let count = 0;
  const walls: number[] = [];
  const cpus: number[] = [];
  for (let k = 0; k < 5; k++) {
    const c0 = cpuMs();
    const t0 = performance.now();
    const store = Store.open(path);
    const api = createApiHandler(createServices({ store, modules: gameModules, app }));
    const r = await api.handle('saves.open', { id, seat: 0 });
    walls.push(performance.now() - t0);
    cpus.push(cpuMs() - c0);
    if (!r.ok) throw new Error(r.error.message);
    count = (r.value as { save: { actionCount: number } }).save.actionCount;
    store.close();
  }
  walls.sort((a, b) => a - b);
  cpus.sort((a, b) => a - b);
  return { median: walls[2] ?? 0, cpu: cpus[2] ?? 0, count };
}

const bench: BenchModule = {
  title: 'Combat Patrol!: battles, odds, replay and loading from the store',
  async run(): Promise<BenchFigure[]> {
    const figures: BenchFigure[] = [...tacticalBattles(), arcOdds()];
    const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-bench-cp-'));
    try {
      const battle = await longBattle(dir);
      let ok = true;
      const rep = timeIt(7, () => {
        ok = engine.replay(combatPatrol, battle.record as Parameters<typeof engine.replay>[1]).ok && ok;
      });
      figures.push({ name: `replay a ${battle.actions}-action battle from its record (CPU)`, value: rep.cpu, unit: 'ms', note: `${ok ? 'exact' : 'FAILED'}; wall ${rep.median.toFixed(0)} ms` });
      const load = await loadFromStore(battle.path, battle.id);
      figures.push({
        name: `load that battle from the store (CPU, median of 5)`, value: load.cpu, unit: 'ms', budget: 500,
        note: `${load.count} actions loaded; wall ${load.median.toFixed(0)} ms; snapshot every 100 actions`,
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    figures.push({ name: 'load average (1 min)', value: loadavg()[0] ?? 0, unit: '', note: `on ${availableParallelism()} cores` });
    return figures;
  },
};

export default bench;
export const { title, run } = bench;
