import { oddsPreparer } from '../games/odds/prepare-odds';
import { api } from '../lib/app-state.svelte';

/** The home screen's lists ask the host to ready a game's odds as the player rests on it (games/odds/prepare-odds.ts); a refusal changes nothing. */
export const oddsIntent = oddsPreparer((game) => void api.call('odds.prepare', { game }));
