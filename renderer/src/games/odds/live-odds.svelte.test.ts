/**
 * The odds panel's state over the app's real WebSocket client (its per-channel waits) and a fake
 * socket: a run that refines for longer than an ordinary call may take is not an error.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OddsView } from '../../../../electron/api/contract';
import { clientFrom, DEFAULT_TIMEOUT_MS, timeoutFor } from '../../api/client';
import { wsTransport, type SocketLike } from '../../api/ws-transport';
import { LiveOdds, PEEK_MS } from './live-odds.svelte';

class FakeSocket implements SocketLike {
  readyState = 1;
  sent: { id: number; channel: string; payload: Record<string, unknown> }[] = [];
  onopen: SocketLike['onopen'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  onmessage: SocketLike['onmessage'] = null;
  send(data: string) {
    this.sent.push(JSON.parse(data) as FakeSocket['sent'][number]);
  }
  close() {}
  reply(id: number, result: unknown) {
    this.onmessage?.({ data: JSON.stringify({ id, result }) });
  }
  /** Answers every call on `channel` not answered yet. */
  answer(channel: string, value: (payload: Record<string, unknown>) => unknown, answered: Set<number>) {
    for (const f of this.sent) {
      if (f.channel !== channel || answered.has(f.id)) continue;
      answered.add(f.id);
      this.reply(f.id, { ok: true, value: value(f.payload) });
    }
  }
}

function view(job: string, games: number, done: boolean): OddsView {
  return {
    job, seat: 0, actionCount: 3, chance: 0.5, margin: done ? 0.01 : 0.1, text: '', games, progress: done ? 1 : games / 10_000, done, cancelled: false,
    choices: [], casualties: [], turnsLeft: [], bot: 'greedy', by: 'the greedy computer player', lead: null,
  };
}

let socket: FakeSocket;
beforeEach(() => {
  vi.useFakeTimers();
  socket = new FakeSocket();
});
afterEach(() => vi.useRealTimers());

function client() {
  const transport = wsTransport({ url: 'ws://127.0.0.1:1/api?token=t', timeoutMs: timeoutFor, connect: () => socket, backoff: () => 10 });
  socket.onopen?.({});
  return clientFrom(transport);
}

describe('LiveOdds', () => {
  it('a run that refines for longer than an ordinary call may take ends with its figures, never "did not answer in time"', async () => {
    const odds = new LiveOdds(client());
    const done = odds.start('save-1', 0, 3);
    const answered = new Set<number>();
    const run = () => socket.sent.find((f) => f.channel === 'odds.run')!;
    await vi.advanceTimersByTimeAsync(0);
    const job = String(run().payload.job);
    // The figures refine over twice an ordinary call's wait, read through odds.peek.
    for (let t = 0; t < 2 * DEFAULT_TIMEOUT_MS; t += PEEK_MS) {
      await vi.advanceTimersByTimeAsync(PEEK_MS);
      socket.answer('odds.peek', () => view(job, 8 + t, false), answered);
      expect(odds.error, `at ${t} ms`).toBeNull();
      expect(odds.running).toBe(true);
    }
    expect(odds.view?.games).toBeGreaterThan(8);
    socket.reply(run().id, { ok: true, value: view(job, 12_000, true) });
    await done;
    expect(odds.error).toBeNull();
    expect(odds.view).toMatchObject({ games: 12_000, done: true });
    expect(odds.by).toBe('the greedy computer player');
    expect(socket.sent.filter((f) => f.channel === 'odds.cancel')).toHaveLength(0);
  });

  it('reads the first figures a tenth of a second after asking', async () => {
    const odds = new LiveOdds(client());
    void odds.start('save-1', 0, 3);
    await vi.advanceTimersByTimeAsync(0);
    const job = String(socket.sent.find((f) => f.channel === 'odds.run')!.payload.job);
    await vi.advanceTimersByTimeAsync(PEEK_MS);
    socket.answer('odds.peek', () => view(job, 8, false), new Set());
    await vi.advanceTimersByTimeAsync(0);
    expect(PEEK_MS).toBeLessThanOrEqual(100);
    expect(odds.view?.games).toBe(8);
  });

  it('a run that fails says why and cancels its job, so it does not go on working for nobody', async () => {
    const odds = new LiveOdds(client());
    const done = odds.start('save-1', 0, 3);
    await vi.advanceTimersByTimeAsync(0);
    const run = socket.sent.find((f) => f.channel === 'odds.run')!;
    socket.reply(run.id, { ok: false, error: { code: 'internal', message: 'Something broke.' } });
    await done;
    expect(odds.error).toBe('Something broke.');
    expect(socket.sent.filter((f) => f.channel === 'odds.cancel').map((f) => f.payload.job)).toEqual([run.payload.job]);
  });

  it('asks who plays on before any run', async () => {
    const odds = new LiveOdds(client());
    const asked = odds.about('save-1', 0);
    await vi.advanceTimersByTimeAsync(0);
    socket.answer('odds.about', () => ({ by: 'the bidder computer player' }), new Set());
    await asked;
    expect(odds.by).toBe('the bidder computer player');
  });
});
