import { canSee, goodsOn, moveSides, tileAt, tileSides } from './board';
import { dirName, neighbour, qOf, rOf } from './hex';
import { kill, oneOfEachRole } from './losses';
import { roll, tell, tileToChange, type Run } from './run';
import { CLOSE_GUY, RANGED_GUY } from './tiles';
import type { Fight, PatrolLostState } from './types';
import { badScore } from './odds';
import { ATTACK_HIT, attackDice, SPECIALIST_BONUS } from './numbers';
import { guyName, guyRef, hexOf, placeAt } from './words';

export { badScore, fightOdds } from './odds';

/**
 * The Bad Guys' attacks. The Bad Guys roll one die, +1 when it shows their number, and never score
 * below their number; the Good Guys roll two and keep the better, +1 with the close-combat
 * specialist on the tile, +1 when the ranged specialist sees the tile from another one.
 */

export function fightBonuses(s: PatrolLostState, cell: number): { close: number; ranged: number } {
  const close = s.goods[CLOSE_GUY] === cell ? SPECIALIST_BONUS : 0;
  const rc = s.goods[RANGED_GUY] as number;
  const ranged = rc >= 0 && rc !== cell && canSee(s, rc, cell) ? SPECIALIST_BONUS : 0;
  return { close, ranged };
}

/** Fights on `cell`. Leaves a pending choice where the outcome needs one. */
export function resolveFight(run: Run, cell: number): void {
  const s = run.s;
  const t = tileToChange(run, cell);
  if (!t) return;
  const n = t.bad;
  const badDie = roll(run);
  const bScore = badScore(n, badDie);
  const g1 = roll(run);
  const g2 = roll(run);
  const { close, ranged } = fightBonuses(s, cell);
  const gScore = Math.max(g1, g2) + close + ranged;
  const winner = gScore > bScore ? 'good' : gScore === bScore ? 'tie' : 'bad';
  const fight: Fight = { cell, bad: n, badDie, badScore: bScore, goodDice: [g1, g2], closeBonus: close, rangedBonus: ranged, goodScore: gScore, winner };
  s.dice = { kind: 'fight', fight };
  run.d.own('fought').push(cell);
  run.d.own('stats').fights++;
  if (run.talk) {
    const { cell: _cell, ...dice } = fight;
    tell(run, { type: 'fight', at: placeAt(s, cell), who: goodsOn(s, cell).map((g) => guyName(g, s)), ...dice, goodDice: [g1, g2] });
  }
  if (winner === 'good') {
    t.bad--;
    s.pool++;
    run.d.own('stats').badKilled++;
    run.d.own('credit')[fightCredit(s, cell)]!++;
    tell(run, { type: 'fight-won', at: { q: qOf(cell), r: rOf(cell) }, left: t.bad });
    if (t.bad > 0) startPushBad(run, cell);
    return;
  }
  if (winner === 'tie') {
    tell(run, { type: 'fight-tied' });
    startPushGood(run, cell);
    return;
  }
  tell(run, { type: 'fight-lost' });
  startLoss(run, cell);
}

/**
 * Who defeated the Bad Guy that falls in a fight the Good Guys win (for a campaign's roster): the
 * close-combat specialist when he is on the tile, otherwise the first Good Guy there.
 */
export function fightCredit(s: PatrolLostState, cell: number): number {
  return s.goods[CLOSE_GUY] === cell ? CLOSE_GUY : (goodsOn(s, cell)[0] ?? CLOSE_GUY);
}

/** The Bad Guys won on `cell`: one Good Guy is lost (his player chooses among different roles), then the rest are pushed. */
function startLoss(run: Run, cell: number): void {
  const s = run.s;
  const here = goodsOn(s, cell);
  if (oneOfEachRole(here).length > 1) {
    s.pending = { kind: 'lose', cell, count: 1, then: 'push-good' };
    return;
  }
  kill(run, here[0] as number, 'fight');
  if (s.phase !== 'over') startPushGood(run, cell);
}

/** The Good Guys on `cell` must go to a tile next to it along a path, which the Bad Guy player picks. */
export function startPushGood(run: Run, cell: number): void {
  const s = run.s;
  if (goodsOn(s, cell).length === 0) return;
  const sides = moveSides(s, cell);
  if (sides.length === 0) {
    tell(run, { type: 'good-stay' });
    return;
  }
  if (sides.length === 1) pushGood(run, cell, sides[0] as number);
  else s.pending = { kind: 'push-good', cell };
}

/** The surviving Bad Guys on `cell` must go to a tile next to it, which the Good Guy player picks. */
export function startPushBad(run: Run, cell: number): void {
  const s = run.s;
  const sides = tileSides(s, cell);
  if (sides.length === 0) {
    tell(run, { type: 'bad-stay' });
    return;
  }
  if (sides.length === 1) pushBad(run, cell, sides[0] as number);
  else s.pending = { kind: 'push-bad', cell };
}

export function pushGood(run: Run, cell: number, d: number): void {
  const s = run.s;
  const to = neighbour(cell, d);
  const moved = goodsOn(s, cell);
  const goods = run.d.own('goods');
  for (const g of moved) goods[g] = to;
  if (run.talk) tell(run, { type: 'good-pushed', guys: moved.map((g) => guyRef(g, s)), dir: dirName(d), from: hexOf(cell), to: placeAt(s, to) });
}

export function pushBad(run: Run, cell: number, d: number): void {
  const s = run.s;
  const from = tileToChange(run, cell);
  const to = tileToChange(run, neighbour(cell, d));
  if (!from || !to) return;
  const n = from.bad;
  from.bad = 0;
  to.bad += n;
  if (run.talk) tell(run, { type: 'bad-pushed', n, dir: dirName(d), from: hexOf(cell), to: placeAt(s, to.cell), now: to.bad });
}

/** The Good Guy player has chosen `guy` to lose (after a lost fight or at the clear-up). */
export function chooseLoss(run: Run, guy: number): void {
  const s = run.s;
  const p = s.pending;
  if (!p || p.kind !== 'lose') return;
  s.pending = null;
  kill(run, guy, p.then === 'push-good' ? 'fight' : 'chosen');
  if (s.phase === 'over') return;
  if (p.then === 'push-good') startPushGood(run, p.cell);
  else if (p.count > 1) s.pending = { ...p, count: p.count - 1 };
}

export { attackDice };

/** A Good Guy attacks the Bad Guys on his tile: a hit for each 6, hits past their number wasted. */
export function goodAttack(run: Run, guy: number): void {
  const s = run.s;
  const cell = s.goods[guy] as number;
  const t = tileToChange(run, cell);
  if (!t) return;
  const dice: number[] = [];
  let hits = 0;
  for (let i = 0; i < attackDice(guy); i++) {
    const d = roll(run);
    dice.push(d);
    if (d === ATTACK_HIT) hits++;
  }
  const killed = Math.min(hits, t.bad);
  t.bad -= killed;
  s.pool += killed;
  run.d.own('stats').badKilled += killed;
  run.d.own('credit')[guy]! += killed;
  s.dice = { kind: 'attack', guy, dice, hits };
  if (run.talk) tell(run, { type: 'attack', by: guyRef(guy, s), at: hexOf(cell), dice: dice.slice(), hits, killed, now: t.bad });
}
