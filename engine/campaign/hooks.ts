/**
 * What a game declares to be played from a campaign (its GameModule's `campaign`): the squad it
 * takes, how the squad's GIs go into the game, and the report written back when it ends. The host
 * (electron/services/campaign-games.ts) asks these; it knows no game by name.
 */
import type { BaseState, GameResult } from '../core/contract';
import type { CampaignModel } from './play';
import type { GameReport, Gi } from './types';

/** What a save played from a campaign keeps of its squad (the store's SaveCampaign). */
export interface CampaignLink {
  /** The GI of each place, in the game's order; null for an attached soldier. */
  squad: readonly (string | null)[];
  /** By-model games: the US model each place's GI took. */
  models?: readonly string[];
}

/**
 * How the squad goes into the game:
 * - 'fall-order': the game counts casualties without naming them; its soldiers are named in the
 *   order they fall (drawn with the seeds, or the player's order), attached soldiers among them.
 * - 'places': each soldier has his own place in the game (`places` says which GI takes which).
 * - 'models': one GI per US model of the scenario in the options (`scenario`, `withModels`).
 */
export type SquadStyle = 'fall-order' | 'places' | 'models';

export interface CampaignHooks<S extends BaseState = any> {
  /** The squad the game takes from the roster (by model: the most a scenario is shown to take before one is chosen). */
  size: number;
  style: SquadStyle;
  /** Why options like these cannot be played from a campaign, or null. */
  refuse?(options: Record<string, unknown>): string | null;
  /** The squad taken when the player does not choose one (absent: the senior GIs able to fight, `size` of them). */
  pick?(roster: readonly Gi[]): Gi[];
  /** 'places': the GI each place takes (null: an attached soldier), from the squad in the order given. */
  places?(squad: readonly Gi[]): (Gi | null)[];
  /** 'models': the scenario the options name (the game's default when none), or null when it cannot be read. */
  scenario?(options: Record<string, unknown>): { models: CampaignModel[] } | null;
  /** 'models': the options with the scenario's US models taken by `gis` (one per US model, null: the scenario's own soldier). */
  withModels?(options: Record<string, unknown>, scenario: { models: CampaignModel[] }, gis: readonly (Gi | null)[]): Record<string, unknown>;
  /**
   * The campaign's report of the finished game (`onRoster`: which GIs can still be written back);
   * undefined when no one of the squad can be.
   */
  report(link: CampaignLink, result: GameResult, state: S, onRoster: (gi: string) => boolean): GameReport | undefined;
}
