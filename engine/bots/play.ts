import type { BaseState, GameDefinition, GameResult, Seat } from '../core/contract';
import * as pipelineMod from '../core/pipeline';
import type { RecordedAction } from '../core/pipeline';
import { seedRng, type RngState } from '../core/rng';
import { botContext } from '../core/gate';
import type { Bot } from './types';

// Taken once: under some loaders (tsx/CJS) each use of an import is a getter call.
const { applyAction } = pipelineMod;

export interface BotGame<S extends BaseState> {
  state: S;
  result: GameResult | null;
  /** Actions applied, in order (recorded only when asked). */
  actions: RecordedAction[];
  steps: number;
  /** True when the game hit the step cap without ending. */
  capped: boolean;
}

export interface PlayOptions {
  /** Seed of the bots' own random stream (kept apart from the game's). */
  botSeed?: number;
  /** Stop after this many actions (a safety net against a game that cannot end). */
  maxSteps?: number;
  record?: boolean;
}

/**
 * Plays one game with bots (one per seat; a single bot plays every seat), every action going
 * through the real applyAction pipeline. Throws if a bot picks an action the game refuses.
 */
export function playBotGame<S extends BaseState>(
  def: GameDefinition<S, any, any, any>,
  seed: number,
  options: unknown,
  bots: Bot<any, any> | Bot<any, any>[],
  opts: PlayOptions = {},
): BotGame<S> {
  const rng: RngState = seedRng(opts.botSeed ?? seed ^ 0x5bd1e995);
  const maxSteps = opts.maxSteps ?? 100_000;
  const actions: RecordedAction[] = [];
  let state = def.setup(seed, options);
  let steps = 0;
  // Worked out once, not every step: one bot for every seat, or a list of bots by seat.
  const oneBot = Array.isArray(bots) ? null : bots;
  const record = Boolean(opts.record);
  for (;;) {
    const seat: Seat | null = def.currentSeat(state);
    if (seat === null) break;
    if (steps >= maxSteps) return { state, result: null, actions, steps, capped: true };
    const bot = oneBot ?? (bots as Bot<any, any>[])[seat];
    if (!bot) throw new Error(`No bot for seat ${seat}.`);
    const legal = def.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`${def.name}: no legal action for seat ${seat} at step ${steps}.`);
    const view = bot.readsView === false ? undefined : def.view(state, seat);
    const action = bot.choose(view, legal, rng, botContext(def, state, seat));
    const res = applyAction(def, state, seat, action);
    if (!res.ok) throw new Error(`${def.name}: bot ${bot.name} chose a refused action (${res.error.message}).`);
    if (record) actions.push({ seat, action });
    state = res.state;
    steps++;
  }
  return { state, result: def.result(state), actions, steps, capped: false };
}
