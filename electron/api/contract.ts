/**
 * The one typed API contract between the renderer and the main-process services.
 * Both transports (Electron IPC and the browser host's WebSocket) validate every request
 * against these schemas before a service sees it. This file must stay free of Node imports:
 * the renderer compiles against it.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'An id is letters, digits, - and _');
/** Who plays a seat: a person at this screen, or one of the game's bots (engine/bots registry). */
export const seatPlayerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string().min(1).max(40) }).strict(),
]);
export type SeatPlayer = z.infer<typeof seatPlayerSchema>;

const paper = z.enum(['a4', 'letter']);
const tooLargeFile = "This file is too large for Patrol HQ: it takes files of at most 12 million characters.";

const name = z.string().trim().min(1, 'A name cannot be empty.').max(80, 'A name is at most 80 characters.');

/**
 * The longest file text an import takes (characters). A request frame is bounded by
 * MAX_REQUEST_BYTES at the transport; this leaves room for the JSON escaping of such a text.
 */
export const MAX_IMPORT_CHARS = 12_000_000;
/** The largest request either transport accepts (bytes of the frame, or an estimate for IPC). */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export const requestSchemas = {
  'app.info': z.object({}).strict(),
  'catalog.list': z.object({}).strict(),
  'saves.list': z.object({}).strict(),
  'saves.create': z
    .object({
      game: id,
      name: name.optional(),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
      options: z.record(z.string(), z.unknown()).optional(),
      /** One entry per seat; omitted = every seat human (hotseat). Bot seats are played by the service. */
      seats: z.array(seatPlayerSchema).min(1).max(8).optional(),
    })
    .strict(),
  'saves.open': z.object({ id }).strict(),
  'saves.act': z
    .object({
      id,
      seat: z.number().int().min(0).max(7).default(0),
      action: z.unknown().refine((a) => a !== undefined, 'An action is required.'),
      /** The action count the renderer saw; a stale request is refused rather than applied twice. */
      expectedCount: z.number().int().min(0).optional(),
    })
    .strict(),
  'saves.undo': z.object({ id, expectedCount: z.number().int().min(0).optional() }).strict(),
  'saves.rename': z.object({ id, name }).strict(),
  'saves.delete': z.object({ id }).strict(),
  'saves.export': z.object({ id }).strict(),
  'saves.import': z.object({ text: z.string().min(1).max(MAX_IMPORT_CHARS, tooLargeFile) }).strict(),
  // Combat Patrol! scenarios (the table editor's documents). `doc` is validated by the engine's
  // validateScenario (engine/games/combat-patrol) in the service: the contract only bounds its size.
  'scenarios.list': z.object({}).strict(),
  'scenarios.create': z
    .object({ name, template: z.enum(['blank', 'sample']).default('blank'), width: z.number().min(12).max(96).optional(), height: z.number().min(12).max(72).optional() })
    .strict(),
  'scenarios.open': z.object({ id }).strict(),
  'scenarios.save': z.object({ id, doc: z.unknown(), expectedRevision: z.number().int().min(0).optional() }).strict(),
  'scenarios.rename': z.object({ id, name }).strict(),
  'scenarios.duplicate': z.object({ id, name: name.optional() }).strict(),
  'scenarios.delete': z.object({ id }).strict(),
  'scenarios.export': z.object({ id }).strict(),
  'scenarios.import': z.object({ text: z.string().min(1).max(MAX_IMPORT_CHARS, tooLargeFile) }).strict(),
  /** `job`: an id the client picks to follow the print's progress with `jobs.progress`. */
  'scenarios.print': z.object({ id, paper, overview: z.boolean().default(true), job: id.optional() }).strict(),
  /** Progress of long work the client started with a `job` id (null when unknown or finished). */
  'jobs.progress': z.object({ job: id }).strict(),
} as const;

export type Channel = keyof typeof requestSchemas;
export const channels = Object.keys(requestSchemas) as Channel[];
export type Request<C extends Channel> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequest<C extends Channel> = z.output<(typeof requestSchemas)[C]>;

export interface AppInfo {
  version: string;
  host: 'desktop' | 'browser';
  dataPath: string;
  /** A problem with the save file people should know about now (read-only, locked, damaged part): shown on the home screen. */
  warning?: string;
}

export interface CatalogEntry {
  id: string;
  name: string;
  blurb: string;
  players: string;
  available: boolean;
  /** Seats of an available game: how many may play and what each seat is called. */
  seats?: { min: number; max: number; names: string[] };
  /** The computer players an available game offers for any seat (a SeatPlayer's `bot` is a `name`). */
  bots?: { name: string; description: string }[];
}

export type SaveStatus = 'playing' | 'won' | 'lost' | 'drawn';

export interface SaveSummary {
  id: string;
  /** Who plays each seat. */
  seats: SeatPlayer[];
  game: string;
  gameName: string;
  name: string;
  seed: number;
  createdAt: string; // ISO
  updatedAt: string; // ISO
  actionCount: number;
  status: SaveStatus;
  /**
   * Set when the stored save cannot be read: why, in words. Such a save cannot be opened or
   * renamed; it can be exported (a raw copy of what is stored) and deleted. Other fields are
   * what could still be read (defaults otherwise).
   */
  damaged?: string;
}

export interface GameResultView {
  outcome: 'win' | 'loss' | 'draw';
  winner: number | null;
  summary: string;
  stats: Record<string, number | string>;
}

/** Everything a game screen needs after any call: the seat's view, never hidden state. */
export interface GameEnvelope<V = unknown, A = unknown> {
  save: SaveSummary;
  options: Record<string, unknown>;
  seat: number | null; // whose decision it is now, null when over
  view: V;
  legal: A[];
  result: GameResultView | null;
  log: { action: number; text: string }[];
  canUndo: boolean;
}

export interface ExportFile {
  fileName: string;
  text: string;
}

export interface ScenarioSummary {
  id: string;
  name: string;
  width: number; // inches
  height: number;
  models: number;
  terrain: number;
  /** Incremented by every save; a save with an older expectedRevision is refused as 'stale'. */
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Set when the stored scenario cannot be read (as SaveSummary.damaged): export (raw) and delete still work. */
  damaged?: string;
}

/** A scenario as stored: the summary and the document (engine/games/combat-patrol Scenario). */
export interface ScenarioRecord<D = unknown> {
  summary: ScenarioSummary;
  doc: D;
}

/** A printable PDF: base64 so both transports carry it as JSON. */
export interface PdfFile {
  fileName: string;
  base64: string;
  pages: number;
}

/** How far a long piece of work has gone: `done` of `total` steps, `stage` in words ("Drawing sheet 12 of 112"). */
export interface JobProgress {
  job: string;
  done: number;
  total: number;
  stage: string;
}

export interface Responses {
  'app.info': AppInfo;
  'catalog.list': CatalogEntry[];
  'saves.list': SaveSummary[];
  'saves.create': GameEnvelope;
  'saves.open': GameEnvelope;
  'saves.act': GameEnvelope;
  'saves.undo': GameEnvelope;
  'saves.rename': SaveSummary;
  'saves.delete': { id: string };
  'saves.export': ExportFile;
  'saves.import': SaveSummary;
  'scenarios.list': ScenarioSummary[];
  'scenarios.create': ScenarioRecord;
  'scenarios.open': ScenarioRecord;
  'scenarios.save': ScenarioSummary;
  'scenarios.rename': ScenarioSummary;
  'scenarios.duplicate': ScenarioSummary;
  'scenarios.delete': { id: string };
  'scenarios.export': ExportFile;
  'scenarios.import': ScenarioSummary;
  'scenarios.print': PdfFile;
  'jobs.progress': JobProgress | null;
}

/** Error codes a caller can act on. Messages are for people. */
export type ApiErrorCode =
  | 'bad-request' // the payload failed the contract
  | 'not-found'
  | 'illegal' // the game refused the action (message from the rules)
  | 'stale' // expectedCount did not match: reload the view
  | 'bad-file' // an import or database file that is not ours, corrupt, or too new
  | 'forbidden' // wrong sender, token or origin
  | 'internal';

export interface ApiError {
  code: ApiErrorCode;
  message: string;
  /** For 'illegal': the game's own error code. */
  detail?: string;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** The client interface the renderer uses, whatever the transport. */
export interface ApiClient {
  call<C extends Channel>(channel: C, request: Request<C>): Promise<ApiResult<Responses[C]>>;
}

/** A value in words, for messages ("text", "a list", "an infinite number"). */
function valueWords(v: unknown): string {
  if (v === undefined) return 'nothing';
  if (v === null) return 'null';
  if (typeof v === 'number') return Number.isNaN(v) ? 'not a number' : Number.isFinite(v) ? String(v) : 'an infinite number';
  if (typeof v === 'string') return 'text';
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return 'a list';
  return typeof v === 'object' ? 'a group of named values' : typeof v;
}

const expectedWords: Record<string, string> = {
  string: 'text', number: 'a number', int: 'a whole number', boolean: 'true or false', object: 'a group of named values',
  record: 'a group of named values', array: 'a list', bigint: 'a whole number', null: 'null', undefined: 'left out',
};

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Marks a phrase ours (not a message a schema set itself), so the field's name goes in front of it. */
const PHRASE = '\u{E000}';

/**
 * The words for a zod issue: never zod's own ("Invalid discriminator value", "expected
 * nonoptional"). A number like 1e999 (JSON's Infinity) is "not a finite number".
 */
export function issuePhrase(iss: { code?: string; input?: unknown; [k: string]: unknown }): string {
  const n = (k: string) => Number(iss[k]);
  const origin = String(iss.origin ?? '');
  switch (iss.code) {
    case 'invalid_type': {
      if (iss.input === undefined) return 'is missing';
      if (typeof iss.input === 'number' && !Number.isFinite(iss.input)) return 'is not a finite number';
      const want = expectedWords[String(iss.expected)] ?? String(iss.expected);
      return `must be ${want}, not ${valueWords(iss.input)}`;
    }
    case 'too_small':
      if (origin === 'string') return n('minimum') <= 1 ? 'must not be empty' : `must be at least ${plural(n('minimum'), 'character')} long`;
      if (origin === 'array' || origin === 'set') return `needs at least ${plural(n('minimum'), 'item')}`;
      return iss.inclusive === false ? `must be more than ${n('minimum')}` : `must be at least ${n('minimum')}`;
    case 'too_big':
      if (origin === 'string') return `must be at most ${plural(n('maximum'), 'character')} long`;
      if (origin === 'array' || origin === 'set') return `may hold at most ${plural(n('maximum'), 'item')}`;
      return iss.inclusive === false ? `must be less than ${n('maximum')}` : `must be at most ${n('maximum')}`;
    case 'invalid_value': {
      const values = (iss.values as unknown[] | undefined) ?? [];
      return values.length === 1 ? `must be ${JSON.stringify(values[0])}` : `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}`;
    }
    case 'invalid_union': {
      const options = iss.options as unknown[] | undefined;
      if (iss.discriminator && options?.length) return `must be one of ${options.map((v) => JSON.stringify(v)).join(', ')}`;
      return 'is not in any form Patrol HQ accepts';
    }
    case 'unrecognized_keys': {
      const keys = (iss.keys as string[] | undefined) ?? [];
      return `has ${keys.length === 1 ? 'a field' : 'fields'} Patrol HQ does not know: ${keys.map((k) => JSON.stringify(k.slice(0, 40))).join(', ')}`;
    }
    case 'invalid_format':
      return 'is not in the expected form';
    case 'not_multiple_of':
      return `must be a multiple of ${String(iss.divisor)}`;
    default:
      return 'is not valid';
  }
}

/** A path as a person reads it: `seats[0].kind`; the whole request when empty. */
function fieldName(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : `${out ? '.' : ''}${String(p)}`;
  return out ? `"${out}"` : 'The request';
}

/** Parses with our wording: the message names the first bad field ("seed" is not a finite number.). */
export function friendlyParse<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false; message: string; path: string } {
  const parsed = schema.safeParse(value, { error: (iss) => PHRASE + issuePhrase(iss as never) });
  if (parsed.success) return { ok: true, data: parsed.data };
  const issue = parsed.error.issues[0];
  const path = issue ? issue.path.map(String).join('.') : '';
  const msg = issue?.message ?? `${PHRASE}is not valid`;
  if (msg.startsWith(PHRASE)) return { ok: false, message: `${fieldName(issue?.path ?? [])} ${msg.slice(PHRASE.length)}.`, path };
  // A message the schema set itself, written for people already.
  const own = msg.replace(/[.]$/, '');
  return { ok: false, message: issue && issue.path.length ? `${own} (${fieldName(issue.path)}).` : `${own}.`, path };
}

/** Validates a request against the contract; a readable message names the first bad field. */
export function parseRequest<C extends Channel>(channel: string, payload: unknown): ApiResult<ParsedRequest<C>> {
  if (!Object.prototype.hasOwnProperty.call(requestSchemas, channel)) {
    return { ok: false, error: { code: 'bad-request', message: `Unknown channel "${String(channel).slice(0, 40)}".` } };
  }
  const parsed = friendlyParse(requestSchemas[channel as C], payload);
  if (!parsed.ok) return { ok: false, error: { code: 'bad-request', message: parsed.message } };
  return { ok: true, value: parsed.data as ParsedRequest<C> };
}

/** The name of the preload's global in the desktop host. */
export const preloadGlobal = 'patrolHq';

/**
 * The WebSocket path of the browser host: ws://HOST/api?token=TOKEN (the token from the page URL).
 * Frames are JSON text: the client sends {id, channel, payload} (id: a number or string it picks),
 * the server replies {id, result: ApiResult}; replies may come in any order. A malformed frame
 * gets {id (or null), result: {ok: false, error: {code: 'bad-request', ...}}}. See electron/README.md.
 */
export const wsPath = '/api';
