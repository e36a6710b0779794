import { describe, expect, it } from 'vitest';
import type { Component } from 'svelte';
import { screenLoader } from './screens';
import type { GameUi } from './types';

const Screen = (() => {}) as unknown as Component;

describe("a game's screen, loaded when first needed", () => {
  it('is fetched once, however often it is asked for, and is then at hand at once', async () => {
    let fetches = 0;
    const ui: GameUi = { screen: async () => (fetches++, { default: Screen }) };
    const s = screenLoader((id) => (id === 'tally' ? ui : undefined));
    expect(s.screenNow('tally')).toBeUndefined();
    s.preloadScreen('tally');
    const [a, b] = await Promise.all([s.loadScreen('tally'), s.loadScreen('tally')]);
    expect(a).toBe(Screen);
    expect(b).toBe(Screen);
    expect(s.screenNow('tally')).toBe(Screen);
    expect(fetches).toBe(1);
  });

  it('that fails to load says so in words, and the next open tries again', async () => {
    let fetches = 0;
    const ui: GameUi = {
      screen: async () => {
        if (fetches++ === 0) throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5000/assets/BattleScreen-x.js');
        return { default: Screen };
      },
    };
    const s = screenLoader(() => ui);
    await expect(s.loadScreen('combat-patrol')).rejects.toThrow(/^This game's screen could not be loaded \(Failed to fetch dynamically imported module: .*\)\. Check that Patrol HQ is still running, then reload the page\.$/);
    expect(s.screenNow('combat-patrol')).toBeUndefined();
    await expect(s.loadScreen('combat-patrol')).resolves.toBe(Screen);
    expect(fetches).toBe(2);
  });

  it('of a game with no screen is refused in words', async () => {
    const s = screenLoader(() => undefined);
    await expect(s.loadScreen('chess')).rejects.toThrow('Patrol HQ has no screen for the game "chess".');
    expect(() => s.preloadScreen('chess')).not.toThrow();
  });
});

describe('warming a screen as the player heads for a game', () => {
  it("starts loading the game whose open button the pointer or focus reaches, and nothing for other elements", async () => {
    const fetched: string[] = [];
    const s = screenLoader((id) => (id === 'lost-patrol' ? { screen: async () => (fetched.push(id), { default: Screen }) } : undefined));
    const handlers: Record<string, (e: Event) => void> = {};
    const list = { addEventListener: (t: string, h: (e: Event) => void) => (handlers[t] = h), removeEventListener: (t: string) => delete handlers[t] } as unknown as HTMLElement;
    // An element inside the row or card of `game`, on its open button or not.
    const at = (game: string | null, onButton = true) =>
      ({ target: { closest: (sel: string) => (sel === 'button.primary' ? (onButton ? {} : null) : game ? { getAttribute: (a: string) => (a === 'data-game' ? game : null) } : null) } }) as unknown as Event;
    const stop = s.warmOnIntent(list);
    handlers.pointerover!(at(null));
    handlers.focusin!(at('coming-soon'));
    handlers.pointerover!(at('lost-patrol', false)); // its Rename or Delete button: no
    expect(fetched).toEqual([]);
    handlers.pointerover!(at('lost-patrol'));
    handlers.focusin!(at('lost-patrol'));
    await new Promise((r) => setTimeout(r, 0));
    expect(fetched).toEqual(['lost-patrol']);
    expect(s.screenNow('lost-patrol')).toBe(Screen);
    stop();
    expect(Object.keys(handlers)).toEqual([]);
  });
});
