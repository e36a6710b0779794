import { homedir } from 'node:os';
import { join } from 'node:path';

export const PRODUCT_NAME = 'Patrol HQ';
export const DB_FILE = 'patrol-hq.db';

/**
 * The per-user data folder, the same as Electron's app.getPath('userData') for 'Patrol HQ':
 * Linux $XDG_CONFIG_HOME (or ~/.config), macOS ~/Library/Application Support, Windows %APPDATA%.
 */
export function userDataDir(platform: NodeJS.Platform = process.platform, env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  if (platform === 'win32') return join(env.APPDATA || join(home, 'AppData', 'Roaming'), PRODUCT_NAME);
  if (platform === 'darwin') return join(home, 'Library', 'Application Support', PRODUCT_NAME);
  return join(env.XDG_CONFIG_HOME || join(home, '.config'), PRODUCT_NAME);
}

export function defaultDbPath(platform?: NodeJS.Platform, env?: NodeJS.ProcessEnv, home?: string): string {
  return join(userDataDir(platform, env, home), DB_FILE);
}
