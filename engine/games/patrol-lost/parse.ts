import type { GameError } from '../../core/contract';
import { DIRS, inRange } from './hex';
import { DEFAULT_TURN_LIMIT } from './setup';
import { BAD_GUYS, GOOD_GUYS } from './tiles';
import type { Dir, PatrolLostAction, PatrolLostOptions } from './types';

type Parsed<T, K extends string> = ({ ok: true } & Record<K, T>) | { ok: false; error: GameError };

function bad(message: string, code = 'bad-action'): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export const defaultOptions: PatrolLostOptions = { turnLimit: DEFAULT_TURN_LIMIT };
export const TURN_LIMIT_RANGE = [10, 500] as const;

/** Options: { turnLimit? } (house rule: turns before a draw, 10-500, default 60). */
export function parseOptions(raw: unknown): Parsed<PatrolLostOptions, 'options'> {
  if (raw === undefined || raw === null) return { ok: true, options: { ...defaultOptions } };
  if (!isRecord(raw)) return bad('Patrol: Lost! options must be an object such as { "turnLimit": 60 }.', 'bad-options');
  for (const k of Object.keys(raw)) if (k !== 'turnLimit') return bad(`Unknown Patrol: Lost! option "${k}" (known: turnLimit).`, 'bad-options');
  const t = raw.turnLimit ?? DEFAULT_TURN_LIMIT;
  const [lo, hi] = TURN_LIMIT_RANGE;
  if (typeof t !== 'number' || !Number.isInteger(t) || t < lo || t > hi) return bad(`Option turnLimit must be a whole number of turns from ${lo} to ${hi}.`, 'bad-options');
  return { ok: true, options: { turnLimit: t } };
}

/** The fields each action type has besides `type` and the optional `why`. */
const FIELDS: Record<PatrolLostAction['type'], string[]> = {
  move: ['guy', 'dir'],
  attack: ['guy'],
  'end-actions': [],
  orient: ['rot'],
  place: ['q', 'r'],
  add: ['q', 'r'],
  advance: ['q', 'r', 'dir', 'count'],
  fight: ['q', 'r'],
  'end-attacks': [],
  'push-bad': ['dir'],
  'push-good': ['dir'],
  lose: ['guy'],
};

const MAX_WHY = 300;

function field(raw: Record<string, unknown>, key: string): string | null {
  const v = raw[key];
  switch (key) {
    case 'guy':
      return Number.isInteger(v) && (v as number) >= 0 && (v as number) < GOOD_GUYS.length ? null : `"guy" must be a Good Guy number from 0 to ${GOOD_GUYS.length - 1}.`;
    case 'dir':
      return DIRS.includes(v as Dir) ? null : `"dir" must be one of ${DIRS.join(', ')}.`;
    case 'rot':
      return Number.isInteger(v) && (v as number) >= 0 && (v as number) < 6 ? null : '"rot" must be a whole number of sixths of a turn, 0 to 5.';
    case 'q':
    case 'r':
      return typeof v === 'number' && inRange(v, 0) ? null : `"${key}" must be a whole-number map coordinate.`;
    case 'count':
      return Number.isInteger(v) && (v as number) >= 1 && (v as number) <= BAD_GUYS ? null : '"count" must be a whole number of Bad Guys.';
  }
  return `unknown field "${key}"`;
}

/** Checks the shape of an action from outside (a save, the screen, a bot) and keeps only its fields. */
export function parseAction(raw: unknown): Parsed<PatrolLostAction, 'action'> {
  if (!isRecord(raw)) return bad('An action must be an object with a "type".');
  const type = raw.type as PatrolLostAction['type'];
  if (typeof type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, type)) {
    return bad(`Unknown action type ${JSON.stringify(raw.type)}; known: ${Object.keys(FIELDS).join(', ')}.`);
  }
  const fields = FIELDS[type];
  for (const k of Object.keys(raw)) {
    if (k !== 'type' && k !== 'why' && !fields.includes(k)) return bad(`A "${type}" action has no field "${k}".`);
  }
  const out: Record<string, unknown> = { type };
  for (const k of fields) {
    if (!(k in raw)) return bad(`A "${type}" action needs "${k}".`);
    const why = field(raw, k);
    if (why) return bad(`Malformed "${type}" action: ${why}`);
    out[k] = raw[k];
  }
  if (raw.why !== undefined) {
    if (typeof raw.why !== 'string' || raw.why.length > MAX_WHY) return bad(`"why" must be text of at most ${MAX_WHY} characters.`);
    out.why = raw.why;
  }
  return { ok: true, action: out as unknown as PatrolLostAction };
}
