import { seedRng, shuffleInPlace } from '../../core/rng';
import { advance } from './flow';
import { START_CELL } from './hex';
import { tell } from './run';
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
  const run = { s, talk: true };
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

/** A copy of a state for one step to change: quicker than a generic deep copy, and exact. */
export function copyState(s: PatrolLostState): PatrolLostState {
  const board = new Array(s.board.length);
  for (let i = 0; i < s.board.length; i++) {
    const t = s.board[i]!;
    board[i] = { tile: t.tile, cell: t.cell, rot: t.rot, bad: t.bad };
  }
  return {
    actionCount: s.actionCount,
    reveals: s.reveals,
    events: s.events.slice(),
    options: copyOptions(s.options),
    rng: { ...s.rng },
    phase: s.phase,
    turn: s.turn,
    board,
    pile: s.pile.slice(),
    endPlaced: s.endPlaced,
    removed: s.removed.slice(),
    goods: s.goods.slice(),
    pool: s.pool,
    active: s.active,
    used: s.used,
    finished: s.finished,
    badActions: s.badActions,
    fought: s.fought.slice(),
    pending: s.pending ? copyPending(s.pending) : null,
    dice: s.dice ? copyDice(s.dice) : null,
    outcome: s.outcome ? { ...s.outcome } : null,
    stats: { ...s.stats },
    // A snapshot stored before the credit was kept has none: it starts at nothing (no campaign game is that old).
    credit: s.credit?.slice() ?? GOOD_GUYS.map(() => 0),
  };
}

function copyDice(d: NonNullable<PatrolLostState['dice']>): NonNullable<PatrolLostState['dice']> {
  if (d.kind === 'hazard') return { ...d };
  if (d.kind === 'attack') return { ...d, dice: d.dice.slice() };
  return { kind: 'fight', fight: { ...d.fight, goodDice: [d.fight.goodDice[0], d.fight.goodDice[1]] } };
}

function copyPending(p: NonNullable<PatrolLostState['pending']>): NonNullable<PatrolLostState['pending']> {
  return p.kind === 'orient' ? { ...p, rots: p.rots.slice() } : { ...p };
}
