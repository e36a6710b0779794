import type { BaseState, Bot, GameDefinition, GameResult } from '../core/contract';
import type { RecordedAction } from '../core/pipeline';
import { seedRng } from '../core/rng';
import { driveBots } from './drive';

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
 * Plays one game with bots (one per seat, or a single bot for every seat) from its setup, through
 * the match driver (bots/drive.ts) and so the real applyAction pipeline, the bots drawing from one
 * stream. Throws if a bot is stuck or picks an action the game refuses.
 */
export function playBotGame<S extends BaseState>(
  def: GameDefinition<S, any, any, any>,
  seed: number,
  options: unknown,
  bots: Bot<any, any> | Bot<any, any>[],
  opts: PlayOptions<S> = {},
): BotGame<S> {
  const rng = seedRng(opts.botSeed ?? seed ^ 0x5bd1e995);
  const actions: RecordedAction[] = [];
  const start = def.setup(seed, options);
  opts.onState?.(start);
  let t0 = 0;
  const end = driveBots(
    def,
    start,
    {
      botAt: (seat) => (Array.isArray(bots) ? (bots[seat] ?? null) : bots),
      maxSteps: opts.maxSteps ?? 100_000,
      stopBefore: () => {
        t0 = opts.now?.() ?? 0;
        return false;
      },
      onMove: (m) => {
        if (opts.onStep) opts.onStep({ seat: m.seat, before: m.before, ms: opts.now ? opts.now() - t0 : 0 });
        if (opts.record) actions.push({ seat: m.seat, action: m.action });
        opts.onState?.(m.state);
      },
    },
    () => rng,
  );
  const { state, steps } = end;
  if (end.why === 'refused') throw new Error(`${def.name}, move ${steps + 1}: ${end.error.message}`);
  if (end.why === 'person') throw new Error(`${def.name}: no bot for seat ${def.currentSeat(state)}.`);
  if (end.why === 'capped') return { state, result: null, actions, steps, capped: true };
  return { state, result: def.result(state), actions, steps, capped: false };
}
