/**
 * Patrol: Lost!'s squad from a campaign (resources/rules/campaign.md, the ruling on Patrol: Lost!):
 * which GI is which of the five Good Guys. The campaign's squad dialog shows it as the player picks
 * (scripts/layers.mjs lets the renderer import this file); campaign.ts has the rest.
 */
import { isFit, pickSquad } from '../../campaign/roster';
import type { Gi, Role } from '../../campaign/types';

/** The squad Patrol: Lost! takes from a campaign's roster: its five Good Guys. */
export const CAMPAIGN_SQUAD = 5;

/** The Good Guys by index, as the game numbers them: three standard, the close-combat and the ranged specialist. */
export const GOOD_GUY_ROLES = ['standard', 'standard', 'standard', 'close', 'ranged'] as const;
export const CLOSE_SLOT = GOOD_GUY_ROLES.indexOf('close');
export const RANGED_SLOT = GOOD_GUY_ROLES.indexOf('ranged');

/** The GI roles that make a specialist, in order of preference. */
export const CLOSE_ROLES: readonly Role[] = ['nco', 'scout'];
export const RANGED_ROLES: readonly Role[] = ['bar-gunner', 'mg-gunner'];

/**
 * The squad for Patrol: Lost!: five GIs able to fight, the senior first, with a ranged
 * specialist's role (BAR, then MG gunner) brought in when a fit GI holds one.
 */
export function patrolLostSquad(roster: readonly Gi[]): Gi[] {
  const fit = roster.filter(isFit);
  const ranged = RANGED_ROLES.find((r) => fit.some((g) => g.role === r));
  return pickSquad(roster, GOOD_GUY_ROLES.length, ranged ? [ranged] : []);
}

/**
 * The Good Guy each GI of `squad` (in the order given: seniority, or the player's pick) becomes:
 * the close-combat specialist is the first NCO (else the first scout, else the first man), the
 * ranged specialist the first BAR gunner (else MG gunner, else the first man left), the others
 * standard Good Guys in order. With fewer than five GIs the specialists are filled first and
 * attached soldiers (null) take the standard places left.
 */
export function assignGoodGuys<G extends Pick<Gi, 'role'>>(squad: readonly G[]): (G | null)[] {
  const left = squad.slice(0, GOOD_GUY_ROLES.length);
  const holder = (roles: readonly Role[]): G | null => {
    for (const role of roles) {
      const i = left.findIndex((g) => g.role === role);
      if (i >= 0) return left.splice(i, 1)[0]!;
    }
    return null;
  };
  const out: (G | null)[] = GOOD_GUY_ROLES.map(() => null);
  out[RANGED_SLOT] = holder(RANGED_ROLES);
  out[CLOSE_SLOT] = holder(CLOSE_ROLES);
  out[CLOSE_SLOT] ??= left.shift() ?? null;
  out[RANGED_SLOT] ??= left.shift() ?? null;
  for (let i = 0; i < CLOSE_SLOT; i++) out[i] = left.shift() ?? null;
  return out;
}
