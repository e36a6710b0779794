import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_REQUEST_BYTES, wsPath, type ApiResult } from '../../api/contract';
import type { ApiHandler } from '../../services/api-handler';
import { newCaller, type Caller } from '../../services/caller';
import { readFrame } from '../../transports/frame-check';
import { BIG_REQUEST, readBigFrame } from '../../transports/frame-pool';

/**
 * The largest frame read: ws refuses a longer one from its header, before buffering it (close code
 * 1009), so a huge frame never stalls other clients. Imports (MAX_IMPORT_CHARS) fit with room to spare.
 */
export const MAX_FRAME = MAX_REQUEST_BYTES;

export interface WsGate {
  token: string;
  /** Origins allowed to connect, e.g. ['http://127.0.0.1:5178', 'http://localhost:5178']. */
  origins: () => string[];
  /** Host headers allowed, e.g. ['127.0.0.1:5178', 'localhost:5178'] (DNS rebinding, as for plain HTTP). */
  hosts: () => string[];
}

export function sameToken(given: string | null, token: string): boolean {
  if (given === null) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Why an upgrade request is refused, or null when it may connect. */
export function refuseUpgrade(req: IncomingMessage, gate: WsGate): string | null {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (!gate.hosts().includes(req.headers.host ?? '')) return 'bad-host';
  if (url.pathname !== wsPath) return 'not-found';
  if (!sameToken(url.searchParams.get('token'), gate.token)) return 'bad-token';
  const origin = req.headers.origin;
  if (!origin || !gate.origins().includes(origin)) return 'bad-origin';
  return null;
}

function reject(socket: Duplex, status: 403 | 404, text: string): void {
  const body = `${text}\n`;
  socket.end(
    `HTTP/1.1 ${status} ${status === 403 ? 'Forbidden' : 'Not Found'}\r\nConnection: close\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}

/** One reply frame: {id, result}. `id` echoes the request's (null when the frame had none). */
export interface WsReply {
  id: string | number | null;
  result: ApiResult<unknown>;
}

/**
 * Answers one frame. A small frame is read here (a depth scan, then JSON.parse: microseconds); a big
 * one (over BIG_REQUEST) is read and checked on the frame worker, so megabytes of JSON or an import
 * nested millions deep never hold the main thread while other clients wait.
 */
async function answer(handler: ApiHandler, data: Buffer, caller?: Caller): Promise<WsReply> {
  const read = data.byteLength > BIG_REQUEST ? await readBigFrame(data) : readFrame(data.toString('utf8'));
  if (!read.ok) return { id: read.id, result: { ok: false, error: read.error } };
  return { id: read.id, result: await handler.handle(read.channel, read.payload, caller) };
}

/** Attaches the API to an HTTP server's upgrade event: token, origin and path checked before any frame. */
export function attachWsApi(server: import('node:http').Server, handler: ApiHandler, gate: WsGate): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME });
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const why = refuseUpgrade(req, gate);
    if (why === 'not-found') return reject(socket, 404, 'Not found.');
    if (why) return reject(socket, 403, why === 'bad-token' ? 'Wrong or missing access token.' : why === 'bad-host' ? 'This host name may not be used.' : 'This origin may not connect.');
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  });
  wss.on('connection', (ws: WebSocket) => {
    ws.on('error', () => ws.terminate());
    // Work this connection starts (an odds run) is its own and ends when it closes.
    const { caller, gone } = newCaller('socket');
    ws.once('close', gone);
    const send = replySender(ws);
    ws.on('message', (data, isBinary) => {
      // A binary frame is not a request (read as empty text: refused as not JSON).
      const bytes = isBinary ? Buffer.alloc(0) : Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);
      void answer(handler, bytes, caller).then(send, () => ws.terminate());
    });
  });
  return wss;
}

/** Replies longer than this go out in fragments of about this size (a printed PDF is megabytes). */
export const REPLY_FRAGMENT = 256 * 1024;

/**
 * A value's JSON text in pieces, in the order it is written. Plain objects down to `depth` levels
 * are walked key by key and long strings there (a PDF's base64, an export's text) come in slices,
 * so no single step holds the main thread for long; everything else is one JSON.stringify.
 * Slicing a string between the halves of a surrogate pair is safe: each half is written escaped
 * (as \udXXX) and the two read back as the pair.
 */
export function* jsonPieces(value: unknown, depth = 4, slice = REPLY_FRAGMENT / 4): Generator<string> {
  if (typeof value === 'string' && value.length > slice) {
    yield '"';
    for (let at = 0; at < value.length; at += slice) yield JSON.stringify(value.slice(at, at + slice)).slice(1, -1);
    yield '"';
    return;
  }
  const plain = value !== null && typeof value === 'object' && !Array.isArray(value) && Object.getPrototypeOf(value) === Object.prototype;
  if (depth === 0 || !plain) {
    yield JSON.stringify(value) ?? 'null';
    return;
  }
  let first = true;
  yield '{';
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (v === undefined || typeof v === 'function' || typeof v === 'symbol') continue;
    yield `${first ? '' : ','}${JSON.stringify(k)}:`;
    first = false;
    yield* jsonPieces(v, depth - 1, slice);
  }
  yield '}';
}

/**
 * Sends one client's replies in order. A long reply (a PDF) is written as one WebSocket message in
 * fragments, each after the previous one reached the socket: encoding and writing megabytes in
 * one go would hold the main thread, and every other client would wait. Exported for the share listener.
 */
export function replySender(ws: WebSocket): (reply: WsReply) => Promise<void> {
  let queue: Promise<void> = Promise.resolve();
  const frame = (data: Buffer | string, fin: boolean) =>
    new Promise<void>((resolve, reject) => {
      if (ws.readyState !== ws.OPEN) return reject(new Error('closed'));
      ws.send(data, { binary: false, fin }, (e) => (e ? reject(e) : resolve()));
    });
  const write = async (reply: WsReply) => {
    let pending = '';
    for (const piece of jsonPieces(reply)) {
      pending += piece;
      if (pending.length < REPLY_FRAGMENT) continue;
      await frame(Buffer.from(pending), false);
      pending = '';
      // A write the socket took at once calls back before any I/O: let other clients' calls in.
      await new Promise((r) => setImmediate(r));
    }
    await frame(pending, true);
  };
  // Answers when this reply is written (or the socket gave up).
  return (reply) => (queue = queue.then(() => write(reply)).catch(() => ws.terminate()));
}
