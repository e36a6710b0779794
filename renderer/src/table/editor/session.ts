/**
 * Editor SESSION state: everything about the editing that is not the scenario document.
 * Camera, selection, current tool, hovered model, the gesture overlays (rubber band, ruler, LOS
 * probe, drawing in progress) and the choices that tools place with. Never saved with the scenario.
 *
 * A session is immutable (frozen): it changes only through the Editor's `setSession(patch)`, which
 * makes a new one and tells the subscribers (the stage, and the screens through the Svelte
 * adapter in ../editor-state.svelte.ts). Raw input (the pointer, Space held) is not session
 * state: it lives in `editor.inputs`.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import { defaultHouseRules } from '../../../../engine/games/combat-patrol/data';
import type { Experience, Formation, Side } from '../../../../engine/games/combat-patrol/types';
import type { Camera } from './camera';

/** A tool's id: unique within the Editor's tool set (see tool-set.ts). */
export type ToolId = string;

export interface ModelTemplate {
  readonly name: string;
  readonly side: Side;
  readonly experience: Experience;
  readonly weaponId: string;
  readonly nco: boolean;
  readonly medic: boolean;
  /** Hand grenades he carries. */
  readonly grenades: number;
}

export interface PlacingChoices {
  readonly terrainKind: string;
  readonly squadTemplate: string;
  readonly formation: Formation;
  readonly model: ModelTemplate;
  readonly zoneSide: Side;
}

/** A line-of-sight probe: from a model to a point or another model; `pinned` once clicked. */
export interface LosProbe {
  readonly shooterId: string;
  readonly target: Vec;
  readonly targetId: string | null;
  readonly pinned: boolean;
}

export interface Session {
  readonly camera: Camera;
  readonly viewport: { readonly width: number; readonly height: number };
  readonly tool: ToolId;
  readonly selection: readonly string[];
  /** The model under the pointer while no gesture is under way (its summary shows beside it). */
  readonly hover: string | null;
  readonly rubber: { readonly from: Vec; readonly to: Vec } | null;
  readonly ruler: { readonly from: Vec; readonly to: Vec } | null;
  readonly los: LosProbe | null;
  readonly blast: Vec | null;
  /** Points of a piece or zone being drawn. */
  readonly draft: readonly Vec[] | null;
  /** Where a squad is being placed, while its facing is dragged. */
  readonly squadAnchor: Vec | null;
  readonly placing: PlacingChoices;
  /** "Who can see whom": the side whose view is shown, or null. */
  readonly whoSees: Side | null;
  /** A vertex picked on the selected outline (Delete removes it), or null. */
  readonly vertex: { readonly id: string; readonly index: number } | null;
  /**
   * A game's play state on its table (a battle's: games/combat-patrol/play-types.ts), or null when
   * editing. Opaque here, frozen, and written only by that game's one writer (through setSession).
   */
  readonly play: object | null;
}

export type SessionPatch = Partial<Session>;

/**
 * The session after `patch`, or the same object when the patch changes nothing (every value
 * already identical), so an unchanged session costs no redraw. Frozen: nothing else changes it.
 */
export function patchSession(s: Session, patch: SessionPatch): Session {
  let changed = false;
  for (const k of Object.keys(patch) as Array<keyof Session>) {
    if (patch[k] !== undefined && patch[k] !== s[k]) {
      changed = true;
      break;
    }
  }
  if (!changed) return s;
  const next = { ...s } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) if (v !== undefined) next[k] = v;
  return Object.freeze(next) as unknown as Session;
}

export function newSession(tool: ToolId = 'select'): Session {
  return Object.freeze<Session>({
    camera: { x: 0, y: 0, zoom: 12 },
    viewport: { width: 800, height: 600 },
    tool,
    selection: [],
    hover: null,
    rubber: null,
    ruler: null,
    los: null,
    blast: null,
    draft: null,
    squadAnchor: null,
    placing: {
      terrainKind: 'stone-wall',
      squadTemplate: 'us-rifle-squad',
      formation: 'line',
      model: { name: 'Rifleman', side: 'US', experience: 'regular', weaponId: 'm1-garand', nco: false, medic: false, grenades: defaultHouseRules.grenadesPerMan },
      zoneSide: 'US',
    },
    whoSees: null,
    vertex: null,
    play: null,
  });
}

/** The way a side faces by default: the US up the table, the Germans down it. */
export function defaultFacing(side: Side): number {
  return side === 'US' ? 270 : 90;
}
