/** Test helpers for the campaign rules: a first roster and a context for write-back. */
import { draftGis } from './roster';
import { DEFAULT_RULES, type CampaignRules, type Gi } from './types';
import type { WriteBackContext } from './write-back';

export const idOf = (seq: number): string => `gi-${seq}`;

export function firstRoster(seed: number, size = 15): Gi[] {
  return draftGis(seed, [], size, { first: true, joined: '1944-06-06', joinedAfter: null, newId: idOf });
}

export function ctx(gameSeq: number, rules: Partial<CampaignRules> = {}, seed = 7): WriteBackContext {
  return { seed, gameSeq, rules: { ...DEFAULT_RULES, ...rules }, date: '1944-07-01', newId: idOf };
}
