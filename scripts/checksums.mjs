// SHA-256 checksums of the installers in a folder, in `sha256sum` format (verify with
// `sha256sum -c SHA256SUMS.txt`, or `shasum -a 256 -c` on macOS). The release workflow runs it on each
// platform's dist/ and attaches the merged list to the release.
// Usage: node scripts/checksums.mjs <folder> <output file>
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const INSTALLER = /\.(exe|dmg|zip|AppImage|deb|rpm|snap|blockmap)$|^latest.*\.yml$/;

/** `<sha256>  <name>` lines for the installers (and update metadata) directly in `dir`, sorted by name. */
export function checksums(dir) {
  return readdirSync(dir)
    .filter((f) => INSTALLER.test(f) && statSync(join(dir, f)).isFile())
    .sort()
    .map((f) => `${createHash('sha256').update(readFileSync(join(dir, f))).digest('hex')}  ${f}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [dir, out] = process.argv.slice(2);
  if (!dir || !out) {
    process.stderr.write('usage: node scripts/checksums.mjs <folder> <output file>\n');
    process.exit(2);
  }
  const lines = checksums(dir);
  if (lines.length === 0) {
    process.stderr.write(`checksums: no installers in ${dir}\n`);
    process.exit(1);
  }
  writeFileSync(out, `${lines.join('\n')}\n`);
  process.stdout.write(`${lines.join('\n')}\n`);
}
