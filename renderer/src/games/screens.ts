import type { Component } from 'svelte';
import type { GameScreenProps, GameUi } from './types';

type Screen = Component<GameScreenProps>;

/**
 * Each game's screen is its own chunk (with what only it uses: Konva, the odds chart, the rules
 * dialog), fetched the first time a game of that kind is opened, so the home screen loads only
 * itself. This keeps one load per game: `screenNow` answers at once once it has arrived (no
 * "Opening…" flash on a second open), `loadScreen` starts or joins the load, `preloadScreen` starts
 * it early, and `warmOnIntent` as the pointer or the focus comes to a save or a game's card on the
 * home screen, so the chunk is on its way before the click and comes while the save opens. A failed
 * load is not kept: the next open tries again.
 */
export function screenLoader(uis: (id: string) => GameUi | undefined) {
  const loaded = new Map<string, Screen>();
  const loading = new Map<string, Promise<Screen>>();

  function loadScreen(id: string): Promise<Screen> {
    const ui = uis(id);
    if (!ui) return Promise.reject(new Error(`Patrol HQ has no screen for the game "${id}".`));
    const known = loaded.get(id);
    if (known) return Promise.resolve(known);
    let p = loading.get(id);
    if (!p) {
      p = ui.screen().then(
        (m) => {
          loaded.set(id, m.default);
          return m.default;
        },
        (e: unknown) => {
          loading.delete(id);
          throw new Error(loadFailure(e));
        },
      );
      loading.set(id, p);
    }
    return p;
  }

  /**
   * Starts loading a game's screen as soon as the player shows where they are going: the pointer over,
   * or the focus on, the open button (`button.primary`) of an element of `list` marked `data-game` (a
   * game's card) or `data-save-game` (a save's row). Returns a function that stops listening. Nothing is fetched for a
   * player who only looks at the home screen.
   */
  function warmOnIntent(list: HTMLElement): () => void {
    const warm = (e: Event) => {
      const target = e.target as Element | null;
      // Only its open button (Resume, Open, New game): what follows is the game, not a page reload.
      if (!target?.closest?.('button.primary')) return;
      const game = gameAt(target);
      if (game && uis(game)) preloadScreen(game);
    };
    list.addEventListener('pointerover', warm);
    list.addEventListener('focusin', warm);
    return () => {
      list.removeEventListener('pointerover', warm);
      list.removeEventListener('focusin', warm);
    };
  }

  const preloadScreen = (id: string): void => void loadScreen(id).catch(() => {});

  return {
    loadScreen,
    screenNow: (id: string): Screen | undefined => loaded.get(id),
    preloadScreen,
    warmOnIntent,
  };
}

/** The game of the home screen's card (`data-game`) or save row (`data-save-game`) that `target` is in, or null. */
export function gameAt(target: EventTarget | null): string | null {
  const at = (target as Element | null)?.closest?.('[data-game], [data-save-game]');
  return at?.getAttribute('data-game') ?? at?.getAttribute('data-save-game') ?? null;
}

/** What a player reads when a game's screen could not be fetched (a dropped connection, an app updated under the page). */
export function loadFailure(e: unknown): string {
  const why = e instanceof Error ? e.message : String(e);
  return `This game's screen could not be loaded (${why}). Check that Patrol HQ is still running, then reload the page.`;
}
