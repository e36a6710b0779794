/**
 * The tactical bot, for solo players to fight. It reads the real rules through the state its seat
 * may see (everything on a skirmish table is in sight). In order: a friend goes to the critically
 * wounded (a medic first) and the wounded man waits for him; an unloaded machine gun is reloaded,
 * helpers first; the shot that takes the most fight from the enemy is fired (exact odds weighted by
 * each man's threat, tactical-target.ts: the unhurt in the open before the prone wounded; a machine
 * gun's arc laid over the most of them); otherwise a man moves to where he
 * is covered and can shoot, toward the objective as the battle wears on. Answers: snap-fires at the
 * point of the run with the best odds, never 0.0 in (tactical-snap.ts), scatters grenades away from
 * friends and onto enemies, rolls fair. `explainChoice` (tactical-explain.ts) says why, in words.
 */
import type { Bot } from '../../../core/contract';
import { nextInt, seedRng, type RngState } from '../../../core/rng';
import { distance, moveAlong, type Vec } from '../../../geometry';
import { halvesUsed } from '../battle/activation';
import { isError, reloadableGun } from '../battle/check';
import { bearingToFacing } from '../battle/fire-plan';
import { fireOptions } from '../battle/legal';
import { pointAlong } from '../rules/movement';
import { arcDegrees } from '../rules/areas';
import { weapon as weaponById } from '../data';
import type { Weapon } from '../types';
import { sideOf, type CombatPatrolAction, type CombatPatrolState, type CombatPatrolView, type Question, type Soldier } from '../battle/types';
import { canActivate, canFight, enforcedActivation, inBaseContact, onTable, pos, weaponsOf } from '../battle/world';
import { isAble } from '../rules/wounds';
import type { Side } from '../types';
import { fireValue } from './tactical-eval';
import { bestMove, firstAidMove } from './tactical-moves';
import { reasonFor } from './tactical-explain';
import { bestSnap } from './tactical-snap';
import { arcBearings, grenadePoints } from './tactical-target';

const FIRE_MIN = 0.06;

export type Fire = Extract<CombatPatrolAction, { type: 'fire' }>;

/** The shots the man may fire that are worth weighing: the rules' own options, a machine gun's arc laid every way that may hold more men, grenades between men who cluster. */
export function fireChoices(s: CombatPatrolState, m: Soldier): Fire[] {
  const opts = fireOptions(s, m) as Fire[];
  const extra: Fire[] = [];
  const arc = opts.find((o) => o.bearing !== undefined);
  if (arc) {
    const w = weaponById(arc.weapon) as Weapon;
    const enemies = s.soldiers.filter((e) => e.side !== m.side && isAble(e.condition)).map(pos);
    const have = new Set(opts.map((o) => o.bearing));
    for (const b of arcBearings(pos(m), enemies, w.optimum, arcDegrees(w))) if (!have.has(b)) extra.push({ ...arc, bearing: b });
  }
  // A grenade he carries: also between men who cluster (each enemy within reach is among the options
  // already), the middle of a pair within reach when neither man is. The plan judges each point.
  const g = weaponsOf(m).find((w) => w.special?.kind === 'grenade');
  if (g) {
    const enemies = s.soldiers.filter((e) => e.side !== m.side && isAble(e.condition) && onTable(e)).map(pos);
    for (const at of grenadePoints(pos(m), enemies, g.maximum)) extra.push({ type: 'fire', soldier: m.id, weapon: g.id, method: 'special', at });
  }
  return [...opts, ...extra];
}

/** The man's best shot and its worth. */
export function bestFire(s: CombatPatrolState, m: Soldier): { action: Fire; value: number } | null {
  let best: { action: Fire; value: number } | null = null;
  for (const a of fireChoices(s, m)) {
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

function chooseActivation(s: CombatPatrolState, side: Side, legal: () => CombatPatrolAction[], rng: RngState): CombatPatrolAction {
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
  const all = legal();
  return all[nextInt(rng, all.length)] as CombatPatrolAction;
}

export function continueActivation(s: CombatPatrolState): CombatPatrolAction {
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

function answer(s: CombatPatrolState, side: Side, q: Question, legal: () => CombatPatrolAction[], rng: RngState): CombatPatrolAction {
  switch (q.kind) {
    case 'dice': {
      const all = legal();
      return all[nextInt(rng, all.length)] as CombatPatrolAction;
    }
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
      const pick = bestSnap(s, q);
      return pick ? { type: 'snap-fire', shooter: pick.shooter, along: pick.along } : { type: 'let-run' };
    }
  }
}

/**
 * The tactical bot's choice in `s` for `side`, its only randomness `rng`; `legal` lists the choices
 * when they are needed (a die to type in, or nothing else worth doing), so a caller that plays many
 * steps (the veteran's look-ahead) lists them only then.
 */
export function tacticalChoice(s: CombatPatrolState, side: Side, rng: RngState, legal: () => CombatPatrolAction[]): CombatPatrolAction {
  if (s.pending) return answer(s, side, s.pending.question, legal, rng);
  if (s.phase === 'deploy') return { type: 'deploy-done' };
  if (s.activation) return continueActivation(s);
  return chooseActivation(s, side, legal, rng);
}

export const tacticalBot: Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState> = {
  name: 'tactical',
  description: 'Takes cover, shoots the most dangerous men it can put down (unhurt men in the open first), lays the machine gun over the most of them, snap-fires where the odds are best, reloads, and sends a friend to the critically wounded.',
  readsView: false,
  choose(_view, legal, rng, ctx) {
    return tacticalChoice(ctx.sample(rng), sideOf(ctx.seat), rng, () => legal);
  },
  // Nothing on a skirmish table is hidden: the sample is the position itself (no redeal), so its words tell no secret.
  explain(action, ctx) {
    return reasonFor(ctx.sample(seedRng(0)), action);
  },
};

