/**
 * The battle's play state has one writer. It lives in the battle editor's session, frozen; the
 * facade (play-state.svelte.ts) is the only code that runs its transitions and hands the result to
 * the editor. Checked from outside the renderer (which may not import Node): no other file
 * imports the transitions, passes `play` to setSession, or assigns a field of the play state.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const WRITER = 'renderer/src/games/combat-patrol/play-state.svelte.ts';
/** The transitions: they build the next state in a fresh draft (`d.x = ...`), never the state given. */
const TRANSITIONS = ['renderer/src/games/combat-patrol/play-transitions.ts', 'renderer/src/games/combat-patrol/play-plan.ts'];
const FIELDS = ['input', 'selected', 'mode', 'choice', 'plan', 'aimed', 'arcDraft', 'grenade', 'refusal', 'measured', 'snap', 'armed', 'note', 'replayed'];

function sources(dir: string, out: { file: string; text: string }[] = []): { file: string; text: string }[] {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) sources(p, out);
    else if (/\.(ts|svelte)$/.test(name) && !/\.test\.ts$/.test(name)) out.push({ file: relative(root, p).split('\\').join('/'), text: readFileSync(p, 'utf8') });
  }
  return out;
}

/** Each place outside the writer that could change the play state: `file: what`. */
export function writesOutside(files: { file: string; text: string }[]): string[] {
  const found: string[] = [];
  const assign = new RegExp(`\\b(?:play|state|session\\.play)\\.(${FIELDS.join('|')})\\s*(?:=(?!=)|\\+=|-=)`, 'g');
  for (const { file, text } of files) {
    if (file === WRITER) continue;
    for (const m of text.matchAll(/from\s+'[^']*\/(play-transitions|play-plan)'/g)) if (!TRANSITIONS.includes(file)) found.push(`${file}: imports ${m[1]}`);
    for (const m of text.matchAll(/setSession\(\{[^)]*?\bplay\s*[:,}]/g)) found.push(`${file}: ${m[0]}`);
    for (const m of text.matchAll(assign)) found.push(`${file}: assigns ${m[0]}`);
  }
  return found;
}

describe('the play state has one writer', () => {
  it('no file but the facade imports the transitions, gives the editor a play state, or assigns one of its fields', () => {
    expect(writesOutside(sources(join(root, 'renderer/src')))).toEqual([]);
  });

  it('the check sees each way round it', () => {
    const screen = (text: string) => [{ file: 'renderer/src/games/combat-patrol/BattleScreen.svelte', text }];
    expect(writesOutside(screen('if (!f && replayed) play.selected = null;'))).toHaveLength(1);
    expect(writesOutside(screen("import { select } from './play-transitions';"))).toHaveLength(1);
    expect(writesOutside(screen('editor.setSession({ play: next });'))).toHaveLength(1);
    expect(writesOutside(screen('editor.setSession({ camera, play });'))).toHaveLength(1);
    expect(writesOutside(screen('if (play.selected === id) play.select(null);'))).toEqual([]);
  });
});
