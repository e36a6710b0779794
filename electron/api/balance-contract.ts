/**
 * The balance check channels of the API contract (re-exported by contract.ts): a Combat Patrol!
 * scenario played N times computer against computer on worker threads, and the figures kept with
 * the scenario. Free of Node imports (types only from the engine).
 */
import { z } from 'zod';
import type { BalanceRecord } from '../../engine/games/combat-patrol/balance-record';
import type { HeatGrid } from '../../engine/games/combat-patrol/balance/heat';
import type { Spread } from '../../engine/games/combat-patrol/balance/summary';
import type { LuckSums } from '../../engine/odds/luck';
import { id } from './fields';

/** The computer levels a balance check may play (engine/games/combat-patrol/balance/battle.ts BALANCE_LEVELS). */
export const balanceLevel = z.enum(['random', 'tactical', 'veteran']);

export type BalanceLevelName = z.infer<typeof balanceLevel>;

/** Battles a check may play. */
export const BALANCE_MAX_GAMES = 1000;

export const balanceRequestSchemas = {
  /**
   * Plays `games` battles of the stored scenario, `levels` playing US and German in the first half
   * and swapped in the second; answers the figures when done (or, cancelled, those so far) and keeps
   * a finished check with the scenario. `job`: an id the client picks to follow it with
   * `jobs.progress` and stop it with `scenarios.balanceCancel`.
   */
  'scenarios.balance': z
    .object({
      id,
      job: id,
      games: z.number().int().min(2, 'A balance check plays at least 2 battles.').max(BALANCE_MAX_GAMES, `A balance check plays at most ${BALANCE_MAX_GAMES} battles.`).default(100),
      levels: z.tuple([balanceLevel, balanceLevel]).default(['tactical', 'tactical']),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
  /** Stops a running balance check (it answers with the battles played so far). True if it was running. */
  'scenarios.balanceCancel': z.object({ job: id }).strict(),
  /**
   * The scenario's last finished balance check, or the balance recorded in its document (a file's,
   * a shipped table's) when there is no check or the check is out of date and the record is not;
   * null: neither. Each is marked out of date when the table is not the one it was played on.
   */
  'scenarios.balanceResult': z.object({ id }).strict(),
} as const;

export interface BalanceSideView {
  wins: number;
  chance: number;
  margin: number;
  /** "48% +/- 10%". */
  text: string;
  casualties: Spread;
}

export interface BalanceView {
  /** A check played in this app (kept with the scenario). */
  from: 'check';
  scenarioId: string;
  /** Battles played, and asked for (fewer played when cancelled). */
  games: number;
  asked: number;
  levels: [BalanceLevelName, BalanceLevelName];
  /** Battle i was played from seed `seed + i` (absent on checks kept before it was recorded). */
  seed?: number;
  draws: number;
  unfinished: number;
  sides: { US: BalanceSideView; German: BalanceSideView };
  turns: Spread;
  heat: HeatGrid;
  /** The luck of the battles' dice, which each side's chance allows for (engine balance/summary.ts); kept into an exported file's record. Absent on checks kept before it was. */
  luck?: LuckSums;
  /** Whether the chances did allow for it (from 40 battles). Absent on checks kept before it was. */
  luckAllowed?: boolean;
  cancelled: boolean;
  /** The table's fingerprint the battles were played on, and whether the stored table still has it. */
  fingerprint: string;
  current: boolean;
  /** When it was played (ISO time). */
  at: string;
}

/** The balance recorded in the scenario's document (its `balance` field), with each side's chance worked out from it. */
export interface RecordedBalanceView {
  from: 'file';
  scenarioId: string;
  record: BalanceRecord;
  /** Battles recorded, and those that ended without a winner. */
  games: number;
  draws: number;
  sides: { US: Omit<BalanceSideView, 'casualties'>; German: Omit<BalanceSideView, 'casualties'> };
  /** Whether the chances allow for the luck the record keeps (from 40 battles). */
  luckAllowed: boolean;
  /** Whether the scenario's table is still the one it was measured on (the record's `table` fingerprint). */
  current: boolean;
}

export interface BalanceResponses {
  'scenarios.balance': BalanceView;
  'scenarios.balanceCancel': boolean;
  'scenarios.balanceResult': BalanceView | RecordedBalanceView | null;
}
