/**
 * What a balance worker thread does, kept apart from the thread's wiring so the same code runs in
 * this process when no worker can start: it reads the scenario of a run once (by run number) and
 * plays the battles it is handed (engine/games/combat-patrol/balance), answering each one's record.
 */
import { combatPatrol } from '../../engine/games/combat-patrol/battle/definition';
import type { CombatPatrolOptions } from '../../engine/games/combat-patrol/battle/types';
import { playBalanceBattle, type BalanceLevel, type BattleRecord } from '../../engine/games/combat-patrol/balance/battle';

export type BalanceWorkerRequest =
  | { type: 'scenario'; run: number; doc: unknown }
  | { type: 'battle'; run: number; index: number; seed: number; levels: [BalanceLevel, BalanceLevel] }
  | { type: 'forget'; run: number };

export type BalanceWorkerReply = { run: number; index: number; record: BattleRecord } | { run: number; index: number; error: string };

export class BalancePlayer {
  private readonly runs = new Map<number, CombatPatrolOptions | string>();

  /** Handles one request; a battle gets its reply, the others none. */
  handle(msg: BalanceWorkerRequest): BalanceWorkerReply | null {
    if (msg.type === 'scenario') {
      const p = combatPatrol.parseOptions({ scenario: msg.doc });
      this.runs.set(msg.run, p.ok ? p.options : p.error.message);
      return null;
    }
    if (msg.type === 'forget') {
      this.runs.delete(msg.run);
      return null;
    }
    const options = this.runs.get(msg.run);
    if (options === undefined) return { run: msg.run, index: msg.index, error: 'the balance worker was not given this scenario' };
    if (typeof options === 'string') return { run: msg.run, index: msg.index, error: options };
    try {
      return { run: msg.run, index: msg.index, record: playBalanceBattle(options, msg.levels, msg.seed) };
    } catch (e) {
      return { run: msg.run, index: msg.index, error: e instanceof Error ? e.message : String(e) };
    }
  }
}
