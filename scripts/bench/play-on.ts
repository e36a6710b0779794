/**
 * The live odds' inner loop, short and on one thread: Endless Patrol games played on by the greedy
 * bot (engine/odds `playOn`) from even positions (as ./odds.ts picks them: a fire phase near 50%
 * in a game the greedy bot lost). CPU time a game, best and median of 3 runs. It measures what
 * ./odds.ts's figures are made of in ~15 s, where that bench takes minutes: for comparing two
 * builds of the engine (engine/README.md, "One copy-on-write style").
 */
import type { GameModule } from '../../engine/core/contract';
import type { playBotGame as PlayBotGame } from '../../engine/bots/play';
import type { playOn as PlayOn } from '../../engine/odds';
import type { BenchFigure, BenchModule } from '../bench';
import { loadBundled } from '../bundle-engine';

const POSITIONS = 4;
const GAMES = 6000;

function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

const bench: BenchModule = {
  title: 'Odds play-on: Endless Patrol greedy games from even positions (one thread, CPU time)',
  async run(): Promise<BenchFigure[]> {
    const l = loadBundled<{ playOn: typeof PlayOn; playBotGame: typeof PlayBotGame; endlessPatrolModule: GameModule }>(
      `export { playOn } from './engine/odds';
       export { playBotGame } from './engine/bots/play';
       export { endlessPatrolModule } from './engine/games/endless-patrol';`,
      'play-on-bench',
    );
    const module = l.endlessPatrolModule;
    const def = module.definition;
    const greedy = module.bots.find((b) => b.name === 'greedy')!;
    const parsed = def.parseOptions({});
    if (!parsed.ok) throw new Error(parsed.error.message);
    const states: unknown[] = [];
    for (let seed = 1; states.length < POSITIONS && seed < 100_000; seed++) {
      const g = l.playBotGame(def, seed, parsed.options, greedy, { record: true });
      if (g.result?.winner === 0) continue;
      let state = def.setup(seed, parsed.options);
      const fire: unknown[] = [];
      for (const a of g.actions) {
        if ((state as { phase: string }).phase === 'fire' && def.legalActions(state, 0).length >= 2) fire.push(state);
        state = def.apply(state, a.action, 0);
      }
      for (const s of fire.reverse()) {
        const t = l.playOn({ module, state: s as never, seat: 0 }, seed, 0, 200);
        const p = t.wins / t.games;
        if (p < 0.4) continue;
        if (p < 0.6) states.push(s);
        break;
      }
    }
    for (const s of states) l.playOn({ module, state: s as never, seat: 0 }, 1, 0, 1000); // warm up
    const runs: number[] = [];
    for (let r = 0; r < 3; r++) {
      const c0 = cpuMs();
      for (const [i, s] of states.entries()) l.playOn({ module, state: s as never, seat: 0 }, 1000 + i, 0, GAMES);
      runs.push((cpuMs() - c0) / (GAMES * states.length));
    }
    runs.sort((a, b) => a - b);
    return [
      { name: 'play-on game, best of 3', value: runs[0] as number, unit: 'ms', note: `median ${(runs[1] as number).toFixed(4)} ms; ${states.length} even positions x ${GAMES} games` },
    ];
  },
};

export default bench;
export const { title, run } = bench;
