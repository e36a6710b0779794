/**
 * Words for the campaign screens: ranks, roles, statuses, fates. Plain TypeScript (tested), using
 * the engine's own tables so the screen and the rules name things alike.
 */
import { RANK_TITLES, ROLE_NAMES } from '../../../engine/campaign/preview';
import type { Experience, Fate, GiStatus, Rank, Role, WoundSeverity } from '../../../engine/campaign/types';
import type { GiView, ServiceLine, TimelineGame } from '../../../electron/api/contract';

export { RANK_TITLES, ROLE_NAMES };
export const RANK_OPTIONS: Rank[] = ['pvt', 'pfc', 'cpl', 'sgt', 'ssgt', 'lt'];
export const ROLE_OPTIONS: Role[] = ['rifleman', 'nco', 'bar-gunner', 'mg-gunner', 'medic', 'trained-medic', 'scout'];
export const STATUS_OPTIONS: GiStatus[] = ['active', 'wounded', 'killed', 'missing'];
export const EXPERIENCE_OPTIONS: Experience[] = ['inexperienced', 'regular', 'veteran'];

export const EXPERIENCE_NAMES: Record<Experience, string> = { inexperienced: 'Inexperienced (6+)', regular: 'Regular (5+)', veteran: 'Veteran (4+)' };
export const STATUS_NAMES: Record<GiStatus, string> = { active: 'Able to fight', wounded: 'Wounded', killed: 'Killed', missing: 'Missing' };

export const titled = (g: { rank: Rank; name: string }): string => `${RANK_TITLES[g.rank]} ${g.name}`;

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** "Wounded, 2 games out", "Killed in game 4", "Able to fight". */
export function statusLine(g: Pick<GiView, 'status' | 'gamesOut' | 'fellIn'>): string {
  if (g.status === 'wounded') return `Wounded, ${plural(g.gamesOut, 'game')} out`;
  if ((g.status === 'killed' || g.status === 'missing') && g.fellIn !== null) return `${STATUS_NAMES[g.status]} in game ${g.fellIn + 1}`;
  return STATUS_NAMES[g.status];
}

const SEVERITY: Record<WoundSeverity, string> = { flesh: 'Flesh wound', light: 'Light wound', serious: 'Serious wound', critical: 'Critical wound' };

/** What a game did to a GI: "Serious wound, 2 games out", "Came through", "Killed". */
export function fateLine(l: Pick<ServiceLine, 'fate' | 'severity' | 'gamesOut'>): string {
  const fates: Record<Fate, string> = { unhurt: 'Came through', wounded: '', killed: 'Killed', missing: 'Missing' };
  if (l.fate !== 'wounded') return fates[l.fate];
  const what = SEVERITY[l.severity ?? 'light'];
  return l.gamesOut > 0 ? `${what}, ${plural(l.gamesOut, 'game')} out` : what;
}

export const OUTCOME_NAMES: Record<'win' | 'loss' | 'draw', string> = { win: 'Won', loss: 'Lost', draw: 'Drawn' };

/** The timeline's "who fell" line: "Killed: A, B. Missing: C." or ''. */
export function fellLine(t: Pick<TimelineGame, 'killed' | 'missing'>): string {
  const parts: string[] = [];
  if (t.killed.length) parts.push(`Killed: ${t.killed.join(', ')}.`);
  if (t.missing.length) parts.push(`Missing: ${t.missing.join(', ')}.`);
  return parts.join(' ');
}

export { plural };
