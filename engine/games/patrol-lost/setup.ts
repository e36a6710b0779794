import { seedRng, shuffleInPlace } from '../../core/rng';
import { advance } from './flow';
import { START_CELL } from './hex';
import { runInPlace, tell } from './run';
import { BAD_GUYS, GOOD_GUYS, PILE_TILES, START_TILE } from './tiles';
import type { PatrolLostOptions, PatrolLostState } from './types';

/** Turns after which a game is a draw (house rule `turnLimit`; a safety net, rarely reached). */
export const DEFAULT_TURN_LIMIT = 60;

/**
 * A new game: Start in the centre with the five Good Guys on it, the End set aside, the other 28
 * tiles shuffled face down, all 18 Bad Guys in the pool. Then the Bad Guy player lays out every
 * path the Good Guys can see (turn 0), and turn 1 begins.
 */
export function setupGame(seed: number, options: PatrolLostOptions): PatrolLostState {
  const s = emptyState(seed, options);
  const run = runInPlace(s, true);
  tell(run, { type: 'set-out', goods: GOOD_GUYS.length, pile: s.pile.length });
  tell(run, { type: 'lay-out' });
  advance(run);
  return s;
}

/** The state before anything is laid out (tests build exact situations from it). */
export function emptyState(seed: number, options: PatrolLostOptions): PatrolLostState {
  const rng = seedRng(seed);
  const pile = shuffleInPlace(rng, PILE_TILES.slice());
  return {
    actionCount: 0,
    reveals: 0,
    events: [],
    options: copyOptions(options),
    rng,
    phase: 'place',
    turn: 0,
    board: [{ tile: START_TILE, cell: START_CELL, rot: 0, bad: 0 }],
    pile,
    endPlaced: false,
    removed: [],
    goods: GOOD_GUYS.map(() => START_CELL),
    pool: BAD_GUYS,
    active: -1,
    used: 0,
    finished: 0,
    badActions: 0,
    fought: [],
    pending: null,
    dice: null,
    outcome: null,
    stats: { turns: 0, tilesPlaced: 0, tilesRemoved: 0, goodLost: 0, badKilled: 0, fights: 0, forcedBlocks: 0 },
    credit: GOOD_GUYS.map(() => 0),
  };
}

function copyOptions(o: PatrolLostOptions): PatrolLostOptions {
  return o.names ? { ...o, names: o.names.slice() } : { ...o };
}
