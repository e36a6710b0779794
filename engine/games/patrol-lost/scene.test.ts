import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from './definition';
import { sceneOf, isQuiet } from './scene';
import { act, build, loadDice } from './testing';
import type { PatrolLostState } from './types';

/** Start with a straight north (3 Bad Guys) and a curve south; Able on the straight, the rest on Start. */
function board(phase: 'good' | 'bad' | 'attack') {
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
      { kind: 'slight-curve', q: 0, r: 1, exits: ['N', 'SE'] },
    ],
    goods: [[0, -1], [0, 0], [0, 0], [0, 0], [0, 0]],
    phase,
  });
}

const scene = (s: PatrolLostState) => sceneOf(s.events as never);

describe("Patrol: Lost!'s map marks of a step, from its events", () => {
  it('a Good Guy who moved, from his old tile to his new one, and nothing else', () => {
    const next = act(board('good'), { type: 'move', guy: 1, dir: 'S' });
    const c = scene(next);
    expect(c.moved).toEqual([{ guy: 1, from: { q: 0, r: 0 }, to: { q: 0, r: 1 } }]);
    expect(c.bad).toEqual([]);
    expect(c.laid).toEqual([]);
    expect(c.rolled).toBeNull();
    expect(isQuiet(sceneOf([]))).toBe(true);
  });

  it("a Good Guy's attack: the dice rolled where he stands, and the stack that lost Bad Guys", () => {
    const next = act(loadDice(board('good'), [6, 2, 6]), { type: 'attack', guy: 0 });
    const c = scene(next);
    expect(c.bad).toEqual([{ q: 0, r: -1, was: 3, now: 1 }]);
    expect(c.rolled).toEqual({ dice: { kind: 'attack', guy: 0, dice: [6, 2, 6], hits: 2 }, at: { q: 0, r: -1 } });
    expect(c.badTrails).toEqual([]);
  });

  it('a Good Guy held up by a hazard: his die where he stands, and no move', () => {
    const s = build({
      tiles: [{ kind: 'straight-hazard', q: 0, r: -1, exits: ['N', 'S'] }],
      goods: [[0, -1], [0, 0], [0, 0], [0, 0], [0, 0]],
    });
    const c = scene(act(loadDice(s, [5]), { type: 'move', guy: 0, dir: 'S' }));
    expect(c.moved).toEqual([]);
    expect(c.rolled).toEqual({ dice: { kind: 'hazard', guy: 0, die: 5, moved: false }, at: { q: 0, r: -1 } });
  });

  it('Bad Guys moving to the next tile: both stacks changed, and the trail between them', () => {
    const s = board('bad');
    const a = pl.legalActions(s, 1).find((x) => x.type === 'advance' && x.q === 0 && x.r === -1 && x.count === 3);
    expect(a).toBeDefined();
    const c = scene(act(s, a!, 1));
    const to = c.bad.find((b) => b.now > b.was);
    expect(c.bad).toContainEqual({ q: 0, r: -1, was: 3, now: 0 });
    expect(to && to.now - to.was).toBe(2);
    expect(c.badTrails).toEqual([{ from: { q: 0, r: -1 }, to: { q: to!.q, r: to!.r } }]);
  });

  it('a fight the Good Guys win: its dice on the tile, one Bad Guy down, the rest driven off along a trail', () => {
    const s = build({
      tiles: [{ kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 2 }],
      goods: [[0, -1], [0, 0], [0, 0], [0, 0], [0, 0]],
      phase: 'attack',
    });
    // Bad Guys roll 1 (score 2), the Good Guys 6 and 1.
    const c = scene(act(loadDice(s, [1, 6, 1]), { type: 'fight', q: 0, r: -1 }, 1));
    expect(c.rolled?.at).toEqual({ q: 0, r: -1 });
    expect(c.rolled?.dice).toMatchObject({ kind: 'fight', fight: { q: 0, r: -1, bad: 2, badDie: 1, goodDice: [6, 1], winner: 'good' } });
    expect(c.bad).toContainEqual({ q: 0, r: -1, was: 2, now: 0 });
    expect(c.bad).toContainEqual({ q: 0, r: 0, was: 0, now: 1 });
    expect(c.badTrails).toEqual([{ from: { q: 0, r: -1 }, to: { q: 0, r: 0 } }]);
  });

  it('marks the opening (the setup and the first move): every tile laid, nothing moved or removed', () => {
    const s = pl.setup(5, { turnLimit: 60 });
    const seat = pl.currentSeat(s) as number;
    const next = act(s, pl.legalActions(s, seat)[0]!, seat);
    const c = sceneOf([...s.events, ...next.events] as never);
    expect(c.laid.length).toBe(pl.view(next, 0).tiles.length - 1);
    expect(c.laid.length).toBeGreaterThan(0);
    expect(c.moved).toEqual([]);
    expect(c.removed).toEqual([]);
  });

  it('several steps together: a man who moved twice has one trail, first place to last; a tile removed takes its stack change with it', () => {
    const c = sceneOf([
      { type: 'moved', by: { guy: 2, name: 'Charlie' }, dir: 'N', from: { q: 0, r: 0 }, to: { q: 0, r: -1, tile: 3 } },
      { type: 'bad-in', how: 'place', n: 2, at: { q: 1, r: -1, tile: 4 }, now: 2 },
      { type: 'moved', by: { guy: 2, name: 'Charlie' }, dir: 'N', from: { q: 0, r: -1 }, to: { q: 0, r: -2, tile: 5 } },
      { type: 'removed', tiles: [{ q: 1, r: -1, tile: 4, bad: 2 }] },
      { type: 'laid', tile: 6, q: 1, r: -1, rot: 2, forced: false },
      { type: 'moved', by: { guy: 3, name: 'Dog' }, dir: 'N', from: { q: 0, r: 0 }, to: { q: 0, r: -1, tile: 3 } },
      { type: 'moved', by: { guy: 3, name: 'Dog' }, dir: 'S', from: { q: 0, r: -1 }, to: { q: 0, r: 0, tile: 0 } },
    ] as never);
    expect(c.moved).toEqual([{ guy: 2, from: { q: 0, r: 0 }, to: { q: 0, r: -2 } }]);
    expect(c.removed).toEqual([{ id: 4, q: 1, r: -1, bad: 2 }]);
    expect(c.laid).toEqual([{ id: 6, q: 1, r: -1, rot: 2 }]);
    expect(c.bad).toEqual([]);
  });
});
