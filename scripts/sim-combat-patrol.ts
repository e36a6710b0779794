/**
 * `npx tsx scripts/sim-combat-patrol.ts [combat-patrol] --scenario sample|FILE.json --games N
 *   [--seed S] [--us BOT] [--german BOT] [--dice rolled|entered] [--json]`
 * Plays bot battles through the real pipeline. Without --us/--german: the tactical bot against the
 * random one from both sides of the table, and says how often tactical won. Same arguments, same
 * results (timing aside). Bad arguments: a message and exit code 2. (Stands apart from
 * scripts/sim.ts until the games share one registry; then `npm run sim -- combat-patrol ...`.)
 */
import { readFileSync } from 'node:fs';
import { battleBot, battleBots, duel, winsOf, type MatchupSummary } from '../engine/games/combat-patrol/bots/duel';
import { combatPatrol } from '../engine/games/combat-patrol/battle/definition';
import type { CombatPatrolOptions } from '../engine/games/combat-patrol/battle/types';

export const usage =
  'Usage: npx tsx scripts/sim-combat-patrol.ts [combat-patrol] --scenario sample|FILE.json [--games N] [--seed S] [--us BOT] [--german BOT] [--dice rolled|entered] [--json]\n' +
  `Bots: ${battleBots.map((b) => b.name).join(', ')}`;

export interface CpSimArgs {
  options: CombatPatrolOptions;
  scenarioName: string;
  games: number;
  seed: number;
  us: string | null;
  german: string | null;
  json: boolean;
}

export function parseArgs(argv: string[], readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): CpSimArgs | string {
  let scenario: unknown = 'sample';
  let games = 20;
  let seed = 1;
  let us: string | null = null;
  let german: string | null = null;
  let dice = 'rolled';
  let json = false;
  const rest = argv.slice();
  if (rest[0] === 'combat-patrol') rest.shift();
  while (rest.length > 0) {
    const flag = rest.shift() as string;
    if (flag === '--json') {
      json = true;
      continue;
    }
    const value = rest.shift();
    if (value === undefined) return `${flag} needs a value.`;
    if (flag === '--scenario') {
      if (value === 'sample') scenario = 'sample';
      else {
        try {
          scenario = JSON.parse(readFile(value)) as unknown;
        } catch (e) {
          return `Could not read the scenario file ${value}: ${(e as Error).message}`;
        }
      }
    } else if (flag === '--games') {
      if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 100_000) return `--games must be a whole number from 1 to 100000, not "${value}".`;
      games = Number(value);
    } else if (flag === '--seed') {
      if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) return `--seed must be a whole number from 0 to 4294967295, not "${value}".`;
      seed = Number(value);
    } else if (flag === '--us' || flag === '--german') {
      if (!battleBot(value)) return `Unknown bot "${value}". Known: ${battleBots.map((b) => b.name).join(', ')}.`;
      if (flag === '--us') us = value;
      else german = value;
    } else if (flag === '--dice') {
      if (value !== 'rolled' && value !== 'entered') return `--dice must be rolled or entered, not "${value}".`;
      dice = value;
    } else return `Unknown flag ${flag}.`;
  }
  if ((us === null) !== (german === null)) return 'Give both --us and --german, or neither (tactical against random from both sides).';
  const parsed = combatPatrol.parseOptions({ scenario, diceMode: dice });
  if (!parsed.ok) return parsed.error.message;
  return { options: parsed.options, scenarioName: parsed.options.scenario.name, games, seed, us, german, json };
}

const pct = (k: number, n: number): string => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`;

export function format(results: readonly MatchupSummary[], a: CpSimArgs): string {
  const lines = [`Combat Patrol!, ${a.scenarioName}: ${a.games} battles per matchup from seed ${a.seed}`];
  for (const r of results) {
    lines.push(
      `${r.us} (US) v ${r.german} (German): US ${r.usWins} (${pct(r.usWins, r.games)}), German ${r.germanWins} (${pct(r.germanWins, r.games)}), draws ${r.draws}, unfinished ${r.unfinished}`,
      `  ended by: ${Object.entries(r.reasons).filter(([, n]) => n > 0).map(([k, n]) => `${k} ${n}`).join(', ') || '-'}; mean turns ${r.meanTurns.toFixed(1)}, actions ${r.meanActions.toFixed(0)}; out of action US ${r.meanUsOutOfAction.toFixed(1)}, German ${r.meanGermanOutOfAction.toFixed(1)}; ${(r.ms / r.games).toFixed(0)} ms a battle`,
    );
  }
  if (a.us === null) {
    const t = winsOf('tactical', results);
    lines.push(`Tactical won ${t.wins} of ${t.games} battles against random (${pct(t.wins, t.games)}), drew ${t.draws}.`);
  }
  return lines.join('\n');
}

export function runCpSim(argv: string[], out: (s: string) => void, err: (s: string) => void): number {
  const a = parseArgs(argv);
  if (typeof a === 'string') {
    err(`${a}\n${usage}`);
    return 2;
  }
  const tactical = battleBot('tactical')!;
  const random = battleBot('random')!;
  const matchups = a.us !== null && a.german !== null ? [[battleBot(a.us)!, battleBot(a.german)!] as const] : ([[tactical, random], [random, tactical]] as const);
  const results = duel({ options: a.options, games: a.games, seed: a.seed, matchups, now: () => performance.now() });
  out(a.json ? JSON.stringify(results) : format(results, a));
  return 0;
}

const entry = process.argv[1] ?? '';
if (/(^|[\\/])sim-combat-patrol\.ts$/.test(entry)) {
  process.exitCode = runCpSim(process.argv.slice(2), (s) => console.log(s), (s) => console.error(s));
}
