/**
 * Live odds of a save's position (engine/odds), worked out on worker threads (electron/odds)
 * while the main process keeps answering. A client starts `odds.run` with a job id of its
 * choosing, reads the figures as they refine with `odds.peek`, and may `odds.cancel`. The
 * position is the game as the seat looking knows it: the engine redeals what it cannot know.
 */
import type { BaseState, GameModule } from '../../engine/core/contract';
import { chanceOf, chanceText, lossChanceOf, type OddsPosition, type OddsReport, type OddsTally } from '../../engine/odds';
import type { OddsAbout, OddsPrepared, OddsView, ParsedRequest, SideOddsView, SpreadBar } from '../api/contract';
import { OddsPool, type OddsOutcome, type OddsRequest } from '../odds/odds-pool';
import type { Caller } from './caller';
import { ApiFailure } from './failure';

/** The position of a save as the service looks at it. */
export interface OddsPositionOf {
  module: GameModule | undefined;
  state: BaseState;
  seat: number;
  actionCount: number;
  gameName: string;
}

export interface OddsDeps {
  /** The save's position for a seat (the saves service: the live game, the looking seat). */
  position(id: string, seat: number | undefined, expectedCount: number | undefined): OddsPositionOf;
  /** A replay's point: the position after `at` of the save's actions (the replays service). */
  positionAt?(id: string, at: number, seat: number | undefined): OddsPositionOf;
  /** Plays the games (default: the worker pool). */
  runner?: (req: OddsRequest, onUpdate: (latest: () => OddsReport) => void, isCancelled: () => boolean) => Promise<OddsOutcome>;
  /**
   * Gets the runner ready for a first run of `pos` with `seed` (default: starts the pool's worker
   * threads and, for a game whose odds ask for it, plays its warm-up, the first games of that run:
   * electron/odds/odds-pool.ts `warm`).
   */
  warm?: (pos: OddsPosition, seed: number) => void;
  /** A playable game's module by id (the game registry), for `prepare`. */
  module?(game: string): GameModule | undefined;
  /**
   * Gets the runner ready for a game before any position of it is shown, on `like`, a position of it
   * (default: the pool's `prepare`, for a game whose odds warm up). True when anything is to be done.
   */
  prepare?: (like: OddsPosition) => boolean;
  /** Stops any preparing (default: the pool's). */
  settle?: () => void;
}

/** Who plays on in the odds of `pos`, in a player's words. */
export function playedBy(module: GameModule, state: BaseState, seat: number): string {
  const support = module.odds;
  if (!support) return 'the computer player';
  return support.playedBy?.(state, seat) ?? `the ${support.botFor(state, seat)} computer player`;
}

/** The default seed of a position: the same position always shows the same figures. */
const SEED = 0x6f646473;

/** Each side's chance in a two-sided game, seat 0 first: the seat asked wins its games, the other the rest but the draws. */
function sidesOf(seats: number, seat: number, t: OddsTally): SideOddsView[] | undefined {
  if (seats !== 2) return undefined;
  return [0, 1].map((s) => {
    const c = s === seat ? chanceOf(t) : lossChanceOf(t);
    return { seat: s, chance: c.chance, margin: c.margin, text: chanceText(c) };
  });
}

function bars(counts: Record<number, number>): SpreadBar[] {
  return Object.keys(counts)
    .map(Number)
    .sort((a, b) => a - b)
    .map((value) => ({ value, games: counts[value] as number }));
}

/** Odds runs one caller may have at once; a new one cancels its oldest. */
export const PER_CALLER = 2;
/** Odds runs the host works on at once, whoever asked. */
export const IN_ALL = 8;

interface Job {
  caller: string;
  /** The figures when the run was last looked at, and the run's latest report (built only when looked at). */
  view: OddsView;
  latest: (() => OddsReport) | null;
  toView: (r: OddsReport, cancelled: boolean) => OddsView;
  cancelled: boolean;
}

let sharedPool: OddsPool | null = null;
function poolRunner(req: OddsRequest, onUpdate: (latest: () => OddsReport) => void, isCancelled: () => boolean): Promise<OddsOutcome> {
  sharedPool ??= new OddsPool();
  return sharedPool.run(req, onUpdate, isCancelled);
}
function warmPool(pos: OddsPosition, seed: number): void {
  sharedPool ??= new OddsPool();
  void sharedPool.warm(pos, seed);
}

function preparePool(like: OddsPosition): boolean {
  sharedPool ??= new OddsPool();
  return sharedPool.prepare(like) !== null;
}

/** The seed of the position a game is prepared on (its default options): any will do, its games are thrown away. */
const PREPARE_SEED = 1;

function jobKey(caller: Caller, job: string): string {
  return `${caller.id}\u0000${job}`;
}

export class OddsService {
  /** Running jobs by caller and job id (jobKey), in the order they started. */
  private readonly jobs = new Map<string, Job>();
  /** Callers whose going is already watched. */
  private readonly watched = new Set<string>();
  private readonly runner: NonNullable<OddsDeps['runner']>;

  private readonly warm: (pos: OddsPosition, seed: number) => void;
  private readonly prepareRunner: (like: OddsPosition) => boolean;
  private readonly settleRunner: () => void;
  /** Each game's position to prepare on, made once. */
  private readonly likes = new Map<string, OddsPosition>();

  constructor(private readonly deps: OddsDeps) {
    this.runner = deps.runner ?? poolRunner;
    this.warm = deps.warm ?? (deps.runner ? () => {} : warmPool);
    this.prepareRunner = deps.prepare ?? (deps.runner ? () => false : preparePool);
    this.settleRunner = deps.settle ?? (deps.runner ? () => {} : () => sharedPool?.settle());
  }

  /** A game is being made: any preparing for a game stops, so the workers leave the cores to drawing its screen. */
  settle(): void {
    this.settleRunner();
  }

  /**
   * The odds workers made ready for a game the player is on their way to: for a game whose odds warm
   * up, they play that warm-up on a position of the game as its default options set it up, so V8 has
   * compiled the engine before the battle appears (electron/odds/odds-pool.ts `prepare`).
   */
  prepare(req: ParsedRequest<'odds.prepare'>): OddsPrepared {
    const module = this.deps.module?.(req.game);
    if (!module) throw new ApiFailure('not-found', `Patrol HQ has no game "${req.game}".`, 'unknown-game');
    if (!module.odds?.warmUp) return { warming: false };
    let like = this.likes.get(req.game);
    if (!like) {
      const parsed = module.definition.parseOptions({});
      if (!parsed.ok) return { warming: false };
      like = { module, state: module.definition.setup(PREPARE_SEED, parsed.options), seat: 0 };
      this.likes.set(req.game, like);
    }
    return { warming: this.prepareRunner(like) };
  }

  /** Who would play on in the odds of a save, and the workers made ready for a first run (warmed up on this position when its game asks). */
  about(req: ParsedRequest<'odds.about'>): OddsAbout {
    const pos = this.deps.position(req.id, req.seat, undefined);
    if (!pos.module?.odds) throw new ApiFailure('not-found', `${pos.gameName} offers no odds.`, 'no-odds');
    // With the seed a run of this position gets by default, so that run takes the warm-up's games over.
    this.warm({ module: pos.module, state: pos.state, seat: pos.seat }, SEED);
    return { by: playedBy(pos.module, pos.state, pos.seat) };
  }

  async run(req: ParsedRequest<'odds.run'>, caller: Caller): Promise<OddsView> {
    const key = jobKey(caller, req.job);
    if (this.jobs.has(key)) throw new ApiFailure('bad-request', 'An odds job with this id is already running.', 'job-running');
    const pos =
      req.at !== undefined && this.deps.positionAt ? this.deps.positionAt(req.id, req.at, req.seat) : this.deps.position(req.id, req.seat, req.expectedCount);
    const support = pos.module?.odds;
    if (!pos.module || !support) throw new ApiFailure('not-found', `${pos.gameName} offers no odds.`, 'no-odds');
    this.makeRoom(caller);
    const bot = support.botFor(pos.state, pos.seat);
    const by = playedBy(pos.module, pos.state, pos.seat);
    const seats = pos.module.definition.seats.max;
    const toView = (r: OddsReport, cancelled: boolean): OddsView => ({
      job: req.job, seat: pos.seat, actionCount: pos.actionCount,
      chance: r.chance, margin: r.margin, text: chanceText(r), games: r.games, progress: r.progress, done: r.done, cancelled,
      choices: r.choices.map((c) => ({ action: c.action, chance: c.chance, margin: c.margin, games: c.games })),
      casualties: bars(r.tally.casualties), turnsLeft: bars(r.tally.turnsLeft), bot, by, luck: support.luck !== undefined,
      ...(seats === 2 ? { sides: sidesOf(seats, pos.seat, r.tally) } : {}),
      lead: r.lead ? { lead: r.lead.lead, margin: r.lead.margin, games: r.lead.games } : null,
    });
    const empty: OddsReport = { chance: 0, margin: 1, games: 0, tally: { games: 0, wins: 0, unfinished: 0, casualties: {}, turnsLeft: {} }, choices: [], lead: null, progress: 0, done: false };
    const job: Job = { caller: caller.id, view: toView(empty, false), latest: null, toView, cancelled: false };
    this.jobs.set(key, job);
    try {
      const out = await this.runner(
        { module: pos.module, state: pos.state, seat: pos.seat, options: { seed: req.seed ?? SEED, margin: req.margin, choices: req.choices } },
        (latest) => (job.latest = latest),
        () => job.cancelled,
      );
      return toView(out.report, out.cancelled);
    } finally {
      this.jobs.delete(key);
    }
  }

  /**
   * Room for one more run of `caller`: its oldest runs cancelled down to PER_CALLER - 1 (the newest
   * request wins; the cancelled ones answer with their figures so far); refused when the host
   * already works on IN_ALL runs of other callers. The caller's runs end when it goes.
   */
  private makeRoom(caller: Caller): void {
    const mine = [...this.jobs.values()].filter((j) => j.caller === caller.id && !j.cancelled);
    for (const j of mine.slice(0, Math.max(0, mine.length - (PER_CALLER - 1)))) j.cancelled = true;
    const live = [...this.jobs.values()].filter((j) => !j.cancelled).length;
    if (live >= IN_ALL) {
      throw new ApiFailure('busy', `Patrol HQ is already working out ${IN_ALL} sets of odds; ask again when one of them ends.`, 'odds-busy');
    }
    if (!this.watched.has(caller.id)) {
      this.watched.add(caller.id);
      caller.onGone(() => {
        this.watched.delete(caller.id);
        for (const j of this.jobs.values()) if (j.caller === caller.id) j.cancelled = true;
      });
    }
  }

  /** The figures of the caller's run so far (null when it has no such run). */
  peek(job: string, caller: Caller): OddsView | null {
    const j = this.jobs.get(jobKey(caller, job));
    if (!j) return null;
    if (j.latest) {
      j.view = j.toView(j.latest(), false);
      j.latest = null;
    }
    return j.view;
  }

  cancel(job: string, caller: Caller): boolean {
    const j = this.jobs.get(jobKey(caller, job));
    if (!j) return false;
    j.cancelled = true;
    return true;
  }
}
