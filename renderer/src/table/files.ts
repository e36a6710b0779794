/** Files from the table editor: a PDF the service made (base64 over the API), the scenario as it is on screen. */
import { exportScenario } from '../../../engine/games/combat-patrol/scenario';
import type { Scenario } from '../../../engine/games/combat-patrol/types';
import { downloadBlob, downloadText } from '../lib/files';

export function base64ToBytes(b64: string): Uint8Array {
  const bin = atob(b64);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

export function downloadBytes(fileName: string, bytes: Uint8Array, type: string): void {
  downloadBlob(fileName, new Blob([bytes as BlobPart], { type }));
}

/** The scenario file for `doc` as it is in the editor (the same versioned JSON as the service's export). */
export function scenarioFile(doc: Scenario): { fileName: string; text: string } {
  const slug = doc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'scenario';
  return { fileName: `${slug}.patrol-hq-scenario.json`, text: `${JSON.stringify(exportScenario(doc), null, 2)}\n` };
}

/** Downloads the table as it is on screen, saved or not: the way to keep work the store refused. */
export function downloadScenario(doc: Scenario): void {
  const f = scenarioFile(doc);
  downloadText(f.fileName, f.text);
}
