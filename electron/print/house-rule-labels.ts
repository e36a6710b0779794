/** Short names for the house rules, for the printed overview ("Light cover: -1"). */
import type { HouseRules } from '../../engine/games/combat-patrol';

const LABELS: Record<keyof HouseRules, string> = {
  coverLight: 'Light cover', coverHeavy: 'Heavy cover', coverDistance: 'Cover within (in)', sightDepth: 'Sight depth (in)',
  baseDiameter: 'Base diameter (in)', arcInclusion: 'MG arc catches', blastInclusion: 'Blast catches', sprayInclusion: 'Spray catches',
  proneIsLightCover: 'Prone = light cover', overOptimumModifier: 'Beyond optimum', naturalHit: 'Natural hit', naturalMiss: 'Natural miss',
  combatMove: 'Combat Move (in)', runMove: 'Run Move (in)', snapFireModifier: 'Snap Fire', grenadesPerMan: 'Grenades per man',
  reactionInCover: 'Reaction: in cover', reactionNcoNearby: 'Reaction: NCO near', reactionNcoRange: 'NCO near within (in)',
  reactionAlreadyPinned: 'Reaction: already pinned', grenadeReactionRange: 'Grenade reaction within (in)',
  helperReloadActions: 'MG reload per helper (actions)', medicFailureLasting: 'Medic 1-3 penalty lasts', droppedGrenadeRescatter: 'Dropped grenade scatters',
  areaNeedsSight: 'MG arc / Spray need sight',
};

function show(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  if (typeof v === 'number') return v > 0 && !Number.isInteger(v) ? String(v) : String(v);
  if (v === 'centre') return 'base centre in';
  if (v === 'touch') return 'base touching';
  return String(v);
}

export function houseRuleLines(rules: HouseRules, overrides: Partial<HouseRules>): { text: string; changed: boolean }[] {
  return (Object.keys(LABELS) as (keyof HouseRules)[]).map((k) => {
    const changed = overrides[k] !== undefined;
    return { text: `${changed ? '* ' : ''}${LABELS[k]}: ${show(rules[k])}`, changed };
  });
}
