import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DWELL, oddsPreparer } from './prepare-odds';

/** A list whose handlers the test calls, as the page would. */
function fakeList(): { list: HTMLElement; on: Record<string, (e: Event) => void> } {
  const on: Record<string, (e: Event) => void> = {};
  const list = { addEventListener: (t: string, h: (e: Event) => void) => (on[t] = h), removeEventListener: (t: string) => delete on[t] } as unknown as HTMLElement;
  return { list, on };
}

/** An element inside a game's card (`data-game`), a save's row (`data-save-game`), or neither. */
const inside = (attr: 'data-game' | 'data-save-game' | null, game = '') => ({ closest: () => (attr ? { getAttribute: (a: string) => (a === attr ? game : null) } : null) });
const at = (attr: 'data-game' | 'data-save-game' | null, game = '') => ({ target: inside(attr, game) }) as unknown as Event;
const leaving = (from: ReturnType<typeof inside>, to: ReturnType<typeof inside> | null) => ({ target: from, relatedTarget: to }) as unknown as Event;

describe('the odds made ready as the player heads for a game', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once a game whose card or save row the pointer or the focus rests on, anywhere in it, and nothing for the rest of the page', () => {
    const asked: string[] = [];
    const { list, on } = fakeList();
    const intent = oddsPreparer((g) => asked.push(g));
    const stop = intent.onIntent(list);
    on.pointerover!(at(null));
    on.pointerover!(at('data-game', 'combat-patrol'));
    vi.advanceTimersByTime(DWELL - 1);
    expect(asked).toEqual([]);
    // Moving within the card keeps the rest going.
    on.pointerout!(leaving(inside('data-game', 'combat-patrol'), inside('data-game', 'combat-patrol')));
    on.pointerover!(at('data-game', 'combat-patrol'));
    vi.advanceTimersByTime(1);
    expect(asked).toEqual(['combat-patrol']);
    on.focusin!(at('data-save-game', 'combat-patrol'));
    on.focusin!(at('data-save-game', 'lost-patrol'));
    vi.advanceTimersByTime(DWELL);
    expect(asked).toEqual(['combat-patrol', 'lost-patrol']);
    stop();
    expect(Object.keys(on)).toEqual([]);
    // Another list on the same page (the saves and the catalog): a game already asked for is not asked again.
    const other = fakeList();
    intent.onIntent(other.list);
    other.on.pointerover!(at('data-save-game', 'combat-patrol'));
    vi.advanceTimersByTime(DWELL);
    expect(asked).toEqual(['combat-patrol', 'lost-patrol']);
  });

  it('asks nothing for a pointer that only passes over, nor when a game is opened before the rest is over', () => {
    const asked: string[] = [];
    const { list, on } = fakeList();
    const intent = oddsPreparer((g) => asked.push(g));
    intent.onIntent(list);
    on.pointerover!(at('data-game', 'combat-patrol'));
    vi.advanceTimersByTime(DWELL / 2);
    on.pointerout!(leaving(inside('data-game', 'combat-patrol'), inside(null)));
    vi.advanceTimersByTime(DWELL);
    expect(asked).toEqual([]);
    // Clicked New game before the rest was over: the page opens the game and asks nothing.
    on.focusin!(at('data-game', 'combat-patrol'));
    vi.advanceTimersByTime(DWELL / 2);
    intent.calm();
    vi.advanceTimersByTime(DWELL);
    expect(asked).toEqual([]);
    // While the game opens, the pointer resting on the card again starts nothing.
    on.pointerover!(at('data-game', 'combat-patrol'));
    vi.advanceTimersByTime(DWELL);
    expect(asked).toEqual([]);
    // The home screen shown again (its lists listened to afresh), resting on the card: asked.
    const again = fakeList();
    intent.onIntent(again.list);
    again.on.pointerover!(at('data-game', 'combat-patrol'));
    vi.advanceTimersByTime(DWELL);
    expect(asked).toEqual(['combat-patrol']);
  });
});
