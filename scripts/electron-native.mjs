// Helpers for `npm start`: find the Electron binary without triggering electron's lazy download,
// and build better-sqlite3 once for Electron's ABI into .native/electron/, apart from the Node
// build in node_modules/ (which tests and the browser host keep using).
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';

/**
 * The Electron executable, or null when it is not installed. Reads node_modules/electron/path.txt
 * as electron's own index.js does, but never starts its download (which hangs or fails offline).
 * PATROL_HQ_FORCE_NO_ELECTRON=1 forces the "missing" answer (tests).
 */
export function findElectronBinary(root, env = process.env) {
  if (env.PATROL_HQ_FORCE_NO_ELECTRON === '1') return null;
  const dir = join(root, 'node_modules', 'electron');
  const pathFile = join(dir, 'path.txt');
  const rel = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : '';
  if (env.ELECTRON_OVERRIDE_DIST_PATH) {
    const p = join(env.ELECTRON_OVERRIDE_DIST_PATH, rel || 'electron');
    return existsSync(p) ? p : null;
  }
  if (!rel) return null;
  const full = join(dir, 'dist', rel);
  return existsSync(full) ? full : null;
}

/**
 * Electron 45 fetches its binary lazily, on first use, not at `npm install`. So on a first
 * `npm start` we run electron's own installer once (quietly; it needs internet), then look again.
 * Offline it fails at once and we return null. PATROL_HQ_ELECTRON_INSTALLER names another
 * installer script (tests); PATROL_HQ_FORCE_NO_ELECTRON=1 skips the attempt.
 */
export function fetchElectronBinary(root, env = process.env, log = (m) => process.stderr.write(`${m}\n`)) {
  if (env.PATROL_HQ_FORCE_NO_ELECTRON === '1') return null;
  const installer = env.PATROL_HQ_ELECTRON_INSTALLER || join(root, 'node_modules', 'electron', 'install.js');
  if (!existsSync(installer)) return null;
  log('Patrol HQ: fetching the Electron binary (first start only)...');
  const r = spawnSync(process.execPath, [installer], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], timeout: 10 * 60_000, env });
  if (r.status !== 0) return null;
  return findElectronBinary(root, env);
}


function version(root, pkg) {
  return JSON.parse(readFileSync(join(root, 'node_modules', pkg, 'package.json'), 'utf8')).version;
}

/** Where the main process looks for the Electron-ABI binary (see electron/main/window-config.ts). */
export function electronSqlitePath(root) {
  return join(root, '.native', 'electron', 'better_sqlite3.node');
}

/** Where a release build for one platform and arch goes (electron-builder.yml extraResources). */
export function releaseSqlitePath(root, platform = process.platform, arch = process.arch) {
  return join(root, '.native', 'release', `${platform}-${arch}`, 'better_sqlite3.node');
}

/**
 * Builds better_sqlite3.node for Electron once (a prebuilt download first, else node-gyp against
 * Electron's headers) in a copy under .native/build/, and keeps it at .native/electron/ (or `opts.out`).
 * `opts.arch` builds for another arch of this platform (release builds: macOS x64 on an arm64 runner).
 * node_modules/better-sqlite3/build is never touched. Returns the binary's path; throws on failure.
 */
export function ensureElectronSqlite(root, log = (m) => process.stderr.write(`${m}\n`), opts = {}) {
  const arch = opts.arch ?? process.arch;
  const target = version(root, 'electron');
  const sqlite = version(root, 'better-sqlite3');
  const out = opts.out ?? electronSqlitePath(root);
  const stampFile = join(dirname(out), 'build-info.json');
  const stamp = JSON.stringify({ electron: target, betterSqlite3: sqlite, platform: process.platform, arch });
  if (existsSync(out) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return out;

  log(`Building the SQLite module for Electron ${target} (once; kept in .native/)...`);
  const src = join(root, 'node_modules', 'better-sqlite3');
  const work = join(root, '.native', 'build', 'better-sqlite3');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  cpSync(src, work, { recursive: true, filter: (p) => !p.startsWith(join(src, 'build') + sep) && p !== join(src, 'build') });
  // The tools' own scripts run by this Node: no .cmd shims or shells on Windows.
  const tool = (...path) => join(root, 'node_modules', ...path);
  const common = { cwd: work, stdio: ['ignore', 'inherit', 'inherit'] };
  let r = spawnSync(process.execPath, [tool('prebuild-install', 'bin.js'), '--runtime', 'electron', '--target', target, '--arch', arch, '--platform', process.platform], common);
  if (r.status !== 0) {
    log('No prebuilt module; compiling against Electron headers with node-gyp...');
    r = spawnSync(process.execPath, [tool('node-gyp', 'bin', 'node-gyp.js'), 'rebuild', '--release', `--target=${target}`, `--arch=${arch}`, '--dist-url=https://electronjs.org/headers', '--runtime=electron'], common);
  }
  const built = join(work, 'build', 'Release', 'better_sqlite3.node');
  if (r.status !== 0 || !existsSync(built)) throw new Error('Building better-sqlite3 for Electron failed (see the messages above). It needs internet for Electron headers and a C++ toolchain.');
  mkdirSync(dirname(out), { recursive: true });
  copyFileSync(built, out);
  writeFileSync(stampFile, stamp);
  return out;
}
