/**
 * Patrol: Lost! played from a campaign (resources/rules/campaign.md, the ruling on Patrol: Lost!):
 * which GI is which of the five Good Guys, and the game's report when it ends. Pure: the engine's
 * game state is read through the small shape below, so this folder imports no game.
 */
import { isFit, pickSquad } from './roster';
import type { GameReport, Gi, Role } from './types';

/** The Good Guys by index, as the game numbers them (its pieces data; a test holds the two together): three standard, the close-combat and the ranged specialist. */
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
export function assignGoodGuys(squad: readonly Gi[]): (Gi | null)[] {
  const left = squad.slice(0, GOOD_GUY_ROLES.length);
  const holder = (roles: readonly Role[]): Gi | null => {
    for (const role of roles) {
      const i = left.findIndex((g) => g.role === role);
      if (i >= 0) return left.splice(i, 1)[0]!;
    }
    return null;
  };
  const out: (Gi | null)[] = GOOD_GUY_ROLES.map(() => null);
  out[RANGED_SLOT] = holder(RANGED_ROLES);
  out[CLOSE_SLOT] = holder(CLOSE_ROLES);
  out[CLOSE_SLOT] ??= left.shift() ?? null;
  out[RANGED_SLOT] ??= left.shift() ?? null;
  for (let i = 0; i < CLOSE_SLOT; i++) out[i] = left.shift() ?? null;
  return out;
}

/** What the campaign reads of a finished Patrol: Lost! game (engine/games/patrol-lost PatrolLostState). */
export interface PatrolLostLike {
  /** Each Good Guy's place, negative once he is lost. */
  goods: readonly number[];
  /** Bad Guys each Good Guy defeated. */
  credit: readonly number[];
  outcome: { winner: number | null; summary: string } | null;
}

/**
 * A Patrol: Lost! game's report: a Good Guy lost in the game is killed (the game has no wounds);
 * the others come back unhurt; each is credited with the Bad Guys he defeated. `squad` is the GI of
 * each Good Guy by index, null for an attached soldier. Seat 0 (the Good Guys) winning is a win.
 */
export function patrolLostReport(squad: readonly (string | null)[], s: PatrolLostLike, onRoster: (gi: string) => boolean = () => true): GameReport | undefined {
  const named: GameReport['named'] = [];
  const ids: string[] = [];
  squad.forEach((gi, i) => {
    if (gi === null || !onRoster(gi)) return;
    ids.push(gi);
    const foes = Math.max(0, Math.floor(s.credit[i] ?? 0));
    named.push({ gi, fate: (s.goods[i] ?? 0) < 0 ? 'killed' : 'unhurt', foes });
  });
  if (ids.length === 0) return undefined;
  const winner = s.outcome?.winner ?? null;
  return { game: 'patrol-lost', outcome: winner === 0 ? 'win' : winner === 1 ? 'loss' : 'draw', summary: s.outcome?.summary ?? 'The game is over.', squad: ids, named };
}
