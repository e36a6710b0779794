import type { AppInfo, CatalogEntry, Channel, ParsedRequest, Responses } from '../api/contract';
import type { GameModule } from '../../engine/core';
import type { ComingGame } from '../../engine/games';
import type { Store } from '../store';
import type { Caller } from './caller';
import { BalanceService, type BalanceRunner } from './balance';
import { battlePlan } from './campaign-games';
import { CampaignsService, type CampaignsDeps } from './campaigns';
import { listCatalog } from './catalog';
import { Jobs } from './jobs';
import { OddsService, type OddsDeps } from './odds';
import { GameRegistry } from './registry';
import { ReplaysService } from './replays';
import { RulesService } from './rules';
import { SaveListService } from './save-list';
import { SavesService, type SavesDeps } from './saves';
import { ScenariosService, type ScenariosDeps } from './scenarios';
import { SharingService, type ShareListenerFactory } from './sharing';
import { Stamps } from './stamps';

export { ApiFailure } from './failure';
export { GameRegistry, type AnyGame } from './registry';
export { SavesService } from './saves';
export { ScenariosService } from './scenarios';
export { CampaignsService } from './campaigns';
export { BOT_STEP_LIMIT } from './bot-turns';
export { createApiHandler, type ApiHandler } from './api-handler';
export { LOCAL_CALLER, newCaller, type Caller, type GuestGrant } from './caller';
export { SharingService, newGuestToken, type GuestDoor, type ShareListener, type ShareListenerFactory } from './sharing';

/** One function per channel of the contract. Services may throw ApiFailure; the dispatcher catches. */
export type Services = { [C in Channel]: (req: ParsedRequest<C>, caller: Caller) => Responses[C] | Promise<Responses[C]> };

export interface ServiceDeps {
  store: Store;
  /** The games to play: the engine's `gameModules` in the hosts, fixture modules in tests. */
  modules: readonly GameModule[];
  /** Games the catalog lists as coming (the engine's `comingGames` in the hosts). */
  coming?: readonly ComingGame[];
  app: AppInfo;
  now?: () => Date;
  randomSeed?: () => number;
  /** The scenario PDF renderer for a checked document (default: the print worker, electron/print/print-job). */
  renderPdf?: ScenariosDeps['renderPdf'];
  /** The campaign log's PDF renderer (default: the print worker, electron/print). */
  printCampaign?: CampaignsDeps['printPdf'];
  /** The folder holding our rules text (resources/rules); without it rules.get answers not-found. */
  rulesDir?: string;
  /** Plays the odds games (default: worker threads, electron/odds). */
  oddsRunner?: OddsDeps['runner'];
  /** Gets the odds' runner ready for a position shown (default: the pool's workers started and warmed up). */
  oddsWarm?: OddsDeps['warm'];
  /** Gets the odds ready for a game (default: the pool's prepare; none with `oddsRunner`). */
  oddsPrepare?: OddsDeps['prepare'];
  /** Stops any preparing (default: the pool's; none with `oddsRunner`). */
  oddsSettle?: OddsDeps['settle'];
  /** Plays a balance check's battles (default: worker threads, electron/balance). */
  balanceRunner?: BalanceRunner;
  /** Tests only: runs between a campaign game's end and its roster write, in their one transaction. */
  beforeRosterWrite?: SavesDeps['beforeRosterWrite'];
  /** Tests only: the milliseconds a watched game's slices are timed by. */
  clock?: SavesDeps['clock'];
  /** Where the computer players think (default: worker threads, electron/bots/bot-pool). */
  think?: SavesDeps['think'];
  /** The share listener a shared game's guests come in by (electron/hosts/share); without it share.start is refused. */
  shareListener?: ShareListenerFactory;
}

export function createServices(deps: ServiceDeps): Services {
  const games = new GameRegistry(deps.modules, deps.coming);
  // Progress of long work (prints) for jobs.progress, whichever service started it.
  const jobs = new Jobs();
  const scenarios = new ScenariosService({ store: deps.store, now: deps.now, renderPdf: deps.renderPdf, jobs });
  // A problem with the file (read-only, locked, damaged part) as it stands now, for the home screen.
  const warning = () => deps.store.problem?.message;
  // Shared play: each save's stamp, chat, sharing and undo asked, around the saves service.
  const stamps = new Stamps();
  const sharing: SharingService = new SharingService({ store: deps.store, games, stamps, saves: () => saves, listener: deps.shareListener, now: deps.now });
  const saves = new SavesService({ store: deps.store, games, now: deps.now, randomSeed: deps.randomSeed, beforeRosterWrite: deps.beforeRosterWrite, clock: deps.clock, think: deps.think, hooks: sharing });
  const saveList = new SaveListService({ store: deps.store, games });
  const replays = new ReplaysService({ store: deps.store, games, now: deps.now, randomSeed: deps.randomSeed });
  const odds = new OddsService({
    position: (id, seat, count) => saves.oddsPosition(id, seat, count),
    positionAt: (id, at, seat) => replays.positionAt(id, at, seat),
    runner: deps.oddsRunner,
    warm: deps.oddsWarm,
    module: (game) => games.module(game),
    prepare: deps.oddsPrepare,
    settle: deps.oddsSettle,
  });
  const balance = new BalanceService({ store: deps.store, jobs, document: (id) => scenarios.open({ id }).doc, now: deps.now, runner: deps.balanceRunner });
  const rules = new RulesService(deps.rulesDir, (id) => games.name(id));
  const campaigns = new CampaignsService({ store: deps.store, games, now: deps.now, randomSeed: deps.randomSeed, printPdf: deps.printCampaign, jobs });
  return {
    'app.info': () => {
      const w = warning();
      return w ? { ...deps.app, warning: w } : { ...deps.app };
    },
    'catalog.list': (): CatalogEntry[] => listCatalog(games),
    'saves.list': () => saves.list(),
    'saves.page': (r) => saveList.page(r),
    'saves.create': (r) => {
      odds.settle();
      return saves.create(r);
    },
    'saves.open': (r, caller) => {
      // A game opened here: the odds workers stop preparing (a guest's page opening its game is not the host's screen).
      if (!caller.guest) odds.settle();
      const seat = sharing.seatOf(r.id, r.seat, caller);
      return seat === null ? saves.look(r.id, null, null) : saves.open({ ...r, seat });
    },
    'saves.watch': (r) => saves.watch(r),
    'saves.again': (r) => saves.again(r),
    'saves.act': (r, caller) => saves.act({ ...r, seat: sharing.actingSeat(r.id, r.seat, caller) }),
    'saves.undo': (r, caller) => saves.undo({ ...r, seat: sharing.actingSeat(r.id, r.seat, caller) }),
    'saves.rename': (r) => saves.rename(r),
    'saves.delete': async (r) => {
      const done = await saves.delete(r);
      await sharing.deleted(r.id);
      return done;
    },
    'saves.export': (r) => saves.export(r),
    'saves.import': (r) => saves.import(r),
    'scenarios.list': () => scenarios.list(),
    'scenarios.create': (r) => scenarios.create(r),
    'scenarios.open': (r) => {
      odds.settle();
      return scenarios.open(r);
    },
    'scenarios.save': (r) => scenarios.save(r),
    'scenarios.rename': (r) => scenarios.rename(r),
    'scenarios.duplicate': (r) => scenarios.duplicate(r),
    'scenarios.delete': (r) => scenarios.delete(r),
    'scenarios.export': (r) => scenarios.export(r),
    'scenarios.import': (r) => scenarios.import(r),
    'scenarios.print': (r) => scenarios.print(r),
    'jobs.progress': (r) => jobs.progress(r.job),
    'scenarios.balance': (r) => balance.run(r),
    'scenarios.balanceCancel': (r) => balance.cancel(r.job),
    'scenarios.balanceResult': (r) => balance.result(r),
    'rules.get': (r) => rules.get(r),
    'odds.run': (r, caller) => odds.run(r, caller),
    'odds.about': (r) => odds.about(r),
    'odds.prepare': (r) => odds.prepare(r),
    'odds.peek': (r, caller) => odds.peek(r.job, caller),
    'odds.cancel': (r, caller) => odds.cancel(r.job, caller),
    'replays.open': (r) => {
      odds.settle();
      return replays.open(r);
    },
    'replays.at': (r) => replays.at(r),
    'replays.bookmark': (r) => replays.bookmark(r),
    'replays.unbookmark': (r) => replays.unbookmark(r),
    'replays.findHash': (r) => replays.findHash(r),
    'saves.fork': (r) => saves.open({ id: replays.fork(r) }),
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
    'campaigns.battlePlan': (r) => battlePlan(deps.store, r),
    'share.start': (r, caller) => sharing.start(r, caller),
    'share.stop': (r, caller) => sharing.stop(r, caller),
    'share.status': (r, caller) => sharing.status(r, caller),
    'share.hello': (_r, caller) => sharing.hello(caller),
    'saves.wait': (r, caller) => sharing.wait(r, caller),
    'saves.say': (r, caller) => sharing.say(r, caller),
    'saves.undoAnswer': (r, caller) => sharing.undoAnswer(r, caller),
  };
}
