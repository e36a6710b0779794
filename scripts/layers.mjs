// The layer rules of docs/DESIGN.md as data, and a checker that reads import statements.
// Used by check-layers.mjs (in `npm test`) and by its own unit test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * For each layer: which repo folders (or files) relative imports may reach, and which packages.
 * `engineValues` (renderer only): the engine files the renderer may import values from: geometry,
 * each game's previews (`preview.ts`: the engine functions and constants a screen shows before a
 * move), data and types. Types (`import type`) may come from anywhere in engine/. The rules
 * themselves (a game's index, definition, apply, legal actions) stay in the main process.
 * `reserved`: packages allowed before any file uses them, each with the reason.
 */
export const layers = {
  engine: {
    paths: ['engine/', 'resources/'],
    packages: ['flatbush'],
    note: 'engine/ is pure rules: it imports only engine/ and data files under resources/',
  },
  electron: {
    paths: ['engine/', 'electron/', 'resources/'],
    packages: ['electron', 'better-sqlite3', 'ws', 'zod', 'pdf-lib', 'electron-log/node', 'electron-updater', 'node:*'],
    note: 'electron/ (main process) imports engine/ and its own code, never renderer/',
  },
  renderer: {
    paths: ['renderer/', 'engine/', 'electron/api/contract.ts', 'electron/api/first-calls.ts', 'electron/api/join-link.ts', 'resources/'],
    packages: ['svelte', 'svelte/*', 'konva', 'konva/*', 'marked', 'dompurify', 'chartist', 'chartist/*', 'qrcode'],
    engineValues: [
      'engine/geometry/',
      'engine/games/*/preview.ts',
      'engine/games/*/data.ts',
      'engine/games/*/types.ts',
      // Combat Patrol!'s table editor: the scenario document's helpers, its measures, squad placement,
      // compass bearings, grenade carriers, the table size rule and the print sheet count.
      'engine/games/combat-patrol/scenario.ts',
      'engine/games/combat-patrol/measure.ts',
      'engine/games/combat-patrol/formation.ts',
      'engine/games/combat-patrol/compass.ts',
      'engine/games/combat-patrol/grenades.ts',
      'engine/games/combat-patrol/table-size.ts',
      'engine/games/combat-patrol/print-sheets.ts',
      // The ranges of the numbers typed into a scenario (accuracy, grenades, turn limit...): the editor's fields offer them.
      'engine/games/combat-patrol/limits.ts',
      // The battle settings a scenario sets (turn limit, victory, deployment), checked as the engine checks them.
      'engine/games/combat-patrol/battle-settings.ts',
      'engine/games/combat-patrol/balance/heat.ts', 'engine/games/combat-patrol/balance/fingerprint.ts', // the balance check's heat map cells and table fingerprint
      // The shipped scenarios' names and first briefing lines ("Start from a shipped table"); not the documents.
      'engine/games/combat-patrol/shipped-tables.ts',
      // The campaign log's screens: its tables and labels, gathered in one file.
      'engine/campaign/preview.ts',
      // Each game's squad from a campaign (its size; Patrol: Lost!: which GI is which Good Guy), for the campaign screens.
      'engine/games/*/campaign-squad.ts',
      // Each game's typed events (what a step did) and the one function that turns a step's events
      // into what its table or map shows: the computer's turn, the replay viewer and a remote screen use it.
      'engine/games/*/events.ts',
      'engine/games/*/scene.ts',
    ],
    reserved: { marked: 'the rules pages (Markdown)', dompurify: 'the rules pages (sanitising the rendered Markdown)' },
    // Files the renderer may take types from and nothing else: a value from the contract brings zod
    // and every request schema into the page's script (twice this made the home screen's 250 KB).
    typesOnly: ['electron/api/contract.ts'],
    note: 'renderer/ talks only through the API client: it imports engine/ (previews), the API contract, the home screen\'s list of first calls and the join link check (two small files without the contract\'s schemas)',
  },
};

/** True when an engine file (repo-relative, extension optional) is one the renderer may import values from. */
export function rendererMayUse(target, allowed = layers.renderer.engineValues) {
  const file = /\.[a-z]+$/.test(target) ? target : `${target}.ts`;
  return allowed.some((a) => (a.endsWith('/') ? file.startsWith(a) : new RegExp(`^${a.replace(/[.]/g, '\\.').replace(/\*/g, '[^/]+')}$`).test(file)));
}

const importRe = /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every import of a source file (comments stripped first): its specifier, and whether it brings types only. */
export function importsWithKind(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  for (const m of code.matchAll(importRe)) {
    const head = m[0];
    const names = /\{([^}]*)\}/.exec(head)?.[1];
    const allTypes = names !== undefined && names.split(',').map((n) => n.trim()).filter(Boolean).every((n) => n.startsWith('type '));
    const typeOnly = /^[ \t]*(?:import|export)\s+type\s/.test(head) || allTypes;
    found.push({ spec: m[1] ?? m[2] ?? m[3], typeOnly });
  }
  return found;
}

/** Every module specifier a source file imports (comments stripped first). */
export function importsOf(text) {
  return importsWithKind(text).map((i) => i.spec);
}

function packageAllowed(spec, allowed) {
  const isNode = spec.startsWith('node:');
  return allowed.some((a) => {
    if (a === 'node:*') return isNode;
    if (a.endsWith('/*')) return spec === a.slice(0, -2) || spec.startsWith(a.slice(0, -1));
    return spec === a;
  });
}

function walk(dir, out, tests = false) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out, tests);
    else if (/\.(ts|mts|mjs|js|svelte)$/.test(name) && /\.test\.ts$/.test(name) === tests) out.push(full);
  }
  return out;
}

const nodeBuiltins = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));

/** The renderer's own tests run its code as it ships: they may not bring in Node either (checks that read files belong in test/unit). */
function rendererTestViolations(root) {
  let files = [];
  try {
    files = walk(join(root, 'renderer'), [], true);
  } catch {
    return [];
  }
  return files.flatMap((file) =>
    importsWithKind(readFileSync(file, 'utf8'))
      .filter(({ spec }) => nodeBuiltins.has(spec) || nodeBuiltins.has(spec.split('/')[0]))
      .map(({ spec }) => ({ file: relative(root, file).split(sep).join('/'), spec, why: 'renderer/ tests may not import Node built-ins: a check that reads files belongs in test/unit' })),
  );
}

/** Returns a list of violations { file, spec, why } for the tree at `root`. Tests (*.test.ts) are exempt, except that renderer/ tests may not import Node. */
export function checkLayers(root) {
  const violations = rendererTestViolations(root);
  for (const [layer, rule] of Object.entries(layers)) {
    const base = join(root, layer);
    let files = [];
    try {
      files = walk(base, []);
    } catch {
      continue;
    }
    for (const file of files) {
      const rel = relative(root, file).split(sep).join('/');
      for (const { spec, typeOnly } of importsWithKind(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(dirname(file), spec)).split(sep).join('/');
          const ok = rule.paths.some((p) => (p.endsWith('/') ? target.startsWith(p) || `${target}/` === p : target === p || target === p.replace(/\.ts$/, '')));
          const dataOnly = target.startsWith('resources/') && !/\.json$/.test(target);
          const rules = rule.engineValues && ok && !typeOnly && target.startsWith('engine/') && !rendererMayUse(target, rule.engineValues);
          const typesOnly = rule.typesOnly?.some((p) => target === p || target === p.replace(/\.ts$/, '')) && !typeOnly;
          if (typesOnly) violations.push({ file: rel, spec, why: `${layer}/ takes only types from ${spec.split('/').pop()}: a value from it brings zod and every request schema into the page's script; share a value from a small file of its own (electron/api/first-calls.ts, join-link.ts)` });
          else if (rules) violations.push({ file: rel, spec, why: `${layer}/ imports from the engine only types, previews, geometry and data (a game's preview.ts, data.ts, types.ts; engine/geometry): the rules run in the main process` });
          else if (!ok || dataOnly) violations.push({ file: rel, spec, why: dataOnly ? 'resources/ holds data: import only .json files from it' : rule.note });
        } else if (!packageAllowed(spec, rule.packages)) {
          violations.push({ file: rel, spec, why: `${rule.note}; package "${spec}" is not allowed here` });
        }
      }
    }
  }
  return violations;
}

/**
 * Rules once: the renderer takes rule numbers from the engine (its previews, views and exported
 * constants), so a numeric fallback such as `w?.arcDegrees ?? 45` or `radius || 3` in renderer
 * code is a copied rule waiting to drift. Any `?? <number>` or `|| <number>` in renderer/src (tests
 * aside) fails the check, except 0 (none: the identity of counts and sums, never a rule here) and
 * the screen numbers below, each allowed in its one file with the reason.
 */
export const fallbackAllowed = {
  'renderer/src/table/editor/shape-edit.ts': { 1: 'a scale factor of 1 leaves that axis as it is' },
  'renderer/src/table/stage/table-stage.ts': { 800: 'the canvas width before the page has laid its box out', 600: 'the canvas height before the page has laid its box out' },
  'renderer/src/games/combat-patrol/play-transitions.ts': { '-1': 'sorts a point of a run with no chance below every chance' },
  'renderer/src/games/replay/ReplayScreen.svelte': { 1: 'the turn picker shows turn 1 before the replay has read which turn is shown' },
};

const fallbackRe = /(\?\?|\|\|)\s*(-?\d[\d_]*(?:\.\d+)?)(?![\w.])/g;

/** Every numeric fallback in a source text (comments stripped): its operator, number and line. */
export function numericFallbacks(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' ')).replace(/(^|[^:'"`])\/\/.*$/gm, '$1').replace(/<!--[\s\S]*?-->/g, (c) => c.replace(/[^\n]/g, ' '));
  const found = [];
  for (const m of code.matchAll(fallbackRe)) {
    const line = code.slice(0, m.index).split('\n').length;
    found.push({ op: m[1], number: m[2].replace(/_/g, ''), line });
  }
  return found;
}

/** Numeric fallbacks in renderer/src that are neither 0 nor allowed in their file: { file, line, text, why }. */
export function ruleFallbacks(root, allowed = fallbackAllowed) {
  let files = [];
  try {
    files = walk(join(root, 'renderer', 'src'), []);
  } catch {
    return [];
  }
  const out = [];
  for (const file of files) {
    const rel = relative(root, file).split(sep).join('/');
    for (const f of numericFallbacks(readFileSync(file, 'utf8'))) {
      if (Number(f.number) === 0 || allowed[rel]?.[f.number] !== undefined) continue;
      out.push({ file: rel, line: f.line, text: `${f.op} ${f.number}`, why: 'a numeric fallback in renderer code restates a rule: take the number from the engine (preview, view or an exported constant), or allow a screen number in fallbackAllowed with its reason' });
    }
  }
  return out;
}

/** Allowed fallbacks no file uses any more (so the list cannot grow stale). */
export function unusedFallbackAllowances(root, allowed = fallbackAllowed) {
  const out = [];
  for (const [rel, numbers] of Object.entries(allowed)) {
    let used = [];
    try {
      used = numericFallbacks(readFileSync(join(root, rel), 'utf8')).map((f) => f.number);
    } catch {
      used = [];
    }
    for (const n of Object.keys(numbers)) if (!used.includes(n)) out.push({ file: rel, number: n });
  }
  return out;
}

