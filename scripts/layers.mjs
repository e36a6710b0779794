// The layer rules of DESIGN.md as data, and a checker that reads import statements.
// Used by check-layers.mjs (in `npm test`) and by its own unit test.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** For each layer: which repo folders (or files) relative imports may reach, and which packages. */
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
    paths: ['renderer/', 'engine/', 'electron/api/contract.ts', 'resources/'],
    packages: ['svelte', 'svelte/*', 'konva', 'konva/*', 'svelte-konva', 'zod', 'flatbush', 'marked', 'dompurify', 'chartist', 'chartist/*'],
    note: 'renderer/ talks only through the API client: it imports engine/ (previews) and the API contract',
  },
};

const importRe = /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|require\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every module specifier a source file imports (comments stripped first). */
export function importsOf(text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const found = [];
  for (const m of code.matchAll(importRe)) found.push(m[1] ?? m[2] ?? m[3]);
  return found;
}

function packageAllowed(spec, allowed) {
  const isNode = spec.startsWith('node:');
  return allowed.some((a) => {
    if (a === 'node:*') return isNode;
    if (a.endsWith('/*')) return spec === a.slice(0, -2) || spec.startsWith(a.slice(0, -1));
    return spec === a;
  });
}

function walk(dir, out) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|mts|mjs|js|svelte)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** Returns a list of violations { file, spec, why } for the tree at `root`. Tests (*.test.ts) are exempt. */
export function checkLayers(root) {
  const violations = [];
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
      for (const spec of importsOf(readFileSync(file, 'utf8'))) {
        if (spec.startsWith('.')) {
          const target = relative(root, resolve(dirname(file), spec)).split(sep).join('/');
          const ok = rule.paths.some((p) => (p.endsWith('/') ? target.startsWith(p) || `${target}/` === p : target === p || target === p.replace(/\.ts$/, '')));
          const dataOnly = target.startsWith('resources/') && !/\.json$/.test(target);
          if (!ok || dataOnly) violations.push({ file: rel, spec, why: dataOnly ? 'resources/ holds data: import only .json files from it' : rule.note });
        } else if (!packageAllowed(spec, rule.packages)) {
          violations.push({ file: rel, spec, why: `${rule.note}; package "${spec}" is not allowed here` });
        }
      }
    }
  }
  return violations;
}
