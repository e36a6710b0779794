import { describe, expect, it } from 'vitest';
import { checkForUpdates, startupCheck, UPDATE_INTERVAL_MS, updatesAvailable, type UpdateDeps, type UpdaterLike } from './updates';

const now = Date.UTC(2025, 5, 1, 12);
const hour = 3600_000;

describe('update policy', () => {
  it('never checks in development builds or when turned off', () => {
    expect(startupCheck({ isPackaged: false, env: {}, lastCheck: undefined, now })).toEqual({ check: false, reason: 'development build: updates are off' });
    expect(startupCheck({ isPackaged: true, env: { PATROL_HQ_NO_UPDATES: '1' }, lastCheck: undefined, now }).check).toBe(false);
    expect(updatesAvailable({ isPackaged: false, env: {} })).toBe(false);
    expect(updatesAvailable({ isPackaged: true, env: { PATROL_HQ_NO_UPDATES: '1' } })).toBe(false);
    expect(updatesAvailable({ isPackaged: true, env: {} })).toBe(true);
  });

  it('checks at start at most once a day', () => {
    const at = (lastCheck: number | undefined) => startupCheck({ isPackaged: true, env: {}, lastCheck, now }).check;
    expect(at(undefined)).toBe(true); // never checked
    expect(at(now - hour)).toBe(false);
    expect(at(now - UPDATE_INTERVAL_MS + 1)).toBe(false);
    expect(at(now - UPDATE_INTERVAL_MS)).toBe(true);
    expect(at(now + 5 * hour)).toBe(true); // a clock set back: the stored time is in the future, check anyway
  });
});

/** A stand-in for electron-updater's autoUpdater and for the dialogs. */
function harness(latest: string | null | Error, answers: number[] = []) {
  const events: string[] = [];
  const updater: UpdaterLike = {
    autoDownload: true,
    autoInstallOnAppQuit: true,
    checkForUpdates: async () => {
      events.push('check');
      if (latest instanceof Error) throw latest;
      return latest ? { updateInfo: { version: latest } } : null;
    },
    downloadUpdate: async () => void events.push('download'),
    quitAndInstall: () => void events.push('install'),
  };
  const checks: number[] = [];
  const deps: UpdateDeps = {
    updater,
    currentVersion: '1.2.0',
    ask: async (message, _detail, buttons) => {
      events.push(`ask: ${message} [${buttons.join('/')}]`);
      return answers.shift() ?? 1;
    },
    tell: (message) => void events.push(`tell: ${message}`),
    log: () => {},
    checked: (t) => void checks.push(t),
    now: () => now,
  };
  return { deps, events, updater, checks };
}

describe('checking for updates', () => {
  it('downloads nothing by itself and records the check', async () => {
    const h = harness('1.2.0');
    expect(await checkForUpdates(h.deps, false)).toBe('none');
    expect(h.updater.autoDownload).toBe(false);
    expect(h.updater.autoInstallOnAppQuit).toBe(false);
    expect(h.events).toEqual(['check']); // silent at start when up to date
    expect(h.checks).toEqual([now]);
  });

  it('asks before downloading and again before installing', async () => {
    const h = harness('1.3.0', [0, 0]);
    expect(await checkForUpdates(h.deps, false)).toBe('installing');
    expect(h.events).toEqual([
      'check',
      'ask: Patrol HQ 1.3.0 is available. [Download/Later]',
      'download',
      'ask: Patrol HQ 1.3.0 is ready to install. [Restart Now/When I Quit]',
      'install',
    ]);
  });

  it('does nothing more when the person says later, and installs on quit when asked to', async () => {
    const later = harness('1.3.0', [1]);
    expect(await checkForUpdates(later.deps, false)).toBe('later');
    expect(later.events).not.toContain('download');
    const onQuit = harness('2.0.0', [0, 1]);
    expect(await checkForUpdates(onQuit.deps, false)).toBe('installs-on-quit');
    expect(onQuit.events).not.toContain('install');
    expect(onQuit.updater.autoInstallOnAppQuit).toBe(true);
  });

  it('never offers an older or equal version', async () => {
    for (const v of ['1.1.9', '1.2.0', 'v1.2.0', '0.9.0']) {
      const h = harness(v);
      expect(await checkForUpdates(h.deps, true)).toBe('none');
      expect(h.events).toEqual(['check', 'tell: Patrol HQ is up to date.']);
    }
    expect(await checkForUpdates(harness('1.10.0', [1]).deps, false)).toBe('later'); // 1.10 > 1.2
  });

  it('keeps a failed check quiet at start and explains it when the person asked', async () => {
    const quiet = harness(new Error('net::ERR_INTERNET_DISCONNECTED\n at stack'));
    expect(await checkForUpdates(quiet.deps, false)).toBe('failed');
    expect(quiet.events).toEqual(['check']);
    const asked = harness(new Error('net::ERR_INTERNET_DISCONNECTED'));
    expect(await checkForUpdates(asked.deps, true)).toBe('failed');
    expect(asked.events).toEqual(['check', 'tell: Patrol HQ could not check for updates.']);
  });
});
