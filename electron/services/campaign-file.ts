/**
 * Campaign files: the whole log as versioned JSON (`format: 'patrol-hq-campaign'`), validated on
 * import against a schema and checked for consistency (every record names a GI and a game of the
 * file), and the log as CSV for a spreadsheet.
 */
import { z } from 'zod';
import { EXPERIENCES, GI_STATUSES, RANKS, ROLES, WOUND_SEVERITIES, type Gi, type ServiceEntry } from '../../engine/campaign';
import type { CampaignRules } from '../../engine/campaign';
import type { CampaignGameRow } from '../store';
import { ApiFailure } from './failure';
import { parseFileJson } from './file-json';
import { slugOf } from './scenario-file';
import { campaignGameIds } from '../../engine/games';

export const CAMPAIGN_FORMAT = 'patrol-hq-campaign';
export const CAMPAIGN_FORMAT_VERSION = 1;
/** Limits no player meets, so a file cannot make the app choke. */
export const CAMPAIGN_LIMITS = { gis: 20_000, games: 10_000, entries: 400_000 };

const gameSeq = z.number().int().min(0).max(CAMPAIGN_LIMITS.games);
const count = z.number().int().min(0).max(1_000_000);
const text = (max: number) => z.string().max(max);
const tuple = <T extends string>(xs: readonly T[]) => z.enum(xs as [T, ...T[]]);

const giSchema = z
  .object({
    id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/),
    seq: z.number().int().min(0),
    name: z.string().trim().min(1).max(60),
    rank: tuple(RANKS),
    role: tuple(ROLES),
    joined: text(10),
    joinedAfter: gameSeq.nullable(),
    status: tuple(GI_STATUSES),
    gamesOut: z.number().int().min(0).max(20),
    gamesPlayed: count,
    foesDefeated: count,
    woundsTaken: count,
    experience: tuple(EXPERIENCES),
    notes: text(2000),
    fellIn: gameSeq.nullable(),
  })
  .strict();

const gameSchema = z
  .object({
    seq: gameSeq,
    game: tuple(campaignGameIds),
    outcome: z.enum(['win', 'loss', 'draw']),
    summary: text(400),
    playedAt: text(40),
    fitAfter: count,
    aliveAfter: count,
  })
  .strict();

const entrySchema = z
  .object({
    gameSeq,
    gi: z.string().min(1).max(64),
    fate: z.enum(['unhurt', 'wounded', 'killed', 'missing']),
    severity: tuple(WOUND_SEVERITIES).nullable(),
    gamesOut: z.number().int().min(0).max(20),
    foes: count,
    change: text(200),
  })
  .strict();

export const campaignFileSchema = z.object({
  format: z.literal(CAMPAIGN_FORMAT),
  formatVersion: z.number().int().min(1),
  name: z.string().trim().min(1).max(80),
  seed: z.number().int().min(0).max(0xffffffff),
  rules: z
    .object({ experience: z.boolean(), replacements: z.boolean(), rosterSize: z.number().int().min(1).max(40), casualties: z.enum(['seeded', 'chosen']) })
    .strict(),
  archived: z.boolean().optional(),
  createdAt: text(40),
  exportedAt: text(40).optional(),
  gis: z.array(giSchema).max(CAMPAIGN_LIMITS.gis),
  games: z.array(gameSchema).max(CAMPAIGN_LIMITS.games),
  entries: z.array(entrySchema).max(CAMPAIGN_LIMITS.entries),
});

export type CampaignFile = z.infer<typeof campaignFileSchema>;

/** The first way the file contradicts itself, or null. */
function inconsistency(f: CampaignFile): string | null {
  const ids = new Set<string>();
  const seqs = new Set<number>();
  for (const g of f.gis) {
    if (ids.has(g.id)) return `two GIs share the id "${g.id}"`;
    if (seqs.has(g.seq)) return `two GIs share the place ${g.seq} on the roster`;
    ids.add(g.id);
    seqs.add(g.seq);
  }
  const games = new Set<number>();
  for (const m of f.games) {
    if (games.has(m.seq)) return `two games share the number ${m.seq}`;
    games.add(m.seq);
  }
  for (const g of f.gis) {
    if ((g.status === 'killed' || g.status === 'missing') && g.fellIn !== null && !games.has(g.fellIn)) return `${g.name} fell in a game the file does not have`;
    if (g.joinedAfter !== null && !games.has(g.joinedAfter)) return `${g.name} joined after a game the file does not have`;
  }
  const lines = new Set<string>();
  for (const e of f.entries) {
    if (!ids.has(e.gi)) return `a service record names a GI the file does not have ("${e.gi.slice(0, 40)}")`;
    if (!games.has(e.gameSeq)) return `a service record names a game the file does not have (${e.gameSeq})`;
    const key = `${e.gameSeq}/${e.gi}`;
    if (lines.has(key)) return `a GI has two records for one game`;
    lines.add(key);
  }
  return null;
}

/** Reads an imported campaign file; bad JSON, another format, a newer one or a file that contradicts itself are 'bad-file'. */
export function parseCampaignFile(raw: string): CampaignFile {
  const data = parseFileJson(raw, 'campaign');
  const head = data as { format?: unknown; formatVersion?: unknown } | null;
  if (!head || typeof head !== 'object' || Array.isArray(head) || head.format !== CAMPAIGN_FORMAT) {
    throw new ApiFailure('bad-file', `This file is not a Patrol HQ campaign (its "format" is not "${CAMPAIGN_FORMAT}").`);
  }
  if (typeof head.formatVersion === 'number' && head.formatVersion > CAMPAIGN_FORMAT_VERSION) {
    throw new ApiFailure('bad-file', `This campaign was written by a newer Patrol HQ (campaign format ${head.formatVersion}; this app reads up to ${CAMPAIGN_FORMAT_VERSION}). Update Patrol HQ to import it.`);
  }
  const parsed = campaignFileSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length ? ` at "${issue.path.join('.')}"` : '';
    throw new ApiFailure('bad-file', `This campaign file is malformed${where}: ${issue?.message ?? 'unexpected content'}.`);
  }
  const wrong = inconsistency(parsed.data);
  if (wrong) throw new ApiFailure('bad-file', `This campaign file cannot be imported: ${wrong}.`);
  return parsed.data;
}

export function campaignFileText(c: { name: string; seed: number; rules: CampaignRules; archived: boolean; createdAt: string }, gis: readonly Gi[], games: readonly CampaignGameRow[], entries: readonly ServiceEntry[], exportedAt: string): string {
  const file: CampaignFile = {
    format: CAMPAIGN_FORMAT,
    formatVersion: CAMPAIGN_FORMAT_VERSION,
    name: c.name,
    seed: c.seed,
    rules: c.rules,
    archived: c.archived,
    createdAt: c.createdAt,
    exportedAt,
    gis: gis.map((g) => ({ ...g })),
    games: games.map(({ saveId: _saveId, ...m }) => ({ ...m, game: m.game as CampaignFile['games'][number]['game'] })),
    entries: entries.map((e) => ({ ...e })),
  };
  return `${JSON.stringify(file, null, 1)}\n`;
}

export const campaignFileName = (name: string): string => `${slugOf(name, 'campaign')}.patrol-hq-campaign.json`;
export const campaignCsvName = (name: string, table: string): string => `${slugOf(name, 'campaign')}-${table}.csv`;
export const campaignPdfName = (name: string, paper: string): string => `${slugOf(name, 'campaign')}-log-${paper}.pdf`;

/** One CSV cell: quoted when it must be, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
export function csvCell(v: string | number | null): string {
  let s = v === null ? '' : String(v);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function csvText(header: string[], rows: (string | number | null)[][]): string {
  return `${[header, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
