import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultDbPath, userDataDir } from './user-data';

describe('per-user data folder (same as Electron userData for "Patrol HQ")', () => {
  it('uses XDG_CONFIG_HOME or ~/.config on Linux', () => {
    expect(userDataDir('linux', {}, '/home/gi')).toBe(join('/home/gi/.config', 'Patrol HQ'));
    expect(userDataDir('linux', { XDG_CONFIG_HOME: '/xdg' }, '/home/gi')).toBe(join('/xdg', 'Patrol HQ'));
    expect(defaultDbPath('linux', {}, '/home/gi')).toBe(join('/home/gi/.config', 'Patrol HQ', 'patrol-hq.db'));
  });

  it('uses Application Support on macOS and %APPDATA% on Windows', () => {
    expect(userDataDir('darwin', {}, '/Users/gi')).toBe(join('/Users/gi/Library/Application Support', 'Patrol HQ'));
    expect(userDataDir('win32', { APPDATA: 'C:/Users/gi/AppData/Roaming' }, 'C:/Users/gi')).toBe(join('C:/Users/gi/AppData/Roaming', 'Patrol HQ'));
    expect(userDataDir('win32', {}, 'C:/Users/gi')).toBe(join('C:/Users/gi', 'AppData', 'Roaming', 'Patrol HQ'));
  });
});
