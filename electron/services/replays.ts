/**
 * Replays: any save, finished or not, stepped action by action as a seat saw it (the engine's
 * gate builds each point's view, as it built the player's), with the check hash of the states up
 * to each point; bookmarks with a note; and forks: a new save with the first `at` actions of
 * another, which records where it came from, while the original is untouched.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { canReseed, logEntries, CheckHash, type BaseState, type LogEntry } from '../../engine/core';
import type { BookmarkView, HashFound, ParsedRequest, ReplayInfo, ReplayStep } from '../api/contract';
import type { ReseedPoint, SaveRow, Store, StoredAction } from '../store';
import { ApiFailure } from './failure';
import { replaySeal, replayStepFor, type ReplayedGame } from './gate';
import { dealDue, gameFor, runActions, statusOf, winnerOf } from './live-game';
import type { OddsPositionOf } from './odds';
import type { GameRegistry } from './registry';
import { allHuman, humanSeats, isBotSeat } from './seats';

type Replayed = ReplayedGame;

/** Replays kept in memory (the ones being stepped through). */
const KEEP = 2;

export class ReplaysService {
  private readonly cache = new Map<string, Replayed>();

  private readonly randomSeed: () => number;

  /** `randomSeed`: the new luck of a fork (tests); default crypto random 32 bits, drawn here in the host. */
  constructor(private readonly deps: { store: Store; games: GameRegistry; now?: () => Date; randomSeed?: () => number }) {
    this.randomSeed = deps.randomSeed ?? (() => randomBytes(4).readUInt32LE(0));
  }

  private row(id: string): SaveRow {
    const save = this.deps.store.getSave(id);
    if (!save) throw new ApiFailure('not-found', 'That save no longer exists.');
    return save;
  }

  /** The whole game replayed from its seed (cached while the save has not moved on). */
  private replayed(id: string): Replayed {
    const save = this.row(id);
    const cached = this.cache.get(id);
    if (cached && cached.save.actionCount === save.actionCount && cached.save.version === save.version) return cached;
    const { def, options } = gameFor(this.deps.games, save);
    const setup = def.setup(save.seed, options) as BaseState;
    const actions = this.deps.store.actions(id, 0);
    // A fork with new luck deals it at its point: states[at] holds the new luck (as the live game does).
    const reseeds = save.reseeds ?? [];
    // The check hash folds each state before any new luck is dealt there: a fork agrees with its
    // original up to its point and parts from it after.
    let { state, k } = dealDue(def, setup, reseeds, 0);
    const states: BaseState[] = [state];
    const log: LogEntry[] = logEntries(def, -1, setup.events);
    const hash = new CheckHash().add(setup);
    const hashes = [hash.hex()];
    const taken: StoredAction[] = [];
    for (const [i, step] of actions.entries()) {
      const next = runActions(def, state, [step]);
      if (!next.ok) throw new ApiFailure('bad-file', `This save cannot be replayed: move ${i + 1} is refused by the rules (${next.message}).`);
      log.push(...logEntries(def, i, next.state.events));
      hashes.push(hash.add(next.state).hex());
      ({ state, k } = dealDue(def, next.state, reseeds, k));
      states.push(state);
      taken.push(...next.actions);
    }
    const r = { save, states, actions: taken, log, hashes };
    this.cache.delete(id);
    this.cache.set(id, r);
    while (this.cache.size > KEEP) this.cache.delete(this.cache.keys().next().value as string);
    return r;
  }

  /** The seat looking: one a person plays (any seat of a game the computer plays alone); default the first person's. */
  private seat(save: SaveRow, seat: number | undefined): number {
    const def = this.deps.games.get(save.game);
    const seats = save.seats ?? allHuman(def);
    const people = humanSeats(seats);
    if (seat === undefined) return people[0] ?? 0;
    if (seat >= seats.length) throw new ApiFailure('bad-request', `This game has no seat ${seat + 1}.`, 'no-such-seat');
    if (people.length > 0 && isBotSeat(seats, seat)) throw new ApiFailure('forbidden', 'That seat is played by the computer: a replay is seen from a seat a person plays.', 'bot-seat');
    return seat;
  }

  /** The turn of a state, from the game's module (its own `turn`, else its odds'); null before the first turn and in games that tell none. */
  private turnOf(game: string, state: BaseState): number | null {
    const m = this.deps.games.module(game);
    const t = m?.turn ? m.turn(state) : (m?.odds?.turn(state) ?? null);
    return t !== null && t >= 1 ? t : null;
  }

  open(req: ParsedRequest<'replays.open'>): ReplayInfo {
    const r = this.replayed(req.id);
    const seat = this.seat(r.save, req.seat);
    const turns: { turn: number; at: number }[] = [];
    r.states.forEach((s, at) => {
      const t = this.turnOf(r.save.game, s);
      if (t !== null && (turns.length === 0 || (turns[turns.length - 1] as { turn: number }).turn !== t)) turns.push({ turn: t, at });
    });
    return {
      id: r.save.id, name: r.save.name, game: r.save.game, gameName: this.deps.games.name(r.save.game) ?? r.save.game, seat,
      count: r.states.length - 1, finished: r.save.status !== 'playing', turns, hash: r.hashes[r.hashes.length - 1] as string,
      bookmarks: this.deps.store.replays.bookmarks(r.save.id), origin: this.deps.store.replays.origin(r.save.id),
      campaign: r.save.campaign ? { id: r.save.campaign.id, name: this.deps.store.campaigns.get(r.save.campaign.id)?.name ?? null } : null,
      ...replaySeal(r, this.deps.store.sealKey(), r.save.campaign ? this.deps.store.campaigns.campaignOfSave(r.save.id) !== undefined : false),
    };
  }

  at(req: ParsedRequest<'replays.at'>): ReplayStep {
    const r = this.replayed(req.id);
    const count = r.states.length - 1;
    if (req.at > count) throw new ApiFailure('bad-request', `This game has ${count} moves: there is no point after move ${req.at}.`, 'no-such-point');
    const seat = this.seat(r.save, req.seat);
    const { def } = gameFor(this.deps.games, r.save);
    return replayStepFor(def, r, req.at, seat, this.turnOf(r.save.game, r.states[req.at] as BaseState), this.deps.store.chat.all(r.save.id));
  }

  /** The first point whose check hash is `hash`: the two games agree up to there (hashes are of every state up to a point). */
  findHash(req: ParsedRequest<'replays.findHash'>): HashFound {
    const at = this.replayed(req.id).hashes.indexOf(req.hash);
    return { at: at < 0 ? null : at };
  }

  /** The position after `at` actions, for the odds at a replay's point. */
  positionAt(id: string, at: number, seat: number | undefined): OddsPositionOf {
    const r = this.replayed(id);
    const count = r.states.length - 1;
    if (at > count) throw new ApiFailure('bad-request', `This game has ${count} moves: there is no point after move ${at}.`, 'no-such-point');
    const module = this.deps.games.module(r.save.game);
    return { module, state: r.states[at] as BaseState, seat: this.seat(r.save, seat), actionCount: at, gameName: this.deps.games.name(r.save.game) ?? r.save.game };
  }

  bookmark(req: ParsedRequest<'replays.bookmark'>): BookmarkView[] {
    const save = this.row(req.id);
    if (req.at > save.actionCount) throw new ApiFailure('bad-request', `This game has ${save.actionCount} moves: there is no point after move ${req.at}.`, 'no-such-point');
    this.deps.store.replays.setBookmark(save.id, req.at, req.note, (this.deps.now?.() ?? new Date()).toISOString());
    return this.deps.store.replays.bookmarks(save.id);
  }

  unbookmark(req: ParsedRequest<'replays.unbookmark'>): BookmarkView[] {
    const save = this.row(req.id);
    this.deps.store.replays.removeBookmark(save.id, req.at);
    return this.deps.store.replays.bookmarks(save.id);
  }

  /**
   * Forks a save at `at`: returns the new save's id (the saves service opens it, playing any computer
   * seat's turn). With new luck (the default) what nobody has seen is dealt again from a seed drawn
   * here, so a player who watched the replay does not know what comes next; with `luck: 'same'` (for
   * analysis) the unseen cards and dice fall as they did in the original.
   */
  fork(req: ParsedRequest<'saves.fork'>): string {
    const original = this.row(req.id);
    if (req.at > original.actionCount) throw new ApiFailure('bad-request', `This game has ${original.actionCount} moves: it cannot be forked after move ${req.at}.`, 'no-such-point');
    const { def, options } = gameFor(this.deps.games, original);
    const actions = this.deps.store.actions(original.id, 0).slice(0, req.at);
    // The original's own new luck up to the point (a fork of a fork), then this fork's.
    const inherited = (original.reseeds ?? []).filter((p) => p.at <= req.at);
    const fresh = req.luck === 'fresh' && canReseed(def);
    const reseeds: ReseedPoint[] = fresh ? [...inherited, { at: req.at, seed: this.randomSeed() >>> 0 }] : inherited;
    const run = runActions(def, def.setup(original.seed, options) as BaseState, actions, (n) => this.deps.store.snapshotDue(n), [], reseeds);
    if (!run.ok) throw new ApiFailure('bad-file', `This save cannot be replayed: move ${run.index + 1} is refused by the rules (${run.message}).`);
    const result = def.result(run.state);
    const now = (this.deps.now?.() ?? new Date()).toISOString();
    const save: SaveRow = {
      id: randomUUID(), game: original.game, version: def.version, name: req.name ?? forkSaveName(original.name, req.at, req.luck), seed: original.seed,
      options, createdAt: now, updatedAt: now, actionCount: req.at, status: statusOf(result), seats: original.seats, winner: winnerOf(result),
      ...(reseeds.length > 0 ? { reseeds } : {}),
    };
    this.deps.store.replays.insertFork(save.id, { saveId: original.id, name: original.name, at: req.at, luck: fresh ? 'fresh' : 'same' }, () => this.deps.store.insertSave(save, run.actions, run.snapshots));
    return save.id;
  }
}

/** A fork's default name: the original's with the move it starts from, and "same luck" when the unseen fell as they did. */
export function forkSaveName(original: string, at: number, luck: 'fresh' | 'same'): string {
  const tail = luck === 'same' ? ` (from move ${at}, same luck)` : ` (from move ${at})`;
  return `${original.slice(0, 80 - tail.length)}${tail}`;
}
