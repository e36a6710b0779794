import type { GameDefinition } from '../core/contract';
import { playBotGame } from './play';
import type { Bot } from '../core/contract';

export interface SimRequest {
  games: number;
  seed: number;
  options?: unknown;
  /** Safety net per game; a game that reaches it counts as unfinished. */
  maxSteps?: number;
  /** A clock for the games/s figure (ms); left out, timing fields are 0. */
  now?: () => number;
}

export interface SimSummary {
  game: string;
  bot: string;
  games: number;
  seed: number;
  wins: number;
  losses: number;
  draws: number;
  unfinished: number;
  winRate: number;
  /** Casualties taken per game -> number of games (from the result's `casualties` stat). */
  casualties: Record<string, number>;
  meanCasualties: number;
  meanTurns: number;
  meanActions: number;
  /** Timing (not part of the deterministic results). */
  ms: number;
  gamesPerSecond: number;
}

/**
 * Plays `games` bot games of one game, game i with seed `seed + i` (and its bots' own stream
 * from the same seed), all through the real pipeline. Same request, same figures (timing aside).
 */
export function simulate(def: GameDefinition<any, any, any, any>, bot: Bot<any, any>, req: SimRequest): SimSummary {
  const parsed = def.parseOptions(req.options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const t0 = req.now?.() ?? 0;
  const s: SimSummary = {
    game: def.id, bot: bot.name, games: req.games, seed: req.seed, wins: 0, losses: 0, draws: 0, unfinished: 0,
    winRate: 0, casualties: {}, meanCasualties: 0, meanTurns: 0, meanActions: 0, ms: 0, gamesPerSecond: 0,
  };
  let casualties = 0;
  let turns = 0;
  let finished = 0;
  let actions = 0;
  for (let i = 0; i < req.games; i++) {
    const seed = (req.seed + i) >>> 0;
    const g = playBotGame(def, seed, parsed.options, bot, { maxSteps: req.maxSteps ?? 100_000 });
    actions += g.steps;
    if (!g.result) {
      s.unfinished++;
      continue;
    }
    finished++;
    if (g.result.outcome === 'win') s.wins++;
    else if (g.result.outcome === 'loss') s.losses++;
    else s.draws++;
    const c = g.result.stats.casualties;
    if (typeof c === 'number') {
      s.casualties[c] = (s.casualties[c] ?? 0) + 1;
      casualties += c;
    }
    const t = g.result.stats.turns;
    if (typeof t === 'number') turns += t;
  }
  s.winRate = req.games > 0 ? s.wins / req.games : 0;
  s.meanCasualties = finished > 0 ? casualties / finished : 0;
  s.meanTurns = finished > 0 ? turns / finished : 0;
  s.meanActions = req.games > 0 ? actions / req.games : 0;
  if (req.now) {
    s.ms = req.now() - t0;
    s.gamesPerSecond = s.ms > 0 ? (req.games * 1000) / s.ms : 0;
  }
  return s;
}
