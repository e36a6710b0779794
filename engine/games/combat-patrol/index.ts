export * from './types';
export * from './data';
export * from './scenario';
export * from './validate-scenario';
export * from './limits';
export * from './formation';
export * from './measure';
export * from './table-size';
export * from './grenades';
export * from './compass';
export * from './battle-settings';
export { combatPatrol, COMBAT_PATROL_ID } from './battle/definition';
export { combatPatrolModule, combatPatrolCatalog } from './module';
export { sampleScenario } from './battle/setup';
export { afterAction } from './battle/view';
export type {
  AfterAction, AfterActionSide, AfterActionSoldier, CombatPatrolAction, CombatPatrolOptions, CombatPatrolState, CombatPatrolView, DiceMode, Outcome,
  Question, Soldier, Wound,
} from './battle/types';
export { fireOdds, shotChance, type FireOdds, type ModelOdds, type ShotChance } from './odds/fire-odds';
export { grenadeOdds, scatterOdds, type GrenadeOdds } from './odds/grenade-odds';
export { criticalOdds, survivalCurve, type CriticalOdds } from './odds/critical-odds';
export { woundBandOdds, WOUND_CHART } from './rules/wounds';
