import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without type declarations
import { ALLOWED, gameIds, gameIdSwitches } from './game-ids.mjs';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'game-ids-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

// Two games, alpha and beta, each with its two folders and its line in each list.
const games = {
  'engine/games/alpha/module.ts': "export const ALPHA_ID = 'alpha';\nexport const alpha = { id: 'alpha' };",
  'engine/games/beta/module.ts': "export const beta = { id: 'beta' };",
  'engine/games/index.ts': "import { alpha } from './alpha/module';\nexport const ids = ['alpha', 'beta'];",
  'renderer/src/games/index.ts': "export const gameUis = { 'alpha': {}, \"beta\": {} };",
  'renderer/src/games/alpha/module.ts': "export const info = { name: 'Alpha', rules: 'alpha' };",
};

type Found = { file: string; line: number; id: string };
const said = (found: Found[]) => found.map((f) => `${f.file}:${f.line} ${f.id}`);

describe('the game-id check (shared code never names a game)', () => {
  it('takes the game ids from the folders of engine/games', () => {
    expect(gameIds(tree(games)).sort()).toEqual(['alpha', 'beta']);
  });

  it('passes games that keep to their folders and their line in each list, and tests, comments and words that only contain an id', () => {
    const root = tree({
      ...games,
      'renderer/src/home/lines.ts': "// Unlike 'alpha', every game...\n/* 'beta' */\nexport const path = '../games/alpha/x';\nexport const word = 'alphabet';",
      'renderer/src/home/lines.test.ts': "expect(line('alpha')).toBe('x');",
      'test/e2e/alpha.spec.ts': "await open('alpha');",
      'renderer/src/home/Card.svelte': '<!-- the "beta" card -->\n<p>hi</p>',
    });
    expect(gameIdSwitches(root)).toEqual([]);
  });

  it('fails a planted switch on a game id in shared code, naming the file and line: a comparison, a map keyed by id, a Svelte class, an id constant imported from a game', () => {
    const root = tree({
      ...games,
      'renderer/src/home/save-lines.ts': "export function line(s: { game: string }) {\n  if (s.game === 'alpha') return 'A';\n  return '';\n}",
      'electron/services/names.ts': 'const NAMES = {\n  "beta": "Beta",\n};',
      'renderer/src/games/replay/Board.svelte': '<div class="alpha">\n  {#if game === `beta`}x{/if}\n</div>',
      'engine/campaign/play.ts': "import { ALPHA_ID } from '../games/alpha/module';\nexport const isAlpha = (g: string) => g === ALPHA_ID;",
      'scripts/tool.mjs': "switch (game) {\n  case 'beta':\n}",
    });
    expect(said(gameIdSwitches(root)).sort()).toEqual(
      [
        'renderer/src/home/save-lines.ts:2 alpha',
        'electron/services/names.ts:2 beta',
        'renderer/src/games/replay/Board.svelte:1 alpha',
        'renderer/src/games/replay/Board.svelte:2 beta',
        'engine/campaign/play.ts:1 ALPHA_ID',
        'scripts/tool.mjs:2 beta',
      ].sort(),
    );
  });

  it('allows a name only where the one list of exceptions says so, with its reason', () => {
    const root = tree({ ...games, 'scripts/bench/alpha.ts': "create({ game: 'alpha' });", 'scripts/demo.ts': "create({ game: 'beta' });" });
    expect(said(gameIdSwitches(root, { 'scripts/bench/': 'a bench measures named games' }))).toEqual(['scripts/demo.ts:1 beta']);
    expect(said(gameIdSwitches(root, {}))).toEqual(['scripts/bench/alpha.ts:1 alpha', 'scripts/demo.ts:1 beta']);
    const repo = resolve(__dirname, '..');
    for (const [path, reason] of Object.entries(ALLOWED as Record<string, string>)) {
      expect(existsSync(join(repo, path)), `${path} is allowed but does not exist`).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
  });

  it('`npm run check:layers` fails on a planted switch and names it; this repository passes', () => {
    const root = tree({ ...games, 'renderer/src/campaign/next.ts': "export const seats = (g: string) => (g === 'beta' ? 2 : 1);" });
    mkdirSync(join(root, 'scripts'), { recursive: true });
    for (const f of ['check-layers.mjs', 'layers.mjs', 'game-ids.mjs']) copyFileSync(join(__dirname, f), join(root, 'scripts', f));
    const planted = spawnSync(process.execPath, [join(root, 'scripts', 'check-layers.mjs')], { encoding: 'utf8' });
    expect(planted.status).toBe(1);
    expect(planted.stderr).toContain('renderer/src/campaign/next.ts:1: "beta"');
    expect(gameIdSwitches(resolve(__dirname, '..'))).toEqual([]);
  });
});
