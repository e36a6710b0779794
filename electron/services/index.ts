import type { AppInfo, CatalogEntry, Channel, ParsedRequest, Responses } from '../api/contract';
import type { Store } from '../store';
import { listCatalog } from './catalog';
import { registryFrom, type AnyGame, type GameRegistry } from './registry';
import { RulesService } from './rules';
import { SaveListService } from './save-list';
import { SavesService } from './saves';
import { ScenariosService, type ScenariosDeps } from './scenarios';
import type { BotSource } from './seats';

export { ApiFailure } from './failure';
export { registryFrom, type GameRegistry, type AnyGame } from './registry';
export { SavesService } from './saves';
export { ScenariosService } from './scenarios';
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
  /** The folder holding our rules text (resources/rules); without it rules.get answers not-found. */
  rulesDir?: string;
}

function isRegistry(g: ServiceDeps['games']): g is GameRegistry {
  return typeof (g as GameRegistry).get === 'function' && typeof (g as GameRegistry).ids === 'function';
}

export function createServices(deps: ServiceDeps): Services {
  const games = isRegistry(deps.games) ? deps.games : registryFrom(deps.games);
  const scenarios = new ScenariosService({ store: deps.store, now: deps.now, renderPdf: deps.renderPdf });
  const saves = new SavesService({ store: deps.store, games, now: deps.now, randomSeed: deps.randomSeed, bots: deps.bots });
  const saveList = new SaveListService({ store: deps.store, games });
  const rules = new RulesService(deps.rulesDir);
  return {
    'app.info': () => ({ ...deps.app }),
    'catalog.list': (): CatalogEntry[] => listCatalog(games, deps.bots),
    'saves.list': () => saves.list(),
    'saves.page': (r) => saveList.page(r),
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
    'rules.get': (r) => rules.get(r),
  };
}
