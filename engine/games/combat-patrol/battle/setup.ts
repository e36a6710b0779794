/**
 * Options and the opening state. Options are {scenario, houseRules, diceMode}: the scenario is a
 * whole scenario document (checked by validateScenario; absent or "sample", the sample table;
 * the services turn a stored scenario's id into its document first), the house
 * rules override the scenario's own (checked the same way), and the dice are rolled by the app or
 * typed in from a real table. `legacyAreaFire` marks a battle saved under rules version 1
 * (upgradeOptions); the app never offers it.
 */
import type { GameError } from '../../../core/contract';
import { seedRng } from '../../../core/rng';
import sampleFile from '../../../../resources/games/combat-patrol/sample-scenario.json';
import { battleSettingsOf } from '../battle-settings';
import { weapon as weaponById } from '../data';
import { newCritical } from '../rules/critical';
import { newGunState } from '../rules/gun';
import { isAble, isOutOfAction } from '../rules/wounds';
import { houseRulesOf } from '../scenario';
import type { HouseRules, Scenario, ScenarioModel, Side } from '../types';
import { validateScenario } from '../validate-scenario';
import { performStep } from './perform';
import { runStep } from './runtime';
import { SIDES, type CombatPatrolOptions, type CombatPatrolState, type Soldier } from './types';
import { startingAmmo } from './world';

type Parsed = { ok: true; options: CombatPatrolOptions } | { ok: false; error: GameError };

const bad = (message: string): Parsed => ({ ok: false, error: { code: 'bad-options', message } });
const OPTION_KEYS = ['scenario', 'houseRules', 'diceMode'];
/** Set only on the options of a version-1 battle (upgradeOptions), and on copies of its save. */
const LEGACY_KEYS = ['legacyAreaFire'];

/** The sample table shipped with the app (the crossroads), as a checked document. */
export function sampleScenario(): Scenario {
  const r = validateScenario(JSON.parse(JSON.stringify(sampleFile)));
  if (!r.ok) throw new Error(`the sample scenario is broken: ${r.error.message}`);
  return r.scenario;
}

export function parseOptions(raw: unknown): Parsed {
  if (raw === undefined || raw === null) return { ok: true, options: { scenario: sampleScenario(), houseRules: {}, diceMode: 'rolled' } };
  if (typeof raw !== 'object' || Array.isArray(raw)) return bad('Combat Patrol! options must be an object: { scenario, houseRules, diceMode }.');
  const o = raw as Record<string, unknown>;
  for (const k of Object.keys(o)) {
    if (!OPTION_KEYS.includes(k) && !LEGACY_KEYS.includes(k)) return bad(`Unknown Combat Patrol! option "${k}" (known: ${OPTION_KEYS.join(', ')}).`);
  }
  if (o.legacyAreaFire !== undefined && o.legacyAreaFire !== true) return bad('legacyAreaFire, when given, is true (a battle saved under rules version 1).');
  let scenario: Scenario;
  if (o.scenario === undefined || o.scenario === 'sample') scenario = sampleScenario();
  else if (typeof o.scenario === 'string') return bad(`scenario must be a scenario document or "sample", not "${o.scenario.slice(0, 80)}" (the app looks a stored scenario up by its id before the battle starts).`);
  else {
    const r = validateScenario(o.scenario);
    if (!r.ok) return bad(`The scenario cannot be played: ${r.error.message}.`);
    scenario = r.scenario;
  }
  let houseRules: Partial<HouseRules> = {};
  if (o.houseRules !== undefined) {
    if (typeof o.houseRules !== 'object' || o.houseRules === null || Array.isArray(o.houseRules)) return bad('houseRules must be an object of house rules.');
    const merged = validateScenario({ ...scenario, houseRules: { ...scenario.houseRules, ...(o.houseRules as object) } });
    if (!merged.ok) return bad(`A house rule is wrong: ${merged.error.message}.`);
    const own = merged.scenario.houseRules as Record<string, unknown>;
    houseRules = Object.fromEntries(Object.keys(o.houseRules as object).map((k) => [k, own[k]])) as Partial<HouseRules>;
  }
  const diceMode = o.diceMode ?? 'rolled';
  if (diceMode !== 'rolled' && diceMode !== 'entered') return bad('diceMode must be "rolled" (the app rolls) or "entered" (dice typed in from a real table).');
  for (const side of SIDES) {
    if (!scenario.models.some((m) => m.side === side)) return bad(`The scenario has no ${side} soldiers: a battle needs both sides on the table.`);
    if (!scenario.models.some((m) => m.side === side && isAble(m.condition ?? 'ok'))) return bad(`Every ${side} soldier starts the battle seriously or critically wounded: a side needs a man able to fight.`);
  }
  return { ok: true, options: { scenario, houseRules, diceMode, ...(o.legacyAreaFire ? { legacyAreaFire: true as const } : {}) } };
}

/**
 * Options of a battle saved under an older rules version, as this version's options that replay it
 * exactly. Version 2's are this version's as they are (version 3 only added the actions' `why`).
 * Version 1 limited machine-gun arcs and Spray by sight unless a scenario or the options
 * said otherwise (`areaNeedsSight` on by default); version 2 plays the source's rule (off), so a
 * version-1 battle that left it unset keeps it on. Its arcs spared the seriously and critically
 * wounded and gave an unseen man no cover: `legacyAreaFire`.
 */
export function upgradeOptions(version: number, raw: unknown): Parsed {
  // Version 2 differs from 3 only in the actions it could carry (no `why`): its options are this version's.
  if (version === 2) return parseOptions(raw);
  if (version !== 1) return { ok: false, error: { code: 'wrong-version', message: `Combat Patrol! rules version ${version} is not one this app knows.` } };
  if (typeof raw === 'object' && raw !== null && 'legacyAreaFire' in raw) return bad('A version 1 battle has no option legacyAreaFire.');
  const parsed = parseOptions(raw);
  if (!parsed.ok) return parsed;
  const o = parsed.options;
  const set = o.scenario.houseRules.areaNeedsSight !== undefined || o.houseRules.areaNeedsSight !== undefined;
  return { ok: true, options: { ...o, houseRules: set ? o.houseRules : { ...o.houseRules, areaNeedsSight: true }, legacyAreaFire: true } };
}

/** A soldier as the scenario stands him: unhurt, or in the condition it starts him in (a critical man's death roll at 1-2). */
function soldierOf(m: ScenarioModel, rules: HouseRules): Soldier {
  const condition = m.condition ?? 'ok';
  return {
    id: m.id, name: m.name, side: m.side, experience: m.experience, accuracy: m.accuracy, weaponId: m.weaponId, nco: m.nco, medic: m.medic,
    squadId: m.squadId, x: m.x, y: m.y, facing: m.facing,
    condition, pinned: false, suppressed: false, activated: false, onHold: false, dragged: false,
    ammo: startingAmmo(m, rules), gun: newGunState(weaponById(m.weaponId)), critical: condition === 'critical' ? newCritical() : null, wounds: [], downedBy: null, diedTurn: null,
    stats: { shots: 0, hits: 0, kills: 0, casualties: 0 },
    ...(condition !== 'ok' ? { startedAs: condition } : {}),
  };
}

/** The battle before its opening step: soldiers where the scenario stands them, nothing rolled. */
export function initialState(seed: number, options: CombatPatrolOptions): CombatPatrolState {
  const rules: HouseRules = { ...houseRulesOf(options.scenario), ...options.houseRules };
  const soldiers = options.scenario.models.map((m) => soldierOf(m, rules));
  // The state keeps the table; its models have become the soldiers (the options keep the document whole).
  const scenario: Scenario = { ...options.scenario, models: [] };
  const count = (side: Side, down: boolean): number => soldiers.filter((m) => m.side === side && (!down || isOutOfAction(m.condition))).length;
  const downAtStart = { US: count('US', true), German: count('German', true) };
  return {
    actionCount: 0,
    reveals: 0,
    events: [],
    diceMode: options.diceMode,
    scenario,
    rules,
    battle: battleSettingsOf(scenario),
    rng: seedRng(seed),
    phase: 'battle',
    deploying: null,
    turn: 0,
    toAct: null,
    initiative: null,
    soldiers,
    activation: null,
    pending: null,
    rolls: [],
    last: null,
    outcome: null,
    strength: { US: count('US', false), German: count('German', false) },
    ...(downAtStart.US + downAtStart.German > 0 ? { downAtStart } : {}),
    ...(options.legacyAreaFire ? { legacyAreaFire: true as const } : {}),
  };
}

/** The battle after its opening step (deployment, or turn 1's initiative; in entered mode it may wait for dice). */
export function setupBattle(seed: number, options: CombatPatrolOptions): CombatPatrolState {
  const s0 = initialState(seed, options);
  return runStep(performStep(null), s0, { type: 'start' }, 0, [], s0);
}
