// `npm start`: one command always runs the app. The desktop app when the Electron binary is
// there (fetched once with electron's installer on first use). Where it cannot be had (offline
// installs), the browser host instead (scripts/web.mjs: builds if needed, serves on 127.0.0.1),
// saying so in one line on stdout with the URL to open. Arguments (--port, --db) go to it.
// Otherwise: builds better-sqlite3 for Electron once (.native/), builds the app, launches Electron.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureElectronSqlite, fetchElectronBinary, findElectronBinary } from './electron-native.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the browser host; its one stdout line (the URL) becomes ours, saying why it is the browser. */
function startInBrowser() {
  const web = spawn(process.execPath, [join(root, 'scripts', 'web.mjs'), ...process.argv.slice(2)], { cwd: root, stdio: ['inherit', 'pipe', 'inherit'] });
  let out = '';
  web.stdout.on('data', (d) => {
    out += d.toString();
    let nl;
    while ((nl = out.indexOf('\n')) >= 0) {
      const line = out.slice(0, nl);
      out = out.slice(nl + 1);
      const url = /running at (\S+)/.exec(line)?.[1];
      process.stdout.write(url ? `Patrol HQ: no Electron binary here (fetching it needs internet), so the app runs in your browser: open ${url}\n` : `${line}\n`);
    }
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => web.kill(sig));
  web.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

const electron = findElectronBinary(root) ?? fetchElectronBinary(root);
if (!electron) {
  startInBrowser();
} else {
  startDesktop(electron);
}

function startDesktop(electron) {

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
}
