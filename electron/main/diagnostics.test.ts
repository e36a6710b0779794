import { describe, expect, it } from 'vitest';
import { aboutText, diagnosticsText, errorLine, MAX_ERRORS, RecentErrors } from './diagnostics';

const secretSave = JSON.stringify({ format: 'patrol-hq-save', name: 'Sgt Rock last stand', actions: [{ seat: 0, action: { type: 'fire', card: 'BAR-7' } }] });

function parseError(text: string): unknown {
  try {
    JSON.parse(text);
  } catch (e) {
    return e;
  }
  return null;
}

describe('diagnostics for bug reports', () => {
  it('holds versions, platform, paths and the last errors', () => {
    const errors = new RecentErrors(() => new Date('2025-06-01T12:00:00Z'));
    errors.add('saves.open', new Error('database is locked'));
    const text = diagnosticsText({
      appVersion: '0.1.0',
      packaged: true,
      versions: { electron: '45.5.0', chrome: '140.0', node: '22.1.0' },
      platform: 'linux',
      arch: 'x64',
      osRelease: '6.1.0',
      paths: { dataFolder: '/home/a/.config/Patrol HQ', database: '/home/a/.config/Patrol HQ/patrol-hq.db', logFile: '/home/a/.config/Patrol HQ/logs/main.log' },
      errors: errors.list(),
      now: new Date('2025-06-01T12:05:00Z'),
    });
    for (const part of ['Patrol HQ 0.1.0 (installed)', 'Electron 45.5.0', 'Chromium 140.0', 'Node 22.1.0', 'linux 6.1.0 (x64)', 'Data folder: /home/a/.config/Patrol HQ', 'patrol-hq.db', 'logs/main.log', '2025-06-01T12:00:00.000Z saves.open: Error: database is locked']) {
      expect(text).toContain(part);
    }
  });

  it('never carries save contents, even when an error message quotes them', () => {
    const e = parseError(`Sgt Rock last stand ${secretSave}`);
    expect(String(e)).toContain('Sgt Rock'); // V8 quotes the bad JSON...
    const line = errorLine(e);
    expect(line).not.toMatch(/Sgt Rock|BAR-7|patrol-hq-save/); // ...the diagnostics line does not
    expect(line).toMatch(/^SyntaxError: /);
    expect(errorLine(new Error(`Cannot apply ${secretSave}`))).not.toMatch(/Sgt Rock|BAR-7/);
    expect(errorLine(new Error('first line\nsecond line with "Sgt Rock"'))).toBe('Error: first line');
    expect(errorLine('x'.repeat(1000)).length).toBeLessThanOrEqual(240);
  });

  it('keeps only the last errors', () => {
    const errors = new RecentErrors();
    for (let i = 0; i < MAX_ERRORS + 5; i++) errors.add('ctx', new Error(`e${i}`));
    const list = errors.list();
    expect(list).toHaveLength(MAX_ERRORS);
    expect(list[0]).toContain('e5');
    expect(list.at(-1)).toContain(`e${MAX_ERRORS + 4}`);
  });

  it('puts the version and the data folder in the About box', () => {
    const a = aboutText({ appVersion: '0.1.0', versions: { electron: '45.5.0' }, dataFolder: 'C:\\Users\\a\\AppData\\Roaming\\Patrol HQ' });
    expect(a.message).toBe('Patrol HQ 0.1.0');
    expect(a.detail).toContain('C:\\Users\\a\\AppData\\Roaming\\Patrol HQ');
    expect(a.detail).toContain('Electron 45.5.0');
  });
});
