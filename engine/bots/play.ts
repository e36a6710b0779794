import type { BaseState, Bot, GameDefinition, GameResult } from '../core/contract';
import type { RecordedAction } from '../core/pipeline';
import { seedRng } from '../core/rng';
import { botStep } from './step';

export interface BotGame<S extends BaseState> {
  state: S;
  result: GameResult | null;
  /** Actions applied, in order (recorded only when asked). */
  actions: RecordedAction[];
  steps: number;
  /** True when the game hit the step cap without ending. */
  capped: boolean;
}

export interface PlayOptions<S extends BaseState = BaseState> {
  /** Seed of the bots' own random stream (kept apart from the game's; default: the game's seed mixed). */
  botSeed?: number;
  /** Stop after this many actions (a safety net against a game that cannot end). */
  maxSteps?: number;
  record?: boolean;
  /** Called with each state, the opening one too (property tests look at every state of a game). */
  onState?: (state: S) => void;
  /**
   * Called after each move with the seat that moved, the state it moved from and, given `now`, the
   * time its bot took to choose and apply it (ms; 0 without a clock). Sims and benches time bots with it.
   */
  onStep?: (step: { seat: number; before: S; ms: number }) => void;
  /** A clock for `onStep`'s times (ms). */
  now?: () => number;
}

/**
 * Plays one game with bots (one per seat, or a single bot for every seat), each move through
 * botStep and so through the real applyAction pipeline. Throws if a bot is stuck or picks an
 * action the game refuses.
 */
export function playBotGame<S extends BaseState>(
  def: GameDefinition<S, any, any, any>,
  seed: number,
  options: unknown,
  bots: Bot<any, any> | Bot<any, any>[],
  opts: PlayOptions<S> = {},
): BotGame<S> {
  const rng = seedRng(opts.botSeed ?? seed ^ 0x5bd1e995);
  const maxSteps = opts.maxSteps ?? 100_000;
  const actions: RecordedAction[] = [];
  let state = def.setup(seed, options);
  opts.onState?.(state);
  let result: GameResult | null = def.result(state);
  let steps = 0;
  for (let seat = def.currentSeat(state); seat !== null; seat = def.currentSeat(state)) {
    if (steps >= maxSteps) return { state, result: null, actions, steps, capped: true };
    const bot = Array.isArray(bots) ? bots[seat] : bots;
    if (!bot) throw new Error(`${def.name}: no bot for seat ${seat}.`);
    const t0 = opts.now?.() ?? 0;
    const step = botStep(def, state, seat, bot, rng);
    if (!step.ok) throw new Error(`${def.name}, move ${steps + 1}: ${step.error.message}`);
    if (opts.onStep) opts.onStep({ seat, before: state, ms: opts.now ? opts.now() - t0 : 0 });
    if (opts.record) actions.push({ seat, action: step.action });
    state = step.state;
    opts.onState?.(state);
    result = step.result;
    steps++;
  }
  return { state, result, actions, steps, capped: false };
}
