import { describe, expect, it } from 'vitest';
import { seedRng } from '../../core/rng';
import { stepText } from '../../core/gate';
import { lostPatrol } from './definition';
import { act, allTiles, cellAt, fresh, kindIdOf, loadDice, nextSpare, place, refusal } from './testing';
import { CENTRE, exitsOf, TILE_COUNT, TILE_KINDS } from './tiles';
import type { LostPatrolState } from './types';

const ALL = Array.from({ length: 100 }, (_, i) => i);

/** A base game with the patrol on the centre tile, a Straight heading east, next rolls loaded. */
function onStraightEast(rolls: number[] = []): LostPatrolState {
  const s = fresh();
  place(s, CENTRE, 'straight', 1);
  s.patrol.from = 3;
  loadDice(s, rolls);
  return s;
}

describe('The Lost Patrol tiles and dealing', () => {
  it('has the 100 tiles of the source by kind', () => {
    const counts = Object.fromEntries(TILE_KINDS.map((k) => [k.id, k.count]));
    expect(counts).toEqual({ straight: 10, right: 30, left: 30, 'dead-end': 20, 'right-or-straight': 5, 'left-or-straight': 5 });
    expect(TILE_COUNT).toBe(100);
  });

  it('turns each kind the right way: right of north is east, left of north is west', () => {
    const first = (id: string) => ALL.find((t) => kindIdOf(t) === id) as number;
    expect(exitsOf(first('straight'), 0)).toEqual([0]);
    expect(exitsOf(first('right'), 0)).toEqual([1]);
    expect(exitsOf(first('left'), 0)).toEqual([3]);
    expect(exitsOf(first('right'), 1)).toEqual([2]);
    expect(exitsOf(first('dead-end'), 2)).toEqual([]);
    expect(exitsOf(first('right-or-straight'), 3).sort()).toEqual([0, 3]);
    expect(exitsOf(first('left-or-straight'), 2).sort()).toEqual([1, 2]);
  });

  it('deals 49 face down in a 7x7 grid, 51 spares, the centre turned up with the patrol of 10 on it', () => {
    const s = fresh({}, 42);
    expect(s.cellTile).toHaveLength(49);
    expect(s.spares).toHaveLength(51);
    expect(s.discards).toHaveLength(0);
    expect(allTiles(s)).toEqual(ALL);
    expect(s.cellHeading.filter((h) => h >= 0)).toHaveLength(1);
    expect(s.cellHeading[CENTRE]).toBeGreaterThanOrEqual(0);
    expect(CENTRE).toBe(3 * 7 + 3);
    expect(s.patrol).toMatchObject({ cell: CENTRE, soldiers: 10 });
    expect(s.reveals).toBe(1);
    const v = lostPatrol.view(s, 0);
    expect(v.grid.filter((c) => c.faceUp)).toHaveLength(1);
    expect(v.grid[CENTRE]).toMatchObject({ row: 3, col: 3, faceUp: true });
  });

  it('shuffles with the seed and turns the centre tile in every orientation across seeds', () => {
    expect(fresh({}, 1).cellTile).toEqual(fresh({}, 1).cellTile);
    expect(fresh({}, 1).cellTile).not.toEqual(fresh({}, 2).cellTile);
    const headings = new Set<number>();
    for (let seed = 0; seed < 60; seed++) headings.add(fresh({}, seed).cellHeading[CENTRE] as number);
    expect([...headings].sort()).toEqual([0, 1, 2, 3]);
  });

  it('the start tile is never a dead end: the tiles are dealt again, from the same seed', () => {
    const deadStarts: number[] = [];
    for (let seed = 0; seed < 200; seed++) {
      const s = fresh({}, seed);
      expect(kindIdOf(s.cellTile[CENTRE] as number)).not.toBe('dead-end');
      expect(lostPatrol.legalActions(s, 0).length).toBeGreaterThan(0);
      if (kindIdOf(fresh({ legacyStart: true }, seed).cellTile[CENTRE] as number) === 'dead-end') deadStarts.push(seed);
    }
    // About one first deal in five puts a dead end in the centre (20 of 100 tiles).
    expect(deadStarts.length).toBeGreaterThan(20);
    const seed = deadStarts[0] as number;
    expect(fresh({}, seed)).toEqual(fresh({}, seed));
    expect(allTiles(fresh({}, seed))).toEqual(ALL);
    expect(fresh({}, seed).cellTile).not.toEqual(fresh({ legacyStart: true }, seed).cellTile);
    // Where the first deal has exits in the centre, nothing changes.
    const kept = [...Array(200).keys()].find((x) => !deadStarts.includes(x)) as number;
    expect(fresh({}, kept)).toEqual({ ...fresh({ legacyStart: true }, kept), options: fresh({}, kept).options });
  });

  it('hides which tiles lie face down and the spares order: the view is the same however they were dealt', () => {
    const s = fresh({}, 9);
    const v = lostPatrol.view(s, 0);
    expect(v.grid[0]).toEqual({ row: 0, col: 0, faceUp: false });
    expect(v.sparesCount).toBe(51);
    for (let k = 0; k < 5; k++) {
      const other = lostPatrol.redeal!(s, 0, seedRng(k));
      expect(other.cellTile).not.toEqual(s.cellTile);
      expect(other.cellTile[CENTRE]).toBe(s.cellTile[CENTRE]); // the face-up start tile stays
      expect(allTiles(other)).toEqual(ALL);
      expect(lostPatrol.view(other, 0)).toEqual(v);
    }
    const leaky = { ...v, grid: v.grid.map((c, i) => (c.faceUp ? c : { ...c, kind: kindIdOf(s.cellTile[i] as number) })) };
    expect(leaky).not.toEqual(lostPatrol.view(lostPatrol.redeal!(s, 0, seedRng(1)), 0)); // what this test would catch
  });
});

describe('The Lost Patrol movement', () => {
  it('moves only through an exit arrow', () => {
    const s = onStraightEast([2]);
    expect(lostPatrol.legalActions(s, 0)).toEqual([{ type: 'move', dir: 'E' }]);
    expect(refusal(s, { type: 'move', dir: 'N' })).toBe('no-exit');
  });

  it('turns the entered tile up with its entry arrow against the exit used', () => {
    const s = onStraightEast([2]);
    place(s, CENTRE + 1, 'right');
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.cellHeading[CENTRE + 1]).toBe(1);
    const cell = lostPatrol.view(n, 0).grid[CENTRE + 1];
    expect(cell).toMatchObject({ faceUp: true, kind: 'right', heading: 'E', entry: 'W', exits: ['S'] });
    expect(stepText(lostPatrol, n.events)[0]).toBe('The patrol entered a Right tile from the west.');
    expect(n.patrol).toMatchObject({ cell: CENTRE + 1, from: 3 });
    expect(lostPatrol.legalActions(n, 0)).toEqual([{ type: 'move', dir: 'S' }]);
  });

  it('discards the tile left and puts a face-down spare in its place', () => {
    const s = onStraightEast([2]);
    const left = s.cellTile[CENTRE] as number;
    const spare = s.spares[s.spares.length - 1] as number;
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.discards).toEqual([left]);
    expect(n.cellTile[CENTRE]).toBe(spare);
    expect(n.cellHeading[CENTRE]).toBe(-1);
    expect(n.spares).toHaveLength(50);
    expect(allTiles(n)).toEqual(ALL);
    expect(s.discards).toEqual([]);
  });

  it('shuffles the discards into a new spares pile when the spares run out', () => {
    const s = onStraightEast([2]);
    s.discards = s.spares.splice(0, 50);
    expect(s.spares).toHaveLength(1);
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.spares).toHaveLength(51);
    expect(n.discards).toHaveLength(0);
    expect(n.stats.reshuffles).toBe(1);
    expect(stepText(lostPatrol, n.events).some((e) => e.includes('shuffled into a new pile'))).toBe(true);
    expect(allTiles(n)).toEqual(ALL);
  });

  it('wins by leaving the grid through an exit arrow', () => {
    const s = fresh();
    s.patrol.cell = cellAt(0, 3);
    place(s, cellAt(0, 3), 'straight', 0);
    s.patrol.from = 2;
    const n = act(s, { type: 'move', dir: 'N' });
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'win', winner: 0 });
    expect(lostPatrol.currentSeat(n)).toBeNull();
    expect(refusal(n, { type: 'move', dir: 'N' })).toBe('game-over');
  });

  it('dead end: the patrol turns back the way it came, onto the replacement tile turned up as usual', () => {
    const s = onStraightEast([2, 2]);
    place(s, CENTRE + 1, 'dead-end');
    nextSpare(s, 'left');
    const a = act(s, { type: 'move', dir: 'E' });
    expect(a.phase).toBe('move');
    expect(lostPatrol.legalActions(a, 0)).toEqual([{ type: 'move', dir: 'W' }]);
    const b = act(a, { type: 'move', dir: 'W' });
    expect(b.patrol.cell).toBe(CENTRE);
    expect(kindIdOf(b.cellTile[CENTRE] as number)).toBe('left');
    expect(b.cellHeading[CENTRE]).toBe(3);
    expect(b.cellHeading[CENTRE + 1]).toBe(-1);
    expect(b.discards).toHaveLength(2);
    expect(allTiles(b)).toEqual(ALL);
  });

  it('dead end on the start tile: the way back is the side of its entry arrow', () => {
    const s = fresh();
    place(s, CENTRE, 'dead-end', 0);
    s.patrol.from = 2;
    expect(lostPatrol.legalActions(s, 0)).toEqual([{ type: 'move', dir: 'S' }]);
  });
});

describe('The Lost Patrol horror', () => {
  it('attacks the patrol on 1, 3 or 5 and not on 2, 4 or 6', () => {
    for (let r = 1; r <= 6; r++) {
      const n = act(onStraightEast([r]), { type: 'move', dir: 'E' });
      expect(n.phase).toBe(r % 2 === 1 ? 'bid' : 'move');
      expect(n.reveals).toBe(3);
    }
  });

  it('offers bids of 2 to 5, fewer with fewer soldiers, and only 1 for the last soldier', () => {
    const s = act(onStraightEast([1]), { type: 'move', dir: 'E' });
    expect(lostPatrol.legalActions(s, 0).map((a) => (a.type === 'bid' ? a.soldiers : 0))).toEqual([2, 3, 4, 5]);
    expect(refusal(s, { type: 'bid', soldiers: 6 })).toBe('bad-bid');
    expect(refusal(s, { type: 'bid', soldiers: 1 })).toBe('bad-bid');
    expect(refusal(s, { type: 'move', dir: 'S' })).toBe('must-bid');
    const three = { ...s, patrol: { ...s.patrol, soldiers: 3 } };
    expect(lostPatrol.legalActions(three, 0)).toEqual([{ type: 'bid', soldiers: 2 }, { type: 'bid', soldiers: 3 }]);
    const one = { ...s, patrol: { ...s.patrol, soldiers: 1 } };
    expect(lostPatrol.legalActions(one, 0)).toEqual([{ type: 'bid', soldiers: 1 }]);
    expect(lostPatrol.view(one, 0).attack).toMatchObject({ minBid: 1, maxBid: 1, soldiers: 1 });
  });

  it('a roll lower than the bid sees the horror off and costs nobody', () => {
    const s = act(onStraightEast([5, 4]), { type: 'move', dir: 'E' });
    const n = act(s, { type: 'bid', soldiers: 5 });
    expect(n.patrol.soldiers).toBe(10);
    expect(n.phase).toBe('move');
    expect(stepText(lostPatrol, n.events)).toEqual(['Bid 5 soldiers against the horror.', 'Rolled 4: the horror has been seen off... for now.']);
  });

  it('a roll equal to or over the bid kills the bid soldiers; an odd roll then sends the horror away', () => {
    const s = act(onStraightEast([3, 3, 5]), { type: 'move', dir: 'E' });
    const n = act(s, { type: 'bid', soldiers: 3 });
    expect(n.patrol.soldiers).toBe(7);
    expect(n.phase).toBe('move');
    expect(stepText(lostPatrol, n.events)[1]).toBe('Rolled 3: the 3 soldiers are lost; 7 left.');
    expect(stepText(lostPatrol, n.events)[2]).toBe('Rolled 5: the horror retreats to feed.');
    expect(n.reveals).toBe(s.reveals + 2);
  });

  it('an even roll after losses means another round with a new bid', () => {
    const s = act(onStraightEast([1, 6, 2, 2, 1]), { type: 'move', dir: 'E' });
    const n = act(s, { type: 'bid', soldiers: 4 });
    expect(n.patrol.soldiers).toBe(6);
    expect(n.phase).toBe('bid');
    expect(n.attack).toEqual({ target: -1, round: 2 });
    const m = act(n, { type: 'bid', soldiers: 2 });
    expect(m.patrol.soldiers).toBe(4);
    expect(m.phase).toBe('move');
    expect(m.stats.rounds).toBe(2);
  });

  it('loses the game when the last soldiers die, without a further roll', () => {
    const s = act(onStraightEast([1, 2]), { type: 'move', dir: 'E' });
    const two = { ...s, patrol: { ...s.patrol, soldiers: 2 } };
    const n = act(two, { type: 'bid', soldiers: 2 });
    expect(n.patrol.soldiers).toBe(0);
    expect(n.reveals).toBe(two.reveals + 1);
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'loss', winner: null });
    expect(lostPatrol.legalActions(n, 0)).toEqual([]);
  });

  it('the last soldier alone always falls to the horror', () => {
    const s = act(onStraightEast([1, 1]), { type: 'move', dir: 'E' });
    const one = { ...s, patrol: { ...s.patrol, soldiers: 1 } };
    const n = act(one, { type: 'bid', soldiers: 1 });
    expect(stepText(lostPatrol, n.events)[1]).toBe('Rolled 1: the soldier is lost; none left.');
    expect(lostPatrol.result(n)?.outcome).toBe('loss');
  });
});
