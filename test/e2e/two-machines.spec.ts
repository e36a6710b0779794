/**
 * Playing with a friend on another machine (issue 24), on two machines made on this box: the host
 * (`npm run web`) and its player's Chromium in the namespace phq-h, the friend's Chromium in phq-g,
 * joined by a veth pair (test/e2e/netns.ts). Needs root; skips saying why otherwise.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser } from '@playwright/test';
import type { RunningHost } from './host';
import { GUEST_NS, HOST_ADDR, HOST_NS, launchIn, netnsProblem, removeWrappers, setUpNamespaces, spawnIn, startHostIn, stopProcess, tearDownNamespaces } from './netns';

const problem = netnsProblem();
/** The share listener's port (PATROL_HQ_SHARE_PORT): each namespace is fresh, so it is free. */
const SHARE_PORT = 5179;
/** A plain HTTP server on the host's veth address, to show the link itself carries the friend's traffic. */
const PLAIN_PORT = 8089;

/** The TCP listeners inside the host's namespace, as "address:port". */
function listeners(): string[] {
  const r = spawnSync('ip', ['netns', 'exec', HOST_NS, 'ss', '-ltnH'], { encoding: 'utf8' });
  return r.stdout
    .split('\n')
    .map((l) => l.trim().split(/\s+/)[3] ?? '')
    .filter(Boolean);
}

test.describe('two machines', () => {
  // The list reporter shows a skip's reason only in its summary, if at all: the reason is printed too.
  let told = false;
  test.beforeEach(() => {
    if (problem === null) return;
    if (!told) console.log(`Two machines on one box skipped: ${problem}`);
    told = true;
    test.skip(true, `Two machines on one box skipped: ${problem}`);
  });
  test.describe.configure({ mode: 'serial' });

  let host: RunningHost;
  let hostBrowser: Browser;
  let guestBrowser: Browser;
  const children: ChildProcess[] = [];

  test.beforeAll(async () => {
    if (problem !== null) return;
    test.setTimeout(60_000);
    setUpNamespaces();
    [host, hostBrowser, guestBrowser] = await Promise.all([startHostIn(HOST_NS, SHARE_PORT), launchIn(HOST_NS), launchIn(GUEST_NS)]);
  });

  test.afterAll(async () => {
    if (problem !== null) return;
    await Promise.allSettled([hostBrowser?.close(), guestBrowser?.close(), host?.stop(), ...children.map(stopProcess)]);
    tearDownNamespaces();
    removeWrappers();
  });

  test('the friend reaches the host machine over the link, but not the host’s own port, which listens on loopback only', async () => {
    const plain = spawnIn(HOST_NS, process.execPath, ['-e', `require('http').createServer((q, s) => s.end('<title>phq-h</title><p>served on the link</p>')).listen(${PLAIN_PORT}, '${HOST_ADDR}', () => console.log('up'))`]);
    children.push(plain);
    await new Promise<void>((resolve, reject) => {
      plain.stdout?.once('data', () => resolve());
      plain.once('exit', (code) => reject(new Error(`the plain server exited (${code})`)));
    });
    const mainPort = new URL(host.url).port;

    // The host's player opens the app on the host machine's loopback.
    const mine = await hostBrowser.newPage();
    await mine.goto(host.url);
    await expect(mine.getByRole('heading', { name: 'Saved games' })).toBeVisible();

    // The friend's machine reaches the host machine's address...
    const friend = await guestBrowser.newPage();
    await friend.goto(`http://${HOST_ADDR}:${PLAIN_PORT}/`);
    await expect(friend.getByText('served on the link')).toBeVisible();
    // ...but not the app: on that address nothing listens on its port, and the friend's own loopback is another machine's.
    for (const url of [`http://${HOST_ADDR}:${mainPort}/`, `http://127.0.0.1:${mainPort}/`, `http://${HOST_ADDR}:${SHARE_PORT}/`]) {
      await expect(friend.goto(url), url).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
    }
    // Nothing is shared yet: the host listens on loopback only (the plain server is the test's own).
    expect(listeners().filter((a) => a !== `${HOST_ADDR}:${PLAIN_PORT}`)).toEqual([`127.0.0.1:${mainPort}`]);
    await Promise.all([mine.close(), friend.close()]);
  });
});
