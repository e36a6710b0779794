/**
 * A balance check: N battles of one scenario computer against computer, the levels swapped between
 * the sides for the second half (as `npm run sim -- combat-patrol --bot A --against B` plays each
 * order), and what they add up to: each side's chance to win with its 95% margin, the spread of
 * turns and casualties, and the heat map. Battle i is played from seed `seed + i`: the first half
 * with `levels` in the order given (US, German), the second half swapped, so the same request gives
 * the same figures on any number of threads. Each side's chance allows for the luck of the dice as
 * the battle odds do (odds/luck.ts): the bots never read a die before it is rolled, so the luck's
 * mean is nil whoever plays, and what it explains of the results comes off the margin (about a third
 * of the spread in tactical battles on the sample).
 */
import { chanceText } from '../../../odds';
import { countLuck, emptyLuck, type LuckSums } from '../../../odds/luck';
import { sideChances } from '../balance-record';
import type { Side } from '../types';
import type { BalanceLevel, BattleRecord } from './battle';
import { addFalls, emptyHeat, type HeatGrid } from './heat';

export interface BalanceRequest {
  games: number;
  seed: number;
  /** The levels playing US and German in the first half (swapped in the second). */
  levels: readonly [BalanceLevel, BalanceLevel];
}

/** Battle i of a request: its seed and the levels of US and German. */
export function battleOf(req: BalanceRequest, i: number): { seed: number; levels: [BalanceLevel, BalanceLevel] } {
  const half = Math.ceil(req.games / 2);
  const [a, b] = req.levels;
  return { seed: (req.seed + i) >>> 0, levels: i < half ? [a, b] : [b, a] };
}

/** The median, lowest and highest of some numbers (all 0 for none). */
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spreadOf(values: readonly number[]): Spread {
  if (values.length === 0) return { median: 0, min: 0, max: 0 };
  const v = values.slice().sort((x, y) => x - y);
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 === 1 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
  return { median, min: v[0]!, max: v[v.length - 1]! };
}

export interface SideFigures {
  wins: number;
  /** Wins over battles played (0..1), its 95% margin, and both in words ("48% +/- 10%"). */
  chance: number;
  margin: number;
  text: string;
  /** Men out of action at the end of a battle. */
  casualties: Spread;
}

export interface BalanceSummary {
  /** Battles played (fewer than asked when cancelled), draws and battles that hit the step cap. */
  games: number;
  asked: number;
  draws: number;
  unfinished: number;
  sides: Record<Side, SideFigures>;
  turns: Spread;
  heat: HeatGrid;
  /**
   * The luck of the battles' dice (US and German, odds/luck.ts), the US's way round (`xWin` over the
   * battles the US won): each side's chance allows for it, as the battle odds do. Absent when a
   * record had none.
   */
  luck?: LuckSums;
  /** Whether a side's chance did allow for it (not before 40 battles, nor for a side that always or never won: odds/luck.ts). */
  luckAllowed: boolean;
}

/** What the battles played add up to (in the order of their index; any order gives the same). */
export function summarise(records: readonly BattleRecord[], asked: number, table: { width: number; height: number }): BalanceSummary {
  const heat = emptyHeat(table.width, table.height);
  const finished = records.filter((r) => r.finished);
  // The luck is allowed for only when every battle told it (a record from before it was kept has none).
  const luck: LuckSums | undefined = records.length > 0 && records.every((r) => r.luck) ? emptyLuck(2) : undefined;
  for (const r of records) if (luck && r.luck) countLuck(luck, r.luck, r.winner === 'US', r.winner === 'German');
  const wins = { US: records.filter((r) => r.winner === 'US').length, German: records.filter((r) => r.winner === 'German').length };
  const chances = sideChances(records.length, wins, luck);
  const side = (s: Side): SideFigures => {
    const c = chances[s];
    return { wins: wins[s], chance: c.chance, margin: c.margin, text: chanceText(c), casualties: spreadOf(finished.map((r) => r.casualties[s])) };
  };
  for (const r of records) addFalls(heat, r.falls);
  return {
    games: records.length,
    asked,
    draws: finished.filter((r) => r.winner === null).length,
    unfinished: records.length - finished.length,
    sides: { US: side('US'), German: side('German') },
    turns: spreadOf(finished.map((r) => r.turns)),
    heat,
    ...(luck ? { luck } : {}),
    luckAllowed: chances.luckAllowed,
  };
}
