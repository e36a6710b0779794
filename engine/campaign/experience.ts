/**
 * The optional experience rule (resources/rules/campaign.md, "Experience"): survivors improve.
 * - 2 games survived: a private becomes PFC; an Inexperienced replacement becomes Regular.
 * - 5 games survived: Veteran (Combat Patrol! accuracy 4+ instead of Regular's 5+).
 * - After a game that leaves no living NCO, the fit survivor with the most games (at least 3;
 *   ties: most foes defeated, then the earlier to join) is promoted to corporal and leads.
 */
import { isAlive, isFit, isNco } from './roster';
import type { Experience, Gi } from './types';

export const PFC_AFTER = 2;
export const REGULAR_AFTER = 2;
export const VETERAN_AFTER = 5;
export const NCO_AFTER = 3;

/** Combat Patrol! accuracy: the D10 score a shot needs before modifiers. */
export const ACCURACY: Record<Experience, number> = { inexperienced: 6, regular: 5, veteran: 4 };

/** Raises one survivor (who has just played `gi.gamesPlayed` games, all survived); returns what changed, in words. */
export function improve(gi: Gi): string[] {
  const changes: string[] = [];
  if (gi.rank === 'pvt' && gi.gamesPlayed >= PFC_AFTER) {
    gi.rank = 'pfc';
    changes.push('Promoted to PFC');
  }
  if (gi.experience === 'inexperienced' && gi.gamesPlayed >= REGULAR_AFTER) {
    gi.experience = 'regular';
    changes.push('Now Regular (hits on 5+)');
  }
  if (gi.experience !== 'veteran' && gi.gamesPlayed >= VETERAN_AFTER) {
    gi.experience = 'veteran';
    changes.push('Now a Veteran (hits on 4+)');
  }
  return changes;
}

/** The survivor promoted to NCO when none is left alive, or undefined (someone leads, or no one qualifies). */
export function nextNco(roster: readonly Gi[]): Gi | undefined {
  if (roster.some((g) => isAlive(g) && isNco(g))) return undefined;
  return roster
    .filter((g) => isFit(g) && g.gamesPlayed >= NCO_AFTER)
    .sort((a, b) => b.gamesPlayed - a.gamesPlayed || b.foesDefeated - a.foesDefeated || a.seq - b.seq)[0];
}
