import { COMBAT_PATROL_ID } from '../../engine/games/combat-patrol';
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
