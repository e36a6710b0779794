import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_BATTLE } from '../../engine/games/combat-patrol/battle-settings';
import { defaultHouseRules } from '../../engine/games/combat-patrol/data';

const rulesText = readFileSync(resolve(__dirname, '../../resources/rules/combat-patrol.md'), 'utf8');

/** The marked boxes of the rules text: blockquotes whose first words are bold. */
function boxes(text: string): Array<{ kind: string; text: string }> {
  const out: Array<{ kind: string; text: string }> = [];
  for (const block of text.split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.startsWith('>'));
    if (lines.length === 0) continue;
    const body = lines.map((l) => l.replace(/^>\s?/, '')).join(' ');
    const m = /^\*\*([^*]+):\*\*\s*(.*)$/.exec(body);
    out.push({ kind: m?.[1] ?? '(unmarked)', text: m?.[2] ?? body });
  }
  return out;
}

describe('our Combat Patrol! rules text (resources/rules/combat-patrol.md)', () => {
  const found = boxes(rulesText);

  it('marks every box as a Ruling or a House rule', () => {
    expect(found.length).toBeGreaterThan(15);
    for (const b of found) expect(['Ruling', 'House rule'], b.text.slice(0, 60)).toContain(b.kind);
  });

  it('every option it names in backticks is a house rule or a battle setting the game knows', () => {
    const known = new Set([...Object.keys(defaultHouseRules), ...Object.keys(DEFAULT_BATTLE)]);
    const named = [...rulesText.matchAll(/`([A-Za-z]+)`/g)].map((m) => m[1] as string);
    expect(named.length).toBeGreaterThan(10);
    for (const n of named) expect(known.has(n), n).toBe(true);
  });

  it('explains every house rule of the data file', () => {
    for (const key of ['helperReloadActions', 'medicFailureLasting', 'droppedGrenadeRescatter', 'areaNeedsSight', 'snapFireModifier', 'proneIsLightCover']) expect(rulesText).toContain(`\`${key}\``);
  });
});
