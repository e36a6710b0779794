// The Electron-ABI SQLite module for packaging: one per arch of this platform, at
// .native/release/<platform>-<arch>/better_sqlite3.node (electron-builder.yml extraResources picks the
// one matching the arch it packs). Usage: node scripts/native-release.mjs [--arch x64] [--arch arm64]
// (default: this machine's arch). Needs internet (prebuilt download or Electron headers).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureElectronSqlite, releaseSqlitePath } from './electron-native.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const arches = args.flatMap((a, i) => (a === '--arch' && args[i + 1] ? [args[i + 1]] : a.startsWith('--arch=') ? [a.slice(7)] : []));
for (const arch of arches.length ? arches : [process.arch]) {
  try {
    const out = ensureElectronSqlite(root, undefined, { arch, out: releaseSqlitePath(root, process.platform, arch) });
    process.stdout.write(`SQLite for Electron (${process.platform}-${arch}): ${out}\n`);
  } catch (e) {
    process.stderr.write(`Patrol HQ: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  }
}
