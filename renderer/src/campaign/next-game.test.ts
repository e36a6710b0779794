import { describe, expect, it } from 'vitest';
import { combatPatrolInfo } from '../games/combat-patrol/module';
import { endlessPatrolInfo } from '../games/endless-patrol/module';
import { lostPatrolInfo } from '../games/lost-patrol/module';
import { patrolLostInfo } from '../games/patrol-lost/module';
import { battleSeats, campaignSeats, giveModel, nextGames, togglePick } from './next-game';

// The games as renderer/src/games/index.ts lists them (allGameUis), and one a campaign cannot play.
const ALL = [
  { id: 'endless-patrol', ui: endlessPatrolInfo },
  { id: 'lost-patrol', ui: lostPatrolInfo },
  { id: 'patrol-lost', ui: patrolLostInfo },
  { id: 'combat-patrol', ui: combatPatrolInfo },
  { id: 'tally', ui: { name: 'Tally' } },
];

const roster = (fit: number, wounded = 0) => [...Array.from({ length: fit }, () => ({ status: 'active' as const })), ...Array.from({ length: wounded }, () => ({ status: 'wounded' as const }))];

describe('next game from a campaign', () => {
  it('counts the GIs who go and the attached soldiers who fill the squad; lists only games a campaign can play, in order; blocked with a reason when no GI can fight', () => {
    const games = nextGames(roster(12, 3), ALL);
    expect(games.map((g) => g.id)).toEqual(['endless-patrol', 'lost-patrol', 'patrol-lost', 'combat-patrol']);
    expect(games.map((g) => g.name)).toEqual(['Endless Patrol', 'The Lost Patrol', 'Patrol: Lost!', 'Combat Patrol!']);
    expect(games.find((g) => g.id === 'endless-patrol')).toMatchObject({ size: 15, gis: 12, attached: 3, blocked: '' });
    expect(games.find((g) => g.id === 'lost-patrol')).toMatchObject({ size: 10, gis: 10, attached: 0, blocked: '' });
    expect(games.find((g) => g.id === 'patrol-lost')).toMatchObject({ size: 5, gis: 5, attached: 0, blocked: '', byModel: false });
    expect(nextGames(roster(14, 3), ALL).find((g) => g.id === 'combat-patrol')).toMatchObject({ size: 12, gis: 14, blocked: '', byModel: true });
    expect(nextGames(roster(0, 4), ALL)[0]?.blocked).toBe('No GI is able to fight.');
  });

  it('Patrol: Lost! puts the player at the Good Guys and the computer at the Bad Guys; the solo games take no seats', () => {
    const games = nextGames(roster(12), ALL);
    expect(campaignSeats(games.find((g) => g.id === 'patrol-lost')!)).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'easy' }]);
    expect(campaignSeats(games.find((g) => g.id === 'endless-patrol')!)).toBeUndefined();
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
