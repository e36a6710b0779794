import { describe, expect, it } from 'vitest';
import { badWhy, goodWhy } from './bots/policy';
import { sense } from './bots/sense';
import { act, build, loadDice, said } from './testing';
import type { PatrolLostState } from './types';

/** Able, Baker and Dog on a straight north of Start with `bad` Bad Guys, in the attack phase; Easy on a curve further north. */
function fight(bad: number, names?: string[]): PatrolLostState {
  const f: [number, number] = [0, -1];
  const s = build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad },
      { kind: 'straight', q: 0, r: -2, exits: ['N', 'S'] },
      { kind: 'slight-curve', q: 0, r: -3, exits: ['S', 'NE'] },
      { kind: 'end', q: 9, r: 9 },
    ],
    goods: [f, f, null, f, [0, -3]],
    restRemoved: true,
    phase: 'attack',
  });
  if (names) s.options = { ...s.options, names };
  return s;
}

describe('Patrol: Lost! words read as English', () => {
  it('one Bad Guy attacks, two attack', () => {
    expect(said(act(loadDice(fight(1), [2, 2, 3]), { type: 'fight', q: 0, r: -1 }))).toMatch(/^1 Bad Guy attacks Able, Baker and Dog on /);
    expect(said(act(loadDice(fight(2), [2, 2, 3]), { type: 'fight', q: 0, r: -1 }))).toMatch(/^2 Bad Guys attack Able, Baker and Dog on /);
  });

  it('of two Bad Guys moved, 1 arrives', () => {
    const s = build({
      tiles: [
        { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 2 },
        { kind: 'straight', q: 0, r: -2, exits: ['N', 'S'] },
        { kind: 'end', q: 9, r: 9 },
      ],
      goods: [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]],
      restRemoved: true,
      phase: 'bad',
    });
    expect(said(act(s, { type: 'advance', q: 0, r: -1, dir: 'N', count: 2 }, 1))).toMatch(/; 1 arrives, one goes back to the pool\.$/m);
  });

  it('a computer Bad Guy’s reason names the men on a tile as a list ("A, B and C’s tile") and counts one Bad Guy as one', () => {
    const s = fight(0, ['Pvt. A', 'Pvt. B', 'Pvt. C', 'Pvt. D', 'Pvt. E']);
    const k = sense(s);
    expect(badWhy(k, { type: 'add', q: 0, r: -1 })).toBe("Reinforcements onto Pvt. A, Pvt. B and Pvt. D's tile.");
    expect(badWhy(k, { type: 'advance', q: 0, r: -2, dir: 'S', count: 1 })).toBe("Moved 1 Bad Guy onto Pvt. A, Pvt. B and Pvt. D's tile.");
    expect(badWhy(k, { type: 'place', q: 0, r: -3 })).toBe("New Bad Guys come on onto Pvt. E's tile.");
  });

  it('a computer Good Guy attacks "the Bad Guy" when there is one', () => {
    const s = fight(1);
    expect(goodWhy(sense(s), { type: 'attack', guy: 0 })).toBe('Able attacks the Bad Guy on his tile.');
    expect(goodWhy(sense(fight(3)), { type: 'attack', guy: 0 })).toBe('Able attacks the 3 Bad Guys on his tile.');
  });
});
