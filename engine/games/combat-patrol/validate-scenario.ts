/**
 * validateScenario: checks an imported or loaded scenario file field by field. Returns the typed
 * document, or a refusal naming the first bad field ("models[3].x must be ..."). Never throws,
 * never fills in or changes a value silently: what passes is exactly what came in.
 */
import { checkBalanceRecord } from './balance-record';
import { checkBattleSettings } from './battle-settings';
import { defaultHouseRules, terrainKind, weapon } from './data';
import { STARTING_CONDITIONS } from './rules/wounds';
import { tableSizeProblem } from './table-size';
import { FIELD_RANGES as RANGE, SCENARIO_LIMITS as LIMIT, tooMany } from './limits';
import {
  SCENARIO_FORMAT, SCENARIO_FORMAT_VERSION, TABLE_MAX_LONG,
  type HouseRules, type Scenario, type ScenarioError, type ScenarioResult,
} from './types';

class Bad extends Error {
  constructor(readonly field: string, readonly why: string, readonly code: ScenarioError['code'] = 'invalid-scenario') {
    super(`${field} ${why}`);
  }
}

type Obj = Record<string, unknown>;
const show = (v: unknown): string => {
  const s = JSON.stringify(v);
  return s === undefined ? String(v) : s.length > 40 ? `${s.slice(0, 37)}...` : s;
};

function obj(v: unknown, f: string): Obj {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new Bad(f, `must be an object, got ${show(v)}`);
  return v as Obj;
}
function arr(v: unknown, f: string, max = Infinity, what = 'items'): unknown[] {
  if (!Array.isArray(v)) throw new Bad(f, `must be a list, got ${show(v)}`);
  if (v.length > max) throw new Bad(f, tooMany(v.length, max, what));
  return v;
}
function num(v: unknown, f: string, min = -Infinity, max = Infinity, what = ''): number {
  if (typeof v !== 'number') throw new Bad(f, `must be a number, got ${show(v)}`);
  if (!Number.isFinite(v)) throw new Bad(f, 'is not a finite number');
  if (v < min || v > max) throw new Bad(f, `must be from ${min} to ${max}${what}, got ${v}`);
  return v;
}
function int(v: unknown, f: string, min: number, max: number): number {
  const n = num(v, f, min, max);
  if (!Number.isInteger(n)) throw new Bad(f, `must be a whole number, got ${n}`);
  return n;
}
function str(v: unknown, f: string, max = 200, allowEmpty = false): string {
  if (typeof v !== 'string') throw new Bad(f, `must be text, got ${show(v)}`);
  if (!allowEmpty && v.trim() === '') throw new Bad(f, 'must not be empty');
  if (v.length > max) throw new Bad(f, `must be at most ${max} characters long`);
  return v;
}
function bool(v: unknown, f: string): boolean {
  if (typeof v !== 'boolean') throw new Bad(f, `must be true or false, got ${show(v)}`);
  return v;
}
function oneOf<T extends string>(v: unknown, f: string, options: readonly T[]): T {
  if (typeof v !== 'string' || !(options as readonly string[]).includes(v)) throw new Bad(f, `must be one of ${options.join(', ')}, got ${show(v)}`);
  return v as T;
}
function point(v: unknown, f: string, lim = 1000): { x: number; y: number } {
  const o = obj(v, f);
  return { x: num(o.x, `${f}.x`, -lim, lim), y: num(o.y, `${f}.y`, -lim, lim) };
}
function points(v: unknown, f: string, min: number): Array<{ x: number; y: number }> {
  const list = arr(v, f);
  if (list.length < min) throw new Bad(f, `needs at least ${min} points, got ${list.length}`);
  if (list.length > LIMIT.pointsPerOutline) throw new Bad(f, `has ${list.length} points; an outline has at most ${LIMIT.pointsPerOutline}`);
  return list.map((p, i) => point(p, `${f}[${i}]`));
}
function uniqueIds(items: Array<{ id: string }>, f: string): void {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    if (seen.has(it.id)) throw new Bad(`${f}[${i}].id`, `repeats the id ${show(it.id)}`);
    seen.add(it.id);
  });
}

const SIDES = ['US', 'German'] as const;
const EXPERIENCE = ['veteran', 'regular', 'inexperienced'] as const;
const COVER = ['none', 'light', 'heavy'] as const;
const INCLUSION = ['centre', 'touch'] as const;
/** House rules that are distances or counts: never below 0. */
const NON_NEGATIVE = new Set(['coverDistance', 'sightDepth', 'baseDiameter', 'combatMove', 'runMove', 'grenadesPerMan', 'reactionNcoRange', 'grenadeReactionRange', 'helperReloadActions']);

function startingCondition(v: unknown, f: string, name: string): (typeof STARTING_CONDITIONS)[number] {
  if (v === 'dead') throw new Bad(f, `is "dead" for ${name}: a man cannot start the battle dead; leave him off the table`);
  if (typeof v !== 'string' || !(STARTING_CONDITIONS as readonly string[]).includes(v)) {
    throw new Bad(f, `of ${name} must be one of ${STARTING_CONDITIONS.join(', ')} (unhurt, or a wound of the chart), got ${show(v)}`);
  }
  return v as (typeof STARTING_CONDITIONS)[number];
}

function houseRules(v: unknown, f: string): Partial<HouseRules> {
  const o = obj(v, f);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(o)) {
    const field = `${f}.${key}`;
    if (!Object.prototype.hasOwnProperty.call(defaultHouseRules, key)) throw new Bad(field, 'is not a house rule this app knows');
    const def = (defaultHouseRules as unknown as Record<string, unknown>)[key];
    if (typeof def === 'boolean') out[key] = bool(value, field);
    else if (NON_NEGATIVE.has(key)) out[key] = num(value, field, 0, 100, ' inches or items');
    else if (key === 'naturalHit' || key === 'naturalMiss') out[key] = int(value, field, 1, 10);
    else if (typeof def === 'number') out[key] = num(value, field, -10, 10);
    else out[key] = oneOf(value, field, INCLUSION);
  }
  return out as Partial<HouseRules>;
}

function parse(raw: unknown): Scenario {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Bad('(file)', 'is not a Patrol HQ scenario: expected a JSON object', 'not-a-scenario');
  const o = raw as Obj;
  if (o.format !== SCENARIO_FORMAT) throw new Bad('format', `must be "${SCENARIO_FORMAT}": this is not a Patrol HQ scenario file`, 'not-a-scenario');
  const version = num(o.formatVersion, 'formatVersion');
  if (version > SCENARIO_FORMAT_VERSION) throw new Bad('formatVersion', `is ${version}: the file was made by a newer Patrol HQ; update the app to open it`, 'newer-format');
  if (version !== SCENARIO_FORMAT_VERSION) throw new Bad('formatVersion', `must be ${SCENARIO_FORMAT_VERSION}, got ${show(o.formatVersion)}`);

  const t = obj(o.table, 'table');
  const width = num(t.width, 'table.width');
  const height = num(t.height, 'table.height');
  const size = tableSizeProblem(width, height);
  if (size) throw new Bad(`table.${size.field}`, size.why);
  const g = obj(t.grid, 'table.grid');
  const grid = { visible: bool(g.visible, 'table.grid.visible'), spacing: num(g.spacing, 'table.grid.spacing', 0.5, 12, ' inches') };

  const terrain = arr(o.terrain, 'terrain', LIMIT.terrain, 'terrain pieces').map((v, i) => {
    const f = `terrain[${i}]`;
    const p = obj(v, f);
    const kind = str(p.kind, `${f}.kind`, 60);
    if (!terrainKind(kind)) throw new Bad(`${f}.kind`, `is not a terrain kind in the library: ${show(kind)}`);
    const closed = bool(p.closed, `${f}.closed`);
    const props = obj(p.props, `${f}.props`);
    const cleanProps: Scenario['terrain'][number]['props'] = {};
    for (const key of Object.keys(props)) {
      const pf = `${f}.props.${key}`;
      if (key === 'name') cleanProps.name = str(props.name, pf, LIMIT.terrainName);
      else if (key === 'cover') cleanProps.cover = oneOf(props.cover, pf, COVER);
      else if (key === 'blocksSight' || key === 'difficult' || key === 'obstacle') cleanProps[key] = bool(props[key], pf);
      else throw new Bad(pf, 'is not a terrain property (name, cover, blocksSight, difficult, obstacle)');
    }
    return {
      id: str(p.id, `${f}.id`, 80),
      kind,
      x: num(p.x, `${f}.x`, -TABLE_MAX_LONG, 2 * TABLE_MAX_LONG),
      y: num(p.y, `${f}.y`, -TABLE_MAX_LONG, 2 * TABLE_MAX_LONG),
      rotation: num(p.rotation, `${f}.rotation`, -3600, 3600),
      closed,
      points: points(p.points, `${f}.points`, closed ? 3 : 2),
      width: closed ? num(p.width, `${f}.width`, 0, 0) : num(p.width, `${f}.width`, RANGE.lineWidth.min, RANGE.lineWidth.max, ' inches'),
      props: cleanProps,
    };
  });
  uniqueIds(terrain, 'terrain');

  const models = arr(o.models, 'models', LIMIT.models, 'soldiers').map((v, i) => {
    const f = `models[${i}]`;
    const m = obj(v, f);
    const weaponId = str(m.weaponId, `${f}.weaponId`, 60);
    if (!weapon(weaponId)) throw new Bad(`${f}.weaponId`, `is not a weapon in the weapons table: ${show(weaponId)}`);
    const squadId = m.squadId === null ? null : str(m.squadId, `${f}.squadId`, 80);
    // Grenades carried: recorded since issue 8; older documents leave it out (the house rule counts).
    const grenades = m.grenades === undefined ? {} : { grenades: int(m.grenades, `${f}.grenades`, RANGE.grenades.min, RANGE.grenades.max) };
    const name = str(m.name, `${f}.name`, LIMIT.itemName);
    // How he starts (issue 25): absent, unhurt; a dead man is left off the table instead.
    const condition = m.condition === undefined ? {} : { condition: startingCondition(m.condition, `${f}.condition`, name) };
    return {
      id: str(m.id, `${f}.id`, 80),
      name,
      side: oneOf(m.side, `${f}.side`, SIDES),
      experience: oneOf(m.experience, `${f}.experience`, EXPERIENCE),
      accuracy: int(m.accuracy, `${f}.accuracy`, RANGE.accuracy.min, RANGE.accuracy.max),
      weaponId,
      nco: bool(m.nco, `${f}.nco`),
      medic: bool(m.medic, `${f}.medic`),
      x: num(m.x, `${f}.x`, 0, width, ` (the table is ${width} inches wide)`),
      y: num(m.y, `${f}.y`, 0, height, ` (the table is ${height} inches deep)`),
      facing: num(m.facing, `${f}.facing`, -3600, 3600),
      squadId,
      ...grenades,
      ...condition,
    };
  });
  uniqueIds(models, 'models');

  const deploymentZones = arr(o.deploymentZones, 'deploymentZones', LIMIT.deploymentZones, 'deployment zones').map((v, i) => {
    const f = `deploymentZones[${i}]`;
    const z = obj(v, f);
    return { id: str(z.id, `${f}.id`, 80), side: oneOf(z.side, `${f}.side`, SIDES), label: str(z.label, `${f}.label`, LIMIT.itemName, true), points: points(z.points, `${f}.points`, 3) };
  });
  uniqueIds(deploymentZones, 'deploymentZones');
  const outlinePoints = [...terrain, ...deploymentZones].reduce((n, p) => n + p.points.length, 0);
  if (outlinePoints > LIMIT.pointsTotal) throw new Bad('terrain', `and the deployment zones have ${outlinePoints.toLocaleString('en-US')} outline points; a scenario holds at most ${LIMIT.pointsTotal.toLocaleString('en-US')}`);

  const objectives = arr(o.objectives, 'objectives', LIMIT.objectives, 'objectives').map((v, i) => {
    const f = `objectives[${i}]`;
    const m = obj(v, f);
    return { id: str(m.id, `${f}.id`, 80), name: str(m.name, `${f}.name`, LIMIT.itemName), x: num(m.x, `${f}.x`, 0, width), y: num(m.y, `${f}.y`, 0, height) };
  });
  uniqueIds(objectives, 'objectives');

  const battle = o.battle === undefined ? undefined : checkBattleSettings(o.battle, 'battle');
  if (battle && !battle.ok) throw new Bad(battle.field, battle.why);
  const balance = o.balance === undefined ? undefined : checkBalanceRecord(o.balance, 'balance');
  if (balance && !balance.ok) throw new Bad(balance.field, balance.why);

  return {
    format: SCENARIO_FORMAT,
    formatVersion: SCENARIO_FORMAT_VERSION,
    id: str(o.id, 'id', 80),
    name: str(o.name, 'name', LIMIT.scenarioName),
    notes: str(o.notes, 'notes', LIMIT.notes, true),
    table: { width, height, grid },
    terrain,
    models,
    deploymentZones,
    objectives,
    houseRules: houseRules(o.houseRules, 'houseRules'),
    ...(battle ? { battle: battle.settings } : {}),
    ...(balance ? { balance: balance.balance } : {}),
  };
}

/** Checks `raw` (parsed JSON) as a scenario document. Bad input gets an error naming the field. */
export function validateScenario(raw: unknown): ScenarioResult {
  try {
    return { ok: true, scenario: parse(raw) };
  } catch (e) {
    if (e instanceof Bad) return { ok: false, error: { code: e.code, field: e.field, message: `${e.field} ${e.why}` } };
    return { ok: false, error: { code: 'invalid-scenario', field: '(file)', message: `could not read the scenario: ${String(e)}` } };
  }
}
