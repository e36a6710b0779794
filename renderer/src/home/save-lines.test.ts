import { describe, expect, it } from 'vitest';
import type { SaveOf } from '../games/types';
import { combatPatrolInfo } from '../games/combat-patrol/module';
import { endlessPatrolInfo } from '../games/endless-patrol/module';
import { lostPatrolInfo } from '../games/lost-patrol/module';
import { patrolLostInfo } from '../games/patrol-lost/module';
import * as lines from './save-lines';

// The saves list asks each save's game for its words (renderer/src/games/index.ts gameUi), as here.
const infos: Record<string, typeof endlessPatrolInfo> = { 'endless-patrol': endlessPatrolInfo, 'lost-patrol': lostPatrolInfo, 'patrol-lost': patrolLostInfo, 'combat-patrol': combatPatrolInfo };
const variantLine = (s: SaveOf) => lines.variantLine(s, infos[s.game]);
const playersLine = (s: SaveOf) => lines.playersLine(s, infos[s.game]);
const resultLine = (s: SaveOf) => lines.resultLine(s, infos[s.game]);

const lp = { deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false };

describe('a saves-list row in words', () => {
  it('names the sides of Patrol: Lost! and the computer\'s level', () => {
    const vsEasy = { game: 'patrol-lost', options: {}, seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'easy' }], winner: null, seenStatus: 'playing' as const };
    expect(variantLine(vsEasy)).toBe('Computer: easy');
    expect(playersLine(vsEasy)).toBe('You: Good Guys · the app: Bad Guys');
    const hotseat = { ...vsEasy, seats: [{ kind: 'human' as const }, { kind: 'human' as const }], winner: 1, seenStatus: 'won' as const };
    expect(variantLine(hotseat)).toBe('');
    expect(playersLine(hotseat)).toBe('Good Guys and Bad Guys: two players at one screen');
    expect(resultLine(hotseat)).toBe('Bad Guys won');
  });

  it('says the variant', () => {
    expect(variantLine({ game: 'lost-patrol', options: lp, seats: [{ kind: 'human' }], winner: null, seenStatus: 'playing' })).toBe('Base game');
    expect(variantLine({ game: 'lost-patrol', options: { ...lp, deserter: true, pursuerGroups: [4, 3, 3], mappingTheForest: true }, seats: [], winner: null, seenStatus: 'playing' })).toBe(
      'The Deserter · pursuers in 4+3+3 · Mapping the Forest',
    );
    expect(variantLine({ game: 'endless-patrol', options: { dCancelsMinefields: true }, seats: [], winner: null, seenStatus: 'playing' })).toBe('D cards cancel minefields');
    expect(variantLine({ game: 'endless-patrol', options: { dCancelsMinefields: false }, seats: [], winner: null, seenStatus: 'playing' })).toBe('');
    // Saves of rules version 1 kept the opposite option: strictMinefields off meant D cards cancel.
    expect(variantLine({ game: 'endless-patrol', options: { strictMinefields: false }, seats: [], winner: null, seenStatus: 'playing' })).toBe('D cards cancel minefields');
    expect(variantLine({ game: 'endless-patrol', options: { strictMinefields: true }, seats: [], winner: null, seenStatus: 'playing' })).toBe('');
  });

  it('a battle names its table and its dice, and its sides', () => {
    const cp = { game: 'combat-patrol', options: { scenario: { name: 'Hedgerow duel' }, diceMode: 'entered' }, seats: [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'tactical' }], winner: null, seenStatus: 'playing' as const };
    expect(variantLine(cp)).toBe('Hedgerow duel · real dice typed in');
    expect(playersLine(cp)).toBe('You: US · the app: German');
  });

  it('says who played which side, and the result from the people at the screen', () => {
    const hunt = { game: 'lost-patrol', options: { ...lp, deserter: true } };
    const vsApp = { ...hunt, seats: [{ kind: 'bot' as const, bot: 'deserter-ai' }, { kind: 'human' as const }], winner: 0, seenStatus: 'lost' as const };
    expect(playersLine(vsApp)).toBe('You: Pursuers · the app: Deserter');
    expect(resultLine(vsApp)).toBe('Lost');
    const hot = { ...hunt, seats: [{ kind: 'human' as const }, { kind: 'human' as const }], winner: 1, seenStatus: 'won' as const };
    expect(playersLine(hot)).toBe('Deserter and Pursuers: two players at one screen');
    expect(resultLine(hot)).toBe('Pursuers won');
    const solo = { game: 'endless-patrol', options: {}, seats: [{ kind: 'human' as const }], winner: 0, seenStatus: 'won' as const };
    expect(playersLine(solo)).toBe('');
    expect(resultLine(solo)).toBe('Won');
    expect(resultLine({ ...solo, seenStatus: 'playing', winner: null })).toBe('In progress');
  });
});
