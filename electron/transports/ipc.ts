import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { MAX_REQUEST_BYTES, type ApiResult } from '../api/contract';
import type { ApiHandler } from '../services/api-handler';
import { newCaller, type Caller } from '../services/caller';
import { IPC_CHANNEL } from './ipc-channel';
import { MAX_JSON_DEPTH } from '../api/limits';
import { tooDeep } from './frame-check';
import { checkBigRequest, isBigImport } from './frame-pool';
import { exceedsBytes, valueDeeperThan } from './request-size';

export { IPC_CHANNEL };

const forbidden: ApiResult<never> = { ok: false, error: { code: 'forbidden', message: 'This page may not use Patrol HQ.' } };

/** The part of an invoke event the transport looks at (the sender frame's URL; the window, for who is calling). */
export type CallEvent = Pick<IpcMainInvokeEvent, 'senderFrame'> & { sender?: { id: number; once(event: 'destroyed', fn: () => void): unknown } };

/** One caller per window (its webContents): work it starts ends when the window goes. */
const windowCallers = new Map<number, Caller>();
function callerOf(event: CallEvent): Caller | undefined {
  const wc = event.sender;
  if (!wc) return undefined;
  let c = windowCallers.get(wc.id);
  if (!c) {
    const made = newCaller('window');
    c = made.caller;
    windowCallers.set(wc.id, c);
    wc.once('destroyed', () => {
      windowCallers.delete(wc.id);
      made.gone();
    });
  }
  return c;
}

/** Answers one IPC call: the sender must be one of our own pages, then the shared dispatcher runs. */
export async function answerIpc(handler: ApiHandler, trusted: (url: string) => boolean, event: CallEvent, channel: unknown, payload: unknown): Promise<ApiResult<unknown>> {
  const url = event.senderFrame?.url;
  if (!url || !trusted(url)) return forbidden;
  if (typeof channel !== 'string') return { ok: false, error: { code: 'bad-request', message: 'The channel must be a string.' } };
  if (exceedsBytes(payload, MAX_REQUEST_BYTES)) {
    return { ok: false, error: { code: 'bad-request', message: `This request is too large for Patrol HQ (more than ${MAX_REQUEST_BYTES / 1024 / 1024} MB).` } };
  }
  if (valueDeeperThan(payload, MAX_JSON_DEPTH)) return { ok: false, error: tooDeep };
  // A long import text is read on the frame worker first: a file that would be refused (nested
  // millions deep, not a save) is refused there, and the window's other calls go on meanwhile.
  if (isBigImport(channel, payload)) {
    const refusal = await checkBigRequest(channel, payload);
    if (refusal) return { ok: false, error: refusal };
  }
  return handler.handle(channel, payload, callerOf(event));
}

/** Registers the desktop transport on ipcMain: one channel, `patrol-hq:call`. */
export function registerIpc(ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>, handler: ApiHandler, trusted: (url: string) => boolean): () => void {
  ipcMain.handle(IPC_CHANNEL, (event, channel: unknown, payload: unknown) => answerIpc(handler, trusted, event, channel, payload));
  return () => ipcMain.removeHandler(IPC_CHANNEL);
}
