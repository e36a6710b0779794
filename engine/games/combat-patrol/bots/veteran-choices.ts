/**
 * The choices the veteran weighs at a decision of its own, all taken from the tactical bot's own
 * candidate code (no rules copied here): the tactical bot's pick first; the best shots on the table
 * by its exact-odds worth (targets, machine-gun arcs, grenade points: `fireChoices`, `fireValue`);
 * the best moves and runs by its spot score (its ring of move ends within the template's reach, the
 * near side of cover, toward the objective: `rankedMoves`); in the middle of an activation, ending
 * it too. Every choice is one the rules accept here (`check`); the list is at most `keep` long.
 */
import { halvesUsed } from '../battle/activation';
import { check } from '../battle/check';
import type { CombatPatrolAction, CombatPatrolState, Soldier } from '../battle/types';
import { seatOf } from '../battle/types';
import { canActivate, canFight, findSoldier } from '../battle/world';
import type { Side } from '../types';
import { fireValue } from './tactical-eval';
import { rankedMoves } from './tactical-moves';
import { fireChoices, type Fire } from './tactical';

/** An action as a string, for telling choices apart. */
export function choiceKey(a: CombatPatrolAction): string {
  return JSON.stringify(a);
}

interface Ranked {
  action: CombatPatrolAction;
  /** The tactical bot's own measure (a shot's worth, a move's gain over standing still). */
  score: number;
}

/** What a shot is aimed at: a man, a bearing (arcs within a few degrees are one), a point. */
function aim(a: Fire): string {
  if (a.target !== undefined) return `t:${a.target}`;
  if (a.bearing !== undefined) return `b:${Math.round(a.bearing / 8)}`;
  return `p:${Math.round(a.at?.x ?? 0)},${Math.round(a.at?.y ?? 0)}`;
}

/** The best shot of each man in `men` at each of his `perMan` best aims (targets, arcs, grenade points), best first by their worth. */
function shots(s: CombatPatrolState, men: readonly Soldier[], perMan: number): Ranked[] {
  const out: Ranked[] = [];
  for (const m of men) {
    const best = new Map<string, Ranked>();
    for (const a of fireChoices(s, m)) {
      const v = fireValue(s, m, a);
      const k = aim(a);
      if (v > 0 && v > (best.get(k)?.score ?? -Infinity)) best.set(k, { action: a, score: v });
    }
    out.push(...[...best.values()].sort((a, b) => b.score - a.score).slice(0, perMan));
  }
  return out.sort((a, b) => b.score - a.score);
}

/** Each man's best moves of each kind, ranked by gain over standing still; `perMan` of each kind a man. */
function moves(s: CombatPatrolState, men: readonly Soldier[], kinds: readonly ('combat' | 'run')[], perMan: number): Ranked[] {
  const out: Ranked[] = [];
  for (const m of men) {
    for (const kind of kinds) {
      const r = rankedMoves(s, m, kind);
      for (const mv of r.moves.slice(0, perMan)) out.push({ action: mv.action, score: mv.score - r.here });
    }
  }
  return out.sort((a, b) => b.score - a.score);
}

/** The tactical pick, then shots and moves in turn (best first), up to `keep`, each legal and listed once. */
function merge(s: CombatPatrolState, side: Side, first: CombatPatrolAction, lists: Ranked[][], keep: number, extra: CombatPatrolAction[] = []): CombatPatrolAction[] {
  const out: CombatPatrolAction[] = [];
  const seen = new Set<string>();
  const seat = seatOf(side);
  const add = (a: CombatPatrolAction): void => {
    const k = choiceKey(a);
    if (out.length >= keep || seen.has(k)) return;
    seen.add(k);
    if (check(s, a, seat) === null) out.push(a);
  };
  add(first);
  for (const a of extra) add(a);
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < keep; i++) for (const l of lists) if (l[i]) add((l[i] as Ranked).action);
  return out;
}

/** The choices at the start of an activation: which man, and what he does first. */
export function activationChoices(s: CombatPatrolState, side: Side, tactical: CombatPatrolAction, keep: number): CombatPatrolAction[] {
  const men = s.soldiers.filter((m) => m.side === side && canActivate(m) && canFight(m));
  const fire = shots(s, men, 2);
  const combat = moves(s, men, ['combat'], 1);
  const run = moves(s, men, ['run'], 1).slice(0, 1);
  return merge(s, side, tactical, [fire, combat, run], keep);
}

/** The choices in the middle of his activation: another shot, a move, or ending it. */
export function continueChoices(s: CombatPatrolState, side: Side, tactical: CombatPatrolAction, keep: number): CombatPatrolAction[] {
  const act = s.activation as NonNullable<CombatPatrolState['activation']>;
  const m = findSoldier(s, act.soldier) as Soldier;
  const open = halvesUsed(act) < 2;
  const fire = open && !act.fired ? shots(s, [m], 3) : [];
  const combat = open && !act.moved ? moves(s, [m], ['combat'], 3) : [];
  return merge(s, side, tactical, [fire, combat], keep, [{ type: 'end-activation' }]);
}
