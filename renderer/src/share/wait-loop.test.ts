import { describe, expect, it } from 'vitest';
import type { ApiError, ApiResult } from '../../../electron/api/contract';
import type { SharedEnvelope } from './types';
import { keepWaiting, retryDelay } from './wait-loop';

const env = (stamp: string, actionCount = Number(stamp.split(':')[0])): SharedEnvelope => ({ stamp, save: { actionCount } }) as unknown as SharedEnvelope;
const ok = (e: SharedEnvelope): ApiResult<SharedEnvelope> => ({ ok: true, value: e });
const err = (code: ApiError['code'], message = code): ApiResult<SharedEnvelope> => ({ ok: false, error: { code, message } });

/** A fake host: each saves.wait and saves.open waits until the test answers it. */
function fakeHost(first: SharedEnvelope, final?: (e: ApiError) => boolean) {
  let shown: SharedEnvelope | null = first;
  const waits: { after: string; answer: (r: ApiResult<SharedEnvelope>) => void }[] = [];
  const opens: ((r: ApiResult<SharedEnvelope>) => void)[] = [];
  const log: string[] = [];
  let refusedWith: ApiError | null = null;
  const stop = keepWaiting({
    wait: (after) => new Promise((answer) => waits.push({ after, answer })),
    reopen: () => new Promise((answer) => opens.push(answer)),
    shown: () => shown,
    show: (e) => {
      shown = e;
      log.push(e.stamp ?? '');
    },
    refused: (e) => {
      refusedWith = e;
    },
    sleep: async () => {},
    ...(final ? { final } : {}),
  });
  const settle = () => new Promise((r) => setTimeout(r, 0));
  return {
    waits,
    opens,
    log,
    stop,
    settle,
    get shown() {
      return shown;
    },
    setShown(e: SharedEnvelope) {
      shown = e;
    },
    get refused() {
      return refusedWith;
    },
  };
}

describe('keepWaiting (a shared game kept up to date)', () => {
  it('asks after the stamp on screen, shows each new answer and asks again after it', async () => {
    const h = fakeHost(env('4:0'));
    await h.settle();
    expect(h.waits.map((w) => w.after)).toEqual(['4:0']);
    h.waits[0]!.answer(ok(env('5:0')));
    await h.settle();
    expect(h.log).toEqual(['5:0']);
    expect(h.waits.map((w) => w.after)).toEqual(['4:0', '5:0']);
    // Nothing changed in the host's few seconds: the same envelope, not shown again, asked again.
    h.waits[1]!.answer(ok(env('5:0')));
    await h.settle();
    expect(h.log).toEqual(['5:0']);
    expect(h.waits.length).toBe(3);
    h.stop();
  });

  it('never replaces a newer view: an answer for a stamp the screen has left is dropped and asked again', async () => {
    const h = fakeHost(env('4:0'));
    await h.settle();
    // The screen's own move came back first.
    h.setShown(env('5:0'));
    h.waits[0]!.answer(ok(env('5:0')));
    await h.settle();
    expect(h.log).toEqual([]);
    expect(h.waits[1]!.after).toBe('5:0');
    h.stop();
  });

  it('after a dropped connection opens the game again, shows it, and waits on from there', async () => {
    const h = fakeHost(env('4:0'));
    await h.settle();
    h.waits[0]!.answer(err('internal', 'The connection to Patrol HQ dropped before it answered.'));
    await h.settle();
    expect(h.opens.length).toBe(1);
    h.opens[0]!(err('internal', 'did not answer in time'));
    await h.settle();
    expect(h.opens.length).toBe(2);
    h.opens[1]!(ok(env('7:2')));
    await h.settle();
    expect(h.log).toEqual(['7:2']);
    expect(h.waits.at(-1)!.after).toBe('7:2');
    h.stop();
  });

  it('ends, saying so, when the host refuses the link', async () => {
    const h = fakeHost(env('4:0'));
    await h.settle();
    h.waits[0]!.answer(err('forbidden', 'This link no longer works.'));
    await h.settle();
    expect(h.refused?.message).toBe('This link no longer works.');
    expect(h.waits.length).toBe(1);
    expect(h.opens.length).toBe(0);
  });

  it('stopped (the screen left, sharing stopped): an answer still in flight is ignored and nothing more is asked', async () => {
    const h = fakeHost(env('4:0'));
    await h.settle();
    h.stop();
    h.waits[0]!.answer(ok(env('5:0')));
    await h.settle();
    expect(h.log).toEqual([]);
    expect(h.waits.length).toBe(1);
  });

  it('tries again at once, then backs off to at most 2 s', () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelay)).toEqual([0, 250, 500, 1000, 2000, 2000]);
  });
});

describe('keepWaiting, for a spectator while the sides keep secrets', () => {
  it('waits it out (the game opened again until it can be watched) when told the refusal is not final', async () => {
    const h = fakeHost(env('4:0'), (e) => !(e.code === 'forbidden' && e.detail === 'not-public'));
    await h.settle();
    h.waits[0]!.answer({ ok: false, error: { code: 'forbidden', message: 'It cannot be watched now.', detail: 'not-public' } });
    await h.settle();
    expect(h.refused).toBeNull();
    h.opens[0]!({ ok: false, error: { code: 'forbidden', message: 'It cannot be watched now.', detail: 'not-public' } });
    await h.settle();
    h.opens[1]!(ok(env('6:0')));
    await h.settle();
    expect(h.log).toEqual(['6:0']);
    h.stop();
  });
});
