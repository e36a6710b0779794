import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';

const root = resolve(__dirname, '../..');

/** The marked boxes of a rules text: blockquotes whose first words are bold. */
function boxes(text: string): { kind: string; text: string }[] {
  const out: { kind: string; text: string }[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.startsWith('>'));
    if (lines.length === 0) continue;
    const body = lines.map((l) => l.replace(/^>\s?/, '')).join(' ');
    const m = /^\*\*([^*]+):\*\*\s*(.*)$/.exec(body);
    out.push({ kind: m?.[1] ?? '(unmarked)', text: m?.[2] ?? body });
  }
  return out;
}

describe("each game's rules text (resources/rules/<id>.md)", () => {
  for (const m of gameModules) {
    const id = m.definition.id;
    it(`${m.definition.name}: every box is a Ruling or a House rule, and each house rule names an option the game takes`, () => {
      const text = readFileSync(join(root, 'resources/rules', `${id}.md`), 'utf8');
      const found = boxes(text);
      expect(found.length).toBeGreaterThan(0);
      for (const b of found) expect(['Ruling', 'House rule']).toContain(b.kind);
      for (const b of found.filter((x) => x.kind === 'House rule')) {
        const option = /^`([A-Za-z]+)`/.exec(b.text)?.[1];
        expect(option, `a house rule names its option first: ${b.text.slice(0, 60)}`).toBeDefined();
        // An option the game takes: a switch (true is accepted) or a setting with a default (Patrol: Lost!'s turnLimit).
        const defaults = m.definition.parseOptions({});
        const known = m.definition.parseOptions({ [option as string]: true }).ok || (defaults.ok && Object.keys(defaults.options as object).includes(option as string));
        expect(known, `${option} is an option of ${m.definition.name}`).toBe(true);
      }
    });
  }

  it('Endless Patrol states the FAQ ruling on Minefield and Shelling and its house rule', () => {
    const found = boxes(readFileSync(join(root, 'resources/rules/endless-patrol.md'), 'utf8'));
    expect(found.some((b) => b.kind === 'Ruling' && /Minefield or Shelling casualty cannot be cancelled/.test(b.text))).toBe(true);
    expect(found.some((b) => b.kind === 'House rule' && b.text.startsWith('`dCancelsMinefields`'))).toBe(true);
  });

  it('The Lost Patrol states that the start tile is never a dead end', () => {
    const found = boxes(readFileSync(join(root, 'resources/rules/lost-patrol.md'), 'utf8'));
    expect(found.some((b) => b.kind === 'Ruling' && /start tile is never a dead end/.test(b.text))).toBe(true);
  });
});
