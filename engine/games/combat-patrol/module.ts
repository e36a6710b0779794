/**
 * Combat Patrol! as one GameModule: the battle rules, the bots (random legal, tactical, veteran) and the
 * catalog text, and its two ways of playing: dice rolled by the app, or typed in from a real table
 * (the conformance suite and `npm run sim -- combat-patrol --variant entered` play both).
 * engine/games/index.ts lists it.
 */
import type { CatalogText, GameModule } from '../../core/contract';
import { combatPatrol } from './battle/definition';
import { sampleScenario } from './battle/setup';
import type { CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, CombatPatrolView } from './battle/types';
import { randomBot } from './bots/random';
import { tacticalBot } from './bots/tactical';
import { veteranBot } from './bots/veteran';
import { combatPatrolCampaign } from './campaign';
import { battleOdds } from './odds/battle-odds';

export const combatPatrolCatalog: CatalogText = {
  name: 'Combat Patrol!',
  blurb: 'A WWII squad skirmish on a miniatures table: ranges, cover and line of sight worked out for you, the exact odds of every shot, dice rolled by the app or typed in from your own.',
  players: '1-2 players',
};

export const combatPatrolModule: GameModule<CombatPatrolState, CombatPatrolAction, CombatPatrolOptions, CombatPatrolView> = {
  definition: combatPatrol,
  campaign: combatPatrolCampaign,
  tables: { option: 'scenario', sampleId: () => sampleScenario().id },
  bots: [randomBot, tacticalBot, veteranBot],
  catalog: combatPatrolCatalog,
  variants: { rolled: { diceMode: 'rolled' }, entered: { diceMode: 'entered' } },
  turn: (s) => s.turn,
  odds: battleOdds,
};
