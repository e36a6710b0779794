/**
 * Playing a game from a campaign (resources/rules/campaign.md, "Who takes part" and "Who falls"):
 * which games a campaign can start, each soldier's name in the game, the order in which a game
 * that counts casualties without naming them loses its men, and the game's report when it ends.
 * Pure: the services pass the names into the game's options and the report to write-back.
 */
import { seedRng, shuffleInPlace } from '../core/rng';
import { ACCURACY } from './experience';
import { endlessPatrolReport, lostPatrolReport, type ResultLike } from './reports';
import { SQUAD_SIZES } from './roster';
import { RANK_TITLES, type GameKind, type GameReport, type Gi } from './types';

/** The games a campaign can start in this version, and the squad each takes (all of it, exactly). */
export const CAMPAIGN_GAMES: Partial<Record<GameKind, { size: number }>> = {
  'endless-patrol': { size: SQUAD_SIZES['endless-patrol'] },
  'lost-patrol': { size: SQUAD_SIZES['lost-patrol'] },
  // By scenario: one GI per US model (the size is the most a scenario is shown to take before it is chosen).
  'combat-patrol': { size: SQUAD_SIZES['combat-patrol'] },
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

/** What the campaign reads of a Combat Patrol! scenario's soldier (engine/games/combat-patrol ScenarioModel). */
export interface CampaignModel {
  id: string;
  name: string;
  side: string;
  experience: string;
  accuracy: number;
  nco: boolean;
  medic: boolean;
}

const isMedic = (g: Gi): boolean => g.role === 'medic' || g.role === 'trained-medic';

/**
 * The GI each US model of a Combat Patrol! scenario takes ("Who takes part": one GI per model), in
 * the models' order: NCO models to NCOs, medic models to medics, the rest by seniority from `pool`
 * (the senior GIs able to fight, or the player's choice); null where no GI is left (the scenario's
 * own soldier fights, attached).
 */
export function assignModels(models: readonly CampaignModel[], pool: readonly Gi[]): (Gi | null)[] {
  const us = models.filter((m) => m.side === 'US');
  const left = [...pool];
  const take = (pred: (g: Gi) => boolean): Gi | null => {
    const i = left.findIndex(pred);
    return i < 0 ? null : left.splice(i, 1)[0]!;
  };
  const out: (Gi | null)[] = us.map(() => null);
  us.forEach((m, i) => {
    if (m.nco) out[i] = take((g) => g.role === 'nco' || ['cpl', 'sgt', 'ssgt', 'lt'].includes(g.rank));
    else if (m.medic) out[i] = take(isMedic);
  });
  us.forEach((_, i) => {
    if (out[i] === null) out[i] = take(() => true);
  });
  return out;
}

/** The scenario with its US models named after their GIs, each shooting as his experience says. */
export function namedScenario<S extends { models: CampaignModel[] }>(scenario: S, gis: readonly (Gi | null)[]): S {
  let k = 0;
  const models = scenario.models.map((m) => {
    if (m.side !== 'US') return m;
    const g = gis[k++];
    return g ? { ...m, name: soldierName(g), experience: g.experience, accuracy: ACCURACY[g.experience] } : m;
  });
  return { ...scenario, models };
}

/** What the campaign reads of a finished battle's after-action summary (engine/games/combat-patrol AfterAction). */
export interface AfterActionLike {
  outcome: { winner: string | null; summary: string } | null;
  soldiers: { id: string; condition: string; kills: number }[];
}

/**
 * A Combat Patrol! battle's report: each GI's fate from his model's condition (dead: killed; a
 * wound: its severity; otherwise unhurt) and the foes he put down. When the US side lost, a GI left
 * seriously or critically wounded on the table is missing (rules: "Who falls", the ruling on
 * Combat Patrol!). `squad` and `models` are parallel: the GI of each US model, null for attached.
 */
export function combatPatrolReport(squad: readonly (string | null)[], models: readonly string[], aa: AfterActionLike, onRoster: (gi: string) => boolean = () => true): GameReport | undefined {
  const lost = aa.outcome?.winner === 'German';
  const named: GameReport['named'] = [];
  const ids: string[] = [];
  squad.forEach((gi, i) => {
    if (gi === null || !onRoster(gi)) return;
    const m = aa.soldiers.find((s) => s.id === models[i]);
    if (!m) return;
    ids.push(gi);
    const foes = Math.max(0, Math.floor(m.kills));
    if (m.condition === 'dead') named.push({ gi, fate: 'killed', foes });
    else if (lost && (m.condition === 'serious' || m.condition === 'critical')) named.push({ gi, fate: 'missing', foes });
    else if (m.condition === 'flesh' || m.condition === 'light' || m.condition === 'serious' || m.condition === 'critical') named.push({ gi, fate: 'wounded', severity: m.condition, foes });
    else named.push({ gi, fate: 'unhurt', foes });
  });
  if (ids.length === 0) return undefined;
  const winner = aa.outcome?.winner ?? null;
  return { game: 'combat-patrol', outcome: winner === 'US' ? 'win' : winner === 'German' ? 'loss' : 'draw', summary: aa.outcome?.summary ?? 'The battle is over.', squad: ids, named };
}
