/**
 * `npm run sim -- <game> --games N --seed S --bot NAME [--options JSON] [--json]`
 * Plays N headless bot games through the real pipeline and prints the win rate, the casualty
 * histogram, mean turns and speed. Generic over engine/games (games) and engine/bots (bots).
 * The Lost Patrol reports a win rate per variant instead (see scripts/sim-variants.ts and
 * `--variant`). Two-sided games without variants (Patrol: Lost!) seat a bot per side, each named
 * by a flag from the seat's name (`--good BOT --bad BOT`), and report each side's wins
 * (scripts/sim-match.ts). Same arguments, same results (timing aside). Bad arguments: a message
 * and exit code 2.
 */
import { simulate, type SimSummary } from '../engine/bots/simulate';
import { botsFor, games, getBot, getGame } from '../engine/games';
import { formatMatch, MATCH_GAMES, runMatch, seatFlags } from './sim-match';
import { formatVariants, runVariants, VARIANT_GAMES, variantsOf } from './sim-variants';

export interface SimArgs {
  game: string;
  games: number;
  seed: number;
  bot: string;
  options: unknown;
  json: boolean;
  /** Games with variants (The Lost Patrol): which variant(s) to play; null = every one (or --options alone). */
  variant: string | null;
  /** Deserter variant seats (The Lost Patrol): the Deserter's and the Pursuers' bots. */
  deserter: string;
  pursuers: string;
  /** Two-sided games (MATCH_GAMES): the bot of each seat named by its flag (`--good`, `--bad`); others play `bot`. */
  seatBots: Record<string, string>;
}

export const usage =
  'Usage: npm run sim -- <game> [--games N] [--seed S] [--bot NAME] [--options JSON] [--json]\n' +
  VARIANT_GAMES.map((g) => `  ${g} also: [--variant ${Object.keys(variantsOf(g)).join('|')}|all] [--deserter NAME] [--pursuers NAME]\n`).join('') +
  MATCH_GAMES.map((g) => `  ${g} also: ${seatFlags(getGame(g)!).map((f) => `[--${f} NAME]`).join(' ')} (a bot per side; --bot fills the rest)\n`).join('') +
  `Games: ${Object.keys(games).join(', ') || '(none)'}`;

/** Parses the command line (after the script name); a string is the reason it is refused. */
export function parseSimArgs(argv: string[]): SimArgs | string {
  const args: SimArgs = { game: '', games: 1000, seed: 1, bot: 'random', options: undefined, json: false, variant: null, deserter: 'deserter-ai', pursuers: 'pursuers-ai', seatBots: {} };
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
      } else if (flag === '--seed') {
        if (!/^\d+$/.test(value) || Number(value) > 0xffffffff) return `--seed must be a whole number from 0 to 4294967295, not "${value}".`;
        args.seed = Number(value);
      } else if (flag === '--bot') {
        args.bot = value;
      } else if (flag === '--variant') {
        args.variant = value;
      } else if (flag === '--deserter') {
        args.deserter = value;
      } else if (flag === '--pursuers') {
        args.pursuers = value;
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
  if (!getBot(args.game, args.bot)) {
    const names = botsFor(args.game).map((b) => b.name);
    return `Unknown bot "${args.bot}" for ${args.game}. Known: ${names.join(', ') || '(none)'}.`;
  }
  const flags = MATCH_GAMES.includes(args.game) ? seatFlags(def) : [];
  for (const [flag, name] of Object.entries(args.seatBots)) {
    if (!flags.includes(flag)) return `Unknown flag --${flag}.`;
    if (!getBot(args.game, name)) return `Unknown bot "${name}" for ${args.game}. Known: ${botsFor(args.game).map((b) => b.name).join(', ')}.`;
  }
  const opts = def.parseOptions(args.options);
  if (!opts.ok) return opts.error.message;
  const hasVariants = VARIANT_GAMES.includes(args.game);
  if (args.variant !== null && !hasVariants) return `--variant is for ${VARIANT_GAMES.join(', ')} only.`;
  const names = Object.keys(variantsOf(args.game));
  if (args.variant !== null && args.variant !== 'all' && !names.includes(args.variant)) return `--variant must be one of ${names.join(', ')} or all, not "${args.variant}".`;
  if (args.variant !== null && args.options !== undefined) return 'Give --variant or --options, not both.';
  if (hasVariants) {
    for (const name of [args.deserter, args.pursuers]) {
      if (!getBot(args.game, name)) return `Unknown bot "${name}" for ${args.game}. Known: ${botsFor(args.game).map((b) => b.name).join(', ')}.`;
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
  const bot = getBot(args.game, args.bot)!;
  if (VARIANT_GAMES.includes(args.game)) {
    const report = runVariants(def, args, () => performance.now());
    out(args.json ? JSON.stringify(report) : formatVariants(report, def.name));
    return 0;
  }
  if (MATCH_GAMES.includes(args.game)) {
    const bots = seatFlags(def).map((f) => args.seatBots[f] ?? args.bot);
    const m = runMatch(args.game, bots, { games: args.games, seed: args.seed, options: args.options });
    out(args.json ? JSON.stringify(m) : formatMatch(m, def));
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
