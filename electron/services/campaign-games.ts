/**
 * Games played from a campaign (resources/rules/campaign.md): the squad and the names a new game
 * takes, and the roster write-back when it ends, run inside the transaction that records the end
 * (Store.appendAction's `alsoWrite`), so the game's end and the roster change are both kept or
 * neither. The engine stays pure: the names go in through the game's options.
 */
import { assignModels, fallOrder, isAlive, isFit, pickSquad, soldierName, writeBack, type CampaignHooks, type CampaignModel, type Gi } from '../../engine/campaign';
import { sampleScenario } from '../../engine/games/combat-patrol';
import type { BaseState, GameResult } from '../../engine/core';
import type { BattlePlan } from '../api/contract';
import type { SaveCampaign, SaveRow, Store } from '../store';
import { ApiFailure } from './failure';
import type { AnyGame } from './registry';

/** A short id for a replacement GI, unique within his campaign (his place on the roster). */
export const giId = (seq: number): string => `gi-${seq}`;

export interface CampaignStart {
  link: SaveCampaign;
  /** The game's raw options with the squad's names added (the order they fall). */
  options: Record<string, unknown>;
  /** A default name for the save: "<campaign>, game N" (the game's own name is shown beside it). */
  name: string;
}

/**
 * The squad and names of a game started from campaign `req.id`: the GIs chosen (`req.squad`) or
 * the senior fit GIs (rules' "Who takes part"), in the order they fall: the player's order when
 * the campaign lets him choose who falls and he chose the squad, otherwise drawn with the seeds.
 * `hooks`: how the game is played from a campaign (its module's `campaign`; undefined: it cannot be).
 */
export function startCampaignGame(store: Store, def: AnyGame, hooks: CampaignHooks | undefined, req: { id: string; squad?: string[]; models?: (string | null)[] }, raw: unknown, seed: number): CampaignStart {
  const options = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const c = store.campaigns.get(req.id);
  if (!c) throw new ApiFailure('not-found', 'That campaign no longer exists.');
  if (!hooks) throw new ApiFailure('bad-request', `${def.name} cannot be played from a campaign yet.`);
  const refused = hooks.refuse?.(options) ?? null;
  if (refused) throw new ApiFailure('bad-request', refused);
  if (options.names !== undefined) throw new ApiFailure('bad-request', 'A campaign game takes its soldiers’ names from the roster.');
  // By model (Combat Patrol!): one GI per US model of the battle's scenario (the game's default table when none is given).
  const scenario = hooks.style === 'models' ? (hooks.scenario?.(options) ?? null) : null;
  if (hooks.style === 'models' && !scenario) throw new ApiFailure('bad-request', 'The battle’s scenario cannot be read.');
  const size = scenario ? scenario.models.filter((m) => m.side === 'US').length : hooks.size;
  const roster = store.campaigns.gis(req.id);
  if (req.models && !scenario) throw new ApiFailure('bad-request', `${def.name} has no models to give GIs: choose its squad instead.`);
  if (req.models && req.squad) throw new ApiFailure('bad-request', 'Give the battle’s GIs by model or as a squad, not both.');
  if (req.models && !req.models.some((g) => g !== null)) throw new ApiFailure('bad-request', 'Give at least one US model a GI of this campaign.');
  let squad: Gi[];
  if (req.squad) {
    const byId = new Map(roster.map((g) => [g.id, g]));
    if (new Set(req.squad).size !== req.squad.length) throw new ApiFailure('bad-request', 'A GI is chosen twice.');
    squad = req.squad.map((id) => {
      const g = byId.get(id);
      if (!g) throw new ApiFailure('bad-request', 'A GI chosen is not on this roster.');
      if (!isFit(g)) throw new ApiFailure('bad-request', `${soldierName(g)} is ${g.status} and cannot take part.`);
      return g;
    });
    if (squad.length > size) throw new ApiFailure('bad-request', `${def.name} takes ${size} GIs: ${squad.length} chosen.`);
  } else {
    squad = hooks.pick ? hooks.pick(roster) : pickSquad(roster, size);
  }
  if (squad.length === 0 && !req.models) throw new ApiFailure('bad-request', 'No GI of this campaign is able to fight: add GIs to the roster, or wait for the wounded to heal.');
  const games = store.campaigns.nextGameSeq(req.id);
  const name = `${c.name.slice(0, 68)}, game ${games + 1}`;
  if (scenario) {
    const gis = req.models ? byModel(roster, req.models, size) : assignModels(scenario.models, squad);
    return {
      link: { id: req.id, squad: gis.map((g) => g?.id ?? null), models: scenario.models.filter((m) => m.side === 'US').map((m) => m.id) },
      options: hooks.withModels!(options, scenario, gis),
      name,
    };
  }
  if (hooks.style === 'places') {
    // Each place is taken by the GI the game's rule gives it (Patrol: Lost!'s Good Guys by role); attached soldiers fill the rest.
    const gis = hooks.places!(squad);
    let extra = 0;
    return {
      link: { id: req.id, squad: gis.map((g) => g?.id ?? null) },
      options: { ...options, names: gis.map((g) => (g ? soldierName(g) : `Attached soldier ${++extra}`)) },
      name,
    };
  }
  const ids = squad.map((g) => g.id);
  const order = withAttached(req.squad && c.rules.casualties === 'chosen' ? ids : fallOrder(ids, c.seed, seed), size, c.seed, seed, !(req.squad && c.rules.casualties === 'chosen'));
  const byId = new Map(squad.map((g) => [g.id, g]));
  let attached = 0;
  return {
    link: { id: req.id, squad: order },
    options: { ...options, names: order.map((id) => (id === null ? `Attached soldier ${++attached}` : soldierName(byId.get(id)!))) },
    name,
  };
}

/** The GIs the player gave the scenario's US models, one per model in order (null: the scenario's own soldier), checked. */
function byModel(roster: readonly Gi[], models: readonly (string | null)[], size: number): (Gi | null)[] {
  if (models.length !== size) throw new ApiFailure('bad-request', `This scenario has ${size} US model${size === 1 ? '' : 's'}: ${models.length} given.`);
  const byId = new Map(roster.map((g) => [g.id, g]));
  const seen = new Set<string>();
  return models.map((id) => {
    if (id === null) return null;
    const g = byId.get(id);
    if (!g) throw new ApiFailure('bad-request', 'A GI chosen is not on this roster.');
    if (seen.has(id)) throw new ApiFailure('bad-request', `${soldierName(g)} is given two models.`);
    seen.add(id);
    if (!isFit(g)) throw new ApiFailure('bad-request', `${soldierName(g)} is ${g.status} and cannot take part.`);
    return g;
  });
}

/**
 * A Combat Patrol! scenario's US models for a battle from campaign `req.id`, with the GI the written
 * rule ("Who takes part") gives each from the GIs able to fight, the senior first.
 */
export function battlePlan(store: Store, req: { id: string; scenario: string }): BattlePlan {
  if (!store.campaigns.get(req.id)) throw new ApiFailure('not-found', 'That campaign no longer exists.');
  const doc = req.scenario === 'sample' ? sampleScenario() : (store.scenarios.get(req.scenario)?.doc as { name?: unknown; models?: unknown } | undefined);
  if (!doc) throw new ApiFailure('not-found', 'That scenario no longer exists: pick another table for the battle.', 'no-such-scenario');
  if (!Array.isArray(doc.models)) throw new ApiFailure('bad-request', 'The battle’s scenario cannot be read.');
  const models = (doc.models as CampaignModel[]).filter((m) => m.side === 'US');
  const gis = assignModels(models, pickSquad(store.campaigns.gis(req.id), models.length));
  return {
    scenarioName: typeof doc.name === 'string' ? doc.name : 'Scenario',
    models: models.map((m) => ({ id: m.id, name: m.name, nco: !!m.nco, medic: !!m.medic })),
    gis: gis.map((g) => g?.id ?? null),
  };
}

/**
 * The whole squad a game takes: the GIs, and attached soldiers from another unit (null: not on
 * the roster) in the places left when fewer GIs are able to fight. Drawn into the falling order
 * with the seeds, or after the player's own order.
 */
function withAttached(order: string[], size: number, campaignSeed: number, gameSeed: number, drawn: boolean): (string | null)[] {
  const all: (string | null)[] = [...order, ...Array.from({ length: Math.max(0, size - order.length) }, () => null)];
  if (!drawn || all.length === order.length) return all;
  const slots = fallOrder(all.map((_, i) => String(i)), campaignSeed, gameSeed).map(Number);
  return slots.map((i) => all[i]!);
}

/**
 * What the person reads when a save file of a campaign game is imported: a file never joins a
 * campaign (anyone can write a campaign's id and GIs into one), so the game comes in outside any.
 */
export const OUTSIDE_CAMPAIGN = 'It was played in a campaign: it comes in outside any campaign, and its end is written to no roster.';

/**
 * True when a stored link fits its game as startCampaignGame makes them: no GI twice, no more
 * places than the game takes, and by model one distinct US model of the battle's scenario per place.
 * (Saves imported before imports came in outside any campaign kept their file's link unchecked.)
 */
export function linkFits(hooks: CampaignHooks, link: SaveCampaign, options: Record<string, unknown>): boolean {
  const gis = link.squad.filter((id) => id !== null);
  if (new Set(gis).size !== gis.length) return false;
  if (hooks.style !== 'models') return link.squad.length <= hooks.size;
  const us = new Set((hooks.scenario?.(options)?.models ?? []).filter((m) => m.side === 'US').map((m) => m.id));
  const models = link.models ?? [];
  return models.length === link.squad.length && new Set(models).size === models.length && models.every((m) => us.has(m));
}

/** What runs in the hook between a game's end and its roster write (the crash test stops the process there). */
export type BeforeRosterWrite = (saveId: string) => void;

/**
 * The roster write of a campaign game that has just ended, to run inside the transaction that
 * records its end; undefined when there is nothing to write (not a campaign game, or a link that
 * does not fit its game: linkFits). Writes nothing when the campaign is gone or none of the squad
 * is still on its roster alive (a GI who fell in another game meanwhile is left out of this one's report).
 */
export function rosterWriter(store: Store, hooks: CampaignHooks | undefined, save: SaveRow, result: GameResult, state: BaseState, at: string, hook?: BeforeRosterWrite): (() => void) | undefined {
  const link = save.campaign;
  if (!link || !hooks || !linkFits(hooks, link, save.options as Record<string, unknown>)) return undefined;
  return () => {
    hook?.(save.id);
    const c = store.campaigns.get(link.id);
    if (!c) return;
    const roster = store.campaigns.gis(link.id);
    const alive = new Set(roster.filter(isAlive).map((g) => g.id));
    // Attached soldiers and GIs who fell in another game meanwhile (or left the roster) are left out.
    const report = hooks.report(link, result, state, (id) => alive.has(id));
    if (!report) return;
    const seq = store.campaigns.nextGameSeq(link.id);
    const wb = writeBack(roster, report, { seed: c.seed, gameSeq: seq, rules: c.rules, date: at.slice(0, 10), newId: giId });
    if (!wb.ok) return;
    store.campaigns.recordGame(link.id, { seq, saveId: save.id, game: save.game, outcome: report.outcome, summary: report.summary, playedAt: at, fitAfter: wb.value.fitAfter, aliveAfter: wb.value.aliveAfter }, wb.value, at);
  };
}
