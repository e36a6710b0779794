import type { TableOption } from '../../engine/core';
import { ApiFailure } from './failure';

/** The value that means the table shipped with the app (the engine reads it itself). */
const SAMPLE = 'sample';

/**
 * A game played on a table (its module's `tables`: Combat Patrol!) is made from a scenario.
 * `saves.create` takes its options as the game's parseOptions does, where the table option may also
 * be the id of a scenario in the store (the table editor's documents). The id is replaced here by
 * the stored document, which parseOptions then checks and the save's options keep whole: editing,
 * renaming or deleting the scenario later never changes a game in progress. `'sample'` and a whole
 * document go to the game as they are. Other games' options (`tables` undefined) pass through untouched.
 */
export function withScenarioDocument(tables: TableOption | undefined, raw: unknown, storedDoc: (id: string) => unknown): unknown {
  if (!tables || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const scenario = (raw as Record<string, unknown>)[tables.option];
  if (typeof scenario !== 'string' || scenario === SAMPLE) return raw;
  const doc = storedDoc(scenario);
  if (doc === undefined) throw new ApiFailure('not-found', 'That scenario no longer exists: pick another table for the battle.', 'no-such-scenario');
  return { ...raw, [tables.option]: doc };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A new battle's save name, after its table and the day it began ("Hill 112, 1 Dec"), so battles
 * are told apart in the saves list; a name already taken gets a number ("Hill 112, 1 Dec (2)").
 * Null for games not played on a table and for options without a named scenario (the save keeps the usual name).
 */
export function battleSaveName(tables: TableOption | undefined, options: unknown, now: Date, taken: ReadonlySet<string>): string | null {
  if (!tables) return null;
  const table = (options as Record<string, unknown> | null)?.[tables.option] as { name?: unknown } | undefined;
  const name = table?.name;
  if (typeof name !== 'string' || name.trim() === '') return null;
  const base = `${name.trim()}, ${now.getDate()} ${MONTHS[now.getMonth()]}`;
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base} (${n})`)) n++;
  return `${base} (${n})`;
}

/**
 * The options for "Play again" of a campaign game (its campaign's next game): without the names the
 * campaign gave its soldiers (it names the new squad itself); a battle on its table as stored now,
 * by id (or the sample table), since the old options carry the last squad's names on its models.
 * A table since deleted cannot be played again.
 */
export function againInCampaign(tables: TableOption | undefined, options: Record<string, unknown>, tableExists: (id: string) => boolean): Record<string, unknown> {
  const { names: _names, ...rest } = options;
  if (!tables) return rest;
  const id = (options[tables.option] as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string' && id === tables.sampleId()) return { ...rest, [tables.option]: SAMPLE };
  if (typeof id === 'string' && tableExists(id)) return { ...rest, [tables.option]: id };
  throw new ApiFailure('not-found', 'This battle’s table is no longer among your tables: pick a table for the next battle on the campaign’s screen.', 'no-such-scenario');
}
