/**
 * Combat Patrol!'s veteran computer (issue 25: "within 1 s per activation on one core"): battles on
 * the sample table, the veteran against the tactical bot, sides swapped each battle, every veteran
 * choice timed in CPU time of this process; an activation's time is the sum of its choices (the one
 * that starts it, the one that continues it, any question it answers meanwhile). The figure is the
 * worst activation over the battles. The engine runs as the app ships it, bundled by esbuild
 * (../bundle-engine.ts). The veteran's work is a fixed count of imagined battles, so the same
 * battles are played every run: only the time varies with the machine and its load.
 */
import { availableParallelism, loadavg } from 'node:os';
import type { playBotGame as PlayBotGame } from '../../engine/bots/play';
import type { Bot } from '../../engine/core/contract';
import type * as CP from '../../engine/games/combat-patrol';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';

const engine = loadBundled<{
  playBotGame: typeof PlayBotGame;
  combatPatrol: typeof CP.combatPatrol;
  tacticalBot: Bot;
  veteranBot: Bot;
}>(
  `export { playBotGame } from './engine/bots/play';
   export { combatPatrol } from './engine/games/combat-patrol';
   export { tacticalBot } from './engine/games/combat-patrol/bots/tactical';
   export { veteranBot } from './engine/games/combat-patrol/bots/veteran';`,
  'veteran-bench',
);

const BATTLES = 4;
const FIRST_SEED = 1;

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const bench: BenchModule = {
  title: 'Combat Patrol! veteran computer: time per activation (sample table, against tactical)',
  async run(): Promise<BenchFigure[]> {
    const { combatPatrol } = engine;
    const parsed = combatPatrol.parseOptions({ scenario: 'sample', diceMode: 'rolled' });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const activations: number[] = [];
    const choices: number[] = [];
    let wins = 0;
    const wall0 = performance.now();
    for (let i = 0; i < BATTLES; i++) {
      const seat = i % 2;
      let spent = 0;
      let open = false;
      const timed: Bot = {
        ...engine.veteranBot,
        choose: (view, legal, rng, ctx) => {
          const s = ctx.sample(rng) as CP.CombatPatrolState;
          // A choice with no activation under way and no question starts a new activation.
          if (!s.activation && !s.pending && open) {
            activations.push(spent);
            spent = 0;
          }
          const c0 = cpuMs();
          const a = engine.veteranBot.choose(view, legal, rng, ctx);
          const ms = cpuMs() - c0;
          choices.push(ms);
          spent += ms;
          open = true;
          return a;
        },
      };
      const bots = seat === 0 ? [timed, engine.tacticalBot] : [engine.tacticalBot, timed];
      const g = engine.playBotGame(combatPatrol, FIRST_SEED + i, parsed.options, bots);
      if (open) activations.push(spent);
      if (g.result?.winner === seat) wins++;
    }
    const wall = performance.now() - wall0;
    activations.sort((a, b) => a - b);
    choices.sort((a, b) => a - b);
    const at = (xs: number[], p: number): number => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))] ?? 0;
    return [
      { name: 'veteran: worst activation ms (CPU)', value: at(activations, 1), unit: 'ms', budget: 1000, note: `of ${activations.length} activations in ${BATTLES} battles; veteran won ${wins}; wall ${(wall / 1000).toFixed(0)} s` },
      { name: 'veteran: activation, 95th percentile (CPU)', value: at(activations, 0.95), unit: 'ms' },
      { name: 'veteran: activation, median (CPU)', value: at(activations, 0.5), unit: 'ms' },
      { name: 'veteran: one choice, worst (CPU)', value: at(choices, 1), unit: 'ms', note: `of ${choices.length} choices` },
      { name: 'load average (1 min)', value: loadavg()[0] ?? 0, unit: '', note: `on ${availableParallelism()} cores` },
    ];
  },
};

export default bench;
export const { title, run } = bench;
