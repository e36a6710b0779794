import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import { checkLayers, fallbackAllowed, importsOf, importsWithKind, layers, numericFallbacks, ruleFallbacks, unusedFallbackAllowances } from './layers.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('layer check', () => {
  it('reads static, type-only, dynamic and re-export imports, ignoring comments', () => {
    const text = `import a from './a';\nimport type { B } from "../b";\nexport * from './c';\n// import x from 'fs';\nconst d = await import('./d');`;
    expect(importsOf(text)).toEqual(['./a', '../b', './c', './d']);
  });

  it('passes a tree that keeps to the rules', () => {
    const root = tree({
      'engine/core/a.ts': "import { b } from './b';\nimport cards from '../../resources/games/x/cards.json';",
      'engine/core/b.ts': 'export const b = 1;',
      'electron/services/s.ts': "import { a } from '../../engine/core/a';\nimport Database from 'better-sqlite3';\nimport { join } from 'node:path';",
      'renderer/src/App.svelte': "<script lang=\"ts\">\nimport type { ApiClient } from '../../electron/api/contract';\nimport { mount } from 'svelte';</script>",
    });
    expect(checkLayers(root)).toEqual([]);
  });

  it('fails a renderer test that imports Node (such checks belong in test/unit); other tests may', () => {
    const root = tree({
      'renderer/src/x.test.ts': "import { readFileSync } from 'node:fs';\nimport { join } from 'path';\nimport { a } from './a';",
      'renderer/src/a.ts': 'export const a = 1;',
      'electron/s.test.ts': "import { readFileSync } from 'node:fs';",
      'test/unit/t.test.ts': "import { readFileSync } from 'node:fs';",
    });
    expect(checkLayers(root).map((v: { file: string; spec: string }) => `${v.file} ${v.spec}`)).toEqual(['renderer/src/x.test.ts node:fs', 'renderer/src/x.test.ts path']);
  });

  it('fails when the engine reaches for Node, the store or the main process', () => {
    const root = tree({
      'engine/a.ts': "import { readFileSync } from 'node:fs';\nimport Database from 'better-sqlite3';\nimport { x } from '../electron/services/x';",
    });
    const specs = checkLayers(root).map((v: { spec: string }) => v.spec);
    expect(specs).toEqual(['node:fs', 'better-sqlite3', '../electron/services/x']);
  });

  it('fails when the renderer imports main-process code other than the API contract', () => {
    const root = tree({
      'renderer/src/x.ts': "import { openStore } from '../../electron/store/db';\nimport { ipcRenderer } from 'electron';\nimport type { C } from '../../electron/api/contract';\nimport { FIRST_CALLS } from '../../electron/api/first-calls';",
    });
    const specs = checkLayers(root).map((v: { spec: string }) => v.spec);
    expect(specs).toEqual(['../../electron/store/db', 'electron']);
  });

  it("fails a value the renderer takes from the API contract (it would bring the schemas into the page's script); types pass", () => {
    const root = tree({
      'renderer/src/x.ts': "import { c } from '../../electron/api/contract';\nimport type { D } from '../../electron/api/contract';\nexport { e } from '../../electron/api/contract';\nimport { type F } from '../../electron/api/contract';",
    });
    const found = checkLayers(root).map((v: { spec: string; why: string }) => `${v.spec} ${v.why.slice(0, 40)}`);
    expect(found).toEqual(['../../electron/api/contract renderer/ takes only types from contract', '../../electron/api/contract renderer/ takes only types from contract']);
  });

  it('does not mistake words in strings for imports', () => {
    const root = tree({ 'renderer/src/x.svelte': '<script lang="ts">\n  const msg = `Could not import the file "${name}"`;\n</script>' });
    expect(checkLayers(root)).toEqual([]);
  });

  it('allows only JSON data from resources/', () => {
    const root = tree({ 'engine/a.ts': "import x from '../resources/sneaky.ts';" });
    expect(checkLayers(root)).toHaveLength(1);
  });

  it('lets the renderer import from the engine only types, previews, geometry and data', () => {
    const root = tree({
      'renderer/src/a.ts': [
        "import type { LostPatrolView } from '../../engine/games/lost-patrol/types';",
        "import type { GameDefinition } from '../../engine/core/contract';",
        "import { type Bot, type Seat } from '../../engine/core/contract';",
        "import { bidOdds, SIZE } from '../../engine/games/lost-patrol/preview';",
        "import { weapon } from '../../engine/games/combat-patrol/data';",
        "import { distance } from '../../engine/geometry/vec';",
        "import { CARD } from '../../engine/games/x/types';",
      ].join('\n'),
      'renderer/src/b.svelte': [
        '<script lang="ts">',
        "  import { lostPatrol } from '../../engine/games/lost-patrol';",
        "  import { applyChecked } from '../../engine/games/lost-patrol/apply';",
        "  import { applyAction } from '../../engine/core/pipeline';",
        "  import { type Bot, randomBot } from '../../engine/bots';",
        '</script>',
      ].join('\n'),
    });
    const v = checkLayers(root) as { file: string; spec: string; why: string }[];
    expect(v.map((x) => x.spec)).toEqual(['../../engine/games/lost-patrol', '../../engine/games/lost-patrol/apply', '../../engine/core/pipeline', '../../engine/bots']);
    expect(v[0]?.why).toContain('only types, previews, geometry and data');
    expect(importsWithKind("import { type A, b } from './x';")).toEqual([{ spec: './x', typeOnly: false }]);
  });

  it('allows only packages the app declares and the layer uses (or reserves, with a reason)', () => {
    const root = resolve(__dirname, '..');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };
    const declared = new Set([...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)]);
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((n) => (n === 'node_modules' || n.startsWith('.') ? [] : statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|mts|mjs|svelte)$/.test(n) ? [join(dir, n)] : []));
    for (const [layer, rule] of Object.entries(layers as Record<string, { packages: string[]; reserved?: Record<string, string> }>)) {
      const used = new Set(files(join(root, layer)).flatMap((f) => importsOf(readFileSync(f, 'utf8')).filter((s: string) => !s.startsWith('.'))));
      for (const p of rule.packages) {
        if (p === 'node:*') continue;
        const spec = p.replace(/\/\*$/, '');
        // The package a specifier names: 'electron-log/node' is electron-log, '@scope/pkg/sub' is @scope/pkg.
        const pkgName = spec.split('/').slice(0, spec.startsWith('@') ? 2 : 1).join('/');
        expect(declared.has(pkgName), `${layer} allows ${p}, which package.json does not declare`).toBe(true);
        if (p.endsWith('/*')) continue; // a subpath of a package the layer uses
        const inUse = [...used].some((s) => s === spec || s.startsWith(`${spec}/`));
        expect(inUse || rule.reserved?.[spec] !== undefined, `${layer} allows ${p} but nothing in ${layer}/ imports it`).toBe(true);
      }
    }
  });
});

describe('rules once: numeric fallbacks in the renderer', () => {
  type Found = { file: string; line: number; text: string };
  const found = (root: string, allowed?: object): string[] => ruleFallbacks(root, allowed).map((f: Found) => `${f.file}:${f.line} ${f.text}`);

  it('fails a copied rule number as a fallback (the MG arc, a blast radius), in TypeScript and in Svelte markup', () => {
    const root = tree({
      'renderer/src/games/g/overlay.ts': "const span = mg?.arcDegrees ?? 45;\nconst r = blast || 2.5;\nconst n = count ?? 0;",
      'renderer/src/games/g/Panel.svelte': '<script lang="ts">\n  let { w } = $props();\n</script>\n<p>{w?.optimum ?? 30} in</p>',
    });
    expect(found(root)).toEqual(['renderer/src/games/g/Panel.svelte:4 ?? 30', 'renderer/src/games/g/overlay.ts:1 ?? 45', 'renderer/src/games/g/overlay.ts:2 || 2.5']);
  });

  it('passes 0, names, comments, tests, the engine, and a screen number allowed in its file', () => {
    const root = tree({
      'renderer/src/a.ts': '// was: w?.arcDegrees ?? 45\n/* radius || 3 */\nconst n = list.length ?? 0;\nconst span = arc ?? MG_ARC;\nconst x = a ?? b1;',
      'renderer/src/a.test.ts': 'expect(x ?? 45).toBe(45);',
      'renderer/src/stage.ts': 'const width = box.clientWidth || 800;',
      'engine/games/g/rules.ts': 'const span = w.arc ?? 45;',
    });
    expect(found(root, { 'renderer/src/stage.ts': { 800: 'before layout' } })).toEqual([]);
    expect(found(root, {})).toEqual(['renderer/src/stage.ts:1 || 800']);
    expect(numericFallbacks('a ?? -1 || 1_000')).toMatchObject([{ number: '-1' }, { number: '1000' }]);
  });

  it('an allowance no file uses any more is reported, so the list cannot go stale', () => {
    const root = tree({ 'renderer/src/stage.ts': 'const width = box.clientWidth || 800;' });
    expect(unusedFallbackAllowances(root, { 'renderer/src/stage.ts': { 800: 'x', 600: 'y' }, 'renderer/src/gone.ts': { 2: 'z' } })).toEqual([
      { file: 'renderer/src/stage.ts', number: '600' },
      { file: 'renderer/src/gone.ts', number: '2' },
    ]);
  });

  it("the app's renderer has none outside the allowed list, and every allowance has a reason and is used", () => {
    const root = resolve(__dirname, '..');
    expect(found(root)).toEqual([]);
    expect(unusedFallbackAllowances(root)).toEqual([]);
    for (const numbers of Object.values(fallbackAllowed as Record<string, Record<string, string>>)) for (const why of Object.values(numbers)) expect(why.length).toBeGreaterThan(10);
  });
});

