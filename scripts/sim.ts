/**
 * `npm run sim -- <game> --games N --seed S --bot NAME [--options JSON] [--json]`
 * Plays N headless bot games through the real pipeline and the one bot driver, and prints the
 * figures. Generic over engine/games (games) and their modules' bots:
 * - a solo game (Endless Patrol): the win rate, the casualty histogram, mean turns and speed;
 * - a game whose module names variants and that one person may play alone (The Lost Patrol): a
 *   win rate per variant (scripts/sim-variants.ts, `--variant`);
 * - a game of two sides (Combat Patrol!): bots against each other from both sides
 *   (scripts/sim-matchups.ts, `--bot`, `--against`, `--variant`, `--scenario sample|FILE.json`),
 *   e.g. `npm run sim -- combat-patrol --scenario sample --games 20`: tactical against random;
 * - a two-sided game without variants (Patrol: Lost!): a bot per side, each named by a flag from
 *   the seat's name (`--good BOT --bad BOT`), each side's wins (scripts/sim-match.ts).
 * Same arguments, same results (timing aside). Bad arguments: a message and exit code 2.
 */
import { readFileSync } from 'node:fs';
import { simulate, type SimSummary } from '../engine/bots/simulate';
import { gameModules, games, getGame } from '../engine/games';
import { simBot, simBotNames } from './sim-bots';
import { formatMatch, MATCH_GAMES, runMatch, seatFlags } from './sim-match';
import { formatMatchups, matchupOptions, runMatchups } from './sim-matchups';
import { formatVariants, runVariants, VARIANT_GAMES, variantsOf } from './sim-variants';

export interface SimArgs {
  game: string;
  games: number;
  seed: number;
  bot: string;
  /** Two-seat games: whether --bot was given (else every bot plays `against`). */
  botGiven: boolean;
  /** Two-seat games: the bot every other bot plays against (default random). */
  against: string;
  options: unknown;
  json: boolean;
  /** Games with variants: which variant(s) to play; null = every one (solo variants) or the defaults (two-seat games). */
  variant: string | null;
  /** Deserter variant seats (The Lost Patrol): the Deserter's and the Pursuers' bots. */
  deserter: string;
  pursuers: string;
  /** Two-sided games (MATCH_GAMES): the bot of each seat named by its flag (`--good`, `--bad`); others play `bot`. */
  seatBots: Record<string, string>;
}

/** Games of two sides, always (Combat Patrol!): played as bot against bot, from both sides. */
export function isMatchupGame(id: string): boolean {
  return (getGame(id)?.seats.min ?? 0) >= 2 && !MATCH_GAMES.includes(id);
}

/** Games a side, when --games is not given: a two-sided battle is slower than a solo game. */
const DEFAULT_GAMES = 1000;
const DEFAULT_MATCHUP_GAMES = 20;

export const usage =
  'Usage: npm run sim -- <game> [--games N] [--seed S] [--bot NAME] [--options JSON] [--json]\n' +
  VARIANT_GAMES.map((g) => `  ${g} also: [--variant ${Object.keys(variantsOf(g)).join('|')}|all] [--deserter NAME] [--pursuers NAME]\n`).join('') +
  Object.keys(games).filter(isMatchupGame).map((g) => {
    const v = Object.keys(variantsOf(g));
    return `  ${g} (two sides, ${DEFAULT_MATCHUP_GAMES} games a side unless --games): [--against NAME] [--scenario sample|FILE.json]${v.length > 0 ? ` [--variant ${v.join('|')}|all]` : ''}; without --bot, every bot against --against\n`;
  }).join('') +
  MATCH_GAMES.map((g) => `  ${g} also: ${seatFlags(getGame(g)!).map((f) => `[--${f} NAME]`).join(' ')} (a bot per side; --bot fills the rest)\n`).join('') +
  `Games: ${Object.keys(games).join(', ') || '(none)'}`;

/** Parses the command line (after the script name); a string is the reason it is refused. */
export function parseSimArgs(argv: string[], readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): SimArgs | string {
  const args: SimArgs = { game: '', games: DEFAULT_GAMES, seed: 1, bot: 'random', botGiven: false, against: 'random', options: undefined, json: false, variant: null, deserter: 'deserter-ai', pursuers: 'pursuers-ai', seatBots: {} };
  let gamesGiven = false;
  let scenario: unknown;
  const rest = argv.slice();
  while (rest.length > 0) {
    const a = rest.shift() as string;
    if (a === '--json') {
      args.json = true;
      continue;
    }
    if (a.startsWith('--')) {
      const [flag, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
      const value = inline ?? rest.shift();
      if (value === undefined) return `${flag} needs a value.`;
      if (flag === '--games') {
        if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > 10_000_000) return `--games must be a whole number from 1 to 10000000, not "${value}".`;
        args.games = Number(value);
        gamesGiven = true;
      } else if (flag === '--seed') {
        if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) return `--seed must be a whole number from 0 to 4294967295, not "${value}".`;
        args.seed = Number(value);
      } else if (flag === '--bot') {
        args.bot = value;
        args.botGiven = true;
      } else if (flag === '--against') {
        args.against = value;
      } else if (flag === '--variant') {
        args.variant = value;
      } else if (flag === '--deserter') {
        args.deserter = value;
      } else if (flag === '--pursuers') {
        args.pursuers = value;
      } else if (flag === '--scenario') {
        if (value === 'sample') scenario = 'sample';
        else {
          try {
            scenario = JSON.parse(readFile(value)) as unknown;
          } catch (e) {
            return `Could not read the scenario file ${value}: ${(e as Error).message}`;
          }
        }
      } else if (flag === '--options') {
        try {
          args.options = JSON.parse(value) as unknown;
        } catch {
          return `--options must be JSON, e.g. '{"dCancelsMinefields":true}'.`;
        }
      } else if (/^--[a-z0-9-]+$/.test(flag) && !['--game', '--bot'].includes(flag)) {
        args.seatBots[flag.slice(2)] = value;
      } else return `Unknown flag ${flag}.`;
      continue;
    }
    if (args.game) return `Only one game at a time (got "${args.game}" and "${a}").`;
    args.game = a;
  }
  if (!args.game) return 'Name a game.';
  const def = getGame(args.game);
  if (!def) return `Unknown game "${args.game}". Known: ${Object.keys(games).join(', ')}.`;
  const known = (): string => simBotNames(args.game).join(', ') || '(none)';
  for (const name of [args.bot, args.against]) {
    if (!simBot(args.game, name)) return `Unknown bot "${name}" for ${args.game}. Known: ${known()}.`;
  }
  const flags = MATCH_GAMES.includes(args.game) ? seatFlags(def) : [];
  for (const [flag, name] of Object.entries(args.seatBots)) {
    if (!flags.includes(flag)) return `Unknown flag --${flag}.`;
    if (!simBot(args.game, name)) return `Unknown bot "${name}" for ${args.game}. Known: ${known()}.`;
  }
  if (scenario !== undefined) {
    if (args.options !== undefined && (typeof args.options !== 'object' || args.options === null || Array.isArray(args.options))) return '--options must be a JSON object to go with --scenario.';
    args.options = { ...(args.options as object | undefined), scenario };
  }
  const names = Object.keys(variantsOf(args.game));
  if (args.variant !== null && args.variant !== 'all' && !names.includes(args.variant)) {
    if (names.length === 0) return `--variant is for ${gameModules.filter((m) => m.variants).map((m) => m.definition.id).join(', ')} only.`;
    return `--variant must be one of ${names.join(', ')} or all, not "${args.variant}".`;
  }
  if (isMatchupGame(args.game)) {
    if (!gamesGiven) args.games = DEFAULT_MATCHUP_GAMES;
    if (args.options !== undefined && (typeof args.options !== 'object' || args.options === null || Array.isArray(args.options))) return '--options must be a JSON object.';
    for (const [, raw] of matchupOptions(args.game, args.variant, (args.options ?? {}) as Record<string, unknown>)) {
      const opts = def.parseOptions(raw);
      if (!opts.ok) return opts.error.message;
    }
    return args;
  }
  if (args.against !== 'random') return `--against is for games of two sides (${Object.keys(games).filter(isMatchupGame).join(', ')}).`;
  const opts = def.parseOptions(args.options);
  if (!opts.ok) return opts.error.message;
  const hasVariants = VARIANT_GAMES.includes(args.game);
  if (args.variant !== null && args.options !== undefined) return 'Give --variant or --options, not both.';
  if (hasVariants) {
    for (const name of [args.deserter, args.pursuers]) {
      if (!simBot(args.game, name)) return `Unknown bot "${name}" for ${args.game}. Known: ${simBotNames(args.game).join(', ')}.`;
    }
  }
  return args;
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`;
}

/** The summary in words, with a histogram of casualties per game. */
export function formatSummary(s: SimSummary, name: string): string {
  const lines = [
    `${name}, bot ${s.bot}: ${s.games} games from seed ${s.seed}`,
    `Wins ${s.wins} (${pct(s.winRate)})   losses ${s.losses}   draws ${s.draws}   unfinished ${s.unfinished}`,
    `Mean turns ${s.meanTurns.toFixed(1)}   mean casualties ${s.meanCasualties.toFixed(2)}   mean actions ${s.meanActions.toFixed(1)}`,
    'Casualties per game:',
  ];
  const keys = Object.keys(s.casualties).map(Number).sort((a, b) => a - b);
  const most = Math.max(1, ...keys.map((k) => s.casualties[k] ?? 0));
  for (const k of keys) {
    const n = s.casualties[k] ?? 0;
    lines.push(`  ${String(k).padStart(3)}  ${'#'.repeat(Math.max(n > 0 ? 1 : 0, Math.round((40 * n) / most))).padEnd(40)} ${n} (${pct(n / s.games)})`);
  }
  lines.push(`Speed ${s.gamesPerSecond.toFixed(0)} games/s (${s.ms.toFixed(0)} ms)`);
  return lines.join('\n');
}

/** Runs the CLI: returns the exit code; writes to `out` / `err`. */
export function runSim(argv: string[], out: (s: string) => void, err: (s: string) => void): number {
  const args = parseSimArgs(argv);
  if (typeof args === 'string') {
    err(`${args}\n${usage}`);
    return 2;
  }
  const def = getGame(args.game)!;
  const bot = simBot(args.game, args.bot)!;
  if (MATCH_GAMES.includes(args.game)) {
    const bots = seatFlags(def).map((f) => args.seatBots[f] ?? args.bot);
    const m = runMatch(args.game, bots, { games: args.games, seed: args.seed, options: args.options });
    out(args.json ? JSON.stringify(m) : formatMatch(m, def));
    return 0;
  }
  if (isMatchupGame(args.game)) {
    const reports = runMatchups(def, { games: args.games, seed: args.seed, bot: args.botGiven ? args.bot : null, against: args.against, options: (args.options ?? {}) as Record<string, unknown>, variant: args.variant }, () => performance.now());
    out(args.json ? JSON.stringify(reports) : formatMatchups(reports, def.name));
    return 0;
  }
  if (VARIANT_GAMES.includes(args.game)) {
    const report = runVariants(def, args, () => performance.now());
    out(args.json ? JSON.stringify(report) : formatVariants(report, def.name));
    return 0;
  }
  const summary = simulate(def, bot, { games: args.games, seed: args.seed, options: args.options, now: () => performance.now() });
  out(args.json ? JSON.stringify(summary) : formatSummary(summary, def.name));
  return 0;
}

const entry = process.argv[1] ?? '';
if (/(^|[\\/])sim\.ts$/.test(entry)) {
  process.exitCode = runSim(process.argv.slice(2), (s) => console.log(s), (s) => console.error(s));
}
