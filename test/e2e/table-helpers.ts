/**
 * Helpers for the table editor specs: make a scenario through the API, open it, and turn table
 * inches into page pixels through the editor's read-only test view (window.__table).
 */
import type { Page } from '@playwright/test';
import { apiCall, expect } from './fixtures';

export interface TableView {
  camera(): { x: number; y: number; zoom: number };
  selection(): string[];
  tool(): string;
  counts(): { models: number; terrain: number };
  model(id: string): { x: number; y: number; facing: number } | null;
  modelIds(): string[];
  /** A piece's outline in table inches, and its rotation. */
  terrain(id: string): { points: Array<{ x: number; y: number }>; rotation: number } | null;
  /** The vertex picked on the selected outline. */
  vertex(): { id: string; index: number } | null;
  toolState(): string;
  canUndo(): boolean;
  drawMs(): number[];
  saveStatus(): string;
}

export async function createTable(page: Page, name: string, template: 'blank' | 'sample' = 'blank'): Promise<{ id: string; doc: Record<string, unknown> }> {
  const r = await apiCall<{ summary: { id: string }; doc: Record<string, unknown> }>(page, 'scenarios.create', { name, template });
  if (!r.ok || !r.value) throw new Error(`scenarios.create failed: ${r.error?.message}`);
  return { id: r.value.summary.id, doc: r.value.doc };
}

export async function saveTable(page: Page, id: string, doc: unknown, expectedRevision: number): Promise<void> {
  const r = await apiCall(page, 'scenarios.save', { id, doc, expectedRevision });
  if (!r.ok) throw new Error(`scenarios.save failed: ${r.error?.message}`);
}

export async function openTable(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}#/table/${id}`);
  await expect(page.getByTestId('table-editor')).toBeVisible();
  await expect(page.getByTestId('table-canvas').locator('canvas').first()).toBeVisible();
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
}

/** Page pixels of a table point in inches. */
export async function px(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('table-canvas').boundingBox();
  if (!box) throw new Error('no table canvas');
  const cam = await page.evaluate(() => (globalThis as unknown as { __table: TableView }).__table.camera());
  return { x: box.x + cam.x + x * cam.zoom, y: box.y + cam.y + y * cam.zoom };
}

export async function view<T>(page: Page, f: (t: TableView) => T): Promise<T> {
  return page.evaluate(`(${f.toString()})(globalThis.__table)`) as Promise<T>;
}

export async function dragInches(page: Page, from: [number, number], to: [number, number], steps = 12): Promise<void> {
  const a = await px(page, ...from);
  const b = await px(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps });
  await page.mouse.up();
}

export async function clickInches(page: Page, x: number, y: number, opts: { shift?: boolean } = {}): Promise<void> {
  const p = await px(page, x, y);
  if (opts.shift) await page.keyboard.down('Shift');
  await page.mouse.click(p.x, p.y);
  if (opts.shift) await page.keyboard.up('Shift');
}

/** A German MG42 team behind a stone wall facing three US riflemen: an arc and a heavy-cover sight line. */
export function ambushDoc(base: Record<string, unknown>): Record<string, unknown> {
  const m = (id: string, name: string, side: string, weaponId: string, x: number, y: number, facing: number) => ({
    id, name, side, experience: 'regular', accuracy: 5, weaponId, nco: false, medic: false, x, y, facing, squadId: null,
  });
  return {
    ...base,
    terrain: [
      { id: 'wall-1', kind: 'stone-wall', x: 30, y: 24, rotation: 90, closed: false, points: [{ x: -6, y: 0 }, { x: 6, y: 0 }], width: 0.5, props: {} },
      { id: 'woods-1', kind: 'woods', x: 20, y: 38, rotation: 0, closed: true, points: [{ x: -4, y: -3 }, { x: 4, y: -3 }, { x: 4, y: 3 }, { x: -4, y: 3 }], width: 0, props: {} },
      { id: 'house-1', kind: 'building', x: 38, y: 8, rotation: 0, closed: true, points: [{ x: -3, y: -2 }, { x: 3, y: -2 }, { x: 3, y: 2 }, { x: -3, y: 2 }], width: 0, props: {} },
    ],
    models: [
      m('mg', 'MG42 gunner', 'German', 'mg42', 10, 24, 0),
      m('loader', 'MG42 loader', 'German', 'pistol', 9, 26, 0),
      m('us-a', 'Rifleman Adams', 'US', 'm1-garand', 31, 24, 180),
      m('us-b', 'Rifleman Baker', 'US', 'm1-garand', 34, 27, 180),
      m('us-c', 'Rifleman Cole', 'US', 'm1-garand', 20, 44, 270),
    ],
    objectives: [{ id: 'objective-1', name: 'Crossroads', x: 40, y: 40 }],
    deploymentZones: [{ id: 'zone-1', side: 'US', label: 'US deployment', points: [{ x: 0, y: 42 }, { x: 48, y: 42 }, { x: 48, y: 48 }, { x: 0, y: 48 }] }],
  };
}

/** A piece's outline in table inches ([] when there is no such piece). */
export async function terrainPoints(page: Page, id: string): Promise<Array<{ x: number; y: number }>> {
  return page.evaluate((pid) => (globalThis as unknown as { __table: TableView }).__table.terrain(pid)?.points ?? [], id);
}
