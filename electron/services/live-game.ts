import { applyAction, isUndoable, logEntries, optionsFor, reseedState, type BaseState, type GameResult, type LogEntry, type Seat, type StepEvent } from '../../engine/core';
import type { SaveStatus, SeatPlayer } from '../api/contract';
import type { ReseedPoint, SaveRow, Store, StoredAction } from '../store';
import { ApiFailure } from './failure';
import type { AnyGame } from './registry';
import { allHuman, isBotSeat } from './seats';

/** How many actions before the end a load replays at least, so the log has their lines. */
export const LOG_ACTIONS = 100;
/** The most log lines kept per open game. */
export const LOG_LINES = 300;

/** The last move a person made: whose it was and the state before it. */
export interface HumanMove {
  seat: Seat;
  before: BaseState;
}

/** An open game in memory: its latest state, so act() never replays. */
export interface LiveGame {
  def: AnyGame;
  save: SaveRow;
  options: Record<string, unknown>;
  state: BaseState;
  /** Who plays each seat. */
  seats: SeatPlayer[];
  /**
   * The last human action (and the bot actions after it): undo goes back to `before` if nothing
   * was revealed since and the seat asking made it. Null when there is none in the replayed window.
   */
  lastHuman: HumanMove | null;
  /** The game log, each line with the seats that may read it (the gate filters per seat). */
  log: LogEntry[];
}

export function statusOf(result: GameResult | null): SaveStatus {
  if (!result) return 'playing';
  return result.outcome === 'win' ? 'won' : result.outcome === 'loss' ? 'lost' : 'drawn';
}

export function pushLog(live: { def: AnyGame; log: LogEntry[] }, action: number, events: readonly StepEvent[] | undefined): void {
  live.log.push(...logEntries(live.def, action, events));
  if (live.log.length > LOG_LINES) live.log.splice(0, live.log.length - LOG_LINES);
}

export type StepResult =
  | { ok: true; state: BaseState; lastHuman: HumanMove | null; log: LogEntry[]; snapshots: { idx: number; state: BaseState }[]; actions: StoredAction[] }
  | { ok: false; index: number; message: string; code: string };

/**
 * Deals the new luck of the reseed points due at `state` (those of `points` from `k` on whose `at` is
 * its action count, in order): the state after them and the index of the next point.
 */
export function dealDue(def: AnyGame, state: BaseState, points: readonly ReseedPoint[], k: number): { state: BaseState; k: number } {
  while (k < points.length && (points[k] as ReseedPoint).at === state.actionCount) state = reseedState(def, state, (points[k++] as ReseedPoint).seed);
  return { state, k };
}

/**
 * The reseed points a replay from a state after `count` actions still has to deal: a snapshot
 * after `count` actions already holds the luck dealt at `count` (snapshots are taken after it).
 */
export function reseedsAfter(points: readonly ReseedPoint[] | undefined, count: number, fromSnapshot: boolean): ReseedPoint[] {
  return (points ?? []).filter((p) => (fromSnapshot ? p.at > count : p.at >= count));
}

/**
 * Runs recorded actions from `start` (whose actionCount says where they begin), collecting the log,
 * the actions as the game parsed them and, when `snapshotDue` is given, the states a store should
 * keep as snapshots. `reseeds`: where the luck is dealt again on the way (engine/core/reseed), each
 * dealt as soon as its point is reached (so a snapshot there holds the new luck).
 */
export function runActions(def: AnyGame, start: BaseState, actions: StoredAction[], snapshotDue?: (count: number) => boolean, seats: SeatPlayer[] = [], reseeds: readonly ReseedPoint[] = []): StepResult {
  let { state, k: next } = dealDue(def, start, reseeds, 0);
  let lastHuman: HumanMove | null = null;
  const out = { def, log: [] as LogEntry[] };
  if (start.actionCount === 0) pushLog(out, -1, start.events);
  const snapshots: { idx: number; state: BaseState }[] = [];
  const parsed: StoredAction[] = [];
  for (const [k, step] of actions.entries()) {
    const index = start.actionCount + k;
    const res = applyAction(def, state, step.seat, step.action);
    if (!res.ok) return { ok: false, index, message: res.error.message, code: res.error.code };
    if (!isBotSeat(seats, step.seat)) lastHuman = { seat: step.seat, before: state };
    pushLog(out, index, res.state.events);
    ({ state, k: next } = dealDue(def, res.state, reseeds, next));
    parsed.push({ seat: step.seat, action: res.action });
    if (snapshotDue?.(state.actionCount)) snapshots.push({ idx: state.actionCount, state });
  }
  return { ok: true, state, lastHuman, log: out.log, snapshots, actions: parsed };
}

/**
 * Checks a save's game and rules version and works out its options (an older version's upgraded
 * by the game, so the save replays as it was played); refuses what this app cannot play.
 */
export function gameFor(games: { get(id: string): AnyGame | undefined }, save: { game: string; version: number; options: unknown }): { def: AnyGame; options: Record<string, unknown> } {
  const def = games.get(save.game);
  if (!def) throw new ApiFailure('bad-file', `This save is a game of "${save.game}", which this version of Patrol HQ cannot play yet.`);
  const opts = optionsFor(def, save.version, save.options);
  if (!opts.ok) {
    if (opts.error.code === 'wrong-version') throw new ApiFailure('bad-file', opts.error.message);
    throw new ApiFailure('bad-file', `This save's options are not valid: ${opts.error.message}`);
  }
  return { def, options: opts.options as Record<string, unknown> };
}

/**
 * The rules version a save takes with its next move: the app's, when the save's older version plays
 * exactly as this one (GameDefinition.sameRulesSince); undefined when it keeps its own.
 */
export function liftedVersion(def: { version: number; sameRulesSince?: number }, saved: number): number | undefined {
  return def.sameRulesSince !== undefined && saved >= def.sameRulesSince && saved < def.version ? def.version : undefined;
}

/**
 * Loads a save: the snapshot at or before (count - LOG_ACTIONS), then replays the rest. Snapshots
 * are used only under the rules version that wrote them (an older save replays from its seed).
 */
export function loadLive(store: Store, games: { get(id: string): AnyGame | undefined }, save: SaveRow): LiveGame {
  const { def, options } = gameFor(games, save);
  const snap = save.version === def.version ? store.snapshotAtOrBefore(save.id, Math.max(0, save.actionCount - LOG_ACTIONS)) : undefined;
  const usable = snap && (snap.state as BaseState | null)?.actionCount === snap.idx;
  const start = usable ? (snap.state as BaseState) : (def.setup(save.seed, options) as BaseState);
  const rest = store.actions(save.id, start.actionCount);
  const seats = save.seats ?? allHuman(def);
  const run = runActions(def, start, rest, undefined, seats, reseedsAfter(save.reseeds, start.actionCount, usable === true));
  if (!run.ok) {
    throw new ApiFailure('bad-file', `This save cannot be replayed: move ${run.index + 1} is refused by the rules (${run.message}).`);
  }
  if (run.state.actionCount !== save.actionCount) {
    throw new ApiFailure('bad-file', `This save is incomplete: it records ${save.actionCount} moves but holds ${run.state.actionCount}.`);
  }
  return { def, save, options, seats, state: run.state, lastHuman: run.lastHuman, log: run.log };
}

/** The seat a result names as the winner (null while playing, for a loss or a draw). */
export function winnerOf(result: GameResult | null): number | null {
  return result?.outcome === 'win' ? result.winner : null;
}

/** The seat that made the last human move, when nothing was revealed since (it may take it back), else null. */
export function undoSeat(live: LiveGame): Seat | null {
  const last = live.lastHuman;
  return last !== null && live.save.actionCount > 0 && isUndoable(last.before, live.state) ? last.seat : null;
}

/** True when `seat` made the last human move and nothing was revealed since. */
export function canUndo(live: LiveGame, seat: Seat): boolean {
  return undoSeat(live) === seat;
}
