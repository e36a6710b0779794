import { describe, expect, it } from 'vitest';
import { defaultHouseRules } from '../../../../engine/games/combat-patrol/data';
import { combatPatrolModule } from '../../../../engine/games/combat-patrol/module';
import { houseRuleLines, optionsFor, PLAYERS, ruleName, seatsFor } from './setup';

describe('a new battle from the home card', () => {
  it('options carry the scenario and dice mode; seats: US first, a person or the computer at its level', () => {
    const c = { scenario: 'abc', us: 'person' as const, german: 'tactical' as const, dice: 'entered' as const };
    expect(optionsFor(c)).toEqual({ scenario: 'abc', diceMode: 'entered' });
    expect(seatsFor(c)).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }]);
    expect(seatsFor({ ...c, us: 'random', german: 'person' })).toEqual([{ kind: 'bot', bot: 'random' }, { kind: 'human' }]);
  });

  it("offers every computer level the game has (the module's bots), the veteran among them", () => {
    const levels = PLAYERS.map((p) => p.player).filter((p) => p !== 'person');
    expect([...levels].sort()).toEqual(combatPatrolModule.bots.map((b) => b.name).sort());
    expect(levels).toContain('veteran');
  });

  it('the house rules a table sets are named with the usual value; the usual ones are not listed', () => {
    const lines = houseRuleLines({ combatMove: defaultHouseRules.combatMove + 1, runMove: defaultHouseRules.runMove }, defaultHouseRules, { combatMove: ruleName('combatMove') });
    expect(lines).toEqual([`Combat move: ${defaultHouseRules.combatMove + 1} (usually ${defaultHouseRules.combatMove})`]);
  });
});
