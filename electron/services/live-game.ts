import { applyAction, isUndoable, logEntries, type BaseState, type GameResult, type LogLine } from '../../engine/core';
import type { GameEnvelope, SaveStatus, SaveSummary, SeatPlayer } from '../api/contract';
import { seenStatus, type SaveRow, type Store, type StoredAction } from '../store';
import { ApiFailure } from './failure';
import type { AnyGame } from './registry';
import { allHuman, isBotSeat } from './seats';

/** How many actions before the end a load replays at least, so the log has their lines. */
export const LOG_ACTIONS = 100;
/** The most log lines kept per open game. */
export const LOG_LINES = 300;

/** An open game in memory: its latest state, so act() never replays. */
export interface LiveGame {
  def: AnyGame;
  save: SaveRow;
  options: Record<string, unknown>;
  state: BaseState;
  /** Who plays each seat (a seat past the list is human). */
  seats: SeatPlayer[];
  /**
   * The state before the last human action and the bot actions after it (null when there is none,
   * or it lies before the replayed window): undo goes back to it if nothing was revealed since.
   */
  undoBase: BaseState | null;
  log: { action: number; text: string }[];
}

export function statusOf(result: GameResult | null): SaveStatus {
  if (!result) return 'playing';
  return result.outcome === 'win' ? 'won' : result.outcome === 'loss' ? 'lost' : 'drawn';
}

export function pushLog(live: { log: LiveGame['log'] }, action: number, events: readonly LogLine[] | undefined): void {
  for (const e of logEntries(action, events)) live.log.push({ action: e.action, text: e.text });
  if (live.log.length > LOG_LINES) live.log.splice(0, live.log.length - LOG_LINES);
}

export type StepResult =
  | { ok: true; state: BaseState; undoBase: BaseState | null; log: LiveGame['log']; snapshots: { idx: number; state: BaseState }[] }
  | { ok: false; index: number; message: string; code: string };

/**
 * Runs recorded actions from `start` (whose actionCount says where they begin), collecting the log
 * and, when `snapshotDue` is given, the states a store should keep as snapshots.
 */
export function runActions(def: AnyGame, start: BaseState, actions: StoredAction[], snapshotDue?: (count: number) => boolean, seats: SeatPlayer[] = []): StepResult {
  let state = start;
  let undoBase: BaseState | null = null;
  const out = { log: [] as LiveGame['log'] };
  if (start.actionCount === 0) pushLog(out, -1, start.events);
  const snapshots: { idx: number; state: BaseState }[] = [];
  for (const [k, step] of actions.entries()) {
    const index = start.actionCount + k;
    const res = applyAction(def, state, step.seat, step.action);
    if (!res.ok) return { ok: false, index, message: res.error.message, code: res.error.code };
    if (!isBotSeat(seats, step.seat)) undoBase = state;
    state = res.state;
    pushLog(out, index, state.events);
    if (snapshotDue?.(state.actionCount)) snapshots.push({ idx: state.actionCount, state });
  }
  return { ok: true, state, undoBase, log: out.log, snapshots };
}

/** Checks a save's game and rules version and parses its options; refuses what this app cannot play. */
export function gameFor(games: { get(id: string): AnyGame | undefined }, save: { game: string; version: number; options: unknown }): { def: AnyGame; options: Record<string, unknown> } {
  const def = games.get(save.game);
  if (!def) throw new ApiFailure('bad-file', `This save is a game of "${save.game}", which this version of Patrol HQ cannot play yet.`);
  if (save.version !== def.version) {
    throw new ApiFailure('bad-file', `This save was made under ${def.name} rules version ${save.version}; this app plays version ${def.version}.`);
  }
  const opts = def.parseOptions(save.options);
  if (!opts.ok) throw new ApiFailure('bad-file', `This save's options are not valid: ${opts.error.message}`);
  return { def, options: opts.options as Record<string, unknown> };
}

/** Loads a save: the snapshot at or before (count - LOG_ACTIONS), then replays the rest. */
export function loadLive(store: Store, games: { get(id: string): AnyGame | undefined }, save: SaveRow): LiveGame {
  const { def, options } = gameFor(games, save);
  const snap = store.snapshotAtOrBefore(save.id, Math.max(0, save.actionCount - LOG_ACTIONS));
  const usable = snap && (snap.state as BaseState | null)?.actionCount === snap.idx;
  const start = usable ? (snap.state as BaseState) : (def.setup(save.seed, options) as BaseState);
  const rest = store.actions(save.id, start.actionCount);
  const seats = save.seats ?? allHuman(def);
  const run = runActions(def, start, rest, undefined, seats);
  if (!run.ok) {
    throw new ApiFailure('bad-file', `This save cannot be replayed: move ${run.index + 1} is refused by the rules (${run.message}).`);
  }
  if (run.state.actionCount !== save.actionCount) {
    throw new ApiFailure('bad-file', `This save is incomplete: it records ${save.actionCount} moves but holds ${run.state.actionCount}.`);
  }
  return { def, save, options, seats, state: run.state, undoBase: run.undoBase, log: run.log };
}

export function summaryOf(save: SaveRow, def: AnyGame | undefined, gameName: string): SaveSummary {
  const seats = save.seats ?? allHuman(def);
  return {
    id: save.id,
    seats,
    game: save.game,
    gameName,
    name: save.name,
    seed: save.seed,
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    actionCount: save.actionCount,
    status: save.status,
    options: (save.options ?? {}) as Record<string, unknown>,
    winner: save.winner ?? null,
    seenStatus: seenStatus(save.status, save.winner, seats),
  };
}

/** The seat a result names as the winner (null while playing, for a loss or a draw). */
export function winnerOf(result: GameResult | null): number | null {
  return result?.outcome === 'win' ? result.winner : null;
}

/** True when the last human action (and the bot actions after it) revealed nothing. */
export function canUndo(live: LiveGame): boolean {
  return live.undoBase !== null && live.save.actionCount > 0 && isUndoable(live.undoBase, live.state);
}

/** The envelope for the seat whose decision it is (seat 0's view once the game is over). */
export function envelopeOf(live: LiveGame): GameEnvelope {
  const { def, state } = live;
  const seat = def.currentSeat(state);
  const viewSeat = seat ?? 0;
  return {
    save: summaryOf(live.save, def, def.name),
    options: live.options,
    seat,
    view: def.view(state, viewSeat),
    legal: seat === null ? [] : def.legalActions(state, seat),
    result: def.result(state),
    log: live.log.slice(),
    canUndo: canUndo(live),
  };
}
