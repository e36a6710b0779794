import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import { checkLayers, importsOf } from './layers.mjs';

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

  it('fails when the engine reaches for Node, the store or the main process', () => {
    const root = tree({
      'engine/a.ts': "import { readFileSync } from 'node:fs';\nimport Database from 'better-sqlite3';\nimport { x } from '../electron/services/x';",
    });
    const specs = checkLayers(root).map((v: { spec: string }) => v.spec);
    expect(specs).toEqual(['node:fs', 'better-sqlite3', '../electron/services/x']);
  });

  it('fails when the renderer imports main-process code other than the API contract', () => {
    const root = tree({
      'renderer/src/x.ts': "import { openStore } from '../../electron/store/db';\nimport { ipcRenderer } from 'electron';\nimport { c } from '../../electron/api/contract';",
    });
    const specs = checkLayers(root).map((v: { spec: string }) => v.spec);
    expect(specs).toEqual(['../../electron/store/db', 'electron']);
  });

  it('does not mistake words in strings for imports', () => {
    const root = tree({ 'renderer/src/x.svelte': '<script lang="ts">\n  const msg = `Could not import the file "${name}"`;\n</script>' });
    expect(checkLayers(root)).toEqual([]);
  });

  it('allows only JSON data from resources/', () => {
    const root = tree({ 'engine/a.ts': "import x from '../resources/sneaky.ts';" });
    expect(checkLayers(root)).toHaveLength(1);
  });
});
