/**
 * A finished game's result as the campaign reads it, for the games that count casualties without
 * naming them. Built from the game's `result(state)` (engine/core contract: outcome, summary, stats),
 * so these adapters stay valid whatever the games' states look like inside.
 * Patrol: Lost! and Combat Patrol! name their soldiers: their reports list each GI's fate (`named`).
 */
import type { GameReport } from './types';

export interface ResultLike {
  outcome: 'win' | 'loss' | 'draw';
  summary: string;
  stats: Record<string, number | string>;
}

const num = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0);

/** Endless Patrol: each casualty rolls the campaign casualty table; the Patrol cards defeated are the foes. */
export function endlessPatrolReport(squad: readonly string[], result: ResultLike): GameReport {
  return {
    game: 'endless-patrol',
    outcome: result.outcome,
    summary: result.summary,
    squad: [...squad],
    unnamed: { casualties: num(result.stats.casualties), kind: 'casualty-table', foes: num(result.stats.defeated), leftBehind: false },
  };
}

/**
 * The Lost Patrol: the horror kills (no one is wounded); a patrol that does not get out of the
 * forest leaves its survivors missing. No foe is defeated: a horror is only seen off.
 */
export function lostPatrolReport(squad: readonly string[], result: ResultLike): GameReport {
  const left = 'soldiersLeft' in result.stats ? num(result.stats.soldiersLeft) : squad.length;
  return {
    game: 'lost-patrol',
    outcome: result.outcome,
    summary: result.summary,
    squad: [...squad],
    unnamed: { casualties: Math.max(0, squad.length - left), kind: 'killed', foes: 0, leftBehind: result.outcome !== 'win' },
  };
}
