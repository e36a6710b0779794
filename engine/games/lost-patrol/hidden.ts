/**
 * What nobody at the table can know in The Lost Patrol: the face-down tiles on the grid and the
 * order of the spares (the original hides nothing else, so both Deserter seats know the same).
 */
import { nextUint32, seedRng, shuffleInPlace, type RngState } from '../../core/rng';
import { CELLS } from './tiles';
import type { LostPatrolState } from './types';

/** The cells whose tile is face down, in cell order. */
function faceDownCells(s: LostPatrolState): number[] {
  const out: number[] = [];
  for (let c = 0; c < CELLS; c++) if ((s.cellHeading[c] as number) < 0) out.push(c);
  return out;
}

/** The shortest tile order worth naming as a secret: shorter runs of numbers could appear anywhere by chance. */
const MIN_RUN = 6;

/**
 * Secrets as the strings a leak of the hidden tile order would carry: the grid's tile ids, the
 * face-down tiles' ids and the spares' ids, each in order (what a view or log line built from the
 * state's arrays would show). Which kind of tile lies face down is guarded by the conformance
 * suite's other check: what a seat receives must not change when the hidden tiles are redealt.
 */
export function secrets(s: LostPatrolState): string[] {
  const down = faceDownCells(s).map((c) => s.cellTile[c] as number);
  const runs = down.length > 0 ? [s.cellTile, down, s.spares] : [s.spares];
  return runs.filter((r) => r.length >= MIN_RUN).map((r) => r.join(','));
}

/**
 * A state nobody at the table can tell from `s`: the face-down tiles and the spares dealt again
 * (from a fixed order, not the real one) with `rng`, and a fresh generator (the real one would
 * tell the coming rolls). Face-up tiles and the discards stay as they are.
 */
export function redeal(s: LostPatrolState, rng: RngState): LostPatrolState {
  const cells = faceDownCells(s);
  const pool = shuffleInPlace(rng, [...cells.map((c) => s.cellTile[c] as number), ...s.spares].sort((a, b) => a - b));
  const cellTile = s.cellTile.slice();
  cells.forEach((c, i) => (cellTile[c] = pool[i] as number));
  return { ...s, cellTile, spares: pool.slice(cells.length), rng: seedRng(nextUint32(rng)) };
}
