/**
 * Saves and scenarios whose stored data cannot be read: how they are listed (a summary with
 * `damaged` set, never an error that hides the other rows) and exported (a raw copy of what is
 * stored, for repair by hand or a bug report). Deleting them needs nothing special.
 */
import type { ExportFile, SaveSummary, ScenarioSummary } from '../api/contract';
import type { DamagedRow, Store } from '../store';
import type { ScenarioHead } from '../store/scenarios';
import { ApiFailure } from './failure';
import { slugOf } from './scenario-file';

/** Formats of the raw copies (import refuses them with a message saying what they are). */
export const DAMAGED_SAVE_FORMAT = 'patrol-hq-damaged-save' as const;
export const DAMAGED_SCENARIO_FORMAT = 'patrol-hq-damaged-scenario';

export function damagedSaveSummary(row: DamagedRow, gameName: (id: string) => string): SaveSummary {
  return {
    id: row.id,
    seats: [],
    game: row.game,
    gameName: row.game ? gameName(row.game) : 'Unknown game',
    name: row.name,
    commitment: '',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    actionCount: row.actionCount,
    status: 'playing',
    options: {},
    winner: null,
    seenStatus: 'playing',
    damaged: row.damaged,
  };
}

export function damagedScenarioSummary(head: ScenarioHead, damaged: string): ScenarioSummary {
  return { id: head.id, name: head.name, width: 0, height: 0, models: 0, terrain: 0, revision: Math.max(0, head.revision), createdAt: head.createdAt, updatedAt: head.updatedAt, damaged };
}

function rawFile(format: string, name: string, reason: string, body: Record<string, unknown>, at: Date, fallback: string): ExportFile {
  const file = {
    format,
    formatVersion: 1,
    note: `Patrol HQ could not read this ${fallback} (${reason}). This file holds what was stored, exactly as it was, so it can be repaired by hand. Patrol HQ cannot import it as it is.`,
    ...body,
    exportedAt: at.toISOString(),
  };
  return { fileName: `${slugOf(name, fallback)}.damaged.json`, text: `${JSON.stringify(file, null, 2)}\n` };
}

/** The raw copy of a save that cannot be read: every column and every move's stored text. */
export function rawSaveExport(store: Store, id: string, reason: string, at: Date): ExportFile {
  const dump = store.rawSave(id);
  if (!dump) throw new ApiFailure('not-found', 'That save no longer exists.');
  const name = typeof dump.columns.name === 'string' ? dump.columns.name : 'save';
  return rawFile(DAMAGED_SAVE_FORMAT, name, reason, { save: dump.columns, actions: dump.actions }, at, 'save');
}

/** The raw copy of a scenario that cannot be read: every column, the document as stored text. */
export function rawScenarioExport(store: Store, id: string, reason: string, at: Date): ExportFile {
  const columns = store.scenarios.raw(id);
  if (!columns) throw new ApiFailure('not-found', 'That scenario no longer exists.');
  const name = typeof columns.name === 'string' ? columns.name : 'scenario';
  return rawFile(DAMAGED_SCENARIO_FORMAT, name, reason, { scenario: columns }, at, 'scenario');
}
