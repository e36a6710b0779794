import { describe, expect, it } from 'vitest';
import { guestBackoff, missingToken } from './client';

const page = (search: string, preload = false) => ({ location: { search }, ...(preload ? { patrolHq: { call: async () => null, onCommand: () => () => {} } } : {}) }) as unknown as Window;
const T = '0123456789abcdef0123456789abcdef';

describe('which pages lack a way in', () => {
  it('a friend’s ?guest= link is a way in; a page with neither token nor guest link is not', () => {
    expect(missingToken(page(`?guest=${T}`))).toBe(false);
    expect(missingToken(page('?token=abc'))).toBe(false);
    expect(missingToken(page(''))).toBe(true);
    expect(missingToken(page('?guest=short'))).toBe(true);
    expect(missingToken(page('', true))).toBe(false);
  });

  it('a guest page tries again within a second', () => {
    expect([1, 2, 3, 4, 8].map(guestBackoff)).toEqual([250, 500, 1000, 1000, 1000]);
  });
});

describe('why a sharing host closed a guest', () => {
  it('sharing stopped: no longer works (kept trying); the link opened elsewhere: not retried; a dropped network: nothing said', async () => {
    const { guestClosed, GUEST_REFUSED_MESSAGE, GUEST_REPLACED_MESSAGE } = await import('./client');
    expect(guestClosed({ code: 1008 })).toEqual({ message: GUEST_REFUSED_MESSAGE, retry: true });
    expect(guestClosed({ code: 4000 })).toEqual({ message: GUEST_REPLACED_MESSAGE, retry: false });
    expect(guestClosed({ code: 1006 })).toBeNull();
  });
});
