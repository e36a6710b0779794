// `npm run web [-- --port N --db PATH]`: builds the app if out/renderer is missing or older than
// its sources (a quick mtime scan of renderer/, engine/, electron/api/), then starts the browser
// host with tsx. The host prints one line, the URL to open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// Node runs the tools' own scripts directly: no .cmd shims or shells, so paths with spaces are safe everywhere.
const electronVite = join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');

function newestMtime(dir) {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const e of entries) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const full = join(dir, e.name);
    const t = e.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

export function needsBuild() {
  const index = join(root, 'out', 'renderer', 'index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = ['renderer', 'engine', join('electron', 'api'), 'resources'].map((d) => newestMtime(join(root, d)));
  return Math.max(...sources) > built;
}

if (process.env.PATROL_HQ_SKIP_BUILD !== '1' && needsBuild()) {
  process.stderr.write('Building the app (electron-vite build)...\n');
  const r = spawnSync(process.execPath, [electronVite, 'build'], { cwd: root, stdio: ['ignore', process.stderr, 'inherit'] });
  if (r.status !== 0) {
    process.stderr.write('The build failed; see the messages above.\n');
    process.exit(1);
  }
}

// One process: Node with tsx's loader (the tsx CLI would add a wrapper process in between).
const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'electron', 'hosts', 'web', 'cli.ts'), ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
