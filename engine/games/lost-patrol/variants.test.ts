import { describe, expect, it } from 'vitest';
import { stepText } from '../../core/gate';
import { lostPatrol } from './definition';
import { act, allTiles, cellAt, fresh, loadDice, place, refusal } from './testing';
import { CENTRE } from './tiles';
import type { LostPatrolOptions, LostPatrolState } from './types';

const ALL = Array.from({ length: 100 }, (_, i) => i);

function onStraightEast(o: Partial<LostPatrolOptions>, rolls: number[] = []): LostPatrolState {
  const s = fresh(o);
  place(s, CENTRE, 'straight', 1);
  s.patrol.from = 3;
  loadDice(s, rolls);
  return s;
}

describe('Options', () => {
  it('default to the base game and are recorded in the state and the view', () => {
    expect(lostPatrol.parseOptions(undefined)).toEqual({
      ok: true,
      options: { deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false, legacyStart: false },
    });
    const o = { deserter: true, pursuerGroups: [4, 6], mappingTheForest: true, trailOfBreadcrumbs: true, legacyStart: false };
    const s = fresh(o);
    expect(s.options).toEqual(o);
    expect(lostPatrol.view(s, 0).options).toEqual(o);
  });

  it('refuse unknown or malformed options with a clear message', () => {
    const bad = lostPatrol.parseOptions({ mapping: true });
    expect(bad).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    if (!bad.ok) expect(bad.error.message).toContain('Unknown Lost Patrol option "mapping"');
    expect(lostPatrol.parseOptions({ deserter: 'yes' })).toMatchObject({ ok: false });
    expect(lostPatrol.parseOptions([1])).toMatchObject({ ok: false });
  });
});

describe('Mapping the Forest', () => {
  it('leaves the tile left where it was, face up; no spare is drawn', () => {
    const s = onStraightEast({ mappingTheForest: true }, [2]);
    const tile = s.cellTile[CENTRE];
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.cellTile[CENTRE]).toBe(tile);
    expect(n.cellHeading[CENTRE]).toBe(1);
    expect(n.discards).toEqual([]);
    expect(n.spares).toHaveLength(51);
    expect(allTiles(n)).toEqual(ALL);
  });

  it('a mapped tile may be entered as it lies, and left back only by an arrow pointing that way', () => {
    const s = onStraightEast({ mappingTheForest: true }, [2]);
    place(s, CENTRE + 1, 'left', 0);
    const n = act(s, { type: 'move', dir: 'E' });
    expect(stepText(lostPatrol, n.events)[0]).toBe('The patrol entered the face-up Left tile from the west.');
    expect(n.cellHeading[CENTRE + 1]).toBe(0);
    expect(lostPatrol.legalActions(n, 0)).toEqual([{ type: 'move', dir: 'W' }]);
  });

  it('a dead end with the way back already mapped traps the patrol: a loss, no horror roll', () => {
    const s = onStraightEast({ mappingTheForest: true }, []);
    place(s, CENTRE + 1, 'dead-end');
    const n = act(s, { type: 'move', dir: 'E' });
    expect(n.patrol.trapped).toBe(true);
    expect(lostPatrol.result(n)).toMatchObject({ outcome: 'loss' });
    expect(n.reveals).toBe(s.reveals + 1);
  });

  it('a dead end start tile still has its way back while the tile behind is face down', () => {
    const s = fresh({ mappingTheForest: true });
    place(s, CENTRE, 'dead-end', 0);
    s.patrol.from = 2;
    expect(lostPatrol.legalActions(s, 0)).toEqual([{ type: 'move', dir: 'S' }]);
  });

  it('in the Deserter variant a trapped group sits out and the hunt goes on', () => {
    const s = fresh({ deserter: true, pursuerGroups: [5, 5], mappingTheForest: true });
    s.side = 1;
    s.groups[0] = { cell: cellAt(1, 1), from: 3, soldiers: 5, trapped: false };
    place(s, cellAt(1, 1), 'straight', 1);
    place(s, cellAt(1, 2), 'dead-end');
    loadDice(s, [2]);
    const n = act(s, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(n.groups[0]?.trapped).toBe(true);
    expect(lostPatrol.result(n)).toBeNull();
    expect(lostPatrol.legalActions(n, 1).every((a) => a.type === 'enter' && a.group === 1)).toBe(true);
  });
});

describe('Trail of Breadcrumbs', () => {
  it('every move says how to turn the tile left behind', () => {
    const s = onStraightEast({ trailOfBreadcrumbs: true }, [2]);
    expect(lostPatrol.legalActions(s, 0)).toEqual(['N', 'E', 'S', 'W'].map((o) => ({ type: 'move', dir: 'E', orient: o })));
    expect(refusal(s, { type: 'move', dir: 'E' })).toBe('need-orient');
    expect(refusal(onStraightEast({}, []), { type: 'move', dir: 'E', orient: 'N' })).toBe('no-orient');
  });

  it('leaves the tile where it was, face up, turned the chosen way', () => {
    const s = onStraightEast({ trailOfBreadcrumbs: true }, [2]);
    const tile = s.cellTile[CENTRE];
    const n = act(s, { type: 'move', dir: 'E', orient: 'S' });
    expect(n.cellTile[CENTRE]).toBe(tile);
    expect(n.cellHeading[CENTRE]).toBe(2);
    expect(n.discards).toEqual([]);
    expect(n.spares).toHaveLength(51);
    expect(lostPatrol.view(n, 0).grid[CENTRE]).toMatchObject({ faceUp: true, heading: 'S', exits: ['S'] });
  });

  it('without Mapping the Forest a dead end turns back onto the breadcrumb tile as it lies', () => {
    const s = onStraightEast({ trailOfBreadcrumbs: true }, [2, 2]);
    place(s, CENTRE + 1, 'dead-end');
    const a = act(s, { type: 'move', dir: 'E', orient: 'N' });
    expect(lostPatrol.legalActions(a, 0).map((x) => (x.type === 'move' ? x.dir : ''))).toEqual(['W', 'W', 'W', 'W']);
    const b = act(a, { type: 'move', dir: 'W', orient: 'E' });
    expect(b.patrol.cell).toBe(CENTRE);
    expect(b.cellHeading[CENTRE]).toBe(0);
    expect(b.cellHeading[CENTRE + 1]).toBe(1);
    expect(lostPatrol.legalActions(b, 0).map((x) => (x.type === 'move' ? x.dir : ''))).toContain('N');
  });

  it('combines with Mapping the Forest: the tile stays, turned, and a dead end behind it traps', () => {
    const s = onStraightEast({ trailOfBreadcrumbs: true, mappingTheForest: true }, []);
    place(s, CENTRE + 1, 'dead-end');
    const n = act(s, { type: 'move', dir: 'E', orient: 'W' });
    expect(n.cellHeading[CENTRE]).toBe(3);
    expect(lostPatrol.result(n)?.outcome).toBe('loss');
  });
});

describe('Mapping the Forest, a way back that closes later', () => {
  it('a Deserter on a dead-end start tile is trapped once a pursuer turns up the tile behind him', () => {
    const s = fresh({ deserter: true, mappingTheForest: true });
    place(s, CENTRE, 'dead-end', 1);
    s.patrol.from = 3;
    s.side = 1;
    s.groups[0] = { cell: cellAt(3, 1), from: 3, soldiers: 10, trapped: false };
    place(s, cellAt(3, 1), 'straight', 1);
    place(s, cellAt(3, 2), 'left');
    loadDice(s, [2]);
    expect(lostPatrol.legalActions({ ...s, side: 0 }, 0)).toEqual([{ type: 'move', dir: 'W' }]);
    const n = act(s, { type: 'move', dir: 'E', group: 0 }, 1);
    expect(n.patrol.trapped).toBe(true);
    expect(stepText(lostPatrol, n.events)).toContain('The Deserter is trapped: a dead end, and no way back.');
    expect(lostPatrol.currentSeat(n)).toBe(1);
    expect(lostPatrol.legalActions(n, 1).length).toBeGreaterThan(0);
  });
});
