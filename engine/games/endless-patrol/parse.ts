import type { GameError } from '../../core/contract';
import { parseSquadNames } from '../../core/squad-names';
import { SQUAD_MAX } from './cards';
import type { EndlessPatrolAction, EndlessPatrolOptions } from './types';

type Parsed<T, K extends string> = ({ ok: true } & Record<K, T>) | { ok: false; error: GameError };

function bad(code: string, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export const defaultOptions: EndlessPatrolOptions = { dCancelsMinefields: false };

/** Reads one boolean option (absent: `fallback`). */
function flag(raw: Record<string, unknown>, key: string, fallback: boolean): boolean | { ok: false; error: GameError } {
  const v = raw[key];
  if (v === undefined) return fallback;
  return typeof v === 'boolean' ? v : bad('bad-options', `Option ${key} must be true or false.`);
}

/**
 * Options: { dCancelsMinefields?: boolean, names?: string[] } (the house rule, off by default;
 * the squad's 15 names in the order they fall, when the game is played from a campaign).
 */
export function parseOptions(raw: unknown): Parsed<EndlessPatrolOptions, 'options'> {
  if (raw === undefined || raw === null) return { ok: true, options: { ...defaultOptions } };
  if (!isRecord(raw)) return bad('bad-options', 'Endless Patrol options must be an object such as { "dCancelsMinefields": false }.');
  for (const k of Object.keys(raw)) {
    if (k !== 'dCancelsMinefields' && k !== 'names') return bad('bad-options', `Unknown Endless Patrol option "${k}" (known: dCancelsMinefields, names).`);
  }
  const d = flag(raw, 'dCancelsMinefields', defaultOptions.dCancelsMinefields);
  if (typeof d !== 'boolean') return d;
  const names = parseSquadNames(raw.names, SQUAD_MAX, 'Endless Patrol');
  if (!names.ok) return names;
  return { ok: true, options: names.names ? { dCancelsMinefields: d, names: names.names } : { dCancelsMinefields: d } };
}

/**
 * Options of a save made under rules version 1, as version 2 options that replay it exactly.
 * Version 1's option was `strictMinefields` (default false: a D card could cancel a Minefield or
 * Shelling casualty); version 2's is its opposite, `dCancelsMinefields` (default false).
 */
export function upgradeOptions(version: number, raw: unknown): Parsed<EndlessPatrolOptions, 'options'> {
  if (version !== 1) return bad('wrong-version', `Endless Patrol rules version ${version} is not one this app knows.`);
  if (raw === undefined || raw === null) return { ok: true, options: { dCancelsMinefields: true } };
  if (!isRecord(raw)) return bad('bad-options', 'Endless Patrol options must be an object.');
  for (const k of Object.keys(raw)) {
    if (k !== 'strictMinefields') return bad('bad-options', `Unknown Endless Patrol option "${k}" in a version 1 save (known: strictMinefields).`);
  }
  const strict = flag(raw, 'strictMinefields', false);
  return typeof strict === 'boolean' ? { ok: true, options: { dCancelsMinefields: !strict } } : strict;
}

const FIELDS: Record<EndlessPatrolAction['type'], readonly string[]> = {
  discard: ['type', 'cards'],
  fire: ['type', 'target', 'cards', 'mode'],
  'end-fire': ['type'],
  look: ['type', 'card', 'deck'],
  negate: ['type', 'card'],
  accept: ['type'],
};

/** The fields of an action type, or undefined for an unknown type (a switch: no keyed lookup). */
function fieldsOf(type: unknown): readonly string[] | undefined {
  switch (type) {
    case 'fire':
      return FIELDS.fire;
    case 'end-fire':
      return FIELDS['end-fire'];
    case 'discard':
      return FIELDS.discard;
    case 'look':
      return FIELDS.look;
    case 'negate':
      return FIELDS.negate;
    case 'accept':
      return FIELDS.accept;
    default:
      return undefined;
  }
}

function idList(x: unknown): x is string[] {
  if (!Array.isArray(x) || x.length > 30) return false;
  for (const v of x) if (typeof v !== 'string' || v.length > 64) return false;
  return true;
}

function isId(x: unknown): x is string {
  return typeof x === 'string' && x.length > 0 && x.length <= 64;
}

/** Checks the shape of an action from outside; returns a fresh, exact copy of it. */
export function parseAction(raw: unknown): Parsed<EndlessPatrolAction, 'action'> {
  const fields = isRecord(raw) ? fieldsOf(raw.type) : undefined;
  if (!fields) return bad('bad-action', 'Unknown action: expected discard, fire, end-fire, look, negate or accept.');
  const r = raw as Record<string, unknown>;
  const type = r.type as EndlessPatrolAction['type'];
  // Every field is required, so a key count above the field count means an unknown field.
  let count = 0;
  for (const _k in r) count++;
  if (count > fields.length) {
    const keys = Object.keys(r);
    const extra = keys.find((k) => !fields.includes(k)) ?? keys[0];
    return bad('bad-action', `A ${type} action has no field "${extra}".`);
  }
  switch (type) {
    case 'discard':
      if (!idList(r.cards)) return bad('bad-action', 'A discard action needs cards: a list of card ids.');
      return { ok: true, action: { type, cards: r.cards.slice() } };
    case 'fire':
      if (!isId(r.target)) return bad('bad-action', 'A fire action needs a target: the id of a Patrol card in play.');
      if (!idList(r.cards)) return bad('bad-action', 'A fire action needs cards: a list of GI card ids.');
      if (r.mode !== 'bullets' && r.mode !== 'at') return bad('bad-action', 'A fire action needs mode "bullets" or "at".');
      return { ok: true, action: { type, target: r.target, cards: r.cards.slice(), mode: r.mode } };
    case 'look':
      if (!isId(r.card)) return bad('bad-action', 'A look action needs card: the id of an L card in your hand.');
      if (r.deck !== 'gi' && r.deck !== 'patrol') return bad('bad-action', 'A look action needs deck "gi" or "patrol".');
      return { ok: true, action: { type, card: r.card, deck: r.deck } };
    case 'negate':
      if (!isId(r.card)) return bad('bad-action', 'A negate action needs card: the id of a D card in your hand.');
      return { ok: true, action: { type, card: r.card } };
    case 'end-fire':
    case 'accept':
      return { ok: true, action: { type } };
  }
}
