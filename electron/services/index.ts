import type { AppInfo, CatalogEntry, Channel, ParsedRequest, Responses } from '../api/contract';
import type { Store } from '../store';
import { CampaignsService, type CampaignsDeps } from './campaigns';
import { listCatalog } from './catalog';
import { registryFrom, type AnyGame, type GameRegistry } from './registry';
import { SavesService } from './saves';
import { ScenariosService, type ScenariosDeps } from './scenarios';
import type { BotSource } from './seats';

export { ApiFailure } from './failure';
export { registryFrom, type GameRegistry, type AnyGame } from './registry';
export { SavesService } from './saves';
export { ScenariosService } from './scenarios';
export { CampaignsService } from './campaigns';
export { BOT_STEP_LIMIT } from './bot-turns';
export type { BotSource } from './seats';
export { createApiHandler, type ApiHandler } from './api-handler';

/** One function per channel of the contract. Services may throw ApiFailure; the dispatcher catches. */
export type Services = { [C in Channel]: (req: ParsedRequest<C>) => Responses[C] | Promise<Responses[C]> };

export interface ServiceDeps {
  store: Store;
  games: GameRegistry | Record<string, AnyGame>;
  app: AppInfo;
  now?: () => Date;
  randomSeed?: () => number;
  /** The bots each game offers (default: engine/bots `botsFor`); tests inject fixture bots. */
  bots?: BotSource;
  /** The scenario PDF renderer (default: electron/print renderScenarioPdf). */
  renderPdf?: ScenariosDeps['renderPdf'];
  /** The campaign log's PDF renderer (default: the campaign print worker, electron/print). */
  printCampaign?: CampaignsDeps['printPdf'];
}

function isRegistry(g: ServiceDeps['games']): g is GameRegistry {
  return typeof (g as GameRegistry).get === 'function' && typeof (g as GameRegistry).ids === 'function';
}

export function createServices(deps: ServiceDeps): Services {
  const games = isRegistry(deps.games) ? deps.games : registryFrom(deps.games);
  const scenarios = new ScenariosService({ store: deps.store, now: deps.now, renderPdf: deps.renderPdf });
  const campaigns = new CampaignsService({ store: deps.store, now: deps.now, randomSeed: deps.randomSeed, printPdf: deps.printCampaign });
  const saves = new SavesService({ store: deps.store, games, now: deps.now, randomSeed: deps.randomSeed, bots: deps.bots });
  return {
    'app.info': () => ({ ...deps.app }),
    'catalog.list': (): CatalogEntry[] => listCatalog(games, deps.bots),
    'saves.list': () => saves.list(),
    'saves.create': (r) => saves.create(r),
    'saves.open': (r) => saves.open(r),
    'saves.act': (r) => saves.act(r),
    'saves.undo': (r) => saves.undo(r),
    'saves.rename': (r) => saves.rename(r),
    'saves.delete': (r) => saves.delete(r),
    'saves.export': (r) => saves.export(r),
    'saves.import': (r) => saves.import(r),
    'scenarios.list': () => scenarios.list(),
    'scenarios.create': (r) => scenarios.create(r),
    'scenarios.open': (r) => scenarios.open(r),
    'scenarios.save': (r) => scenarios.save(r),
    'scenarios.rename': (r) => scenarios.rename(r),
    'scenarios.duplicate': (r) => scenarios.duplicate(r),
    'scenarios.delete': (r) => scenarios.delete(r),
    'scenarios.export': (r) => scenarios.export(r),
    'scenarios.import': (r) => scenarios.import(r),
    'scenarios.print': (r) => scenarios.print(r),
    'campaigns.list': () => campaigns.list(),
    'campaigns.create': (r) => campaigns.create(r),
    'campaigns.open': (r) => campaigns.open(r),
    'campaigns.rename': (r) => campaigns.rename(r),
    'campaigns.archive': (r) => campaigns.archive(r),
    'campaigns.delete': (r) => campaigns.delete(r),
    'campaigns.addGi': (r) => campaigns.addGi(r),
    'campaigns.fill': (r) => campaigns.fill(r),
    'campaigns.editGi': (r) => campaigns.editGi(r),
    'campaigns.record': (r) => campaigns.record(r),
    'campaigns.export': (r) => campaigns.export(r),
    'campaigns.import': (r) => campaigns.import(r),
    'campaigns.csv': (r) => campaigns.csv(r),
    'campaigns.print': (r) => campaigns.print(r),
  };
}
