import type { Bot, GameDefinition } from '../core/contract';
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
  for (let i = 0; i < req.games; i++) {
    const g = playBotGame(def, (req.seed + i) >>> 0, req.options, bots.slice(), { maxSteps: req.maxSteps ?? 100_000 });
    actions += g.steps;
    const r = g.result;
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
