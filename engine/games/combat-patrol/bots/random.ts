/**
 * The random legal bot: most of the time one of the discrete legal actions, uniformly; sometimes a
 * continuous choice (a move, a throw, an arc, a direction) filled in at random from its template
 * and kept only when `check` accepts it. Its only randomness is the stream it is given.
 */
import type { Bot } from '../../../core/contract';
import { nextFloat, nextInt } from '../../../core/rng';
import type { CombatPatrolAction, CombatPatrolState, CombatPatrolView } from '../battle/types';
import { sampleTemplate } from './sample-template';

/** How often it tries a template instead of a listed action (when there are templates). */
const TEMPLATE_SHARE = 0.35;
const TRIES = 8;

export const randomBot: Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState> = {
  name: 'random',
  description: 'Picks at random among the legal actions and the moves, throws and arcs the rules allow.',
  readsView: false,
  choose(_view, legal, rng, ctx) {
    if (ctx.templates.length > 0 && nextFloat(rng) < TEMPLATE_SHARE) {
      const state = ctx.sample(rng);
      for (let i = 0; i < TRIES; i++) {
        const t = ctx.templates[nextInt(rng, ctx.templates.length)];
        if (!t) break;
        const parsed = ctx.def.parseAction(sampleTemplate(t, rng));
        if (parsed.ok && ctx.def.check(state, parsed.action, ctx.seat) === null) return parsed.action;
      }
    }
    return legal[nextInt(rng, legal.length)] as CombatPatrolAction;
  },
};
