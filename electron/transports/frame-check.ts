/**
 * What a transport checks of a request before the API handler sees it, as plain functions: the
 * frame worker (frame-worker.ts) runs them off the main thread for big frames, and the WebSocket
 * host runs readFrame in process for small ones (cheap there).
 * - readFrame: a WebSocket frame's text: nested no deeper than MAX_JSON_DEPTH (scanned before
 *   parsing), JSON, and shaped {id, channel, payload}.
 * - checkRequest: a request of a known channel against the contract, and an imported file's text
 *   (saves, scenarios, campaigns) read as the import will read it, so a file that would be refused
 *   is refused here, with the same words. Unknown channels pass (the handler answers them).
 */
import { parseRequest, requestSchemas, type ApiError } from '../api/contract';
import { nestsDeeperThan } from '../api/json-depth';
import { MAX_JSON_DEPTH } from '../api/limits';
import { parseCampaignFile } from '../services/campaign-file';
import { parseSaveFile } from '../services/export-format';
import { ApiFailure } from '../services/failure';
import { parseScenarioFile } from '../services/scenario-file';

export type FrameRead =
  | { ok: true; id: string | number; channel: string; payload: unknown }
  | { ok: false; id: string | number | null; error: ApiError };

const badRequest = (message: string): ApiError => ({ code: 'bad-request', message });

export const tooDeep = badRequest(`A request may nest arrays and objects at most ${MAX_JSON_DEPTH} levels deep.`);

/** Reads a frame; its payload may nest MAX_JSON_DEPTH levels (the frame's own braces are one more). */
export function readFrame(text: string): FrameRead {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH + 1)) return { ok: false, id: null, error: tooDeep };
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return { ok: false, id: null, error: badRequest('A request must be JSON: {id, channel, payload}.') };
  }
  const m = msg as { id?: unknown; channel?: unknown; payload?: unknown } | null;
  const id = m && (typeof m.id === 'string' || typeof m.id === 'number') ? m.id : null;
  if (!m || typeof m !== 'object' || id === null || typeof m.channel !== 'string') {
    return { ok: false, id, error: badRequest('A request is {id, channel, payload} with a string or number id and a string channel.') };
  }
  // A missing payload means {} (channels without fields); anything else goes to the contract as sent.
  return { ok: true, id, channel: m.channel, payload: 'payload' in m ? m.payload : {} };
}

const fileReaders: Record<string, (text: string) => unknown> = {
  'saves.import': parseSaveFile,
  'scenarios.import': parseScenarioFile,
  'campaigns.import': parseCampaignFile,
};

/** Why the handler would refuse this request before doing anything, or null when it should go on. */
export function checkRequest(channel: string, payload: unknown): ApiError | null {
  if (!Object.prototype.hasOwnProperty.call(requestSchemas, channel)) return null;
  const req = parseRequest(channel, payload);
  if (!req.ok) return req.error;
  const read = fileReaders[channel];
  if (!read) return null;
  try {
    read((req.value as { text: string }).text);
    return null;
  } catch (e) {
    if (e instanceof ApiFailure) return e.detail === undefined ? { code: e.code, message: e.message } : { code: e.code, message: e.message, detail: e.detail };
    throw e;
  }
}

/** readFrame, then checkRequest: everything a big WebSocket frame needs before the handler. */
export function checkFrame(text: string): FrameRead {
  const read = readFrame(text);
  if (!read.ok) return read;
  const refusal = checkRequest(read.channel, read.payload);
  return refusal ? { ok: false, id: read.id, error: refusal } : read;
}

/**
 * Whether a value is cheap to hand from a thread to another: at most `limit` values (strings of
 * any length count one). Copying many small objects between threads costs more than parsing
 * their JSON again (60,000 models: 490 ms against 145 ms), so such a frame is parsed where it is used.
 */
export function fewValues(value: unknown, limit = 2_000): boolean {
  const stack: unknown[] = [value];
  let n = 0;
  while (stack.length > 0) {
    const v = stack.pop();
    if (++n > limit) return false;
    if (v !== null && typeof v === 'object') for (const x of Object.values(v as Record<string, unknown>)) stack.push(x);
  }
  return true;
}
