/**
 * What a tool gives the stage to draw on the overlay layer, as plain data (the stage knows no
 * tool): the handles of an outline being edited, models lifted off the models layer while they
 * are dragged, a rubber band, a drawing in progress, ghosts of models about to be placed.
 * Play tools give the same kinds of thing (a move's path, a target point) through this contract.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import type { OutlineHandles } from './handles';

export interface ToolView {
  /** Models drawn on the overlay layer instead of the models layer (being dragged or turned). */
  lifted?: readonly string[];
  /** The handles of the one outline being edited, with the picked vertex (or null). */
  handles?: { handles: OutlineHandles; picked: number | null };
  /** A selection box being dragged, in table inches. */
  rubber?: { from: Vec; to: Vec };
  /** Points of a shape being drawn, and the pointer the next segment runs to. */
  draft?: { points: readonly Vec[]; pointer: Vec | null };
  /** Dashed bases where models would stand if placed now. */
  ghosts?: readonly ScenarioModel[];
}

export const NOTHING_TO_DRAW: ToolView = Object.freeze({});
