/** Words for the Endless Patrol screen: phase names and statistic labels. */
import type { Phase } from '../../../../engine/games/endless-patrol/types';

export const PHASES = ['Supply', 'Contact', 'Fire', 'Casualty'] as const;
export type PhaseName = (typeof PHASES)[number];

export function phaseName(phase: Phase): PhaseName | null {
  switch (phase) {
    case 'discard':
      return 'Supply';
    case 'fire':
      return 'Fire';
    case 'casualty':
      return 'Casualty';
    default:
      return null;
  }
}

const STAT_LABELS: Record<string, string> = {
  turns: 'Turns',
  casualties: 'Casualties',
  negated: 'Casualties negated',
  defeated: 'Patrol cards defeated',
  giPlayed: 'GI cards fired',
  looks: 'Looks (L cards)',
  reshuffles: 'GI deck reshuffles',
  squad: 'Soldiers left',
  soldiersLeft: 'Soldiers left',
};

/** "giPlayed" -> "GI cards fired"; unknown keys become words ("patrolLeft" -> "Patrol left"). */
export function statLabel(key: string): string {
  const known = STAT_LABELS[key];
  if (known) return known;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function statRows(stats: Record<string, number | string>): { key: string; label: string; value: string }[] {
  return Object.entries(stats).map(([key, v]) => ({ key, label: statLabel(key), value: String(v) }));
}

/** Names with a long single word (Panzerspahwagen, Reconnaissance) are set smaller rather than broken mid-word. */
export function hasLongWord(name: string, limit = 11): boolean {
  return name.split(/[\s-]+/).some((w) => w.length > limit);
}

/** A GI card's markings in short: "3, AT", "L", "D". */
export function giMarks(c: { bullets: number; at: boolean; look: boolean; negate: boolean }): string {
  const parts: string[] = [];
  if (c.bullets > 0) parts.push(String(c.bullets));
  if (c.at) parts.push('AT');
  if (c.look) parts.push('L');
  if (c.negate) parts.push('D');
  return parts.join(', ');
}

/** The end dialog's title for an outcome. */
export function endTitle(outcome: 'win' | 'loss' | 'draw'): string {
  return outcome === 'win' ? 'Victory' : outcome === 'loss' ? 'The patrol is lost' : 'A draw';
}
