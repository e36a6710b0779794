/**
 * The battle's play state: what the player selected, chose, planned and sees on the table, held in
 * the editor's session (`session.play`) and frozen. Only the transitions in play-transitions.ts and
 * play-plan.ts make a new one, and only the facade (play-state.svelte.ts) hands it to the editor.
 */
import type { ActionTemplate } from '../../../../engine/core/contract';
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import type { SightCheck } from '../../../../engine/games/combat-patrol/preview';
import type { ToolView } from '../../table/editor/tool-view';
import type { MoveKind } from './choices';
import type { FireShown, GrenadeShown, MoveShown, SnapShown } from './play-overlay';
import type { PlayMode } from './play-tool';

export type Fire = Extract<CombatPatrolAction, { type: 'fire' }>;

export interface PlayInput {
  readonly view: CombatPatrolView;
  readonly legal: CombatPatrolAction[];
  readonly templates: ActionTemplate[];
  /** True when the seat looking may act now (a person's decision). */
  readonly mine: boolean;
  /** The battle's action count for this view: a new count is a new position (plans and refusals end). */
  readonly count: number;
}

/** The move the player chose in the panel: for one man, in one position only. */
export interface MoveChoice {
  readonly soldier: string;
  readonly kind: MoveKind;
  /** A wounded friend he drags (a Combat Move), or null. */
  readonly drag: string | null;
}

/**
 * A move being planned: its bends, the point the next leg runs to, and what the table shows for it.
 * `open` while bends are laid by clicks (the next leg follows the pointer over the table); a plan
 * left by a drop (a run waiting for its gamble) stands still until the player clicks again.
 */
export interface MovePlan {
  readonly soldier: string;
  readonly bends: readonly Vec[];
  readonly tip: Vec | null;
  readonly open: boolean;
  readonly shown: MoveShown;
}

export interface PlayData {
  /** What the screen shows now: the envelope's view and choices, or a computer step replayed. */
  readonly input: PlayInput | null;
  readonly selected: string | null;
  readonly mode: PlayMode;
  readonly choice: MoveChoice | null;
  readonly plan: MovePlan | null;
  /** A fire action previewed (hovering a target or a button, or an arc being turned). */
  readonly aimed: { readonly action: Fire; readonly shown: FireShown } | null;
  /** An arc being turned: drawn at once; its odds (everyone in it, by the engine) follow when the pointer rests. */
  readonly arcDraft: { readonly action: Fire; readonly overlay: ToolView['play'] } | null;
  readonly grenade: { readonly at: Vec; readonly weapon: string; readonly shown: GrenadeShown } | null;
  /** A refused move's reason, shown near the man until the next action. */
  readonly refusal: { readonly soldier: string; readonly text: string } | null;
  /** A line measured with its sight check (measure mode): acts on nothing. */
  readonly measured: { readonly from: Vec; readonly to: Vec; readonly check: SightCheck } | null;
  /** Snap Fire at a runner: the shooter, the point of the run and its odds; `fixed` once clicked. */
  readonly snap: { readonly shooter: string; readonly along: number; readonly fixed: boolean; readonly shown: SnapShown } | null;
  /** A fire choice a number key asked for once: the same key again (or Enter) fires it. */
  readonly armed: { readonly key: string; readonly action: Fire } | null;
  /** The engine's words for an action it refused. */
  readonly note: string | null;
  /** A computer step being replayed: what the table shows for it (it comes before any plan). */
  readonly replayed: ToolView['play'] | null;
}

/**
 * What a transition gives back: the next state, and what the facade does for it (send an action
 * through the API client; work out a turned arc's odds once the pointer rests).
 */
export interface Step {
  readonly state: PlayData;
  readonly send?: CombatPatrolAction;
  readonly settle?: Fire;
}

/** A state and each record in it frozen: nothing but a transition makes the next one. */
export function frozen(d: PlayData): PlayData {
  for (const v of Object.values(d)) if (v && typeof v === 'object' && v !== d.input && !Object.isFrozen(v)) Object.freeze(v);
  return Object.freeze(d);
}

export const NO_PLAY: PlayData = frozen({
  input: null,
  selected: null,
  mode: 'select',
  choice: null,
  plan: null,
  aimed: null,
  arcDraft: null,
  grenade: null,
  refusal: null,
  measured: null,
  snap: null,
  armed: null,
  note: null,
  replayed: null,
});
