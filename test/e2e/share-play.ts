/**
 * Playing a shared Patrol: Lost! game by clicks from two browsers (test/e2e/two-machines.spec.ts):
 * each page plays its own side when the game waits for it, and every move is timed from the click
 * to the mover's screen showing it (acknowledged) and to the other screen showing it (pushed).
 */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Recorded in every page (an init script): when each action count first appeared on screen
 * (`data-action-count`) and when the last pointer press or key press happened, by the wall clock
 * (both browsers run on this one machine, so their clocks agree).
 */
export const TIMING_SCRIPT = `(() => {
  const w = window;
  w.__counts = {};
  w.__pressed = 0;
  const mark = () => { w.__pressed = Date.now(); };
  w.addEventListener('pointerdown', mark, true);
  w.addEventListener('keydown', mark, true);
  const seen = () => {
    const el = document.querySelector('[data-action-count]');
    const n = el && el.getAttribute('data-action-count');
    if (n !== null && n !== undefined && !(n in w.__counts)) w.__counts[n] = Date.now();
  };
  // The page's own WebSockets, so a test can send a frame over the very socket the app uses.
  const Native = w.WebSocket;
  w.__sockets = [];
  // And when each frame went out or came in: a call's channel and id, an envelope's action count.
  w.__net = [];
  w.WebSocket = class extends Native {
    constructor(...a) {
      super(...a);
      w.__sockets.push(this);
      this.addEventListener('message', (e) => {
        try {
          const m = JSON.parse(e.data);
          const v = m.result && m.result.value;
          w.__net.push({ t: Date.now(), in: true, id: m.id, count: v && v.save && 'view' in v ? v.save.actionCount : null });
        } catch {}
      });
    }
    send(d) {
      try {
        const m = JSON.parse(d);
        w.__net.push({ t: Date.now(), in: false, id: m.id, channel: m.channel });
      } catch {}
      return super.send(d);
    }
  };
  new MutationObserver(seen).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-action-count'] });
})();`;

export async function countOn(page: Page): Promise<number | null> {
  const v = await page.locator('[data-action-count]').evaluateAll((els) => els[0]?.getAttribute('data-action-count') ?? null);
  return v === null ? null : Number(v);
}

/** When `count` first showed on the page (ms, wall clock), or null. */
export function shownAt(page: Page, count: number): Promise<number | null> {
  return page.evaluate((n) => ((globalThis as unknown as { __counts: Record<string, number> }).__counts[String(n)] ?? null), count);
}

function pressedAt(page: Page): Promise<number> {
  return page.evaluate(() => (globalThis as unknown as { __pressed: number }).__pressed);
}

export interface MoveTiming {
  by: 'host' | 'guest';
  count: number;
  /** Click to the mover's screen showing the move. */
  ack: number;
  /** Click to the other side's screen showing it. */
  shown: number;
  /** The move's saves.act frame sent to its answer received (the mover's socket). */
  netAck: number;
  /** The same frame sent to the other side's socket receiving an envelope with the move. */
  netShown: number;
}

interface NetEntry {
  t: number;
  in: boolean;
  id: number;
  channel?: string;
  count?: number | null;
}

const netOf = (page: Page): Promise<NetEntry[]> => page.evaluate(() => (globalThis as unknown as { __net: NetEntry[] }).__net);

/** When the mover's last saves.act went out, when its answer came, and when the other side first received an envelope holding `count` moves. */
async function netTimes(mover: Page, other: Page, count: number): Promise<{ netAck: number; netShown: number }> {
  const [m, o] = await Promise.all([netOf(mover), netOf(other)]);
  const sent = m.filter((e) => !e.in && e.channel === 'saves.act').pop();
  if (!sent) return { netAck: NaN, netShown: NaN };
  const answer = m.find((e) => e.in && e.id === sent.id && e.t >= sent.t);
  const shown = o.find((e) => e.in && e.t >= sent.t && (e.count ?? -1) >= count);
  return { netAck: answer ? answer.t - sent.t : NaN, netShown: shown ? shown.t - sent.t : NaN };
}

/** Skips a move being played out (the other side's, shown as a computer's turn is), if one is. */
async function skipReplay(page: Page): Promise<void> {
  const skip = page.getByTestId('skip');
  if (await skip.isVisible().catch(() => false)) await skip.click({ timeout: 1_000 }).catch(() => undefined);
}

/** Whether the game waits for this page's seat and its screen is ready for a click. */
export async function myTurn(page: Page, seat: number): Promise<boolean> {
  const root = page.locator('[data-to-act]').first();
  if ((await page.locator('[data-to-act]').count()) === 0) return false;
  return (await root.getAttribute('data-to-act')) === String(seat) && (await root.getAttribute('data-replaying')) === 'no';
}

/** The game root's state, for a failure message. */
async function whatShows(page: Page): Promise<string> {
  return page.locator('[data-to-act]').evaluateAll((els) => els.map((e) => ['data-to-act', 'data-replaying', 'data-phase', 'data-action-count'].map((a) => `${a}=${e.getAttribute(a)}`).join(' ')).join(' | ') || 'no game root');
}

/**
 * One decision by a click: what the rules require first (a tile's paths, a Good Guy lost, a push),
 * then up to `optional` moves or placings a turn, then "end". Returns what it clicked.
 */
export async function clickOne(page: Page, tally: { key: string; n: number } = { key: '', n: 0 }, optional = 2): Promise<string> {
  const turn = `${await page.getByTestId('turn').textContent()}|${await page.locator('[data-to-act]').getAttribute('data-phase')}`;
  if (turn !== tally.key) Object.assign(tally, { key: turn, n: 0 });
  const first = async (sel: string) => {
    const l = page.locator(sel).first();
    return (await l.isVisible()) ? l : null;
  };
  for (const sel of ['[data-choice^="orient-"]', '[data-choice^="lose-"]', '[data-target^="push-"]']) {
    const l = await first(sel);
    if (l) {
      await l.click();
      return sel;
    }
  }
  if (tally.n < optional) {
    const l = await first('[data-target^="move-"], [data-target^="place-"], [data-target^="add-"]');
    if (l) {
      tally.n++;
      await l.click();
      return 'move';
    }
  }
  const end = await first('[data-choice="end"]');
  if (!end) throw new Error(`no decision to click on the ${await page.getByTestId('whose-turn').textContent()} screen`);
  await end.click();
  return 'end';
}

/** Both screens show the same count: the game as the host has it. */
export async function inStep(host: Page, guest: Page, count: number): Promise<void> {
  await expect.poll(() => countOn(host), { message: 'the host’s screen shows the move' }).toBe(count);
  await expect.poll(() => countOn(guest), { message: 'the friend’s screen shows the move' }).toBe(count);
}

/**
 * Plays `moves` decisions by clicks, each on the screen whose side must decide (the host plays
 * `hostSeat`, the friend the other), waiting after each until both screens show it. Returns the timings.
 */
export async function playShared(host: Page, guest: Page, hostSeat: number, moves: number, stop?: () => Promise<boolean>): Promise<MoveTiming[]> {
  const timings: MoveTiming[] = [];
  const tallies = { host: { key: '', n: 0 }, guest: { key: '', n: 0 } };
  for (let i = 0; i < moves; i++) {
    const before = (await countOn(host)) as number;
    if (await stop?.()) break;
    let by: 'host' | 'guest' | null = null;
    for (const deadline = Date.now() + 15_000; by === null; ) {
      await skipReplay(host);
      await skipReplay(guest);
      if (await myTurn(host, hostSeat)) by = 'host';
      else if (await myTurn(guest, 1 - hostSeat)) by = 'guest';
      else if (Date.now() > deadline) throw new Error(`neither side may move: the host's screen ${await whatShows(host)}, the friend's ${await whatShows(guest)}`);
      else await host.waitForTimeout(100);
    }
    const mover = by === 'host' ? host : guest;
    const other = by === 'host' ? guest : host;
    await clickOne(mover, tallies[by!]);
    const clicked = await pressedAt(mover);
    await inStep(host, guest, before + 1);
    const [ack, shown] = await Promise.all([shownAt(mover, before + 1), shownAt(other, before + 1)]);
    timings.push({ by: by!, count: before + 1, ack: (ack as number) - clicked, shown: (shown as number) - clicked, ...(await netTimes(mover, other, before + 1)) });
  }
  return timings;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? NaN;
}

/** The log lines a screen shows. */
export function logLines(page: Page): Promise<string[]> {
  return page.getByTestId('log').locator('li').allTextContents();
}

/** Sends a frame over the page's own open WebSocket (the app's) and returns the answer's result. */
export function overOwnSocket(page: Page, frame: { id: number; channel: string; payload: unknown }): Promise<unknown> {
  return page.evaluate(
    (f) =>
      new Promise((resolve, reject) => {
        const ws = (globalThis as unknown as { __sockets: WebSocket[] }).__sockets.filter((s) => s.readyState === 1).pop();
        if (!ws) return reject(new Error('the page has no open WebSocket'));
        const on = (e: MessageEvent) => {
          const m = JSON.parse(String(e.data)) as { id: number; result: unknown };
          if (m.id !== f.id) return;
          ws.removeEventListener('message', on);
          resolve(m.result);
        };
        ws.addEventListener('message', on);
        ws.send(JSON.stringify(f));
      }),
    frame,
  );
}

/** "Invite a friend" on the host's game screen: the friend's side, Start sharing; returns the two links and leaves the dialog open. */
export async function invite(page: Page, friendSeat: number): Promise<{ link: string; spectatorLink: string }> {
  await page.getByTestId('invite-friend').click();
  await page.getByTestId(`invite-seat-${friendSeat}`).check();
  await page.getByTestId('invite-start').click();
  return { link: await page.getByTestId('invite-link').inputValue(), spectatorLink: await page.getByTestId('invite-spectator-link').inputValue() };
}

/** "Stop sharing" from the invite dialog (opened if it is not). */
export async function stopSharing(page: Page): Promise<void> {
  if (!(await page.getByTestId('invite-stop').isVisible())) await page.getByTestId('invite-friend').click();
  await page.getByTestId('invite-stop').click();
  await expect(page.getByTestId('invite-start')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
}
