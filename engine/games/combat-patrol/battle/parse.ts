/**
 * The shape of an action arriving from outside (the screen, a save, a bot): known type, known
 * fields, numbers that are numbers. Returns a fresh copy holding only those fields. Whether the
 * action is legal now is `check`'s business.
 */
import type { GameError } from '../../../core/contract';
import type { Vec } from '../../../geometry';
import { MAX_PATH_POINTS } from './moves';
import type { CombatPatrolAction } from './types';

type Parsed = { ok: true; action: CombatPatrolAction } | { ok: false; error: GameError };

const FIELDS: Record<CombatPatrolAction['type'], { required: string[]; optional?: string[] }> = {
  dice: { required: ['values'] },
  scatter: { required: ['bearing'] },
  'stop-at': { required: ['inches'] },
  'snap-fire': { required: ['shooter', 'along'] },
  'let-run': { required: [] },
  deploy: { required: ['soldier', 'at'] },
  'deploy-done': { required: [] },
  fire: { required: ['soldier', 'weapon', 'method'], optional: ['target', 'bearing', 'at'] },
  move: { required: ['soldier', 'path'], optional: ['drag'] },
  run: { required: ['soldier', 'path'], optional: ['gamble'] },
  'first-aid': { required: ['soldier', 'patient', 'path'] },
  'help-reload': { required: ['soldier', 'gunner'] },
  reload: { required: ['soldier'], optional: ['gunner'] },
  hold: { required: ['soldier'] },
  rally: { required: ['soldier'] },
  activate: { required: ['soldier'] },
  'end-activation': { required: [] },
};

/** The longest reason a computer player may send with its action (`why`, logged as a `reason` event). */
export const MAX_WHY = 600;

class Bad extends Error {}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function id(v: unknown, f: string): string {
  if (typeof v !== 'string' || v.length === 0 || v.length > 80) throw new Bad(`${f} must be a soldier's id.`);
  return v;
}
function num(v: unknown, f: string): number {
  if (typeof v !== 'number' || !Number.isFinite(v)) throw new Bad(`${f} must be a number.`);
  return v + 0; // -0 becomes 0: states must survive JSON exactly
}
function point(v: unknown, f: string): Vec {
  if (!isRecord(v)) throw new Bad(`${f} must be a point { x, y } in inches.`);
  return { x: num(v.x, `${f}.x`), y: num(v.y, `${f}.y`) };
}
function path(v: unknown): Vec[] {
  if (!Array.isArray(v) || v.length < 1 || v.length > MAX_PATH_POINTS) throw new Bad(`path must list 1 to ${MAX_PATH_POINTS} points after the soldier's place.`);
  return v.map((p, i) => point(p, `path[${i}]`));
}

function build(raw: Record<string, unknown>, type: CombatPatrolAction['type']): CombatPatrolAction {
  switch (type) {
    case 'dice': {
      if (!Array.isArray(raw.values) || raw.values.length < 1 || raw.values.length > 2) throw new Bad('values must list the dice: one value, or two for 2D10.');
      return { type, values: raw.values.map((v, i) => num(v, `values[${i}]`)) };
    }
    case 'scatter':
      return { type, bearing: num(raw.bearing, 'bearing') };
    case 'stop-at':
      return { type, inches: num(raw.inches, 'inches') };
    case 'snap-fire':
      return { type, shooter: id(raw.shooter, 'shooter'), along: num(raw.along, 'along') };
    case 'let-run':
    case 'deploy-done':
    case 'end-activation':
      return { type };
    case 'deploy':
      return { type, soldier: id(raw.soldier, 'soldier'), at: point(raw.at, 'at') };
    case 'fire': {
      if (typeof raw.weapon !== 'string' || raw.weapon.length > 60) throw new Bad("weapon must be a weapon's id.");
      if (raw.method !== 'standard' && raw.method !== 'special') throw new Bad('method must be "standard" or "special".');
      const a: Extract<CombatPatrolAction, { type: 'fire' }> = { type, soldier: id(raw.soldier, 'soldier'), weapon: raw.weapon, method: raw.method };
      if (raw.target !== undefined) a.target = id(raw.target, 'target');
      if (raw.bearing !== undefined) a.bearing = num(raw.bearing, 'bearing');
      if (raw.at !== undefined) a.at = point(raw.at, 'at');
      return a;
    }
    case 'move': {
      const a: Extract<CombatPatrolAction, { type: 'move' }> = { type, soldier: id(raw.soldier, 'soldier'), path: path(raw.path) };
      if (raw.drag !== undefined) a.drag = id(raw.drag, 'drag');
      return a;
    }
    case 'run': {
      const a: Extract<CombatPatrolAction, { type: 'run' }> = { type, soldier: id(raw.soldier, 'soldier'), path: path(raw.path) };
      // A gamble of 0 inches is no gamble.
      if (raw.gamble !== undefined && num(raw.gamble, 'gamble') !== 0) a.gamble = num(raw.gamble, 'gamble');
      return a;
    }
    case 'first-aid':
      return { type, soldier: id(raw.soldier, 'soldier'), patient: id(raw.patient, 'patient'), path: path(raw.path) };
    case 'help-reload':
      return { type, soldier: id(raw.soldier, 'soldier'), gunner: id(raw.gunner, 'gunner') };
    case 'reload': {
      const a: Extract<CombatPatrolAction, { type: 'reload' }> = { type, soldier: id(raw.soldier, 'soldier') };
      if (raw.gunner !== undefined) a.gunner = id(raw.gunner, 'gunner');
      return a;
    }
    case 'hold':
    case 'rally':
    case 'activate':
      return { type, soldier: id(raw.soldier, 'soldier') };
  }
}

export function parseAction(raw: unknown): Parsed {
  const bad = (message: string): Parsed => ({ ok: false, error: { code: 'bad-action', message } });
  if (!isRecord(raw) || typeof raw.type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, raw.type)) {
    return bad(`Unknown action: expected one of ${Object.keys(FIELDS).join(', ')}.`);
  }
  const type = raw.type as CombatPatrolAction['type'];
  const spec = FIELDS[type];
  for (const k of Object.keys(raw)) {
    if (k !== 'type' && k !== 'why' && !spec.required.includes(k) && !(spec.optional ?? []).includes(k)) return bad(`A ${type} action has no field "${k}".`);
  }
  for (const k of spec.required) if (raw[k] === undefined) return bad(`A ${type} action needs ${k}.`);
  if (raw.why !== undefined && (typeof raw.why !== 'string' || raw.why.length === 0 || raw.why.length > MAX_WHY)) return bad(`"why" must be text of 1 to ${MAX_WHY} characters.`);
  try {
    const action = build(raw, type);
    return { ok: true, action: typeof raw.why === 'string' ? { ...action, why: raw.why } : action };
  } catch (e) {
    if (e instanceof Bad) return bad(`${type}: ${e.message}`);
    throw e;
  }
}
