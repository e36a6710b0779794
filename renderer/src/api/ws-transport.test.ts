import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TIMEOUT_MS, timeoutFor } from './client';
import { apiUrl, probeToken, probeUrl, REFUSED_MESSAGE, wsTransport, type SocketLike } from './ws-transport';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  constructor(public url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.drop();
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({ code: 1006, reason: '' });
  }
  reply(id: number, result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ id, result }) });
  }
}

let sockets: FakeSocket[];
const make = (timeoutMs: number | ((channel: string) => number) = 1000) =>
  wsTransport({
    url: 'ws://127.0.0.1:1/api?token=t',
    timeoutMs,
    connect: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    backoff: () => 10,
  });

beforeEach(() => {
  sockets = [];
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('wsTransport, when the host restarted with a new token', () => {
  const refusing = (answer: () => Promise<'refused' | 'unknown'>) => {
    const statuses: string[] = [];
    const t = wsTransport({
      url: 'ws://127.0.0.1:1/api?token=old',
      timeoutMs: 60_000,
      connect: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      backoff: () => 10,
      onStatus: (s) => statuses.push(s),
      probe: answer,
    });
    return { t, statuses };
  };

  it('says so (status refused) instead of reconnecting for ever, fails waiting and new calls at once, and keeps trying', async () => {
    const { t, statuses } = refusing(async () => 'refused');
    const waiting = t.send('saves.list', {});
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('refused');
    expect(await waiting).toEqual({ ok: false, error: { code: 'forbidden', message: REFUSED_MESSAGE } });
    expect(await t.send('saves.open', { id: 'x' })).toEqual({ ok: false, error: { code: 'forbidden', message: REFUSED_MESSAGE } });
    // It keeps trying quietly (the status stays refused), and a host that takes the token again is used.
    await vi.advanceTimersByTimeAsync(20);
    expect(sockets.length).toBe(2);
    sockets[1]!.drop();
    await vi.advanceTimersByTimeAsync(20);
    expect(statuses.filter((s) => s === 'reconnecting')).toEqual([]);
    sockets[2]!.open();
    expect(statuses.at(-1)).toBe('open');
    const later = t.send('saves.list', {});
    sockets[2]!.reply(JSON.parse(sockets[2]!.sent[0]!).id, { ok: true, value: [] });
    expect(await later).toEqual({ ok: true, value: [] });
    t.close();
  });

  it('reconnects as before while the host cannot be reached (the probe cannot tell)', async () => {
    const { t, statuses } = refusing(async () => 'unknown');
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(20);
    expect(sockets.length).toBe(2);
    t.close();
  });

  it('does not probe when a connection that was open drops (the host went away; it is not a refusal)', async () => {
    const probe = vi.fn(async () => 'refused' as const);
    const { t, statuses } = refusing(probe);
    sockets[0]!.open();
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).not.toHaveBeenCalled();
    expect(statuses.at(-1)).toBe('reconnecting');
    t.close();
  });

  it('asks the host with a plain GET of the API path and the page\'s token: 401 means refused', async () => {
    expect(probeUrl({ protocol: 'http:', host: '127.0.0.1:5178', search: '?token=abc' })).toBe('http://127.0.0.1:5178/api?token=abc');
    expect(await probeToken('u', async () => ({ status: 401 }))).toBe('refused');
    expect(await probeToken('u', async () => ({ status: 204 }))).toBe('unknown');
    expect(await probeToken('u', async () => Promise.reject(new Error('down')))).toBe('unknown');
  });
});

describe('wsTransport', () => {
  it('waits longer for long work (a print) than for other calls, as the client asks per channel', async () => {
    const t = make(timeoutFor);
    const list = t.send('saves.list', {});
    const print = t.send('scenarios.print', { id: 'x', paper: 'a4' });
    sockets[0]!.open();
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS + 1);
    expect(await list).toMatchObject({ ok: false, error: { code: 'internal' } });
    await vi.advanceTimersByTimeAsync(60_000);
    sockets[0]!.reply(2, { ok: true, value: { pages: 36 } });
    expect(await print).toEqual({ ok: true, value: { pages: 36 } });
  });

  it('builds the API URL from the page location, keeping the token', () => {
    expect(apiUrl({ protocol: 'http:', host: '127.0.0.1:5178', search: '?token=abc-123' })).toBe('ws://127.0.0.1:5178/api?token=abc-123');
    expect(apiUrl({ protocol: 'https:', host: 'h', search: '' })).toBe('wss://h/api?token=');
  });

  it('waits for the socket, sends {id, channel, payload} and matches replies by id', async () => {
    const t = make();
    const a = t.send('saves.list', {});
    const b = t.send('saves.open', { id: 'x' });
    expect(sockets[0]!.sent).toHaveLength(0);
    sockets[0]!.open();
    const frames = sockets[0]!.sent.map((f) => JSON.parse(f) as { id: number; channel: string; payload: unknown });
    expect(frames.map((f) => f.channel)).toEqual(['saves.list', 'saves.open']);
    expect(frames[0]!.id).not.toBe(frames[1]!.id);
    sockets[0]!.reply(frames[1]!.id, { ok: true, value: 'B' });
    sockets[0]!.reply(frames[0]!.id, { ok: false, error: { code: 'not-found', message: 'No such save.' } });
    await expect(b).resolves.toEqual({ ok: true, value: 'B' });
    await expect(a).resolves.toEqual({ ok: false, error: { code: 'not-found', message: 'No such save.' } });
  });

  it('turns a malformed reply into a readable error, never a throw', async () => {
    const t = make();
    sockets[0]!.open();
    const p = t.send('saves.list', {});
    const id = (JSON.parse(sockets[0]!.sent[0]!) as { id: number }).id;
    sockets[0]!.onmessage?.({ data: 'not json' });
    sockets[0]!.reply(id, { nonsense: true });
    const r = await p;
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.code).toBe('internal');
  });

  it('times out with a message', async () => {
    const t = make(500);
    sockets[0]!.open();
    const p = t.send('saves.list', {});
    vi.advanceTimersByTime(501);
    const r = await p;
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    if (!r.ok) expect(r.error.message).toMatch(/did not answer/);
  });

  it('fails requests in flight when the connection drops, then reconnects and sends new ones', async () => {
    const t = make();
    sockets[0]!.open();
    const inFlight = t.send('saves.act', {});
    sockets[0]!.drop();
    const r = await inFlight;
    expect(r).toMatchObject({ ok: false, error: { code: 'internal' } });
    if (!r.ok) expect(r.error.message).toMatch(/dropped/);
    const later = t.send('saves.list', {});
    vi.advanceTimersByTime(11);
    expect(sockets).toHaveLength(2);
    sockets[1]!.open();
    const id = (JSON.parse(sockets[1]!.sent[0]!) as { id: number }).id;
    sockets[1]!.reply(id, { ok: true, value: [] });
    await expect(later).resolves.toEqual({ ok: true, value: [] });
  });

  it('close() settles everything and stops reconnecting', async () => {
    const t = make();
    const p = t.send('saves.list', {});
    t.close();
    await expect(p).resolves.toMatchObject({ ok: false });
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(1);
    await expect(t.send('saves.list', {})).resolves.toMatchObject({ ok: false });
  });
});

describe('wsTransport, when the network comes back (reconnectNow)', () => {
  it('drops a socket that died unnoticed and opens a new one at once: the call in flight fails, the next goes on the new socket', async () => {
    const t = wsTransport({
      url: 'ws://10.203.0.1:5179/api?guest=x',
      timeoutMs: 60_000,
      connect: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      backoff: () => 4000,
    });
    sockets[0]!.open();
    const held = t.send('saves.wait', { id: 's', after: '3:0' });
    expect(sockets[0]!.sent.length).toBe(1);
    t.reconnectNow();
    expect(sockets.length).toBe(2);
    const failed = await held;
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.error.message).toMatch(/dropped/);
    sockets[1]!.open();
    const next = t.send('saves.open', { id: 's' });
    expect(sockets[1]!.sent.length).toBe(1);
    sockets[1]!.reply(JSON.parse(sockets[1]!.sent[0]!).id, { ok: true, value: 1 });
    expect(await next).toEqual({ ok: true, value: 1 });
    // No second socket from the backoff of the first one's close.
    await vi.advanceTimersByTimeAsync(5000);
    expect(sockets.length).toBe(2);
  });

  it('fails calls with its own words while the host refuses a guest’s token', async () => {
    const t = wsTransport({
      url: 'ws://10.203.0.1:5179/api?guest=x',
      timeoutMs: 60_000,
      connect: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      backoff: () => 10,
      probe: async () => 'refused',
      refusedMessage: 'This link no longer works.',
    });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(0);
    expect(await t.send('share.hello', {})).toEqual({ ok: false, error: { code: 'forbidden', message: 'This link no longer works.' } });
    t.close();
  });
});

describe('wsTransport, when the host closes a guest because its sharing stopped', () => {
  it('is refused at once, with no probe needed (the host may have closed its listener too)', async () => {
    const statuses: string[] = [];
    const t = wsTransport({
      url: 'ws://10.203.0.1:5179/api?guest=x',
      timeoutMs: 60_000,
      connect: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      backoff: () => 10,
      onStatus: (s) => statuses.push(s),
      refusedMessage: 'This link no longer works.',
      refusedOnClose: (ev) => (ev.code === 1008 ? { message: 'This link no longer works.', retry: true } : null),
    });
    sockets[0]!.open();
    const held = t.send('saves.wait', { id: 's', after: '1:0' });
    sockets[0]!.readyState = 3;
    sockets[0]!.onclose?.({ code: 1008, reason: 'The sharing stopped.' });
    expect(statuses.at(-1)).toBe('refused');
    expect((await held).ok).toBe(false);
    expect(await t.send('saves.open', { id: 's' })).toEqual({ ok: false, error: { code: 'forbidden', message: 'This link no longer works.' } });
    t.close();
  });

  it('does not try again when another page took its place (the two would take turns for ever)', async () => {
    const words: string[] = [];
    const t = wsTransport({
      url: 'ws://10.203.0.1:5179/api?guest=x',
      timeoutMs: 60_000,
      connect: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      backoff: () => 10,
      refusedOnClose: (ev) => (ev.code === 4000 ? { message: 'Opened elsewhere.', retry: false } : null),
      onRefused: (w) => words.push(w),
    });
    sockets[0]!.open();
    sockets[0]!.onclose?.({ code: 4000, reason: 'Replaced by a new connection.' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets.length).toBe(1);
    expect(words).toEqual(['Opened elsewhere.']);
    t.close();
  });
});

describe('wsTransport, a guest page refused', () => {
  it('tries no more once the host refuses its token (sharing anew makes new tokens)', async () => {
    const t = wsTransport({
      url: 'ws://10.203.0.1:5179/api?guest=x',
      timeoutMs: 60_000,
      connect: (url) => {
        const s = new FakeSocket(url);
        sockets.push(s);
        return s;
      },
      backoff: () => 10,
      probe: async () => 'refused',
      retryWhenRefused: false,
    });
    sockets[0]!.drop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets.length).toBe(1);
    t.close();
  });
});
