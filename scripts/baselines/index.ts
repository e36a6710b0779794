/** The kept old computer players, by game (scripts/baselines/README.md): for the sim only. */
import type { Bot } from '../../engine/core/contract';
import { tacticalBot as tacticalV1 } from './tactical-v1/tactical';

export const baselineBots: Record<string, Bot<any, any, any>[]> = {
  'combat-patrol': [
    { ...tacticalV1, name: 'tactical-v1', description: 'The tactical computer as it was before issue 25 (kept to measure against).' },
  ],
};
