/**
 * Plays one battle with a bot in each seat, every action through the real pipeline, the bots fed
 * what their seat receives (core/gate's botContext). Used by the sim script, the bench and the
 * tests; the shared bot driver of engine/bots can replace it once every game goes through one.
 */
import type { Bot, GameResult, Seat } from '../../../core/contract';
import { botContext } from '../../../core/gate';
import { applyAction, type RecordedAction } from '../../../core/pipeline';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import type { CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, CombatPatrolView } from '../battle/types';

type CpBot = Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState>;

export interface BattleRun {
  state: CombatPatrolState;
  result: GameResult | null;
  actions: RecordedAction[];
  steps: number;
  /** True when the battle hit the step cap without ending. */
  capped: boolean;
}

export interface BattleRunOptions {
  /** Seed of the bots' own stream (kept apart from the battle's). */
  botSeed?: number;
  maxSteps?: number;
  record?: boolean;
  /** Called with each new state (after setup too). */
  onState?: (s: CombatPatrolState) => void;
}

export function playBattle(seed: number, options: CombatPatrolOptions, bots: readonly [CpBot, CpBot], opts: BattleRunOptions = {}): BattleRun {
  const rng = seedRng(opts.botSeed ?? (seed ^ 0x2f6b1d37) >>> 0);
  const def = combatPatrol;
  let state = def.setup(seed, options);
  opts.onState?.(state);
  const actions: RecordedAction[] = [];
  const max = opts.maxSteps ?? 50_000;
  let steps = 0;
  for (;;) {
    const seat: Seat | null = def.currentSeat(state);
    if (seat === null) break;
    if (steps >= max) return { state, result: null, actions, steps, capped: true };
    const bot = bots[seat] as CpBot;
    const legal = def.legalActions(state, seat);
    if (legal.length === 0) throw new Error(`Combat Patrol!: no legal action for seat ${seat} at step ${steps}.`);
    const view = bot.readsView === false ? (undefined as unknown as CombatPatrolView) : def.view(state, seat);
    const action = bot.choose(view, legal, rng, botContext(def, state, seat));
    const res = applyAction(def, state, seat, action);
    if (!res.ok) throw new Error(`Combat Patrol!: bot ${bot.name} chose a refused action (${res.error.message}): ${JSON.stringify(action)}`);
    if (opts.record) actions.push({ seat, action: res.action });
    state = res.state;
    opts.onState?.(state);
    steps++;
  }
  return { state, result: def.result(state), actions, steps, capped: false };
}
