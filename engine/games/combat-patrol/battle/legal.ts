/**
 * The choices a seat has now. Discrete ones are listed in full (every shot at every enemy in sight
 * and range, every die face to type in, each holding, reloading, rallying...). Continuous ones are
 * templates with their bounds (a move's path, a grenade's target point, a machine-gun arc's bearing,
 * a scatter direction, the point of a run to Snap Fire at); `check` judges the concrete value. For
 * convenience the lists also hold a few concrete picks of the continuous choices: the eight compass
 * points for a direction, arcs and grenades centred on each enemy, whole inches for distances.
 *
 * What a host sends (`sentChoices`) grows with the soldiers, not their square: while a side picks
 * the soldier to activate, each soldier's shots at each enemy (line of sight worked out per pair)
 * and his moves and throws are not sent; his other choices are (holding, rallying, reloading, first
 * aid, a forced activation), and `choicesOf` gives all of one soldier's on request (the screen asks
 * for the man a player selects). In the middle of an activation only his shots at each enemy are
 * on request (each needs its line of sight, past every base on the table). Everything else (a
 * question, deployment) is sent whole.
 */
import type { ActionTemplate, Seat, SentChoices } from '../../../core/contract';
import { bearing as bearingBetween, distance } from '../../../geometry';
import { HAND_GRENADE } from '../grenades';
import { allFaces } from '../rules/dice';
import { isLoaded, machineGunOf } from '../rules/gun';
import { halvesUsed } from './activation';
import { isError, reloadableGun } from './check';
import { facingToBearing, isFirePlan, planFire } from './fire-plan';
import { firstAidPath } from './first-aid';
import { draggable, moveRefusal, MAX_PATH_POINTS } from './moves';
import { sideOf, type CombatPatrolAction, type CombatPatrolState, type Soldier } from './types';
import { ableEnemies, canActivate, canFight, enforcedActivation, inBaseContact, onTable, pos, tableBounds, weaponsOf } from './world';
import { isAble } from '../rules/wounds';
import type { Side } from '../types';

export function currentSeat(s: CombatPatrolState): Seat | null {
  if (s.phase === 'over') return null;
  if (s.pending) return s.pending.question.seat;
  if (s.phase === 'deploy') return s.deploying === 'US' ? 0 : 1;
  return s.toAct === null ? null : s.toAct === 'US' ? 0 : 1;
}

const COMPASS = [0, 45, 90, 135, 180, 225, 270, 315];

/**
 * Choices as the lists hold them before the costly test: a plain action is a choice as it is; a
 * block of aimed shots (one weapon and method of one man, at each of `targets` in turn) holds one
 * candidate a target, each a choice only when planFire accepts it (range and line of sight); a
 * block of grenade throws (one man's grenade at each enemy in its reach, `at` in turn) holds one
 * choice a man, each action made only when it is drawn.
 */
export type Candidate =
  | { aimed: null; action: CombatPatrolAction }
  | { aimed: Soldier; weapon: string; method: 'standard' | 'special'; targets: readonly Soldier[] }
  | { aimed: null; action: null; thrower: Soldier; weapon: string; at: readonly Soldier[] };

/** How many candidates `c` holds. */
export function candidateCount(c: Candidate): number {
  return c.aimed ? c.targets.length : c.action ? 1 : c.at.length;
}

/** Candidate `k` of `c` when it is a legal choice, else null (an aimed shot judged by planFire, anything else as it is). */
export function judge(s: CombatPatrolState, c: Candidate, k: number): CombatPatrolAction | null {
  if (!c.aimed) return c.action ?? { type: 'fire', soldier: c.thrower.id, weapon: c.weapon, method: 'special', at: pos(c.at[k] as Soldier) };
  const target = c.targets[k] as Soldier;
  const a = { type: 'fire' as const, soldier: c.aimed.id, weapon: c.weapon, method: c.method, target: target.id };
  return isFirePlan(planFire(s, c.aimed, a)) ? a : null;
}

/** Every shot `m` might fire now, in fireOptions' order, the aimed ones not yet judged. */
export function fireCandidates(s: CombatPatrolState, m: Soldier, out: Candidate[] = [], enemies: readonly Soldier[] = ableEnemies(s, m.side)): Candidate[] {
  for (const w of weaponsOf(m)) {
    if (!isLoaded(w, m.gun) && w.id === m.weaponId) continue;
    const aimed = (method: 'standard' | 'special'): void => {
      if (enemies.length > 0) out.push({ aimed: m, weapon: w.id, method, targets: enemies });
    };
    if (w.standard) aimed('standard');
    const sp = w.special;
    if (sp?.kind === 'shots' || sp?.kind === 'spray') aimed('special');
    else if (sp?.kind === 'machine-gun') {
      const seen = new Set<number>();
      for (const e of enemies) {
        if (distance(m, e) > w.optimum + 1e-9) continue;
        const b = Math.round(facingToBearing(bearingBetween(pos(m), pos(e))) * 1000) / 1000;
        if (seen.has(b)) continue;
        seen.add(b);
        out.push({ action: { type: 'fire', soldier: m.id, weapon: w.id, method: 'special', bearing: b }, aimed: null });
      }
    } else if (sp?.kind === 'grenade') {
      const at = enemies.filter((e) => distance(m, e) <= w.maximum + 1e-9);
      if (at.length > 0) out.push({ aimed: null, action: null, thrower: m, weapon: w.id, at });
    }
  }
  return out;
}

function judged(s: CombatPatrolState, cs: readonly Candidate[]): CombatPatrolAction[] {
  const out: CombatPatrolAction[] = [];
  for (const c of cs) {
    for (let k = 0, n = candidateCount(c); k < n; k++) {
      const a = judge(s, c, k);
      if (a) out.push(a);
    }
  }
  return out;
}

/** Every shot `m` could fire now, with the concrete aim points for arcs and grenades at each enemy. */
export function fireOptions(s: CombatPatrolState, m: Soldier): CombatPatrolAction[] {
  return judged(s, fireCandidates(s, m));
}

/** Friends in base contact whose machine gun is unloaded: `m` may help reload it (`among`: the soldiers to look at, all by default). */
function gunsToHelp(s: CombatPatrolState, m: Soldier, among: readonly Soldier[] = s.soldiers): Soldier[] {
  return among.filter((o) => o.id !== m.id && o.side === m.side && onTable(o) && !isError(reloadableGun(s, m, o.id)));
}

/** What one soldier's choices look at besides himself, found once for a whole side. */
interface Around {
  /** Soldiers whose machine gun is unloaded (the only ones a friend may help reload). */
  gunners: readonly Soldier[];
  /** Critically wounded soldiers (the only ones first aid is for). */
  critical: readonly Soldier[];
  /** The able enemies of each side (the men its soldiers may shoot at), found once for all of them. */
  enemies: Record<Side, readonly Soldier[]>;
}

function around(s: CombatPatrolState): Around {
  return {
    gunners: s.soldiers.filter((o) => o.gun !== null && onTable(o) && !isError(reloadableGun(s, o, undefined))),
    critical: s.soldiers.filter((o) => o.condition === 'critical'),
    enemies: { US: ableEnemies(s, 'US'), German: ableEnemies(s, 'German') },
  };
}

/** `m`'s choices when his side picks a soldier to activate, his aimed shots not yet judged; `fire` false leaves out his shots (sent on request). */
function soldierCandidates(s: CombatPatrolState, m: Soldier, fire = true, near: Around = around(s), out: Candidate[] = []): Candidate[] {
  const add = (action: CombatPatrolAction): void => {
    out.push({ action, aimed: null });
  };
  const enforced = enforcedActivation(m);
  if (enforced) {
    add({ type: 'activate', soldier: m.id });
    return out;
  }
  if (!canFight(m)) return out;
  if (fire) fireCandidates(s, m, out, near.enemies[m.side]);
  const guns = gunsToHelp(s, m, near.gunners);
  for (const g of guns) add({ type: 'help-reload', soldier: m.id, gunner: g.id });
  if (!isError(reloadableGun(s, m, undefined))) add({ type: 'reload', soldier: m.id });
  for (const g of guns) add({ type: 'reload', soldier: m.id, gunner: g.id });
  if (m.pinned) add({ type: 'rally', soldier: m.id });
  if (!moveRefusal(m, 'combat')) {
    for (const p of near.critical) {
      if (p.side !== m.side || distance(m, p) > s.rules.combatMove + s.rules.baseDiameter + 1) continue;
      const path = firstAidPath(s, m, p);
      if (path) add({ type: 'first-aid', soldier: m.id, patient: p.id, path });
    }
  }
  add({ type: 'hold', soldier: m.id });
  return out;
}

/** `m`'s choices when his side picks a soldier to activate; `fire` false leaves out his shots (sent on request). */
function soldierChoices(s: CombatPatrolState, m: Soldier, fire = true, near: Around = around(s)): CombatPatrolAction[] {
  return judged(s, soldierCandidates(s, m, fire, near));
}

function pendingChoices(s: CombatPatrolState): CombatPatrolAction[] {
  const q = s.pending?.question;
  if (!q) return [];
  switch (q.kind) {
    case 'dice':
      return allFaces(q.die).map((values) => ({ type: 'dice', values }));
    case 'scatter':
      return COMPASS.map((bearing) => ({ type: 'scatter', bearing }));
    case 'stop-at': {
      const out: CombatPatrolAction[] = [];
      for (let d = 0; d <= q.max + 1e-9; d++) out.push({ type: 'stop-at', inches: d });
      if (q.max % 1 > 1e-9) out.push({ type: 'stop-at', inches: q.max });
      return out;
    }
    case 'snap-fire':
      return [{ type: 'let-run' }, ...q.options.flatMap((o) => o.along.map((along) => ({ type: 'snap-fire' as const, shooter: o.shooter, along })))];
  }
}

/**
 * legalActions before its costly tests, in its order: every candidate that `judge` accepts is a
 * legal action, and every legal action is one candidate. The random bot draws from these (judging
 * only the ones it draws) instead of listing every shot of every man at every enemy.
 */
export function legalCandidates(s: CombatPatrolState, seat: Seat): Candidate[] {
  if (currentSeat(s) !== seat) return [];
  const plain = (actions: CombatPatrolAction[]): Candidate[] => actions.map((action) => ({ action, aimed: null }));
  if (s.pending) return plain(pendingChoices(s));
  if (s.phase === 'deploy') return plain([{ type: 'deploy-done' }]);
  const side = sideOf(seat);
  const act = s.activation;
  if (act) {
    const m = s.soldiers.find((x) => x.id === act.soldier) as Soldier;
    const out: Candidate[] = [];
    if (halvesUsed(act) < 2) {
      if (!act.fired) fireCandidates(s, m, out);
      for (const g of gunsToHelp(s, m)) out.push({ action: { type: 'help-reload', soldier: m.id, gunner: g.id }, aimed: null });
    }
    out.push({ action: { type: 'end-activation' }, aimed: null });
    return out;
  }
  const near = around(s);
  const out: Candidate[] = [];
  for (const m of s.soldiers) if (m.side === side && canActivate(m)) soldierCandidates(s, m, true, near, out);
  return out;
}

export function legalActions(s: CombatPatrolState, seat: Seat): CombatPatrolAction[] {
  return judged(s, legalCandidates(s, seat));
}

function moveTemplates(s: CombatPatrolState, m: Soldier, withRun: boolean): ActionTemplate[] {
  const out: ActionTemplate[] = [];
  const from = pos(m);
  const bounds = tableBounds(s);
  const path = (maxLength: number, label: string) => ({ kind: 'path' as const, from, maxLength, maxPoints: MAX_PATH_POINTS, bounds, label });
  if (!moveRefusal(m, 'combat')) {
    out.push({ base: { type: 'move', soldier: m.id }, params: { path: path(s.rules.combatMove, 'Combat Move path') }, label: `Combat Move ${m.name} up to ${s.rules.combatMove} in` });
    for (const d of s.soldiers) {
      if (d.side === m.side && d.id !== m.id && draggable(d) && inBaseContact(m, d, s.rules)) {
        out.push({ base: { type: 'move', soldier: m.id, drag: d.id }, params: { path: path(s.rules.combatMove / 2, 'path (every inch counts double)') }, label: `${m.name} drags ${d.name} (up to ${s.rules.combatMove / 2} in)` });
      }
    }
  }
  if (withRun && !moveRefusal(m, 'run')) {
    out.push({
      base: { type: 'run', soldier: m.id },
      params: { path: path(s.rules.runMove, 'Run Move path'), gamble: { kind: 'number', min: 0, max: 9, step: 1, label: 'inches of difficult ground gambled as open (0: no gamble)' } },
      label: `Run Move ${m.name} up to ${s.rules.runMove} in`,
    });
  }
  return out;
}

function fireTemplates(s: CombatPatrolState, m: Soldier): ActionTemplate[] {
  const out: ActionTemplate[] = [];
  for (const w of weaponsOf(m)) {
    if (machineGunOf(w) && isLoaded(w, m.gun)) {
      out.push({ base: { type: 'fire', soldier: m.id, weapon: w.id, method: 'special' }, params: { bearing: { kind: 'angle', label: "the arc's centre line" } }, label: `${m.name} fires the ${w.name} in a 45-degree arc` });
    }
    if (w.id === HAND_GRENADE || w.special?.kind === 'grenade') {
      out.push({ base: { type: 'fire', soldier: m.id, weapon: w.id, method: 'special' }, params: { at: { kind: 'point', from: pos(m), maxDistance: w.maximum, bounds: tableBounds(s), label: 'target point' } }, label: `${m.name} throws a ${w.name} (${m.ammo[w.id] ?? 0} left)` });
    }
  }
  return out;
}

export function templates(s: CombatPatrolState, seat: Seat): ActionTemplate[] {
  if (currentSeat(s) !== seat) return [];
  const q = s.pending?.question;
  if (q) {
    if (q.kind === 'scatter') return [{ base: { type: 'scatter' }, params: { bearing: { kind: 'angle', label: 'direction of this inch' } }, label: q.label }];
    if (q.kind === 'stop-at') return [{ base: { type: 'stop-at' }, params: { inches: { kind: 'number', min: 0, max: q.max, label: 'inches he got' } }, label: q.label }];
    if (q.kind === 'snap-fire') {
      // Bounded by the first and last points of the run he can see in range (between them, check decides).
      return q.options.map((o) => ({
        base: { type: 'snap-fire', shooter: o.shooter },
        params: { along: { kind: 'number', min: o.along[0] as number, max: o.along[o.along.length - 1] as number, label: 'inches along the run' } },
        label: `Snap Fire by ${s.soldiers.find((x) => x.id === o.shooter)?.name}`,
      }));
    }
    return [];
  }
  if (s.phase === 'deploy') {
    const diag = Math.hypot(s.scenario.table.width, s.scenario.table.height);
    return s.soldiers
      .filter((m) => m.side === s.deploying && isAble(m.condition))
      .map((m) => ({ base: { type: 'deploy', soldier: m.id }, params: { at: { kind: 'point', from: pos(m), maxDistance: diag, bounds: tableBounds(s), label: 'place in the deployment zone' } }, label: `Place ${m.name}` }));
  }
  const act = s.activation;
  if (act) {
    const m = s.soldiers.find((x) => x.id === act.soldier) as Soldier;
    if (halvesUsed(act) >= 2) return [];
    return [...(act.fired ? [] : fireTemplates(s, m)), ...(act.moved ? [] : moveTemplates(s, m, false))];
  }
  const side = sideOf(seat);
  const out: ActionTemplate[] = [];
  for (const m of s.soldiers) {
    if (m.side !== side || !canActivate(m) || enforcedActivation(m) || !canFight(m)) continue;
    for (const t of fireTemplates(s, m)) out.push(t);
    for (const t of moveTemplates(s, m, true)) out.push(t);
  }
  return out;
}

/** True while `seat` picks the soldier to activate: the one time its choices multiply. */
function picking(s: CombatPatrolState, seat: Seat): boolean {
  return currentSeat(s) === seat && !s.pending && s.phase === 'battle' && !s.activation;
}

/** The soldier whose activation `seat` is in the middle of, when he may still fire; else null. */
function mayFireNow(s: CombatPatrolState, seat: Seat): Soldier | null {
  const act = s.activation;
  if (currentSeat(s) !== seat || s.pending || !act || act.fired || halvesUsed(act) >= 2) return null;
  return s.soldiers.find((x) => x.id === act.soldier) ?? null;
}

/**
 * What a host sends `seat` (the contract's `sentChoices`). While it picks a soldier to activate:
 * each soldier's choices but his shots, and no templates, with every soldier who may act named for
 * `choicesOf`. In the middle of an activation: everything but the soldier's shots at each enemy
 * (he is named for them). Otherwise everything (a question's answers, deployment).
 */
export function sentChoices(s: CombatPatrolState, seat: Seat): SentChoices<CombatPatrolAction> {
  const firing = mayFireNow(s, seat);
  if (firing) {
    const help: CombatPatrolAction[] = gunsToHelp(s, firing, around(s).gunners).map((g) => ({ type: 'help-reload', soldier: firing.id, gunner: g.id }));
    return { legal: [...help, { type: 'end-activation' }], templates: templates(s, seat), onRequest: [firing.id] };
  }
  if (!picking(s, seat)) return { legal: legalActions(s, seat), templates: templates(s, seat), onRequest: [] };
  const side = sideOf(seat);
  const near = around(s);
  const able = s.soldiers.filter((m) => m.side === side && canActivate(m));
  return { legal: able.flatMap((m) => soldierChoices(s, m, false, near)), templates: [], onRequest: able.filter((m) => !enforcedActivation(m) && canFight(m)).map((m) => m.id) };
}

/**
 * Every choice of soldier `id` (the contract's `choicesOf`): his part of legalActions and templates,
 * in their order, while `seat` picks a soldier to activate or is in the middle of his activation;
 * nothing at any other time or for a soldier who may not act. Worked out for him alone: his shots
 * at each enemy (each with its line of sight), his moves and throws.
 */
export function choicesOf(s: CombatPatrolState, seat: Seat, id: string): { legal: CombatPatrolAction[]; templates: ActionTemplate[] } {
  const firing = mayFireNow(s, seat);
  if (firing) return firing.id === id ? { legal: legalActions(s, seat).filter((a) => a.type !== 'end-activation'), templates: templates(s, seat) } : { legal: [], templates: [] };
  const m = s.soldiers.find((x) => x.id === id);
  if (!m || !picking(s, seat) || m.side !== sideOf(seat) || !canActivate(m)) return { legal: [], templates: [] };
  const own = !enforcedActivation(m) && canFight(m);
  return { legal: soldierChoices(s, m), templates: own ? [...fireTemplates(s, m), ...moveTemplates(s, m, true)] : [] };
}
