/**
 * Two machines on one box, for the end-to-end test of playing with a friend (issue 24): two Linux
 * network namespaces, `phq-h` (the host's machine) and `phq-g` (the friend's), joined by a veth
 * pair (`phq-vh` 10.203.0.1/30 in phq-h, `phq-vg` 10.203.0.2/30 in phq-g). Each namespace has its
 * own loopback, so the host's main port (127.0.0.1 only) is out of the friend's reach, as on two
 * real machines. Traffic never leaves this box.
 *
 * Needs root and iproute2's `ip` (CI has both); `netnsProblem()` says why not, for a test.skip.
 * The share bench (scripts/bench/share.ts) makes its own pair (`NetPair`): its host in this
 * process's namespace, its clients in another.
 * Browsers run inside a namespace through a wrapper script (`exec ip netns exec <ns> chromium
 * "$@"`): Playwright drives Chromium over pipes, which pass through unchanged.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, systemChromium } from '../../playwright.config';
import { startHost, type HostOptions, type RunningHost } from './host';

export const HOST_NS = 'phq-h';
export const GUEST_NS = 'phq-g';
export const HOST_VETH = 'phq-vh';
export const GUEST_VETH = 'phq-vg';
export const HOST_ADDR = '10.203.0.1';
export const GUEST_ADDR = '10.203.0.2';
export type Namespace = typeof HOST_NS | typeof GUEST_NS;

function run(args: string[]): { ok: boolean; out: string } {
  const r = spawnSync('ip', args, { encoding: 'utf8', timeout: 10_000 });
  return { ok: r.status === 0, out: `${r.stdout ?? ''}${r.stderr ?? ''}${r.error ? String(r.error) : ''}`.trim() };
}

function must(args: string[]): void {
  const r = run(args);
  if (!r.ok) throw new Error(`ip ${args.join(' ')} failed: ${r.out}`);
}

/** The Chromium the other specs use (playwright.config.ts): a system one, else Playwright's own if installed. */
export function chromiumPath(): string | null {
  const path = systemChromium() ?? chromium.executablePath();
  return path && existsSync(path) ? path : null;
}

/** Why two namespaces cannot be made here (null: they can). Tries a throwaway namespace. `chromium`: a browser is needed too (the e2e; not the bench). */
export function netnsProblem(opts: { chromium?: boolean } = {}): string | null {
  if (process.platform !== 'linux') return 'needs Linux network namespaces (this is ' + process.platform + ')';
  if (process.getuid?.() !== 0) return 'needs root to make network namespaces (run it as root, e.g. sudo -E npx playwright test test/e2e/two-machines.spec.ts)';
  if (!run(['-V']).ok) return 'needs iproute2 (`ip`), which is not installed';
  if (opts.chromium !== false && !chromiumPath()) return 'needs a Chromium (a system one, PATROL_HQ_CHROMIUM, or npx playwright install chromium)';
  run(['netns', 'del', 'phq-probe']);
  const probe = run(['netns', 'add', 'phq-probe']);
  run(['netns', 'del', 'phq-probe']);
  return probe.ok ? null : `cannot make a network namespace here: ${probe.out}`;
}

/**
 * Two ends of a veth pair, each in a namespace (`hostNs` null: this process's own, as the share
 * bench puts its host), with an address each on a /30.
 */
export interface NetPair {
  hostNs: string | null;
  guestNs: string;
  hostVeth: string;
  guestVeth: string;
  hostAddr: string;
  guestAddr: string;
}

/** The two machines of the end-to-end test. */
export const TWO_MACHINES: NetPair = { hostNs: HOST_NS, guestNs: GUEST_NS, hostVeth: HOST_VETH, guestVeth: GUEST_VETH, hostAddr: HOST_ADDR, guestAddr: GUEST_ADDR };

/** Deletes what a run left behind (a crashed run may have kept its namespaces). */
export function tearDownNamespaces(pair: NetPair = TWO_MACHINES): void {
  for (const ns of [pair.hostNs, pair.guestNs]) if (ns !== null) run(['netns', 'del', ns]);
  // The pair goes with its namespace; an end left in this namespace by a half-made set-up does not.
  run(['link', 'del', pair.hostVeth]);
}

/** Makes the namespaces and the link between them, after deleting leftovers. */
export function setUpNamespaces(pair: NetPair = TWO_MACHINES): void {
  tearDownNamespaces(pair);
  if (pair.hostNs !== null) must(['netns', 'add', pair.hostNs]);
  must(['netns', 'add', pair.guestNs]);
  must(['link', 'add', pair.hostVeth, ...(pair.hostNs !== null ? ['netns', pair.hostNs] : []), 'type', 'veth', 'peer', 'name', pair.guestVeth, 'netns', pair.guestNs]);
  for (const [ns, dev, addr] of [
    [pair.hostNs, pair.hostVeth, pair.hostAddr],
    [pair.guestNs, pair.guestVeth, pair.guestAddr],
  ] as const) {
    const inNs = ns !== null ? ['-n', ns] : [];
    must([...inNs, 'addr', 'add', `${addr}/30`, 'dev', dev]);
    if (ns !== null) must([...inNs, 'link', 'set', 'lo', 'up']);
    must([...inNs, 'link', 'set', dev, 'up']);
  }
}

/** Cuts (false) or restores (true) the friend's end of the link, as a dropped Wi-Fi would. */
export function setGuestLink(up: boolean): void {
  must(['netns', 'exec', GUEST_NS, 'ip', 'link', 'set', GUEST_VETH, up ? 'up' : 'down']);
}

/** Runs a command inside a namespace (its own process group, so stopping it stops its children). */
export function spawnIn(ns: string, command: string, args: string[], env: Record<string, string> = {}): ChildProcess {
  return spawn('ip', ['netns', 'exec', ns, command, ...args], { stdio: ['ignore', 'pipe', 'pipe'], detached: true, env: { ...process.env, ...env } });
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
}

/** The real browser host (`npm run web`) inside a namespace, its share listener on `sharePort`. */
export function startHostIn(ns: Namespace, sharePort: number, opts: HostOptions = {}): Promise<RunningHost> {
  return startHost({ seeds: 1, ...opts, launcher: ['ip', 'netns', 'exec', ns], env: { ...opts.env, PATROL_HQ_SHARE_PORT: String(sharePort) } });
}

let wrapperDir: string | null = null;

/** A script Playwright may launch as Chromium: it runs the real one inside `ns`. */
export function chromiumWrapper(ns: Namespace): string {
  wrapperDir ??= mkdtempSync(join(tmpdir(), 'patrol-hq-netns-'));
  const path = join(wrapperDir, `chromium-${ns}`);
  writeFileSync(path, `#!/bin/sh\nexec ip netns exec ${ns} '${chromiumPath() ?? '/usr/bin/chromium'}' "$@"\n`);
  chmodSync(path, 0o755);
  return path;
}

export function removeWrappers(): void {
  if (wrapperDir) rmSync(wrapperDir, { recursive: true, force: true });
  wrapperDir = null;
}

/** A headless Chromium inside `ns`: its network is that namespace's only. */
export function launchIn(ns: Namespace): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumWrapper(ns), args: chromiumArgs });
}
