/** Words for the terrain library palette and the properties panel. */
import type { TerrainKind } from '../../../../engine/games/combat-patrol/types';

export function coverWords(c: 'none' | 'light' | 'heavy'): string {
  return c === 'none' ? 'no cover' : `${c} cover`;
}

/** "heavy cover · blocks sight · obstacle" for a library kind. */
export function kindEffects(k: Pick<TerrainKind, 'cover' | 'blocksSight' | 'difficult' | 'obstacle'>): string {
  const parts = [coverWords(k.cover)];
  if (k.blocksSight) parts.push('blocks sight');
  if (k.difficult) parts.push('difficult ground');
  if (k.obstacle) parts.push('obstacle');
  return parts.join(' · ');
}
