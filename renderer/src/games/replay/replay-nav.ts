/**
 * A replay's navigation, plain and tested: moving the point (clamped to the deal .. the last
 * action), the turn a point is in, and the envelope a game screen draws for a point (read-only:
 * no choices, no undo), so the board is drawn by the game's own screen exactly as in play.
 */
import type { GameEnvelope, ReplayInfo, ReplayStep } from '../../../../electron/api/contract';

/** The point `to`, kept between the deal (0) and the last action (`count`). */
export function clampPoint(to: number, count: number): number {
  return Math.max(0, Math.min(count, Math.round(to)));
}

/** The turn point `at` falls in (the last turn starting at or before it), or null when the game tells no turns. */
export function turnAt(turns: ReplayInfo['turns'], at: number): number | null {
  let t: number | null = null;
  for (const x of turns) if (x.at <= at) t = x.turn;
  return t;
}

/** The point where turn `turn` starts (the nearest turn at or after it when it has none). */
export function pointOfTurn(turns: ReplayInfo['turns'], turn: number): number | null {
  const exact = turns.find((t) => t.turn === turn) ?? turns.find((t) => t.turn > turn);
  return exact ? exact.at : null;
}

/** The envelope a game screen draws for a replay point: what the seat saw then, with nothing to choose. */
export function replayEnvelope(info: ReplayInfo, step: ReplayStep): GameEnvelope {
  return {
    save: { id: info.id, name: info.name, game: info.game, gameName: info.gameName, actionCount: step.at } as GameEnvelope['save'],
    options: {},
    seat: step.seat,
    toAct: step.toAct,
    seatNames: [],
    seatSecrets: false,
    view: step.view,
    legal: [],
    templates: [],
    result: step.result,
    log: step.log,
    canUndo: false,
    // A replay point is drawn as it stands: no computer moves to show one at a time.
    computerMoves: [],
  };
}

/** "Move 12 of 40" (or "The deal" at 0). */
export function pointLabel(at: number, count: number): string {
  return at === 0 ? `The deal (of ${count} moves)` : `Move ${at} of ${count}`;
}

/** The name a fork is offered: the original's, with the move it starts from (as saves.fork names it by default), at most 80 characters. */
export function forkName(original: string, at: number): string {
  return `${original} (from move ${at})`.slice(0, 80);
}
