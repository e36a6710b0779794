/**
 * Playing a game from a campaign (resources/rules/campaign.md, "Who takes part" and "Who falls"):
 * which games a campaign can start, each soldier's name in the game, the order in which a game
 * that counts casualties without naming them loses its men, and the game's report when it ends.
 * Pure: the services pass the names into the game's options and the report to write-back.
 */
import { seedRng, shuffleInPlace } from '../core/rng';
import { endlessPatrolReport, lostPatrolReport, type ResultLike } from './reports';
import { SQUAD_SIZES } from './roster';
import { RANK_TITLES, type GameKind, type GameReport, type Gi } from './types';

/** The games a campaign can start in this version, and the squad each takes (all of it, exactly). */
export const CAMPAIGN_GAMES: Partial<Record<GameKind, { size: number }>> = {
  'endless-patrol': { size: SQUAD_SIZES['endless-patrol'] },
  'lost-patrol': { size: SQUAD_SIZES['lost-patrol'] },
};

export const canPlayFromCampaign = (game: string): game is GameKind => Object.hasOwn(CAMPAIGN_GAMES, game);

/** A GI as the game's screen and log name him: "Pvt. Kowalski". */
export const soldierName = (g: Pick<Gi, 'rank' | 'name'>): string => `${RANK_TITLES[g.rank]} ${g.name}`;

/**
 * The order in which the squad's men fall in a game that does not name its casualties (the
 * ruling in "Who falls"): the squad shuffled by a draw from the campaign's seed and the game's
 * seed. The same campaign and game always name the same men.
 */
export function fallOrder(squad: readonly string[], campaignSeed: number, gameSeed: number): string[] {
  const rng = seedRng((Math.imul(campaignSeed >>> 0, 0x2c1b3c6d) ^ Math.imul((gameSeed >>> 0) + 1, 0x297a2d39)) >>> 0);
  return shuffleInPlace(rng, [...squad]);
}

/**
 * The campaign's report of a finished game. `order` is the whole squad in the order the game named
 * its men (the order they fall), null for an attached soldier who is not on the roster; `onRoster`
 * says which GIs can still be written back (one who fell in another game meanwhile cannot). The men
 * the game's log named as fallen are the ones written back as fallen. Undefined for a game a
 * campaign cannot play, or when no one of the squad can be written back.
 */
export function campaignReport(game: string, order: readonly (string | null)[], result: ResultLike, onRoster: (gi: string) => boolean = () => true): GameReport | undefined {
  const squad = order.filter((id): id is string => id !== null && onRoster(id));
  if (squad.length === 0) return undefined;
  let fallen: number;
  let report: GameReport;
  const stat = (k: string): number => (typeof result.stats[k] === 'number' ? Math.max(0, Math.floor(result.stats[k] as number)) : 0);
  if (game === 'endless-patrol') {
    fallen = stat('casualties');
    report = endlessPatrolReport(squad, result);
  } else if (game === 'lost-patrol') {
    fallen = 'soldiersLeft' in result.stats ? Math.max(0, order.length - stat('soldiersLeft')) : 0;
    report = lostPatrolReport(squad, result);
  } else return undefined;
  const chosen = order.slice(0, fallen).filter((id): id is string => id !== null && squad.includes(id));
  return { ...report, unnamed: { ...report.unnamed!, casualties: chosen.length, chosen } };
}
