/**
 * `npx tsx scripts/sim-patrol-lost.ts --games N --seed S --good BOT --bad BOT [--json]`
 * Plays N headless Patrol: Lost! games, the Good Guys and the Bad Guys each played by a computer
 * level, through the real pipeline; prints who won, turns, losses and time per turn.
 * (Becomes `npm run sim -- patrol-lost ...` once the shared sim lists this game.)
 */
import { patrolLostBots } from '../engine/games/patrol-lost/bots/index';
import { playMatch, type MatchSummary } from '../engine/games/patrol-lost/bots/match';

export interface PatrolLostSimArgs {
  games: number;
  seed: number;
  good: string;
  bad: string;
  json: boolean;
}

export const usage = `Usage: npx tsx scripts/sim-patrol-lost.ts [--games N] [--seed S] [--good BOT] [--bad BOT] [--json]\n  Bots: ${Object.keys(patrolLostBots).join(', ')}`;

export function parseArgs(argv: string[]): PatrolLostSimArgs | string {
  const args: PatrolLostSimArgs = { games: 100, seed: 1, good: 'easy', bad: 'easy', json: false };
  const rest = argv.filter((a) => a !== 'patrol-lost');
  while (rest.length > 0) {
    const a = rest.shift() as string;
    if (a === '--json') {
      args.json = true;
      continue;
    }
    const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = inline ?? rest.shift();
    if (value === undefined) return `${flag} needs a value.`;
    if (flag === '--games') {
      if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 1_000_000) return `--games must be a whole number from 1 to 1000000, not "${value}".`;
      args.games = Number(value);
    } else if (flag === '--seed') {
      if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) return `--seed must be a whole number from 0 to 4294967295, not "${value}".`;
      args.seed = Number(value);
    } else if (flag === '--good' || flag === '--bad') {
      if (!patrolLostBots[value]) return `Unknown bot "${value}". Known: ${Object.keys(patrolLostBots).join(', ')}.`;
      args[flag === '--good' ? 'good' : 'bad'] = value;
    } else return `Unknown flag ${flag}.`;
  }
  return args;
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;

export function formatMatch(m: MatchSummary): string {
  return [
    `Patrol: Lost!, Good Guys ${m.good} v Bad Guys ${m.bad}: ${m.games} games from seed ${m.seed}`,
    `Good Guys win ${m.goodWins} (${pct(m.goodWins, m.games)})   Bad Guys win ${m.badWins} (${pct(m.badWins, m.games)})   draws ${m.draws} (${pct(m.draws, m.games)})`,
    `Mean turns ${m.meanTurns.toFixed(1)}   Good Guys lost ${m.meanGoodLost.toFixed(2)}   Bad Guys killed ${m.meanBadKilled.toFixed(2)}   actions ${m.meanActions.toFixed(0)}`,
    `Time: ${(m.ms / m.games).toFixed(1)} ms/game; per computer turn: Good Guys ${m.goodMsPerTurn.toFixed(2)} ms, Bad Guys ${m.badMsPerTurn.toFixed(2)} ms (slowest ${m.slowestTurnMs.toFixed(0)} ms)`,
  ].join('\n');
}

export function runSim(argv: string[], out: (s: string) => void, err: (s: string) => void): number {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    err(`${args}\n${usage}`);
    return 2;
  }
  const m = playMatch({ games: args.games, seed: args.seed, good: args.good, bad: args.bad, now: () => performance.now() });
  out(args.json ? JSON.stringify(m) : formatMatch(m));
  return 0;
}

const entry = process.argv[1] ?? '';
if (/(^|[\\/])sim-patrol-lost\.ts$/.test(entry)) {
  process.exitCode = runSim(process.argv.slice(2), (s) => console.log(s), (s) => console.error(s));
}
