/**
 * The play state's transitions (pure: a state and an input in, the next state and what to send
 * out), but for moves planned (play-plan.ts): a new position shown, a man selected, a mode, a shot
 * previewed or armed by key, an arc turned, a grenade's point, a line measured, a Snap Fire's point.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction } from '../../../../engine/games/combat-patrol/battle/types';
import { alongPath, arcOnBearing, previewSight } from '../../../../engine/games/combat-patrol/preview';
import { compassBearing } from '../../../../engine/games/combat-patrol/compass';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import type { ToolView } from '../../table/editor/tool-view';
import { shotAt } from './choices';
import { activatableOf, arcWeaponOf, canMoveOf, grenadeWeaponOf, ownOf, restingMode, snapPointsOf } from './play-offers';
import { fireShown, grenadeShown, snapShown } from './play-overlay';
import { planFrom, replan, selectIn, sending, stepFrom, type Draft } from './play-plan';
import type { PlayMode } from './play-tool';
import type { Fire, PlayData, PlayInput, Step } from './play-types';

/**
 * What the screen shows changed: the envelope's view and choices, or a computer step replayed
 * (`replayed`: what the table draws for it). A new action count is a new position: what was
 * chosen, planned or refused for the last one is over. `deselect`: the replay is over, the
 * computer's last man is no longer the one selected.
 */
export function show(s: PlayData, i: PlayInput, replayed: ToolView['play'] | null = null, deselect = false): Step {
  return stepFrom(s, (d) => {
    const moved = i.count !== s.input?.count;
    d.input = i;
    d.replayed = replayed;
    if (deselect) d.selected = null;
    const act = i.view.activation;
    if (act) d.selected = act.soldier;
    else if (d.selected && !i.view.soldiers.some((m) => m.id === d.selected && m.condition !== 'dead')) d.selected = null;
    if (moved) {
      d.choice = null;
      d.plan = null;
      d.refusal = null;
      d.armed = null;
      d.measured = null;
      d.snap = null;
    }
    d.aimed = null;
    d.arcDraft = null;
    d.grenade = null;
    if (d.plan) replan(d);
    const q = i.view.question;
    if (i.mine && q?.kind === 'snap-fire') {
      if (!d.snap || !q.options.some((o) => o.shooter === d.snap?.shooter)) pickShooterIn(d, q.options[0]?.shooter ?? '');
      if (d.mode !== 'measure') d.mode = 'snap';
    } else if (d.mode === 'snap') d.mode = 'select';
    if (d.mode !== 'select' && d.mode !== 'measure' && d.mode !== 'snap' && !(d.selected && (d.mode === 'arc' ? arcWeaponOf(d) : grenadeWeaponOf(d)))) d.mode = 'select';
  });
}

export function select(s: PlayData, id: string | null): Step {
  return stepFrom(s, (d) => selectIn(d, id));
}

/** Switches to `m`, or back to the resting mode when `m` is on. Measuring keeps a plan in hand (it acts on nothing). */
export function setMode(s: PlayData, m: PlayMode): Step {
  return stepFrom(s, (d) => {
    const measuring = m === 'measure' || d.mode === 'measure';
    d.mode = d.mode === m ? restingMode(d) : m;
    d.aimed = null;
    d.arcDraft = null;
    d.grenade = null;
    d.armed = null;
    if (!measuring) d.plan = null;
    d.measured = null;
  });
}

function previewIn(d: Draft, a: CombatPatrolAction | null): void {
  const v = d.input?.view;
  // The same shot previewed again (the rules' own action, for the same input): its odds stand.
  if (d.mode === 'arc' || d.armed || (a && d.aimed?.action === a)) return;
  d.aimed = v && a && a.type === 'fire' && !a.at ? { action: a, shown: fireShown(v, a) } : null;
}

/** Hovering a choice or a target: preview that fire (null: stop). */
export function preview(s: PlayData, a: CombatPatrolAction | null): Step {
  return stepFrom(s, (d) => previewIn(d, a));
}

/** The pointer is over a soldier on the table (null: over none): a shot at him is previewed. */
export function hovered(s: PlayData, id: string | null): Step {
  return stepFrom(s, (d) => {
    if (!d.input || !d.selected || d.mode !== 'select' || d.plan || d.armed) return;
    const shot = id ? shotAt(ownOf(d, d.selected).legal, d.selected, id) : null;
    if (shot || d.aimed) previewIn(d, shot);
  });
}

/** A fire choice asked for by its number key: the first press shows it, the same key again sends it. */
export function arm(s: PlayData, key: string, action: Fire): Step {
  return stepFrom(s, (d, out) => {
    if (d.armed?.key === key) return sending(d, out, action);
    // A shot chosen by key: the arc or grenade in hand, and a plan, give way to it.
    if (d.mode === 'arc' || d.mode === 'grenade') d.mode = 'select';
    d.arcDraft = null;
    d.grenade = null;
    d.plan = null;
    d.armed = null;
    previewIn(d, action);
    d.armed = { key, action };
  });
}

/** Escape with a shot armed: it is put down. */
export function disarm(s: PlayData): Step {
  return stepFrom(s, (d) => {
    d.armed = null;
    d.aimed = null;
  });
}

/** An action sent from a button or a key. */
export function send(s: PlayData, a: CombatPatrolAction): Step {
  return stepFrom(s, (d, out) => sending(d, out, a));
}

/** The engine refused what was sent: its words. */
export function noted(s: PlayData, text: string): Step {
  return stepFrom(s, (d) => {
    d.note = text;
  });
}

/** A click on a soldier (null: on the open table, at `at`): aims at an enemy, starts a path, or selects. */
export function clicked(s: PlayData, id: string | null, at: Vec): Step {
  const i = s.input;
  if (!i) return { state: s };
  const own = id !== null && activatableOf(s).has(id);
  if (id && s.selected && !own) {
    const shot = shotAt(ownOf(s, s.selected).legal, s.selected, id);
    if (shot)
      return stepFrom(s, (d) => {
        d.armed = null;
        previewIn(d, shot);
      });
  }
  // The open table, with a man of yours who may move selected: his path starts there.
  if (id === null && s.selected && i.view.phase === 'battle' && canMoveOf(s, s.selected)) return planFrom(s, at);
  return i.view.activation ? { state: s } : select(s, id);
}

/** Arc mode: the arc turns to face `p`, drawn at once; its odds are worked out once the pointer rests (`settle`). */
export function turnTo(s: PlayData, p: Vec): Step {
  const v = s.input?.view;
  const weapon = arcWeaponOf(s);
  const gunner = v?.soldiers.find((m) => m.id === s.selected);
  const w = weapons.find((x) => x.id === weapon);
  if (!v || !weapon || !gunner || !w) return { state: s };
  const bearing = compassBearing(gunner, p);
  if ((s.arcDraft ?? s.aimed)?.action.bearing === bearing) return { state: s };
  const a: Fire = { type: 'fire', soldier: gunner.id, weapon, method: 'special', bearing };
  return stepFrom(s, (d, out) => {
    d.arcDraft = { action: a, overlay: { arc: { ...arcOnBearing(w, gunner, bearing), text: `bearing ${bearing}°` } } };
    out.settle = a;
  });
}

/** The pointer rested on a turned arc: everyone in it and his odds (unless it was turned on or the view changed). */
export function arcSettled(s: PlayData, a: Fire, at: PlayInput | null): Step {
  const v = s.input?.view;
  if (s.arcDraft?.action !== a || !v || s.input !== at) return { state: s };
  return stepFrom(s, (d) => {
    d.aimed = { action: a, shown: fireShown(v, a) };
    d.arcDraft = null;
  });
}

/** Grenade mode: the point clicked (to a tenth of an inch). */
export function aimAt(s: PlayData, p: Vec): Step {
  const v = s.input?.view;
  const g = grenadeWeaponOf(s);
  const who = s.selected;
  if (!v || !g || !who) return { state: s };
  const at = { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
  return stepFrom(s, (d) => {
    d.grenade = { at, weapon: g.weapon, shown: grenadeShown(v, who, at, g.weapon) };
  });
}

/** Measure mode: a line from `from` to `to` and what the sight line meets. */
export function measure(s: PlayData, from: Vec, to: Vec): Step {
  const v = s.input?.view;
  if (!v) return { state: s };
  const target = v.soldiers.find((m) => m.x === to.x && m.y === to.y && m.condition !== 'dead');
  return stepFrom(s, (d) => {
    d.measured = { from, to, check: previewSight(v, from, to, !!target?.pinned) };
  });
}

// ------------------------------------------------------------ Snap Fire
function pickShooterIn(d: Draft, shooter: string): void {
  const v = d.input?.view;
  const q = v?.question;
  if (!v || !q || q.kind !== 'snap-fire') return;
  const o = q.options.find((x) => x.shooter === shooter);
  if (!o) return;
  // Start at the point of the run where his chance is best (the nearest to the runner's start on a tie).
  let best = o.along[0] ?? 0;
  let bestChance = -1;
  for (const at of o.along) {
    const c = snapShown(v, shooter, at).chance ?? -1;
    if (c > bestChance + 1e-9) {
      best = at;
      bestChance = c;
    }
  }
  d.snap = { shooter, along: best, fixed: false, shown: snapShown(v, shooter, best) };
  // The shooter is the man selected: his ranges are the ones drawn.
  d.selected = shooter;
}

/** The Snap Fire being decided: its shooter (a lit man), the point at his best odds. */
export function pickShooter(s: PlayData, shooter: string): Step {
  return stepFrom(s, (d) => pickShooterIn(d, shooter));
}

/** Puts the Snap Fire's point at the shooter's point nearest `along` inches of the run. */
export function snapAlong(s: PlayData, along: number, fix: boolean): Step {
  const v = s.input?.view;
  const sn = s.snap;
  const points = snapPointsOf(s);
  if (!v || !sn || points.length === 0) return { state: s };
  const at = points.reduce((best, x) => (Math.abs(x - along) < Math.abs(best - along) - 1e-9 ? x : best), points[0] as number);
  return stepFrom(s, (d) => {
    d.snap = { shooter: sn.shooter, along: at, fixed: sn.fixed || fix, shown: at === sn.along ? sn.shown : snapShown(v, sn.shooter, at) };
  });
}

/** The shooter's next point of the run (`step` 1) or the one before (-1). */
export function snapStep(s: PlayData, step: 1 | -1): Step {
  const sn = s.snap;
  const points = snapPointsOf(s);
  if (!sn) return { state: s };
  const next = points[Math.max(0, Math.min(points.length - 1, points.indexOf(sn.along) + step))];
  return next === undefined ? { state: s } : snapAlong(s, next, true);
}

/** Snap mode: the pointer over the table (`click`: pressed there; `id`: the soldier under it). */
export function snapPointer(s: PlayData, p: Vec, click: boolean, id: string | null): Step {
  const q = s.input?.view.question;
  if (!q || q.kind !== 'snap-fire' || !s.snap) return { state: s };
  if (click && id && q.options.some((o) => o.shooter === id)) return pickShooter(s, id);
  if (!click && s.snap.fixed) return { state: s };
  return snapAlong(s, alongPath(q.path, p), click);
}
