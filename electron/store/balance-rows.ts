/**
 * The last balance check of each Combat Patrol! scenario (table `scenario_balance`, migration 11):
 * the fingerprint of the table it was played on (engine/games/combat-patrol/balance/fingerprint.ts),
 * the figures as JSON, and when. Kept beside the scenario's document (deleted with it), so saving the
 * document never has to carry it; a result whose fingerprint is not the table's is out of date.
 */
import type Database from 'better-sqlite3';
import type { Guard } from './guard';

export interface BalanceRow {
  fingerprint: string;
  /** The figures as the service stored them (it checks their shape when it reads them). */
  result: unknown;
  createdAt: string;
}

export class BalanceRows {
  private readonly st;

  constructor(
    db: Database.Database,
    private readonly guard: Pick<Guard, 'read' | 'write'>,
    private readonly wrote: () => void = () => {},
  ) {
    this.st = {
      get: db.prepare('SELECT fingerprint, result, created_at FROM scenario_balance WHERE scenario_id = ?'),
      put: db.prepare('INSERT OR REPLACE INTO scenario_balance (scenario_id, fingerprint, result, created_at) VALUES (?, ?, ?, ?)'),
    };
  }

  /** The scenario's last check; undefined when there is none or its row cannot be read. */
  get(scenarioId: string): BalanceRow | undefined {
    const r = this.guard.read(() => this.st.get.get(scenarioId) as { fingerprint: unknown; result: unknown; created_at: unknown } | undefined);
    if (!r || typeof r.fingerprint !== 'string' || typeof r.result !== 'string' || typeof r.created_at !== 'string') return undefined;
    try {
      return { fingerprint: r.fingerprint, result: JSON.parse(r.result) as unknown, createdAt: r.created_at };
    } catch {
      return undefined;
    }
  }

  /** Keeps `row` as the scenario's check (replacing the one before). */
  put(scenarioId: string, row: BalanceRow): void {
    this.guard.write(() => this.st.put.run(scenarioId, row.fingerprint, JSON.stringify(row.result), row.createdAt));
    this.wrote();
  }
}
