/**
 * What the input in hand offers the selected man (his own choices, move kinds, drags, weapons):
 * pure functions of the play state, each worked out once per input (a drag asks on every pointer
 * move). While a side picks a soldier to activate the host sends each man's holding, rallying,
 * reloading, but not his shots at each enemy nor his moves and throws (they grow with the square of
 * a big battle), and in the middle of an activation not his shots: those are worked out here, for
 * him alone, from the view (engine preview soldierOptions, the rules' own list).
 */
import type { ActionTemplate } from '../../../../engine/core/contract';
import type { CombatPatrolAction } from '../../../../engine/games/combat-patrol/battle/types';
import { soldierOptions } from '../../../../engine/games/combat-patrol/preview';
import { activatable, actorOf, arcWeapon, canDeploy, dragOptions, grenadeWeapon, moveKinds, type MoveKind } from './choices';
import type { PlayData, PlayInput } from './play-types';
import type { PlayMode } from './play-tool';

/** One soldier's choices: his listed actions and his templates. */
export type Own = { legal: CombatPatrolAction[]; templates: ActionTemplate[] };

const ownMemo = new WeakMap<PlayInput, Map<string, Own>>();
const kindsMemo = new WeakMap<PlayInput, Map<string, ReturnType<typeof moveKinds>>>();

function memo<T>(table: WeakMap<PlayInput, Map<string, T>>, i: PlayInput, key: string, make: () => T): T {
  let m = table.get(i);
  if (!m) table.set(i, (m = new Map()));
  let v = m.get(key);
  if (v === undefined) m.set(key, (v = make()));
  return v;
}

/** All of `soldier`'s choices now (the rules' own list for him, else what the host sent). */
export function ownOf(s: PlayData, soldier: string): Own {
  const i = s.input;
  if (!i || !i.mine) return { legal: [], templates: [] };
  return memo(ownMemo, i, soldier, () => {
    const asked = i.view.phase === 'battle' ? soldierOptions(i.view, soldier) : null;
    return asked && asked.legal.length + asked.templates.length > 0
      ? asked
      : { legal: i.legal.filter((a) => actorOf(a) === soldier), templates: i.templates.filter((t) => (t.base as { soldier?: unknown }).soldier === soldier) };
  });
}

export function kindsOf(s: PlayData, soldier: string): ReturnType<typeof moveKinds> {
  const i = s.input;
  if (!i) return [];
  return memo(kindsMemo, i, soldier, () => moveKinds(ownOf(s, soldier).templates, soldier));
}

/** The seat's choices with the selected man's own in full: what the panel lists and the table offers. */
export function legalOf(s: PlayData): CombatPatrolAction[] {
  const i = s.input;
  if (!i || !i.mine) return [];
  const sel = s.selected;
  if (!sel || i.view.question) return i.legal;
  return [...i.legal.filter((a) => actorOf(a) !== sel), ...ownOf(s, sel).legal];
}

const activatableMemo = new WeakMap<PlayInput, ReadonlySet<string>>();
const NONE: ReadonlySet<string> = new Set();

/** The seat's soldiers who may be chosen to act now, worked out once per input (the soldier panel asks on every pointer move of a drag). Read-only. */
export function activatableOf(s: PlayData): ReadonlySet<string> {
  const i = s.input;
  if (!i || !i.mine) return NONE;
  let out = activatableMemo.get(i);
  if (!out) {
    const can = activatable(i.legal, i.templates);
    // In the middle of his activation his shots are worked out here: he is one who may act while he has any.
    const act = i.view.activation;
    if (act && ownOf(s, act.soldier).legal.length > 0) can.add(act.soldier);
    activatableMemo.set(i, (out = can));
  }
  return out;
}

export function movesOf(s: PlayData): ReturnType<typeof moveKinds> {
  const i = s.input;
  return i && i.mine && s.selected ? kindsOf(s, s.selected) : [];
}

/** Wounded friends the selected man may drag now. */
export function dragsOf(s: PlayData): ReturnType<typeof dragOptions> {
  const i = s.input;
  return i && i.mine && s.selected ? dragOptions(ownOf(s, s.selected).templates, s.selected) : [];
}

/** The move a drag or a plan makes for the selected man: his own choice in this position, else a Combat Move. */
export function moveKindOf(s: PlayData): MoveKind {
  const kinds = movesOf(s).map((k) => k.kind);
  const c = s.choice;
  if (c && c.soldier === s.selected && kinds.includes(c.kind)) return c.kind;
  return kinds.includes('move') ? 'move' : (kinds[0] ?? 'move');
}

/** The friend the selected man drags, when he chose to. */
export function dragWhoOf(s: PlayData): string | null {
  const c = s.choice;
  return c && c.soldier === s.selected && c.drag && dragsOf(s).some((d) => d.drag === c.drag) ? c.drag : null;
}

export function arcWeaponOf(s: PlayData): string | null {
  const i = s.input;
  return i && i.mine && s.selected ? arcWeapon(ownOf(s, s.selected).templates, s.selected) : null;
}

export function grenadeWeaponOf(s: PlayData): { weapon: string; reach: number } | null {
  const i = s.input;
  return i && i.mine && s.selected ? grenadeWeapon(ownOf(s, s.selected).templates, s.selected) : null;
}

/** The move's template for the selected man (his choice, or dragging a friend): its inches over open ground and most points. */
export function pathTemplateOf(s: PlayData): { maxLength: number; maxPoints: number } {
  const drag = dragWhoOf(s);
  const t = drag ? dragsOf(s).find((d) => d.drag === drag) : movesOf(s).find((m) => m.kind === moveKindOf(s));
  return t ?? { maxLength: 0, maxPoints: 1 };
}

/** The points of the run the chosen Snap Fire shooter can see the runner in range at (whole inches, and the run's end). */
export function snapPointsOf(s: PlayData): number[] {
  const q = s.input?.view.question;
  const sn = s.snap;
  return q && q.kind === 'snap-fire' && sn ? (q.options.find((x) => x.shooter === sn.shooter)?.along ?? []) : [];
}

/** The mode to come back to: picking a Snap Fire's point while a runner is the seat's question, else select. */
export function restingMode(s: PlayData): PlayMode {
  const i = s.input;
  return i?.mine && i.view.question?.kind === 'snap-fire' ? 'snap' : 'select';
}

/** True when `id` is a soldier of the seat acting who may move now (by a drag on the table). */
export function canMoveOf(s: PlayData, id: string): boolean {
  const i = s.input;
  return !!i && i.mine && s.mode === 'select' && (kindsOf(s, id).length > 0 || canDeploy(i.templates, id));
}
