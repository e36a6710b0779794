import { describe, expect, it } from 'vitest';
import { viewOf } from './battle/view';
import { fireOdds } from './odds/fire-odds';
import { battleOfView, enteredDiceError, previewFire, previewMove, rangeBand } from './preview';
import { area, battle, de, rect, table, us } from './testing';

const s = battle(
  table({
    models: [us('a', 10, 10), us('b', 10, 12), de('g', 20, 10), de('gun', 30, 30, { weapon: 'mg42' })],
    terrain: [area('woods', 'w', rect(12, 11, 14, 15))],
    battle: { firstMove: 'US' },
  }),
);
const v = viewOf(s, 0);

describe('the play screen previews (engine functions on the seat view)', () => {
  it('a move within the allowance reports cost and inches left; too far is refused with the engine words', () => {
    const ok = previewMove(v, 'a', [{ x: 10, y: 6 }], 'combat');
    expect(ok).toMatchObject({ ok: true, cost: 4, allowance: s.rules.combatMove, left: s.rules.combatMove - 4 });
    const far = previewMove(v, 'a', [{ x: 10 - s.rules.combatMove - 2, y: 10 }], 'combat');
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.message).toMatch(/^Too far: .* a Combat Move allows \d+ in\.$/);
  });

  it('the odds of a shot are exactly the engine fire odds on the battle state', () => {
    const req = { weapon: 'm1-garand', method: 'standard' as const, target: 'g' };
    const shown = previewFire(v, 'a', req);
    const engine = fireOdds(s, 'a', req);
    expect(shown.ok && engine.ok).toBe(true);
    if (shown.ok && engine.ok) {
      expect(shown.models[0]!.shot!.chance).toBe(engine.models[0]!.shot!.chance);
      expect(shown.models[0]!.shot!.words).toBe(engine.models[0]!.shot!.words);
      expect(shown.wounds).toEqual(engine.wounds);
    }
  });

  it('the battle rebuilt from the view keeps the soldiers, table and rules', () => {
    const b = battleOfView(v);
    expect(b.soldiers).toBe(s.soldiers);
    expect(b.scenario).toBe(s.scenario);
    expect(b.rules).toEqual(s.rules);
  });

  it('entered dice a die cannot show are refused in words', () => {
    expect(enteredDiceError('D6', [7])).toMatch(/1 to 6/);
    expect(enteredDiceError('2D10', [3])).toMatch(/2 values/);
    expect(enteredDiceError('D10', [10])).toBeNull();
  });

  it('range bands', () => {
    expect(rangeBand(8, 12, 24)).toMatch(/^optimum range: 8\.0 in/);
    expect(rangeBand(14, 12, 24)).toMatch(/^long range/);
    expect(rangeBand(30, 12, 24)).toMatch(/^out of range/);
  });
});
