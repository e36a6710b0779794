/**
 * Test helpers: a small table with the soldiers and terrain a test names, a battle on it with the
 * dice typed in (entered mode) so every roll is stacked, and steps that answer the dice questions
 * from a list. Every action goes through the real pipeline (parse, check, apply).
 */
import type { Seat } from '../../core/contract';
import { applyAction } from '../../core/pipeline';
import { stepText } from '../../core/gate';
import type { Vec } from '../../geometry';
import type { BattleSettings } from './battle-settings';
import { combatPatrol } from './battle/definition';
import type { CombatPatrolAction, CombatPatrolState, DiceMode, Input, Soldier } from './battle/types';
import { accuracyFor } from './data';
import { createScenario, newTerrainPiece } from './scenario';
import type { HouseRules, Scenario, ScenarioModel, Side, TerrainPiece } from './types';

export interface ManSpec {
  side?: Side;
  weapon?: string;
  accuracy?: number;
  nco?: boolean;
  medic?: boolean;
  facing?: number;
  name?: string;
  /** Hand grenades he carries (his own count, as squad data gives it); absent: the house rule counts. */
  grenades?: number;
  /** How the scenario starts him (absent: unhurt). */
  condition?: ScenarioModel['condition'];
}

/** A soldier for a test table: German by default, a regular (5+) with a Kar98k. */
export function man(id: string, x: number, y: number, spec: ManSpec = {}): ScenarioModel {
  return {
    id, name: spec.name ?? id, side: spec.side ?? 'German', experience: 'regular', accuracy: spec.accuracy ?? accuracyFor('regular'),
    weaponId: spec.weapon ?? 'kar98k', nco: spec.nco ?? false, medic: spec.medic ?? false, x, y, facing: spec.facing ?? 0, squadId: null,
    ...(spec.grenades === undefined ? {} : { grenades: spec.grenades }),
    ...(spec.condition === undefined ? {} : { condition: spec.condition }),
  };
}

export const us = (id: string, x: number, y: number, spec: ManSpec = {}): ScenarioModel => man(id, x, y, { weapon: 'm1-garand', ...spec, side: 'US' });
export const de = (id: string, x: number, y: number, spec: ManSpec = {}): ScenarioModel => man(id, x, y, { ...spec, side: 'German' });

/** A straight piece of a line kind (fence, wall, hedge) from a to b. */
export function line(kind: string, id: string, a: Vec, b: Vec): TerrainPiece {
  const p = newTerrainPiece(kind, id, { x: 0, y: 0 });
  p.points = [a, b];
  return p;
}

/** An area piece (woods, field, building, foxhole) with the given outline. */
export function area(kind: string, id: string, points: Vec[]): TerrainPiece {
  const p = newTerrainPiece(kind, id, { x: 0, y: 0 });
  p.points = points;
  return p;
}

export const rect = (x0: number, y0: number, x1: number, y1: number): Vec[] => [
  { x: x0, y: y0 }, { x: x1, y: y0 }, { x: x1, y: y1 }, { x: x0, y: y1 },
];

export interface TableSpec {
  models: ScenarioModel[];
  terrain?: TerrainPiece[];
  houseRules?: Partial<HouseRules>;
  battle?: Partial<BattleSettings>;
  objectives?: Scenario['objectives'];
  deploymentZones?: Scenario['deploymentZones'];
}

export function table(spec: TableSpec): Scenario {
  const doc = createScenario({ id: 'test', name: 'Test table' });
  doc.models = spec.models;
  doc.terrain = spec.terrain ?? [];
  doc.houseRules = spec.houseRules ?? {};
  doc.objectives = spec.objectives ?? [];
  doc.deploymentZones = spec.deploymentZones ?? [];
  // Tests pick who starts and fight until they stop; nobody breaks unless a test asks.
  doc.battle = { firstMove: 'US', breakPercent: null, turnLimit: 20, ...spec.battle };
  return doc;
}

const CROWD_WEAPONS = ['m1-garand', 'kar98k', 'thompson', 'mp40', 'bar', 'mg42', 'pistol'];

/**
 * A crowded table of `models` soldiers (the big-battle trials and tests): two blocks 12 in apart on
 * an open 96 x 72 in table, US above and Germans below, each row of up to 60 men, rows packed as
 * close as the table lets them, so most of each side is in range of most of the other.
 */
export function crowd(models: number): Scenario {
  const perSide = Math.ceil(models / 2);
  const cols = Math.min(perSide, 60);
  const rows = Math.ceil(perSide / cols);
  const dx = 92 / cols;
  const dy = Math.min(2, 30 / rows);
  const list: ScenarioModel[] = Array.from({ length: models }, (_, i) => {
    const side: Side = i % 2 ? 'German' : 'US';
    const k = Math.floor(i / 2);
    const row = Math.floor(k / cols);
    return {
      id: `m-${i + 1}`, name: `Soldier ${i + 1}`, side, experience: 'regular', accuracy: 5,
      weaponId: CROWD_WEAPONS[i % CROWD_WEAPONS.length] as string, nco: i % 10 === 0, medic: i % 25 === 0,
      x: 2 + (k % cols) * dx, y: side === 'US' ? 30 - row * dy : 42 + row * dy, facing: side === 'US' ? 180 : 0, squadId: null,
    };
  });
  const doc = createScenario({ id: `crowd-${models}`, name: `A crowd of ${models}`, width: 96, height: 72 });
  return { ...doc, models: list, terrain: [], battle: { firstMove: 'US', breakPercent: null } };
}

export function battle(doc: Scenario, diceMode: DiceMode = 'entered', seed = 1, houseRules: Partial<HouseRules> = {}): CombatPatrolState {
  const parsed = combatPatrol.parseOptions({ scenario: doc, diceMode, houseRules });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return combatPatrol.setup(seed, parsed.options);
}

/** A die answer: a number for one die, a pair for 2D10. */
export type Roll = number | [number, number];

/**
 * Freezes what a step must never change in the state it starts from (soldiers and their parts, the
 * generator, the activation): a later step that changed them in place would throw in a test.
 */
export function freeze(s: CombatPatrolState): CombatPatrolState {
  for (const m of s.soldiers) {
    for (const part of [m.ammo, m.gun, m.critical, m.wounds, m.stats]) if (part) Object.freeze(part);
    Object.freeze(m);
  }
  Object.freeze(s.soldiers);
  Object.freeze(s.rng);
  if (s.activation) Object.freeze(s.activation);
  if (s.initiative) Object.freeze(s.initiative);
  return s;
}

/** Applies `raw` for `seat` through the pipeline; throws with the refusal when it is refused. */
export function step(s: CombatPatrolState, seat: Seat, raw: unknown): CombatPatrolState {
  const r = applyAction(combatPatrol, freeze(s), seat, raw);
  if (!r.ok) throw new Error(`refused: ${r.error.message}`);
  return r.state;
}

/** The seat whose decision it is (throws when the battle is over). */
export function toAct(s: CombatPatrolState): Seat {
  const seat = combatPatrol.currentSeat(s);
  if (seat === null) throw new Error('the battle is over');
  return seat;
}

/** Answers the waiting dice questions with `rolls`, in order (their log lines into `log`); stops at any other question. Throws if rolls are left over. */
export function roll(s: CombatPatrolState, rolls: readonly Roll[], log?: string[]): CombatPatrolState {
  let state = s;
  const queue = rolls.slice();
  while (queue.length > 0) {
    const q = state.pending?.question;
    if (!q || q.kind !== 'dice') throw new Error(`${queue.length} roll(s) left over: ${JSON.stringify(queue)} (waiting for ${q ? q.kind : 'nothing'})`);
    const r = queue.shift() as Roll;
    state = step(state, q.seat, { type: 'dice', values: typeof r === 'number' ? [r] : r });
    log?.push(...stepText(combatPatrol, state.events));
  }
  return state;
}

/** An action by the seat to act, then its dice. Collects every log line of the way. */
export function play(s: CombatPatrolState, action: CombatPatrolAction, rolls: readonly Roll[] = [], log?: string[]): CombatPatrolState {
  const state = step(s, toAct(s), action);
  log?.push(...stepText(combatPatrol, state.events));
  return roll(state, rolls, log);
}

/** Answers a decision (not dice) for the seat asked. */
export function answer(s: CombatPatrolState, input: Input, rolls: readonly Roll[] = [], log?: string[]): CombatPatrolState {
  const q = s.pending?.question;
  if (!q) throw new Error('nothing is waiting');
  const state = step(s, q.seat, input);
  log?.push(...stepText(combatPatrol, state.events));
  return roll(state, rolls, log);
}

export function soldier(s: CombatPatrolState, id: string): Soldier {
  const m = s.soldiers.find((x) => x.id === id);
  if (!m) throw new Error(`no soldier ${id}`);
  return m;
}

/** The question waiting, or null. */
export function waiting(s: CombatPatrolState): CombatPatrolState['pending'] extends infer P ? (P extends { question: infer Q } ? Q | null : null) : null {
  return (s.pending?.question ?? null) as never;
}

/** The state with everything that must not change under a refused action, for comparing. */
export function frozen(s: CombatPatrolState): string {
  return JSON.stringify(s);
}
