import type { GameDefinition, GameResult } from '../../core/contract';
import * as applyMod from './apply';
import * as checkMod from './check';
import * as legalMod from './legal';
import * as parseMod from './parse';
import * as setupMod from './setup';
import type { EndlessPatrolAction, EndlessPatrolOptions, EndlessPatrolState, EndlessPatrolView } from './types';
import * as viewMod from './view';

// Imported values taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { applyChecked } = applyMod;
const { checkAction } = checkMod;
const { legalActions } = legalMod;
const { parseAction, parseOptions } = parseMod;
const { setupGame } = setupMod;
const { viewOf } = viewMod;

function result(s: EndlessPatrolState): GameResult | null {
  if (s.phase !== 'over') return null;
  const stats = { turns: s.turn, casualties: s.stats.casualties, squad: s.squad, defeated: s.stats.defeated, negated: s.stats.negated, looks: s.stats.looks, reshuffles: s.stats.reshuffles };
  if (s.outcome === 'win') {
    return { outcome: 'win', winner: 0, summary: `The patrol fought through the whole Patrol deck in ${s.turn} turns with ${s.squad} soldiers left.`, stats };
  }
  return { outcome: 'loss', winner: null, summary: `The last soldier fell on turn ${s.turn}; ${s.stats.defeated} enemy cards were defeated.`, stats };
}

/** Endless Patrol: the solo card game, GI deck against Patrol deck. One seat, 'Player'. */
export const endlessPatrol: GameDefinition<EndlessPatrolState, EndlessPatrolAction, EndlessPatrolOptions, EndlessPatrolView> = {
  id: 'endless-patrol',
  name: 'Endless Patrol',
  version: 1,
  seats: { min: 1, max: 1, names: ['Player'] },
  parseOptions,
  setup: (seed, options) => setupGame(seed, options),
  currentSeat: (s) => (s.phase === 'over' ? null : 0),
  parseAction,
  legalActions: (s, seat) => (seat === 0 ? legalActions(s) : []),
  check: (s, a, seat) => (seat !== 0 ? { code: 'not-your-turn', message: "It is Player's turn." } : checkAction(s, a)),
  apply: (s, a) => applyChecked(s, a),
  view: (s) => viewOf(s),
  result,
};
