import { describe, expect, it } from 'vitest';
import { fateLine, fellLine, statusLine, titled } from './labels';

describe('campaign words', () => {
  it('names a GI with his rank and says where he stands', () => {
    expect(titled({ rank: 'pfc', name: 'Joe Russo' })).toBe('PFC Joe Russo');
    expect(statusLine({ status: 'wounded', gamesOut: 1, fellIn: null })).toBe('Wounded, 1 game out');
    expect(statusLine({ status: 'killed', gamesOut: 0, fellIn: 3 })).toBe('Killed in game 4');
    expect(statusLine({ status: 'missing', gamesOut: 0, fellIn: null })).toBe('Missing');
    expect(statusLine({ status: 'active', gamesOut: 0, fellIn: null })).toBe('Able to fight');
  });

  it('says what a game did to him and who fell', () => {
    expect(fateLine({ fate: 'wounded', severity: 'serious', gamesOut: 2 })).toBe('Serious wound, 2 games out');
    expect(fateLine({ fate: 'wounded', severity: 'flesh', gamesOut: 0 })).toBe('Flesh wound');
    expect(fateLine({ fate: 'unhurt', severity: null, gamesOut: 0 })).toBe('Came through');
    expect(fellLine({ killed: ['A', 'B'], missing: ['C'] })).toBe('Killed: A, B. Missing: C.');
    expect(fellLine({ killed: [], missing: [] })).toBe('');
  });
});
