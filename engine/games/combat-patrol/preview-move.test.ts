import { combatPatrol } from './battle/definition';
import { stepText } from '../../core/gate';
import { describe, expect, it } from 'vitest';
import { distance } from '../../geometry';
import { viewOf } from './battle/view';
import { inBaseContact } from './battle/world';
import { alongPath, gambleOffer, moveLegs, pointAlong, previewContact, previewMove, previewSight, previewSnap } from './preview';
import { area, battle, de, line, play, rect, soldier, step, table, us } from './testing';
import type { CombatPatrolState } from './battle/types';

/** Joe (US) at (10, 20); a fence at x = 12; a ploughed field from x = 20 to 24; a German far off. */
function ground(extra: Parameters<typeof table>[0]['models'] = []): CombatPatrolState {
  return battle(
    table({
      models: [us('joe', 10, 20), de('fritz', 46, 2, { weapon: 'pistol' }), ...extra],
      terrain: [line('wooden-fence', 'fence', { x: 12, y: 10 }, { x: 12, y: 30 }), area('ploughed-field', 'field', rect(20, 10, 24, 30))],
    }),
  );
}

const movedTo = (s: CombatPatrolState, id: string, x: number, y: number): CombatPatrolState => ({ ...s, soldiers: s.soldiers.map((m) => (m.id === id ? { ...m, x, y } : m)) });

describe('a move with bends, leg by leg', () => {
  it('each leg has its own inches, difficult ground and fences, and the cost grows leg by leg', () => {
    const v = viewOf(movedTo(ground(), 'joe', 11, 20), 0);
    // Leg 1 crosses the fence (1 in + 1 in), leg 2 runs along open ground, leg 3 enters the field.
    const legs = moveLegs(v, 'joe', [{ x: 13, y: 20 }, { x: 13, y: 22 }, { x: 21, y: 22 }]);
    expect(legs.map((l) => [l.length, l.obstacles, l.difficult, l.cost, l.total])).toEqual([
      [2, 1, 0, 3, 3],
      [2, 0, 0, 2, 5],
      [8, 0, 1, 9, 14],
    ]);
    const p = previewMove(v, 'joe', [{ x: 13, y: 20 }, { x: 13, y: 22 }], 'combat');
    expect(p).toMatchObject({ ok: true, cost: 5, left: 0 });
    expect(p.legs.map((l) => l.total)).toEqual([3, 5]);
    // Refused for its length, the legs are still there to show where the allowance ran out.
    const far = previewMove(v, 'joe', [{ x: 13, y: 20 }, { x: 13, y: 22 }, { x: 21, y: 22 }], 'run');
    expect(far).toMatchObject({ ok: false });
    expect(far.legs).toHaveLength(3);
  });

  it('the engine makes the bent move the preview costed', () => {
    const s = movedTo(ground(), 'joe', 11, 20);
    const path = [{ x: 13, y: 20 }, { x: 13, y: 22 }];
    const after = step(s, 0, { type: 'move', soldier: 'joe', path });
    expect(soldier(after, 'joe')).toMatchObject({ x: 13, y: 22 });
    expect(stepText(combatPatrol, after.events).join(' ')).toMatch(/4\.0 in moved costs 5\.0 in \(1 obstacle at 1 in each\)/);
  });

  it('dragging doubles every leg', () => {
    const s = ground([us('hurt', 10, 21)]);
    const v = viewOf({ ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, condition: 'light' as const } : m)) }, 0);
    expect(moveLegs(v, 'joe', [{ x: 10, y: 19 }, { x: 9, y: 19 }], { drag: 'hurt' }).map((l) => l.total)).toEqual([2, 4]);
    expect(previewMove(v, 'joe', [{ x: 10, y: 19 }, { x: 9, y: 19 }], 'combat', { drag: 'hurt' })).toMatchObject({ ok: true, cost: 4 });
  });
});

describe('a drop onto a man snaps to base contact with him', () => {
  it('moves the end to the near side of his base, touching, and the engine accepts it', () => {
    const s = ground([us('bob', 10, 16)]);
    const v = viewOf(s, 0);
    // Dropped on Bob's centre: overlapping, refused as it stands.
    expect(previewMove(v, 'joe', [{ x: 10, y: 16 }], 'combat').ok).toBe(false);
    const drop = previewContact(v, 'joe', [{ x: 10, y: 16 }], 'combat');
    expect(drop?.contact).toBe('bob');
    const end = drop!.path[0]!;
    expect(end.x).toBeCloseTo(10, 6);
    expect(end.y).toBeCloseTo(17 + 0.002, 6); // on the side he came from
    expect(inBaseContact(end, { x: 10, y: 16 }, s.rules)).toBe(true);
    const after = step(s, 0, { type: 'move', soldier: 'joe', path: drop!.path });
    expect(inBaseContact(soldier(after, 'joe'), soldier(after, 'bob'), s.rules)).toBe(true);
  });

  it('keeps the side of the base where he was dropped, and the bends before it', () => {
    const v = viewOf(ground([us('bob', 10, 16)]), 0);
    const drop = previewContact(v, 'joe', [{ x: 8, y: 18 }, { x: 9.6, y: 16.2 }], 'combat');
    expect(drop!.path[0]).toEqual({ x: 8, y: 18 });
    const end = drop!.path[1]!;
    expect(distance(end, { x: 10, y: 16 })).toBeCloseTo(1.002, 6);
    expect(end.x).toBeLessThan(10); // the west side, where it was dropped
  });

  it('goes round to a free point when another base fills the nearest one', () => {
    const v = viewOf(ground([us('bob', 10, 16), us('cal', 10.9, 17.5)]), 0);
    const drop = previewContact(v, 'joe', [{ x: 10.2, y: 16.3 }], 'combat');
    expect(drop).not.toBeNull();
    const end = drop!.path[0]!;
    expect(distance(end, { x: 10, y: 16 })).toBeCloseTo(1.002, 6);
    expect(distance(end, { x: 10.9, y: 17.5 })).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(end.x).toBeLessThan(10); // round to the free west side
    expect(previewMove(v, 'joe', drop!.path, 'combat').ok).toBe(true);
  });

  it('gives nothing when the drop overlaps nobody, or no point of contact is within reach', () => {
    const v = viewOf(ground([us('bob', 10, 12)]), 0);
    expect(previewContact(v, 'joe', [{ x: 10, y: 17 }], 'combat')).toBeNull();
    // Bob is 8 in away: every point touching him is beyond a 5 in Combat Move.
    expect(previewContact(v, 'joe', [{ x: 10, y: 12.2 }], 'combat')).toBeNull();
    // A run reaches him.
    expect(previewContact(v, 'joe', [{ x: 10, y: 12.2 }], 'run')?.contact).toBe('bob');
  });
});

describe('the gamble offered where a run falls short', () => {
  it('offers the least whole inches that make the run fit, with the chance a D10 rolls above them', () => {
    const v = viewOf(movedTo(ground(), 'joe', 17, 20), 0);
    // 9 in moved, 4 of them in the field: costs 13 in against a 10 in Run Move; 3 in gambled makes it.
    expect(gambleOffer(v, 'joe', [{ x: 26, y: 20 }])).toMatchObject({ inches: 3, chance: 0.7 });
    expect(gambleOffer(v, 'joe', [{ x: 26, y: 20 }])!.words).toMatch(/4\.0 in of difficult ground, 3 in of it gambled as open/);
  });

  it('offers nothing when the run fits, when there is no difficult ground, or when no gamble is enough', () => {
    const v = viewOf(movedTo(ground(), 'joe', 17, 20), 0);
    expect(gambleOffer(v, 'joe', [{ x: 22, y: 20 }])).toBeNull();
    expect(gambleOffer(viewOf(ground(), 0), 'joe', [{ x: 10, y: 31 }])).toBeNull();
    expect(gambleOffer(v, 'joe', [{ x: 30, y: 20 }])).toBeNull();
  });

  it('the offered gamble is one the engine plays: rolled above it, he makes the whole run', () => {
    const s = movedTo(ground(), 'joe', 17, 20);
    const offer = gambleOffer(viewOf(s, 0), 'joe', [{ x: 26, y: 20 }])!;
    const made = play(s, { type: 'run', soldier: 'joe', path: [{ x: 26, y: 20 }], gamble: offer.inches }, [offer.inches + 1]);
    expect(soldier(made, 'joe')).toMatchObject({ x: 26, pinned: false });
  });
});

describe('points along a run, and checks that act on nothing', () => {
  it('alongPath finds how far along a bent path the point nearest the pointer lies', () => {
    const path = [{ x: 0, y: 0 }, { x: 10, y: 0 }, { x: 10, y: 10 }];
    expect(alongPath(path, { x: 4, y: 3 })).toBeCloseTo(4);
    expect(alongPath(path, { x: 12, y: 6 })).toBeCloseTo(16);
    expect(alongPath(path, { x: -5, y: 0 })).toBe(0);
    expect(alongPath(path, { x: 10, y: 30 })).toBeCloseTo(20);
    expect(pointAlong(path, alongPath(path, { x: 13, y: 5 }))).toEqual({ x: 10, y: 5 });
  });

  it('a sight check gives the distance and the cover in words, as a shot would see it', () => {
    const s = battle(table({ models: [us('a', 10, 10), de('g', 20, 10)], terrain: [line('stone-wall', 'wall', { x: 19, y: 5 }, { x: 19, y: 15 })] }));
    const c = previewSight(viewOf(s, 0), { x: 10, y: 10 }, { x: 20, y: 10 });
    expect(c).toMatchObject({ distance: 10, status: 'heavy' });
    expect(c.reason).toMatch(/heavy cover/);
    expect(previewSight(viewOf(s, 0), { x: 10, y: 10 }, { x: 10, y: 20 }).status).toBe('clear');
  });

  it('the odds of a Snap Fire at a point of the run are the fire odds at that point', () => {
    let s = battle(table({ models: [us('joe', 10, 30), de('fritz', 10, 10), de('hans', 46, 2, { weapon: 'pistol' })] }));
    s = step(s, 0, { type: 'run', soldier: 'joe', path: [{ x: 10, y: 20 }] });
    const v = viewOf(s, 1);
    expect(v.question?.kind).toBe('snap-fire');
    const near = previewSnap(v, 'fritz', 10);
    const far = previewSnap(v, 'fritz', 0);
    if (!near.ok || !far.ok) throw new Error('Fritz can snap-fire at both points');
    expect(near.plan.kind).toBe('aimed');
    expect(far.plan.kind).toBe('aimed');
    expect(near.plan.kind === 'aimed' && near.plan.distance).toBeCloseTo(10);
    expect(far.plan.kind === 'aimed' && far.plan.distance).toBeCloseTo(20);
    expect(near.models[0]!.shot!.words).toMatch(/Snap Fire -1/);
    expect(previewSnap(viewOf(ground(), 0), 'fritz', 3)).toMatchObject({ ok: false });
  });
});
