import { combatPatrol } from './definition';
import { stepText } from '../../../core/gate';
import { describe, expect, it } from 'vitest';
import { answer, area, battle, de, line, play, rect, soldier, step, table, us } from '../testing';
import { templates } from './legal';
import type { CombatPatrolAction, CombatPatrolState } from './types';

/** Joe (US) at (10, 20); a fence at x = 12; a ploughed field from x = 20 to 24; Germans far away. */
function ground(extra: Parameters<typeof table>[0]['models'] = []): CombatPatrolState {
  return battle(
    table({
      models: [us('joe', 10, 20), de('fritz', 46, 2, { weapon: 'pistol' }), ...extra],
      terrain: [line('wooden-fence', 'fence', { x: 12, y: 10 }, { x: 12, y: 30 }), area('ploughed-field', 'field', rect(20, 10, 24, 30))],
    }),
  );
}

const move = (x: number, y: number, extra: { drag?: string } = {}): CombatPatrolAction => ({ type: 'move', soldier: 'joe', path: [{ x, y }], ...extra });
const run = (x: number, y: number, gamble?: number): CombatPatrolAction => ({ type: 'run', soldier: 'joe', path: [{ x, y }], ...(gamble ? { gamble } : {}) });

describe('movement (the author\'s movement notes; house allowances)', () => {
  it('a Combat Move is 5 in; a fence costs 1 in to cross', () => {
    expect(soldier(step(ground(), 0, move(10, 25)), 'joe')).toMatchObject({ x: 10, y: 25 });
    expect(() => step(ground(), 0, move(15, 20))).toThrow(/Too far: 5\.0 in moved costs 6\.0 in \(1 obstacle at 1 in each\); a Combat Move allows 5 in/);
    expect(soldier(step(ground(), 0, move(14, 20)), 'joe').x).toBe(14);
  });

  it('a path of several legs: each leg measured, the total within the allowance', () => {
    const s = step(ground(), 0, { type: 'move', soldier: 'joe', path: [{ x: 10, y: 22 }, { x: 11, y: 22 }, { x: 11, y: 24 }] });
    expect(soldier(s, 'joe')).toMatchObject({ x: 11, y: 24 });
    expect(stepText(combatPatrol, s.events)[0]).toMatch(/joe makes a Combat Move: 5\.0 in moved costs 5\.0 in/);
  });

  it('difficult ground counts double', () => {
    const s = ground();
    const at18 = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'joe' ? { ...m, x: 18 } : m)) };
    expect(() => step(at18, 0, move(23, 20))).toThrow(/5\.0 in moved costs 8\.0 in \(3\.0 in of difficult ground counted double\)/);
    expect(soldier(step(at18, 0, move(21.5, 20)), 'joe').x).toBe(21.5);
  });

  it('no moving through another model, nor off the table; bases may touch', () => {
    const s = ground([us('bob', 12.5, 20)]);
    expect(() => step(s, 0, { type: 'move', soldier: 'joe', path: [{ x: 14, y: 20 }] })).toThrow(/runs through bob/);
    expect(soldier(step(s, 0, move(11.5, 20)), 'joe').x).toBe(11.5);
    const edge = ground();
    expect(() => step(edge, 0, { type: 'move', soldier: 'joe', path: [{ x: 10, y: 18 }, { x: -1, y: 18 }] })).toThrow(/leaves the table/);
  });

  it('a Run Move is 10 in; the move template gives its bounds', () => {
    const s = step(ground(), 0, run(10, 30));
    expect(soldier(s, 'joe')).toMatchObject({ x: 10, y: 30, activated: true });
    const t = ground();
    const tpl = templates(t, 0).find((x) => x.base.type === 'run');
    expect(tpl?.params.path).toMatchObject({ kind: 'path', from: { x: 10, y: 20 }, maxLength: 10, maxPoints: 8 });
    expect(tpl?.params.gamble).toMatchObject({ kind: 'number', min: 0, max: 9, step: 1 });
  });

  it('Run Move over fences: D10 of the number crossed or less trips him, pinned just after that fence', () => {
    const s = battle(
      table({
        models: [us('joe', 10, 20), de('fritz', 46, 2, { weapon: 'pistol' })],
        terrain: [line('wooden-fence', 'f1', { x: 12, y: 10 }, { x: 12, y: 30 }), line('wooden-fence', 'f2', { x: 15, y: 10 }, { x: 15, y: 30 })],
      }),
    );
    const tripped = play(s, run(18, 20), [2]);
    expect(soldier(tripped, 'joe')).toMatchObject({ x: 15.5, y: 20, pinned: true });
    expect(stepText(combatPatrol, tripped.events).join(' ')).toMatch(/Trip test over 2 obstacles: rolled 2, he trips just after the wooden fence and is pinned/);
    const clear = play(s, run(18, 20), [3]);
    expect(soldier(clear, 'joe')).toMatchObject({ x: 18, pinned: false });
  });

  it('the gamble: declare X in of difficult ground crossed as open; a D10 above X makes it', () => {
    const s = ground();
    const at18 = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'joe' ? { ...m, x: 17 } : m)) };
    expect(() => step(at18, 0, run(26, 20))).toThrow(/9\.0 in moved costs 13\.0 in/);
    const made = play(at18, run(26, 20, 4), [5]);
    expect(soldier(made, 'joe')).toMatchObject({ x: 26, pinned: false });
    expect(() => step(at18, 0, run(26, 20, 5))).toThrow(/crosses only 4\.0 in of difficult ground: gamble at most 4 in/);
  });

  it('a failed gamble: another D10 is how far he gets, then he stops, pinned; on a 10 the opponent chooses', () => {
    const s = ground();
    const at17 = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'joe' ? { ...m, x: 17 } : m)) };
    const failed = play(at17, run(26, 20, 4), [4, 3]);
    expect(soldier(failed, 'joe')).toMatchObject({ x: 20, pinned: true });
    let ten = play(at17, run(26, 20, 4), [2, 10]);
    expect(ten.pending!.question).toMatchObject({ kind: 'stop-at', seat: 1, max: 9 });
    expect(() => answer(ten, { type: 'stop-at', inches: 9.5 })).toThrow(/Choose from 0 to 9 in/);
    ten = answer(ten, { type: 'stop-at', inches: 1 });
    expect(soldier(ten, 'joe')).toMatchObject({ x: 18, pinned: true });
  });

  it('dragging a wounded friend: part of a Combat Move, every inch counts double; the dragged man is marked (-1 to his next shooting)', () => {
    let s = ground([us('hurt', 10, 21)]);
    s = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, condition: 'light' as const } : m)) };
    expect(() => step(s, 0, move(10, 17, { drag: 'hurt' }))).toThrow(/costs 6\.0 in \(dragging a wounded man doubles it all\)/);
    s = step(s, 0, move(10, 17.5, { drag: 'hurt' }));
    expect(soldier(s, 'hurt')).toMatchObject({ x: 10, y: 18.5, dragged: true });
    expect(() => step(ground([us('fine', 10, 21)]), 0, move(10, 18, { drag: 'fine' }))).toThrow(/only a lightly or seriously wounded man may be dragged/);
  });

  it('the dragged man shoots at a further -1 at his next activation, and only then', () => {
    let s = battle(table({ models: [us('joe', 10, 20), us('hurt', 10, 21), de('fritz', 10, 40), de('hans', 46, 2, { weapon: 'pistol' })] }));
    s = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, condition: 'light' as const } : m)) };
    s = step(s, 0, move(10, 18, { drag: 'hurt' }));
    s = step(s, 0, { type: 'end-activation' });
    s = step(s, 1, { type: 'hold', soldier: 'fritz' });
    const log: string[] = [];
    s = play(s, { type: 'fire', soldier: 'hurt', weapon: 'm1-garand', method: 'standard', target: 'fritz' }, [6, 9], log);
    expect(log.join('\n')).toMatch(/needs 7\+ \(accuracy 5\+; shooter lightly wounded -1; shooter was dragged -1\); rolled 6, a miss/);
    s = step(s, 0, { type: 'end-activation' });
    expect(soldier(s, 'hurt').dragged).toBe(false);
  });
});
