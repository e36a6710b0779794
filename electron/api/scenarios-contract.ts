/**
 * The scenario channels of the API contract (re-exported by contract.ts): Combat Patrol!'s table
 * editor documents, their print sheets and the progress of long work. Free of Node imports.
 */
import { z } from 'zod';
import { tableSizeProblem } from '../../engine/games/combat-patrol/table-size';
import { TABLE_DEFAULT } from '../../engine/games/combat-patrol/types';
import { id, name, paper } from './fields';
import { MAX_IMPORT_CHARS, tooLargeFile } from './limits';
import type { ExportFile } from './saves-contract';

export const scenarioRequestSchemas = {
  // Combat Patrol! scenarios (the table editor's documents). `doc` is validated by the engine's
  // validateScenario (engine/games/combat-patrol) in the service: the contract only bounds its size.
  'scenarios.list': z.object({}).strict(),
  // template: 'blank', 'sample', or a shipped scenario's id (SHIPPED_TABLES); the service refuses any other by name.
  'scenarios.create': z
    .object({ name, template: z.string().max(80).default('blank'), width: z.number().optional(), height: z.number().optional() })
    .strict()
    .superRefine((r, ctx) => {
      // The engine's one table size rule (the validator and the editor's table panel use it too).
      const problem = tableSizeProblem(r.width ?? TABLE_DEFAULT, r.height ?? TABLE_DEFAULT);
      if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
    }),
  'scenarios.open': z.object({ id }).strict(),
  'scenarios.save': z.object({ id, doc: z.unknown(), expectedRevision: z.number().int().min(0).optional() }).strict(),
  'scenarios.rename': z.object({ id, name }).strict(),
  'scenarios.duplicate': z.object({ id, name: name.optional() }).strict(),
  'scenarios.delete': z.object({ id }).strict(),
  'scenarios.export': z.object({ id }).strict(),
  'scenarios.import': z.object({ text: z.string().min(1).max(MAX_IMPORT_CHARS, tooLargeFile) }).strict(),
  /** `job`: an id the client picks to follow the print's progress with `jobs.progress`. */
  'scenarios.print': z.object({ id, paper, overview: z.boolean().default(true), job: id.optional() }).strict(),
  /** Progress of long work the client started with a `job` id (null when unknown or finished). */
  'jobs.progress': z.object({ job: id }).strict(),
} as const;

export interface ScenarioSummary {
  id: string;
  name: string;
  width: number; // inches
  height: number;
  models: number;
  terrain: number;
  /** Incremented by every save; a save with an older expectedRevision is refused as 'stale'. */
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Set when the stored scenario cannot be read (as SaveSummary.damaged): export (raw) and delete still work. */
  damaged?: string;
}

/** A scenario as stored: the summary and the document (engine/games/combat-patrol Scenario). */
export interface ScenarioRecord<D = unknown> {
  summary: ScenarioSummary;
  doc: D;
}

/** A printable PDF: base64 so both transports carry it as JSON. */
export interface PdfFile {
  fileName: string;
  base64: string;
  pages: number;
}

/** How far a long piece of work has gone: `done` of `total` steps, `stage` in words ("Drawing sheet 12 of 112"). */
export interface JobProgress {
  job: string;
  done: number;
  total: number;
  stage: string;
}

/** An imported scenario; `notice` when part of the file was left out (a malformed balance record). */
export interface ImportedScenario extends ScenarioSummary {
  notice?: string;
}

export interface ScenarioResponses {
  'scenarios.list': ScenarioSummary[];
  'scenarios.create': ScenarioRecord;
  'scenarios.open': ScenarioRecord;
  'scenarios.save': ScenarioSummary;
  'scenarios.rename': ScenarioSummary;
  'scenarios.duplicate': ScenarioSummary;
  'scenarios.delete': { id: string };
  'scenarios.export': ExportFile;
  'scenarios.import': ImportedScenario;
  'scenarios.print': PdfFile;
  'jobs.progress': JobProgress | null;
}
