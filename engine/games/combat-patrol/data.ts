/**
 * The rules data from resources/games/combat-patrol/, typed. A test checks every file against
 * these types' expectations (ids unique, weapons known, numbers in range).
 */
import houseRulesFile from '../../../resources/games/combat-patrol/houserules.json';
import profilesFile from '../../../resources/games/combat-patrol/profiles.json';
import squadsFile from '../../../resources/games/combat-patrol/squads.json';
import terrainFile from '../../../resources/games/combat-patrol/terrain.json';
import weaponsFile from '../../../resources/games/combat-patrol/weapons.json';
import type { Experience, HouseRules, Profile, SquadTemplate, TerrainKind, Weapon } from './types';

export const terrainKinds: readonly TerrainKind[] = terrainFile.kinds as TerrainKind[];
export const weapons: readonly Weapon[] = weaponsFile.weapons as Weapon[];
export const profiles: readonly Profile[] = profilesFile.profiles as Profile[];
export const squadTemplates: readonly SquadTemplate[] = squadsFile.squads as SquadTemplate[];
export const defaultHouseRules: Readonly<HouseRules> = houseRulesFile.rules as HouseRules;
/** Our words for each house rule, for the rules screen and the scenario's house-rule editor. */
export const houseRuleExplanations: Readonly<Record<keyof HouseRules, string>> = houseRulesFile.explanations as Record<keyof HouseRules, string>;

/**
 * What each house rule's default is: a `ruling` fills a gap the source document leaves (any value
 * is ours), a `variant` can change a rule the document states, and `document` is the document's
 * own value. The default game is the document's game: a variant's default is `document`.
 */
export type HouseRuleKind = { kind: 'ruling' } | { kind: 'variant'; document: HouseRules[keyof HouseRules] };
export const houseRuleKinds: Readonly<Record<keyof HouseRules, HouseRuleKind>> = houseRulesFile.kinds as Record<keyof HouseRules, HouseRuleKind>;

export function terrainKind(id: string): TerrainKind | undefined {
  return terrainKinds.find((k) => k.id === id);
}

export function weapon(id: string): Weapon | undefined {
  return weapons.find((w) => w.id === id);
}

export function squadTemplate(id: string): SquadTemplate | undefined {
  return squadTemplates.find((s) => s.id === id);
}

export function accuracyFor(experience: Experience): number {
  return (profiles.find((p) => p.id === experience) ?? { accuracy: 5 }).accuracy;
}
