/**
 * The balance check of a Combat Patrol! scenario (issue 25): N battles of the stored table computer
 * against computer, played on worker threads (electron/balance) while the main process keeps
 * answering; progress through `jobs.progress`, a stop through `scenarios.balanceCancel`. A finished
 * check is kept with the scenario (store/balance-rows.ts) with the fingerprint of the table it was
 * played on; `scenarios.balanceResult` marks it out of date when the stored table has changed since.
 * The check and the balance a scenario file records (its document's `balance`, balance-record.ts)
 * are one record: exporting writes a current check into the file (`withKeptBalance`), and a
 * document's record is shown when there is no current check, judged out of date the same way.
 */
import { chanceText } from '../../engine/odds';
import { checkBalanceRecord, isRecordCurrent, recordChances, type BalanceRecord } from '../../engine/games/combat-patrol/balance-record';
import { tableFingerprint } from '../../engine/games/combat-patrol/balance/fingerprint';
import { summarise, type BalanceSummary } from '../../engine/games/combat-patrol/balance/summary';
import type { Scenario } from '../../engine/games/combat-patrol';
import type { Side } from '../../engine/games/combat-patrol/types';
import type { BalanceView, ParsedRequest, RecordedBalanceView } from '../api/contract';
import { BalancePool, type BalanceOutcome, type BalanceRun } from '../balance/balance-pool';
import type { Store } from '../store';
import type { BalanceRow } from '../store/balance-rows';
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
function isView(v: unknown): v is Omit<BalanceView, 'current' | 'from'> {
  const o = v as Partial<BalanceView> | null;
  return typeof o === 'object' && o !== null && typeof o.games === 'number' && typeof o.sides?.US?.text === 'string' && Array.isArray(o.heat?.fell);
}

/**
 * A kept check as a scenario file's balance record: only a finished check of this very table
 * (`doc`) whose seed is known; otherwise undefined.
 */
export function checkAsRecord(row: BalanceRow | undefined, doc: unknown): BalanceRecord | undefined {
  if (!row || !isView(row.result) || row.fingerprint !== tableFingerprint(doc)) return undefined;
  const v = row.result;
  if (v.cancelled || v.games !== v.asked || typeof v.seed !== 'number' || !Array.isArray(v.levels)) return undefined;
  const [level, other] = v.levels;
  const wins = { US: v.sides.US.wins, German: v.sides.German.wins, draw: v.games - v.sides.US.wins - v.sides.German.wins };
  const raw = { level, ...(other !== level ? { against: other } : {}), battles: v.games, firstSeed: v.seed, wins, measured: row.createdAt.slice(0, 10), table: row.fingerprint, ...(v.luck ? { luck: v.luck } : {}) };
  const checked = checkBalanceRecord(raw, 'balance');
  return checked.ok ? checked.balance : undefined;
}

/** The document as a scenario file carries it: with the kept check as its `balance` when that check is current, else as it is. */
export function withKeptBalance<D extends object>(doc: D, row: BalanceRow | undefined): D {
  const record = checkAsRecord(row, doc);
  return record ? { ...doc, balance: record } : doc;
}

/** A document's recorded balance as the balance panel shows it: each side's chance with its margin, and whether it fits the table. */
export function recordedView(scenarioId: string, record: BalanceRecord, doc: unknown): RecordedBalanceView {
  const chances = recordChances(record);
  const side = (s: Side) => {
    const c = chances[s];
    return { wins: record.wins[s], chance: c.chance, margin: c.margin, text: chanceText(c) };
  };
  return {
    from: 'file', scenarioId, record, games: record.battles, draws: record.wins.draw,
    sides: { US: side('US'), German: side('German') }, luckAllowed: chances.luckAllowed, current: isRecordCurrent(record, doc),
  };
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
    const seed = req.seed ?? SEED;
    const job = { cancelled: false };
    this.running.set(req.job, job);
    const progress = this.deps.jobs.follow(req.job);
    progress.report({ done: 0, total: req.games, stage: `Battle 0 of ${req.games}` });
    try {
      const out = await this.runner(
        { doc, games: req.games, seed, levels: req.levels },
        (done, total) => progress.report({ done, total, stage: `Battle ${done} of ${total}` }),
        () => job.cancelled,
      );
      const summary: BalanceSummary = summarise(out.records, req.games, doc.table);
      const view: BalanceView = {
        from: 'check', scenarioId: req.id, ...summary, levels: [req.levels[0], req.levels[1]], seed, cancelled: out.cancelled, fingerprint, current: true, at: this.now().toISOString(),
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

  /**
   * The last finished check of a scenario, `current` false when the stored table has changed since;
   * the document's recorded balance instead when there is no check, or the check is out of date
   * and the record is not.
   */
  result(req: ParsedRequest<'scenarios.balanceResult'>): BalanceView | RecordedBalanceView | null {
    const doc = this.deps.document(req.id);
    const row = this.deps.store.balance.get(req.id);
    const check: BalanceView | null =
      row && isView(row.result) ? { ...row.result, from: 'check', fingerprint: row.fingerprint, current: row.fingerprint === tableFingerprint(doc) } : null;
    const file = doc.balance ? recordedView(req.id, doc.balance, doc) : null;
    if (check?.current || !file) return check;
    return file.current || !check ? file : check;
  }
}
