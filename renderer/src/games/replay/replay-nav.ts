/**
 * A replay's navigation, plain and tested: moving the point (clamped to the start .. the last
 * action), the turn a point is in, the words for a point (the start in the game's own words: "the
 * deal", "the start of the battle", given by its screens, GameUi.replayStart), and the envelope a
 * game screen draws for a point (read-only: no choices, no undo), so the board is drawn by the
 * game's own screen exactly as in play.
 */
import type { GameEnvelope, ReplayInfo, ReplayStep } from '../../../../electron/api/contract';

/** What a replay calls the point before the first action when the game's screens give no word of their own. */
export const DEFAULT_START = 'the start';

/** The point `to`, kept between the start (0) and the last action (`count`). */
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
    save: { id: info.id, name: info.name, game: info.game, gameName: info.gameName, actionCount: step.at, commitment: info.commitment } as GameEnvelope['save'],
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
    undoBy: null,
    // A replay point is drawn as it stands: no computer moves to show one at a time.
    computerMoves: [],
    // A past point: never shared, no undo asked (the replay screen offers none); the chat said by then shows in its log.
    stamp: `replay:${step.at}`,
    chat: step.chat ?? [],
    sharing: null,
    undoAsk: null,
  };
}

/** "Move 12 of 40", or at 0 the game's start: "The deal (of 40 moves)", "The start of the battle (of 40 moves)". */
export function pointLabel(at: number, count: number, start: string = DEFAULT_START): string {
  return at === 0 ? `${capital(start)} (of ${count} moves)` : `Move ${at} of ${count}`;
}

/** Where a point is, inside a sentence ("Play on from …"): "move 12", or the game's start ("the deal"). */
export function pointName(at: number, start: string = DEFAULT_START): string {
  return at === 0 ? start : `move ${at}`;
}

const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The name a fork is offered: the original's, with the move it starts from and "same luck" when the
 * unseen is kept as it fell (as saves.fork names it by default), at most 80 characters.
 */
export function forkName(original: string, at: number, luck: 'fresh' | 'same' = 'fresh'): string {
  const tail = luck === 'same' ? ` (from move ${at}, same luck)` : ` (from move ${at})`;
  return `${original.slice(0, 80 - tail.length)}${tail}`;
}

/** A check hash as pasted (spaces, dashes, capitals as anyone might copy it): its 16 digits, or null when it is not one. */
export function readHash(text: string): string | null {
  const h = text.replace(/[\s-]/g, '').toLowerCase();
  return /^[0-9a-f]{16}$/.test(h) ? h : null;
}

/**
 * What a pasted check hash says about this game: where it is found (`found`, from replays.findHash)
 * against the point shown (`at`) and the game's last point (`count`). `same`: the two games agree up to there.
 */
export function hashVerdict(found: number | null, at: number, count: number, start: string = DEFAULT_START): { same: boolean; words: string } {
  if (found === null) {
    return { same: false, words: 'No point of this game has that check hash: the other game parted from this one (another seed, other moves or another version of Patrol HQ), or it went on past this game’s last move.' };
  }
  const where = found === at ? 'the point shown' : found === count ? 'this game’s last move' : pointName(found, start);
  return { same: true, words: `The same as ${where}${found === count && found !== at ? ` (move ${count})` : ''}: the two games agree up to there.` };
}
