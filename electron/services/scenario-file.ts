import { exportScenario, validateScenario, type Scenario } from '../../engine/games/combat-patrol';
import type { ApiErrorCode } from '../api/contract';
import { parseFileJson } from './file-json';
import { ApiFailure } from './failure';

/** Checks a document with the engine's validateScenario; a refusal names the field (engine's message). */
export function checkScenario(raw: unknown, code: ApiErrorCode, what: string): Scenario {
  const res = validateScenario(raw);
  if (!res.ok) throw new ApiFailure(code, `${what}: ${res.error.message}.`, res.error.field);
  return res.scenario;
}

/**
 * Reads an imported scenario file's text: bad JSON, another format, a newer format or an invalid
 * document are 'bad-file'. A malformed recorded balance (`balance`, advice about the table, not
 * the table) costs only itself: the rest comes in, with a notice naming what was left out.
 */
export function parseScenarioFile(text: string): { doc: Scenario; notice?: string } {
  const raw = parseFileJson(text, 'scenario');
  let res = validateScenario(raw);
  let notice: string | undefined;
  if (!res.ok && res.error.code === 'invalid-scenario' && /^balance(\.|$)/.test(res.error.field ?? '') && typeof raw === 'object' && raw !== null) {
    notice = `Its recorded balance was left out: ${res.error.message}. Test the scenario to measure it again.`;
    const { balance: _, ...rest } = raw as Record<string, unknown>;
    res = validateScenario(rest);
  }
  if (!res.ok) {
    const head = res.error.code === 'invalid-scenario' ? 'This scenario file cannot be imported' : 'This file cannot be imported';
    throw new ApiFailure('bad-file', `${head}: ${res.error.message}.`, res.error.field);
  }
  return notice ? { doc: res.scenario, notice } : { doc: res.scenario };
}

/** The export: the document's own versioned JSON (format 'patrol-hq-scenario'). */
export function scenarioFileText(doc: Scenario): string {
  return `${JSON.stringify(exportScenario(doc), null, 2)}\n`;
}

export function slugOf(name: string, fallback: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || fallback;
}

export const scenarioFileName = (name: string): string => `${slugOf(name, 'scenario')}.patrol-hq-scenario.json`;
export const scenarioPdfName = (name: string, paper: string): string => `${slugOf(name, 'scenario')}-${paper}.pdf`;
