import { describe, expect, it } from 'vitest';
import { battleSeats, campaignSeats, giveModel, nextGames, togglePick } from './next-game';

const roster = (fit: number, wounded = 0) => [...Array.from({ length: fit }, () => ({ status: 'active' as const })), ...Array.from({ length: wounded }, () => ({ status: 'wounded' as const }))];

describe('next game from a campaign', () => {
  it('counts the GIs who go and the attached soldiers who fill the squad; games not playable here are blocked with a reason', () => {
    const screens = (id: string) => id !== 'combat-patrol';
    const games = nextGames(roster(12, 3), screens);
    expect(games.find((g) => g.id === 'endless-patrol')).toMatchObject({ size: 15, gis: 12, attached: 3, blocked: '' });
    expect(games.find((g) => g.id === 'lost-patrol')).toMatchObject({ size: 10, gis: 10, attached: 0, blocked: '' });
    expect(games.find((g) => g.id === 'patrol-lost')).toMatchObject({ size: 5, gis: 5, attached: 0, blocked: '', byModel: false });
    expect(nextGames(roster(14, 3), () => true).find((g) => g.id === 'combat-patrol')).toMatchObject({ gis: 14, blocked: '', byModel: true });
    expect(games.find((g) => g.id === 'combat-patrol')?.blocked).toMatch(/not playable here yet/); // no battle screen yet
    expect(nextGames(roster(0, 4), screens)[0]?.blocked).toBe('No GI is able to fight.');
  });

  it('Patrol: Lost! puts the player at the Good Guys and the computer at the Bad Guys; the solo games take no seats', () => {
    expect(campaignSeats('patrol-lost')).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
    expect(campaignSeats('endless-patrol')).toBeUndefined();
  });

  it('a hand-picked squad keeps the order of picking, drops a GI picked again, and stops at the size', () => {
    let p: string[] = [];
    for (const id of ['c', 'a', 'b']) p = togglePick(p, id, 2);
    expect(p).toEqual(['c', 'a']);
    expect(togglePick(p, 'c', 2)).toEqual(['a']);
  });

  it('a battle’s models given GIs one by one: a GI moved to another model swaps with the one there; a model may be left to the scenario’s soldier', () => {
    const p = ['a', 'b', 'c'];
    expect(giveModel(p, 0, 'c')).toEqual(['c', 'b', 'a']);
    expect(giveModel(p, 1, 'd')).toEqual(['a', 'd', 'c']);
    expect(giveModel(p, 2, null)).toEqual(['a', 'b', null]);
    expect(giveModel(['a', null], 1, 'a')).toEqual([null, 'a']);
    expect(battleSeats('tactical')).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }]);
    expect(battleSeats('person')).toEqual([{ kind: 'human' }, { kind: 'human' }]);
  });
});
