import type { Bot, BotContext } from '../../../core/contract';
import { randomBot as genericRandomBot } from '../../../bots/random';
import type { RngState } from '../../../core/rng';
import type { PatrolLostAction, PatrolLostState, PatrolLostView } from '../types';
import { intent, searchWords } from './explain';
import { policy } from './policy';
import { halvingSearch, type SearchOptions } from './halving';
import { sense } from './sense';

export type PatrolLostBot = Bot<PatrolLostView, PatrolLostAction, PatrolLostState>;
type Ctx = BotContext<PatrolLostState, PatrolLostAction>;

/** Uniform over the legal actions (the generic bot every game lists): the baseline the levels are measured against. */
export const randomBot: PatrolLostBot = genericRandomBot;

/** The fastest level: rules of thumb, with its reason in words. */
export const easyBot: PatrolLostBot = {
  name: 'easy',
  description: 'Easy: plays by rules of thumb (head for the End, keep off big stacks; pile onto the Good Guys, fight at good odds).',
  readsView: false,
  choose(_v, legal, rng: RngState, ctx: Ctx) {
    if (legal.length === 1) return legal[0] as PatrolLostAction;
    const c = policy(ctx.sample(rng), ctx.seat, legal, rng, true);
    return c.why ? { ...c.action, why: c.why } : c.action;
  },
};

/**
 * A searching level: determinized search over samples of the pile and the dice (see halving.ts),
 * explaining its choice in words: what the move is for, and how it compared with the others.
 */
export function searchBot(name: string, description: string, opts: SearchOptions): PatrolLostBot {
  return {
    name,
    description,
    readsView: false,
    choose(_v, legal, rng: RngState, ctx: Ctx) {
      if (legal.length === 1) return legal[0] as PatrolLostAction;
      const r = halvingSearch(ctx, legal, rng, opts);
      const why = `${intent(sense(ctx.sample(rng)), ctx.seat, r.action)} ${searchWords(ctx.seat, r.iterations, r.ranked)}`;
      return { ...r.action, why };
    },
  };
}

export const MEDIUM: SearchOptions = { budget: 24, extraTurns: 1, keep: 8, perChoice: 6 };
export const HARD: SearchOptions = { budget: 128, extraTurns: 1, keep: 12, perChoice: 24 };

export const mediumBot = searchBot('medium', 'Medium: tries its best few choices on imagined piles and dice, playing on to the end of the next turn (24 playouts a decision).', MEDIUM);
export const hardBot = searchBot('hard', 'Hard: the same look-ahead with more choices and over five times the playouts (128 a decision).', HARD);

/** Every computer player of the game, by name. */
export const patrolLostBots: Record<string, PatrolLostBot> = {
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
};
