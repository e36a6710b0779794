/**
 * The campaign log's part of the API contract (spread into contract.ts's requestSchemas and
 * Responses). Free of Node imports like the rest of the contract: the renderer compiles against it.
 */
import { z } from 'zod';
import { id } from './fields';
import { MAX_IMPORT_CHARS, tooLargeFile } from './limits';
import { EXPERIENCES, GI_STATUSES, RANKS, ROLES, type CampaignRules, type Experience, type Gi, type Fate, type GiStatus, type Rank, type Role, type WoundSeverity } from '../../engine/campaign/types';

const name = z.string().trim().min(1, 'A name cannot be empty.').max(80, 'A name is at most 80 characters.');
const giName = z.string().trim().min(1, 'A GI needs a name.').max(60, 'A GI’s name is at most 60 characters.');
const notes = z.string().max(2000, 'Notes are at most 2,000 characters.');
const date = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date is written YYYY-MM-DD.');
const rank = z.enum(RANKS as [Rank, ...Rank[]]);
const role = z.enum(ROLES as [Role, ...Role[]]);
const status = z.enum(GI_STATUSES as [GiStatus, ...GiStatus[]]);
const experience = z.enum(EXPERIENCES as [Experience, ...Experience[]]);
const paper = z.enum(['a4', 'letter']);

export const campaignRequestSchemas = {
  'campaigns.list': z.object({}).strict(),
  'campaigns.create': z
    .object({
      name,
      /** The roster kept (and filled at once with drawn names unless `fill` is false). */
      rosterSize: z.number().int().min(1).max(40).default(15),
      fill: z.boolean().default(true),
      experience: z.boolean().default(true),
      replacements: z.boolean().default(true),
      casualties: z.enum(['seeded', 'chosen']).default('seeded'),
      seed: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
  'campaigns.open': z.object({ id }).strict(),
  'campaigns.rename': z.object({ id, name }).strict(),
  'campaigns.archive': z.object({ id, archived: z.boolean() }).strict(),
  'campaigns.delete': z.object({ id }).strict(),
  /** A GI added by hand; without a name one is drawn with the campaign's seed. */
  'campaigns.addGi': z.object({ id, name: giName.optional(), rank: rank.default('pvt'), role: role.default('rifleman'), notes: notes.default('') }).strict(),
  /** Fills the living roster up to the campaign's size with drawn names (replacements by hand). */
  'campaigns.fill': z.object({ id }).strict(),
  'campaigns.editGi': z
    .object({
      id,
      gi: id,
      name: giName.optional(),
      rank: rank.optional(),
      role: role.optional(),
      status: status.optional(),
      gamesOut: z.number().int().min(0).max(20).optional(),
      experience: experience.optional(),
      joined: date.optional(),
      notes: notes.optional(),
    })
    .strict(),
  'campaigns.record': z.object({ id, gi: id }).strict(),
  'campaigns.export': z.object({ id }).strict(),
  'campaigns.import': z.object({ text: z.string().min(1).max(MAX_IMPORT_CHARS, tooLargeFile) }).strict(),
  /** The log as CSV: the roster (one row per GI), the service records (one row per GI and game) or the timeline. */
  'campaigns.csv': z.object({ id, table: z.enum(['roster', 'service', 'timeline']).default('roster') }).strict(),
  /** Combat Patrol! from a campaign: a scenario's US models and the GI the written rule gives each ('sample': the shipped table). */
  'campaigns.battlePlan': z.object({ id, scenario: id }).strict(),
  /** `job`: an id the client picks to follow the print's progress with `jobs.progress`. */
  'campaigns.print': z.object({ id, paper, job: id.optional() }).strict(),
} as const;

export interface CampaignSummary {
  id: string;
  name: string;
  rules: CampaignRules;
  archived: boolean;
  createdAt: string;
  updatedAt: string;
  /** Able to fight, wounded, killed or missing, and games played. */
  fit: number;
  wounded: number;
  fallen: number;
  games: number;
}

/** A GI as the screens show him: the engine's own record (engine/campaign Gi). */
export type GiView = Gi;

/** One game of the timeline, with who fell and who joined after it. */
export interface TimelineGame {
  seq: number;
  game: string;
  gameName: string;
  outcome: 'win' | 'loss' | 'draw';
  summary: string;
  playedAt: string;
  saveId: string | null;
  squad: number;
  fitAfter: number;
  aliveAfter: number;
  killed: string[];
  missing: string[];
  wounded: string[];
  joined: string[];
}

export interface MemorialEntry {
  gi: string;
  name: string;
  rank: Rank;
  status: 'killed' | 'missing';
  fellIn: number | null;
  gameName: string;
  playedAt: string | null;
  gamesPlayed: number;
  foesDefeated: number;
}

/** The charts' numbers, worked out by the service. */
export interface CampaignCharts {
  /** After each game: able to fight and alive (the first point is the roster before any game). */
  strength: { label: string; fit: number; alive: number }[];
  /** For each game played: GIs who took part and how many came through (not killed or missing). */
  survival: { game: string; gameName: string; took: number; survived: number }[];
  /** GIs with at least one foe defeated, most first (at most 20). */
  kills: { name: string; foes: number }[];
}

export interface CampaignView {
  summary: CampaignSummary;
  roster: GiView[];
  timeline: TimelineGame[];
  memorial: MemorialEntry[];
  charts: CampaignCharts;
}

/** A Combat Patrol! scenario's US models for a campaign battle, and the GI the rule gives each (null: none left, attached). */
export interface BattlePlan {
  scenarioName: string;
  models: { id: string; name: string; nco: boolean; medic: boolean }[];
  gis: (string | null)[];
}

export interface ServiceLine {
  gameSeq: number;
  gameName: string;
  outcome: 'win' | 'loss' | 'draw';
  playedAt: string;
  fate: Fate;
  severity: WoundSeverity | null;
  gamesOut: number;
  foes: number;
  change: string;
}

export interface ServiceRecord {
  gi: GiView;
  lines: ServiceLine[];
}

export interface CampaignResponses {
  'campaigns.list': CampaignSummary[];
  'campaigns.create': CampaignSummary;
  'campaigns.open': CampaignView;
  'campaigns.rename': CampaignSummary;
  'campaigns.archive': CampaignSummary;
  'campaigns.delete': { id: string };
  'campaigns.addGi': GiView;
  'campaigns.fill': GiView[];
  'campaigns.editGi': GiView;
  'campaigns.record': ServiceRecord;
  'campaigns.export': { fileName: string; text: string };
  'campaigns.import': CampaignSummary;
  'campaigns.csv': { fileName: string; text: string };
  'campaigns.battlePlan': BattlePlan;
  'campaigns.print': { fileName: string; base64: string; pages: number };
}
