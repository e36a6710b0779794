/**
 * The host's gate: everything a client receives about a game is built here, for one seat, around
 * the engine's gate (engine/core/gate.ts: seatPackage, seatFrames, seatsKeepSecrets). A save's
 * summary (with its deal seal, never its seed while the game can go on), a game envelope (summary,
 * view, choices, log, result, seat flags, the computer's moves, the campaign), and a replay's point
 * and details. Every field these objects may hold is listed in electron/api/public-fields.ts, and
 * envelope-fields.test.ts fails on any other; envelope-conformance.test.ts checks them against each
 * real game's secrets.
 */
import { isUndoable, publicPackage, seatNamesOf, readableByAll, seatFrames, seatPackage, seatsKeepSecrets, type BaseState, type GameDefinition, type LogEntry, type Seat } from '../../engine/core';
import type { ChatLine, DealSeal, GameCampaign, GameEnvelope, ReplayStep, SaveStatus, SaveSummary, SharingView } from '../api/contract';
import { CHAT_LINES } from '../api/share-contract';
import { ApiFailure } from './failure';
import { seenStatus, type SaveRow, type StoredAction } from '../store';
import { dealSeal } from './deal-seal';
import { undoSeat, type LiveGame } from './live-game';
import type { AnyGame } from './registry';
import { allHuman, humanSeats, isBotSeat } from './seats';

/** True when a game has ended and its end can no longer be taken back: only then may its seed be shown. */
export function overForGood(status: SaveStatus, endUndoable: boolean): boolean {
  return status !== 'playing' && !endUndoable;
}

/**
 * A save as any list or screen shows it. `over` (overForGood) opens the deal seal: the seed and its
 * salt beside the commitment. Lists pass false: they cannot tell whether the end may still be taken back.
 */
export function summaryOf(save: SaveRow, def: AnyGame | undefined, gameName: string, sealKey: Buffer, over = false): SaveSummary {
  const seats = save.seats ?? allHuman(def);
  return {
    id: save.id,
    seats,
    game: save.game,
    gameName,
    name: save.name,
    ...dealSeal(sealKey, save, over),
    createdAt: save.createdAt,
    updatedAt: save.updatedAt,
    actionCount: save.actionCount,
    status: save.status,
    options: (save.options ?? {}) as Record<string, unknown>,
    winner: save.winner ?? null,
    seenStatus: seenStatus(save.status, save.winner, seats),
    ...(save.campaign ? { campaignId: save.campaign.id } : {}),
  };
}

/** What every envelope of a save carries besides the game: its stamp, chat, sharing and undo asked (services/sharing.ts). */
export interface SharedParts {
  stamp: string;
  chat: ChatLine[];
  sharing: SharingView | null;
  undoAsk: { by: number } | null;
}

/** A computer's (or another person's) move as the services keep it: its action number, seat, the state after it. */
export type MoveMade = { action: number; seat: Seat; state: BaseState; frame?: { seat: Seat; view: unknown } };

/**
 * What seat `seat` receives of an open game: the save's summary and options around the engine
 * gate's package (view, legal actions, the log lines it may read, the result), the seat flags, the
 * seat's views after the computer moves this call played (`moves`), and the campaign it was played
 * from (whose recorded end cannot be taken back). Nothing else about the game leaves.
 */
export function envelopeFor(
  live: LiveGame,
  seat: Seat,
  sealKey: Buffer,
  moves: readonly MoveMade[] = [],
  campaign?: GameCampaign,
  shared: SharedParts = { stamp: '', chat: [], sharing: null, undoAsk: null },
): GameEnvelope {
  // The computer's moves as this seat saw them: built as they were made (bot-turns), else now.
  const framed = moves.length > 0 && moves.every((m) => m.frame?.seat === seat);
  const { def } = live;
  const undoer = campaign?.recorded ? null : undoSeat(live);
  const canUndo = undoer === seat;
  return {
    save: summaryOf(live.save, def, def.name, sealKey, overForGood(live.save.status, undoer !== null)),
    options: live.options,
    seatNames: seatNamesOf(def, live.options),
    // The gate decides, from the position: only two people at one screen ever need the cover, and
    // only in a game that declares seatSecrets (the conformance suite holds every other game to
    // never needing it; the check deals the hidden parts again, milliseconds per envelope).
    seatSecrets: def.seatSecrets === true && humanSeats(live.seats).length >= 2 && seatsKeepSecrets(def, live.state, live.log, live.seats.length),
    ...seatPackage(def, live.state, seat, live.log),
    canUndo,
    // Who may take the last move back tells a seat whether it revealed something: only where seats keep no secrets.
    undoBy: def.seatSecrets === true ? (canUndo ? seat : null) : undoer,
    computerMoves: framed ? moves.map((m) => ({ action: m.action, seat: m.seat, view: m.frame!.view })) : seatFrames(def, moves, seat),
    ...(campaign ? { campaign } : {}),
    ...shared,
  };
}

/**
 * What a spectator of a shared game receives: the view of no seat (engine/core/gate publicPackage:
 * only what every seat may see, the log lines all seats may read, no choices), the computer's and
 * the players' moves as anyone could watch them, nothing to undo. `seat` says whose view it is drawn
 * as (the first seat's). A position whose seats see different things cannot be watched (forbidden).
 */
export function spectatorEnvelopeFor(live: LiveGame, sealKey: Buffer, moves: readonly MoveMade[], campaign: GameCampaign | undefined, shared: SharedParts): GameEnvelope {
  const { def } = live;
  const seats = live.seats.length;
  const pkg = publicPackage(def, live.state, live.log, seats);
  if (pkg === null) throw new ApiFailure('forbidden', `${def.name} hides things from each side now: it cannot be watched.`, 'not-public');
  const shown = live.log.filter((e) => readableByAll(e, seats));
  const frames = def.seatSecrets === true ? moves.filter((m) => !seatsKeepSecrets(def, m.state, shown, seats)) : moves;
  return {
    save: summaryOf(live.save, def, def.name, sealKey, overForGood(live.save.status, campaign?.recorded ? false : undoSeat(live) !== null)),
    options: live.options,
    seatNames: seatNamesOf(def, live.options),
    seatSecrets: false,
    ...pkg,
    canUndo: false,
    undoBy: null,
    computerMoves: seatFrames(def, frames, 0),
    ...(campaign ? { campaign } : {}),
    ...shared,
  };
}

/** A save replayed whole: every state from the deal on, the actions as the rules took them, the log, the check hash up to each point. */
export interface ReplayedGame {
  save: SaveRow;
  states: BaseState[];
  /** actions[i] leads from states[i] to states[i + 1]. */
  actions: StoredAction[];
  log: LogEntry[];
  hashes: string[];
}

/**
 * The deal seal of a replayed save: opened when the game has ended and its end cannot be taken
 * back (the last person's move revealed something, or `recorded`: a campaign wrote it down).
 */
export function replaySeal(r: ReplayedGame, sealKey: Buffer, recorded: boolean): DealSeal {
  const seats = r.save.seats ?? [];
  let endUndoable = false;
  if (!recorded) {
    for (let i = r.actions.length - 1; i >= 0; i--) {
      if (isBotSeat(seats, (r.actions[i] as StoredAction).seat)) continue;
      endUndoable = isUndoable(r.states[i] as BaseState, r.states[r.states.length - 1] as BaseState);
      break;
    }
  }
  return dealSeal(sealKey, r.save, overForGood(r.save.status, endUndoable));
}

/** The chat lines said at or before point `at` (every seat reads them all), the last CHAT_LINES. */
export function chatUpTo(chat: readonly ChatLine[], at: number): ChatLine[] {
  return chat.filter((l) => l.at <= at).slice(-CHAT_LINES);
}

/**
 * The game as `seat` saw it after `at` actions: the engine gate's package then (with the log lines
 * before that point), the check hash, and, only in a game that hides nothing (no secrets, no redeal),
 * the action that led there with the seat's view just before it.
 */
export function replayStepFor(def: GameDefinition<any, any, any, any>, r: ReplayedGame, at: number, seat: Seat, turn: number | null, chat: readonly ChatLine[] = []): ReplayStep {
  const state = r.states[at] as BaseState;
  const pkg = seatPackage(def, state, seat, r.log.filter((e) => e.action < at));
  // In a game with secrets another seat's action could tell what this seat may not know. The view before it is one the seat saw anyway.
  const open = !def.secrets && !def.redeal;
  const taken = at > 0 ? r.actions[at - 1] : undefined;
  const last = open && taken ? { seat: taken.seat, action: taken.action, before: def.view(r.states[at - 1] as BaseState, seat) } : null;
  return { at, count: r.states.length - 1, seat, toAct: pkg.toAct, turn, view: pkg.view, log: pkg.log, result: pkg.result, hash: r.hashes[at] as string, last, chat: chatUpTo(chat, at) };
}
