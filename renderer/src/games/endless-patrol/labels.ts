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

/** The length of the longest word of a card name: its font is sized so that word fits on one line. */
export function longestWord(name: string): number {
  return Math.max(1, ...name.split(/[\s]+/).map((w) => w.length));
}

/** "1 bullet", "3 bullets". */
export function bullets(n: number): string {
  return `${n} bullet${n === 1 ? '' : 's'}`;
}

/** What each mark on a card means, for its tooltip and the key beside the table (from the rules page's Markers). */
export const MARK_HELP = {
  AT: 'AT: a GI card with the AT mark defeats a Patrol card with the AT mark on its own, instead of counting bullets.',
  AA: 'AA: no GI card carrying the AT mark may be played against it at all, not even for its bullets.',
  I: 'I: it attacks once, in the Casualty phase, and is then discarded.',
  N: 'N: it never costs you a soldier; defeat it and you draw that many extra GI cards at your next Supply.',
  L: 'L: look at the next 5 cards of one deck (they keep their order), then draw 1 GI card.',
  D: 'D: play it right after you lose a soldier to cancel that loss, then draw 1 GI card.',
} as const;

export type Mark = keyof typeof MARK_HELP;

/** A mark's tooltip: its meaning and where the rule is. */
export function markTitle(mark: Mark, count?: number): string {
  const text = mark === 'N' && count ? MARK_HELP.N.replace('that many', String(count)).replace(/^N:/, `${count}N:`) : MARK_HELP[mark];
  return `${text} (Rules: F1)`;
}
