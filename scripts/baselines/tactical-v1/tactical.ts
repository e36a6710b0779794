/**
 * The tactical bot, for solo players to fight. It reads the real rules through the state its seat
 * may see (everything on a skirmish table is in sight). In order: a friend goes to the critically
 * wounded (a medic first) and the wounded man waits for him; an unloaded machine gun is reloaded,
 * helpers first; the shot with the best expected worth from the exact odds is fired (focusing on
 * men already hurt, the machine gun's arc when it catches more); otherwise a man moves to where he
 * is covered and can shoot, toward the objective as the battle wears on. Answers: snap-fires at a
 * runner when the chance is good, scatters grenades away from friends and onto enemies, rolls fair.
 */
import type { Bot } from '../../../engine/core/contract';
import { nextInt, type RngState } from '../../../engine/core/rng';
import { distance, moveAlong, type Vec } from '../../../engine/geometry';
import { halvesUsed } from '../../../engine/games/combat-patrol/battle/activation';
import { isError, reloadableGun } from '../../../engine/games/combat-patrol/battle/check';
import { bearingToFacing, isFirePlan, planFire } from '../../../engine/games/combat-patrol/battle/fire-plan';
import { fireOptions } from '../../../engine/games/combat-patrol/battle/legal';
import { pointAlong } from '../../../engine/games/combat-patrol/rules/movement';
import { sideOf, type CombatPatrolAction, type CombatPatrolState, type CombatPatrolView, type Question, type Soldier } from '../../../engine/games/combat-patrol/battle/types';
import { canActivate, canFight, enforcedActivation, inBaseContact, onTable, pos } from '../../../engine/games/combat-patrol/battle/world';
import { shotChance } from '../../../engine/games/combat-patrol/odds/fire-odds';
import { isAble } from '../../../engine/games/combat-patrol/rules/wounds';
import type { Side } from '../../../engine/games/combat-patrol/types';
import { fireValue } from './tactical-eval';
import { bestMove, firstAidMove } from './tactical-moves';

const FIRE_MIN = 0.06;
const SNAP_MIN_HOLDING = 0.2;
const SNAP_MIN_FRESH = 0.35;

type Fire = Extract<CombatPatrolAction, { type: 'fire' }>;

/** The man's best shot and its worth (arcs tried off-centre as well). */
function bestFire(s: CombatPatrolState, m: Soldier): { action: Fire; value: number } | null {
  const opts = fireOptions(s, m) as Fire[];
  const extra: Fire[] = [];
  for (const o of opts) if (o.bearing !== undefined) for (const d of [-15, -8, 8, 15]) extra.push({ ...o, bearing: (o.bearing + d + 360) % 360 });
  let best: { action: Fire; value: number } | null = null;
  for (const a of [...opts, ...extra]) {
    const v = fireValue(s, m, a);
    if (!best || v > best.value) best = { action: a, value: v };
  }
  return best;
}

function helperFor(s: CombatPatrolState, patient: Soldier): Soldier | null {
  const friends = s.soldiers.filter((o) => o.side === patient.side && o.id !== patient.id && canFight(o));
  if (friends.some((o) => inBaseContact(pos(o), pos(patient), s.rules))) return null;
  const free = friends
    .filter((o) => canActivate(o) && o.condition !== 'light' && distance(pos(o), pos(patient)) <= s.rules.combatMove + s.rules.baseDiameter)
    .sort((a, b) => Number(b.medic) - Number(a.medic) || distance(pos(a), pos(patient)) - distance(pos(b), pos(patient)));
  return free[0] ?? null;
}

function someoneComing(s: CombatPatrolState, patient: Soldier): boolean {
  return helperFor(s, patient) !== null;
}

function chooseActivation(s: CombatPatrolState, side: Side, legal: CombatPatrolAction[], rng: RngState): CombatPatrolAction {
  const mine = s.soldiers.filter((m) => m.side === side && canActivate(m));
  // The critically wounded: a friend goes to him first; he takes his tests once tended, or when nobody can come.
  for (const p of mine.filter((m) => m.condition === 'critical')) {
    const h = helperFor(s, p);
    if (h) {
      const a = firstAidMove(s, h, p);
      if (a) return a;
    }
  }
  for (const p of mine.filter((m) => m.condition === 'critical')) if (!someoneComing(s, p)) return { type: 'activate', soldier: p.id };
  // An unloaded machine gun: helpers spend half their activation (the other half stays free), then the gunner his whole.
  for (const m of mine.filter((x) => canFight(x))) {
    for (const g of s.soldiers) {
      if (g.id !== m.id && g.side === side && !isError(reloadableGun(s, m, g.id))) return { type: 'help-reload', soldier: m.id, gunner: g.id };
    }
  }
  for (const m of mine.filter((x) => canFight(x))) if (!isError(reloadableGun(s, m, undefined))) return { type: 'reload', soldier: m.id };
  // The best shot on the table.
  let top: { m: Soldier; action: Fire; value: number } | null = null;
  for (const m of mine.filter((x) => canFight(x))) {
    const f = bestFire(s, m);
    if (f && (!top || f.value > top.value)) top = { m, ...f };
  }
  if (top && top.value >= FIRE_MIN) return top.action;
  // Nobody has a shot worth taking: move someone to a better spot.
  let move: { action: CombatPatrolAction; gain: number } | null = null;
  for (const m of mine.filter((x) => canFight(x))) {
    for (const kind of ['combat', 'run'] as const) {
      const b = bestMove(s, m, kind);
      if (b && (!move || b.score > move.gain)) move = { action: b.action, gain: b.score };
    }
  }
  if (move) return move.action;
  const pinned = mine.find((m) => canFight(m) && m.pinned);
  if (pinned) return { type: 'rally', soldier: pinned.id };
  const forced = mine.find((m) => enforcedActivation(m) === 'suppressed') ?? mine.find((m) => enforcedActivation(m) === 'critical');
  if (forced) return { type: 'activate', soldier: forced.id };
  const holder = mine.find((m) => canFight(m));
  if (holder) return { type: 'hold', soldier: holder.id };
  return legal[nextInt(rng, legal.length)] as CombatPatrolAction;
}

function continueActivation(s: CombatPatrolState): CombatPatrolAction {
  const act = s.activation as NonNullable<CombatPatrolState['activation']>;
  const m = s.soldiers.find((x) => x.id === act.soldier) as Soldier;
  if (halvesUsed(act) < 2 && !act.fired) {
    const f = bestFire(s, m);
    if (f && f.value >= FIRE_MIN / 2) return f.action;
  }
  if (halvesUsed(act) < 2 && !act.moved) {
    const b = bestMove(s, m, 'combat', 0.1);
    if (b) return b.action;
  }
  return { type: 'end-activation' };
}

/** Where a scattering grenade does the most harm to the other side and the least to ours. */
function scatterBearing(s: CombatPatrolState, side: Side, at: Vec): number {
  let best = 0;
  let bestScore = -Infinity;
  for (let b = 0; b < 360; b += 22.5) {
    const p = moveAlong(at, bearingToFacing(b), 1);
    if (p.x < 0 || p.y < 0 || p.x > s.scenario.table.width || p.y > s.scenario.table.height) continue;
    let score = 0;
    for (const m of s.soldiers) {
      if (!onTable(m) || !isAble(m.condition)) continue;
      const d = distance(pos(m), p);
      if (d > 4) continue;
      score += (m.side === side ? -1.3 : 1) * (4 - d);
    }
    if (score > bestScore) {
      bestScore = score;
      best = b;
    }
  }
  return best;
}

function answer(s: CombatPatrolState, side: Side, q: Question, legal: CombatPatrolAction[], rng: RngState): CombatPatrolAction {
  switch (q.kind) {
    case 'dice':
      return legal[nextInt(rng, legal.length)] as CombatPatrolAction;
    case 'scatter':
      return { type: 'scatter', bearing: scatterBearing(s, side, q.at) };
    case 'stop-at': {
      // Leave the runner where most of our men can see him in the open.
      let best = 0;
      let seen = -1;
      for (let d = 0; d <= q.max + 1e-9; d++) {
        const p = pointAlong(q.path, d);
        const n = s.soldiers.filter((o) => o.side === side && canFight(o) && distance(pos(o), p) < 30).length - d * 0.01;
        if (n > seen) {
          seen = n;
          best = d;
        }
      }
      return { type: 'stop-at', inches: best };
    }
    case 'snap-fire': {
      let pick: { shooter: string; along: number; c: number } | null = null;
      for (const o of q.options) {
        const m = s.soldiers.find((x) => x.id === o.shooter) as Soldier;
        const min = m.onHold ? SNAP_MIN_HOLDING : SNAP_MIN_FRESH;
        for (const along of o.along) {
          const plan = planFire(s, m, { weapon: m.weaponId, method: 'standard', target: q.runner }, pointAlong(q.path, along));
          if (!isFirePlan(plan) || plan.kind !== 'aimed') continue;
          const c = shotChance(plan.setup, false, s).chance;
          if (c >= min && (!pick || c > pick.c)) pick = { shooter: o.shooter, along, c };
        }
      }
      return pick ? { type: 'snap-fire', shooter: pick.shooter, along: pick.along } : { type: 'let-run' };
    }
  }
}

export const tacticalBot: Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState> = {
  name: 'tactical',
  description: 'Takes cover, focuses fire where the odds are best, sweeps with the machine gun, reloads it, and sends a friend to the critically wounded.',
  readsView: false,
  choose(_view, legal, rng, ctx) {
    const s = ctx.sample(rng);
    const side = sideOf(ctx.seat);
    if (s.pending) return answer(s, side, s.pending.question, legal, rng);
    if (s.phase === 'deploy') return { type: 'deploy-done' };
    if (s.activation) return continueActivation(s);
    return chooseActivation(s, side, legal, rng);
  },
};

