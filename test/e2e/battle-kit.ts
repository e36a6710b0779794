/**
 * Helpers for the Combat Patrol! battle specs: a small table made from the sample's soldiers, put
 * in the store through the API, a battle started from the home card by choosing it, and table
 * inches turned into page pixels through the play screen's read-only test view (window.__table).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { apiCall, expect, gotoHome } from './fixtures';

const root = join(__dirname, '..', '..');
type Doc = Record<string, unknown> & { models: Record<string, unknown>[] };
export const sample = (): Doc => JSON.parse(readFileSync(join(root, 'resources/games/combat-patrol/sample-scenario.json'), 'utf8')) as Doc;

export interface Man {
  id: string;
  side: 'US' | 'German';
  x: number;
  y: number;
  weaponId?: string;
  name?: string;
  facing?: number;
  /** How the scenario starts him (flesh, light, serious, critical); absent: unhurt. */
  condition?: string;
}

/** A table with only these soldiers (the sample's terrain kept unless `open`). */
export function smallTable(name: string, men: Man[], battle: Record<string, unknown> = {}, open = true): Doc {
  const s = sample();
  const base = s.models[0]!;
  const models = men.map((m) => ({ ...base, squadId: null, nco: false, medic: false, grenades: 0, experience: 'regular', accuracy: 5, facing: m.side === 'US' ? 270 : 90, weaponId: m.side === 'US' ? 'm1-garand' : 'kar98k', name: m.id, ...m }));
  return { ...s, id: name.toLowerCase().replace(/\W+/g, '-'), name, models, objectives: [], deploymentZones: [], ...(open ? { terrain: [] } : {}), battle: { firstMove: 'US', breakPercent: null, ...battle } };
}

export async function storeTable(page: Page, hq: string, doc: Doc): Promise<string> {
  await gotoHome(page, hq);
  const r = await apiCall<{ id: string }>(page, 'scenarios.import', { text: JSON.stringify(doc) });
  if (!r.ok || !r.value) throw new Error(`scenarios.import failed: ${r.error?.message}`);
  return r.value.id;
}

/** Starts a battle from the home card: the table (its id in the store), who plays each side, the dice. */
export async function newBattle(page: Page, hq: string, tableId: string, opts: { us?: string; german?: string; dice?: string } = {}): Promise<void> {
  await gotoHome(page, hq);
  const card = page.locator('li.game[data-game="combat-patrol"]');
  await expect(card.locator(`option[value="${tableId}"]`)).toBeAttached();
  await card.getByLabel('Table to fight on').selectOption(tableId);
  await card.getByLabel('Who plays the US side').selectOption({ label: opts.us ?? 'A person at this screen' });
  await card.getByLabel('Who plays the German side').selectOption({ label: opts.german ?? 'A person at this screen' });
  await card.getByLabel('Dice').selectOption({ label: opts.dice ?? 'Rolled by the app' });
  await card.getByRole('button', { name: 'New game' }).click();
  await expect(page.locator('.combat-patrol')).toBeVisible();
  await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
}

interface PlayView {
  camera(): { x: number; y: number; zoom: number };
  model(id: string): { x: number; y: number } | null;
}

/**
 * Page pixels of a table point in inches. After a resize or a camera key the stage settles over a
 * frame or two (its size follows a ResizeObserver): read the canvas box and the camera until two
 * readings a frame apart agree, so a drag lands where the test means it to.
 */
export async function px(page: Page, x: number, y: number): Promise<{ x: number; y: number }> {
  const read = async () => {
    const box = await page.getByTestId('table-canvas').boundingBox();
    if (!box) throw new Error('no table canvas');
    const cam = await page.evaluate(async () => {
      const g = globalThis as unknown as { __table: PlayView; requestAnimationFrame(f: () => void): number };
      await new Promise<void>((r) => g.requestAnimationFrame(() => g.requestAnimationFrame(r)));
      return g.__table.camera();
    });
    return { box, cam };
  };
  let a = await read();
  for (let i = 0; i < 20; i++) {
    const b = await read();
    if (JSON.stringify(a) === JSON.stringify(b)) break;
    a = b;
  }
  const { box, cam } = a;
  return { x: box.x + cam.x + x * cam.zoom, y: box.y + cam.y + y * cam.zoom };
}

export async function modelAt(page: Page, id: string): Promise<{ x: number; y: number }> {
  const m = await page.evaluate((i) => (globalThis as unknown as { __table: PlayView }).__table.model(i), id);
  if (!m) throw new Error(`no model ${id}`);
  return m;
}

/** Drags a soldier by mouse to a table point (inches), in steps. */
export async function dragTo(page: Page, id: string, to: { x: number; y: number }): Promise<void> {
  const m = await modelAt(page, id);
  const a = await px(page, m.x, m.y);
  const b = await px(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

export async function actionCount(page: Page): Promise<number> {
  return Number(await page.locator('.combat-patrol').getAttribute('data-action-count'));
}

/** Whether the battle on screen waits for a die to be typed in (its pending question, whichever seat's). */
async function diceOwed(page: Page): Promise<boolean> {
  const id = page.url().split('/').pop()!;
  const env = await apiCall<{ view: { question?: { kind: string } | null } }>(page, 'saves.open', { id, seat: 0 });
  if (!env.ok) throw new Error(`saves.open failed: ${env.error?.message}`);
  return env.value?.view.question?.kind === 'dice';
}

/**
 * Entered dice: answers every dice prompt shown with what a real die showed, chosen by its label
 * (initiative to the side given, every Reaction Test passed, D2s of 1: no bullets), until none is
 * asked. Returns the labels answered.
 */
export async function answerDice(page: Page, opts: { initiative?: 'US' | 'German' } = {}): Promise<string[]> {
  const first = opts.initiative ?? 'US';
  return answerDiceWith(page, (label) => {
    if (/Bullets/.test(label)) return 1;
    if (/Initiative roll for the (US|German)/.test(label)) return label.includes(first) ? 10 : 1;
    if (/Wound roll/.test(label)) return 1;
    return 10;
  });
}

/** Answers every dice prompt shown, each die with `value(label)`, until none is asked. Returns the labels answered. */
export async function answerDiceWith(page: Page, value: (label: string) => number): Promise<string[]> {
  const asked: string[] = [];
  const q = page.getByTestId('cp-question');
  const onScreen = (ms: number) => expect(q).toHaveAttribute('data-kind', 'dice', { timeout: ms }).then(() => true, () => false);
  for (let i = 0; i < 20; i++) {
    // The first roll comes once the host has answered the caller's step, which under load can be
    // well after a glance: it is looked for up to 1.5 s. A later one can come a round trip after the
    // answer to the roll before (a roll of the other side's: its seat's view is fetched then). When
    // none is on screen, the host says whether a roll is owed, and an owed one must then be shown.
    if (!(await onScreen(i === 0 ? 1500 : 150))) {
      if (!(await diceOwed(page))) break;
      await expect(q).toHaveAttribute('data-kind', 'dice');
    }
    const label = (await q.locator('h2').textContent()) ?? '';
    const inputs = q.locator('input');
    const n = await inputs.count();
    for (let j = 0; j < n; j++) await inputs.nth(j).fill(String(value(label)));
    const before = await actionCount(page);
    await q.getByRole('button', { name: 'Enter the roll' }).click();
    await expect.poll(() => actionCount(page)).toBeGreaterThan(before);
    asked.push(label);
  }
  return asked;
}
