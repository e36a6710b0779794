/**
 * The random legal bot: most of the time one of the discrete legal actions, uniformly; sometimes a
 * continuous choice (a move, a throw, an arc, a direction) filled in at random from its template
 * and kept only when `check` accepts it. Its only randomness is the stream it is given.
 *
 * The discrete action is drawn without listing them all (battle/draw.ts: uniform over legalActions,
 * judging only the shots it draws), so the driver does not list them for it (`readsLegal: false`):
 * listing every shot of every man at every enemy, each with its line of sight, was two thirds of a
 * random battle's time (the battle odds play thousands).
 */
import type { Bot } from '../../../core/contract';
import { nextFloat, nextInt } from '../../../core/rng';
import type { CombatPatrolAction, CombatPatrolState, CombatPatrolView } from '../battle/types';
import { checkKept } from '../battle/check';
import { drawLegalAction } from '../battle/draw';
import { sampleTemplate } from './sample-template';

/** How often it tries a template instead of a listed action (when there are templates). */
const TEMPLATE_SHARE = 0.35;
const TRIES = 8;

export const randomBot: Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState> = {
  name: 'random',
  description: 'Picks at random among the legal actions and the moves, throws and arcs the rules allow.',
  readsView: false,
  readsLegal: false,
  choose(_view, _legal, rng, ctx) {
    const state = ctx.sample(rng);
    if (nextFloat(rng) < TEMPLATE_SHARE && ctx.templates.length > 0) {
      for (let i = 0; i < TRIES; i++) {
        const t = ctx.templates[nextInt(rng, ctx.templates.length)];
        if (!t) break;
        const parsed = ctx.def.parseAction(sampleTemplate(t, rng));
        if (parsed.ok && checkKept(state, parsed.action, ctx.seat) === null) return parsed.action;
      }
    }
    // Null (no move at all) goes back as undefined: the driver reports the bot stuck.
    return drawLegalAction(state, ctx.seat, rng) ?? (undefined as unknown as CombatPatrolAction);
  },
};
