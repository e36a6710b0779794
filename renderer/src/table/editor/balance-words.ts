/**
 * The balance check's figures in a player's words (the editor's "Test this scenario" panel), a
 * scenario file's recorded balance the same way, and whether a result still fits the table on
 * screen. Plain functions, tested without a screen.
 */
import type { BalanceLevelName, BalanceView, RecordedBalanceView } from '../../../../electron/api/contract';
import type { Spread } from '../../../../engine/games/combat-patrol/balance/summary';
import { tableFingerprint } from '../../../../engine/games/combat-patrol/balance/fingerprint';

export const LEVEL_WORDS: Record<BalanceLevelName, string> = { random: 'random moves', tactical: 'tactical', veteran: 'veteran' };

/** The levels in the order the panel offers them: the one a scenario's balance is judged by first. */
export const LEVEL_CHOICES: BalanceLevelName[] = ['tactical', 'veteran', 'random'];

/** What the panel says under the levels when the veteran plays: its battles are much slower. */
export function levelsNote(levels: readonly BalanceLevelName[]): string {
  return levels.includes('veteran') ? 'The veteran weighs each choice by playing it on in imagined battles: a check with it takes many times longer than with the tactical computer.' : '';
}

/** A level's words; a level this app does not know (a file from another version) by its own name. */
const levelWords = (level: string): string => (LEVEL_WORDS as Record<string, string>)[level] ?? level;

/** "tactical on both sides", "tactical v random moves, sides swapped for half". */
function whoPlayed(a: string, b: string): string {
  return a === b ? `${levelWords(a)} on both sides` : `${levelWords(a)} v ${levelWords(b)}, sides swapped for half`;
}

/** "6 (4 to 9)", or just "6" when every battle gave the same. */
export function spreadWords(s: Spread): string {
  const m = Number.isInteger(s.median) ? String(s.median) : s.median.toFixed(1);
  return s.min === s.max ? m : `${m} (${s.min} to ${s.max})`;
}

/** The line that says each side's chance allows for the dice's luck (as the battle odds do), when it does. */
function luckLine(allowed: boolean | undefined): BalanceLine[] {
  return allowed === true ? [{ label: 'Dice luck', value: 'allowed for', help: LUCK_HELP }] : [];
}

export interface BalanceLine {
  label: string;
  value: string;
  /** More on the line, shown when the pointer rests on it. */
  help?: string;
}

/** What allowing for the luck means, for a player who asks. */
export const LUCK_HELP =
  "Each side's chance takes out how far each battle's hits and wounds ran above or below their odds, as the battle odds do: the same chances, with a narrower margin from the same battles.";

/** The figures, a line each: who played, each side's chance, draws, turns and casualties. */
export function balanceLines(v: BalanceView): BalanceLine[] {
  const who = whoPlayed(v.levels[0], v.levels[1]);
  const lines: BalanceLine[] = [
    { label: 'Battles', value: `${v.games}${v.cancelled ? ` of ${v.asked} (stopped)` : ''}, ${who}` },
    { label: 'US win', value: v.sides.US.text },
    { label: 'Germans win', value: v.sides.German.text },
    ...luckLine(v.luckAllowed),
  ];
  if (v.draws + v.unfinished > 0) lines.push({ label: 'Drawn', value: String(v.draws + v.unfinished) });
  lines.push(
    { label: 'Turns', value: spreadWords(v.turns) },
    { label: 'US casualties', value: spreadWords(v.sides.US.casualties) },
    { label: 'German casualties', value: spreadWords(v.sides.German.casualties) },
  );
  return lines;
}

/**
 * A scenario file's recorded balance, a line each: the day it was measured,
 * who played how many battles, each side's chance and the draws.
 */
export function recordLines(v: RecordedBalanceView): BalanceLine[] {
  const r = v.record;
  const lines: BalanceLine[] = [
    { label: 'Measured', value: r.measured },
    { label: 'Battles', value: `${r.battles}, ${whoPlayed(r.level, r.against ?? r.level)}` },
    { label: 'US win', value: v.sides.US.text },
    { label: 'Germans win', value: v.sides.German.text },
    ...luckLine(v.luckAllowed),
  ];
  if (v.draws > 0) lines.push({ label: 'Drawn', value: String(v.draws) });
  return lines;
}

/** One sentence on fairness: even within the margin, or which side the table favours. */
export function verdict(v: BalanceView | RecordedBalanceView): string {
  const us = v.sides.US;
  const de = v.sides.German;
  if (v.games === 0) return 'No battle was finished.';
  const gap = us.chance - de.chance;
  if (Math.abs(gap) <= us.margin + de.margin) return 'Close to even: neither side wins clearly more often than the other in these battles.';
  return `The table favours the ${gap > 0 ? 'US' : 'Germans'}.`;
}

/**
 * Whether a result is out of date for the table on screen: the store said so (`current` false), or
 * the document changed since the result was shown (`shownOn`: the fingerprint of the document then).
 */
export function outOfDate(v: BalanceView | RecordedBalanceView, shownOn: string, doc: unknown): boolean {
  return !v.current || tableFingerprint(doc) !== shownOn;
}
