import type { Bot, GameDefinition, OddsSupport } from '../core/contract';
import { addInto, countLuck, emptyLuck, luckAdjusted, type LuckSums } from '../odds/luck';
import { chanceOf, lossChanceOf, Z95, type Chance } from '../odds/tally';
import { playBotGame } from './play';

/**
 * Bot against bot in a game of two (or more) seats: `games` games with one bot per seat, game i
 * from seed `seed + i`, every move through the one bot driver (botStep, via playBotGame). The
 * figures come from each game's GameResult only: wins per seat, draws, how games ended (its
 * string stats, e.g. `reason`) and the mean of each number it reports (turns, casualties...).
 * Same request, same figures (timing aside).
 */
export interface MatchupRequest {
  /** Options as the game's parseOptions returned them. */
  options: unknown;
  games: number;
  seed: number;
  /** Safety net per game; a game that reaches it counts as unfinished. */
  maxSteps?: number;
  /** A clock for the timing figure (ms); left out, `ms` is 0. */
  now?: () => number;
  /** The game's luck of the dice (matchLuck of its module's `odds.luck`), for a two-seat game that tells it: summed per game into `luck`. */
  luck?: NonNullable<OddsSupport['luck']>;
}

/** The luck a matchup sums: the odds' plain measures only (`luck.plain`), or all of them when the game names none. */
export function matchLuck(luck: OddsSupport['luck']): NonNullable<OddsSupport['luck']> | undefined {
  if (!luck) return undefined;
  const plain = luck.plain;
  if (plain === undefined || plain >= luck.measures) return luck;
  return { measures: plain, of: (before, after) => luck.of(before, after)?.slice(0, plain) ?? null };
}

export interface MatchupSummary {
  game: string;
  /** The bot in each seat, and the seats' names. */
  bots: string[];
  seats: string[];
  games: number;
  /** Wins per seat. */
  wins: number[];
  draws: number;
  unfinished: number;
  /** Per string stat of the result, how many finished games had each value: { reason: { broken: 7 } }. */
  ended: Record<string, Record<string, number>>;
  /** Per number stat of the result, its mean over finished games. */
  means: Record<string, number>;
  meanActions: number;
  /**
   * The luck of the dice in these games, when the request gave it (the module's `odds.luck`, the sums
   * the battle odds allow for: engine/odds/luck.ts), seat 0's way round: `xWin` over the games seat 0
   * won, `xLoss` over those seat 1 won. Absent when the request gave none.
   */
  luck?: LuckSums;
  /** Timing (not part of the deterministic results). */
  ms: number;
}

/** Plays one matchup: `bots[i]` in seat i. */
export function matchup(def: GameDefinition<any, any, any, any>, bots: readonly Bot<any, any>[], req: MatchupRequest): MatchupSummary {
  const t0 = req.now?.() ?? 0;
  const m: MatchupSummary = {
    game: def.id, bots: bots.map((b) => b.name), seats: bots.map((_, i) => def.seats.names[i] ?? `seat ${i + 1}`), games: req.games,
    wins: bots.map(() => 0), draws: 0, unfinished: 0, ended: {}, means: {}, meanActions: 0, ms: 0,
  };
  const sums: Record<string, number> = {};
  let finished = 0;
  let actions = 0;
  const luckOf = bots.length === 2 ? req.luck : undefined;
  if (luckOf) m.luck = emptyLuck(luckOf.measures);
  for (let i = 0; i < req.games; i++) {
    // Each game's luck: the sum over its moves of what the dice gave less what they promised.
    const x = new Array<number>(luckOf?.measures ?? 0).fill(0);
    let last: unknown = null;
    const onState = (st: unknown): void => {
      if (last !== null) {
        const step = luckOf?.of(last, st);
        if (step) addInto(x, step);
      }
      last = st;
    };
    const g = playBotGame(def, (req.seed + i) >>> 0, req.options, bots.slice(), { maxSteps: req.maxSteps ?? 100_000, ...(luckOf ? { onState } : {}) });
    actions += g.steps;
    const r = g.result;
    const won = r?.outcome === 'win' ? r.winner : null;
    // An unfinished game counts as won by neither seat, as the battle odds count it.
    if (m.luck) countLuck(m.luck, x, won === 0, won === 1);
    if (!r) {
      m.unfinished++;
      continue;
    }
    finished++;
    if (r.winner !== null && r.outcome === 'win') m.wins[r.winner] = (m.wins[r.winner] ?? 0) + 1;
    else m.draws++;
    for (const [k, v] of Object.entries(r.stats)) {
      if (typeof v === 'number') sums[k] = (sums[k] ?? 0) + v;
      else {
        const byValue = (m.ended[k] ??= {});
        byValue[v] = (byValue[v] ?? 0) + 1;
      }
    }
  }
  for (const [k, v] of Object.entries(sums)) m.means[k] = finished > 0 ? v / finished : 0;
  m.meanActions = req.games > 0 ? actions / req.games : 0;
  m.ms = (req.now?.() ?? 0) - t0;
  return m;
}

/** `a` against `b` from both sides of a two-seat game: a in seat 0, then b in seat 0. */
export function bothSides(def: GameDefinition<any, any, any, any>, a: Bot<any, any>, b: Bot<any, any>, req: MatchupRequest): MatchupSummary[] {
  return [matchup(def, [a, b], req), matchup(def, [b, a], req)];
}

/**
 * Bot `name`'s chance to win over a pair of matchups from both sides (bothSides: it in seat 0, then
 * in seat 1), the dice's luck allowed for as the battle odds allow for it (control variates: the
 * same chance, known from fewer games), each side's chance worked out on its own games and the two
 * averaged (the table may favour one side). Null when a matchup has no luck, or too few games for
 * the allowance (engine/odds/luck.ts LUCK_MIN_GAMES): then the plain share is all there is.
 */
export function luckAllowedWins(name: string, pair: readonly MatchupSummary[]): Chance | null {
  if (pair.length !== 2) return null;
  const sides: Chance[] = [];
  for (const r of pair) {
    const seat = r.bots.indexOf(name);
    if (seat < 0 || !r.luck || r.bots.every((b) => b === name)) return null;
    const tally = { games: r.games, wins: r.wins[0] ?? 0, losses: r.wins[1] ?? 0, luck: r.luck };
    if (!luckAdjusted(r.games, seat === 0 ? tally.wins : tally.losses, seat === 0 ? r.luck.xWin : r.luck.xLoss, r.luck)) return null;
    sides.push(seat === 0 ? chanceOf(tally) : lossChanceOf(tally));
  }
  return bothSidesChance(sides);
}

/** Bot `name`'s plain chance over a pair of matchups from both sides, each side's share worked out on its own games and the two averaged (as luckAllowedWins, without the luck). */
export function plainWins(name: string, pair: readonly MatchupSummary[]): Chance | null {
  const sides: Chance[] = [];
  for (const r of pair) {
    const seat = r.bots.indexOf(name);
    if (seat < 0 || r.bots.every((b) => b === name)) return null;
    sides.push(chanceOf({ games: r.games, wins: r.wins[seat] ?? 0 }));
  }
  return sides.length === 2 ? bothSidesChance(sides) : null;
}

/** One chance from each side's: their mean by games, their standard errors added in quadrature (the sides' games are independent). */
function bothSidesChance(sides: readonly Chance[]): Chance {
  const games = sides.reduce((n, c) => n + c.games, 0);
  const chance = sides.reduce((v, c) => v + (c.chance * c.games) / games, 0);
  const se = Math.sqrt(sides.reduce((v, c) => v + ((c.margin / Z95) * (c.games / games)) ** 2, 0));
  return { chance, margin: Z95 * se, games };
}

/** How bot `name` did against other bots over the matchups it played (a bot against itself is left out). */
export function winsOf(name: string, results: readonly MatchupSummary[]): { games: number; wins: number; draws: number; unfinished: number } {
  const out = { games: 0, wins: 0, draws: 0, unfinished: 0 };
  for (const r of results) {
    if (r.bots.every((b) => b === name) || !r.bots.includes(name)) continue;
    out.games += r.games;
    out.draws += r.draws;
    out.unfinished += r.unfinished;
    r.bots.forEach((b, seat) => {
      if (b === name) out.wins += r.wins[seat] ?? 0;
    });
  }
  return out;
}
