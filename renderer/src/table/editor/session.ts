/**
 * Editor SESSION state: everything about the editing that is not the scenario document.
 * Camera, selection, current tool, pointer, the gesture overlays (rubber band, ruler, LOS probe,
 * drawing in progress) and the choices that tools place with. Never saved with the scenario.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import { defaultHouseRules } from '../../../../engine/games/combat-patrol/data';
import type { Experience, Formation, Side } from '../../../../engine/games/combat-patrol/types';
import type { Camera } from './camera';

export type ToolId = 'select' | 'model' | 'squad' | 'terrain' | 'draw' | 'zone' | 'objective' | 'ruler' | 'los' | 'blast';

export const TOOL_LABELS: Record<ToolId, string> = {
  select: 'Select',
  model: 'Model',
  squad: 'Squad',
  terrain: 'Terrain',
  draw: 'Draw terrain',
  zone: 'Deployment zone',
  objective: 'Objective',
  ruler: 'Ruler',
  los: 'Line of sight',
  blast: 'Grenade blast',
};

export interface ModelTemplate {
  name: string;
  side: Side;
  experience: Experience;
  weaponId: string;
  nco: boolean;
  medic: boolean;
  /** Hand grenades he carries. */
  grenades: number;
}

export interface PlacingChoices {
  terrainKind: string;
  squadTemplate: string;
  formation: Formation;
  model: ModelTemplate;
  zoneSide: Side;
}

/** A line-of-sight probe: from a model to a point or another model; `pinned` once clicked. */
export interface LosProbe {
  shooterId: string;
  target: Vec;
  targetId: string | null;
  pinned: boolean;
}

export interface Session {
  camera: Camera;
  viewport: { width: number; height: number };
  tool: ToolId;
  selection: string[];
  /** Pointer in table inches, null when off the table view. */
  pointer: Vec | null;
  /** The model under the pointer while no gesture is under way (its summary shows beside it). */
  hover: string | null;
  rubber: { from: Vec; to: Vec } | null;
  ruler: { from: Vec; to: Vec } | null;
  los: LosProbe | null;
  blast: Vec | null;
  /** Points of a piece or zone being drawn. */
  draft: Vec[] | null;
  /** Where a squad is being placed, while its facing is dragged. */
  squadAnchor: Vec | null;
  placing: PlacingChoices;
  /** "Who can see whom": the side whose view is shown, or null. */
  whoSees: Side | null;
  /** Space held: drags pan. */
  spaceHeld: boolean;
  /** A vertex picked on the selected outline (Delete removes it), or null. */
  vertex: { id: string; index: number } | null;
}

export function newSession(): Session {
  return {
    camera: { x: 0, y: 0, zoom: 12 },
    viewport: { width: 800, height: 600 },
    tool: 'select',
    selection: [],
    pointer: null,
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
    spaceHeld: false,
    vertex: null,
  };
}

/** The way a side faces by default: the US up the table, the Germans down it. */
export function defaultFacing(side: Side): number {
  return side === 'US' ? 270 : 90;
}
