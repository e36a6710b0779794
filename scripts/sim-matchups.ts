/**
 * Two-seat games (Combat Patrol!): bots against each other from both sides of the table, through
 * the one bot driver (engine/bots/matchup). With `--bot`, that bot against `--against` (default
 * random); without, every other bot of the game against `--against`. The options are the variant's
 * (`--variant NAME`, `all` for each in turn; none: the game's defaults) with `--options` and
 * `--scenario` laid over them. Each bot's chance comes with its 95% margin, each side's share worked
 * out on its own battles (a table may favour one side) and, from 40 battles a side, with the dice's
 * luck allowed for as the battle odds allow for it, on the odds' plain measures as a scenario's balance
 * check does (engine/bots/matchup.ts matchLuck, luckAllowedWins): the bots
 * never read a die before it is rolled, so the luck's mean is nil whoever plays, and what it explains
 * of each battle's result comes off the margin.
 */
import { bothSides, luckAllowedWins, matchLuck, plainWins, winsOf, type MatchupSummary } from '../engine/bots/matchup';
import type { Chance } from '../engine/odds/tally';
import type { GameDefinition } from '../engine/core/contract';
import { botsFor, getModule } from '../engine/games';
import { simBot } from './sim-bots';
import { variantsOf } from './sim-variants';

export interface MatchupArgs {
  games: number;
  seed: number;
  /** null: every bot but `against`. */
  bot: string | null;
  against: string;
  /** Raw options laid over the variant's (`--options`, `--scenario`). */
  options: Record<string, unknown>;
  variant: string | null;
}

export interface MatchupPair {
  bot: string;
  against: string;
  games: number;
  wins: number;
  draws: number;
  unfinished: number;
  /** Its chance to win: each side's share of its games, the two averaged, with the 95% margin. */
  chance: Chance | null;
  /** The same with the dice's luck allowed for (engine/bots/matchup.ts luckAllowedWins): null when the game tells none, or too few games. */
  luckAllowed: Chance | null;
}

export interface MatchupReport {
  game: string;
  /** The variant played ('default': the game's default options, laid over by --options). */
  variant: string;
  /** The scenario's name, when the options carry one. */
  scenario: string | null;
  seed: number;
  gamesPerSide: number;
  results: MatchupSummary[];
  /** Each bot's record against `against`, both sides together. */
  pairs: MatchupPair[];
  ms: number;
}

/** The option sets to play, by name: the chosen variant(s) with the overrides laid over. */
export function matchupOptions(id: string, variant: string | null, overrides: Record<string, unknown>): [string, Record<string, unknown>][] {
  const variants = variantsOf(id);
  const names = variant === null ? [] : variant === 'all' ? Object.keys(variants) : [variant];
  if (names.length === 0) return [['default', { ...overrides }]];
  return names.map((n) => [n, { ...(variants[n] ?? {}), ...overrides }]);
}

export function runMatchups(def: GameDefinition<any, any, any, any>, args: MatchupArgs, now?: () => number): MatchupReport[] {
  const against = simBot(def.id, args.against);
  if (!against) throw new Error(`Unknown bot "${args.against}" for ${def.id}.`);
  const names = args.bot !== null ? [args.bot] : botsFor(def.id).map((b) => b.name).filter((n) => n !== args.against);
  const bots = (names.length > 0 ? names : [args.against]).map((n) => simBot(def.id, n)!);
  return matchupOptions(def.id, args.variant, args.options).map(([variant, raw]) => {
    const parsed = def.parseOptions(raw);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const t0 = now?.() ?? 0;
    const results: MatchupSummary[] = [];
    const pairs: MatchupPair[] = [];
    for (const bot of bots) {
      const luck = matchLuck(getModule(def.id)?.odds?.luck);
      const both = bothSides(def, bot, against, { options: parsed.options, games: args.games, seed: args.seed, now, ...(luck ? { luck } : {}) });
      results.push(...both);
      pairs.push({ bot: bot.name, against: against.name, ...winsOf(bot.name, both), chance: plainWins(bot.name, both), luckAllowed: luckAllowedWins(bot.name, both) });
    }
    const scenario = (parsed.options as { scenario?: { name?: unknown } }).scenario?.name;
    return { game: def.id, variant, scenario: typeof scenario === 'string' ? scenario : null, seed: args.seed, gamesPerSide: args.games, results, pairs, ms: (now?.() ?? 0) - t0 };
  });
}

const pct = (k: number, n: number): string => `${((100 * k) / Math.max(1, n)).toFixed(1)}%`;
const chanceWords = (c: Chance): string => `${(100 * c.chance).toFixed(1)}% +/- ${(100 * c.margin).toFixed(1)}`;
const num = (x: number): string => (Number.isInteger(x) ? String(x) : x.toFixed(1));

/** Each matchup in words: who won from which side, how the games ended, the means; then each bot's record. */
export function formatMatchups(reports: readonly MatchupReport[], name: string): string {
  const lines: string[] = [];
  for (const rep of reports) {
    const on = rep.scenario ? `, ${rep.scenario}` : '';
    lines.push(`${name}${on} (${rep.variant}): ${rep.gamesPerSide} games a side from seed ${rep.seed}`);
    for (const r of rep.results) {
      const sides = r.bots.map((b, i) => `${b} (${r.seats[i]})`).join(' v ');
      const wins = r.seats.map((s, i) => `${s} ${r.wins[i] ?? 0} (${pct(r.wins[i] ?? 0, r.games)})`).join(', ');
      lines.push(`  ${sides}: ${wins}, draws ${r.draws}, unfinished ${r.unfinished}`);
      const ended = Object.entries(r.ended).map(([k, byValue]) => `${k}: ${Object.entries(byValue).map(([v, n]) => `${v} ${n}`).join(', ')}`);
      const means = Object.entries(r.means).map(([k, v]) => `${k} ${num(v)}`).join(', ');
      lines.push(`    ${[...ended, `means: ${means || '-'}`].join('; ')}`);
      lines.push(`    ${r.meanActions.toFixed(0)} actions a game, ${(r.ms / Math.max(1, r.games)).toFixed(0)} ms a game`);
    }
    for (const p of rep.pairs) {
      if (p.bot === p.against) continue;
      lines.push(`${p.bot} won ${p.wins} of ${p.games} games against ${p.against} (${pct(p.wins, p.games)}), drew ${p.draws}, unfinished ${p.unfinished}.`);
      if (p.chance) {
        const luck = p.luckAllowed ? `; the dice's luck allowed for, ${chanceWords(p.luckAllowed)}` : '';
        lines.push(`  Its chance to win (95% margin): ${chanceWords(p.chance)}${luck}.`);
      }
    }
    lines.push(`Time ${rep.ms.toFixed(0)} ms`);
  }
  return lines.join('\n');
}
