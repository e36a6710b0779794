import { describe, expect, it } from 'vitest';
import { battleSettingsOf } from '../../../../engine/games/combat-patrol/battle-settings';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import { validateScenario } from '../../../../engine/games/combat-patrol/validate-scenario';
import { battleSettingProblem, setBattleSetting } from './document';

const doc = createScenario({ id: 's', name: 'S' });

describe('battle settings in the editor, checked by the engine', () => {
  it('a setting the engine accepts goes into the document and the document stays valid', () => {
    let d = setBattleSetting(doc, 'turnLimit', 5);
    d = setBattleSetting(d, 'firstMove', 'German');
    d = setBattleSetting(d, 'breakPercent', null);
    expect(battleSettingsOf(d)).toMatchObject({ turnLimit: 5, firstMove: 'German', breakPercent: null });
    expect(validateScenario(d).ok).toBe(true);
    expect(setBattleSetting(d, 'turnLimit', 5)).toBe(d);
  });

  it('a value the engine refuses changes nothing and is explained', () => {
    expect(setBattleSetting(doc, 'turnLimit', 0)).toBe(doc);
    expect(battleSettingProblem('turnLimit', 0)).toBe('The turn limit must be a whole number of turns from 1 to 99, got 0.');
    expect(battleSettingProblem('breakPercent', 150)).toMatch(/^The break point must be a percentage/);
    expect(battleSettingProblem('turnLimit', 12)).toBeNull();
  });
});
