import { describe, expect, it } from 'vitest';
import { lostPatrol } from '../../../../engine/games/lost-patrol';
import type { CellView, LostPatrolAction } from '../../../../engine/games/lost-patrol/types';
import { arms, cellOrigin, entrySpots, exitSpot, makeLayout, neighbour, pieceSpots, rotation, tileArt, turned } from './geometry';
import { commandForKey } from './keys';
import { activeGroup, actingGroups, bidAction, entries, exitDirs, leftTiles, moveAction, needsOrient } from './play';
import { endTitle, endTone, fightTitle, percent } from './labels';
import type { LostPatrolEvent } from '../../../../engine/games/lost-patrol/events';
import { optionsFor, seatsFor } from './setup';

type Up = Extract<CellView, { faceUp: true }>;
const up = (heading: Up['heading'], exits: Up['exits'], kind: Up['kind'] = 'right'): Up => ({ row: 2, col: 3, faceUp: true, kind, name: kind, heading, entry: 'S', exits });

describe('grid geometry', () => {
  const l = makeLayout(100, 50);
  it('lays out 7x7 tiles inside a margin', () => {
    expect(l.size).toBe(800);
    expect(cellOrigin(l, 0, 0)).toEqual({ x: 50, y: 50 });
    expect(cellOrigin(l, 6, 6)).toEqual({ x: 650, y: 650 });
  });
  it('puts exit buttons just beyond the side left by (in the margin off the grid), pointing out', () => {
    expect(exitSpot(l, 3, 3, 'N')).toEqual({ x: 400, y: 330, rotate: 0 });
    expect(exitSpot(l, 3, 3, 'E')).toEqual({ x: 470, y: 400, rotate: 90 });
    expect(exitSpot(l, 0, 0, 'W')).toEqual({ x: 30, y: 100, rotate: 270 });
    expect(rotation('S')).toBe(180);
  });
  it('finds neighbours and the edge', () => {
    expect(neighbour(3, 3, 'N')).toEqual({ row: 2, col: 3 });
    expect(neighbour(0, 3, 'N')).toBeNull();
    expect(neighbour(6, 6, 'E')).toBeNull();
  });
  it('offers 28 edge entries, two at each corner, outside the grid and pointing in', () => {
    const spots = entrySpots(l);
    expect(spots).toHaveLength(28);
    expect(spots.filter((s) => s.row === 0 && s.col === 0).map((s) => s.edge).sort()).toEqual(['N', 'W']);
    for (const s of spots) {
      const inside = s.x > 50 && s.x < 750 && s.y > 50 && s.y < 750;
      expect(inside).toBe(false);
    }
    const north = spots.find((s) => s.edge === 'N' && s.col === 2)!;
    expect(north).toMatchObject({ x: 300, y: 25, rotate: 180 });
  });
  it('reads exits relative to the heading, and turns a tile', () => {
    expect(arms(up('N', ['E']))).toEqual(['right']);
    expect(arms(up('E', ['S']))).toEqual(['right']);
    expect(arms(up('W', ['W', 'S'], 'left-or-straight'))).toEqual(['ahead', 'left']);
    const t = turned(up('N', ['E']), 'S');
    expect(t.exits).toEqual(['W']);
    expect(arms(t)).toEqual(['right']);
  });
  it('draws the road from the entry to each exit; a dead end has only the entry arrow', () => {
    const right = tileArt(['right'], 100);
    expect(right.road).toBe('M 50 100 L 50 50 M 50 50 L 100 50');
    expect(right.arrows).toHaveLength(2);
    const dead = tileArt([], 100);
    expect(dead.deadEnd).toBe(true);
    expect(dead.arrows).toHaveLength(1);
  });
  it('fans out pieces sharing a tile: none overlaps another or its label, all inside the tile', () => {
    expect(pieceSpots(1, 100)).toEqual([{ x: 0, y: 0, r: 21, labelDy: 32 }]);
    for (let n = 2; n <= 6; n++) { // at most five groups and the Deserter
      const spots = pieceSpots(n, 100);
      expect(spots).toHaveLength(n);
      for (const [i, a] of spots.entries()) {
        expect(a.r).toBeGreaterThanOrEqual(11);
        expect(Math.abs(a.x) + a.r).toBeLessThanOrEqual(50);
        expect(a.y - a.r).toBeGreaterThanOrEqual(-50);
        expect(a.y + a.labelDy + 4).toBeLessThanOrEqual(50);
        for (const b of spots.slice(i + 1)) {
          expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(a.r + b.r + 2);
          // b's label (about 12 units tall, 20 wide) stays off a's marker.
          const lx = Math.max(Math.abs(b.x - a.x) - 10, 0);
          const ly = Math.max(Math.abs(b.y + b.labelDy - 4 - a.y) - 6, 0);
          expect(Math.hypot(lx, ly)).toBeGreaterThanOrEqual(a.r);
        }
      }
    }
  });
});

describe('horror fight words', () => {
  it('shows a chance as a whole percentage', () => {
    expect(percent(5 / 6)).toBe('83%');
    expect(percent(1)).toBe('100%');
  });
  it('names the end of a fight from its events', () => {
    const patrol = { piece: 'patrol' } as const;
    const seenOff: LostPatrolEvent[] = [{ type: 'bid', who: patrol, soldiers: 5 }, { type: 'held', roll: 2 }];
    const retreats: LostPatrolEvent[] = [{ type: 'lost', who: patrol, roll: 6, soldiers: 3, left: 7 }, { type: 'retreats', roll: 3 }];
    const over: LostPatrolEvent[] = [{ type: 'lost', who: patrol, roll: 6, soldiers: 3, left: 0 }, { type: 'patrol-lost', outcome: 'loss', winner: null }];
    expect(fightTitle(seenOff)).toBe('The horror is seen off');
    expect(fightTitle(retreats)).toBe('The horror retreats to feed');
    expect(fightTitle(over)).toBe('The fight is over');
  });
});

describe('what the screen offers', () => {
  it('exits and moves come from the engine', () => {
    const s = lostPatrol.setup(5, { deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: false, legacyStart: false });
    const legal = lostPatrol.legalActions(s, 0);
    const dirs = exitDirs(legal, null);
    expect(dirs.length).toBe(new Set(legal.map((a) => (a.type === 'move' ? a.dir : ''))).size);
    for (const d of dirs) expect(moveAction(legal, null, d)).toEqual({ type: 'move', dir: d });
    expect(needsOrient(legal, null, dirs[0]!)).toBe(false);
    expect(leftTiles(lostPatrol.view(s, 0)).size).toBe(0);
  });
  it('Trail of Breadcrumbs moves need an orientation', () => {
    const s = lostPatrol.setup(5, { deserter: false, pursuerGroups: [10], mappingTheForest: false, trailOfBreadcrumbs: true, legacyStart: false });
    const legal = lostPatrol.legalActions(s, 0);
    const d = exitDirs(legal, null)[0];
    if (!d) return; // a dead end start offers the way back only; the move list is still checked above
    expect(needsOrient(legal, null, d)).toBe(true);
    expect(moveAction(legal, null, d)).toBeNull();
    expect(moveAction(legal, null, d, 'W')).toEqual({ type: 'move', dir: d, orient: 'W' });
  });
  it('pursuers: groups that can act, entries on the edge, bids', () => {
    const legal: LostPatrolAction[] = [
      { type: 'enter', group: 1, row: 0, col: 2, edge: 'N' },
      { type: 'move', dir: 'E', group: 2 },
    ];
    expect(actingGroups(legal)).toEqual([1, 2]);
    expect(activeGroup(null, legal)).toBe(1);
    expect(activeGroup(2, legal)).toBe(2);
    expect(activeGroup(0, legal)).toBe(1);
    expect(entries(legal, 1)).toHaveLength(1);
    expect(exitDirs(legal, 2)).toEqual(['E']);
    expect(bidAction([{ type: 'bid', soldiers: 3 }], 3)).toEqual({ type: 'bid', soldiers: 3 });
    expect(bidAction([{ type: 'bid', soldiers: 3 }], 6)).toBeNull();
  });
});

describe('keys and new-game choices', () => {
  const k = (key: string, mods: Partial<{ ctrlKey: boolean }> = {}) => commandForKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  it('arrows move, digits bid, U undoes', () => {
    expect(k('ArrowUp')).toEqual({ kind: 'dir', dir: 'N' });
    expect(k('ArrowLeft')).toEqual({ kind: 'dir', dir: 'W' });
    expect(k('4')).toEqual({ kind: 'digit', n: 4 });
    expect(k('u')).toEqual({ kind: 'undo' });
    expect(k('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(k('x')).toBeNull();
  });
  it('turns the choices into engine options the engine accepts, and seats', () => {
    const solo = { mode: 'solo' as const, split: 2, mapping: true, breadcrumbs: false };
    expect(optionsFor(solo)).toEqual({ deserter: false, mappingTheForest: true, trailOfBreadcrumbs: false });
    expect(seatsFor(solo)).toEqual([{ kind: 'human' }]);
    const hunt = { mode: 'as-pursuers' as const, split: 2, mapping: false, breadcrumbs: true };
    expect(optionsFor(hunt)).toMatchObject({ deserter: true, pursuerGroups: [4, 3, 3] });
    expect(seatsFor(hunt)).toEqual([{ kind: 'bot', bot: 'deserter-ai' }, { kind: 'human' }]);
    expect(seatsFor({ ...hunt, mode: 'as-deserter' })).toEqual([{ kind: 'human' }, { kind: 'bot', bot: 'pursuers-ai' }]);
    expect(seatsFor({ ...hunt, mode: 'hotseat' })).toEqual([{ kind: 'human' }, { kind: 'human' }]);
    for (const mode of ['solo', 'hotseat', 'as-deserter', 'as-pursuers'] as const) {
      for (let split = 0; split < 4; split++) expect(lostPatrol.parseOptions(optionsFor({ mode, split, mapping: true, breadcrumbs: true })).ok).toBe(true);
    }
  });
});

describe('the end told from the people at the screen', () => {
  const hunt = { mode: 'deserter' as const };
  const app = { kind: 'bot' as const, bot: 'x' };
  const you = { kind: 'human' as const };
  it('against the app: you won or you lost, whichever side you played', () => {
    expect(endTitle(hunt, 'win', 0, [app, you])).toBe('You lost: the Deserter escapes');
    expect(endTitle(hunt, 'win', 1, [app, you])).toBe('You win: the Deserter is caught');
    expect(endTitle(hunt, 'win', 0, [you, app])).toBe('You win: you got away');
    expect(endTitle(hunt, 'win', 1, [you, app])).toBe('You lost: the Pursuers caught you');
    expect(endTone('lost')).toBe('danger');
    expect(endTone('won')).toBe('good');
    expect(endTone('drawn')).toBe('accent');
  });
  it('at a shared screen, the side that won; alone, the patrol', () => {
    expect(endTitle(hunt, 'win', 1, [you, you])).toBe('The Pursuers win');
    expect(endTitle(hunt, 'win', 0, [you, you])).toBe('The Deserter escapes');
    expect(endTitle(hunt, 'draw', null, [you, app])).toBe('A draw');
    expect(endTitle({ mode: 'patrol' }, 'win', 0, [you])).toBe('Out of the forest');
    expect(endTitle({ mode: 'patrol' }, 'loss', null, [you])).toBe('The patrol is lost');
  });
});
