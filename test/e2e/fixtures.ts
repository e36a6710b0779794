/**
 * Shared test fixtures: the host each spec file plays against, a console watch that fails any
 * test whose page logged an error, and helpers that talk to the host the way the page does.
 *
 * Each spec file gets a host of its own (a fresh database; new games get the seeds 1, 2, 3... in
 * the order the file's tests make them), started when the file's first test asks for it and kept
 * for the rest of the file: a file plays the same games every run, whichever worker runs it and
 * whatever ran before it, so the files can run side by side.
 */
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startHost, type RunningHost } from './host';

export { expect };

interface FileHost {
  file: string | null;
  host: RunningHost | null;
}

export const test = base.extend<{ hq: string; consoleErrors: string[] }, { fileHost: FileHost }>({
  fileHost: [
    async ({}, use) => {
      const held: FileHost = { file: null, host: null };
      await use(held);
      await held.host?.stop();
    },
    { scope: 'worker' },
  ],
  hq: async ({ fileHost }, use, testInfo) => {
    if (fileHost.file !== testInfo.file || !fileHost.host) {
      await fileHost.host?.stop();
      fileHost.host = null;
      fileHost.host = await startHost({ token: 'e2e-shared-token', seeds: 1 });
      fileHost.file = testInfo.file;
    }
    // For apiCall on a fresh page (this worker's process only).
    process.env.PATROL_HQ_E2E_URL = fileHost.host.url;
    await use(fileHost.host.url);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`console: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`page error: ${e.message}`));
      page.on('requestfailed', (r) => {
        if (!r.url().startsWith('blob:')) errors.push(`request failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
      });
      await use(errors);
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

/** Calls the API from inside the page, over the same WebSocket path and token the app uses. */
export async function apiCall<T = unknown>(page: Page, channel: string, payload: unknown): Promise<{ ok: boolean; value?: T; error?: { code: string; message: string } }> {
  if (!page.url().startsWith('http')) {
    // A fresh page is on about:blank: open this file's host first so the call has an origin and a token.
    await gotoHome(page, process.env.PATROL_HQ_E2E_URL ?? '');
  }
  return page.evaluate(
    ([ch, p]) =>
      new Promise((resolve, reject) => {
        const loc = (globalThis as unknown as { location: { host: string; search: string } }).location;
        const ws = new WebSocket(`ws://${loc.host}/api${loc.search}`);
        ws.onopen = () => ws.send(JSON.stringify({ id: 1, channel: ch, payload: p }));
        ws.onmessage = (e) => {
          ws.close();
          resolve((JSON.parse(String(e.data)) as { result: never }).result);
        };
        ws.onerror = () => reject(new Error('WebSocket failed'));
      }),
    [channel, payload] as const,
  );
}

/** Applies a list of actions to a save over one WebSocket, in order; returns how many were accepted. */
export async function applyActions(page: Page, id: string, actions: unknown[]): Promise<number> {
  return page.evaluate(
    ([saveId, list]) =>
      new Promise<number>((resolve, reject) => {
        const loc = (globalThis as unknown as { location: { host: string; search: string } }).location;
        const ws = new WebSocket(`ws://${loc.host}/api${loc.search}`);
        let i = 0;
        const next = () => ws.send(JSON.stringify({ id: i + 1, channel: 'saves.act', payload: { id: saveId, action: list[i], expectedCount: i } }));
        ws.onopen = () => (list.length ? next() : resolve(0));
        ws.onmessage = (e) => {
          const r = (JSON.parse(String(e.data)) as { result: { ok: boolean } }).result;
          if (!r.ok) {
            ws.close();
            resolve(i);
            return;
          }
          if (++i === list.length) {
            ws.close();
            resolve(i);
          } else next();
        };
        ws.onerror = () => reject(new Error('WebSocket failed'));
      }),
    [id, actions] as const,
  );
}

export async function gotoHome(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(page.getByRole('heading', { name: 'Saved games' })).toBeVisible();
  await expect(page.getByTestId('saves-list').or(page.getByTestId('saves-empty'))).toBeVisible();
}

/** Creates an Endless Patrol save with a fixed seed (through the API) and returns its id. */
export async function createSave(page: Page, seed: number, name?: string, options: Record<string, unknown> = {}): Promise<string> {
  const r = await apiCall<{ save: { id: string } }>(page, 'saves.create', { game: 'endless-patrol', seed, options, ...(name ? { name } : {}) });
  if (!r.ok || !r.value) throw new Error(`saves.create failed: ${r.error?.message}`);
  return r.value.save.id;
}

export async function openSave(page: Page, url: string, id: string): Promise<void> {
  await page.goto(`${url}#/play/${id}`);
  await expect(page.getByTestId('hand')).toBeVisible();
}

export function card(page: Page, id: string): Locator {
  return page.locator(`[data-card="${id}"]`);
}

/**
 * Plays without fighting, by clicking: discards the first cards when over the limit, takes every
 * casualty, ends every Fire phase. Stops after `steps` clicks, at the end screen, or (when
 * `stopAtPrompt`) at a casualty prompt.
 */
export async function playPassively(page: Page, steps: number, stopAtPrompt = false): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const end = page.getByTestId('end-screen');
    const prompt = page.getByTestId('casualty-prompt');
    const discard = page.getByTestId('discard-prompt');
    const endFire = page.getByRole('button', { name: /End Fire phase/ });
    await expect(end.or(prompt).or(discard).or(endFire)).toBeVisible();
    if (await end.isVisible()) return;
    const count = () => page.locator('[data-action-count]').getAttribute('data-action-count');
    const before = await count();
    if (await prompt.isVisible()) {
      if (stopAtPrompt) return;
      await prompt.getByRole('button', { name: /Take the casualty/ }).click();
    } else if (await discard.isVisible()) {
      const need = Number((await discard.textContent())?.match(/Select (\d+) card/)?.[1] ?? '1');
      for (let k = 0; k < need; k++) await page.getByTestId('hand').locator('.card').nth(k).click();
      await discard.getByRole('button', { name: /Discard/ }).click();
    } else {
      await endFire.click();
    }
    await expect.poll(count).not.toBe(before);
  }
}

interface EnvelopeLike {
  save: { actionCount: number };
  result: unknown;
  view: { phase: string; hand: { id: string }[]; mustDiscard: number };
}

/** The passive play of playPassively, through the API (fast set-up for screenshots). */
export async function playPassivelyByApi(page: Page, id: string, steps: number, stopAtPrompt = false): Promise<void> {
  for (let i = 0; i < steps; i++) {
    const open = await apiCall<EnvelopeLike>(page, 'saves.open', { id });
    const env = open.value;
    if (!env || env.result) return;
    const v = env.view;
    if (v.phase === 'casualty' && stopAtPrompt) return;
    const action =
      v.phase === 'discard'
        ? { type: 'discard', cards: v.hand.slice(0, v.mustDiscard).map((c) => c.id) }
        : v.phase === 'casualty'
          ? { type: 'accept' }
          : { type: 'end-fire' };
    const r = await apiCall(page, 'saves.act', { id, action, expectedCount: env.save.actionCount });
    if (!r.ok) throw new Error(`saves.act failed: ${r.error?.message}`);
  }
}

/** What the play screen shows, to compare two moments or two saves. */
export async function tableSnapshot(page: Page): Promise<Record<string, unknown>> {
  const ids = (sel: string) => page.locator(`[data-testid="${sel}"] [data-card]`).evaluateAll((els) => els.map((e) => e.getAttribute('data-card')));
  return {
    turn: await page.getByTestId('turn').textContent(),
    squad: await page.getByTestId('squad-count').textContent(),
    hand: await ids('hand'),
    inPlay: await ids('in-play'),
    giDeck: await page.getByTestId('gi-deck').textContent(),
    giDiscard: await page.getByTestId('gi-discard').textContent(),
    patrolDeck: await page.getByTestId('patrol-deck').textContent(),
    log: await page.getByTestId('log').locator('li').allTextContents(),
  };
}
