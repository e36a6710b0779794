import type { GameDefinition, GameResult } from '../../core/contract';
import { applyChecked } from './apply';
import { checkAction } from './check';
import { describe, type EndlessPatrolEvent } from './events';
import { redeal, secrets } from './hidden';
import { reseed } from './reseed';
import { legalActions } from './legal';
import { parseAction, parseOptions, upgradeOptions } from './parse';
import { setupGame } from './setup';
import type { EndlessPatrolAction, EndlessPatrolOptions, EndlessPatrolState, EndlessPatrolView } from './types';
import { viewOf } from './view';

/** "1 turn", "12 turns". */
const count = (n: number, one: string): string => `${n} ${n === 1 ? one : `${one}s`}`;

function result(s: EndlessPatrolState): GameResult | null {
  if (s.phase !== 'over') return null;
  const stats = { turns: s.turn, casualties: s.stats.casualties, squad: s.squad, defeated: s.stats.defeated, negated: s.stats.negated, looks: s.stats.looks, reshuffles: s.stats.reshuffles };
  if (s.outcome === 'win') {
    return { outcome: 'win', winner: 0, summary: `The patrol fought through the whole Patrol deck in ${count(s.turn, 'turn')} with ${count(s.squad, 'soldier')} left.`, stats };
  }
  const defeated = s.stats.defeated === 1 ? '1 enemy card was' : `${s.stats.defeated} enemy cards were`;
  return { outcome: 'loss', winner: null, summary: `The last soldier fell on turn ${s.turn}; ${defeated} defeated.`, stats };
}

/**
 * Endless Patrol: the solo card game, GI deck against Patrol deck. One seat, 'Player'.
 * Rules version 2: a Minefield or Shelling casualty cannot be cancelled unless the house rule
 * `dCancelsMinefields` says so (version 1 let a D card cancel it unless `strictMinefields`).
 */
export const endlessPatrol: GameDefinition<EndlessPatrolState, EndlessPatrolAction, EndlessPatrolOptions, EndlessPatrolView> = {
  id: 'endless-patrol',
  name: 'Endless Patrol',
  version: 2,
  seats: { min: 1, max: 1, names: ['Player'] },
  parseOptions,
  upgradeOptions,
  setup: (seed, options) => setupGame(seed, options),
  currentSeat: (s) => (s.phase === 'over' ? null : 0),
  parseAction,
  legalActions: (s, seat) => (seat === 0 ? legalActions(s) : []),
  check: (s, a, seat) => (seat !== 0 ? { code: 'not-your-turn', message: "It is Player's turn." } : checkAction(s, a)),
  apply: (s, a) => applyChecked(s, a),
  view: (s) => viewOf(s),
  describe: (e) => describe(e as EndlessPatrolEvent),
  result,
  redeal: (s, _seat, rng) => redeal(s, rng),
  secrets: (s) => secrets(s),
  reseed,
};
