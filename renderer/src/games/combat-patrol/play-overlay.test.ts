import { describe, expect, it } from 'vitest';
import { viewOf } from '../../../../engine/games/combat-patrol/battle/view';
import { fireOdds } from '../../../../engine/games/combat-patrol/odds/fire-odds';
import { battle, de, table, us } from '../../../../engine/games/combat-patrol/testing';
import { fireShown, fireTip, grenadeShown, moveShown } from './play-overlay';

const s = battle(table({ models: [de('gun', 10, 20, { weapon: 'mg42' }), us('a', 20, 20, { name: 'Able' }), us('b', 25, 22), us('far', 10, 2)], terrain: [], battle: { firstMove: 'German' } }));
const v = viewOf(s, 1);

describe('what the table shows for the plan in hand', () => {
  it('a move: the allowance ring round his start, inches left; too far: red and the engine refusal', () => {
    const ok = moveShown(v, 'gun', [{ x: 10, y: 17 }], 'move');
    expect(ok.overlay.ring).toEqual({ center: { x: 10, y: 20 }, radius: s.rules.combatMove });
    expect(ok.words).toBe(`${(s.rules.combatMove - 3).toFixed(1)} in left of ${s.rules.combatMove} in`);
    expect(ok.overlay.path?.ok).toBe(true);
    const far = moveShown(v, 'gun', [{ x: 10, y: 20 - s.rules.combatMove - 1 }], 'move');
    expect(far.overlay.path?.ok).toBe(false);
    expect(far.words).toMatch(/^Too far: /);
  });

  it('an MG arc turned to bearing 90: every model in it with his odds, ringed on the table', () => {
    const a = { type: 'fire' as const, soldier: 'gun', weapon: 'mg42', method: 'special' as const, bearing: 90 };
    const shown = fireShown(v, a);
    const engine = fireOdds(s, 'gun', a);
    if (!engine.ok) throw new Error(engine.error.message);
    expect(shown.lines.map((l) => l.id).sort()).toEqual(engine.models.map((m) => m.id).sort());
    expect(shown.overlay.highlight?.slice().sort()).toEqual(['a', 'b']);
    expect(shown.overlay.arc?.facingDeg).toBe(0);
    expect(shown.headline).toMatch(/arc on bearing 90°: 2 in it/);
  });

  it('an aimed shot: the chance with its modifiers in words, the range band and the wound bands', () => {
    const a = { type: 'fire' as const, soldier: 'gun', weapon: 'mg42', method: 'standard' as const, target: 'a' };
    const shown = fireShown(v, a);
    const engine = fireOdds(s, 'gun', a);
    if (!engine.ok) throw new Error(engine.error.message);
    expect(shown.headline).toContain(engine.models[0]!.shot!.words);
    expect(shown.range).toMatch(/^optimum range: 10\.0 in/);
    expect(shown.wounds).toMatch(/^killed \d+%, critical wound \d+%/);
  });

  it('a grenade: the blast at the point, and a dashed circle as far as the worst scatter can take it', () => {
    const g = battle(table({ models: [us('thrower', 10, 10, { grenades: 2 }), de('fritz', 10, 15)], terrain: [] }));
    const shown = grenadeShown(viewOf(g, 0), 'thrower', { x: 10, y: 15 }, 'hand-grenade');
    // A 5+ man throws with inverted accuracy 5: a 10 scatters it 5 in, the most any roll allows.
    expect(shown.overlay.reach).toMatchObject({ center: { x: 10, y: 15 }, radius: 5 });
    expect(shown.words).toMatch(/up to 5 in from the point/);
  });

  it('beside the target: the roll needed, every modifier, the chance he is hit at least once, and the wound bands', () => {
    // The MG42's standard method: 3 shots at -1 each.
    const a = { type: 'fire' as const, soldier: 'gun', weapon: 'mg42', method: 'standard' as const, target: 'a' };
    const shown = fireShown(v, a);
    const engine = fireOdds(s, 'gun', a);
    if (!engine.ok) throw new Error(engine.error.message);
    const m = engine.models[0]!;
    const tip = fireTip(v, shown, 'a');
    expect(tip[0]).toBe(`Able: needs ${m.shot!.neededText}, ${Math.round(m.shot!.chance * 100)}% each shot`);
    expect(tip).toContain('accuracy 5+');
    expect(tip).toContain('standard method 3/-1 -1');
    expect(tip).toContain(`hit at least once: ${Math.round(m.hitAtLeastOnce * 100)}% (3 shots)`);
    expect(tip.at(-1)).toMatch(/^if hit: killed \d+%/);
    expect(shown.lines[0]?.hitOnce).toBe(`${Math.round(m.hitAtLeastOnce * 100)}%`);
    expect(fireTip(v, shown, 'far')).toEqual([]);
    expect(tip).toContain('if missed, his Reaction Test needs 5+ (accuracy 5+)');
  });

  it('in an arc: each man his bullet, counted with the D2-1 (none half the time)', () => {
    const a = { type: 'fire' as const, soldier: 'gun', weapon: 'mg42', method: 'special' as const, bearing: 90 };
    const tip = fireTip(v, fireShown(v, a), 'b');
    expect(tip).toContain('his Reaction Test needs 6+ (accuracy 5+; machine-gun fire -1)');
    expect(tip[0]).toMatch(/^b: needs \d+\+, \d+% a bullet$/);
    expect(tip.find((l) => l.startsWith('hit at least once'))).toMatch(/\(D2-1 bullets: none half the time\)$/);
  });
});
