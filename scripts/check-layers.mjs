// `npm run check:layers`: fails the build when a layer imports what it must not (see layers.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkLayers, ruleFallbacks, unusedFallbackAllowances } from './layers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const violations = checkLayers(root);
const fallbacks = ruleFallbacks(root);
const stale = unusedFallbackAllowances(root);
if (violations.length > 0) {
  console.error(`Layer check failed: ${violations.length} import(s) cross a layer boundary.`);
  for (const v of violations) console.error(`  ${v.file}: imports "${v.spec}" — ${v.why}`);
}
if (fallbacks.length > 0) {
  console.error(`Layer check failed: ${fallbacks.length} numeric fallback(s) in the renderer.`);
  for (const f of fallbacks) console.error(`  ${f.file}:${f.line}: "${f.text}" — ${f.why}`);
}
if (stale.length > 0) {
  console.error(`Layer check failed: ${stale.length} allowed fallback(s) no longer used: remove them from fallbackAllowed in scripts/layers.mjs.`);
  for (const s of stale) console.error(`  ${s.file}: ${s.number}`);
}
if (violations.length + fallbacks.length + stale.length > 0) process.exit(1);
console.log('Layer check passed: engine, electron and renderer import only what they may, and the renderer copies no rule number as a fallback.');
