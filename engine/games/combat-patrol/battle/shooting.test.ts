import { describe, expect, it } from 'vitest';
import { fireOdds } from '../odds/fire-odds';
import { battle, de, line, play, soldier, step, table, us } from '../testing';
import type { CombatPatrolAction } from './types';

const garand = (target = 'jerry', method: 'standard' | 'special' = 'standard'): Extract<CombatPatrolAction, { type: 'fire' }> => ({ type: 'fire', soldier: 'para', weapon: 'm1-garand', method, target });

/** The source's example: a 4+ paratrooper, M1 Garand, 10 in from a German behind a wooden fence. */
function example(extra: Parameters<typeof table>[0]['models'] = []) {
  return battle(
    table({
      models: [us('para', 10, 20, { accuracy: 4 }), de('jerry', 20, 20, { accuracy: 6 }), ...extra],
      terrain: [line('wooden-fence', 'fence', { x: 19, y: 14 }, { x: 19, y: 26 })],
    }),
  );
}

describe('shooting, as the source works it', () => {
  it("the worked example: 4+ less the fence's light cover needs 5+; a 5 hits", () => {
    const s = example();
    const odds = fireOdds(s, 'para', garand());
    expect(odds.ok && odds.models[0]!.shot).toMatchObject({ needed: 5, chance: 0.6 });
    expect(odds.ok && odds.models[0]!.shot!.words).toMatch(/^needs 5\+ \(accuracy 4\+; wooden fence 1\.0 in in front of the target: light cover -1\): 60%$/);
    const log: string[] = [];
    const after = play(s, garand(), [5, [4, 6]], log);
    expect(log.join('\n')).toMatch(/The shot: needs 5\+ .*rolled 5, a hit\.\nWound roll 4 \+ 6 = 10: light wound/);
    expect(soldier(after, 'jerry').condition).toBe('light');
    expect(soldier(after, 'para').stats).toMatchObject({ shots: 1, hits: 1 });
  });

  it('a 4 misses, and a miss makes the target take a Reaction Test instead of a wound roll', () => {
    const log: string[] = [];
    const after = play(example(), garand(), [4, 5], log);
    expect(log.join('\n')).toMatch(/rolled 4, a miss\.\njerry takes a Reaction Test: needs 5\+ \(accuracy 6\+; in cover \+1\); rolled 5, passes/);
    expect(soldier(after, 'jerry')).toMatchObject({ condition: 'ok', pinned: false });
  });

  it('the special method X/-Y fires X shots at -Y: the Garand 2/-1 needs 6+ behind the fence, two D10s', () => {
    const log: string[] = [];
    const after = play(example(), garand('jerry', 'special'), [6, [1, 1], 5, 7], log);
    expect(log.filter((l) => /^Shot \d/.test(l))).toEqual([
      expect.stringMatching(/^Shot 1: needs 6\+ \(accuracy 4\+; special method 2\/-1 -1; wooden fence .* -1\); rolled 6, a hit/),
      expect.stringMatching(/^Shot 2: needs 6\+ .*rolled 5, a miss/),
    ]);
    expect(soldier(after, 'para').stats).toMatchObject({ shots: 2, hits: 1 });
  });

  it('beyond optimum range -1; beyond maximum range refused', () => {
    const far = battle(table({ models: [us('para', 2, 20, { accuracy: 4 }), de('jerry', 30, 20)] }));
    const odds = fireOdds(far, 'para', garand());
    expect(odds.ok && odds.models[0]!.shot).toMatchObject({ needed: 5 });
    expect(odds.ok && odds.models[0]!.shot!.words).toMatch(/beyond optimum range \(28\.0 in, optimum 24 in\) -1/);
    const out = battle(table({ models: [us('para', 1, 1), de('jerry', 40, 40)] }));
    expect(() => step(out, 0, garand())).toThrow(/beyond the M1 Garand rifle's maximum range of 48 in/);
  });

  it('a natural 10 hits when 12+ is needed, a natural 1 misses when 2+ would do', () => {
    const s = battle(
      table({
        models: [us('para', 2, 20, { accuracy: 9 }), de('jerry', 30, 20)],
        terrain: [line('stone-wall', 'wall', { x: 29, y: 10 }, { x: 29, y: 30 })],
      }),
    );
    const hard = fireOdds(s, 'para', garand());
    expect(hard.ok && hard.models[0]!.shot).toMatchObject({ needed: 12, neededText: 'a natural 10', chance: 0.1 });
    expect(soldier(play(s, garand(), [10, [10, 10]]), 'jerry').condition).toBe('dead');
    const easy = battle(table({ models: [us('para', 10, 20, { accuracy: 2 }), de('jerry', 12, 20)] }));
    const o = fireOdds(easy, 'para', garand());
    expect(o.ok && o.models[0]!.shot).toMatchObject({ needed: 2, chance: 0.9 });
    const log: string[] = [];
    const after = play(easy, garand(), [1, 9], log);
    expect(log.join('\n')).toMatch(/rolled 1, a miss/);
    expect(soldier(after, 'jerry').condition).toBe('ok');
  });

  it("the shooter's light wound, his being pinned and having been dragged each take 1 off", () => {
    let s = example([us('mate', 10, 21)]);
    s = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'para' ? { ...m, condition: 'light' as const, pinned: true, dragged: true } : m)) };
    const odds = fireOdds(s, 'para', garand());
    expect(odds.ok && odds.models[0]!.shot!.needed).toBe(8);
    expect(odds.ok && odds.models[0]!.shot!.words).toMatch(/shooter lightly wounded -1; shooter pinned -1; shooter was dragged -1/);
  });

  it('heavy cover -2; a pinned target lying in the open counts as light cover', () => {
    const s = battle(
      table({ models: [us('para', 10, 20, { accuracy: 4 }), de('jerry', 20, 20), de('hans', 20, 30)], terrain: [line('stone-wall', 'w', { x: 19, y: 14 }, { x: 19, y: 26 })] }),
    );
    const odds = fireOdds(s, 'para', garand());
    expect(odds.ok && odds.models[0]!.shot!.needed).toBe(6);
    const pinned = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hans' ? { ...m, pinned: true } : m)) };
    const o2 = fireOdds(pinned, 'para', garand('hans'));
    expect(o2.ok && o2.models[0]!.shot).toMatchObject({ needed: 5 });
    expect(o2.ok && o2.models[0]!.shot!.words).toMatch(/target is prone \(pinned\): light cover -1/);
  });

  it('no shot through a building, with the reason; no shot at a friend or a man already down', () => {
    const s = battle(
      table({
        models: [us('para', 10, 20), de('jerry', 30, 20), us('mate', 10, 25), de('down', 12, 30)],
        terrain: [{ ...line('road', 'x', { x: 0, y: 0 }, { x: 1, y: 0 }), kind: 'building', closed: true, width: 0, points: [{ x: 18, y: 15 }, { x: 22, y: 15 }, { x: 22, y: 25 }, { x: 18, y: 25 }] }],
      }),
    );
    expect(() => step(s, 0, garand())).toThrow(/cannot see jerry: blocked by building/);
    expect(() => step(s, 0, garand('mate'))).toThrow(/Choose an enemy soldier/);
    const down = { ...s, soldiers: s.soldiers.map((m) => (m.id === 'down' ? { ...m, condition: 'serious' as const } : m)) };
    expect(() => step(down, 0, garand('down'))).toThrow(/already out of the fight/);
  });
});
