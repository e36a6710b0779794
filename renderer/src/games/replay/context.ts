/**
 * Whether a component is drawn inside a replay (games/replay/ReplayScreen): a game's screen then
 * shows a past point read-only, so it opens no end dialog by itself, offers no moves and leaves the
 * keys and the key line to the replay. Svelte context: call both during a component's setup.
 */
import { getContext, setContext } from 'svelte';

const KEY = 'patrol-hq.replay';

/** Called by the replay screen: everything under it is drawn as a replay. */
export function markReplay(): void {
  setContext(KEY, true);
}

/** True inside a replay. */
export function inReplay(): boolean {
  return getContext<boolean | undefined>(KEY) === true;
}
