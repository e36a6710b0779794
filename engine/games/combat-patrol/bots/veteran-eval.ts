/**
 * How the veteran scores a position it has played on to, for one side: built from the tactical
 * bot's own measures, not new rules. Each man counts his share of his fighting strength (tactical
 * -target.ts `fightShare`: wounds, pins, suppression) times the weight of his weapon and role
 * (`roleWeight`); a man the enemy can shoot at where he stands counts for less, by the expected hits
 * they would score on him (tactical-eval.ts `exposures`), as he may well be shot next, and a man with
 * a shot from where he stands for more (the same two the tactical bot's spot score weighs); the
 * objectives pull harder as the turn limit nears. A battle over counts as won or lost outright.
 */
import { distance } from '../../../geometry';
import { objectivesHeld } from '../battle/turn';
import type { CombatPatrolState, Soldier } from '../battle/types';
import { onTable, pos } from '../battle/world';
import { isAble } from '../rules/wounds';
import type { Side } from '../types';
import { exposures } from './tactical-eval';
import { fightShare, roleWeight } from './tactical-target';

/** What a battle won (or lost) is worth, in men of full strength: more than any position short of it. */
export const WIN = 6;
/** How much of a man's worth the expected hits on him where he stands take off (capped at two hits). */
const EXPOSED = 0.15;
/** How much a shot from where he stands adds (his best chance at an enemy), as the tactical bot's spot score weighs it. */
const REACH = 0.15;

/** A man's worth to his side now: his fight left, times his weapon and role, less what the enemy's fire on him may take. */
function worth(s: CombatPatrolState, m: Soldier): number {
  if (!isAble(m.condition)) return 0;
  const base = roleWeight(m) * fightShare(m);
  const e = exposures(s, m, [pos(m)])[0] as { threat: number; reach: number };
  return base * (1 + REACH * Math.min(1, e.reach) - EXPOSED * Math.min(2, e.threat));
}

/** The objectives for `side`: each held is worth more as the battle nears its end; the nearer man pulls toward the others. */
function objectiveScore(s: CombatPatrolState, side: Side): number {
  if (!s.battle.objectives || s.scenario.objectives.length === 0 || s.battle.turnLimit <= 0) return 0;
  const late = Math.min(1, s.turn / s.battle.turnLimit);
  const held = objectivesHeld(s);
  const other: Side = side === 'US' ? 'German' : 'US';
  let v = (held[side] - held[other]) * (0.3 + 1.2 * late * late);
  for (const o of s.scenario.objectives) {
    const near = (sd: Side): number => Math.min(30, ...s.soldiers.filter((m) => m.side === sd && isAble(m.condition) && onTable(m)).map((m) => distance(pos(m), o)));
    v += 0.015 * (0.5 + late) * (near(other) - near(side));
  }
  return v;
}

/** The position's worth to `side` (higher is better for it): the men's worth of each side against the other's, the objectives, the end. */
export function positionValue(s: CombatPatrolState, side: Side): number {
  let v = 0;
  for (const m of s.soldiers) v += (m.side === side ? 1 : -1) * worth(s, m);
  v += objectiveScore(s, side);
  if (s.outcome) v += s.outcome.winner === null ? 0 : s.outcome.winner === side ? WIN : -WIN;
  return v;
}
