/**
 * The one typed API contract between the renderer and the main-process services.
 * Both transports (Electron IPC and the browser host's WebSocket) validate every request
 * against these schemas before a service sees it. This file must stay free of Node imports:
 * the renderer compiles against it.
 */
import { z } from 'zod';
import { tableSizeProblem } from '../../engine/games/combat-patrol/table-size';
import { TABLE_DEFAULT } from '../../engine/games/combat-patrol/types';
import type { ActionTemplate, GameEvent } from '../../engine/core/contract';
import { campaignRequestSchemas, type CampaignResponses } from './campaign-contract';
import { MAX_IMPORT_CHARS, tooLargeFile } from './limits';
import { oddsRequestSchemas, type OddsResponses } from './odds';
import { replayRequestSchemas, type ReplayResponses } from './replays';
import { friendlyParse } from './request-words';

export type * from './campaign-contract';
export { MAX_IMPORT_CHARS, MAX_REQUEST_BYTES } from './limits';
export type { ChoiceOddsView, OddsAbout, OddsView, SpreadBar } from './odds';
export type { BookmarkView, ForkOriginView, HashFound, ReplayInfo, ReplayStep } from './replays';
export { friendlyParse, issuePhrase } from './request-words';

const id = z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/, 'An id is letters, digits, - and _');
/** Who plays a seat: a person at this screen, or one of the game's bots (its module in engine/games). */
export const seatPlayerSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('human') }).strict(),
  z.object({ kind: z.literal('bot'), bot: z.string().min(1).max(40) }).strict(),
]);
export type SeatPlayer = z.infer<typeof seatPlayerSchema>;

const paper = z.enum(['a4', 'letter']);
/** A seat at the table: 0 for the first. */
const seat = z.number().int().min(0).max(7);

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
      /**
       * Play it from a campaign: its squad is `squad` (GI ids; for a campaign that lets the player
       * choose who falls, in the order they fall), or the senior GIs able to fight when omitted.
       */
      campaign: z
        .object({
          id,
          squad: z.array(id).min(1).max(40).optional(),
          /** Combat Patrol!: the GI taking each US model of the scenario, in the models' order (null: the scenario's own soldier, attached). */
          models: z.array(id.nullable()).min(1).max(60).optional(),
        })
        .strict()
        .optional(),
      /**
       * A game no person plays is played a turn at a time (the first slice comes back; the screen asks
       * for each next one with saves.watch) instead of to its end in this one call.
       */
      stepwise: z.boolean().optional(),
    })
    .strict(),
  /**
   * `seat`: the seat looking, whose envelope comes back (a person's seat). Omitted: the seat to act
   * if a person plays it, else the first seat a person plays. `stepwise`: a game no person plays is
   * not played on here (its screen asks with saves.watch).
   */
  'saves.open': z.object({ id, seat: seat.optional(), stepwise: z.boolean().optional() }).strict(),
  /**
   * A game the computer plays on both sides, watched: its next computer moves (one side's, cut short
   * after a few tens of milliseconds so the main process stays free), as computerMoves. `sides:
   * 'both'`: the moves of either side for those milliseconds (a screen that shows only where the
   * computers stop asks on so, in fewer calls).
   */
  'saves.watch': z.object({ id, seat: seat.optional(), expectedCount: z.number().int().min(0).optional(), sides: z.enum(['one', 'both']).default('one') }).strict(),
  /** "Play again": a new game like this save (its game, options and seats; a fresh seed), opened at once. */
  'saves.again': z.object({ id }).strict(),
  'saves.act': z
    .object({
      id,
      /** The seat acting, and looking: the envelope comes back for it. */
      seat: seat.default(0),
      action: z.unknown().refine((a) => a !== undefined, 'An action is required.'),
      /** The action count the renderer saw; a stale request is refused rather than applied twice. */
      expectedCount: z.number().int().min(0).optional(),
    })
    .strict(),
  /** `seat`: the seat asking; it may take back only its own last move. */
  'saves.undo': z.object({ id, seat: seat.default(0), expectedCount: z.number().int().min(0).optional() }).strict(),
  'saves.rename': z.object({ id, name }).strict(),
  'saves.delete': z.object({ id }).strict(),
  'saves.export': z.object({ id }).strict(),
  'saves.import': z.object({ text: z.string().min(1).max(MAX_IMPORT_CHARS, tooLargeFile) }).strict(),
  // Combat Patrol! scenarios (the table editor's documents). `doc` is validated by the engine's
  // validateScenario (engine/games/combat-patrol) in the service: the contract only bounds its size.
  'scenarios.list': z.object({}).strict(),
  'scenarios.create': z
    .object({ name, template: z.enum(['blank', 'sample']).default('blank'), width: z.number().optional(), height: z.number().optional() })
    .strict()
    .superRefine((r, ctx) => {
      // The engine's one table size rule (the validator and the editor's table panel use it too).
      const problem = tableSizeProblem(r.width ?? TABLE_DEFAULT, r.height ?? TABLE_DEFAULT);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
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
  /** A game's rules page: our own text from resources/rules/, as Markdown. */
  'rules.get': z.object({ game: id }).strict(),
  // Live odds and replays (odds.ts, replays.ts).
  ...oddsRequestSchemas,
  ...replayRequestSchemas,
  // The campaign log (campaign-contract.ts).
  ...campaignRequestSchemas,
} as const;

/**
 * Channels only the desktop host answers: its native open and save dialogs. The browser host refuses
 * them as unknown channels (it keeps downloads and file inputs). A file to save is one of our JSON
 * exports (`text`) or a PDF (`base64`): the main process checks which and offers the matching type.
 */
export const desktopRequestSchemas = {
  'desktop.saveFile': z
    .object({
      fileName: z.string().trim().min(1, 'A file name is required').max(200, 'A file name is at most 200 characters'),
      text: z.string().min(1).max(20_000_000).optional(),
      base64: z.string().min(1).max(40_000_000).regex(/^[A-Za-z0-9+/]+={0,2}$/, 'The file data must be base64').optional(),
    })
    .strict()
    .refine((r) => (r.text === undefined) !== (r.base64 === undefined), 'Give either text or base64, not both'),
  'desktop.openFile': z.object({ title: z.string().trim().min(1).max(80).optional() }).strict(),
} as const;

export type Channel = keyof typeof requestSchemas;
export type DesktopChannel = keyof typeof desktopRequestSchemas;
/** Every channel a client may call (the desktop ones answer only in the desktop host). */
export type AnyChannel = Channel | DesktopChannel;
type AllSchemas = typeof requestSchemas & typeof desktopRequestSchemas;
export const channels = Object.keys(requestSchemas) as Channel[];
export type Request<C extends AnyChannel> = z.input<AllSchemas[C]>;
export type ParsedRequest<C extends AnyChannel> = z.output<AllSchemas[C]>;

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

/**
 * What a client is told of a save's seed (electron/services/deal-seal.ts). The seed and the moves
 * rebuild every hidden tile, card and die to come, so while a game can go on only a commitment is
 * sent; once it is over for good (ended, and the end cannot be taken back) the seed and salt too:
 * the SHA-256 of the text `patrol-hq deal <save id> <seed> <salt>` is then the commitment.
 */
export interface DealSeal {
  /** SHA-256 (64 hex digits) of `patrol-hq deal <save id> <seed> <salt>`; '' for a save that cannot be read. */
  commitment: string;
  /** The save's seed: only once the game is over for good. */
  seed?: number;
  /** The salt that opens the commitment: only with `seed`. */
  salt?: string;
}

export interface SaveSummary extends DealSeal {
  id: string;
  /** Who plays each seat. */
  seats: SeatPlayer[];
  game: string;
  gameName: string;
  name: string;
  createdAt: string; // ISO
  updatedAt: string; // ISO
  actionCount: number;
  /** The game's own status: 'won' when any seat won. */
  status: SaveStatus;
  /**
   * Set when the stored save cannot be read: why, in words. Such a save cannot be opened or
   * renamed; it can be exported (a raw copy of what is stored) and deleted. Other fields are
   * what could still be read (defaults otherwise).
   */
  damaged?: string;
  /** The options the game was started with (its variant and house rules). */
  options: Record<string, unknown>;
  /** The seat that won a finished game; null while playing, for a loss or a draw. */
  winner: number | null;
  /** The status as the people at this screen saw it: a person's Pursuers beaten by the app's Deserter 'lost'. */
  seenStatus: SaveStatus;
  /** The campaign a game was played from (it may since have been deleted). */
  campaignId?: string;
}

/** A save just imported (saves.import), with a line for the person when it came in otherwise than its file said. */
export interface ImportedSave extends SaveSummary {
  /** Said when the file named a campaign: the game comes in outside any campaign (its end is written to no roster). */
  notice?: string;
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

/**
 * Everything a game screen needs after any call, built for ONE seat (the seat looking) by the
 * engine's gate (engine/core/gate.ts seatPackage): that seat's view, its choices, the log lines it
 * may read. Never hidden state, never another seat's secrets.
 */
export interface GameEnvelope<V = unknown, A = unknown> {
  save: SaveSummary;
  options: Record<string, unknown>;
  /** The seat this envelope was built for. */
  seat: number;
  /** Whose decision it is now; null once the game is over. */
  toAct: number | null;
  /** What each seat is called ("Player"; "Deserter", "Pursuers"). */
  seatNames: string[];
  /**
   * True when two people share this screen and, now, one seat receives what the other may not see
   * (the gate's seatsKeepSecrets): the screen is covered and handed over between their turns.
   * False otherwise (nothing hidden between the seats: the screen simply switches seats).
   */
  seatSecrets: boolean;
  view: V;
  /** The looking seat's discrete choices (empty unless it is its decision). */
  legal: A[];
  /** The looking seat's continuous choices (empty unless it is its decision). */
  templates: ActionTemplate[];
  result: GameResultView | null;
  /** The log this seat may read, oldest first: each line's words and the typed event they tell (engine GameEvent). */
  log: { action: number; text: string; event: GameEvent }[];
  /** True when the looking seat made the last move and it can be taken back. */
  canUndo: boolean;
  /**
   * The seat that made the last move when it can be taken back (whoever is looking), else null:
   * two people at one screen with nothing hidden between them may take it back from either seat
   * (a die typed in by one side, corrected after the screen has passed to the other).
   */
  undoBy: number | null;
  /**
   * The computer's moves played by this call (after the person's move, or on create and open),
   * oldest first, each with the looking seat's view just after it (the gate's seatFrames): a screen
   * may show them one at a time before settling on `view`. At most the last COMPUTER_FRAMES; empty
   * when the computer did not move.
   */
  computerMoves: { action: number; seat: number; view: V }[];
  /** For a game played from a campaign: the campaign (name null once deleted), its squad's GI ids, and whether its end is written to the roster. */
  campaign?: GameCampaign;
}

export interface GameCampaign {
  id: string;
  name: string | null;
  /** The GIs' ids in the order the game names them (the order they fall); null for an attached soldier, not on the roster. */
  squad: (string | null)[];
  recorded: boolean;
}

export interface ExportFile {
  fileName: string;
  text: string;
  /**
   * A save's file only: true when the game is not over and the file tells what is still to come
   * (its seed and moves rebuild the unseen cards, tiles and dice), so a screen warns before it is saved.
   */
  revealsFuture?: boolean;
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

export interface Responses extends OddsResponses, ReplayResponses, CampaignResponses {
  'saves.fork': GameEnvelope;
  'app.info': AppInfo;
  'catalog.list': CatalogEntry[];
  'saves.list': SaveSummary[];
  'saves.page': SavesPage;
  'saves.create': GameEnvelope;
  'saves.open': GameEnvelope;
  'saves.watch': GameEnvelope;
  'saves.again': GameEnvelope;
  'saves.act': GameEnvelope;
  'saves.undo': GameEnvelope;
  'saves.rename': SaveSummary;
  'saves.delete': { id: string };
  'saves.export': ExportFile;
  'saves.import': ImportedSave;
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
  /** `saved: false` when the person cancelled the dialog; `fileName` is the name they chose. */
  'desktop.saveFile': { saved: boolean; fileName?: string };
  /** Null when the person cancelled the dialog. */
  'desktop.openFile': { fileName: string; text: string } | null;
  'jobs.progress': JobProgress | null;
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
  | 'busy' // the host works on as much of this as it takes (odds runs): ask again when one ends
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
  call<C extends AnyChannel>(channel: C, request: Request<C>): Promise<ApiResult<Responses[C]>>;
}

/** Validates a request against the contract; a readable message names the first bad field. */
export function parseRequest<C extends Channel>(channel: string, payload: unknown): ApiResult<ParsedRequest<C>> {
  return parseIn(requestSchemas, channel, payload) as ApiResult<ParsedRequest<C>>;
}

/** The same for the desktop host's own channels (`desktop.*`). */
export function parseDesktopRequest<C extends DesktopChannel>(channel: string, payload: unknown): ApiResult<ParsedRequest<C>> {
  return parseIn(desktopRequestSchemas, channel, payload) as ApiResult<ParsedRequest<C>>;
}

function parseIn(schemas: Record<string, z.ZodType>, channel: string, payload: unknown): ApiResult<unknown> {
  if (!Object.prototype.hasOwnProperty.call(schemas, channel)) {
    return { ok: false, error: { code: 'bad-request', message: `Unknown channel "${String(channel).slice(0, 40)}".` } };
  }
  const parsed = friendlyParse(schemas[channel]!, payload);
  if (!parsed.ok) return { ok: false, error: { code: 'bad-request', message: parsed.message } };
  return { ok: true, value: parsed.data };
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

/**
 * What the desktop app's menu (or a file opened from the system) asks the page to do, sent by the main
 * process on the preload's one event (`onCommand`). `show` opens a save or scenario just imported.
 */
export type AppCommandName = 'new-game' | 'open-save' | 'export' | 'print' | 'undo' | 'redo';
export type AppCommand = { command: AppCommandName } | { command: 'show'; kind: 'save' | 'scenario' | 'campaign'; id: string };

/** The desktop preload's global: `call` for the API, `onCommand` for the menu (returns an unsubscribe). */
export interface PreloadApi {
  call(channel: string, payload: unknown): Promise<unknown>;
  onCommand(listener: (command: unknown) => void): () => void;
}
