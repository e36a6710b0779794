import { tileAt } from './board';
import { chooseLoss, goodAttack, pushBad, pushGood, resolveFight } from './combat';
import { advance, endGoodPhase, fightCells } from './flow';
import { cellOf, dirIndex, dirName, neighbour } from './hex';
import { reinforcement } from './legal';
import { HAZARD_PASS } from './numbers';
import { lay } from './place';
import { roll, tell, tileToChange, type Run } from './run';
import { isHazard } from './tiles';
import type { PatrolLostAction } from './types';
import type { ReasonEvent } from './events';
import { guyRef, hexOf, placeAt } from './words';
import { BAD_ACTIONS } from './numbers';

/**
 * Plays one checked action on `run.s` in place, then carries the game on to the next decision.
 * The public `apply` copies the state first; searching bots step their own copies.
 */
export function step(run: Run, a: PatrolLostAction): void {
  const s = run.s;
  s.actionCount++;
  const first = s.events.length;
  switch (a.type) {
    case 'move':
    case 'attack':
      actGood(run, a);
      break;
    case 'end-actions':
      if (s.phase === 'good') {
        tell(run, { type: 'good-end' });
        endGoodPhase(s);
      } else {
        if (s.badActions > 0) tell(run, { type: 'bad-end', acted: s.badActions < BAD_ACTIONS });
        s.badActions = 0;
      }
      break;
    case 'orient': {
      const p = s.pending;
      if (p?.kind !== 'orient') break;
      s.pending = null;
      lay(run, p.tile, p.cell, a.rot, p.forced);
      break;
    }
    case 'place':
    case 'add': {
      const t = tileToChange(run, cellOf(a.q, a.r));
      if (!t) break;
      const n = reinforcement(s);
      t.bad += n;
      s.pool -= n;
      s.badActions--;
      if (run.talk) tell(run, { type: 'bad-in', how: a.type, n, at: placeAt(s, t.cell), now: t.bad });
      break;
    }
    case 'advance': {
      const from = tileToChange(run, cellOf(a.q, a.r));
      const d = dirIndex(a.dir);
      const to = from && tileToChange(run, neighbour(from.cell, d));
      if (!from || !to) break;
      from.bad -= a.count;
      to.bad += a.count - 1;
      s.pool++;
      s.badActions--;
      if (run.talk) tell(run, { type: 'bad-advance', count: a.count, dir: dirName(d), from: placeAt(s, from.cell), to: placeAt(s, to.cell), fromNow: from.bad, toNow: to.bad });
      break;
    }
    case 'fight':
      resolveFight(run, cellOf(a.q, a.r));
      break;
    case 'end-attacks': {
      const left = fightCells(s);
      if (left.length > 0) tell(run, { type: 'hold-back', fights: left.length });
      run.d.own('fought').push(...left);
      break;
    }
    case 'push-bad':
    case 'push-good': {
      const p = s.pending;
      if (!p || p.kind !== a.type) break;
      s.pending = null;
      if (a.type === 'push-bad') pushBad(run, p.cell, dirIndex(a.dir));
      else pushGood(run, p.cell, dirIndex(a.dir));
      break;
    }
    case 'lose':
      chooseLoss(run, a.guy);
      break;
  }
  // The reason goes right after the line saying what was done (before what followed from it).
  if (run.talk && a.why) {
    const reason: ReasonEvent = { type: 'reason', why: a.why };
    s.events.splice(Math.min(first + 1, s.events.length), 0, reason);
  }
  advance(run);
}

function actGood(run: Run, a: PatrolLostAction & { type: 'move' | 'attack' }): void {
  const s = run.s;
  const g = a.guy;
  if (s.active !== g) {
    if (s.active >= 0) s.finished |= 1 << s.active;
    s.active = g;
    s.used = 0;
  }
  s.used++;
  if (a.type === 'attack') goodAttack(run, g);
  else moveGood(run, g, dirIndex(a.dir));
  if (s.used >= 2) {
    s.finished |= 1 << g;
    s.active = -1;
    s.used = 0;
  }
}

function moveGood(run: Run, g: number, d: number): void {
  const s = run.s;
  const from = s.goods[g] as number;
  const here = tileAt(s, from);
  const to = neighbour(from, d);
  if (here && isHazard(here.tile)) {
    const die = roll(run);
    const moved = die <= HAZARD_PASS;
    s.dice = { kind: 'hazard', guy: g, die, moved };
    if (moved) run.d.own('goods')[g] = to;
    if (run.talk) tell(run, { type: 'hazard', by: guyRef(g, s), die, moved, from: placeAt(s, from), dir: dirName(d), to: placeAt(s, to) });
    return;
  }
  run.d.own('goods')[g] = to;
  if (run.talk) tell(run, { type: 'moved', by: guyRef(g, s), dir: dirName(d), from: hexOf(from), to: placeAt(s, to) });
}
