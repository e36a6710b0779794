import type { Bot, BotContext } from '../../../core/contract';
import { randomBot as genericRandomBot } from '../../../bots/random';
import type { RngState } from '../../../core/rng';
import type { PatrolLostAction, PatrolLostState, PatrolLostView } from '../types';
import { intent, searchWords } from './explain';
import { policy } from './policy';
import { decisionWork, TURN_WORK } from './budget';
import { halvingSearch, workSearch, type SearchOptions, type WorkOptions, type WorkResult } from './halving';
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

export interface HardOptions extends WorkOptions {
  /** Work one computer turn may spend in all (see budget.ts). */
  turnWork: number;
}

export const HARD: HardOptions = { extraTurns: 1, keep: 12, turnWork: TURN_WORK, drawTurns: 30 };

/** The hard level's search for one decision: its share of the turn's work (budget.ts), spent by workSearch. */
export function hardSearch(ctx: Ctx, legal: PatrolLostAction[], rng: RngState, opts: HardOptions = HARD): WorkResult & { share: number; first: PatrolLostState } {
  const first = ctx.sample(rng);
  const share = decisionWork(first, ctx.seat, legal.length, opts.turnWork);
  return { ...workSearch(ctx, legal, rng, opts, first, share), share, first };
}

export const mediumBot = searchBot('medium', 'Medium: tries its best few choices on imagined piles and dice, playing on to the end of the next turn (24 playouts a decision).', MEDIUM);

/** The strongest level: the same look-ahead over more choices, for as long as its share of the turn's thinking budget allows. */
export const hardBot: PatrolLostBot = {
  name: 'hard',
  description: 'Hard: the same look-ahead over more choices, for as long as its thinking budget allows: a fixed amount each turn (up to about a fifth of a second), shared among its decisions and spent where the choice is widest; near the turn limit it plays for the win, not a draw.',
  readsView: false,
  choose(_v, legal, rng: RngState, ctx: Ctx) {
    if (legal.length === 1) return legal[0] as PatrolLostAction;
    const r = hardSearch(ctx, legal, rng);
    const why = `${intent(sense(r.first), ctx.seat, r.action)} ${searchWords(ctx.seat, r.iterations, r.ranked)}`;
    return { ...r.action, why };
  },
};

/** Every computer player of the game, by name. */
export const patrolLostBots: Record<string, PatrolLostBot> = {
  random: randomBot,
  easy: easyBot,
  medium: mediumBot,
  hard: hardBot,
};
