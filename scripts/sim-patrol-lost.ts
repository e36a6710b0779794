/**
 * `npx tsx scripts/sim-patrol-lost.ts [patrol-lost] --games N --seed S --good BOT --bad BOT [--json]`
 * Plays N headless Patrol: Lost! games, the Good Guys and the Bad Guys each played by a computer
 * level, through the real pipeline; prints who won, turns, losses and the computer's time per turn
 * (CPU time of this process). The engine is bundled with esbuild first and run as plain JavaScript,
 * as the app runs it: under the TypeScript loader every imported function is a getter call, which
 * makes searching bots about three times slower. Same arguments, same results (timing aside).
 * (Becomes `npm run sim -- patrol-lost ...` once the shared sim lists this game.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildSync } from 'esbuild';
import { patrolLostBots } from '../engine/games/patrol-lost/bots/index';
import type * as MatchModule from '../engine/games/patrol-lost/bots/match';
import type { MatchSummary } from '../engine/games/patrol-lost/bots/match';

const here = dirname(fileURLToPath(import.meta.url));

/** The match driver module, bundled with the engine into one plain script (in a temp folder). */
export async function bundledMatch(): Promise<typeof MatchModule> {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-lost-sim-'));
  const out = join(dir, 'match.mjs');
  try {
    buildSync({ entryPoints: [resolve(here, '../engine/games/patrol-lost/bots/match.ts')], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning' });
    return (await import(pathToFileURL(out).href)) as typeof MatchModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** CPU time of this process in ms: on a shared machine it measures our work, not our waiting. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

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
    `CPU time: ${(m.ms / m.games).toFixed(1)} ms/game; per computer turn: Good Guys ${m.goodMsPerTurn.toFixed(2)} ms, Bad Guys ${m.badMsPerTurn.toFixed(2)} ms (slowest ${m.slowestTurnMs.toFixed(0)} ms)`,
  ].join('\n');
}

export async function runSim(argv: string[], out: (s: string) => void, err: (s: string) => void): Promise<number> {
  const args = parseArgs(argv);
  if (typeof args === 'string') {
    err(`${args}\n${usage}`);
    return 2;
  }
  const { playMatch } = await bundledMatch();
  const m = playMatch({ games: args.games, seed: args.seed, good: args.good, bad: args.bad, now: cpuMs });
  out(args.json ? JSON.stringify(m) : formatMatch(m));
  return 0;
}

const entry = process.argv[1] ?? '';
if (/(^|[\\/])sim-patrol-lost\.ts$/.test(entry)) {
  void runSim(process.argv.slice(2), (s) => console.log(s), (s) => console.error(s)).then((code) => {
    process.exitCode = code;
  });
}
