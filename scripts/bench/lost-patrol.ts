/**
 * The Lost Patrol engine: a random game in under 0.2 ms (>= 5,000 games/s on one core). Every game
 * is set up and played through the real applyAction pipeline (parse, check, apply, result), the
 * bot choosing among legalActions; the random bot reads no view, the others build it every step.
 */
import { playBotGame } from '../../engine/bots/play';
import { defaultOptions, lostPatrol, lostPatrolBots, type LostPatrolOptions } from '../../engine/games/lost-patrol';

const bot = (name: string) => lostPatrolBots.find((b) => b.name === name)!;
import type { BenchFigure, BenchModule } from '../bench';

interface Run {
  ms: number;
  wins: number[];
  steps: number;
}

function playMany(options: LostPatrolOptions, bots: string[], n: number, seed: number): Run {
  const wins = [0, 0];
  let steps = 0;
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    const g = playBotGame(lostPatrol, seed + i, options, bots.map(bot));
    const w = g.state.outcome?.winner;
    if (w === 0 || w === 1) wins[w] = (wins[w] ?? 0) + 1;
    steps += g.steps;
  }
  return { ms: performance.now() - t0, wins, steps };
}

/** Best of `reps` runs: the machine is shared, the best run is the least disturbed one. */
function best(options: LostPatrolOptions, bots: string[], n: number, reps: number): Run {
  let b = playMany(options, bots, n, 1_000_000);
  for (let r = 1; r < reps; r++) {
    const x = playMany(options, bots, n, 1_000_000);
    if (x.ms < b.ms) b = x;
  }
  return b;
}

const pct = (k: number | undefined, n: number): string => `${((100 * (k ?? 0)) / n).toFixed(1)}%`;

const bench: BenchModule = {
  title: 'Engine: The Lost Patrol bot games through the real pipeline (one core)',
  async run(): Promise<BenchFigure[]> {
    const base = { ...defaultOptions };
    const hunt = { ...defaultOptions, deserter: true };
    const split = { ...defaultOptions, deserter: true, pursuerGroups: [5, 5] };
    const both = { ...defaultOptions, mappingTheForest: true, trailOfBreadcrumbs: true };
    playMany(base, ['random'], 3000, 0);
    playMany(split, ['deserter-ai', 'pursuers-ai'], 300, 0);
    const n = 20_000;
    const rnd = best(base, ['random'], n, 3);
    const bn = 5_000;
    const bid = best(base, ['bidder'], bn, 2);
    const mini = best(both, ['random'], bn, 2);
    const des = best(hunt, ['random', 'random'], bn, 2);
    const ai = best(split, ['deserter-ai', 'pursuers-ai'], bn, 2);
    return [
      { name: 'random bot: time per game', value: rnd.ms / n, unit: 'ms', budget: 0.2, note: `${(rnd.steps / n).toFixed(1)} actions/game, win rate ${pct(rnd.wins[0], n)}` },
      { name: 'random bot: games per second', value: (n * 1000) / rnd.ms, unit: 'games/s', budget: 5_000, higherIsBetter: true },
      { name: 'bidder bot: time per game', value: bid.ms / bn, unit: 'ms', note: `${(bid.steps / bn).toFixed(1)} actions/game, win rate ${pct(bid.wins[0], bn)}, builds the view every step` },
      { name: 'random, Mapping the Forest + Breadcrumbs', value: mini.ms / bn, unit: 'ms', note: `${(mini.steps / bn).toFixed(1)} actions/game, win rate ${pct(mini.wins[0], bn)}` },
      { name: 'Deserter variant, random v random', value: des.ms / bn, unit: 'ms', budget: 0.2, note: `${(des.steps / bn).toFixed(1)} actions/game, Deserter wins ${pct(des.wins[0], bn)}` },
      { name: 'Deserter AI v Pursuers AI (2 groups)', value: ai.ms / bn, unit: 'ms', note: `${(ai.steps / bn).toFixed(1)} actions/game, Deserter wins ${pct(ai.wins[0], bn)}, Pursuers ${pct(ai.wins[1], bn)}` },
    ];
  },
};

export default bench;
export const { title, run } = bench;
