// `npm run dist`: installers for this machine's platform and arch in dist/ (README "Building
// installers"). Needs internet (the Electron dist and the Electron-ABI SQLite module). Extra arguments
// go to electron-builder, e.g. `npm run dist -- --dir` for an unpacked app only.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const node = (script, ...args) => {
  const r = spawnSync(process.execPath, [join(root, script), ...args], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
};
node('scripts/icons.mjs');
node('scripts/native-release.mjs', '--arch', process.arch);
node('node_modules/electron-vite/bin/electron-vite.js', 'build');
node('node_modules/electron-builder/cli.js', `--${process.arch}`, '--publish', 'never', ...process.argv.slice(2));
