/**
 * Fixed Lost Patrol games for the e2e specs, found at run time with the real engine and its bots
 * (so they follow the rules as they are): the seed and the actions a player then clicks.
 */
import { lostPatrol } from '../../engine/games/lost-patrol';
import { botGame as playBotGame } from '../../engine/games/lost-patrol/testing';
import type { LostPatrolAction, LostPatrolOptions } from '../../engine/games/lost-patrol/types';

export const base: LostPatrolOptions = { deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false, legacyStart: false };

export interface Found {
  seed: number;
  actions: { seat: number; action: LostPatrolAction }[];
  summary: string;
  outcome: string;
  winner: number | null;
}

function find(options: LostPatrolOptions, bots: string[], ok: (f: Found) => boolean, tries = 3000): Found {
  let best: Found | null = null;
  for (let seed = 1; seed <= tries; seed++) {
    const g = playBotGame(seed, options, bots);
    if (!g.state.outcome) continue;
    const f: Found = {
      seed,
      actions: g.actions.map((a) => ({ seat: a.seat, action: a.action as LostPatrolAction })),
      summary: g.state.outcome.summary,
      outcome: g.state.outcome.outcome,
      winner: g.state.outcome.winner,
    };
    if (ok(f) && (!best || f.actions.length < best.actions.length)) best = f;
  }
  if (!best) throw new Error('No Lost Patrol game fits');
  return best;
}

const bids = (f: Found) => f.actions.filter((a) => a.action.type === 'bid').length;

/** A short base game the bidder wins, with at least two bids (a fight that goes to a second round or two fights). */
export function baseWin(): Found {
  return find(base, ['bidder'], (f) => f.outcome === 'win' && bids(f) >= 2, 800);
}

/** A short base game that is lost to the horror. */
export function baseLoss(): Found {
  return find(base, ['bidder'], (f) => f.outcome === 'loss', 800);
}

/** A short Deserter game (one group of pursuers, both sides the source's AI) in which the pursuers come in and something is decided. */
export function deserterGame(): Found {
  return find({ ...base, deserter: true }, ['deserter-ai', 'pursuers-ai'], (f) => f.outcome !== 'draw' && f.actions.some((a) => a.action.type === 'enter'), 800);
}

/** A seed whose first move under Mapping the Forest and Trail of Breadcrumbs is a plain move (no dead end start). */
export function miniStart(): { seed: number; options: LostPatrolOptions } {
  const options = { ...base, mappingTheForest: true, trailOfBreadcrumbs: true };
  const f = find(options, ['bidder'], (g) => g.actions.length >= 4 && g.actions[0]?.action.type === 'move' && g.actions[1]?.action.type === 'move', 400);
  return { seed: f.seed, options };
}

/** A Deserter game, the app's Deserter against its Pursuers, that the Deserter wins (to replay as a human Pursuers' loss). */
export function deserterEscapes(): Found {
  return find({ ...base, deserter: true }, ['deserter-ai', 'pursuers-ai'], (f) => f.outcome === 'win' && f.winner === 0, 800);
}

/**
 * A Deserter game with the pursuers in five groups of two, and how many of its moves to play so that
 * five pieces (groups and the Deserter) stand on one tile (the game still going, at a move).
 */
export function stackedPieces(): { seed: number; options: LostPatrolOptions; actions: Found['actions']; upto: number } {
  const options = { ...base, deserter: true, pursuerGroups: [2, 2, 2, 2, 2] };
  for (let seed = 1; seed <= 400; seed++) {
    const g = playBotGame(seed, options, ['deserter-ai', 'pursuers-ai']);
    let state = lostPatrol.setup(seed, options);
    for (const [i, a] of g.actions.entries()) {
      state = lostPatrol.apply(state, a.action as LostPatrolAction, a.seat);
      if (state.phase !== 'move') continue;
      const at = new Map<number, number>();
      for (const grp of state.groups) if (grp.cell >= 0 && grp.soldiers > 0) at.set(grp.cell, (at.get(grp.cell) ?? 0) + 1);
      if (state.patrol.cell >= 0) at.set(state.patrol.cell, (at.get(state.patrol.cell) ?? 0) + 1);
      if (Math.max(0, ...at.values()) >= 5) return { seed, options, actions: g.actions.map((x) => ({ seat: x.seat, action: x.action as LostPatrolAction })), upto: i + 1 };
    }
  }
  throw new Error('No Deserter game with five pieces on one tile');
}

/** A base game whose first two actions are moves (no fight in between). */
export function twoMovesFirst(): Found {
  return find(base, ['bidder'], (f) => f.actions[0]?.action.type === 'move' && f.actions[1]?.action.type === 'move', 400);
}
