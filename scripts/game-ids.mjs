// The one-module rule of docs/DESIGN.md as a check: shared code never switches on a game's id.
// What a game needs from the rest of the app is declared in its own folders (engine/games/<id>/,
// renderer/src/games/<id>/) and listed once (engine/games/index.ts, renderer/src/games/index.ts);
// a game id written as a string anywhere else is a per-game list or switch hiding in shared code.
// Used by check-layers.mjs (in `npm test`) and by its own unit test (layers.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The folders scanned (repo-relative); tests, fixtures (test/) and data (resources/) are not. */
export const SCANNED = ['engine', 'electron', 'renderer', 'scripts'];

/** The lists that name every game, one line each: the only shared files that may. */
export const GAME_LISTS = ['engine/games/index.ts', 'renderer/src/games/index.ts'];

/**
 * The files or folders (ending in /) allowed to name a game, each with its reason. Keep this
 * short: a game's own needs belong in its module, not here.
 */
export const ALLOWED = {
  'scripts/bench/': 'a bench measures named games on purpose (npm run bench -- <name>)',
  'scripts/soak/frame-fuzzer.ts': 'the fuzzer mixes one real game id among its junk inputs',
  'scripts/soak/odds-flood.ts': 'the odds flood runs the odds of a real game (Endless Patrol: quick odds, no table to load)',
  'scripts/soak/forged-campaign.ts': 'the forged campaign import plays real campaign games (The Lost Patrol of the issue, Endless Patrol: a squad of 15)',
  'scripts/baselines/': 'old versions of a named game\'s computer players, kept to measure new ones against (scripts/baselines/README.md)',
  'scripts/soak/big-battle.ts': 'the big-battle trial plays a crowded Combat Patrol! battle (its envelope and the host that sends it)',
};

/** The game ids: the folders of engine/games/. */
export function gameIds(root) {
  const dir = join(root, 'engine', 'games');
  try {
    return readdirSync(dir).filter((n) => statSync(join(dir, n)).isDirectory());
  } catch {
    return [];
  }
}

/** The text with comments blanked (newlines kept, so line numbers hold): // and block comments, and HTML comments in .svelte. */
export function withoutComments(text) {
  const blank = (s) => s.replace(/[^\n]/g, ' ');
  return text
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, (m, before) => before + blank(m.slice(before.length)));
}

function walk(dir, out) {
  let names;
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const full = join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.(ts|mts|mjs|js|svelte)$/.test(name) && !/\.test\.ts$/.test(name)) out.push(full);
  }
  return out;
}

/** True when file `rel` (repo-relative) is a game's own, one of the two lists, or allowed by name. */
export function exempt(rel, ids, allowed = ALLOWED) {
  if (GAME_LISTS.includes(rel)) return true;
  if (ids.some((id) => rel.startsWith(`engine/games/${id}/`) || rel.startsWith(`renderer/src/games/${id}/`))) return true;
  return Object.keys(allowed).some((a) => (a.endsWith('/') ? rel.startsWith(a) : rel === a));
}

const idConstRe = /^[ \t]*import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/gm;

/**
 * Every game id written as a string in shared code, and every id constant (a name ending in _ID)
 * imported from a game's folder, which is the same switch spelled another way:
 * { file, line, id } (line from 1; `id` the game id, or the constant's name).
 */
export function gameIdSwitches(root, allowed = ALLOWED) {
  const ids = gameIds(root);
  if (ids.length === 0) return [];
  const escaped = ids.map((id) => id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const re = new RegExp(`(['"\`])(${escaped.join('|')})\\1`, 'g');
  const fromGame = new RegExp(`/games/(${escaped.join('|')})(/|$)`);
  const found = [];
  for (const top of SCANNED) {
    for (const file of walk(join(root, top), [])) {
      const rel = relative(root, file).split(sep).join('/');
      if (exempt(rel, ids, allowed)) continue;
      const code = withoutComments(readFileSync(file, 'utf8'));
      code.split('\n').forEach((line, i) => {
        for (const m of line.matchAll(re)) found.push({ file: rel, line: i + 1, id: m[2] });
      });
      for (const m of code.matchAll(idConstRe)) {
        if (!fromGame.test(m[2])) continue;
        const line = code.slice(0, m.index).split('\n').length;
        for (const name of m[1].split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0])) if (/_ID$/.test(name)) found.push({ file: rel, line, id: name });
      }
    }
  }
  return found;
}
