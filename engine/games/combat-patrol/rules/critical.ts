/**
 * Critical wounds and medics, as the source gives them: a D6 at the start of each of the wounded
 * man's activations, dying on 1-2, the number rising by 1 each turn after the first test. A friend
 * in base contact first makes the Medic test (a trained medic +1): 1-3, -1 on the critical test;
 * 4-5, no test this turn and the death number goes back to 1-2; 6, he is now seriously wounded.
 */
import type { HouseRules } from '../types';

export interface CriticalState {
  /** He dies on a D6 roll (after penalties) of this or less. */
  deathNumber: number;
  /** A lasting penalty from earlier Medic tests of 1-3 (only with the house rule `medicFailureLasting`). */
  penalty: number;
}

export const FIRST_DEATH_NUMBER = 2;

export function newCritical(): CriticalState {
  return { deathNumber: FIRST_DEATH_NUMBER, penalty: 0 };
}

export type MedicResult = 'worse' | 'stable' | 'recovered';

export function medicResult(roll: number, trained: boolean): MedicResult {
  const r = roll + (trained ? 1 : 0);
  return r <= 3 ? 'worse' : r <= 5 ? 'stable' : 'recovered';
}

export const MEDIC_WORDS: Readonly<Record<MedicResult, string>> = {
  worse: '-1 on his critical test',
  stable: 'stabilised for this turn: no test, and his death roll goes back to 1-2',
  recovered: 'stabilised: he is now seriously wounded',
};

/** After the Medic test: whether a death roll follows, with what penalty, and the state kept. */
export interface AfterMedic {
  test: boolean;
  /** Taken off the D6 roll this turn. */
  penalty: number;
  state: CriticalState;
  recovered: boolean;
}

export function afterMedic(st: CriticalState, result: MedicResult | null, rules: HouseRules): AfterMedic {
  if (result === 'recovered') return { test: false, penalty: 0, state: st, recovered: true };
  if (result === 'stable') return { test: false, penalty: 0, state: { ...st, deathNumber: FIRST_DEATH_NUMBER }, recovered: false };
  if (result === 'worse') {
    const state = rules.medicFailureLasting ? { ...st, penalty: st.penalty + 1 } : st;
    return { test: true, penalty: state.penalty + (rules.medicFailureLasting ? 0 : 1), state, recovered: false };
  }
  return { test: true, penalty: st.penalty, state: st, recovered: false };
}

/** The death roll: he dies when the roll less the penalty is the death number or less. */
export function diesOn(roll: number, deathNumber: number, penalty: number): boolean {
  return roll - penalty <= deathNumber;
}

/** The state after a death roll he survived: the number rises by 1 for next turn. */
export function afterSurvivedTest(st: CriticalState): CriticalState {
  return { ...st, deathNumber: st.deathNumber + 1 };
}
