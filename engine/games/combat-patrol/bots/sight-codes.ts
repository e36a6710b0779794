/**
 * The bots' sight lines, remembered: the geometry's fast status code between two points (0 clear,
 * 1 light cover, 2 heavy cover, 3 no sight: `losRow`) depends only on the table's terrain, the
 * house rules of sight and the two points, never on the men or the dice. The tactical bot asks the
 * same lines again and again (each man's reach and exposure, every spot it weighs, every position
 * the veteran's imagined battles meet, where most men have not moved), so each line is worked out
 * once per table and kept. Pure: the same codes as `losRow` (sight-codes.test.ts), only sooner.
 */
import { losRow, type TerrainIndex, type Vec } from '../../../geometry';
import { terrainOf } from '../battle/runtime';
import type { CombatPatrolState } from '../battle/types';
import { sightRulesOf } from '../scenario';

/** Lines kept per table before the store starts afresh (some megabytes at most). */
export const SIGHT_LINES_KEPT = 400_000;

/** One table's lines: each point met gets a number (by its x, then its y), each line the pair's. */
interface Store {
  points: Map<number, Map<number, number>>;
  count: number;
  lines: Map<number, number>;
}

const stores = new WeakMap<TerrainIndex, Map<string, Store>>();

function storeFor(index: TerrainIndex, rulesKey: string): Store {
  let byRules = stores.get(index);
  if (!byRules) {
    byRules = new Map();
    stores.set(index, byRules);
  }
  let store = byRules.get(rulesKey);
  if (!store) {
    store = { points: new Map(), count: 0, lines: new Map() };
    byRules.set(rulesKey, store);
  }
  return store;
}

function pointId(store: Store, p: Vec): number {
  let ys = store.points.get(p.x);
  if (!ys) {
    ys = new Map();
    store.points.set(p.x, ys);
  }
  let id = ys.get(p.y);
  if (id === undefined) {
    id = store.count++;
    ys.set(p.y, id);
  }
  return id;
}

/** The sight codes from `from` to each of `targets` on the table of `s` (as `losRow` gives them). */
export function sightCodes(s: CombatPatrolState, from: Vec, targets: readonly Vec[]): Uint8Array {
  const index = terrainOf(s);
  const rules = sightRulesOf(s.rules);
  const store = storeFor(index, `${rules.coverModifiers.light},${rules.coverModifiers.heavy},${rules.coverDistance},${rules.sightDepth}`);
  if (store.lines.size + targets.length > SIGHT_LINES_KEPT || store.count > SIGHT_LINES_KEPT) {
    store.lines.clear();
    store.points.clear();
    store.count = 0;
  }
  const codes = new Uint8Array(targets.length);
  // A line's number: the two points' numbers (under 2^26 each, so the pair stays an exact integer).
  const head = pointId(store, from) * 67_108_864;
  let missing: number[] | null = null;
  let keys: number[] | null = null;
  for (let k = 0; k < targets.length; k++) {
    const key = head + pointId(store, targets[k] as Vec);
    const c = store.lines.get(key);
    if (c !== undefined) codes[k] = c;
    else {
      (missing ??= []).push(k);
      (keys ??= []).push(key);
    }
  }
  if (missing && keys) {
    const fresh = losRow(index, from, missing.map((k) => targets[k] as Vec), rules);
    for (let i = 0; i < missing.length; i++) {
      codes[missing[i] as number] = fresh[i] as number;
      store.lines.set(keys[i] as number, fresh[i] as number);
    }
  }
  return codes;
}
