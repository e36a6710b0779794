/**
 * Table budget in play (DESIGN.md: frames under 16 ms with 300 models and 100 terrain pieces):
 * a battle on the table bench's scenario, opened on the play screen in Chromium through the real
 * browser host. First a machine gun's arc is turned by dragging for 4 s (each pointer move asks
 * the engine's preview for everyone in the arc and his odds), then a soldier's move is dragged
 * round his allowance for 4 s (each move costs the path through terrain and past 299 bases). The
 * time between animation frames and the stage's own drawing time per frame are recorded.
 */
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../../playwright.config';
import { startHost } from '../../test/e2e/host';
import type { BenchFigure, BenchModule } from '../bench';
import { benchScenario } from './table';

type Cam = { x: number; y: number; zoom: number };
type Rect = { x: number; y: number; width: number; height: number };

function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
}

/** One pointer move per animation frame for 4 s round (cx, cy), pressed at `from`; the time between frames. */
async function dragLoop(page: Page, cam: Cam, box: Rect, from: { x: number; y: number }, cx: number, cy: number, r: number): Promise<number[]> {
  return (await page.evaluate(`new Promise((done) => {
    const el = document.querySelector('[data-testid="table-canvas"]');
    const cam = ${JSON.stringify(cam)};
    const box = ${JSON.stringify(box)};
    const at = (x, y) => ({ clientX: box.x + cam.x + x * cam.zoom, clientY: box.y + cam.y + y * cam.zoom });
    const ev = (type, p, buttons) => el.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerId: 1, isPrimary: true, button: 0, buttons, ...p }));
    ev('pointerdown', { clientX: ${from.x}, clientY: ${from.y} }, 1);
    const frames = [];
    let last = 0;
    let i = 0;
    const start = performance.now();
    const tick = (t) => {
      if (last) frames.push(t - last);
      last = t;
      const a = (i++ / 90) * Math.PI * 2;
      const p = at(${cx} + Math.cos(a) * ${r}, ${cy} + Math.sin(a) * ${r});
      ev('pointermove', p, 1);
      if (t - start < 4000) requestAnimationFrame(tick);
      else {
        ev('pointerup', p, 0);
        done(frames);
      }
    };
    requestAnimationFrame(tick);
  })`)) as number[];
}

const drawMs = (page: Page) => page.evaluate(() => (globalThis as unknown as { __table: { drawMs(): number[] } }).__table.drawMs());

function figures(what: string, frames: number[], draws: number[], note: string): BenchFigure[] {
  const f = [...frames].sort((a, b) => a - b);
  const d = [...draws].sort((a, b) => a - b);
  const late = frames.filter((x) => x > 25).length;
  return [
    { name: `${what}: time between frames, median`, value: pct(f, 0.5), unit: 'ms', budget: 16.7, note },
    { name: `${what}: time between frames, p95`, value: pct(f, 0.95), unit: 'ms', budget: 16.7 * 1.1 },
    { name: `${what}: frames later than 25 ms`, value: (100 * late) / Math.max(1, frames.length), unit: '%', budget: 1, note: `${late} of ${frames.length}; slowest ${(f[f.length - 1] ?? NaN).toFixed(1)} ms` },
    { name: `${what}: stage draw per frame, p95`, value: pct(d, 0.95), unit: 'ms', budget: 16, note: `${draws.length} draws` },
  ];
}

const bench: BenchModule = {
  title: 'Play: turning an MG arc, then dragging a move, with 300 models and 100 terrain pieces (Chromium)',
  async run(): Promise<BenchFigure[]> {
    const host = await startHost({ token: 'bench-battle-token' });
    const browser = await chromium.launch({ executablePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined, args: chromiumArgs });
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.goto(host.url);
      const doc = { ...benchScenario('bench-battle'), battle: { firstMove: 'US', breakPercent: null } };
      const id = await page.evaluate(
        (scenario) =>
          new Promise<string>((resolve, reject) => {
            const loc = (globalThis as unknown as { location: { host: string; search: string } }).location;
            const ws = new WebSocket(`ws://${loc.host}/api${loc.search}`);
            ws.onopen = () => ws.send(JSON.stringify({ id: 1, channel: 'saves.create', payload: { game: 'combat-patrol', options: { scenario } } }));
            ws.onmessage = (e) => {
              const r = (JSON.parse(String(e.data)) as { result: { ok: boolean; value: { save: { id: string } }; error?: { message: string } } }).result;
              ws.close();
              if (!r.ok) reject(new Error(r.error?.message));
              else resolve(r.value.save.id);
            };
          }),
        doc,
      );
      await page.goto(`${host.url}#/play/${id}`);
      await page.waitForFunction(() => !!(globalThis as unknown as { __table?: unknown }).__table);
      await page.waitForTimeout(800);
      const box = await page.locator('[data-testid="table-canvas"]').boundingBox();
      const cam = await page.evaluate(() => (globalThis as unknown as { __table: { camera(): Cam } }).__table.camera());
      if (!box) throw new Error('no table canvas');
      const at = (x: number, y: number) => ({ x: box.x + cam.x + x * cam.zoom, y: box.y + cam.y + y * cam.zoom });
      const load = () => `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;

      // m-13: a US MG42 at (35.6, 2). Select him, arc mode, turn the arc round him.
      const gun = { x: 2 + 12 * 2.8, y: 2 };
      const g = at(gun.x, gun.y);
      await page.mouse.click(g.x, g.y);
      await page.keyboard.press('a');
      await page.waitForTimeout(300);
      let before = (await drawMs(page)).length;
      const arcFrames = await dragLoop(page, cam, box, at(gun.x + 3, gun.y + 3), gun.x, gun.y + 10, 8);
      const arcDraws = (await drawMs(page)).slice(before);
      await page.waitForTimeout(400);
      const inArc = await page.locator('[data-testid="cp-odds-row"]').count();
      await page.keyboard.press('Escape');
      await page.keyboard.press('a');

      // m-1: a US rifleman at (2, 2). Drag him round a 3 in circle (his Combat Move allows 5 in).
      const man = at(2, 2);
      before = (await drawMs(page)).length;
      const moveFrames = await dragLoop(page, cam, box, man, 4, 4, 1.5);
      const moveDraws = (await drawMs(page)).slice(before);

      return [
        ...figures('MG arc', arcFrames, arcDraws, `${arcFrames.length} frames; ${inArc} soldiers in the arc at the end, each with his odds; ${load()}`),
        ...figures('move drag', moveFrames, moveDraws, `${moveFrames.length} frames; ${load()}`),
      ];
    } finally {
      await browser.close();
      await host.stop();
    }
  },
};

export default bench;
export const { title, run } = bench;
