/**
 * Names for a game's soldiers, given in its options when the game is played from a campaign
 * (each soldier a named GI: "Pvt. Kowalski"). Games that count casualties without naming them
 * (Endless Patrol, The Lost Patrol) take the names in the order the men fall, so their logs can
 * say who is hit. Absent: the game names no one, as before.
 */
import type { GameError } from './contract';

/** The longest name a game accepts (a campaign's rank title and name fit well within it). */
export const MAX_SOLDIER_NAME = 80;

/** Checks `raw` (an options field) as exactly `size` names; undefined when absent. */
export function parseSquadNames(raw: unknown, size: number, game: string): { ok: true; names: string[] | undefined } | { ok: false; error: GameError } {
  if (raw === undefined) return { ok: true, names: undefined };
  const bad = (message: string) => ({ ok: false as const, error: { code: 'bad-options', message } });
  if (!Array.isArray(raw) || raw.length !== size) return bad(`${game} names its ${size} soldiers: option names must list ${size} names.`);
  for (const n of raw) {
    if (typeof n !== 'string' || n.trim() === '' || n.length > MAX_SOLDIER_NAME) return bad(`Each soldier's name must be text of 1 to ${MAX_SOLDIER_NAME} characters.`);
  }
  return { ok: true, names: (raw as string[]).slice() };
}

/** "A", "A and B", "A, B and C". */
export function nameList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
