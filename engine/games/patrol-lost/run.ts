import { Draft } from '../../core/draft';
import { rollDie } from '../../core/rng';
import { tileIndexAt } from './board';
import type { PatrolLostEvent } from './events';
import { GOOD_GUYS } from './tiles';
import type { PatrolLostState, PlacedTile } from './types';

/**
 * One step's working context: the step's working copy (core/draft.ts, the one copy-on-write
 * style: the state copied shallowly, a field or a tile on the board copied the first time the step
 * changes it), the new state (`s`, the draft's: set scalars on it directly; change a list or record
 * only through `d.own`, a tile through `tileToChange`) and whether to write the log. Searching bots
 * play thousands of steps on one working copy and skip the events (`talk` false).
 */
export interface Run {
  d: Draft<PatrolLostState>;
  s: PatrolLostState;
  talk: boolean;
}

/** A working copy of `prev` for one step (or a bot's playout of many): `prev` is never changed; the log starts empty. */
export function runOn(prev: PatrolLostState, talk: boolean): Run {
  const d = new Draft(prev, false, copyTop);
  d.set('events', []);
  // A snapshot stored before the credit was kept has none: it starts at nothing (no campaign game is that old).
  if (!prev.credit) d.set('credit', GOOD_GUYS.map(() => 0));
  return { d, s: d.s, talk };
}

/** The state's top level, every field named (one fixed shape: quicker than a spread for the bots' playouts). */
function copyTop(s: PatrolLostState): PatrolLostState {
  return {
    actionCount: s.actionCount,
    reveals: s.reveals,
    events: s.events,
    options: s.options,
    rng: s.rng,
    phase: s.phase,
    turn: s.turn,
    board: s.board,
    pile: s.pile,
    endPlaced: s.endPlaced,
    removed: s.removed,
    goods: s.goods,
    pool: s.pool,
    active: s.active,
    used: s.used,
    finished: s.finished,
    badActions: s.badActions,
    fought: s.fought,
    pending: s.pending,
    dice: s.dice,
    outcome: s.outcome,
    stats: s.stats,
    credit: s.credit,
  };
}

/** Changes `s` itself: a state nobody else holds (setup, a test's own state). */
export function runInPlace(s: PatrolLostState, talk: boolean): Run {
  return { d: new Draft(s, true), s, talk };
}

/** Records what the step did (the log's words are built from it by events.ts `describe`). */
export function tell(run: Run, event: PatrolLostEvent): void {
  if (run.talk) run.s.events.push(event);
}

/** Rolls one die from the game's generator: a reveal, so undo stops here. */
export function roll(run: Run): number {
  run.s.reveals++;
  return rollDie(run.d.own('rng'));
}

/**
 * The board, ready to change: the list and its tiles copied the first time the step changes any
 * tile (the whole board at once, not tile by tile: the bots keep what they work out of a board by
 * its list, bots/sense.ts, and read its tiles from there, so a list never holds a replaced tile).
 */
export function boardToChange(run: Run): PlacedTile[] {
  return run.d.own('board', copyTiles);
}

function copyTiles(board: PlacedTile[]): PlacedTile[] {
  const out = new Array<PlacedTile>(board.length);
  for (let i = 0; i < board.length; i++) {
    const t = board[i] as PlacedTile;
    out[i] = { tile: t.tile, cell: t.cell, rot: t.rot, bad: t.bad };
  }
  return out;
}

/** The tile on `cell`, ready to change (this step's copy), or undefined when the place is empty. */
export function tileToChange(run: Run, cell: number): PlacedTile | undefined {
  const i = tileIndexAt(run.s, cell);
  return i < 0 ? undefined : boardToChange(run)[i];
}
