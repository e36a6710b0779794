/**
 * Patrol: Lost! budgets (docs/DESIGN.md and issue 12): a computer turn under 200 ms on one core (the
 * middle level well within it; the hard level spends a thinking budget calibrated to it, see
 * engine/games/patrol-lost/bots/budget.ts), and a whole game between the fastest levels under 0.5 s.
 * A "computer turn" is every decision one side makes in one game turn (a Good Guy turn is up to ten
 * moves and attacks, a Bad Guy turn its tiles, actions and fights). Games are played by the one bot
 * driver (playBotGame, botStep) through the real pipeline, the engine bundled as plain JavaScript as
 * the app runs it; times are CPU time of this one-threaded process, after a warm-up game, so a busy
 * machine does not inflate them.
 */
import type { playBotGame as PlayBotGame } from '../../engine/bots/play';
import type { patrolLostBots as Bots, patrolLost as PatrolLost, PatrolLostState } from '../../engine/games/patrol-lost';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';
import { cpuMs } from '../sim-match';

interface Engine {
  playBotGame: typeof PlayBotGame;
  patrolLost: typeof PatrolLost;
  patrolLostBots: typeof Bots;
}

function quantile(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

const bench: BenchModule = {
  title: 'Engine: Patrol: Lost! computer players (one core, CPU time, bundled engine)',
  async run(): Promise<BenchFigure[]> {
    const e = loadBundled<Engine>(
      `export { playBotGame } from './engine/bots/play'; export { patrolLost, patrolLostBots } from './engine/games/patrol-lost';`,
      'patrol-lost-bench',
    );
    const play = (seed: number, good: string, bad: string, onStep?: (s: { seat: number; before: PatrolLostState; ms: number }) => void) =>
      e.playBotGame(e.patrolLost, seed, { turnLimit: 60 }, [e.patrolLostBots[good]!, e.patrolLostBots[bad]!], onStep ? { onStep, now: cpuMs } : {});
    /** Every side's time per game turn, over `n` games from `seed`. */
    const turnsOf = (good: string, bad: string, n: number, seed: number): { all: number[]; bySeat: [number[], number[]] } => {
      play(seed - 1, good, bad);
      const bySeat: [number[], number[]] = [[], []];
      for (let i = 0; i < n; i++) {
        const perTurn: [number[], number[]] = [[], []];
        play(seed + i, good, bad, ({ seat, before, ms }) => {
          const t = perTurn[seat as 0 | 1];
          t[before.turn] = (t[before.turn] ?? 0) + ms;
        });
        for (const seat of [0, 1] as const) for (const ms of perTurn[seat]) if (ms !== undefined) bySeat[seat].push(ms);
      }
      return { all: [...bySeat[0], ...bySeat[1]], bySeat };
    };
    const gameMs = (good: string, bad: string, n: number): { ms: number; turns: number } => {
      play(0, good, bad);
      let turns = 0;
      const c0 = cpuMs();
      for (let i = 0; i < n; i++) turns += play(1000 + i, good, bad).state.turn;
      return { ms: (cpuMs() - c0) / n, turns: turns / n };
    };
    const med = turnsOf('medium', 'medium', 30, 1);
    const hard = turnsOf('hard', 'hard', 6, 101);
    const easy = gameMs('easy', 'easy', 300);
    const rnd = gameMs('random', 'random', 300);
    const f = (x: number) => x.toFixed(1);
    return [
      { name: 'medium: slowest computer turn (30 games)', value: Math.max(...med.all), unit: 'ms', budget: 200, note: `mean ${f(mean(med.all))} ms, p99 ${f(quantile(med.all, 0.99))} ms; Good Guys mean ${f(mean(med.bySeat[0]))}, Bad Guys ${f(mean(med.bySeat[1]))}; ${med.all.length} turns` },
      { name: 'medium: mean computer turn', value: mean(med.all), unit: 'ms', budget: 200 },
      { name: 'hard: slowest computer turn (6 games)', value: Math.max(...hard.all), unit: 'ms', budget: 200, note: `mean ${f(mean(hard.all))} ms, p99 ${f(quantile(hard.all, 0.99))} ms; Good Guys mean ${f(mean(hard.bySeat[0]))}, Bad Guys ${f(mean(hard.bySeat[1]))}; ${hard.all.length} turns` },
      { name: 'hard: mean computer turn', value: mean(hard.all), unit: 'ms', budget: 200 },
      { name: 'easy v easy: whole game', value: easy.ms, unit: 'ms', budget: 500, note: `${f(easy.turns)} turns a game, through the real pipeline with the log` },
      { name: 'random v random: whole game', value: rnd.ms, unit: 'ms', budget: 500, note: `${f(rnd.turns)} turns a game` },
    ];
  },
};

export default bench;
export const { title, run } = bench;
