/**
 * Playing a game from a campaign (resources/rules/campaign.md, "Who takes part" and "Who falls"):
 * each soldier's name in the game, the order in which a game
 * that counts casualties without naming them loses its men, and the report of such a game. Each
 * game declares the rest in its module (engine/campaign/hooks.ts).
 * Pure: the services pass the names into the game's options and the report to write-back.
 */
import { seedRng, shuffleInPlace } from '../core/rng';
import { ACCURACY } from './experience';
import { RANK_TITLES, type GameReport, type Gi } from './types';

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

/** A finished game's result as the campaign reads it (the game's `result(state)`: outcome, summary, stats). */
export interface ResultLike {
  outcome: 'win' | 'loss' | 'draw';
  summary: string;
  stats: Record<string, number | string>;
}

/** A figure of a result's stats as a count: a whole number, at least 0 (0 when missing). */
export const statCount = (result: ResultLike, key: string): number => {
  const v = result.stats[key];
  return typeof v === 'number' && Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0;
};

/**
 * The campaign's report of a finished game that counts its casualties without naming them. `order`
 * is the whole squad in the order the game named its men (the order they fall), null for an attached
 * soldier who is not on the roster; `onRoster` says which GIs can still be written back (one who fell
 * in another game meanwhile cannot). The first `fallen` men of the order are the ones written back as
 * fallen. `build` is the game's own report of the GIs written back. Undefined when no one of the squad
 * can be written back.
 */
export function unnamedReport(order: readonly (string | null)[], fallen: number, onRoster: (gi: string) => boolean, build: (squad: readonly string[]) => GameReport): GameReport | undefined {
  const squad = order.filter((id): id is string => id !== null && onRoster(id));
  if (squad.length === 0) return undefined;
  const report = build(squad);
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
