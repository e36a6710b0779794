/**
 * The one typed API contract between the renderer and the main-process services, assembled from
 * one part per service (app-, saves-, scenarios-, odds-, replays-, campaign-, share-contract.ts).
 * Both transports (Electron IPC and the browser host's WebSocket) validate every request
 * against these schemas before a service sees it. This file must stay free of Node imports:
 * the renderer compiles against it.
 */
import { z } from 'zod';
import { appRequestSchemas, type AppResponses } from './app-contract';
import { balanceRequestSchemas, type BalanceResponses } from './balance-contract';
import { campaignRequestSchemas, type CampaignResponses } from './campaign-contract';
import { oddsRequestSchemas, type OddsResponses } from './odds-contract';
import { replayRequestSchemas, type ReplayResponses } from './replays-contract';
import { checkJoinLink } from './join-link';
import { friendlyParse } from './request-words';
import { savesRequestSchemas, type SavesResponses } from './saves-contract';
import { scenarioRequestSchemas, type ScenarioResponses } from './scenarios-contract';
import { shareRequestSchemas, type ShareResponses } from './share-contract';

export type * from './app-contract';
export type * from './balance-contract';
export type * from './campaign-contract';
export type * from './saves-contract';
export { seatPlayerSchema } from './saves-contract';
export type * from './scenarios-contract';
export type * from './share-contract';
export { CHAT_LINES, MAX_CHAT_CHARS, WAIT_MS } from './share-contract';
export { MAX_IMPORT_CHARS, MAX_REQUEST_BYTES } from './limits';
export type { ChoiceOddsView, OddsAbout, OddsPrepared, OddsView, SideOddsView, SpreadBar } from './odds-contract';
export type { BookmarkView, ForkOriginView, HashFound, ReplayInfo, ReplayStep } from './replays-contract';
export { friendlyParse, issuePhrase } from './request-words';
export { checkJoinLink, GUEST_TOKEN, type JoinCheck } from './join-link';

/** Every channel a client may call in either host, one part per service (each its own file). */
export const requestSchemas = {
  ...appRequestSchemas,
  ...savesRequestSchemas,
  ...scenarioRequestSchemas,
  ...balanceRequestSchemas,
  ...oddsRequestSchemas,
  ...replayRequestSchemas,
  ...campaignRequestSchemas,
  ...shareRequestSchemas,
} as const;

/**
 * Channels only the desktop host answers: its native open and save dialogs, and joining a friend's
 * game. The browser host refuses them as unknown channels (it keeps downloads and file inputs, and
 * opens a friend's link in its own tab). A file to save is one of our JSON exports (`text`) or a PDF
 * (`base64`): the main process checks which and offers the matching type. A friend's link passes the
 * same check as "Join a game" (checkJoinLink) and arrives rebuilt from its scheme, host, port and token.
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
  'desktop.joinGame': z
    .object({ link: z.string().max(2000, 'A friend’s link is at most 2000 characters') })
    .strict()
    .transform((r, ctx) => {
      const checked = checkJoinLink(r.link);
      if (checked.ok) return { url: checked.url };
      ctx.addIssue({ code: 'custom', message: checked.why, path: [] });
      return z.NEVER;
    }),
} as const;

export type Channel = keyof typeof requestSchemas;
export type DesktopChannel = keyof typeof desktopRequestSchemas;
/** Every channel a client may call (the desktop ones answer only in the desktop host). */
export type AnyChannel = Channel | DesktopChannel;
type AllSchemas = typeof requestSchemas & typeof desktopRequestSchemas;
export const channels = Object.keys(requestSchemas) as Channel[];
export type Request<C extends AnyChannel> = z.input<AllSchemas[C]>;
export type ParsedRequest<C extends AnyChannel> = z.output<AllSchemas[C]>;

export interface Responses extends AppResponses, SavesResponses, ScenarioResponses, BalanceResponses, OddsResponses, ReplayResponses, CampaignResponses, ShareResponses {
  /** `saved: false` when the person cancelled the dialog; `fileName` is the name they chose. */
  'desktop.saveFile': { saved: boolean; fileName?: string };
  /** Null when the person cancelled the dialog. */
  'desktop.openFile': { fileName: string; text: string } | null;
  /** The friend's game opened in a window of its own (or the one already open on that link came to the front). */
  'desktop.joinGame': { address: string };
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
