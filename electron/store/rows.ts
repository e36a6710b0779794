/**
 * Reading stored rows defensively: a row whose JSON or columns cannot be read becomes a
 * DamagedRowError (for one row) instead of an exception that would hide every other row.
 */
import type { SaveStatus, SeatPlayer } from '../api/contract';
import { DamagedRowError } from './errors';

export interface SaveRow {
  id: string;
  game: string;
  version: number;
  name: string;
  seed: number;
  options: unknown;
  createdAt: string;
  updatedAt: string;
  actionCount: number;
  status: SaveStatus;
  /** Who plays each seat (absent: every seat human). */
  seats?: SeatPlayer[];
  /** The seat that won a finished game (null: none, or not known for a save made before it was kept). */
  winner?: number | null;
  /** The campaign a game was played from, with its squad (absent: not a campaign game). */
  campaign?: SaveCampaign | null;
  /**
   * Where the game's luck was dealt again (a fork with new luck), in the order dealt: after the first
   * `at` actions, from `seed` (engine/core/reseed). Absent: the game plays from its seed alone.
   */
  reseeds?: ReseedPoint[];
}

/** One point where a save's luck was dealt again: after its first `at` actions, from `seed`. */
export interface ReseedPoint {
  at: number;
  seed: number;
}

/**
 * A campaign game's link to its campaign: the campaign's id and the GIs who play it (their ids,
 * in the order the game's soldiers are named: the order they fall). Kept in the save itself, so
 * the save opens and names its soldiers even when the campaign is gone.
 */
export interface SaveCampaign {
  id: string;
  /** null: an attached soldier, not on the roster (fewer GIs were able to fight than the game takes). */
  squad: (string | null)[];
  /** Combat Patrol!: the US model each GI of `squad` plays (the same order). */
  models?: string[];
}

/** What a list shows of a row that cannot be read: whatever columns still make sense, and why. */
export interface DamagedRow {
  damaged: string;
  id: string;
  name: string;
  /** The text columns as stored when they are text, else ''. */
  game: string;
  createdAt: string;
  updatedAt: string;
  actionCount: number;
}

export interface RawSave {
  id: unknown;
  game: unknown;
  version: unknown;
  name: unknown;
  seed: unknown;
  options: unknown;
  created_at: unknown;
  updated_at: unknown;
  action_count: unknown;
  status: unknown;
  seats: unknown;
  /** Absent in rows read before migration 4. */
  winner?: unknown;
  /** Absent in rows read before migration 6. */
  campaign?: unknown;
  /** Absent in rows read before migration 8. */
  reseeds?: unknown;
}

const STATUSES: readonly string[] = ['playing', 'won', 'lost', 'drawn'];

const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

/** The id as a string, whatever its stored type (rows are addressed by it for export and delete). */
export function rowId(v: unknown): string {
  return typeof v === 'string' ? v : Buffer.isBuffer(v) ? v.toString('utf8') : String(v);
}

export function parseJson(v: unknown, what: string, kind: 'save' | 'scenario', id: string): unknown {
  if (typeof v !== 'string') throw new DamagedRowError(kind, id, `${what} cannot be read (not stored as text)`);
  try {
    return JSON.parse(v) as unknown;
  } catch {
    throw new DamagedRowError(kind, id, `${what} cannot be read (not valid JSON)`);
  }
}

/** A save row as the services use it; DamagedRowError when any column cannot be read. */
export function toSaveRow(r: RawSave): SaveRow {
  const id = rowId(r.id);
  const bad = (why: string) => new DamagedRowError('save', id, why);
  if (typeof r.id !== 'string') throw bad('its id is not text');
  if (typeof r.name !== 'string') throw bad('its name is not text');
  if (typeof r.game !== 'string') throw bad('its game is not text');
  if (!isInt(r.version)) throw bad('its rules version is not a whole number');
  if (!isInt(r.seed)) throw bad('its seed is not a whole number');
  if (!isInt(r.action_count) || r.action_count < 0) throw bad('its move count is not a whole number');
  if (typeof r.status !== 'string' || !STATUSES.includes(r.status)) throw bad('its status is not one Patrol HQ knows');
  if (typeof r.created_at !== 'string' || typeof r.updated_at !== 'string') throw bad('its dates are not text');
  const options = parseJson(r.options, 'its options', 'save', id);
  if (typeof options !== 'object' || options === null || Array.isArray(options)) throw bad('its options are not a set of named values');
  let seats: SeatPlayer[] | undefined;
  if (r.seats !== null && r.seats !== undefined) {
    const parsed = parseJson(r.seats, 'its list of players', 'save', id);
    const ok = Array.isArray(parsed) && parsed.every((s) => typeof s === 'object' && s !== null && ((s as SeatPlayer).kind === 'human' || ((s as SeatPlayer).kind === 'bot' && typeof (s as { bot?: unknown }).bot === 'string')));
    if (!ok) throw bad('its list of players cannot be read');
    seats = parsed as SeatPlayer[];
  }
  let campaign: SaveCampaign | null = null;
  if (r.campaign !== null && r.campaign !== undefined) {
    const c = parseJson(r.campaign, 'its campaign', 'save', id) as Partial<SaveCampaign> | null;
    const ok = typeof c === 'object' && c !== null && typeof c.id === 'string' && Array.isArray(c.squad) && c.squad.every((g) => typeof g === 'string' || g === null);
    if (!ok) throw bad('its campaign cannot be read');
    if (c.models !== undefined && !(Array.isArray(c.models) && c.models.every((m) => typeof m === 'string'))) throw bad('its campaign cannot be read');
    campaign = { id: c.id!, squad: c.squad!.slice(), ...(c.models ? { models: c.models.slice() } : {}) };
  }
  let reseeds: ReseedPoint[] | undefined;
  if (r.reseeds !== null && r.reseeds !== undefined) {
    const parsed = parseJson(r.reseeds, 'where its luck was dealt again', 'save', id);
    if (!isReseedList(parsed)) throw bad('where its luck was dealt again cannot be read');
    reseeds = parsed.map((p) => ({ at: p.at, seed: p.seed }));
  }
  const winner = r.winner === null || r.winner === undefined ? null : r.winner;
  if (winner !== null && (!isInt(winner) || winner < 0)) throw bad('its winning seat is not a seat number');
  return {
    id,
    game: r.game,
    version: r.version,
    name: r.name,
    seed: r.seed,
    options,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    actionCount: r.action_count,
    status: r.status as SaveStatus,
    ...(seats ? { seats } : {}),
    winner,
    ...(campaign ? { campaign } : {}),
    ...(reseeds && reseeds.length > 0 ? { reseeds } : {}),
  };
}

/** True for a list of reseed points in the order dealt (`at` never falling, and not past `count` moves when given), each seed 32 bits. */
export function isReseedList(v: unknown, count = Infinity): v is ReseedPoint[] {
  if (!Array.isArray(v)) return false;
  let last = 0;
  for (const p of v) {
    if (typeof p !== 'object' || p === null) return false;
    const { at, seed } = p as { at?: unknown; seed?: unknown };
    if (!isInt(at) || at < last || at > count || !isInt(seed) || seed < 0 || seed > 0xffffffff) return false;
    last = at;
  }
  return true;
}

/** The list entry for a row that cannot be read. */
export function damagedRow(raw: { id: unknown; name: unknown; game?: unknown; created_at: unknown; updated_at: unknown; action_count?: unknown }, e: DamagedRowError): DamagedRow {
  const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name : '(name cannot be read)';
  return {
    damaged: e.reason,
    id: rowId(raw.id),
    name,
    game: text(raw.game),
    createdAt: text(raw.created_at),
    updatedAt: text(raw.updated_at),
    actionCount: isInt(raw.action_count) && raw.action_count >= 0 ? raw.action_count : 0,
  };
}

/** Every column of a row as stored, for a raw export: text and numbers as they are, blobs as base64. */
export function rawColumns(r: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) out[k] = Buffer.isBuffer(v) ? { base64: v.toString('base64') } : typeof v === 'bigint' ? v.toString() : v;
  return out;
}
