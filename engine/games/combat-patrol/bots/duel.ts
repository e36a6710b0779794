/**
 * Bot against bot, many battles: each matchup plays `games` battles, battle i from seed `seed + i`,
 * and the figures say who won how (wiped out, broken, objectives), in how many turns, at what
 * cost. Same request, same figures (timing aside).
 */
import type { Bot } from '../../../core/contract';
import type { CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, CombatPatrolView, Outcome } from '../battle/types';
import { afterAction } from '../battle/view';
import { playBattle } from './play-battle';
import { randomBot } from './random';
import { tacticalBot } from './tactical';

type CpBot = Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState>;

export const battleBots: readonly CpBot[] = [randomBot, tacticalBot];

export function battleBot(name: string): CpBot | undefined {
  return battleBots.find((b) => b.name === name);
}

export interface MatchupSummary {
  us: string;
  german: string;
  games: number;
  usWins: number;
  germanWins: number;
  draws: number;
  unfinished: number;
  /** Battles by how they ended: wiped-out, broken, objectives, turn-limit. */
  reasons: Record<Outcome['reason'], number>;
  meanTurns: number;
  meanActions: number;
  /** Mean men out of action at the end, per side. */
  meanUsOutOfAction: number;
  meanGermanOutOfAction: number;
  ms: number;
}

export interface DuelRequest {
  options: CombatPatrolOptions;
  games: number;
  seed: number;
  matchups: ReadonlyArray<readonly [CpBot, CpBot]>;
  maxSteps?: number;
  now?: () => number;
}

export function duel(req: DuelRequest): MatchupSummary[] {
  return req.matchups.map(([us, german]) => {
    const t0 = req.now?.() ?? 0;
    const m: MatchupSummary = {
      us: us.name, german: german.name, games: req.games, usWins: 0, germanWins: 0, draws: 0, unfinished: 0,
      reasons: { 'wiped-out': 0, broken: 0, objectives: 0, 'turn-limit': 0 }, meanTurns: 0, meanActions: 0, meanUsOutOfAction: 0, meanGermanOutOfAction: 0, ms: 0,
    };
    for (let i = 0; i < req.games; i++) {
      const run = playBattle((req.seed + i) >>> 0, req.options, [us, german], { maxSteps: req.maxSteps });
      m.meanActions += run.steps / req.games;
      const o = run.state.outcome;
      if (!o) {
        m.unfinished++;
        continue;
      }
      m.reasons[o.reason]++;
      if (o.winner === 'US') m.usWins++;
      else if (o.winner === 'German') m.germanWins++;
      else m.draws++;
      const aa = afterAction(run.state);
      m.meanTurns += run.state.turn / req.games;
      m.meanUsOutOfAction += aa.sides.US.outOfAction / req.games;
      m.meanGermanOutOfAction += aa.sides.German.outOfAction / req.games;
    }
    m.ms = (req.now?.() ?? 0) - t0;
    return m;
  });
}

/** How often `bot` won against the other bots, over every matchup it played. */
export function winsOf(name: string, results: readonly MatchupSummary[]): { games: number; wins: number; draws: number } {
  let games = 0;
  let wins = 0;
  let draws = 0;
  for (const r of results) {
    if (r.us === r.german) continue;
    if (r.us === name) {
      games += r.games;
      wins += r.usWins;
      draws += r.draws;
    } else if (r.german === name) {
      games += r.games;
      wins += r.germanWins;
      draws += r.draws;
    }
  }
  return { games, wins, draws };
}

