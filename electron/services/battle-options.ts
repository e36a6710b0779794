import { COMBAT_PATROL_ID, sampleScenario } from '../../engine/games/combat-patrol';
import { ApiFailure } from './failure';

/** The scenario value that means the table shipped with the app (the engine reads it itself). */
const SAMPLE = 'sample';

/**
 * A Combat Patrol! battle is made from a scenario. `saves.create` takes its options as the game's
 * parseOptions does, `{ scenario, houseRules?, diceMode? }`, where `scenario` may also be the id of
 * a scenario in the store (the table editor's documents). The id is replaced here by the stored
 * document, which parseOptions then checks and the save's options keep whole: editing, renaming or
 * deleting the scenario later never changes a battle in progress. `'sample'` and a whole document
 * go to the game as they are. Other games' options pass through untouched.
 */
export function withScenarioDocument(game: string, raw: unknown, storedDoc: (id: string) => unknown): unknown {
  if (game !== COMBAT_PATROL_ID || typeof raw !== 'object' || raw === null || Array.isArray(raw)) return raw;
  const scenario = (raw as { scenario?: unknown }).scenario;
  if (typeof scenario !== 'string' || scenario === SAMPLE) return raw;
  const doc = storedDoc(scenario);
  if (doc === undefined) throw new ApiFailure('not-found', 'That scenario no longer exists: pick another table for the battle.', 'no-such-scenario');
  return { ...raw, scenario: doc };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A new battle's save name, after its table and the day it began ("Hill 112, 1 Dec"), so battles
 * are told apart in the saves list; a name already taken gets a number ("Hill 112, 1 Dec (2)").
 * Null for other games and for options without a named scenario (the save keeps the usual name).
 */
export function battleSaveName(game: string, options: unknown, now: Date, taken: ReadonlySet<string>): string | null {
  if (game !== COMBAT_PATROL_ID) return null;
  const name = (options as { scenario?: { name?: unknown } } | null)?.scenario?.name;
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
export function againInCampaign(game: string, options: Record<string, unknown>, tableExists: (id: string) => boolean): Record<string, unknown> {
  const { names: _names, ...rest } = options;
  if (game !== COMBAT_PATROL_ID) return rest;
  const id = (options.scenario as { id?: unknown } | undefined)?.id;
  if (typeof id === 'string' && id === sampleScenario().id) return { ...rest, scenario: SAMPLE };
  if (typeof id === 'string' && tableExists(id)) return { ...rest, scenario: id };
  throw new ApiFailure('not-found', 'This battle’s table is no longer among your tables: pick a table for the next battle on the campaign’s screen.', 'no-such-scenario');
}
