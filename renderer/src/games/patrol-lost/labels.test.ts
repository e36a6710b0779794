import { describe, expect, it } from 'vitest';
import { patrolLost as pl } from '../../../../engine/games/patrol-lost/definition';
import { act, build, loadDice } from '../../../../engine/games/patrol-lost/testing';
import { PHASES } from '../../../../engine/games/patrol-lost/preview';
import { diceWords, HAZARD_KEY, pendingHint, pileRows, roleKey, STEPS } from './labels';

/** A fight north of Start: 3 Bad Guys against Able and Baker (riflemen), one path on each side. */
function fight() {
  return build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
      { kind: 'straight', q: 0, r: -2, exits: ['N', 'S'] },
      { kind: 'end', q: 9, r: 9 },
    ],
    goods: [[0, -1], [0, -1], null, null, null],
    restRemoved: true,
    phase: 'attack',
  });
}

describe("Patrol: Lost!'s words after a fight", () => {
  it('a tie is called a tie in the prompt to push the Good Guys back, as in the dice and the log', () => {
    // Bad Guys 3 (die 1, never below their number); Good Guys best of 3 and 1: 3.
    const s = act(loadDice(fight(), [1, 3, 1]), { type: 'fight', q: 0, r: -1 });
    const view = pl.view(s, 1);
    expect(view.pending?.kind).toBe('push-good');
    const hint = pendingHint(view.pending) ?? '';
    expect(hint).toMatch(/^A tie/);
    expect(hint).not.toMatch(/won/);
    expect(diceWords(view.dice, view)?.note).toMatch(/A tie\.$/);
  });

  it('a Bad Guy win says so once the fallen man is taken off', () => {
    // Bad Guys 6; Good Guys best of 1 and 1: 1. Able and Baker play alike: one falls without asking.
    const s = act(loadDice(fight(), [6, 1, 1]), { type: 'fight', q: 0, r: -1 });
    const view = pl.view(s, 1);
    expect(view.pending?.kind).toBe('push-good');
    expect(pendingHint(view.pending)).toMatch(/^The Bad Guys won/);
  });

  it('says nothing when no decision waits in the middle of a phase', () => {
    expect(pendingHint(null)).toBeNull();
  });
});

describe("Patrol: Lost!'s pile by tile type", () => {
  it('lists what is left of each type, the End last, adding up to the pile and the End', () => {
    const s = pl.setup(3, { turnLimit: 60 });
    const view = pl.view(s, 0);
    const rows = pileRows(view.pileKinds);
    expect(rows.reduce((n, r) => n + r.count, 0)).toBe(view.pileCount + 1);
    expect(rows.at(-1)).toMatchObject({ kind: 'end', count: 1, exits: ['N'] });
    expect(rows.find((r) => r.kind === 'three-way')).toMatchObject({ name: 'Three-way branch', exits: ['N', 'SE', 'SW'], hazard: false });
    expect(pileRows({ straight: 2 })).toEqual([{ kind: 'straight', name: 'Straight', count: 2, exits: ['N', 'S'], hazard: false }]);
  });
});

describe("Patrol: Lost!'s keys and dice, in the engine's numbers", () => {
  it("the step bar follows the engine's phase order", () => {
    expect(STEPS.map((s) => s.phase)).toEqual([...PHASES]);
  });

  it("the role key and the hazard key say the pieces' dice and the hazard roll", () => {
    expect(roleKey('standard')).toBe('rifleman: 3 attack dice');
    expect(roleKey('ranged')).toBe('ranged: 6 dice, +1 in sight');
    expect(roleKey('close')).toBe('close combat: +1 on his tile');
    expect(HAZARD_KEY).toBe('Hazard: a roll of 1-3 to move off');
  });

  it('a hazard roll and an attack are told with the rules’ numbers', () => {
    const goods = { goods: [{ name: 'Able' }] } as never;
    expect(diceWords({ kind: 'hazard', guy: 0, die: 5, moved: false }, goods)?.note).toBe('Held up: the action is lost (4-6).');
    expect(diceWords({ kind: 'hazard', guy: 0, die: 2, moved: true }, goods)?.note).toBe('Got through (1-3).');
    expect(diceWords({ kind: 'attack', guy: 0, dice: [6, 2, 6], hits: 2 }, goods)?.note).toBe('2 hits (each 6).');
  });
});
