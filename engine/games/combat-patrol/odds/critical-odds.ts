/**
 * A critically wounded soldier's chance of living through his next activations, with nobody at his
 * side, with a friend in base contact, and with a trained medic: exact, over every Medic and death
 * roll, by the rules' own steps (afterMedic, diesOn, afterSurvivedTest).
 */
import type { CombatPatrolState } from '../battle/types';
import { findSoldier } from '../battle/world';
import { afterMedic, afterSurvivedTest, diesOn, medicResult, newCritical, type CriticalState } from '../rules/critical';
import type { HouseRules } from '../types';

export type Helper = 'none' | 'friend' | 'medic';

export interface SurvivalCurve {
  helper: Helper;
  /** After each of the next activations: the chance he is alive (critical or stabilised to serious). */
  alive: number[];
  /** After each: the chance he has been stabilised (now seriously wounded). */
  stabilised: number[];
}

/** Survival over `turns` activations from `start`, with the same helper at each. */
export function survivalCurve(start: CriticalState, turns: number, helper: Helper, rules: HouseRules): SurvivalCurve {
  let states = new Map<string, { st: CriticalState; p: number }>([[JSON.stringify(start), { st: start, p: 1 }]]);
  let stabilised = 0;
  const alive: number[] = [];
  const stab: number[] = [];
  const put = (m: typeof states, st: CriticalState, p: number): void => {
    const k = `${st.deathNumber}|${st.penalty}`;
    const cur = m.get(k);
    if (cur) cur.p += p;
    else m.set(k, { st, p });
  };
  for (let t = 0; t < turns; t++) {
    const next = new Map<string, { st: CriticalState; p: number }>();
    for (const { st, p } of states.values()) {
      const medicRolls = helper === 'none' ? [null] : [1, 2, 3, 4, 5, 6];
      for (const roll of medicRolls) {
        const pm = roll === null ? p : p / 6;
        const am = afterMedic(st, roll === null ? null : medicResult(roll, helper === 'medic'), rules);
        if (am.recovered) {
          stabilised += pm;
          continue;
        }
        if (!am.test) {
          put(next, am.state, pm);
          continue;
        }
        for (let d = 1; d <= 6; d++) if (!diesOn(d, am.state.deathNumber, am.penalty)) put(next, afterSurvivedTest(am.state), pm / 6);
      }
    }
    states = next;
    let critical = 0;
    for (const { p } of states.values()) critical += p;
    alive.push(critical + stabilised);
    stab.push(stabilised);
  }
  return { helper, alive, stabilised: stab };
}

export interface CriticalOdds {
  soldier: string;
  name: string;
  /** His death number now (he dies on a D6 of this or less at his next test). */
  deathNumber: number;
  curves: SurvivalCurve[];
}

/** The three curves for a critically wounded soldier (null when he is not critically wounded). */
export function criticalOdds(s: CombatPatrolState, soldierId: string, turns = 3): CriticalOdds | null {
  const m = findSoldier(s, soldierId);
  if (!m || m.condition !== 'critical') return null;
  const st = m.critical ?? newCritical();
  return {
    soldier: m.id,
    name: m.name,
    deathNumber: st.deathNumber,
    curves: (['none', 'friend', 'medic'] as Helper[]).map((h) => survivalCurve(st, turns, h, s.rules)),
  };
}
