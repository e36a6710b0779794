import { botContext } from '../../../core/gate';
import { applyAction, type RecordedAction } from '../../../core/pipeline';
import { seedRng } from '../../../core/rng';
import { patrolLost } from '../definition';
import type { PatrolLostState } from '../types';
import { patrolLostBots, type PatrolLostBot } from './index';

/**
 * Plays whole games between two computer players (seat 0 the Good Guys, seat 1 the Bad Guys)
 * through the real pipeline, each bot given only its view, its legal actions and a BotContext
 * (samples of the hidden pile). Used by the sim script, the bench and the tests.
 */
export interface MatchGame {
  state: PatrolLostState;
  actions: RecordedAction[];
  /** Time each seat spent choosing, by seat, summed per game turn (ms); only with a clock. */
  turnMs: [number[], number[]];
}

function botOf(b: string | PatrolLostBot): PatrolLostBot {
  const bot = typeof b === 'string' ? patrolLostBots[b] : b;
  if (!bot) throw new Error(`Unknown Patrol: Lost! bot: ${String(b)}`);
  return bot;
}

export function playGame(seed: number, good: string | PatrolLostBot, bad: string | PatrolLostBot, now?: () => number, maxSteps = 50_000): MatchGame {
  const bots = [botOf(good), botOf(bad)];
  const rng = seedRng((seed ^ 0x5bd1e995) >>> 0);
  let state = patrolLost.setup(seed, { turnLimit: 60 });
  const actions: RecordedAction[] = [];
  const turnMs: [number[], number[]] = [[], []];
  for (let i = 0; i < maxSteps; i++) {
    const seat = patrolLost.currentSeat(state);
    if (seat === null) break;
    const bot = bots[seat] as PatrolLostBot;
    const legal = patrolLost.legalActions(state, seat);
    const t0 = now?.() ?? 0;
    const view = bot.readsView === false ? (undefined as never) : patrolLost.view(state, seat);
    const action = bot.choose(view, legal, rng, botContext(patrolLost, state, seat));
    if (now) {
      const ms = turnMs[seat as 0 | 1];
      ms[state.turn] = (ms[state.turn] ?? 0) + now() - t0;
    }
    const r = applyAction(patrolLost, state, seat, action);
    if (!r.ok) throw new Error(`${bot.name} chose a refused action (${r.error.message}): ${JSON.stringify(action)}`);
    state = r.state;
    actions.push({ seat, action });
  }
  return { state, actions, turnMs };
}

export interface MatchSummary {
  good: string;
  bad: string;
  games: number;
  seed: number;
  goodWins: number;
  badWins: number;
  draws: number;
  meanTurns: number;
  meanGoodLost: number;
  meanBadKilled: number;
  meanActions: number;
  ms: number;
  goodMsPerTurn: number;
  badMsPerTurn: number;
  slowestTurnMs: number;
}

/** Game i is played from seed `seed + i`. Same request, same results (timing aside). */
export function playMatch(req: { games: number; seed: number; good: string; bad: string; now?: () => number }): MatchSummary {
  const m: MatchSummary = {
    good: req.good, bad: req.bad, games: req.games, seed: req.seed, goodWins: 0, badWins: 0, draws: 0,
    meanTurns: 0, meanGoodLost: 0, meanBadKilled: 0, meanActions: 0, ms: 0, goodMsPerTurn: 0, badMsPerTurn: 0, slowestTurnMs: 0,
  };
  const t0 = req.now?.() ?? 0;
  const spent = [0, 0];
  const turns = [0, 0];
  for (let i = 0; i < req.games; i++) {
    const g = playGame((req.seed + i) >>> 0, req.good, req.bad, req.now);
    const o = g.state.outcome;
    if (o?.winner === 0) m.goodWins++;
    else if (o?.winner === 1) m.badWins++;
    else m.draws++;
    m.meanTurns += g.state.turn;
    m.meanGoodLost += g.state.stats.goodLost;
    m.meanBadKilled += g.state.stats.badKilled;
    m.meanActions += g.actions.length;
    for (const seat of [0, 1] as const) {
      for (const ms of g.turnMs[seat]) {
        if (ms === undefined) continue;
        spent[seat] = (spent[seat] ?? 0) + ms;
        turns[seat] = (turns[seat] ?? 0) + 1;
        m.slowestTurnMs = Math.max(m.slowestTurnMs, ms);
      }
    }
  }
  const n = Math.max(1, req.games);
  m.meanTurns /= n;
  m.meanGoodLost /= n;
  m.meanBadKilled /= n;
  m.meanActions /= n;
  m.ms = (req.now?.() ?? 0) - t0;
  m.goodMsPerTurn = (spent[0] ?? 0) / Math.max(1, turns[0] ?? 0);
  m.badMsPerTurn = (spent[1] ?? 0) / Math.max(1, turns[1] ?? 0);
  return m;
}
