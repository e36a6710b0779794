// `npm run lint:workflows` (part of `npm test`): validates every GitHub workflow in .github/workflows
// against the workflow schema with @action-validator/cli, offline. A misspelled key, a wrong type or a
// bad glob fails the run. Usage: node scripts/lint-workflows.mjs [folder]
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dir = resolve(process.argv[2] ?? join(root, '.github', 'workflows'));
const cli = join(root, 'node_modules', '@action-validator', 'cli', 'cli.mjs');

let files = [];
try {
  files = readdirSync(dir).filter((f) => /\.ya?ml$/.test(f)).sort();
} catch {
  // no folder: reported below
}
if (files.length === 0) {
  process.stderr.write(`lint:workflows: no workflow files in ${dir}\n`);
  process.exit(1);
}
let failed = 0;
for (const f of files) {
  const r = spawnSync(process.execPath, [cli, join(dir, f)], { cwd: root, encoding: 'utf8' });
  if (r.status === 0) process.stdout.write(`lint:workflows: ${f} ok\n`);
  else {
    failed++;
    process.stderr.write(`lint:workflows: ${f} is not a valid workflow:\n${r.stdout}${r.stderr}\n`);
  }
}
process.exit(failed ? 1 : 0);
