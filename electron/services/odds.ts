/**
 * Live odds of a save's position (engine/odds), worked out on worker threads (electron/odds)
 * while the main process keeps answering. A client starts `odds.run` with a job id of its
 * choosing, reads the figures as they refine with `odds.peek`, and may `odds.cancel`. The
 * position is the game as the seat looking knows it: the engine redeals what it cannot know.
 */
import type { BaseState, GameModule } from '../../engine/core/contract';
import { chanceText, type OddsReport } from '../../engine/odds';
import type { OddsAbout, OddsView, ParsedRequest, SpreadBar } from '../api/contract';
import { OddsPool, type OddsOutcome, type OddsRequest } from '../odds/odds-pool';
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
  runner?: (req: OddsRequest, onUpdate: (r: OddsReport) => void, isCancelled: () => boolean) => Promise<OddsOutcome>;
  /** Gets the runner ready for a first run (default: starts the pool's worker threads). */
  warm?: () => void;
}

/** Who plays on in the odds of `pos`, in a player's words. */
export function playedBy(module: GameModule, state: BaseState, seat: number): string {
  const support = module.odds;
  if (!support) return 'the computer player';
  return support.playedBy?.(state, seat) ?? `the ${support.botFor(state, seat)} computer player`;
}

/** The default seed of a position: the same position always shows the same figures. */
const SEED = 0x6f646473;

function bars(counts: Record<number, number>): SpreadBar[] {
  return Object.keys(counts)
    .map(Number)
    .sort((a, b) => a - b)
    .map((value) => ({ value, games: counts[value] as number }));
}

interface Job {
  view: OddsView;
  cancelled: boolean;
}

let sharedPool: OddsPool | null = null;
function poolRunner(req: OddsRequest, onUpdate: (r: OddsReport) => void, isCancelled: () => boolean): Promise<OddsOutcome> {
  sharedPool ??= new OddsPool();
  return sharedPool.run(req, onUpdate, isCancelled);
}
function warmPool(): void {
  sharedPool ??= new OddsPool();
  sharedPool.warm();
}

export class OddsService {
  private readonly jobs = new Map<string, Job>();
  private readonly runner: NonNullable<OddsDeps['runner']>;

  private readonly warm: () => void;

  constructor(private readonly deps: OddsDeps) {
    this.runner = deps.runner ?? poolRunner;
    this.warm = deps.warm ?? (deps.runner ? () => {} : warmPool);
  }

  /** Who would play on in the odds of a save, and the workers made ready for a first run. */
  about(req: ParsedRequest<'odds.about'>): OddsAbout {
    const pos = this.deps.position(req.id, req.seat, undefined);
    if (!pos.module?.odds) throw new ApiFailure('not-found', `${pos.gameName} offers no odds.`, 'no-odds');
    this.warm();
    return { by: playedBy(pos.module, pos.state, pos.seat) };
  }

  async run(req: ParsedRequest<'odds.run'>): Promise<OddsView> {
    if (this.jobs.has(req.job)) throw new ApiFailure('bad-request', 'An odds job with this id is already running.', 'job-running');
    const pos =
      req.at !== undefined && this.deps.positionAt ? this.deps.positionAt(req.id, req.at, req.seat) : this.deps.position(req.id, req.seat, req.expectedCount);
    const support = pos.module?.odds;
    if (!pos.module || !support) throw new ApiFailure('not-found', `${pos.gameName} offers no odds.`, 'no-odds');
    const bot = support.botFor(pos.state, pos.seat);
    const by = playedBy(pos.module, pos.state, pos.seat);
    const view = (r: OddsReport, cancelled: boolean): OddsView => ({
      job: req.job, seat: pos.seat, actionCount: pos.actionCount,
      chance: r.chance, margin: r.margin, text: chanceText(r), games: r.games, progress: r.progress, done: r.done, cancelled,
      choices: r.choices.map((c) => ({ action: c.action, chance: c.chance, margin: c.margin, games: c.games })),
      casualties: bars(r.tally.casualties), turnsLeft: bars(r.tally.turnsLeft), bot, by,
      lead: r.lead ? { lead: r.lead.lead, margin: r.lead.margin, games: r.lead.games } : null,
    });
    const job: Job = { view: { ...view({ chance: 0, margin: 1, games: 0, tally: { games: 0, wins: 0, unfinished: 0, casualties: {}, turnsLeft: {} }, choices: [], lead: null, progress: 0, done: false }, false) }, cancelled: false };
    this.jobs.set(req.job, job);
    try {
      const out = await this.runner(
        { module: pos.module, state: pos.state, seat: pos.seat, options: { seed: req.seed ?? SEED, margin: req.margin, choices: req.choices } },
        (r) => (job.view = view(r, false)),
        () => job.cancelled,
      );
      return view(out.report, out.cancelled);
    } finally {
      this.jobs.delete(req.job);
    }
  }

  peek(job: string): OddsView | null {
    return this.jobs.get(job)?.view ?? null;
  }

  cancel(job: string): boolean {
    const j = this.jobs.get(job);
    if (!j) return false;
    j.cancelled = true;
    return true;
  }
}
