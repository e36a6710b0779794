/**
 * A scenario's recorded balance: how often each side won when the computer played both sides
 * (`balance`, an optional field of the scenario document). Written by the balance measurement
 * (scripts/scenario-balance.ts) and by exporting a scenario whose in-app balance check is current
 * (electron/services/balance.ts); read by people choosing a table and by the editor's balance panel,
 * which marks it out of date when the table is no longer the one it was measured on (`table`, the
 * fingerprint of balance/fingerprint.ts, the same test as the in-app check's). Checked like the rest
 * of the document; what passes is exactly what came in.
 */
import { chanceOf, lossSide, type Chance } from '../../odds/tally';
import { luckAdjusted, type LuckSums } from '../../odds/luck';
import { tableFingerprint } from './balance/fingerprint';
import type { Side } from './types';

export interface BalanceRecord {
  /** The computer's level that played both sides (e.g. "tactical"); with `against`, the US side's in the first half. */
  level: string;
  /** The other side's level when it was not `level` (the sides swapped for the second half). */
  against?: string;
  /** Battles played; battle i used seed firstSeed + i. */
  battles: number;
  firstSeed: number;
  /** Battles each side won, and those that ended without a winner. They add up to `battles`. */
  wins: Record<Side, number> & { draw: number };
  /** The day it was measured, YYYY-MM-DD. */
  measured: string;
  /**
   * The fingerprint of the table it was measured on (tableFingerprint): another table's record is out
   * of date. Absent in records written before it was kept (read, and counted out of date: the table is unknown).
   */
  table?: string;
  /**
   * The luck of the battles' dice (US, German: odds/luck.ts sums, the US's way round), so the record
   * shows each side's chance with the luck allowed for, as the check that made it did. Absent in
   * records written before it was kept: their chances are the plain shares.
   */
  luck?: LuckSums;
}

export type BalanceCheck = { ok: true; balance: BalanceRecord } | { ok: false; field: string; why: string };

const KEYS = ['level', 'against', 'battles', 'firstSeed', 'wins', 'measured', 'table', 'luck'];
/** The luck's sums and their lengths for its two measures (US, German). */
const LUCK_KEYS = { x: 2, xx: 4, xWin: 2, xLoss: 2 } as const;
const LEVEL = /^[a-z][a-z0-9-]{0,39}$/;
const WIN_KEYS = ['US', 'German', 'draw'] as const;
const show = (v: unknown): string => JSON.stringify(v) ?? String(v);
const count = (v: unknown, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= max;

/** Checks a scenario's `balance` object (`field` names it in messages). */
export function checkBalanceRecord(raw: unknown, field: string): BalanceCheck {
  const bad = (f: string, why: string): BalanceCheck => ({ ok: false, field: `${field}${f}`, why });
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return bad('', `must be an object, got ${show(raw)}`);
  const o = raw as Record<string, unknown>;
  for (const key of Object.keys(o)) if (!KEYS.includes(key)) return bad(`.${key}`, `is not part of a balance record (${KEYS.join(', ')})`);
  if (typeof o.level !== 'string' || !LEVEL.test(o.level)) return bad('.level', `must be a computer level's name, got ${show(o.level)}`);
  if (o.against !== undefined && (typeof o.against !== 'string' || !LEVEL.test(o.against) || o.against === o.level)) {
    return bad('.against', `must be the other computer level's name when it differs from level, got ${show(o.against)}`);
  }
  if (!count(o.battles, 1_000_000) || o.battles < 1) return bad('.battles', `must be a whole number of battles from 1 to 1000000, got ${show(o.battles)}`);
  if (!count(o.firstSeed, 0xffffffff)) return bad('.firstSeed', `must be a whole number from 0 to 4294967295, got ${show(o.firstSeed)}`);
  if (typeof o.measured !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(o.measured)) return bad('.measured', `must be a date as YYYY-MM-DD, got ${show(o.measured)}`);
  if (o.table !== undefined && (typeof o.table !== 'string' || !/^[0-9a-f]{16}$/.test(o.table))) return bad('.table', `must be the fingerprint of the table it was measured on (16 hex digits), got ${show(o.table)}`);
  const w = o.wins;
  if (typeof w !== 'object' || w === null || Array.isArray(w)) return bad('.wins', `must be an object, got ${show(w)}`);
  const wins = w as Record<string, unknown>;
  for (const key of Object.keys(wins)) if (!(WIN_KEYS as readonly string[]).includes(key)) return bad(`.wins.${key}`, 'is not US, German or draw');
  for (const key of WIN_KEYS) if (!count(wins[key], o.battles)) return bad(`.wins.${key}`, `must be a whole number from 0 to ${o.battles}, got ${show(wins[key])}`);
  const sum = WIN_KEYS.reduce((n, k) => n + (wins[k] as number), 0);
  if (sum !== o.battles) return bad('.wins', `add up to ${sum}, not the ${o.battles} battles played`);
  if (o.luck !== undefined) {
    const l = o.luck;
    if (typeof l !== 'object' || l === null || Array.isArray(l)) return bad('.luck', `must be an object, got ${show(l)}`);
    const luck = l as Record<string, unknown>;
    for (const key of Object.keys(luck)) if (!(key in LUCK_KEYS)) return bad(`.luck.${key}`, `is not part of the luck's sums (${Object.keys(LUCK_KEYS).join(', ')})`);
    for (const [key, n] of Object.entries(LUCK_KEYS)) {
      const v = luck[key];
      // A sum of a few thousand battles' luck: each battle's is a few men's worth at most.
      if (!Array.isArray(v) || v.length !== n || !v.every((x) => typeof x === 'number' && Number.isFinite(x) && Math.abs(x) <= 1e9)) {
        return bad(`.luck.${key}`, `must be a list of ${n} numbers, got ${show(v)}`);
      }
    }
  }
  return { ok: true, balance: raw as BalanceRecord };
}

/** Each side's chance with its 95% margin, and whether the battles' luck was allowed for in either (odds/luck.ts: from 40 battles, for a side that neither always nor never won). */
export interface SideChances {
  US: Chance;
  German: Chance;
  luckAllowed: boolean;
}

/**
 * Each side's chance from `games` battles and each side's wins, their luck (the US's way round)
 * allowed for when given, as the battle odds allow for it: one working for the balance check's
 * figures (balance/summary.ts) and a record's (`recordChances`), so the two always agree.
 */
export function sideChances(games: number, wins: Record<Side, number>, luck?: LuckSums): SideChances {
  const l = luck ? { luck } : {};
  return {
    US: chanceOf({ games, wins: wins.US, ...l }),
    German: chanceOf(lossSide({ games, losses: wins.German, ...l })),
    luckAllowed: luck !== undefined && (luckAdjusted(games, wins.US, luck.xWin, luck) !== null || luckAdjusted(games, wins.German, luck.xLoss, luck) !== null),
  };
}

/** Each side's chance to win by the record: the luck allowed for when the record keeps it, as the check that made it did. */
export function recordChances(b: BalanceRecord): SideChances {
  return sideChances(b.battles, b.wins, b.luck);
}

/** Each side's share of the battles, in percent (rounded to one decimal). */
export function balanceShares(b: BalanceRecord): Record<Side, number> {
  const pct = (n: number): number => Math.round((1000 * n) / b.battles) / 10;
  return { US: pct(b.wins.US), German: pct(b.wins.German) };
}

/** Whether a record was measured on this table (any scenario document; its name, notes and balance do not count). A record that names no table is not. */
export function isRecordCurrent(b: BalanceRecord, doc: unknown): boolean {
  return b.table !== undefined && b.table === tableFingerprint(doc);
}
