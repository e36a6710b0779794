/**
 * First Aid: a Combat Move ending in base contact with a critically wounded friend. The app offers
 * it as a ready-made move to the nearest spot beside him that the rules allow (the side facing the
 * helper first); any other path into contact is a move template away.
 */
import type { Vec } from '../../../geometry';
import { isPlan, planMove } from './moves';
import type { CombatPatrolState, Soldier } from './types';
import { pos } from './world';

/** A one-leg path for `helper` into base contact with `patient`, or null when none is in reach. */
export function firstAidPath(s: CombatPatrolState, helper: Soldier, patient: Soldier): Vec[] | null {
  const bd = s.rules.baseDiameter;
  const start = Math.atan2(helper.y - patient.y, helper.x - patient.x);
  for (let k = 0; k < 12; k++) {
    const a = start + ((k % 2 === 0 ? 1 : -1) * Math.ceil(k / 2) * Math.PI) / 6;
    const p = { x: patient.x + bd * Math.cos(a) + 0, y: patient.y + bd * Math.sin(a) + 0 };
    if (isPlan(planMove(s, helper, [p], 'first-aid', { patient: patient.id }))) return [p];
  }
  return null;
}
