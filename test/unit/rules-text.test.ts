import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import { DEFAULT_BATTLE, defaultHouseRules, sampleScenario } from '../../engine/games/combat-patrol';

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

/** The names a text gives in backticks (`dCancelsMinefields`). */
const named = (text: string): string[] => [...text.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1] as string);

/** A game's rules texts: resources/rules/<id>.md first, then <id>-*.md (Combat Patrol!'s measuring page). */
function rulesTexts(id: string): { file: string; text: string }[] {
  const dir = join(root, 'resources/rules');
  const files = [`${id}.md`, ...readdirSync(dir).filter((f) => f.startsWith(`${id}-`) && f.endsWith('.md')).sort()];
  return files.map((file) => ({ file, text: readFileSync(join(dir, file), 'utf8') }));
}

/**
 * How a game takes one house rule by name, as raw options for its parseOptions. Most games take a
 * house rule as a top-level option, switched on here ({ dCancelsMinefields: true }). Combat
 * Patrol! keeps its house rules in the scenario: the numbers and switches of its data file
 * (resources/games/combat-patrol/houserules.json) in the options' `houseRules`, set here to their
 * defaults, and the battle settings (turn limit, victory, deployment) in the scenario's `battle`.
 */
const houseRuleOptions: Record<string, (name: string) => unknown> = {
  'combat-patrol': (name) =>
    Object.prototype.hasOwnProperty.call(DEFAULT_BATTLE, name)
      ? { scenario: { ...sampleScenario(), battle: { [name]: (DEFAULT_BATTLE as Record<string, unknown>)[name] } } }
      : { houseRules: { [name]: (defaultHouseRules as unknown as Record<string, unknown>)[name] ?? true } },
};
const asOption = (name: string): unknown => ({ [name]: true });

describe("each game's rules text (resources/rules/<id>.md)", () => {
  for (const m of gameModules) {
    const id = m.definition.id;
    const texts = rulesTexts(id);
    const optionsFor = houseRuleOptions[id] ?? asOption;
    // An option the game takes: a switch (true is accepted) or a setting with a default (Patrol: Lost!'s turnLimit).
    const defaults = m.definition.parseOptions({});
    const knows = (name: string): boolean =>
      m.definition.parseOptions(optionsFor(name)).ok || (defaults.ok && Object.prototype.hasOwnProperty.call(defaults.options as object, name));

    it(`${m.definition.name}: every box is a Ruling or a House rule, and each House rule box names options or house rules the game knows`, () => {
      // The check can fail: a name the game does not know is refused.
      expect(knows('noSuchHouseRule')).toBe(false);
      const found = texts.flatMap((t) => boxes(t.text));
      expect(found.length).toBeGreaterThan(0);
      for (const b of found) expect(['Ruling', 'House rule'], b.text.slice(0, 60)).toContain(b.kind);
      for (const b of found.filter((x) => x.kind === 'House rule')) {
        const names = named(b.text);
        expect(names.length, `a House rule box names its option or house rule in backticks: ${b.text.slice(0, 60)}`).toBeGreaterThan(0);
        for (const n of names) expect(knows(n), `${n} (in "${b.text.slice(0, 50)}")`).toBe(true);
      }
      // Every name the game's main text gives in backticks, boxed or not, is one it knows.
      for (const n of named(texts[0]!.text)) expect(knows(n), n).toBe(true);
    });

    const dataFile = join(root, 'resources/games', id, 'houserules.json');
    if (existsSync(dataFile)) {
      it(`${m.definition.name}: its rules texts name every house rule of its data file`, () => {
        const rules = Object.keys((JSON.parse(readFileSync(dataFile, 'utf8')) as { rules: Record<string, unknown> }).rules);
        expect(rules.length).toBeGreaterThan(10);
        const all = new Set(texts.flatMap((t) => named(t.text)));
        for (const r of rules) {
          expect(all.has(r), r).toBe(true);
          expect(knows(r), r).toBe(true);
        }
      });
    }
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

  it('Combat Patrol! marks its house rules and rulings, grenades following each soldier\'s squad data', () => {
    const found = boxes(readFileSync(join(root, 'resources/rules/combat-patrol.md'), 'utf8'));
    expect(found.filter((b) => b.kind === 'House rule').length).toBeGreaterThan(8);
    expect(found.filter((b) => b.kind === 'Ruling').length).toBeGreaterThan(8);
    expect(found.some((b) => b.kind === 'House rule' && /grenades his squad's data gives him/.test(b.text) && b.text.includes('`grenadesPerMan`'))).toBe(true);
  });
});
