/**
 * Playing with a friend on another machine (issue 24), on two machines made on this box: the host
 * (`npm run web`) and its player's Chromium in the namespace phq-h, the friend's Chromium in phq-g,
 * joined by a veth pair (test/e2e/netns.ts). Needs root; skips saying why otherwise.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { channels } from '../../electron/api/contract';
import { FRIEND_CHANNELS } from '../../electron/services/guest-scope';
import type { RunningHost } from './host';
import { newBattle, px, smallTable, storeTable } from './battle-kit';
import { clickAction, createLostPatrol, openLostPatrol } from './lost-patrol-kit';
import { base, deserterGame } from './lost-patrol-seeds';
import { createPatrolLost, HOTSEAT } from './patrol-lost-kit';
import type { LostPatrolAction } from '../../engine/games/lost-patrol/types';
import { GUEST_NS, HOST_ADDR, HOST_NS, launchIn, netnsProblem, removeWrappers, setGuestLink, setUpNamespaces, spawnIn, startHostIn, stopProcess, tearDownNamespaces } from './netns';
import { guestFrameProblems, movesInDb, rawCall, watchErrors, watchFrames, type Frame } from './share-kit';
import { clickOne, countOn, invite, overOwnSocket, stopSharing, inStep, logLines, myTurn, percentile, playShared, shownAt, TIMING_SCRIPT, type MoveTiming } from './share-play';

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

/** The HTTP status of GET / on the share port from the friend's machine, with the given Host header. */
function statusFromGuest(hostHeader: string): number {
  const script = `require('http').get({ host: '${HOST_ADDR}', port: ${SHARE_PORT}, path: '/', headers: { Host: '${hostHeader}' } }, (r) => { process.stdout.write(String(r.statusCode)); r.resume(); }).on('error', (e) => process.stdout.write(e.code))`;
  const r = spawnSync('ip', ['netns', 'exec', GUEST_NS, process.execPath, '-e', script], { encoding: 'utf8', timeout: 10_000 });
  if (!/^\d+$/.test(r.stdout.trim())) throw new Error(`GET from the friend's machine: ${r.stdout}${r.stderr}`);
  return Number(r.stdout.trim());
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

  // The shared game, played on through the tests below (serial): the host's page and the friend's.
  let mine: Page;
  let friend: Page;
  let saveId = '';
  let link = '';
  let spectatorLink = '';
  let frames: Frame[] = [];
  const timings: MoveTiming[] = [];
  const errors: string[] = [];
  const shareOrigin = `http://${HOST_ADDR}:${SHARE_PORT}`;

  test('Invite a friend: the host shares a Patrol: Lost! game and gets a link to its address on the network and the port shown, which now listens', async () => {
    test.setTimeout(30_000);
    mine = await hostBrowser.newPage();
    watchErrors(mine, 'host', errors);
    await mine.addInitScript(TIMING_SCRIPT);
    await mine.goto(host.url);
    saveId = await createPatrolLost(mine, 3, 'With a friend');
    await mine.goto(`${host.url}#/play/${saveId}`);
    await expect(mine.getByTestId('hexmap')).toBeVisible();
    // A new game opens on the Bad Guys' first paths, the side the friend will take: the host invites from there.
    expect(await myTurn(mine, 1)).toBe(true);

    // Invite a friend: the Bad Guys; the link names this machine's address on the link and the port.
    ({ link, spectatorLink } = await invite(mine, 1));
    expect(link).toMatch(new RegExp(`^${shareOrigin.replace(/\./g, '\\.')}/\\?guest=[0-9a-f]{32}$`));
    expect(spectatorLink).toMatch(new RegExp(`^${shareOrigin.replace(/\./g, '\\.')}/\\?guest=[0-9a-f]{32}$`));
    expect(spectatorLink).not.toBe(link);
    await expect(mine.getByTestId('invite-address')).toContainText(`${HOST_ADDR}, port ${SHARE_PORT}`);
    await expect(mine.getByTestId('invite-friend-status')).toContainText('Waiting for your friend');
    // The host's screen moved to its own side (it was looking from the Bad Guys', the friend's now).
    await expect(mine.locator('[data-to-act]').first()).toHaveAttribute('data-seat', '0');
    // Sharing opened the listener on the network, on the port shown and no other; the app's own port stays on loopback.
    expect(listeners().filter((a) => a !== `${HOST_ADDR}:${PLAIN_PORT}`).sort()).toEqual([`0.0.0.0:${SHARE_PORT}`, `127.0.0.1:${new URL(host.url).port}`]);
  });

  // Before the friend's page opens: a second socket on the friend's link takes the game from the first (the page says it was opened elsewhere).
  test('the friend’s link reaches only its game as its seat: every other channel, another save, the other seat and the host’s own token are refused', async () => {
    const other = await createPatrolLost(mine, 4, 'Not shared');
    const probe = await guestBrowser.newPage();
    await probe.goto(`${shareOrigin}/robots.txt`).catch(() => undefined);
    const token = new URL(link).searchParams.get('guest');
    const api = `ws://${HOST_ADDR}:${SHARE_PORT}/api?guest=${token}`;
    const refused: string[] = [];
    for (const channel of channels.filter((c) => !FRIEND_CHANNELS.includes(c))) {
      const r = (await rawCall(probe, api, { id: 1, channel, payload: {} })) as { ok?: boolean; error?: { code: string } };
      if (r.ok !== false || r.error?.code !== 'forbidden') refused.push(`${channel}: ${JSON.stringify(r)}`);
    }
    expect(refused, 'channels a friend reached').toEqual([]);
    const forbidden = async (frame: unknown) => expect(await rawCall(probe, api, frame)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    await forbidden({ id: 2, channel: 'saves.open', payload: { id: other } });
    await forbidden({ id: 3, channel: 'saves.act', payload: { id: saveId, seat: 0, action: { type: 'end-actions' }, expectedCount: 0 } });
    await forbidden({ id: 4, channel: 'rules.get', payload: { game: 'combat-patrol' } });
    // The host's own token, or a made-up link, opens nothing on the share port.
    for (const q of [`token=${host.token}`, `guest=${'0'.repeat(32)}`]) {
      expect(await rawCall(probe, `ws://${HOST_ADDR}:${SHARE_PORT}/api?${q}`, { id: 5, channel: 'saves.list', payload: {} })).toHaveProperty('closed');
    }
    await probe.close();
    // A page of another origin on the friend's machine cannot use the link's socket, even with the code.
    const elsewhere = await guestBrowser.newPage();
    await elsewhere.goto(`http://${HOST_ADDR}:${PLAIN_PORT}/`);
    expect(await rawCall(elsewhere, api, { id: 6, channel: 'share.hello', payload: {} })).toHaveProperty('closed');
    await elsewhere.close();
    // The share port answers its IP address, not a name (a rebound DNS name cannot reach it).
    expect(statusFromGuest(`${HOST_ADDR}:${SHARE_PORT}`)).toBe(200);
    expect(statusFromGuest(`patrol.example:${SHARE_PORT}`)).not.toBe(200);
  });

  test('the friend opens the link on the other machine and plays the Bad Guys by clicks for several turns, every move on both screens at once', async () => {
    test.setTimeout(45_000);
    friend = await guestBrowser.newPage();
    watchErrors(friend, 'friend', errors);
    await friend.addInitScript(TIMING_SCRIPT);
    frames = watchFrames(friend);
    await friend.goto(link);
    await expect(friend.getByTestId('guest-bar')).toHaveText('Patrol: Lost! with a friend · you play the Bad Guys · your turn · host connected');
    await expect(mine.getByTestId('invite-friend-status')).toContainText('Your friend is connected.');
    await mine.getByTestId('invite-close').click();
    await expect(mine.getByTestId('share-badge')).toHaveText('Friend: Bad Guys · connected');
    // The friend's page is that one game: no way home, to the saves, to a replay, or to the sharing.
    await expect(friend.getByRole('heading', { name: 'Saved games' })).toHaveCount(0);
    for (const name of [/Patrol HQ/, 'Replay', /Sharing|Invite a friend/]) await expect(friend.getByRole('button', { name })).toHaveCount(0);

    // Several turns by clicks, each side on its own machine.
    const t0 = Date.now();
    timings.push(...(await playShared(mine, friend, 0, 40, async () => /Turn 3/.test((await mine.getByTestId('turn').textContent()) ?? ''))));
    console.log(`two machines: ${timings.length} moves by clicks in ${Date.now() - t0} ms`);
    await expect(mine.getByTestId('turn')).toHaveText('Turn 3');
    expect(timings.filter((t) => t.by === 'guest').length).toBeGreaterThan(3);
    expect(timings.filter((t) => t.by === 'host').length).toBeGreaterThan(3);

    // A frame outside its game over the page's own socket is refused, and the game goes on.
    expect(await overOwnSocket(friend, { id: 900_001, channel: 'saves.list', payload: {} })).toMatchObject({ ok: false, error: { code: 'forbidden' } });

    // A chat line from the friend reaches the host as text, never markup.
    await friend.getByTestId('chat-line').fill('<b>good luck</b>');
    await friend.getByTestId('chat-send').click();
    await expect(mine.getByTestId('log').locator('li.chat')).toHaveText(['Bad Guys: <b>good luck</b>']);
    await expect(mine.getByTestId('log').locator('b')).toHaveCount(0);
  });

  test('the friend’s link cut mid-turn and restored: the friend’s page shows the move made meanwhile within 2 s of the link returning; nothing lost or doubled', async () => {
    test.setTimeout(45_000);
    // On to the host's turn (the Good Guys).
    timings.push(...(await playShared(mine, friend, 0, 30, () => myTurn(mine, 0))));
    expect(await myTurn(mine, 0)).toBe(true);
    const before = (await countOn(mine)) as number;

    setGuestLink(false);
    await clickOne(mine);
    await expect.poll(() => countOn(mine)).toBe(before + 1);
    await friend.waitForTimeout(1_000);
    expect(await countOn(friend), 'the friend cannot see the move while cut off').toBe(before);
    // The friend's page knows the network went (the browser's offline) and says so.
    await expect(friend.getByTestId('guest-reconnecting')).toBeVisible();

    const up = Date.now();
    setGuestLink(true);
    await expect.poll(() => countOn(friend), { timeout: 10_000 }).toBe(before + 1);
    const resumed = ((await shownAt(friend, before + 1)) as number) - up;
    console.log(`two machines: the friend's screen showed the move made while cut off ${resumed} ms after the link came back`);
    expect(resumed).toBeLessThan(2_000);
    await expect(friend.getByRole('status').filter({ hasText: 'Reconnecting' })).toHaveCount(0);

    // Play goes on from both sides; the host's record and both screens agree, move for move.
    timings.push(...(await playShared(mine, friend, 0, 8)));
    const n = (await countOn(mine)) as number;
    await inStep(mine, friend, n);
    expect(movesInDb(host.dbPath, saveId)).toBe(n);
    expect(await logLines(friend)).toEqual(await logLines(mine));
  });

  test('undo with a friend: the friend asks to take back a move, the host refuses once, then allows; both screens agree', async () => {
    test.setTimeout(40_000);
    // On the friend's turn, decisions until one the rules let be taken back (no tile or die seen).
    let n = 0;
    for (let i = 0; i < 12; i++) {
      timings.push(...(await playShared(mine, friend, 0, 20, () => myTurn(friend, 1))));
      n = (await countOn(mine)) as number;
      await clickOne(friend);
      await inStep(mine, friend, n + 1);
      if (await friend.getByTestId('undo').isEnabled()) break;
    }
    const undo = friend.getByTestId('undo');
    await expect(undo).toBeEnabled();
    await expect(undo).toContainText('Ask to take back');
    // Refused: the move stands.
    await undo.click();
    await expect(friend.getByTestId('undo-ask')).toHaveText('Waiting for your friend to agree…');
    await expect(mine.getByTestId('undo-ask')).toContainText('Your friend asks to take back their last move');
    await mine.getByTestId('undo-refuse').click();
    await expect(friend.getByTestId('undo-ask')).toHaveCount(0);
    await expect(mine.getByTestId('undo-ask')).toHaveCount(0);
    await inStep(mine, friend, n + 1);
    // Asked again and allowed: the move is gone on both screens and in the host's record.
    await undo.click();
    await mine.getByTestId('undo-allow').click();
    await inStep(mine, friend, n);
    await expect(friend.getByTestId('undo-ask')).toHaveCount(0);
    expect(movesInDb(host.dbPath, saveId)).toBe(n);
  });

  test('spectators on the other machine see the game as it goes, with nothing to play and nothing to say; with eight of them the players’ moves go on', async () => {
    const watcher = await guestBrowser.newPage();
    const watched = watchFrames(watcher);
    await watcher.goto(spectatorLink);
    await expect(watcher.getByTestId('guest-bar')).toContainText('Patrol: Lost! with a friend · you are watching');
    const n = (await countOn(mine)) as number;
    await expect.poll(() => countOn(watcher)).toBe(n);
    await expect(mine.getByTestId('share-badge')).toContainText('1 watching');
    await expect(watcher.locator('[data-choice], [data-target]')).toHaveCount(0);
    await expect(watcher.getByTestId('chat-line')).toHaveCount(0);
    timings.push(...(await playShared(mine, friend, 0, 2)));
    await expect.poll(() => countOn(watcher)).toBe(n + 2);
    expect(guestFrameProblems(watched, host.dbPath, saveId, null)).toEqual([]);

    // Seven more spectators (the most a game takes is 8), each a socket waiting as a screen does: the two players' moves stay quick.
    const token = new URL(spectatorLink).searchParams.get('guest');
    await watcher.evaluate(
      ([url, k]) => {
        const w = globalThis as unknown as { __watchers: number[] };
        w.__watchers = [];
        for (let i = 0; i < k; i++) {
          w.__watchers.push(-1);
          const ws = new WebSocket(url);
          let id = 0;
          const ask = (channel: string, payload: unknown) => ws.send(JSON.stringify({ id: ++id, channel, payload }));
          ws.onopen = () => ask('saves.open', {});
          ws.onmessage = (e) => {
            const env = (JSON.parse(String(e.data)) as { result: { value: { stamp: string; save: { actionCount: number } } } }).result.value;
            w.__watchers[i] = env.save.actionCount;
            ask('saves.wait', { after: env.stamp });
          };
        }
      },
      [`ws://${HOST_ADDR}:${SHARE_PORT}/api?guest=${token}`, 7] as const,
    );
    await expect(mine.getByTestId('share-badge')).toContainText('8 watching');
    const crowded = await playShared(mine, friend, 0, 10);
    const seenBy = () => watcher.evaluate(() => (globalThis as unknown as { __watchers: number[] }).__watchers);
    await expect.poll(seenBy).toEqual(Array(7).fill(n + 2 + crowded.length));
    const xs = crowded.map((t) => t.netShown);
    console.log(`two machines, 2 players and 8 spectators: ${crowded.length} moves, the move's frame to the other side's socket p50 ${percentile(xs, 50)} ms, p95 ${percentile(xs, 95)} ms`);
    timings.push(...crowded);
    await watcher.close();
  });

  test('every frame the friend’s browser received holds no seed, salt or generator, and only the Bad Guys’ envelopes, none of their secrets', async () => {
    expect(frames.filter((f) => !f.sent).length).toBeGreaterThan(20);
    expect(guestFrameProblems(frames, host.dbPath, saveId, 1)).toEqual([]);
    // Chromium ignores (and logs) the Cross-Origin-Opener-Policy header on a plain-http LAN address: the share
    // listener sends the browser host's headers (reported to SERVER); any other error fails the test.
    // Only the browser's own word on the reconnect attempts (socket and host check) made while the friend's link was cut.
    const cut = /^friend console: (WebSocket connection to .* failed: .*|Failed to load resource: )net::ERR_(INTERNET_DISCONNECTED|NETWORK_CHANGED|ADDRESS_UNREACHABLE)$/;
    expect(errors.filter((e) => !cut.test(e)), 'errors the two pages logged').toEqual([]);
    // The figure for the budget (docs/DESIGN.md: a move shown on the other side within 50 ms p95).
    const figures = (key: 'ack' | 'shown' | 'netAck' | 'netShown') => {
      const xs = timings.map((t) => t[key]).filter((x) => Number.isFinite(x));
      return `p50 ${percentile(xs, 50)} ms, p95 ${percentile(xs, 95)} ms (${xs.length})`;
    };
    console.log(`two machines: ${timings.length} moves by clicks. Click to the mover's screen: ${figures('ack')}; to the other side's screen: ${figures('shown')}. The move's frame sent to its answer: ${figures('netAck')}; to the other side's socket: ${figures('netShown')}`);
  });

  test('Stop sharing: the friend’s link is refused, and the host listens on loopback only again', async () => {
    await stopSharing(mine);
    await expect(mine.getByTestId('share-badge')).toHaveCount(0);
    await expect(friend.getByTestId('guest-link-gone')).toBeVisible({ timeout: 10_000 });
    const again = await guestBrowser.newPage();
    await expect(again.goto(link)).rejects.toThrow(/ERR_CONNECTION_REFUSED/);
    expect(listeners().filter((a) => a !== `${HOST_ADDR}:${PLAIN_PORT}`)).toEqual([`127.0.0.1:${new URL(host.url).port}`]);
    await again.close();
  });

  test('The Lost Patrol, Deserter: the friend plays the Pursuers by clicks on the other machine to the end; the host leaving the game stops the sharing', async () => {
    test.setTimeout(40_000);
    const game = deserterGame();
    const id = await createLostPatrol(mine, game.seed, { ...base, deserter: true }, 'Deserter with a friend', HOTSEAT);
    await openLostPatrol(mine, host.url, id);
    await expect(mine.getByTestId('whose-turn')).toHaveText('Deserter to move');
    const links = await invite(mine, 1);
    await mine.getByTestId('invite-close').click();
    const pursuer = await guestBrowser.newPage();
    const seen = watchFrames(pursuer);
    await pursuer.goto(links.link);
    await expect(pursuer.getByTestId('guest-bar')).toHaveText('The Lost Patrol with a friend · you play the Pursuers · their turn · host connected');
    // The whole game (the Pursuers come in after the Deserter and face the horror), each side by clicks on its own machine.
    expect(game.actions.some((a) => a.seat === 1 && a.action.type === 'enter')).toBe(true);
    let n = 0;
    let bids = 0;
    for (const { seat, action } of game.actions) {
      if (seat === 1 && (action as LostPatrolAction).type === 'bid') {
        // The friend's bid is asked on the friend's screen only: the host's shows no bid buttons it cannot use.
        await expect(pursuer.getByTestId('horror-dialog')).toBeVisible();
        await expect(mine.getByTestId('horror-dialog')).toHaveCount(0);
        bids++;
      }
      await clickAction(seat === 0 ? mine : pursuer, action as LostPatrolAction);
      await inStep(mine, pursuer, ++n);
    }
    expect(bids, 'the friend bid against the horror').toBeGreaterThan(0);
    const winner = game.winner === 1 ? 'The Pursuers win' : 'The Deserter escapes';
    for (const p of [mine, pursuer]) await expect(p.getByTestId('end-screen')).toContainText(winner);
    expect(guestFrameProblems(seen, host.dbPath, id, 1)).toEqual([]);
    // The host leaves the game: sharing stops with it.
    await mine.keyboard.press('Escape');
    await mine.getByRole('button', { name: /Patrol HQ/ }).first().click();
    await expect(mine.getByRole('heading', { name: 'Saved games' })).toBeVisible();
    await expect(pursuer.getByTestId('guest-link-gone')).toBeVisible({ timeout: 10_000 });
    await pursuer.close();
  });

  test('a spectator of a Deserter game watches it to the end from the other machine: the table as it goes, no exit, entry or bid to take, no chat, nothing either side may not see', async () => {
    test.setTimeout(60_000);
    const game = deserterGame();
    const table = await hostBrowser.newPage();
    await table.goto(host.url);
    const id = await createLostPatrol(table, game.seed, { ...base, deserter: true }, 'Deserter watched', HOTSEAT);
    await openLostPatrol(table, host.url, id);
    const links = await invite(table, 1);
    await table.getByTestId('invite-close').click();
    const [pursuer, watcher] = [await guestBrowser.newPage(), await guestBrowser.newPage()];
    const watched = watchFrames(watcher);
    await pursuer.goto(links.link);
    await watcher.goto(links.spectatorLink);
    await expect(watcher.getByTestId('guest-bar')).toContainText('The Lost Patrol with a friend · you are watching');
    const nothingToDo = async (why: string) => {
      await expect(watcher.locator('[data-exit], [data-enter], [data-orient], [data-testid="move-confirm"], [data-testid="horror-dialog"]'), why).toHaveCount(0);
      await expect(watcher.locator('[data-group]:enabled'), why).toHaveCount(0);
    };
    await expect(watcher.getByTestId('hint')).toHaveText('Waiting for the Deserter to move.');
    // No player's controls: no undo, no keys to move or bid, no move to confirm.
    for (const id of ['chat-line', 'undo']) await expect(watcher.getByTestId(id)).toHaveCount(0);
    await expect(watcher.getByText('Ask before a mouse move')).toHaveCount(0);
    await expect(watcher.getByTestId('key-line')).toHaveText('You are watching: the players’ moves show here as they make them · F1 rules');
    await nothingToDo('at the start');
    let n = 0;
    let shot = false;
    for (const { seat, action } of game.actions) {
      const mover = seat === 0 ? table : pursuer;
      if ((action as LostPatrolAction).type === 'bid') {
        await expect(pursuer.getByTestId('horror-dialog')).toBeVisible();
        await expect(watcher.getByTestId('hint')).toHaveText('Waiting for the Pursuers to fight the horror.');
        if (!shot) await watcher.screenshot({ path: '/tmp/i24-public-deserter-spectator-bid.png' });
        shot = true;
      }
      // Arrow keys on the watcher's page move nothing and say nothing.
      await watcher.keyboard.press('ArrowUp');
      await nothingToDo(`before move ${n + 1}`);
      await clickAction(mover, action as LostPatrolAction);
      n++;
      await inStep(table, watcher, n);
    }
    expect(shot, 'the game had a fight to watch').toBe(true);
    await expect(watcher.getByTestId('end-screen')).toContainText(game.winner === 1 ? 'The Pursuers win' : 'The Deserter escapes');
    await watcher.screenshot({ path: '/tmp/i24-public-deserter-spectator-end.png' });
    expect(movesInDb(host.dbPath, id)).toBe(n);
    expect(guestFrameProblems(watched, host.dbPath, id, null)).toEqual([]);
    // The host leaves the finished game: the watching link stops working with the sharing.
    await table.keyboard.press('Escape');
    await table.getByRole('button', { name: /Patrol HQ/ }).first().click();
    await expect(watcher.getByTestId('guest-link-gone')).toBeVisible({ timeout: 10_000 });
    await Promise.all([table.close(), pursuer.close(), watcher.close()]);
  });

  test('Combat Patrol! with real dice: each player types the dice of their own side, the host its shot, the friend the German’s Reaction Test', async () => {
    test.setTimeout(40_000);
    const table = await storeTable(mine, host.url, smallTable('Dice with a friend', [
      { id: 'able', side: 'US', x: 10, y: 30, name: 'Able' },
      { id: 'fritz', side: 'German', x: 12, y: 18, name: 'Fritz' },
    ]));
    await newBattle(mine, host.url, table, { dice: 'Real dice, typed in' });
    await expect(mine.getByTestId('cp-status')).toContainText('US to activate');
    const battleId = /#\/play\/([\w-]+)/.exec(mine.url())?.[1] ?? '';
    expect(battleId).not.toBe('');
    const links = await invite(mine, 1);
    await mine.getByTestId('invite-close').click();
    const german = await guestBrowser.newPage();
    const seen = watchFrames(german);
    await german.goto(links.link);
    await expect(german.getByTestId('guest-bar')).toContainText('Combat Patrol! with a friend · you play the German');

    // The host's US soldier fires at Fritz; the host types its die.
    const a = await px(mine, 10, 30);
    await mine.mouse.click(a.x, a.y);
    await mine.getByTestId('cp-choices').getByRole('button', { name: /Fire the M1 Garand rifle at Fritz/ }).click();
    const shot = mine.getByTestId('cp-question');
    await expect(shot.locator('h2')).toHaveText(/^The shot at Fritz/);
    await shot.getByRole('textbox', { name: 'D10 die 1' }).fill('2');
    await shot.getByRole('textbox', { name: 'D10 die 1' }).press('Enter');
    // Fritz's Reaction Test is the German side's die: asked on the friend's screen, not the host's.
    // The host's shot is played out on the friend's screen first ("Your friend's turn"), then the friend's orders.
    const reaction = german.getByTestId('cp-question');
    const orders = german.getByTestId('cp-computer-done');
    await expect(async () => {
      if (await orders.isVisible()) await orders.click({ timeout: 1_000 });
      await expect(reaction.locator('h2')).toHaveText(/^Reaction Test for Fritz/, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    await expect(mine.getByTestId('cp-question')).toHaveCount(0);
    const n = (await countOn(mine)) as number;
    await reaction.getByRole('textbox', { name: 'D10 die 1' }).fill('10');
    await reaction.getByRole('textbox', { name: 'D10 die 1' }).press('Enter');
    await inStep(mine, german, n + 1);
    for (const p of [mine, german]) await expect(p.getByTestId('log')).toContainText(/rolled 2, a miss/);
    for (const p of [mine, german]) await expect(p.getByTestId('log')).toContainText(/Reaction Test/);
    expect(guestFrameProblems(seen, host.dbPath, battleId, 1)).toEqual([]);
    await stopSharing(mine);
    await german.close();
  });
});
