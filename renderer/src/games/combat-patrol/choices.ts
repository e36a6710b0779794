/**
 * The seat's choices as the play screen offers them: each legal action with a label in words, the
 * ones of one soldier together (his activation choices, numbered 1-9 for keys), the answers to a
 * question, and what a drag on the table does for the soldier selected.
 */
import type { ActionTemplate } from '../../../../engine/core/contract';
import type { CombatPatrolAction, CombatPatrolView, Soldier } from '../../../../engine/games/combat-patrol/battle/types';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import { compassLetters } from '../../../../engine/games/combat-patrol/compass';

export interface Choice {
  action: CombatPatrolAction;
  label: string;
  /** The key that sends it ("1".."9"), or null. */
  key: string | null;
}

const weaponName = (id: string): string => weapons.find((w) => w.id === id)?.name ?? id;
const nameOf = (v: CombatPatrolView, id: string | undefined): string => v.soldiers.find((m) => m.id === id)?.name ?? id ?? '';

/** The words on a choice's button. */
export function actionLabel(v: CombatPatrolView, a: CombatPatrolAction): string {
  switch (a.type) {
    case 'fire': {
      const w = weapons.find((x) => x.id === a.weapon);
      if (a.bearing !== undefined) return `Fire the ${weaponName(a.weapon)} in an arc, bearing ${Math.round(a.bearing)}°`;
      if (a.at) {
        const there = v.soldiers.find((m) => m.x === a.at?.x && m.y === a.at?.y);
        return `Throw a grenade (${weaponName(a.weapon)}) at ${there ? there.name : `(${a.at.x.toFixed(1)}, ${a.at.y.toFixed(1)})`}`;
      }
      const sp = w?.special;
      if (a.method === 'special' && sp?.kind === 'spray') return `Spray the ${weaponName(a.weapon)} around ${nameOf(v, a.target)}`;
      if (a.method === 'special' && sp?.kind === 'shots') return `Fire ${sp.shots} shots from the ${weaponName(a.weapon)} at ${nameOf(v, a.target)}`;
      return `Fire the ${weaponName(a.weapon)} at ${nameOf(v, a.target)}`;
    }
    case 'help-reload': return `Help ${nameOf(v, a.gunner)} reload (half his activation)`;
    case 'reload': return a.gunner ? `Reload ${nameOf(v, a.gunner)}'s gun` : 'Reload his gun';
    case 'rally': return 'Rally (try to shake off pinned)';
    case 'hold': return 'Hold (Snap Fire later this turn)';
    case 'activate': return 'Activate (his forced activation)';
    case 'first-aid': return `First aid to ${nameOf(v, a.patient)}`;
    case 'end-activation': return 'End his activation';
    case 'deploy-done': return 'Deployment done';
    case 'let-run': return 'Let him run (no Snap Fire)';
    case 'snap-fire': return `${nameOf(v, a.shooter)} Snap Fires at ${a.along} in along the run`;
    case 'scatter': return `${compassLetters(a.bearing)} (${a.bearing}°)`;
    case 'stop-at': return `${a.inches} in`;
    case 'dice': return a.values.join(' + ');
    case 'move': return `Combat Move ${nameOf(v, a.soldier)}`;
    case 'run': return `Run Move ${nameOf(v, a.soldier)}`;
    case 'deploy': return `Place ${nameOf(v, a.soldier)}`;
  }
}


/** The soldier an action belongs to (who acts), or null for answers and whole-side actions. */
export function actorOf(a: CombatPatrolAction): string | null {
  return 'soldier' in a ? a.soldier : null;
}

/** A soldier's choices now, numbered 1-9 for the keys (during an activation: the active soldier's). */
export function soldierChoices(v: CombatPatrolView, legal: readonly CombatPatrolAction[], soldier: string | null): Choice[] {
  const own = legal.filter((a) => (v.activation ? a.type !== 'end-activation' : soldier !== null && actorOf(a) === soldier));
  // Aimed fire first, grouped by target; machine-gun arcs and grenades at enemies follow.
  return own.map((action, i) => ({ action, label: actionLabel(v, action), key: i < 9 ? String(i + 1) : null }));
}

/** Soldiers of the seat who can be chosen to activate now (they have a legal action or a move). */
export function activatable(legal: readonly CombatPatrolAction[], templates: readonly ActionTemplate[]): Set<string> {
  const out = new Set<string>();
  for (const a of legal) {
    const s = actorOf(a);
    if (s) out.add(s);
  }
  for (const t of templates) {
    const s = (t.base as { soldier?: unknown }).soldier;
    if (typeof s === 'string') out.add(s);
  }
  return out;
}

export type MoveKind = 'move' | 'run';

/** The moves a drag may make for `soldier` now (from the templates): combat, run, with their allowances. */
export function moveKinds(templates: readonly ActionTemplate[], soldier: string): Array<{ kind: MoveKind; maxLength: number; maxPoints: number; label: string }> {
  const out: Array<{ kind: MoveKind; maxLength: number; maxPoints: number; label: string }> = [];
  for (const t of templates) {
    const b = t.base as { type?: string; soldier?: string; drag?: string };
    const p = t.params.path;
    if (b.soldier !== soldier || b.drag !== undefined || !p || p.kind !== 'path') continue;
    if (b.type === 'move' || b.type === 'run') out.push({ kind: b.type, maxLength: p.maxLength, maxPoints: p.maxPoints, label: t.label });
  }
  return out;
}

/** The wounded friends `soldier` may drag now (in base contact), with the inches he can drag them. */
export function dragOptions(templates: readonly ActionTemplate[], soldier: string): Array<{ drag: string; maxLength: number; maxPoints: number; label: string }> {
  const out: Array<{ drag: string; maxLength: number; maxPoints: number; label: string }> = [];
  for (const t of templates) {
    const b = t.base as { type?: string; soldier?: string; drag?: string };
    const p = t.params.path;
    if (b.type === 'move' && b.soldier === soldier && b.drag !== undefined && p && p.kind === 'path') out.push({ drag: b.drag, maxLength: p.maxLength, maxPoints: p.maxPoints, label: t.label });
  }
  return out;
}

/** The machine gun `soldier` may fire in an arc now, or null. */
export function arcWeapon(templates: readonly ActionTemplate[], soldier: string): string | null {
  for (const t of templates) {
    const b = t.base as { type?: string; soldier?: string; weapon?: string };
    if (b.type === 'fire' && b.soldier === soldier && t.params.bearing) return b.weapon ?? null;
  }
  return null;
}

/** The grenade `soldier` may throw at a point now, with its reach, or null. */
export function grenadeWeapon(templates: readonly ActionTemplate[], soldier: string): { weapon: string; reach: number } | null {
  for (const t of templates) {
    const b = t.base as { type?: string; soldier?: string; weapon?: string };
    const at = t.params.at;
    if (b.type === 'fire' && b.soldier === soldier && at && at.kind === 'point' && b.weapon) return { weapon: b.weapon, reach: at.maxDistance };
  }
  return null;
}

/** The first aimed shot `shooter` may fire at `target` (what hovering the target previews). */
export function shotAt(legal: readonly CombatPatrolAction[], shooter: string, target: string): Extract<CombatPatrolAction, { type: 'fire' }> | null {
  for (const a of legal) if (a.type === 'fire' && a.soldier === shooter && a.target === target) return a;
  return null;
}

/** Whose activation it is, in words, for the status line. */
export function whoseTurn(v: CombatPatrolView, seatNames: readonly string[], me: Soldier | undefined): string {
  if (v.phase === 'over') return 'The battle is over';
  if (v.question) return `${seatNames[v.question.seat] ?? ''} to decide`;
  if (v.phase === 'deploy') return `${v.deploying} deploying`;
  if (v.activation && me) return `${me.side}: ${me.name} is activating`;
  return v.toAct ? `${v.toAct} to activate a soldier` : 'Turn ending';
}

/** The orders panel's line while another side decides: whom the battle waits for, and for what. */
export function waitingWords(v: CombatPatrolView, seatNames: readonly string[]): string {
  const [who, what] = v.question
    ? [seatNames[v.question.seat], 'decide']
    : v.phase === 'deploy'
      ? [v.deploying, 'deploy']
      : [v.toAct, 'activate a soldier'];
  return who ? `Waiting for the ${who} side to ${what}.` : 'Waiting for the other side.';
}

/** While deploying: whether `soldier` may be placed (dragged to a point in his zone). */
export function canDeploy(templates: readonly ActionTemplate[], soldier: string): boolean {
  return templates.some((t) => (t.base as { type?: string; soldier?: string }).type === 'deploy' && (t.base as { soldier?: string }).soldier === soldier);
}
