// `npm run check:layers`: fails the build when a layer imports what it must not (see layers.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLayers } from './layers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const violations = checkLayers(root);
if (violations.length > 0) {
  console.error(`Layer check failed: ${violations.length} import(s) cross a layer boundary.`);
  for (const v of violations) console.error(`  ${v.file}: imports "${v.spec}" — ${v.why}`);
  process.exit(1);
}
console.log('Layer check passed: engine, electron and renderer import only what they may.');
