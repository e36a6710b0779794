/**
 * The play state's transitions for moves planned on the table (pure: a state and an input in, the
 * next state and what to send out): choosing the move, dragging a man, laying bends, making the
 * move or keeping the engine's refusal beside the man.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction } from '../../../../engine/games/combat-patrol/battle/types';
import type { MoveKind } from './choices';
import { dragWhoOf, moveKindOf, pathTemplateOf } from './play-offers';
import { moveShown, type MoveShown } from './play-overlay';
import { planPath } from './play-geometry';
import { frozen, type MovePlan, type PlayData, type Step } from './play-types';

/** A state being made (a fresh copy: the one given is never changed). */
export type Draft = { -readonly [K in keyof PlayData]: PlayData[K] };

/** Makes the next state from a copy of `s`; `out` may name an action to send. */
export function stepFrom(s: PlayData, make: (d: Draft, out: { send?: CombatPatrolAction; settle?: Step['settle'] }) => void): Step {
  const d: Draft = { ...s };
  const out: { send?: CombatPatrolAction; settle?: Step['settle'] } = {};
  make(d, out);
  // Nothing changed: the same state (no redraw, no reader woken).
  const same = (Object.keys(d) as Array<keyof PlayData>).every((k) => d[k] === s[k]);
  return { state: same ? s : frozen(d), ...out };
}

/** Sending an action: the last note and a shot armed by key give way to it. */
export function sending(d: Draft, out: { send?: CombatPatrolAction }, a: CombatPatrolAction): void {
  d.note = null;
  d.armed = null;
  out.send = a;
}

/** The plan in hand costed again (its man's move, bends and tip). */
export function replan(d: Draft): void {
  const p = d.plan;
  const v = d.input?.view;
  if (!p || !v) return;
  const t = pathTemplateOf(d);
  const path = planPath([...p.bends], p.tip, t.maxPoints);
  const drag = dragWhoOf(d);
  d.plan = { ...p, shown: moveShown(v, p.soldier, path, moveKindOf(d), drag ? { drag } : {}, t.maxLength) };
}

function startPlan(d: Draft, soldier: string, bends: Vec[], tip: Vec | null, open: boolean): void {
  const v = d.input?.view;
  if (!v) return;
  if (soldier !== d.selected) d.choice = null;
  d.selected = soldier;
  d.aimed = null;
  d.armed = null;
  // A new plan: the words of the last refusal give way to his own.
  d.refusal = null;
  d.plan = { soldier, bends, tip, open, shown: moveShown(v, soldier, [], moveKindOf(d)) };
  replan(d);
}

/** A soldier selected (null: none): a plan or a shot armed for another man ends. */
export function selectIn(d: Draft, id: string | null): void {
  if (id !== d.selected) {
    d.plan = null;
    d.armed = null;
  }
  d.selected = id;
  d.aimed = null;
  d.grenade = null;
  if (d.mode !== 'measure' && d.mode !== 'snap') d.mode = 'select';
}

/** Chooses the selected man's move (for this position only); a plan in hand is costed again. */
export function chooseMove(s: PlayData, kind: MoveKind, drag: string | null): Step {
  return stepFrom(s, (d) => {
    if (!d.selected) return;
    d.choice = { soldier: d.selected, kind: drag ? 'move' : kind, drag };
    replan(d);
  });
}

function commitIn(d: Draft, out: { send?: CombatPatrolAction }, gamble: boolean, withTip: boolean): void {
  let p = d.plan;
  if (!p) return;
  if (!withTip && p.tip) {
    d.plan = { ...p, tip: null };
    replan(d);
    p = d.plan as MovePlan;
  }
  if (planPath([...p.bends], p.tip).length === 0) return;
  const sh = p.shown;
  if (!sh.preview.ok && !(gamble && sh.gamble)) {
    d.refusal = { soldier: p.soldier, text: sh.words };
    return;
  }
  const drag = dragWhoOf(d);
  const a: CombatPatrolAction =
    moveKindOf(d) === 'run'
      ? { type: 'run', soldier: p.soldier, path: sh.path, ...(gamble && sh.gamble ? { gamble: sh.gamble.inches } : {}) }
      : { type: 'move', soldier: p.soldier, path: sh.path, ...(drag ? { drag } : {}) };
  sending(d, out, a);
}

/**
 * Makes the planned move (with the gamble offered, when `gamble`); a refusal stays near the man and
 * the plan stays in hand. `withTip`: the leg to the pointer counts (Enter, with the pointer on the
 * table); a button makes the move the bends lay down.
 */
export function commitPlan(s: PlayData, gamble: boolean, withTip: boolean): Step {
  return stepFrom(s, (d, out) => commitIn(d, out, gamble, withTip));
}

/** A click on the open table with a man who may move selected: his path starts there. */
export function planFrom(s: PlayData, at: Vec): Step {
  return stepFrom(s, (d) => startPlan(d, d.selected as string, [{ x: at.x, y: at.y }], null, true));
}

/** The move being dragged changed (null: the drag was cancelled). */
export function dragging(s: PlayData, soldier: string, path: Vec[] | null): Step {
  return stepFrom(s, (d) => {
    const v = d.input?.view;
    if (!v || !path) {
      d.plan = null;
      return;
    }
    if (soldier !== d.selected) selectIn(d, soldier);
    if (v.phase === 'deploy') {
      const from = v.soldiers.find((m) => m.id === soldier) ?? { x: 0, y: 0 };
      const shown: MoveShown = {
        preview: { ok: true, cost: 0, allowance: 0, left: 0, words: '', legs: [] }, words: 'Drop him where he deploys.', path, contact: null, gamble: null,
        overlay: { path: { from, points: path, ok: true, text: 'place here' } },
      };
      d.plan = { soldier, bends: [], tip: path[path.length - 1] ?? null, open: false, shown };
      return;
    }
    startPlan(d, soldier, [], path[path.length - 1] ?? null, false);
  });
}

/** A drag ended here: make the move, or (`bend`) keep the point as a bend and plan on. */
export function moved(s: PlayData, soldier: string, path: Vec[], bend: boolean): Step {
  return stepFrom(s, (d, out) => {
    if (d.input?.view.phase === 'deploy') {
      // Deploying: the man is placed where he is dropped (the engine checks his zone).
      const at = path[path.length - 1];
      d.plan = null;
      if (at) sending(d, out, { type: 'deploy', soldier, at });
      return;
    }
    // Let go with Shift: the point is a bend and the path goes on following the pointer.
    startPlan(d, soldier, path, null, bend);
    const p = d.plan as MovePlan | null;
    if (!p || bend) return;
    if (!p.shown.preview.ok && !p.shown.gamble) {
      // Refused before sending, in the engine's words, beside the man; he stays where he was.
      d.refusal = { soldier, text: p.shown.words };
      d.plan = null;
      return;
    }
    // Too far as it stands, but a gamble on the ground would make it: the plan stays for the player to choose.
    if (!p.shown.preview.ok) return;
    commitIn(d, out, false, true);
  });
}

/** Planning: the pointer moved (the next leg runs to it), or left the table (null). */
export function tipTo(s: PlayData, p: Vec | null): Step {
  return stepFrom(s, (d) => {
    const plan = d.plan;
    if (!plan || !plan.open) return;
    d.plan = { ...plan, tip: p ? { x: p.x, y: p.y } : null };
    replan(d);
  });
}

/** Planning: a click adds a bend here; a double click makes the move. */
export function addBend(s: PlayData, p: Vec, double: boolean): Step {
  return stepFrom(s, (d, out) => {
    const plan = d.plan;
    if (!plan) return;
    if (double) {
      d.plan = { ...plan, tip: null };
      replan(d);
      commitIn(d, out, false, true);
      return;
    }
    const most = pathTemplateOf(d).maxPoints;
    if (plan.bends.length >= most) {
      d.refusal = { soldier: plan.soldier, text: `A move has at most ${most} points: double-click or press Enter to make it, Backspace to take a bend back.` };
      return;
    }
    // A click reopens a plan left standing by a drop: the path goes on from its end.
    d.plan = { ...plan, bends: [...plan.bends, { x: p.x, y: p.y }], tip: null, open: true };
    replan(d);
  });
}

/** Backspace: the last bend taken back; taking the first back drops the plan. */
export function removeBend(s: PlayData): Step {
  return stepFrom(s, (d) => {
    const plan = d.plan;
    if (!plan) return;
    const bends = plan.bends.slice(0, -1);
    if (bends.length === 0) d.plan = null;
    else {
      d.plan = { ...plan, bends };
      replan(d);
    }
  });
}

/** Escape: the plan in hand and a line measured are dropped. */
export function dropPlan(s: PlayData): Step {
  return stepFrom(s, (d) => {
    d.plan = null;
    d.measured = null;
  });
}
