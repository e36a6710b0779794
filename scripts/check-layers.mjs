// `npm run check:layers`: fails the build when a layer imports what it must not (see layers.mjs),
// when the renderer copies a rule number as a fallback (layers.mjs ruleFallbacks), or when shared
// code switches on a game's id instead of asking the game's module (game-ids.mjs).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gameIdSwitches } from './game-ids.mjs';
import { checkLayers, ruleFallbacks, unusedFallbackAllowances } from './layers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
let failed = false;
const violations = checkLayers(root);
const fallbacks = ruleFallbacks(root);
const stale = unusedFallbackAllowances(root);
if (violations.length > 0) {
  console.error(`Layer check failed: ${violations.length} import(s) cross a layer boundary.`);
  for (const v of violations) console.error(`  ${v.file}: imports "${v.spec}" — ${v.why}`);
  failed = true;
}
if (fallbacks.length > 0) {
  console.error(`Layer check failed: ${fallbacks.length} numeric fallback(s) in the renderer.`);
  for (const f of fallbacks) console.error(`  ${f.file}:${f.line}: "${f.text}" — ${f.why}`);
  failed = true;
}
if (stale.length > 0) {
  console.error(`Layer check failed: ${stale.length} allowed fallback(s) no longer used: remove them from fallbackAllowed in scripts/layers.mjs.`);
  for (const s of stale) console.error(`  ${s.file}: ${s.number}`);
  failed = true;
}
const switches = gameIdSwitches(root);
if (switches.length > 0) {
  console.error(`Game-id check failed: shared code names a game ${switches.length} time(s). Declare what the game needs in its module (engine/games/<id>/, renderer/src/games/<id>/) and ask the module; a name that must stay goes in ALLOWED (scripts/game-ids.mjs) with its reason.`);
  for (const s of switches) console.error(`  ${s.file}:${s.line}: "${s.id}"`);
  failed = true;
}
if (failed) process.exit(1);
console.log('Layer check passed: engine, electron and renderer import only what they may, the renderer copies no rule number as a fallback, and no shared code names a game.');
