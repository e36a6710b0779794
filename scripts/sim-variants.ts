/**
 * Win rates by variant for games that have variants (The Lost Patrol): each variant is played
 * `games` times, game i with seed `seed + i`, through the real pipeline (engine/bots/play).
 * Solitaire variants put `--bot` in the patrol's seat; the Deserter variant seats `--deserter`
 * against `--pursuers` and counts each side's wins.
 */
import type { GameDefinition } from '../engine/core/contract';
import { playBotGame } from '../engine/bots/play';
import { gameModules, getBot, getModule } from '../engine/games';

/**
 * The games one person may play alone whose module names variants (The Lost Patrol): a win rate
 * per variant. Games of two sides play their variants as matchups (scripts/sim-matchups.ts).
 */
export const VARIANT_GAMES = gameModules.filter((m) => m.variants && m.definition.seats.min < 2).map((m) => m.definition.id);

/** Game `id`'s variants (its module's), by name; `all` plays them in this order. */
export function variantsOf(id: string): Record<string, Record<string, unknown>> {
  return (getModule(id)?.variants ?? {}) as Record<string, Record<string, unknown>>;
}

export interface VariantArgs {
  games: number;
  seed: number;
  bot: string;
  options: unknown;
  variant: string | null;
  deserter: string;
  pursuers: string;
}

export interface VariantRow {
  variant: string;
  options: Record<string, unknown>;
  /** The bot in each seat. */
  bots: string[];
  games: number;
  /** Solitaire: the patrol got out. Deserter: either side won (see deserterWins / pursuerWins). */
  wins: number;
  losses: number;
  draws: number;
  unfinished: number;
  /** Solitaire: wins / games. Deserter: the Deserter's wins / games. */
  winRate: number;
  deserterWins: number;
  pursuerWins: number;
  meanTurns: number;
  /** Solitaire only: soldiers left in games won. */
  meanSoldiersLeftOnWin: number;
}

export interface VariantReport {
  game: string;
  seed: number;
  rows: VariantRow[];
  ms: number;
}

function isDeserter(options: Record<string, unknown>): boolean {
  return options.deserter === true;
}

function playVariant(def: GameDefinition<any, any, any, any>, name: string, options: Record<string, unknown>, args: VariantArgs): VariantRow {
  const parsed = def.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const names = isDeserter(options) ? [args.deserter, args.pursuers] : [args.bot];
  const bots = names.map((n) => getBot(def.id, n)!);
  const row: VariantRow = {
    variant: name, options, bots: names, games: args.games, wins: 0, losses: 0, draws: 0, unfinished: 0,
    winRate: 0, deserterWins: 0, pursuerWins: 0, meanTurns: 0, meanSoldiersLeftOnWin: 0,
  };
  let turns = 0;
  let left = 0;
  for (let i = 0; i < args.games; i++) {
    const g = playBotGame(def, (args.seed + i) >>> 0, parsed.options, bots, { maxSteps: 100_000 });
    const r = g.result;
    if (!r) {
      row.unfinished++;
      continue;
    }
    if (typeof r.stats.turns === 'number') turns += r.stats.turns;
    if (r.outcome === 'draw') row.draws++;
    else if (r.outcome === 'loss') row.losses++;
    else {
      row.wins++;
      if (r.winner === 1) row.pursuerWins++;
      else row.deserterWins++;
      if (typeof r.stats.soldiersLeft === 'number') left += r.stats.soldiersLeft;
    }
  }
  const finished = args.games - row.unfinished;
  const wins = isDeserter(options) ? row.deserterWins : row.wins;
  row.winRate = args.games > 0 ? wins / args.games : 0;
  row.meanTurns = finished > 0 ? turns / finished : 0;
  row.meanSoldiersLeftOnWin = !isDeserter(options) && row.wins > 0 ? left / row.wins : 0;
  if (isDeserter(options)) row.deserterWins = wins;
  return row;
}

/** Plays the chosen variant(s): `--variant all` (or neither flag) plays every one; `--options` alone plays those. */
export function runVariants(def: GameDefinition<any, any, any, any>, args: VariantArgs, now?: () => number): VariantReport {
  const t0 = now?.() ?? 0;
  let list: [string, Record<string, unknown>][];
  if (args.variant === null && args.options !== undefined) list = [['custom', args.options as Record<string, unknown>]];
  else if (args.variant === null || args.variant === 'all') list = Object.entries(variantsOf(def.id));
  else list = [[args.variant, variantsOf(def.id)[args.variant] as Record<string, unknown>]];
  const rows = list.map(([name, options]) => playVariant(def, name, options, args));
  return { game: def.id, seed: args.seed, rows, ms: now ? now() - t0 : 0 };
}

function pct(x: number): string {
  return `${(x * 100).toFixed(1)}%`.padStart(6);
}

/** One line per variant: who played, the win rate and its counts, mean turns. */
export function formatVariants(rep: VariantReport, name: string): string {
  const games = rep.rows[0]?.games ?? 0;
  const lines = [`${name}: ${games} games per variant from seed ${rep.seed}`];
  for (const r of rep.rows) {
    const label = r.variant.padEnd(20);
    if (isDeserter(r.options)) {
      lines.push(
        `  ${label} Deserter (${r.bots[0]}) wins ${pct(r.winRate)}   Pursuers (${r.bots[1]}) wins ${pct(r.pursuerWins / Math.max(1, r.games))}   ` +
          `draws ${r.draws}   unfinished ${r.unfinished}   mean turns ${r.meanTurns.toFixed(1)}`,
      );
    } else {
      lines.push(
        `  ${label} ${r.bots[0]} wins ${pct(r.winRate)} (${r.wins} won, ${r.losses} lost, ${r.unfinished} unfinished)   ` +
          `mean turns ${r.meanTurns.toFixed(1)}   soldiers left when out ${r.meanSoldiersLeftOnWin.toFixed(2)}`,
      );
    }
  }
  lines.push(`Time ${rep.ms.toFixed(0)} ms`);
  return lines.join('\n');
}
