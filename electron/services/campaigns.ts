import { randomUUID } from 'node:crypto';
import { drawNames, draftGis, makeGi, ROLE_NAMES, RANK_TITLES, replacementsDue, type Gi, type ServiceEntry } from '../../engine/campaign';
import type { CampaignSummary, CampaignView, GiView, ParsedRequest, ServiceLine, ServiceRecord } from '../api/contract';
import type { CampaignPrintData } from '../print/campaign-pdf';
import type { PrintProgress } from '../print/scenario-pdf';
import { printCampaignInWorker } from '../print/campaign-print-job';
import type { CampaignRow, Store } from '../store';
import { campaignCsvName, campaignFileName, campaignFileText, campaignPdfName, csvText, parseCampaignFile } from './campaign-file';
import { campaignSummary, charts, memorial, serviceRecord, timeline } from './campaign-views';
import { giId } from './campaign-games';
import { ApiFailure } from './failure';
import { Jobs } from './jobs';
import type { GameRegistry } from './registry';

export interface CampaignsDeps {
  store: Store;
  /** The games (names on the timeline; the games a campaign can start). */
  games: GameRegistry;
  now?: () => Date;
  randomSeed?: () => number;
  newId?: () => string;
  /** The PDF renderer (default: the print worker), told where to report progress. */
  printPdf?: (data: CampaignPrintData, paper: 'a4' | 'letter', onProgress: (p: PrintProgress) => void) => Promise<{ base64: string; pages: number }>;
  /** Where print progress is kept for `jobs.progress`. */
  jobs?: Jobs;
}


/**
 * The campaign log: campaigns and their rosters, the timeline, service records and memorial,
 * files (JSON export and import, CSV, PDF). Games write their results back through the store's
 * `campaigns.recordGame` in the same transaction as their end (see resources/rules/campaign.md).
 */
export class CampaignsService {
  private readonly now: () => Date;
  private readonly randomSeed: () => number;
  private readonly newId: () => string;
  private readonly printPdf: NonNullable<CampaignsDeps['printPdf']>;
  private readonly jobs: Jobs;

  constructor(private readonly deps: CampaignsDeps) {
    this.now = deps.now ?? (() => new Date());
    this.randomSeed = deps.randomSeed ?? (() => Math.floor(Math.random() * 0x100000000) >>> 0);
    this.newId = deps.newId ?? randomUUID;
    this.printPdf = deps.printPdf ?? printCampaignInWorker;
    this.jobs = deps.jobs ?? new Jobs();
  }

  /** A game's name, playable or coming (the id itself for a game this app does not know). */
  private readonly gameNameOf = (game: string): string => this.deps.games.name(game) ?? game;

  private get rows() {
    return this.deps.store.campaigns;
  }

  private campaign(id: string): CampaignRow {
    const c = this.rows.get(id);
    if (!c) throw new ApiFailure('not-found', 'That campaign no longer exists.');
    return c;
  }

  private summary(id: string): CampaignSummary {
    const h = this.rows.heads().find((x) => x.id === id);
    if (!h) throw new ApiFailure('not-found', 'That campaign no longer exists.');
    return campaignSummary(h);
  }

  private today(): string {
    return this.now().toISOString().slice(0, 10);
  }

  list(): CampaignSummary[] {
    return this.rows.heads().map(campaignSummary);
  }

  create(req: ParsedRequest<'campaigns.create'>): CampaignSummary {
    const at = this.now().toISOString();
    const seed = (req.seed ?? this.randomSeed()) >>> 0;
    const rules = { experience: req.experience, replacements: req.replacements, rosterSize: req.rosterSize, casualties: req.casualties };
    const row: CampaignRow = { id: this.newId(), name: req.name, seed, rules, archived: false, createdAt: at, updatedAt: at };
    const gis = req.fill ? draftGis(seed, [], req.rosterSize, { first: true, joined: this.today(), joinedAfter: null, newId: giId }) : [];
    this.rows.insert(row, gis);
    return this.summary(row.id);
  }

  open(req: ParsedRequest<'campaigns.open'>): CampaignView {
    this.campaign(req.id);
    const gis = this.rows.gis(req.id);
    const games = this.rows.games(req.id);
    return {
      summary: this.summary(req.id),
      roster: gis,
      timeline: timeline(gis, games, this.rows.hurtEntries(req.id), this.rows.squadSizes(req.id), this.gameNameOf),
      memorial: memorial(gis, games, this.gameNameOf),
      charts: charts(gis, games, this.rows.survival(req.id), this.gameNameOf),
    };
  }

  private update(id: string, patch: Partial<Pick<CampaignRow, 'name' | 'archived'>>): CampaignSummary {
    const c = this.campaign(id);
    if (!this.rows.update({ ...c, ...patch, updatedAt: this.now().toISOString() })) throw new ApiFailure('not-found', 'That campaign no longer exists.');
    return this.summary(id);
  }

  rename(req: ParsedRequest<'campaigns.rename'>): CampaignSummary {
    return this.update(req.id, { name: req.name });
  }

  archive(req: ParsedRequest<'campaigns.archive'>): CampaignSummary {
    return this.update(req.id, { archived: req.archived });
  }

  delete(req: ParsedRequest<'campaigns.delete'>): { id: string } {
    if (!this.rows.delete(req.id)) throw new ApiFailure('not-found', 'That campaign no longer exists.');
    return { id: req.id };
  }

  addGi(req: ParsedRequest<'campaigns.addGi'>): GiView {
    const c = this.campaign(req.id);
    const roster = this.rows.gis(req.id);
    const name = req.name ?? drawNames(c.seed, roster.length, 1, roster.map((g) => g.name))[0]!;
    if (roster.some((g) => g.name.toLowerCase() === name.toLowerCase())) throw new ApiFailure('bad-request', `${name} is already on this roster.`);
    const seq = roster.reduce((n, g) => Math.max(n, g.seq + 1), 0);
    const gi = makeGi(giId(seq), seq, { name, rank: req.rank, role: req.role, joined: this.today(), notes: req.notes });
    this.rows.addGis(req.id, [gi], this.now().toISOString());
    return gi;
  }

  fill(req: ParsedRequest<'campaigns.fill'>): GiView[] {
    const c = this.campaign(req.id);
    const roster = this.rows.gis(req.id);
    const due = replacementsDue(roster, { ...c.rules, replacements: true });
    const joined = draftGis(c.seed, roster, due, { first: roster.length === 0, joined: this.today(), joinedAfter: null, newId: giId });
    if (joined.length) this.rows.addGis(req.id, joined, this.now().toISOString());
    return joined;
  }

  editGi(req: ParsedRequest<'campaigns.editGi'>): GiView {
    this.campaign(req.id);
    const gi = this.rows.gi(req.id, req.gi);
    if (!gi) throw new ApiFailure('not-found', 'That GI is not on this roster.');
    const next: Gi = { ...gi };
    for (const k of ['name', 'rank', 'role', 'status', 'gamesOut', 'experience', 'joined', 'notes'] as const) {
      if (req[k] !== undefined) (next as unknown as Record<string, unknown>)[k] = req[k];
    }
    if (next.name !== gi.name && this.rows.gis(req.id).some((g) => g.id !== gi.id && g.name.toLowerCase() === next.name.toLowerCase())) {
      throw new ApiFailure('bad-request', `${next.name} is already on this roster.`);
    }
    // A status set by hand keeps the roster consistent: only the wounded sit games out; the fallen keep the game they fell in.
    if (next.status === 'wounded' && next.gamesOut === 0) next.gamesOut = Math.max(1, req.gamesOut ?? 1);
    if (next.status !== 'wounded') next.gamesOut = 0;
    if (next.status === 'active' || next.status === 'wounded') next.fellIn = null;
    else if (gi.status !== next.status && (gi.status === 'active' || gi.status === 'wounded')) next.fellIn = null;
    this.rows.updateGi(req.id, next, this.now().toISOString());
    return next;
  }

  record(req: ParsedRequest<'campaigns.record'>): ServiceRecord {
    this.campaign(req.id);
    const gi = this.rows.gi(req.id, req.gi);
    if (!gi) throw new ApiFailure('not-found', 'That GI is not on this roster.');
    return serviceRecord(gi, this.rows.entriesOf(req.id, req.gi), this.rows.games(req.id), this.gameNameOf);
  }

  export(req: ParsedRequest<'campaigns.export'>): { fileName: string; text: string } {
    const c = this.campaign(req.id);
    return { fileName: campaignFileName(c.name), text: campaignFileText(c, this.rows.gis(c.id), this.rows.games(c.id), this.rows.entries(c.id), this.now().toISOString()) };
  }

  /**
   * Imports a campaign file as a new campaign (fresh id; its games keep no link to saves), named as
   * in the file unless a campaign here has that name ("Easy Company (2)"). Nothing is stored on refusal.
   */
  import(req: ParsedRequest<'campaigns.import'>): CampaignSummary {
    const f = parseCampaignFile(req.text);
    const at = this.now().toISOString();
    const name = distinctName(f.name, new Set(this.rows.heads().map((h) => h.name)));
    const row: CampaignRow = { id: this.newId(), name, seed: f.seed, rules: f.rules, archived: f.archived ?? false, createdAt: f.createdAt || at, updatedAt: at };
    this.rows.insert(row, f.gis, f.games.map((m) => ({ ...m, saveId: null })), f.entries);
    return this.summary(row.id);
  }

  csv(req: ParsedRequest<'campaigns.csv'>): { fileName: string; text: string } {
    const c = this.campaign(req.id);
    const gis = this.rows.gis(c.id);
    const games = this.rows.games(c.id);
    const fileName = campaignCsvName(c.name, req.table);
    if (req.table === 'roster') {
      const header = ['Name', 'Rank', 'Role', 'Status', 'Games out', 'Joined', 'Joined after game', 'Games played', 'Foes defeated', 'Wounds taken', 'Experience', 'Fell in game', 'Notes'];
      const rows = gis.map((g) => [g.name, RANK_TITLES[g.rank], ROLE_NAMES[g.role], g.status, g.gamesOut, g.joined, g.joinedAfter === null ? null : g.joinedAfter + 1, g.gamesPlayed, g.foesDefeated, g.woundsTaken, g.experience, g.fellIn === null ? null : g.fellIn + 1, g.notes]);
      return { fileName, text: csvText(header, rows) };
    }
    if (req.table === 'service') {
      const names = new Map(gis.map((g) => [g.id, g]));
      const bySeq = new Map(games.map((m) => [m.seq, m]));
      const header = ['Game', 'Played', 'Game kind', 'Outcome', 'Name', 'Rank', 'Fate', 'Wound', 'Games out', 'Foes defeated', 'Change'];
      const rows = this.rows.entries(c.id).map((e) => {
        const g = names.get(e.gi);
        const m = bySeq.get(e.gameSeq);
        return [e.gameSeq + 1, m?.playedAt.slice(0, 10) ?? '', m ? this.gameNameOf(m.game) : '', m?.outcome ?? '', g?.name ?? e.gi, g ? RANK_TITLES[g.rank] : '', e.fate, e.severity, e.gamesOut, e.foes, e.change];
      });
      return { fileName, text: csvText(header, rows) };
    }
    const view = this.open({ id: c.id });
    const header = ['Game', 'Played', 'Game kind', 'Outcome', 'Summary', 'Squad', 'Killed', 'Missing', 'Wounded', 'Joined after', 'Fit after', 'Alive after'];
    const rows = view.timeline.map((t) => [t.seq + 1, t.playedAt.slice(0, 10), t.gameName, t.outcome, t.summary, t.squad, t.killed.join('; '), t.missing.join('; '), t.wounded.join('; '), t.joined.join('; '), t.fitAfter, t.aliveAfter]);
    return { fileName, text: csvText(header, rows) };
  }

  /** The printable log (roster, timeline, service records, memorial), rendered off the main thread. */
  async print(req: ParsedRequest<'campaigns.print'>): Promise<{ fileName: string; base64: string; pages: number }> {
    const view = this.open({ id: req.id });
    const games = this.rows.games(req.id);
    const byGi = new Map<string, ServiceEntry[]>();
    for (const e of this.rows.entries(req.id)) {
      const list = byGi.get(e.gi);
      if (list) list.push(e);
      else byGi.set(e.gi, [e]);
    }
    const records: Record<string, ServiceLine[]> = {};
    for (const g of view.roster) {
      const lines = byGi.get(g.id);
      if (lines) records[g.id] = serviceRecord(g, lines, games, this.gameNameOf).lines;
    }
    const s = view.summary;
    const rules = [s.rules.experience ? 'experience rule on' : 'experience rule off', s.rules.replacements ? 'replacements join after losses' : 'no replacements'].join(', ');
    const data: CampaignPrintData = {
      name: s.name,
      subtitle: `${s.games} game${s.games === 1 ? '' : 's'} played; ${s.fit} able to fight, ${s.wounded} wounded, ${s.fallen} fallen; ${rules}.`,
      roster: view.roster,
      records,
      memorial: view.memorial,
      timeline: view.timeline,
    };
    const progress = this.jobs.follow(req.job);
    try {
      const pdf = await this.printPdf(data, req.paper, progress.report);
      return { fileName: campaignPdfName(s.name, req.paper), ...pdf };
    } finally {
      progress.finish();
    }
  }
}

/** The longest campaign name (the contract's). */
const NAME_MAX = 80;

/** `name`, or when a campaign already has it the first free "name (2)", "name (3)"... within the 80 characters a name may have. */
export function distinctName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name)) return name;
  for (let n = 2; ; n++) {
    const tail = ` (${n})`;
    const candidate = `${name.slice(0, NAME_MAX - tail.length).trimEnd()}${tail}`;
    if (!taken.has(candidate)) return candidate;
  }
}
