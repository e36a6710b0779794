/**
 * The balance check of a Combat Patrol! scenario (issue 25): N battles of the stored table computer
 * against computer, played on worker threads (electron/balance) while the main process keeps
 * answering; progress through `jobs.progress`, a stop through `scenarios.balanceCancel`. A finished
 * check is kept with the scenario (store/balance-rows.ts) with the fingerprint of the table it was
 * played on; `scenarios.balanceResult` marks it out of date when the stored table has changed since.
 */
import { tableFingerprint } from '../../engine/games/combat-patrol/balance/fingerprint';
import { summarise, type BalanceSummary } from '../../engine/games/combat-patrol/balance/summary';
import type { Scenario } from '../../engine/games/combat-patrol';
import type { BalanceView, ParsedRequest } from '../api/contract';
import { BalancePool, type BalanceOutcome, type BalanceRun } from '../balance/balance-pool';
import type { Store } from '../store';
import { ApiFailure } from './failure';
import type { Jobs } from './jobs';

export type BalanceRunner = (req: BalanceRun, onProgress: (done: number, total: number) => void, isCancelled: () => boolean) => Promise<BalanceOutcome>;

export interface BalanceDeps {
  store: Store;
  jobs: Jobs;
  /** The scenario's checked document (the scenarios service: not-found and damaged refused there). */
  document(id: string): Scenario;
  now?: () => Date;
  /** Plays the battles (default: the worker pool). */
  runner?: BalanceRunner;
}

/** The default seed: the same table and levels always give the same figures. */
const SEED = 0x62616c61;
/** Balance checks the host plays at once, whoever asked. */
export const BALANCE_IN_ALL = 2;

let sharedPool: BalancePool | null = null;
function poolRunner(req: BalanceRun, onProgress: (done: number, total: number) => void, isCancelled: () => boolean): Promise<BalanceOutcome> {
  sharedPool ??= new BalancePool();
  return sharedPool.run(req, onProgress, isCancelled);
}

/** What the stored figures must hold to be shown (an older or damaged row is left unread). */
function isView(v: unknown): v is Omit<BalanceView, 'current'> {
  const o = v as Partial<BalanceView> | null;
  return typeof o === 'object' && o !== null && typeof o.games === 'number' && typeof o.sides?.US?.text === 'string' && Array.isArray(o.heat?.fell);
}

export class BalanceService {
  private readonly running = new Map<string, { cancelled: boolean }>();
  private readonly runner: BalanceRunner;
  private readonly now: () => Date;

  constructor(private readonly deps: BalanceDeps) {
    this.runner = deps.runner ?? poolRunner;
    this.now = deps.now ?? (() => new Date());
  }

  async run(req: ParsedRequest<'scenarios.balance'>): Promise<BalanceView> {
    if (this.running.has(req.job)) throw new ApiFailure('bad-request', 'A balance check with this job id is already running.', 'job-running');
    const live = [...this.running.values()].filter((j) => !j.cancelled).length;
    if (live >= BALANCE_IN_ALL) throw new ApiFailure('busy', `Patrol HQ is already playing ${BALANCE_IN_ALL} balance checks; try again when one ends.`, 'balance-busy');
    const doc = this.deps.document(req.id);
    const fingerprint = tableFingerprint(doc);
    const job = { cancelled: false };
    this.running.set(req.job, job);
    const progress = this.deps.jobs.follow(req.job);
    progress.report({ done: 0, total: req.games, stage: `Battle 0 of ${req.games}` });
    try {
      const out = await this.runner(
        { doc, games: req.games, seed: req.seed ?? SEED, levels: req.levels },
        (done, total) => progress.report({ done, total, stage: `Battle ${done} of ${total}` }),
        () => job.cancelled,
      );
      const summary: BalanceSummary = summarise(out.records, req.games, doc.table);
      const view: BalanceView = {
        scenarioId: req.id, ...summary, levels: [req.levels[0], req.levels[1]], cancelled: out.cancelled, fingerprint, current: true, at: this.now().toISOString(),
      };
      // A finished check is kept (a stopped one is shown, never replaces the last finished one).
      if (!out.cancelled && this.deps.store.scenarios.head(req.id)) {
        const { current: _, ...kept } = view;
        this.deps.store.balance.put(req.id, { fingerprint, result: kept, createdAt: view.at });
      }
      return view;
    } finally {
      this.running.delete(req.job);
      progress.finish();
    }
  }

  cancel(job: string): boolean {
    const j = this.running.get(job);
    if (!j) return false;
    j.cancelled = true;
    return true;
  }

  /** The last finished check of a scenario, `current` false when the stored table has changed since. */
  result(req: ParsedRequest<'scenarios.balanceResult'>): BalanceView | null {
    const doc = this.deps.document(req.id);
    const row = this.deps.store.balance.get(req.id);
    if (!row || !isView(row.result)) return null;
    return { ...row.result, fingerprint: row.fingerprint, current: row.fingerprint === tableFingerprint(doc) };
  }
}
