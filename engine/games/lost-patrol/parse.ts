import type { GameError } from '../../core/contract';
import { parseSquadNames } from '../../core/squad-names';
import { DIRS, SIZE, SQUAD } from './tiles';
import type { Dir, LostPatrolAction, LostPatrolOptions } from './types';

type Parsed<T, K extends string> = ({ ok: true } & Record<K, T>) | { ok: false; error: GameError };

function bad(code: string, message: string): { ok: false; error: GameError } {
  return { ok: false, error: { code, message } };
}

function isRecord(x: unknown): x is Record<string, unknown> {
  return typeof x === 'object' && x !== null && !Array.isArray(x);
}

export const defaultOptions: LostPatrolOptions = {
  deserter: false,
  pursuerGroups: [SQUAD],
  mappingTheForest: false,
  trailOfBreadcrumbs: false,
  legacyStart: false,
};

export const MAX_GROUPS = 5;
const OPTION_KEYS = ['deserter', 'pursuerGroups', 'mappingTheForest', 'trailOfBreadcrumbs', 'legacyStart', 'names'];

/**
 * Options: { deserter?, pursuerGroups?, mappingTheForest?, trailOfBreadcrumbs? }; missing fields take
 * their defaults (base game, one group of 10, no mini variant). Every combination is allowed.
 */
export function parseOptions(raw: unknown): Parsed<LostPatrolOptions, 'options'> {
  if (raw === undefined || raw === null) return { ok: true, options: { ...defaultOptions, pursuerGroups: [SQUAD] } };
  if (!isRecord(raw)) return bad('bad-options', 'The Lost Patrol options must be an object such as { "deserter": false }.');
  for (const k of Object.keys(raw)) {
    if (!OPTION_KEYS.includes(k)) return bad('bad-options', `Unknown Lost Patrol option "${k}" (known: ${OPTION_KEYS.join(', ')}).`);
  }
  for (const k of ['deserter', 'mappingTheForest', 'trailOfBreadcrumbs', 'legacyStart']) {
    if (raw[k] !== undefined && typeof raw[k] !== 'boolean') return bad('bad-options', `Option ${k} must be true or false.`);
  }
  const deserter = (raw.deserter as boolean | undefined) ?? false;
  let groups = [SQUAD];
  if (raw.pursuerGroups !== undefined) {
    const g = raw.pursuerGroups;
    if (!Array.isArray(g) || g.length < 1 || g.length > MAX_GROUPS || !g.every((n) => Number.isInteger(n) && n >= 1)) {
      return bad('bad-options', `Option pursuerGroups must list 1 to ${MAX_GROUPS} group sizes, each a whole number of at least 1.`);
    }
    const total = (g as number[]).reduce((a, b) => a + b, 0);
    if (total !== SQUAD) return bad('bad-options', `The pursuers' groups must add up to ${SQUAD} soldiers, not ${total}.`);
    if (!deserter && g.length > 1) return bad('bad-options', 'Pursuers can only be split into groups in the Deserter variant.');
    groups = (g as number[]).slice();
  }
  const names = parseSquadNames(raw.names, SQUAD, 'The Lost Patrol');
  if (!names.ok) return names;
  if (names.names && deserter) return bad('bad-options', 'Soldiers are named only in the base game: the Deserter variant has no patrol of ten.');
  const options: LostPatrolOptions = {
    deserter,
    pursuerGroups: groups,
    mappingTheForest: (raw.mappingTheForest as boolean | undefined) ?? false,
    trailOfBreadcrumbs: (raw.trailOfBreadcrumbs as boolean | undefined) ?? false,
    legacyStart: (raw.legacyStart as boolean | undefined) ?? false,
  };
  if (names.names) options.names = names.names;
  return { ok: true, options };
}

/**
 * Options of a save made under rules version 1, as version 2 options that replay it exactly: the
 * same options, with the start tile dealt as version 1 dealt it (`legacyStart`).
 */
export function upgradeOptions(version: number, raw: unknown): Parsed<LostPatrolOptions, 'options'> {
  if (version !== 1) return bad('wrong-version', `The Lost Patrol rules version ${version} is not one this app knows.`);
  if (isRecord(raw) && raw.legacyStart !== undefined) return bad('bad-options', 'A version 1 save has no option legacyStart.');
  const parsed = parseOptions(raw);
  return parsed.ok ? { ok: true, options: { ...parsed.options, legacyStart: true } } : parsed;
}

const FIELDS: Record<LostPatrolAction['type'], readonly string[]> = {
  move: ['type', 'dir', 'group', 'orient'],
  enter: ['type', 'group', 'row', 'col', 'edge'],
  bid: ['type', 'soldiers'],
};

function isDir(x: unknown): x is Dir {
  return typeof x === 'string' && (DIRS as readonly string[]).includes(x);
}

function isGroup(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < MAX_GROUPS;
}

function isCoord(x: unknown): x is number {
  return Number.isInteger(x) && (x as number) >= 0 && (x as number) < SIZE;
}

/** Checks the shape of an action from outside; returns a fresh, exact copy of it. */
export function parseAction(raw: unknown): Parsed<LostPatrolAction, 'action'> {
  if (!isRecord(raw) || typeof raw.type !== 'string' || !Object.prototype.hasOwnProperty.call(FIELDS, raw.type)) {
    return bad('bad-action', 'Unknown action: expected move, enter or bid.');
  }
  const type = raw.type as LostPatrolAction['type'];
  const fields = FIELDS[type];
  for (const k in raw) {
    if (!fields.includes(k)) return bad('bad-action', `A ${type} action has no field "${k}".`);
  }
  switch (type) {
    case 'move': {
      if (!isDir(raw.dir)) return bad('bad-action', 'A move needs dir: "N", "E", "S" or "W".');
      if (raw.group !== undefined && !isGroup(raw.group)) return bad('bad-action', `A move's group must be a group number from 0 to ${MAX_GROUPS - 1}.`);
      if (raw.orient !== undefined && !isDir(raw.orient)) return bad('bad-action', 'A move\'s orient must be "N", "E", "S" or "W".');
      const a: LostPatrolAction = { type, dir: raw.dir };
      if (raw.group !== undefined) a.group = raw.group as number;
      if (raw.orient !== undefined) a.orient = raw.orient;
      return { ok: true, action: a };
    }
    case 'enter':
      if (!isGroup(raw.group)) return bad('bad-action', `An enter action needs group: a group number from 0 to ${MAX_GROUPS - 1}.`);
      if (!isCoord(raw.row) || !isCoord(raw.col)) return bad('bad-action', `An enter action needs row and col from 0 to ${SIZE - 1}.`);
      if (!isDir(raw.edge)) return bad('bad-action', 'An enter action needs edge: "N", "E", "S" or "W", the side of the grid it comes in by.');
      return { ok: true, action: { type, group: raw.group, row: raw.row, col: raw.col, edge: raw.edge } };
    case 'bid':
      if (!Number.isInteger(raw.soldiers) || (raw.soldiers as number) < 1 || (raw.soldiers as number) > SQUAD) {
        return bad('bad-action', `A bid needs soldiers: a whole number from 1 to ${SQUAD}.`);
      }
      return { ok: true, action: { type, soldiers: raw.soldiers as number } };
  }
}
