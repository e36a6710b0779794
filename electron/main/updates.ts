/**
 * Updates through electron-updater against the GitHub release feed (electron-builder.yml `publish`).
 * The policy: never in development builds; at start at most once a day; the person asks for a check
 * from the menu whenever they like. Nothing downloads or installs without asking first.
 * The updater comes in as a dependency (electron-updater's autoUpdater in the app, a stub in tests).
 */
export const UPDATE_INTERVAL_MS = 24 * 60 * 60 * 1000;

export interface PolicyInput {
  isPackaged: boolean;
  /** PATROL_HQ_NO_UPDATES=1 turns checks off (managed or portable installs). */
  env: Record<string, string | undefined>;
  lastCheck: number | undefined;
  now: number;
}

/** Whether to check at start, and why (written to the log). */
export function startupCheck(p: PolicyInput): { check: boolean; reason: string } {
  if (!p.isPackaged) return { check: false, reason: 'development build: updates are off' };
  if (p.env.PATROL_HQ_NO_UPDATES === '1') return { check: false, reason: 'PATROL_HQ_NO_UPDATES=1: updates are off' };
  if (p.lastCheck !== undefined && p.lastCheck <= p.now && p.now - p.lastCheck < UPDATE_INTERVAL_MS) {
    return { check: false, reason: 'checked less than a day ago' };
  }
  return { check: true, reason: 'no check in the last day' };
}

/** Menu "Check for Updates…" exists only where updates can work (packaged, not turned off). */
export function updatesAvailable(p: Pick<PolicyInput, 'isPackaged' | 'env'>): boolean {
  return p.isPackaged && p.env.PATROL_HQ_NO_UPDATES !== '1';
}

/** The part of electron-updater's AppUpdater we use. */
export interface UpdaterLike {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  checkForUpdates(): Promise<{ updateInfo: { version: string } } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
}

export interface UpdateDeps {
  updater: UpdaterLike;
  currentVersion: string;
  /** Shows a question; resolves with the index of the button chosen. */
  ask(message: string, detail: string, buttons: string[]): Promise<number>;
  /** Tells the person something (only for checks they asked for). */
  tell(message: string, detail: string): void;
  log(message: string): void;
  /** Records when the last check ran (the once-a-day limit). */
  checked(at: number): void;
  now(): number;
}

export type UpdateOutcome = 'none' | 'later' | 'installing' | 'installs-on-quit' | 'failed';

function newer(a: string, b: string): boolean {
  const parts = (v: string) => v.replace(/^v/, '').split(/[.+-]/).slice(0, 3).map((n) => Number.parseInt(n, 10) || 0);
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) > (y[i] ?? 0);
  return false;
}

/**
 * One check: when a newer version exists, ask before downloading, then ask before restarting to
 * install (or install when the app quits). `manual`: the person asked, so "up to date" and errors are
 * shown; at start they go to the log only.
 */
export async function checkForUpdates(d: UpdateDeps, manual: boolean): Promise<UpdateOutcome> {
  d.updater.autoDownload = false;
  d.updater.autoInstallOnAppQuit = false;
  d.checked(d.now());
  try {
    const found = await d.updater.checkForUpdates();
    const version = found?.updateInfo.version;
    if (!version || !newer(version, d.currentVersion)) {
      d.log(`updates: ${d.currentVersion} is the latest`);
      if (manual) d.tell('Patrol HQ is up to date.', `You have version ${d.currentVersion}, the latest.`);
      return 'none';
    }
    d.log(`updates: ${version} is available (have ${d.currentVersion})`);
    const download = await d.ask(`Patrol HQ ${version} is available.`, `You have version ${d.currentVersion}. Download it now? Your games are kept.`, ['Download', 'Later']);
    if (download !== 0) return 'later';
    await d.updater.downloadUpdate();
    const now = await d.ask(`Patrol HQ ${version} is ready to install.`, 'Restart Patrol HQ now to install it, or it installs when you quit.', ['Restart Now', 'When I Quit']);
    if (now === 0) {
      d.updater.quitAndInstall();
      return 'installing';
    }
    d.updater.autoInstallOnAppQuit = true;
    return 'installs-on-quit';
  } catch (e) {
    const msg = e instanceof Error ? e.message.split('\n')[0]!.slice(0, 300) : String(e);
    d.log(`updates: check failed: ${msg}`);
    if (manual) d.tell('Patrol HQ could not check for updates.', `${msg}\nYou can download new versions from the releases page.`);
    return 'failed';
  }
}
