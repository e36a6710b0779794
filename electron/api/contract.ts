/**
 * The one typed API contract between the renderer and the main-process services.
 * Both transports (Electron IPC and the browser host's WebSocket) validate every request
 * against these schemas before a service sees it. This file must stay free of Node imports:
 * the renderer compiles against it.
 */
import { z } from 'zod';

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'an id is letters, digits, - and _');
/** Who plays a seat: a person at this screen, or one of the game's bots (engine/bots registry). */
export const seatPlayerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string().min(1).max(40) }).strict(),
]);
export type SeatPlayer = z.infer<typeof seatPlayerSchema>;

const paper = z.enum(['a4', 'letter']);

const name = z.string().trim().min(1, 'A name cannot be empty.').max(80, 'A name is at most 80 characters.');

export const requestSchemas = {
  'app.info': z.object({}).strict(),
  'catalog.list': z.object({}).strict(),
  'saves.list': z.object({}).strict(),
  /** A page of the saves list, newest first: by game, by result as the players saw it, by part of the name. */
  'saves.page': z
    .object({
      game: id.optional(),
      status: z.enum(['playing', 'won', 'lost', 'drawn']).optional(),
      search: z.string().max(80, 'A search is at most 80 characters.').optional(),
      offset: z.number().int().min(0).max(10_000_000).default(0),
      limit: z.number().int().min(1).max(100).default(10),
    })
    .strict(),
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
  'saves.import': z.object({ text: z.string().min(1).max(20_000_000) }).strict(),
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
  'scenarios.import': z.object({ text: z.string().min(1).max(20_000_000) }).strict(),
  'scenarios.print': z.object({ id, paper, overview: z.boolean().default(true) }).strict(),
  /** A game's rules page: our own text from resources/rules/, as Markdown. */
  'rules.get': z.object({ game: id }).strict(),
} as const;

export type Channel = keyof typeof requestSchemas;
export const channels = Object.keys(requestSchemas) as Channel[];
export type Request<C extends Channel> = z.input<(typeof requestSchemas)[C]>;
export type ParsedRequest<C extends Channel> = z.output<(typeof requestSchemas)[C]>;

export interface AppInfo {
  version: string;
  host: 'desktop' | 'browser';
  dataPath: string;
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
  /** The game's own status: 'won' when any seat won. */
  status: SaveStatus;
  /** The options the game was started with (its variant and house rules). */
  options: Record<string, unknown>;
  /** The seat that won a finished game; null while playing, for a loss or a draw. */
  winner: number | null;
  /** The status as the people at this screen saw it: a person's Pursuers beaten by the app's Deserter 'lost'. */
  seenStatus: SaveStatus;
}

/** One page of the saves list (saves.page). */
export interface SavesPage {
  items: SaveSummary[];
  /** Saves matching the query. */
  total: number;
  /** Every save, whatever the query. */
  all: number;
  offset: number;
}

/** A game's rules page: our own Markdown text (rulings marked `> **Ruling:**`, house rules `> **House rule:**`). */
export interface RulesText {
  game: string;
  title: string;
  markdown: string;
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

export interface Responses {
  'app.info': AppInfo;
  'catalog.list': CatalogEntry[];
  'saves.list': SaveSummary[];
  'saves.page': SavesPage;
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
  'rules.get': RulesText;
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

/** Validates a request against the contract; a readable message names the first bad field. */
export function parseRequest<C extends Channel>(channel: string, payload: unknown): ApiResult<ParsedRequest<C>> {
  if (!Object.prototype.hasOwnProperty.call(requestSchemas, channel)) {
    return { ok: false, error: { code: 'bad-request', message: `Unknown channel "${String(channel).slice(0, 40)}".` } };
  }
  const schema = requestSchemas[channel as C];
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` (${issue.path.join('.')})` : '';
    return { ok: false, error: { code: 'bad-request', message: `${issue?.message ?? 'Malformed request'}${where}.` } };
  }
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
