/**
 * A save as a file: its export (the whole record, secrets included, with its chat lines; a damaged
 * save's raw copy) and the import of such a file, replayed through the rules before anything is stored.
 */
import { randomUUID } from 'node:crypto';
import { canReseed, futureUnseen, type BaseState } from '../../engine/core';
import type { ExportFile, ImportedSave } from '../api/contract';
import { DamagedRowError, type SaveRow, type Store } from '../store';
import { OUTSIDE_CAMPAIGN } from './campaign-games';
import { rawSaveExport } from './damaged';
import { fileNameFor, parseSaveFile, SAVE_FORMAT, saveFormatVersion } from './export-format';
import { ApiFailure } from './failure';
import { summaryOf } from './gate';
import { gameFor, runActions, statusOf, winnerOf, type LiveGame } from './live-game';
import type { GameRegistry } from './registry';
import { resolveSeats, type BotSource } from './seats';

export interface SaveFilesDeps {
  store: Store;
  games: GameRegistry;
  now: () => Date;
  bots: BotSource;
  /** The save's game in play (loaded if it is not). */
  live: (id: string) => LiveGame;
}

export class SaveFiles {
  constructor(private readonly deps: SaveFilesDeps) {}

  /** The save file; for a save that cannot be read, a raw copy of what is stored. */
  export(id: string): ExportFile {
    try {
      return this.exportFile(id);
    } catch (e) {
      if (e instanceof DamagedRowError) return rawSaveExport(this.deps.store, id, e.reason, this.deps.now());
      throw e;
    }
  }

  private exportFile(id: string): ExportFile {
    const save = this.deps.store.getSave(id);
    if (!save) throw new ApiFailure('not-found', 'That save no longer exists.');
    const chat = this.deps.store.chat.all(save.id);
    const file = {
      format: SAVE_FORMAT,
      formatVersion: saveFormatVersion(save),
      game: save.game,
      version: save.version,
      seed: save.seed,
      options: save.options,
      name: save.name,
      ...(save.seats ? { seats: save.seats } : {}),
      actions: this.deps.store.actions(save.id),
      ...(save.campaign ? { campaign: save.campaign } : {}),
      ...(save.reseeds ? { reseeds: save.reseeds } : {}),
      ...(chat.length > 0 ? { chat } : {}),
      exportedAt: this.deps.now().toISOString(),
    };
    return { fileName: fileNameFor(save.name), text: `${JSON.stringify(file, null, 2)}\n`, revealsFuture: this.revealsFuture(save) };
  }

  /**
   * True when the save's file would tell whoever reads it what is still to come: the game is not
   * over and its future still depends on what nobody has seen (a pile, a deck, dice to roll), which
   * its seed and moves rebuild. A game that cannot be replayed here counts as telling.
   */
  private revealsFuture(save: SaveRow): boolean {
    if (save.status !== 'playing') return false;
    try {
      const live = this.deps.live(save.id);
      return futureUnseen(live.def, live.state);
    } catch (e) {
      if (e instanceof ApiFailure) return true;
      throw e;
    }
  }

  /**
   * Imports a save file after replaying every action through the rules; nothing is stored on refusal.
   * A campaign game comes in outside any campaign, whatever its file says (its names stay in its options).
   */
  import(text: string): ImportedSave {
    const file = parseSaveFile(text);
    const { def, options } = gameFor(this.deps.games, file);
    const seats = resolveSeats(def, file.seats, this.deps.bots, 'bad-file');
    if (file.reseeds && file.reseeds.length > 0 && !canReseed(def)) {
      throw new ApiFailure('bad-file', `This save cannot be imported: it deals new luck part way through, and ${def.name} has nothing to deal again.`, 'reseeds');
    }
    const start = def.setup(file.seed, options) as BaseState;
    const run = runActions(def, start, file.actions, (n) => this.deps.store.snapshotDue(n), seats, file.reseeds);
    if (!run.ok) {
      throw new ApiFailure('bad-file', `This save cannot be imported: move ${run.index + 1} of ${file.actions.length} is not legal (${run.message}).`);
    }
    const badSeat = file.chat?.findIndex((l) => l.seat !== null && l.seat >= seats.length) ?? -1;
    if (badSeat >= 0) {
      throw new ApiFailure('bad-file', `This save cannot be imported: chat line ${badSeat + 1} is said from seat ${file.chat![badSeat]!.seat! + 1}, but ${def.name} is played here with ${seats.length}.`, `chat.${badSeat}.seat`);
    }
    const at = this.deps.now().toISOString();
    const actions = run.actions;
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
      ...(file.reseeds && file.reseeds.length > 0 ? { reseeds: file.reseeds.map((p) => ({ at: p.at, seed: p.seed })) } : {}),
    };
    this.deps.store.insertSave(save, actions, run.snapshots, file.chat ?? []);
    const summary = summaryOf(save, def, def.name, this.deps.store.sealKey());
    return file.campaign ? { ...summary, notice: OUTSIDE_CAMPAIGN } : summary;
  }
}
