/**
 * Fixed Lost Patrol games for the e2e specs, found at run time with the real engine and its bots
 * (so they follow the rules as they are): the seed and the actions a player then clicks.
 */
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
