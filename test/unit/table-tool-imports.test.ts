/**
 * The table editor's structure (renderer/src/table), checked from outside the renderer, which may
 * not import Node: the stage draws what the editor and its current tool give it (editor.toolView()): it imports no
 * tool. The editor is given its tools: it imports only their types. So play can bring its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const here = join(__dirname, '../../renderer/src/table');
const sources = (dir: string) => readdirSync(join(here, dir)).filter((f) => /\.ts$/.test(f) && !f.endsWith('.test.ts')).map((f) => ({ file: `${dir}/${f}`, text: readFileSync(join(here, dir, f), 'utf8') }));
const toolImports = (text: string) => [...text.matchAll(/^import\s+(type\s+)?[^;]*?from\s+'(\.\.\/tools\/[^']+)'/gm)].map((m) => ({ typeOnly: !!m[1], spec: m[2] }));

describe('who imports the tools', () => {
  it('no file of the stage imports anything from tools/', () => {
    const found = sources('stage').flatMap((s) => toolImports(s.text).map((i) => `${s.file}: ${i.spec}`));
    expect(found).toEqual([]);
  });

  it('the editor imports only types from tools/ (the tools come in as a ToolSet)', () => {
    const found = sources('editor').flatMap((s) => toolImports(s.text).filter((i) => !i.typeOnly).map((i) => `${s.file}: ${i.spec}`));
    expect(found).toEqual([]);
    expect(sources('editor').some((s) => toolImports(s.text).length > 0)).toBe(true);
  });
});
