import { describe, expect, it } from 'vitest';
import type { OddsView } from '../../../../electron/api/contract';
import { battleSides } from './battle-odds';

const view = (sides: OddsView['sides'], games = 800): OddsView => ({
  job: 'j', seat: 1, actionCount: 4, chance: 0.4, margin: 0.03, text: '', games, progress: 0.7, done: false, cancelled: false,
  choices: [], casualties: [], turnsLeft: [], bot: 'random', by: 'the random computer player on both sides', lead: null, sides,
});

describe('the battle odds panel\'s lines', () => {
  it('each side\'s chance with its margin, US first, the side to act marked, the draws the rest', () => {
    const lines = battleSides(view([{ seat: 0, chance: 0.52, margin: 0.031, text: '' }, { seat: 1, chance: 0.4, margin: 0.006, text: '' }]), 'German');
    expect(lines).toEqual([
      { seat: 0, name: 'US', pct: '52%', margin: '3%', toAct: false, draw: '8%' },
      { seat: 1, name: 'German', pct: '40%', margin: '0.6%', toAct: true, draw: '8%' },
    ]);
  });

  it('nothing before the first battle is played on, or from a game without sides', () => {
    expect(battleSides(null, 'US')).toBeNull();
    expect(battleSides(view([{ seat: 0, chance: 0, margin: 1, text: '' }, { seat: 1, chance: 0, margin: 1, text: '' }], 0), 'US')).toBeNull();
    expect(battleSides(view(undefined), 'US')).toBeNull();
  });
});
