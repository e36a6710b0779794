/**
 * A game played ahead in the test, exactly as the services will play it: every seat by a computer
 * player of the game, each move's generator seeded as electron/services/bot-turns seeds it
 * (botSeed(seed, index)). A save of the same seed and options whose computer seats are those same
 * players, and whose person seats make the planned moves, is the very same game, reply for reply.
 */
import { botStep } from '../../engine/bots';
import { seedRng } from '../../engine/core';
import { getBot, getGame } from '../../engine/games';
import { botSeed } from '../../electron/services/seats';
import type { Page } from '@playwright/test';
import { apiCall } from './fixtures';

export interface Planned {
  index: number;
  seat: number;
  action: unknown;
}

export function planGame(game: string, seed: number, options: unknown, bots: string[]): { moves: Planned[]; over: boolean } {
  const def = getGame(game);
  if (!def) throw new Error(`no game ${game}`);
  const parsed = def.parseOptions(options);
  if (!parsed.ok) throw new Error(parsed.error.message);
  let s = def.setup(seed, parsed.options);
  const moves: Planned[] = [];
  for (let index = 0; index < 5000; index++) {
    const seat = def.currentSeat(s);
    if (seat === null) return { moves, over: true };
    const bot = getBot(game, bots[seat] ?? '');
    if (!bot) throw new Error(`${game} has no computer player ${bots[seat]}`);
    const r = botStep(def, s, seat, bot, seedRng(botSeed(seed, index)));
    if (!r.ok) throw new Error(r.error.message);
    moves.push({ index, seat, action: r.action });
    s = r.state;
  }
  return { moves, over: false };
}

/** Makes the person seats' planned moves through the API (as the page would send them); the services make the computer's. */
export async function playPlanned(page: Page, id: string, moves: Planned[], people: number[]): Promise<void> {
  for (const m of moves) {
    if (!people.includes(m.seat)) continue;
    const r = await apiCall(page, 'saves.act', { id, seat: m.seat, action: m.action, expectedCount: m.index });
    if (!r.ok) throw new Error(`move ${m.index} refused: ${r.error?.message}`);
  }
}
