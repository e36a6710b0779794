import { randomBytes, randomUUID } from 'node:crypto';
import { botsFor } from '../../engine/bots';
import { applyAction, type BaseState } from '../../engine/core';
import type { ExportFile, GameEnvelope, ParsedRequest, SaveSummary } from '../api/contract';
import { StaleWriteError, type SaveRow, type Store } from '../store';
import { catalogNames } from './catalog';
import { fileNameFor, parseSaveFile, SAVE_FORMAT, SAVE_FORMAT_VERSION } from './export-format';
import { ApiFailure } from './failure';
import { playBotTurns } from './bot-turns';
import { canUndo, envelopeOf, gameFor, loadLive, pushLog, runActions, statusOf, summaryOf, winnerOf, type LiveGame } from './live-game';
import type { GameRegistry } from './registry';
import { isBotSeat, resolveSeats, type BotSource } from './seats';

export interface SavesDeps {
  store: Store;
  games: GameRegistry;
  /** Clock (tests). */
  now?: () => Date;
  /** Seed source when a create request has none (tests); default: crypto random 32 bits. */
  randomSeed?: () => number;
  /** The bots each game offers (default: engine/bots `botsFor`). */
  bots?: BotSource;
}

/**
 * Saves: create, open, play, undo, rename, delete, list, export and import. Knows nothing of
 * transports. Bot seats are played here: after create, open and every human action, while the
 * seat to act is a bot's, its action is applied and committed like a player's.
 */
export class SavesService {
  private readonly live = new Map<string, LiveGame>();
  private readonly now: () => Date;
  private readonly randomSeed: () => number;
  private readonly bots: BotSource;

  constructor(private readonly deps: SavesDeps) {
    this.now = deps.now ?? (() => new Date());
    this.randomSeed = deps.randomSeed ?? (() => randomBytes(4).readUInt32LE(0));
    this.bots = deps.bots ?? botsFor;
  }

  private get store(): Store {
    return this.deps.store;
  }

  private gameName(id: string): string {
    return this.deps.games.get(id)?.name ?? catalogNames()[id] ?? id;
  }

  private row(id: string): SaveRow {
    const save = this.store.getSave(id);
    if (!save) throw new ApiFailure('not-found', 'That save no longer exists.');
    return save;
  }

  /** The cached game, or a fresh load from the store. */
  private game(id: string): LiveGame {
    const cached = this.live.get(id);
    if (cached) return cached;
    const live = loadLive(this.store, this.deps.games, this.row(id));
    this.live.set(id, live);
    return live;
  }

  list(): SaveSummary[] {
    return this.store.listSaves().map((s) => summaryOf(s, this.deps.games.get(s.game), this.gameName(s.game)));
  }

  create(req: ParsedRequest<'saves.create'>): GameEnvelope {
    const def = this.deps.games.get(req.game);
    if (!def) {
      const known = catalogNames()[req.game];
      throw new ApiFailure('not-found', known ? `${known} is not available yet.` : `There is no game called "${req.game}".`);
    }
    const opts = def.parseOptions(req.options ?? {});
    if (!opts.ok) throw new ApiFailure('bad-request', opts.error.message, opts.error.code);
    const seats = resolveSeats(def, req.seats, this.bots);
    const seed = req.seed ?? this.randomSeed() >>> 0;
    const state = def.setup(seed, opts.options) as BaseState;
    const result = def.result(state);
    const at = this.now().toISOString();
    const count = this.store.listSaves().filter((s) => s.game === def.id).length;
    const save: SaveRow = {
      id: randomUUID(),
      game: def.id,
      version: def.version,
      name: req.name ?? `${def.name} #${count + 1}`,
      seed,
      options: opts.options,
      createdAt: at,
      updatedAt: at,
      actionCount: 0,
      status: statusOf(result),
      seats,
      winner: winnerOf(result),
    };
    this.store.insertSave(save);
    const live: LiveGame = { def, save, options: opts.options as Record<string, unknown>, seats, state, undoBase: null, log: [] };
    pushLog(live, -1, state.events);
    this.live.set(save.id, live);
    this.playBots(live);
    return envelopeOf(live);
  }

  /** Opens a save afresh from the store (another window may have played it). */
  open(req: ParsedRequest<'saves.open'>): GameEnvelope {
    this.live.delete(req.id);
    const live = this.game(req.id);
    this.playBots(live); // a bot's turn left unplayed (the app closed mid-turn, or an import)
    return envelopeOf(live);
  }

  act(req: ParsedRequest<'saves.act'>): GameEnvelope {
    const live = this.game(req.id);
    const idx = live.save.actionCount;
    if (req.expectedCount !== undefined && req.expectedCount !== idx) {
      throw new ApiFailure('stale', `This game has moved on (${idx} moves, not ${req.expectedCount}). Reload it.`);
    }
    if (isBotSeat(live.seats, req.seat)) {
      const name = live.def.seats.names[req.seat] ?? `seat ${req.seat + 1}`;
      throw new ApiFailure('illegal', `${name} is played by the computer in this game.`, 'bot-seat');
    }
    const res = applyAction(live.def, live.state, req.seat, req.action);
    if (!res.ok) throw new ApiFailure('illegal', res.error.message, res.error.code);
    const parsed = live.def.parseAction(req.action);
    live.undoBase = live.state;
    this.commit(live, req.seat, parsed.ok ? parsed.action : req.action, res.state as BaseState);
    this.playBots(live);
    return envelopeOf(live);
  }

  /** Stores action number `actionCount` in its own transaction, then advances the live game. */
  private commit(live: LiveGame, seat: number, action: unknown, next: BaseState): void {
    const idx = live.save.actionCount;
    const result = live.def.result(next);
    const status = statusOf(result);
    const winner = winnerOf(result);
    const updatedAt = this.now().toISOString();
    try {
      const snap = this.store.snapshotDue(idx + 1) ? next : undefined;
      this.store.appendAction(live.save.id, idx, { seat, action }, { updatedAt, status, winner }, snap);
    } catch (e) {
      this.live.delete(live.save.id);
      if (e instanceof StaleWriteError) throw new ApiFailure('stale', 'This game was changed elsewhere. Reload it.');
      throw e;
    }
    live.state = next;
    live.save = { ...live.save, actionCount: idx + 1, updatedAt, status, winner };
    pushLog(live, idx, next.events);
  }

  private playBots(live: LiveGame): void {
    playBotTurns(live, this.bots, (seat, action, next) => this.commit(live, seat, action, next));
  }

  undo(req: ParsedRequest<'saves.undo'>): GameEnvelope {
    const live = this.game(req.id);
    const count = live.save.actionCount;
    if (req.expectedCount !== undefined && req.expectedCount !== count) {
      throw new ApiFailure('stale', `This game has moved on (${count} moves, not ${req.expectedCount}). Reload it.`);
    }
    if (count === 0) throw new ApiFailure('illegal', 'There is nothing to undo.', 'nothing-to-undo');
    if (!canUndo(live)) {
      const why = live.undoBase === null ? 'There is no move of yours to take back.' : 'The last move revealed something or rolled a die, so it cannot be taken back.';
      throw new ApiFailure('illegal', why, 'not-undoable');
    }
    // Back to before the last human action: the bot actions after it go too.
    const base = live.undoBase!;
    const prevResult = live.def.result(base);
    this.live.delete(req.id);
    try {
      this.store.truncate(live.save.id, count, base.actionCount, { updatedAt: this.now().toISOString(), status: statusOf(prevResult), winner: winnerOf(prevResult) });
    } catch (e) {
      if (e instanceof StaleWriteError) throw new ApiFailure('stale', 'This game was changed elsewhere. Reload it.');
      throw e;
    }
    return envelopeOf(this.game(req.id));
  }

  rename(req: ParsedRequest<'saves.rename'>): SaveSummary {
    this.row(req.id);
    this.store.rename(req.id, req.name, this.now().toISOString());
    const save = this.row(req.id);
    const live = this.live.get(req.id);
    if (live) live.save = save;
    return summaryOf(save, this.deps.games.get(save.game), this.gameName(save.game));
  }

  delete(req: ParsedRequest<'saves.delete'>): { id: string } {
    this.live.delete(req.id);
    if (!this.store.deleteSave(req.id)) throw new ApiFailure('not-found', 'That save no longer exists.');
    return { id: req.id };
  }

  export(req: ParsedRequest<'saves.export'>): ExportFile {
    const save = this.row(req.id);
    const file = {
      format: SAVE_FORMAT,
      formatVersion: SAVE_FORMAT_VERSION,
      game: save.game,
      version: save.version,
      seed: save.seed,
      options: save.options,
      name: save.name,
      ...(save.seats ? { seats: save.seats } : {}),
      actions: this.store.actions(save.id),
      exportedAt: this.now().toISOString(),
    };
    return { fileName: fileNameFor(save.name), text: `${JSON.stringify(file, null, 2)}\n` };
  }

  /** Imports a save file after replaying every action through the rules; nothing is stored on refusal. */
  import(req: ParsedRequest<'saves.import'>): SaveSummary {
    const file = parseSaveFile(req.text);
    const { def, options } = gameFor(this.deps.games, file);
    const seats = resolveSeats(def, file.seats, this.bots, 'bad-file');
    const start = def.setup(file.seed, options) as BaseState;
    const run = runActions(def, start, file.actions, (n) => this.store.snapshotDue(n), seats);
    if (!run.ok) {
      throw new ApiFailure('bad-file', `This save cannot be imported: move ${run.index + 1} of ${file.actions.length} is not legal (${run.message}).`);
    }
    const at = this.now().toISOString();
    const actions = file.actions.map((a) => {
      const parsed = def.parseAction(a.action);
      return { seat: a.seat, action: parsed.ok ? parsed.action : a.action };
    });
    const save: SaveRow = {
      id: randomUUID(),
      game: def.id,
      version: def.version,
      name: file.name,
      seed: file.seed,
      options,
      createdAt: at,
      updatedAt: at,
      actionCount: actions.length,
      status: statusOf(def.result(run.state)),
      seats,
      winner: winnerOf(def.result(run.state)),
    };
    this.store.insertSave(save, actions, run.snapshots);
    return summaryOf(save, def, def.name);
  }
}
