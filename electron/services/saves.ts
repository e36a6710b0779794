import { randomBytes, randomUUID } from 'node:crypto';
import { applyAction, isUndoable, seatNamesOf, type BaseState, type Seat } from '../../engine/core';
import type { ExportFile, GameEnvelope, ImportedSave, ParsedRequest, SaveSummary } from '../api/contract';
import { StaleWriteError, type SaveRow, type Store } from '../store';
import { rosterWriter, startCampaignGame, type BeforeRosterWrite } from './campaign-games';
import { damagedSaveSummary } from './damaged';
import { againInCampaign, battleSaveName, withScenarioDocument } from './battle-options';
import { ApiFailure } from './failure';
import { pooledThinker, warmBots, type BotThinker } from '../bots/bot-pool';
import { BOT_STEP_LIMIT, playBotTurns, WATCH_SLICE_MS, type BotMove, type Step } from './bot-turns';
import { envelopeFor, spectatorEnvelopeFor, summaryOf, type MoveMade } from './gate';
import { gameFor, liftedVersion, loadLive, pushLog, statusOf, winnerOf, type LiveGame } from './live-game';
import type { OddsPositionOf } from './odds';
import type { GameRegistry } from './registry';
import { KEPT_MOVES, NO_HOOKS, type SaveHooks } from './save-hooks';
import { defaultSeat, expectCount, frameSeat, lookingSeat, personSeat, seatOf } from './save-seats';
import { SaveFiles } from './save-files';
import { humanSeats, resolveSeats, type BotSource } from './seats';

export type { SaveHooks } from './save-hooks';

export interface SavesDeps {
  store: Store;
  games: GameRegistry;
  /** Clock (tests). */
  now?: () => Date;
  /** Seed source when a create request has none (tests); default: crypto random 32 bits. */
  randomSeed?: () => number;
  /** Tests only: runs inside the transaction of a campaign game's end, before its roster write (the crash test stops there). */
  beforeRosterWrite?: BeforeRosterWrite;
  /** Milliseconds for slicing a watched game (tests); default performance.now. */
  clock?: () => number;
  /** Where the computer players think (default: worker threads, electron/bots). */
  think?: BotThinker;
  /** Gets `think` ready when a game with a computer player opens (default: starts the workers when `think` is the default). */
  warm?: () => void;
  /** Shared play (services/sharing.ts): what every envelope carries besides the game, and what each change tells. */
  hooks?: SaveHooks;
}


/**
 * Saves: create, open, play, undo, rename, delete, list, export and import. Knows nothing of
 * transports. Bot seats are played here: after create, open and every human action, while the
 * seat to act is a bot's, its action is applied and committed like a player's. The bots think on
 * worker threads, so a call that plays them answers later while other calls are answered; the calls
 * that play or change one game wait for each other (`exclusive`). Every game envelope is built for
 * one seat, the one looking, by the gate (gate.ts envelopeFor).
 */
export class SavesService {
  private readonly live = new Map<string, LiveGame>();
  private readonly now: () => Date;
  private readonly randomSeed: () => number;
  private readonly bots: BotSource;
  private readonly clock: () => number;
  private readonly think: BotThinker;
  private readonly warm: () => void;
  /** Per save, the end of the last call that plays or changes it: the next such call starts after it. */
  private readonly busy = new Map<string, Promise<unknown>>();
  /** Per shared save, its last moves (anyone's) with the state after each, for saves.wait. */
  private readonly recent = new Map<string, MoveMade[]>();
  private readonly hooks: SaveHooks;
  /** Per shared save, the last spectator envelope built, by its stamp and moves (spectatorEnvelope). */
  private readonly watched = new Map<string, { key: string; env: GameEnvelope }>();
  private readonly files: SaveFiles;

  constructor(private readonly deps: SavesDeps) {
    this.now = deps.now ?? (() => new Date());
    this.clock = deps.clock ?? (() => performance.now());
    this.randomSeed = deps.randomSeed ?? (() => randomBytes(4).readUInt32LE(0));
    this.bots = (id) => deps.games.bots(id);
    this.think = deps.think ?? pooledThinker;
    this.warm = deps.warm ?? (deps.think ? () => {} : warmBots);
    this.hooks = deps.hooks ?? NO_HOOKS;
    this.files = new SaveFiles({ store: deps.store, games: deps.games, now: this.now, bots: this.bots, live: (id) => this.game(id) });
  }

  /**
   * Runs `fn` once every earlier call on save `id` that plays or changes it has ended: a person's
   * move, an undo or a reopen never lands in the middle of the computer's turn (which now spans
   * several turns of the event loop while the bots think on a worker thread).
   */
  private exclusive<T>(id: string, fn: () => T | Promise<T>): Promise<T> {
    const before = this.busy.get(id) ?? Promise.resolve();
    const run = before.then(fn);
    const done = run.then(
      () => {},
      () => {},
    );
    this.busy.set(id, done);
    void done.then(() => {
      if (this.busy.get(id) === done) this.busy.delete(id);
    });
    return run;
  }

  private get store(): Store {
    return this.deps.store;
  }

  private gameName(id: string): string {
    return this.deps.games.name(id) ?? id;
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

  /** Every save; one that cannot be read is listed with `damaged` (export and delete still work). */
  list(): SaveSummary[] {
    return this.store.listSaveEntries().map((s) => ('damaged' in s ? damagedSaveSummary(s, (g) => this.gameName(g)) : summaryOf(s, this.deps.games.get(s.game), this.gameName(s.game), this.store.sealKey())));
  }

  create(req: ParsedRequest<'saves.create'>): Promise<GameEnvelope> {
    const def = this.deps.games.get(req.game);
    if (!def) {
      const known = this.deps.games.name(req.game);
      throw new ApiFailure('not-found', known ? `${known} is not available yet.` : `There is no game called "${req.game}".`);
    }
    const seed = req.seed ?? this.randomSeed() >>> 0;
    const raw = withScenarioDocument(this.deps.games.module(def.id)?.tables, req.options ?? {}, (id) => this.store.scenarios.get(id)?.doc);
    const fromCampaign = req.campaign ? startCampaignGame(this.store, def, this.deps.games.module(def.id)?.campaign, req.campaign, raw, seed) : undefined;
    const opts = def.parseOptions(fromCampaign?.options ?? raw);
    if (!opts.ok) throw new ApiFailure('bad-request', opts.error.message, opts.error.code);
    const seats = resolveSeats(def, req.seats, this.bots);
    const state = def.setup(seed, opts.options) as BaseState;
    const result = def.result(state);
    const now = this.now();
    const at = now.toISOString();
    const existing = this.store.listSaves();
    const count = existing.filter((s) => s.game === def.id).length;
    const save: SaveRow = {
      id: randomUUID(),
      game: def.id,
      version: def.version,
      name: req.name ?? fromCampaign?.name ?? battleSaveName(this.deps.games.module(def.id)?.tables, opts.options, now, new Set(existing.map((s) => s.name))) ?? `${def.name} #${count + 1}`,
      seed,
      options: opts.options,
      createdAt: at,
      updatedAt: at,
      actionCount: 0,
      status: statusOf(result),
      seats,
      winner: winnerOf(result),
      ...(fromCampaign ? { campaign: fromCampaign.link } : {}),
    };
    this.store.insertSave(save);
    const live: LiveGame = { def, save, options: opts.options as Record<string, unknown>, seats, state, lastHuman: null, log: [] };
    pushLog(live, -1, state.events);
    this.live.set(save.id, live);
    if (seats.some((p) => p.kind === 'bot')) this.warm();
    return this.exclusive(save.id, async () => {
      const moves = await this.playComputerSeats(live, req.stepwise === true, frameSeat(live));
      return this.envelope(live, defaultSeat(live), moves);
    });
  }

  /**
   * A new game like save `req.id`: the same game, options and seats with a fresh seed (a campaign
   * game: its campaign's next game of that kind, the squad by the campaign's rule), created as
   * `create` does and played stepwise when no person plays it.
   */
  again(req: ParsedRequest<'saves.again'>): Promise<GameEnvelope> {
    const save = this.row(req.id);
    const { def, options } = gameFor(this.deps.games, save);
    const seats = save.seats ? { seats: save.seats } : {};
    const link = save.campaign;
    if (!link) return this.create({ game: def.id, options, ...seats, stepwise: true });
    if (!this.store.campaigns.get(link.id)) throw new ApiFailure('not-found', 'This game’s campaign no longer exists: start a new game from the home screen.', 'no-campaign');
    const raw = againInCampaign(this.deps.games.module(def.id)?.tables, options, (id) => this.store.scenarios.get(id) !== undefined);
    return this.create({ game: def.id, options: raw, ...seats, campaign: { id: link.id }, stepwise: true });
  }

  /** Opens a save afresh from the store (another window may have played it), for the seat looking. */
  open(req: ParsedRequest<'saves.open'>): Promise<GameEnvelope> {
    return this.exclusive(req.id, async () => {
      this.live.delete(req.id);
      const live = this.game(req.id);
      // The person plays first, the computer after: its workers start loading meanwhile.
      if (live.seats.some((p) => p.kind === 'bot')) this.warm();
      const seat = req.seat === undefined ? defaultSeat(live) : lookingSeat(live, req.seat);
      // A bot's turn left unplayed (the app closed mid-turn, or an import); a game no person plays,
      // opened stepwise, waits for its screen to ask (watch).
      const moves = req.stepwise === true && this.nobodyPlays(live) ? [] : await this.playComputerSeats(live, false, req.seat ?? frameSeat(live));
      return this.envelope(live, seat, moves);
    });
  }

  /**
   * A game the computer plays on both sides, watched: its next slice of moves (one side's, or either
   * side's with `sides: 'both'`, cut short after WATCH_SLICE_MS so the main process stays free), for
   * the seat looking.
   */
  watch(req: ParsedRequest<'saves.watch'>): Promise<GameEnvelope> {
    return this.exclusive(req.id, async () => {
      const live = this.game(req.id);
      expectCount(live, req.expectedCount);
      if (!this.nobodyPlays(live)) throw new ApiFailure('illegal', 'A person plays in this game: the computer moves after each of their moves.', 'not-watched');
      const seat = req.seat === undefined ? defaultSeat(live) : lookingSeat(live, req.seat);
      const moves = await playBotTurns(live, this.bots, this.think, (s, step) => this.commit(live, s, step), BOT_STEP_LIMIT, { ms: WATCH_SLICE_MS, now: this.clock, bothSides: req.sides === 'both' }, seat);
      return this.envelope(live, seat, moves);
    });
  }

  private nobodyPlays(live: LiveGame): boolean {
    return humanSeats(live.seats).length === 0;
  }

  /** One move by a person: load, apply, commit, the computer seats' replies, and what the seat receives. */
  act(req: ParsedRequest<'saves.act'>): Promise<GameEnvelope> {
    return this.exclusive(req.id, async () => {
      const live = this.game(req.id);
      expectCount(live, req.expectedCount);
      const seat = personSeat(live, req.seat);
      const res = applyAction(live.def, live.state, seat, req.action);
      if (!res.ok) throw new ApiFailure('illegal', res.error.message, res.error.code);
      const before = live.state;
      this.commit(live, seat, res);
      live.lastHuman = { seat, before };
      const moves = await this.playComputerSeats(live, false, seat);
      return this.envelope(live, seat, moves);
    });
  }

  /** Takes back the asking seat's last move (and the computer moves after it) if nothing was revealed since. */
  undo(req: ParsedRequest<'saves.undo'>): Promise<GameEnvelope> {
    return this.exclusive(req.id, () => this.undoNow(req, false));
  }

  /** The other player allowed the undo `by` asked in a shared game: it is made now, if the rules still allow it; `seat` looks. */
  undoAgreed(id: string, by: Seat, seat: Seat): Promise<GameEnvelope> {
    return this.exclusive(id, () => {
      this.undoNow({ id, seat: by }, true);
      return this.envelope(this.game(id), seat);
    });
  }

  /** `asked`: the other player of a shared game agreed (else such an undo is only asked, SaveHooks.askUndo). */
  private undoNow(req: ParsedRequest<'saves.undo'>, agreed: boolean): GameEnvelope {
    const live = this.game(req.id);
    expectCount(live, req.expectedCount);
    const seat = personSeat(live, req.seat);
    const count = live.save.actionCount;
    if (count === 0) throw new ApiFailure('illegal', 'There is nothing to undo.', 'nothing-to-undo');
    const last = live.lastHuman;
    if (last === null) throw new ApiFailure('illegal', 'There is no move of yours to take back.', 'not-undoable');
    if (last.seat !== seat) {
      const who = seatNamesOf(live.def, live.options)[last.seat] ?? `seat ${last.seat + 1}`;
      throw new ApiFailure('illegal', `The last move was made by ${who}: only ${who} can take it back.`, 'not-your-move');
    }
    if (this.endRecorded(live)) {
      throw new ApiFailure('illegal', 'This game’s end is written in its campaign’s log, so it cannot be taken back.', 'not-undoable');
    }
    if (!isUndoable(last.before, live.state)) {
      throw new ApiFailure('illegal', 'The last move revealed something or rolled a die, so it cannot be taken back.', 'not-undoable');
    }
    if (!agreed && this.hooks.askUndo(req.id, seat)) return this.envelope(live, seat);
    const prevResult = live.def.result(last.before);
    this.live.delete(req.id);
    try {
      this.store.truncate(live.save.id, count, last.before.actionCount, { updatedAt: this.now().toISOString(), status: statusOf(prevResult), winner: winnerOf(prevResult) });
    } catch (e) {
      if (e instanceof StaleWriteError) throw new ApiFailure('stale', 'This game was changed elsewhere. Reload it.');
      throw e;
    }
    const kept = this.recent.get(req.id);
    if (kept) this.recent.set(req.id, kept.filter((m) => m.action < last.before.actionCount));
    this.hooks.changed(req.id);
    return this.envelope(this.game(req.id), seat);
  }

  /**
   * What `seat` sees of save `id` now (null: a spectator, the view of no seat), with the moves others
   * made since the game had `since` moves (kept for a shared save: the friend's, the computer's), each
   * with the looking seat's view after it.
   */
  look(id: string, seat: Seat | null | undefined, since: number | null): Promise<GameEnvelope> {
    return this.exclusive(id, () => {
      const live = this.game(id);
      const looking = seat === null ? null : seat === undefined ? defaultSeat(live) : lookingSeat(live, seat);
      const moves = since === null ? [] : (this.recent.get(id) ?? []).filter((m) => m.action >= since && m.seat !== looking);
      return looking === null ? this.spectatorEnvelope(live, moves) : this.envelope(live, looking, moves);
    });
  }

  /** The seats of save `id` and whether it goes on: for sharing it (services/sharing.ts). */
  seating(id: string): { def: LiveGame['def']; seats: LiveGame['seats']; seatNames: string[]; playing: boolean; actionCount: number } {
    const live = this.game(id);
    return { def: live.def, seats: live.seats, seatNames: seatNamesOf(live.def, live.options), playing: live.save.status === 'playing' && live.def.result(live.state) === null, actionCount: live.save.actionCount };
  }

  /** `seat` checked as a seat a person plays in save `id` (a chat line's, an undo's answer). */
  checkPersonSeat(id: string, seat: Seat): { actionCount: number; name: string } {
    const live = this.game(id);
    personSeat(live, seat);
    return { actionCount: live.save.actionCount, name: seatNamesOf(live.def, live.options)[seat] ?? `Seat ${seat + 1}` };
  }

  /** A save's position now for the odds: its state, the seat looking (as `open` picks it when not given). */
  oddsPosition(id: string, seat: number | undefined, expectedCount: number | undefined): OddsPositionOf {
    const live = this.game(id);
    expectCount(live, expectedCount);
    const looking = seat === undefined ? defaultSeat(live) : lookingSeat(live, seat);
    return { module: this.deps.games.module(live.def.id), state: live.state, seat: looking, actionCount: live.save.actionCount, gameName: live.def.name };
  }

  /** True when this game has ended and its end was written to a campaign's roster. */
  private endRecorded(live: LiveGame): boolean {
    return live.save.campaign !== undefined && live.save.campaign !== null && live.save.status !== 'playing' && this.store.campaigns.campaignOfSave(live.save.id) !== undefined;
  }

  /** What `seat` receives (the gate's envelopeFor), with the game's campaign when it was played from one. */
  private envelope(live: LiveGame, seat: Seat, moves: readonly MoveMade[] = []): GameEnvelope {
    const campaign = this.campaignOf(live);
    return envelopeFor(live, seat, this.store.sealKey(), moves, campaign, this.hooks.parts(live, seat));
  }

  /**
   * What a spectator receives (the gate's spectatorEnvelopeFor). Every spectator of a save sees the
   * same: built once per stamp and first move shown, for all of them.
   */
  private spectatorEnvelope(live: LiveGame, moves: MoveMade[]): GameEnvelope {
    const parts = this.hooks.parts(live, null);
    const key = `${parts.stamp}|${moves[0]?.action ?? ''}|${moves.length}`;
    const kept = this.watched.get(live.save.id);
    if (kept?.key === key) return kept.env;
    const env = spectatorEnvelopeFor(live, this.store.sealKey(), moves, this.campaignOf(live), parts);
    this.watched.set(live.save.id, { key, env });
    return env;
  }

  private campaignOf(live: LiveGame): GameEnvelope['campaign'] {
    const link = live.save.campaign;
    return link ? { id: link.id, name: this.store.campaigns.get(link.id)?.name ?? null, squad: link.squad, recorded: this.endRecorded(live) } : undefined;
  }

  /**
   * Stores action number `actionCount` in its own transaction, then advances the live game. The
   * action that ends a campaign game writes the roster in that same transaction.
   */
  private commit(live: LiveGame, seat: Seat, step: Step): void {
    const idx = live.save.actionCount;
    const status = statusOf(step.result);
    const winner = winnerOf(step.result);
    const updatedAt = this.now().toISOString();
    const version = liftedVersion(live.def, live.save.version);
    try {
      const snap = this.store.snapshotDue(idx + 1) ? step.state : undefined;
      const roster = step.result ? rosterWriter(this.store, this.deps.games.module(live.save.game)?.campaign, live.save, step.result, step.state, updatedAt, this.deps.beforeRosterWrite) : undefined;
      this.store.appendAction(live.save.id, idx, { seat, action: step.action }, { updatedAt, status, winner, ...(version !== undefined ? { version } : {}) }, snap, roster);
    } catch (e) {
      this.live.delete(live.save.id);
      if (e instanceof StaleWriteError) throw new ApiFailure('stale', 'This game was changed elsewhere. Reload it.');
      throw e;
    }
    live.state = step.state;
    live.save = { ...live.save, actionCount: idx + 1, updatedAt, status, winner, ...(version !== undefined ? { version } : {}) };
    pushLog(live, idx, step.state.events);
    if (this.hooks.keepsMoves(live.save.id)) {
      const kept = this.recent.get(live.save.id) ?? [];
      kept.push({ action: idx, seat, state: step.state });
      if (kept.length > KEPT_MOVES) kept.shift();
      this.recent.set(live.save.id, kept);
    } else this.recent.delete(live.save.id);
    this.hooks.moved(live.save.id);
  }

  /** The computer seats' moves up to a person's turn or the end; `stepwise`, in a game no person plays: its first slice only. */
  private playComputerSeats(live: LiveGame, stepwise = false, frameSeat?: Seat): Promise<BotMove[]> {
    const slice = stepwise && this.nobodyPlays(live) ? { ms: WATCH_SLICE_MS, now: this.clock } : undefined;
    return playBotTurns(live, this.bots, this.think, (seat, step) => this.commit(live, seat, step), BOT_STEP_LIMIT, slice, frameSeat);
  }

  rename(req: ParsedRequest<'saves.rename'>): SaveSummary {
    this.row(req.id);
    this.store.rename(req.id, req.name, this.now().toISOString());
    const save = this.row(req.id);
    const live = this.live.get(req.id);
    if (live) live.save = save;
    this.hooks.changed(req.id);
    return summaryOf(save, this.deps.games.get(save.game), this.gameName(save.game), this.store.sealKey());
  }

  delete(req: ParsedRequest<'saves.delete'>): Promise<{ id: string }> {
    return this.exclusive(req.id, () => {
      this.live.delete(req.id);
      this.recent.delete(req.id);
      this.watched.delete(req.id);
      if (!this.store.deleteSave(req.id)) throw new ApiFailure('not-found', 'That save no longer exists.');
      this.hooks.changed(req.id);
      return { id: req.id };
    });
  }

  /** The save file; for a save that cannot be read, a raw copy of what is stored (save-files.ts). */
  export(req: ParsedRequest<'saves.export'>): ExportFile {
    return this.files.export(req.id);
  }

  /** Imports a save file after replaying every action through the rules (save-files.ts). */
  import(req: ParsedRequest<'saves.import'>): ImportedSave {
    return this.files.import(req.text);
  }
}
