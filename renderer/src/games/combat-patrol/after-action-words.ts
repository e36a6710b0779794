/** The after-action table's words for a man's wounds: the one he began the battle with, then each taken in it. */
import type { AfterActionSoldier } from '../../../../engine/games/combat-patrol/battle/types';

export function woundsTaken(m: Pick<AfterActionSoldier, 'startedAs' | 'wounds'>): string {
  const before = m.startedAs ? [`${m.startedAs} (before the battle)`] : [];
  const during = m.wounds.map((w) => `${w.band} (turn ${w.turn}${w.byName ? `, ${w.byName}` : ''})`);
  return [...before, ...during].join('; ') || '—';
}
