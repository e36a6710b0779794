import { applyAction, type RecordedAction } from '../../core/pipeline';
import { seedRng } from '../../core/rng';
import { lostPatrolBots, type LostPatrolBot } from './bots';
import { lostPatrol } from './definition';
import type { LostPatrolOptions, LostPatrolState, LostPatrolView } from './types';

export interface BotGame {
  state: LostPatrolState;
  actions: RecordedAction[];
}

/**
 * Plays one whole game with a bot in each seat (seat 0 the patrol or Deserter, seat 1 the
 * Pursuers), through the real pipeline. Bots see only the view and the legal actions; their own
 * randomness comes from `botSeed`, apart from the game's. `maxSteps` guards against a runaway.
 */
export function playBotGame(seed: number, options: LostPatrolOptions, bots: (string | LostPatrolBot)[], botSeed = seed, maxSteps = 20_000): BotGame {
  const rng = seedRng(botSeed ^ 0x5bd1e995);
  const seats = bots.map((b) => {
    const bot = typeof b === 'string' ? lostPatrolBots[b] : b;
    if (!bot) throw new Error(`Unknown Lost Patrol bot: ${String(b)}`);
    return bot;
  });
  let state = lostPatrol.setup(seed, options);
  const actions: RecordedAction[] = [];
  for (let i = 0; i < maxSteps; i++) {
    const seat = lostPatrol.currentSeat(state);
    if (seat === null) break;
    const bot = seats[seat] ?? seats[0];
    if (!bot) throw new Error('playBotGame needs at least one bot');
    const view = bot.readsView === false ? (undefined as unknown as LostPatrolView) : lostPatrol.view(state, seat);
    const action = bot.choose(view, lostPatrol.legalActions(state, seat), rng);
    const r = applyAction(lostPatrol, state, seat, action);
    if (!r.ok) throw new Error(`${bot.name} chose an illegal action: ${r.error.message}`);
    state = r.state;
    actions.push({ seat, action });
  }
  return { state, actions };
}
