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
  /** Play: a move being dragged, a machine-gun arc, a Spray circle, a grenade's point, models to ring. */
  play?: PlayOverlay;
}

/** What a play tool draws (table inches; words already worked out by the engine's previews). */
export interface PlayOverlay {
  /** The allowance ring around the mover's start. */
  ring?: { center: Vec; radius: number };
  /** The path dragged, red when the engine refuses it, with its words at the end and the cost so far at each bend. */
  path?: { from: Vec; points: readonly Vec[]; ok: boolean; text: string; bends?: ReadonlyArray<{ at: Vec; text: string }> };
  /** A second path drawn thinner beside the first (a wounded man dragged along). */
  follow?: { from: Vec; points: readonly Vec[] };
  /** A measured line: its words at the middle, coloured by what the sight line meets. */
  measure?: { from: Vec; to: Vec; text: string; status: 'clear' | 'light' | 'heavy' | 'blocked' };
  /** A dashed circle: how far something may reach (a grenade's most scatter). */
  reach?: { center: Vec; radius: number; text: string };
  /** A point picked (a Snap Fire's point on a run), with its words. */
  marker?: { at: Vec; text: string };
  /** A machine-gun arc: apex, centre line as a facing (0 = +x), span and radius, and its label. */
  arc?: { apex: Vec; facingDeg: number; spanDeg: number; radius: number; text: string };
  /** Spray's circle or a grenade's blast. */
  circle?: { center: Vec; radius: number; text: string };
  /** A line from a shooter to his target, with the odds. */
  aim?: { from: Vec; to: Vec; text: string };
  /** A grenade's scatter walked so far, inch by inch. */
  trail?: readonly Vec[];
  /** Models ringed as caught (in the arc, under the Spray, in the blast). */
  highlight?: readonly string[];
}

export const NOTHING_TO_DRAW: ToolView = Object.freeze({});
