import { describe, expect, it } from 'vitest';
import { nextGames, togglePick } from './next-game';

const roster = (fit: number, wounded = 0) => [...Array.from({ length: fit }, () => ({ status: 'active' as const })), ...Array.from({ length: wounded }, () => ({ status: 'wounded' as const }))];

describe('next game from a campaign', () => {
  it('counts the GIs who go and the attached soldiers who fill the squad; games not playable here are blocked with a reason', () => {
    const screens = (id: string) => id !== 'combat-patrol';
    const games = nextGames(roster(12, 3), screens);
    expect(games.find((g) => g.id === 'endless-patrol')).toMatchObject({ size: 15, gis: 12, attached: 3, blocked: '' });
    expect(games.find((g) => g.id === 'lost-patrol')).toMatchObject({ size: 10, gis: 10, attached: 0, blocked: '' });
    expect(games.find((g) => g.id === 'patrol-lost')?.blocked).toMatch(/not playable here yet/);
    expect(games.find((g) => g.id === 'combat-patrol')?.blocked).toMatch(/not playable here yet/); // no battle screen yet
    expect(nextGames(roster(0, 4), screens)[0]?.blocked).toBe('No GI is able to fight.');
  });

  it('a hand-picked squad keeps the order of picking, drops a GI picked again, and stops at the size', () => {
    let p: string[] = [];
    for (const id of ['c', 'a', 'b']) p = togglePick(p, id, 2);
    expect(p).toEqual(['c', 'a']);
    expect(togglePick(p, 'c', 2)).toEqual(['a']);
  });
});
