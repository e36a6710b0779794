import { nextInt, seedRng, shuffleInPlace } from '../../core/rng';
import { Tx } from './flow';
import { CELLS, CENTRE, colOf, dirName, isDeadEnd, kindOf, opposite, rowOf, SQUAD, TILE_COUNT } from './tiles';
import type { LostPatrolOptions, LostPatrolState } from './types';

/**
 * Shuffles the 100 tiles, deals 49 face down in a 7x7 grid (row by row) and keeps the other 51 as
 * spares, then turns up the centre tile in a random orientation with the patrol (or the Deserter) on
 * it. The original turns that tile up "revealing one or two exit arrows", so a dead end is never the
 * start tile: while the centre tile is one, the tiles are shuffled and dealt again (same generator,
 * so the same seed deals the same game). Under `legacyStart` (version 1 saves) the first deal stands;
 * ruling for that case: on the start tile the way back from a dead end is the side of its entry arrow.
 * Deserter variant: the pursuers' groups wait outside the forest; the Deserter moves first.
 */
export function setupGame(seed: number, options: LostPatrolOptions): LostPatrolState {
  const rng = seedRng(seed);
  const deck = shuffleInPlace(rng, Array.from({ length: TILE_COUNT }, (_, i) => i));
  while (!options.legacyStart && isDeadEnd(deck[CENTRE] as number)) shuffleInPlace(rng, deck);
  const heading = nextInt(rng, 4);
  const cellHeading = Array<number>(CELLS).fill(-1);
  cellHeading[CENTRE] = heading;
  const s: LostPatrolState = {
    actionCount: 0,
    reveals: 1,
    events: [],
    options: { ...options, pursuerGroups: options.pursuerGroups.slice() },
    rng,
    phase: 'move',
    side: 0,
    cellTile: deck.slice(0, CELLS),
    cellHeading,
    spares: deck.slice(CELLS),
    discards: [],
    patrol: { cell: CENTRE, from: opposite(heading), soldiers: options.deserter ? 1 : SQUAD, trapped: false },
    groups: options.deserter ? options.pursuerGroups.map((n) => ({ cell: -1, from: -1, soldiers: n, trapped: false })) : [],
    moved: options.deserter ? options.pursuerGroups.map(() => false) : [],
    capturedBy: -1,
    attack: null,
    outcome: null,
    stats: { turns: 1, moves: 0, tilesTurned: 1, attacks: 0, rounds: 0, soldiersLost: 0, reshuffles: 0 },
  };
  const tx = new Tx(s, true);
  tx.log({ type: 'dealt', faceDown: CELLS, spares: s.spares.length });
  const kind = kindOf(s.cellTile[CENTRE] as number).id;
  tx.log({ type: 'start', who: { piece: options.deserter ? 'deserter' : 'patrol' }, soldiers: s.patrol.soldiers, row: rowOf(CENTRE), col: colOf(CENTRE), kind, heading: dirName(heading) });
  if (options.deserter) tx.log({ type: 'pursuers-wait', groups: options.pursuerGroups.slice() });
  return s;
}
