import type { Bot, GameDefinition } from '../core/contract';
import { playBotGame } from './play';

export interface MatchRequest {
  games: number;
  seed: number;
  options?: unknown;
  /** Safety net per game; a game that reaches it counts as unfinished. */
  maxSteps?: number;
  /** A clock (ms) for the timing fields; left out, they are 0. */
  now?: () => number;
  /**
   * The game turn a state is in, for games that count turns: given, a computer turn also ends where
   * the game's turn changes, so a side that moves again next turn (the other having nothing to
   * decide) starts a new one. Left out, a computer turn runs until another seat moves.
   */
  turnOf?: (state: any) => number | undefined;
}

export interface MatchSummary {
  game: string;
  /** The bot in each seat. */
  bots: string[];
  games: number;
  seed: number;
  /** Games won, by seat. */
  wins: number[];
  draws: number;
  /** Games lost with no winner (a solo loss). */
  losses: number;
  unfinished: number;
  meanTurns: number;
  meanActions: number;
  /** The mean of each numeric figure of the results (`stats`), over finished games. */
  meanStats: Record<string, number>;
  /** Timing (not part of the deterministic results). */
  ms: number;
  /**
   * A computer turn is one seat's moves in a row within one game turn (what a person at another
   * seat waits for; see MatchRequest.turnOf): its mean time by seat, and the slowest of all.
   */
  turnMs: number[];
  slowestTurnMs: number;
}

/**
 * Plays `games` games with one bot per seat, game i from seed `seed + i` (the bots' stream from the
 * same seed), every move through the one driver (playBotGame, botStep). Same request, same
 * figures (timing aside).
 */
export function simulateMatch(def: GameDefinition<any, any, any, any>, bots: Bot<any, any>[], req: MatchRequest): MatchSummary {
  const parsed = def.parseOptions(req.options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const seats = bots.length;
  const m: MatchSummary = {
    game: def.id, bots: bots.map((b) => b.name), games: req.games, seed: req.seed, wins: Array<number>(seats).fill(0),
    draws: 0, losses: 0, unfinished: 0, meanTurns: 0, meanActions: 0, meanStats: {}, ms: 0, turnMs: Array<number>(seats).fill(0), slowestTurnMs: 0,
  };
  const t0 = req.now?.() ?? 0;
  const spent = Array<number>(seats).fill(0);
  const turns = Array<number>(seats).fill(0);
  let run: { seat: number; turn: number | undefined; ms: number } = { seat: -1, turn: undefined, ms: 0 };
  const close = () => {
    if (run.seat < 0) return;
    spent[run.seat] = (spent[run.seat] ?? 0) + run.ms;
    turns[run.seat] = (turns[run.seat] ?? 0) + 1;
    m.slowestTurnMs = Math.max(m.slowestTurnMs, run.ms);
  };
  const sums: Record<string, number> = {};
  let finished = 0;
  for (let i = 0; i < req.games; i++) {
    run = { seat: -1, turn: undefined, ms: 0 };
    const g = playBotGame(def, (req.seed + i) >>> 0, parsed.options, bots, {
      maxSteps: req.maxSteps ?? 100_000,
      ...(req.now ? { now: req.now } : {}),
      onStep: ({ seat, before, ms }) => {
        const turn = req.turnOf?.(before);
        if (seat !== run.seat || turn !== run.turn) {
          close();
          run = { seat, turn, ms: 0 };
        }
        run.ms += ms;
      },
    });
    close();
    m.meanActions += g.steps;
    const r = g.result;
    if (!r) {
      m.unfinished++;
      continue;
    }
    finished++;
    if (r.outcome === 'win' && r.winner !== null) m.wins[r.winner] = (m.wins[r.winner] ?? 0) + 1;
    else if (r.outcome === 'loss') m.losses++;
    else m.draws++;
    for (const [k, v] of Object.entries(r.stats)) if (typeof v === 'number') sums[k] = (sums[k] ?? 0) + v;
  }
  for (const [k, v] of Object.entries(sums)) m.meanStats[k] = finished > 0 ? v / finished : 0;
  m.meanTurns = m.meanStats.turns ?? 0;
  m.meanActions /= Math.max(1, req.games);
  if (req.now) {
    m.ms = req.now() - t0;
    m.turnMs = spent.map((x, s) => x / Math.max(1, turns[s] ?? 0));
  }
  return m;
}
