/**
 * "Who can see whom": the request for the engine's LOS matrix (run in a Web Worker) and how its
 * answer is read for one side. Status codes are the engine's: 0 clear, 1 light, 2 heavy, 3 blocked.
 */
import type { LosBatchRequest } from '../../../../engine/geometry/los-batch';
import { LOS_CODES } from '../../../../engine/geometry/los';
import { houseRulesOf, sightRulesOf } from '../../../../engine/games/combat-patrol/scenario';
import type { Scenario, ScenarioModel, Side } from '../../../../engine/games/combat-patrol/types';
import { terrainShapes } from './pick';

export function losMatrixRequest(doc: Scenario): LosBatchRequest {
  return { pieces: terrainShapes(doc), points: doc.models.map((m) => ({ x: m.x, y: m.y })), rules: sightRulesOf(houseRulesOf(doc)) };
}

/** The engine's status code for a blocked line. */
const BLOCKED = LOS_CODES.indexOf('blocked');

/** Ids of the other side's models that at least one of `side`'s models can see (not blocked). */
export function seenBy(models: readonly ScenarioModel[], codes: Uint8Array, size: number, side: Side): Set<string> {
  const seen = new Set<string>();
  if (size !== models.length) return seen;
  models.forEach((watcher, i) => {
    if (watcher.side !== side) return;
    models.forEach((target, j) => {
      if (target.side !== side && (codes[i * size + j] ?? BLOCKED) !== BLOCKED) seen.add(target.id);
    });
  });
  return seen;
}
