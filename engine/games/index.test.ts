import { describe, expect, it } from 'vitest';
import { botsFor, comingGames, games, gameModules, getBot, getGame, getModule } from './index';
import { endlessPatrol, greedyEndlessPatrolBot } from './endless-patrol';
import { combatPatrol } from './combat-patrol';
import { lostPatrol } from './lost-patrol';
import { patrolLost } from './patrol-lost';

describe('the one list of games', () => {
  it('holds each game once, and the games, bots and lookups all come from it', () => {
    const ids = gameModules.map((m) => m.definition.id);
    expect(ids).toEqual(['endless-patrol', 'lost-patrol', 'combat-patrol', 'patrol-lost']);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(games)).toEqual(ids);
    expect(getGame('endless-patrol')).toBe(endlessPatrol);
    expect(getModule('lost-patrol')?.definition).toBe(lostPatrol);
    expect(getGame('combat-patrol')).toBe(combatPatrol);
    expect(getGame('patrol-lost')).toBe(patrolLost);
    expect(getGame('no-such-game')).toBeUndefined();
    expect(getGame('constructor')).toBeUndefined();
  });

  it('lists each game\'s bots from its module, every game with the generic random bot', () => {
    expect(botsFor('endless-patrol').map((b) => b.name)).toEqual(['random', 'greedy']);
    expect(botsFor('lost-patrol').map((b) => b.name)).toEqual(['random', 'bidder', 'deserter-ai', 'pursuers-ai']);
    expect(botsFor('combat-patrol').map((b) => b.name)).toEqual(['random', 'tactical', 'veteran']);
    expect(botsFor('patrol-lost').map((b) => b.name)).toEqual(['random', 'easy', 'medium', 'hard']);
    expect(getBot('patrol-lost', 'random')).toBe(getBot('endless-patrol', 'random'));
    expect(getBot('endless-patrol', 'greedy')).toBe(greedyEndlessPatrolBot);
    expect(getBot('endless-patrol', 'nobody')).toBeUndefined();
    expect(botsFor('no-such-game')).toEqual([]);
    for (const m of gameModules) {
      expect(m.bots.some((b) => b.name === 'random')).toBe(true);
      expect(new Set(m.bots.map((b) => b.name)).size).toBe(m.bots.length);
      expect(m.catalog.name).toBe(m.definition.name);
    }
  });

  it('keeps the games not built yet as coming, with their text', () => {
    expect(comingGames.map((g) => g.id)).toEqual([]);
    for (const g of comingGames) expect(g.blurb.length).toBeGreaterThan(20);
  });
});
