// `npm start`: the desktop app. Electron fetches its binary on first use: if it is missing we run
// electron's installer once; where that fails (offline installs) we say so in a few lines, point
// to `npm run web`, and exit 1: no hang, no stack trace.
// Otherwise: builds better-sqlite3 for Electron once (.native/), builds the app, launches Electron.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureElectronSqlite, fetchElectronBinary, findElectronBinary, missingElectronMessage } from './electron-native.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const electron = findElectronBinary(root) ?? fetchElectronBinary(root);
if (!electron) {
  process.stderr.write(`${missingElectronMessage}\n`);
  process.exit(1);
}

try {
  ensureElectronSqlite(root);
} catch (e) {
  process.stderr.write(`Patrol HQ: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
}

const vite = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
const built = spawnSync(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit' });
if (built.status !== 0) {
  process.stderr.write('Patrol HQ: the build failed; see the messages above.\n');
  process.exit(1);
}

const app = spawn(electron, [root, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => app.kill(sig));
app.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
