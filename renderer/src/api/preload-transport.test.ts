import { describe, expect, it } from 'vitest';
import { findPreload, preloadTransport } from './preload-transport';
import { isApiResult } from './transport';

describe('preload transport', () => {
  it('finds the preload global only when it has a call function', () => {
    expect(findPreload({})).toBeNull();
    expect(findPreload({ patrolHq: {} })).toBeNull();
    expect(findPreload({ patrolHq: { call: () => Promise.resolve() } })).not.toBeNull();
  });

  it('passes results through and turns faults into ApiResult errors', async () => {
    const ok = preloadTransport({ call: async () => ({ ok: true, value: 1 }) }, 1000);
    await expect(ok.send('app.info', {})).resolves.toEqual({ ok: true, value: 1 });
    const rejects = preloadTransport({ call: () => Promise.reject(new Error('boom')) }, 1000);
    await expect(rejects.send('app.info', {})).resolves.toMatchObject({ ok: false, error: { code: 'internal' } });
    const throws = preloadTransport({ call: () => { throw new Error('sync boom'); } }, 1000);
    await expect(throws.send('app.info', {})).resolves.toMatchObject({ ok: false });
    const junk = preloadTransport({ call: async () => 42 }, 1000);
    await expect(junk.send('app.info', {})).resolves.toMatchObject({ ok: false });
    const slow = preloadTransport({ call: () => new Promise(() => {}) }, 20);
    await expect(slow.send('app.info', {})).resolves.toMatchObject({ ok: false, error: { message: expect.stringMatching(/did not answer/) } });
  });

  it('recognises ApiResult shapes', () => {
    expect(isApiResult({ ok: true, value: null })).toBe(true);
    expect(isApiResult({ ok: false, error: { code: 'x', message: 'y' } })).toBe(true);
    expect(isApiResult({ ok: false, error: 'y' })).toBe(false);
    expect(isApiResult({ ok: true })).toBe(false);
    expect(isApiResult(null)).toBe(false);
  });
});
