import { describe, expect, it } from 'vitest';
import { combatPatrolInfo } from '../games/combat-patrol/module';
import { endlessPatrolInfo } from '../games/endless-patrol/module';
import { lostPatrolInfo } from '../games/lost-patrol/module';
import { patrolLostInfo } from '../games/patrol-lost/module';
import { catalogName } from './names';

describe('rules page titles', () => {
  it('name every rules text as its title shows it, capitalised alike (the campaign’s too)', () => {
    expect(catalogName('lost-patrol', lostPatrolInfo)).toBe('The Lost Patrol');
    expect(catalogName('campaign')).toBe('Campaign');
    for (const info of [endlessPatrolInfo, lostPatrolInfo, patrolLostInfo, combatPatrolInfo]) {
      expect(info.rulesPage).toBe(true);
      expect(catalogName('x', info)).toMatch(/^[A-Z]/);
    }
    expect(catalogName('no-such-game')).toBe('no-such-game');
  });
});
