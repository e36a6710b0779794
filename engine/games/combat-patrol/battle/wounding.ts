/**
 * What a hit and a Reaction Test do to a soldier, with the dice and the words for the log: the 2D10
 * wound chart (a grenade adds 2), the worst wound so far as his condition, the count of shots, hits,
 * kills and casualties for the after-action summary.
 */
import { sum } from '../rules/dice';
import { newCritical } from '../rules/critical';
import { afterReaction, reactionModifiers, reactionNeeded, reactionRoll, type ReactionSetup } from '../rules/reaction';
import { neededText } from '../rules/shooting';
import { isAble, isOutOfAction, woundBand, worsen } from '../rules/wounds';
import type { Ctx } from './runtime';
import { seatOf, type Soldier } from './types';

/** Rolls 2D10 (+ bonus) on the wound chart for `target`, thrown by the side of `by`. */
export function woundRoll(ctx: Ctx, target: Soldier, by: Soldier, weaponId: string, bonus: number): void {
  const values = ctx.roll('2D10', seatOf(by.side), `Wound roll for ${target.name}${bonus ? ` (+${bonus})` : ''}`);
  const total = sum(values) + bonus;
  const band = woundBand(total);
  const before = target.condition;
  const after = worsen(before, band);
  target.wounds.push({ turn: ctx.s.turn, band, total, by: by.id, weaponId });
  const told = { type: 'wound', soldier: target.id, name: target.name, by: by.id, dice: values.slice(), bonus, total, band, before, after } as const;
  if (after === before) {
    ctx.tell(told);
    return;
  }
  target.condition = after;
  if (after === 'critical') target.critical = newCritical();
  if (after === 'dead') {
    target.diedTurn = ctx.s.turn;
    target.critical = null;
  }
  const enemy = by.side !== target.side;
  if (isOutOfAction(after) && isAble(before)) {
    target.downedBy = by.id;
    if (enemy) by.stats.casualties++;
  }
  if (after === 'dead' && enemy) by.stats.kills++;
  ctx.tell(told);
}

/** A Reaction Test for `m` with the setup fixed when the fire was declared. */
export function reactionTest(ctx: Ctx, m: Soldier, setup: ReactionSetup): void {
  if (!isAble(m.condition)) return;
  const before = { condition: m.condition, pinned: m.pinned, suppressed: m.suppressed };
  const mods = reactionModifiers(setup, m.pinned, ctx.s.rules);
  const needed = reactionNeeded(setup, m.pinned, ctx.s.rules);
  const roll = ctx.die('D10', seatOf(m.side), `Reaction Test for ${m.name} (needs ${neededText(needed, ctx.s.rules)})`);
  const r = reactionRoll(roll, needed, ctx.s.rules);
  const after = afterReaction(before, r);
  m.pinned = after.pinned;
  m.suppressed = after.suppressed;
  ctx.tell({
    type: 'reaction', soldier: m.id, name: m.name, needs: neededText(needed, ctx.s.rules), accuracy: m.accuracy, modifiers: mods, roll, result: r,
    before: { pinned: before.pinned, suppressed: before.suppressed }, after: { pinned: after.pinned, suppressed: after.suppressed },
  });
}
