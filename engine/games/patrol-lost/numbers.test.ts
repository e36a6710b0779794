import { describe, expect, it } from 'vitest';
import { patrolLost } from './definition';
import { act, botGame, build, loadDice } from './testing';
import { attackDice, nextPhase, PHASES, reinforcementFrom } from './numbers';
import { GOOD_GUYS } from './tiles';
import type { PatrolLostAction, PatrolLostState } from './types';

describe("Patrol: Lost!'s rule numbers", () => {
  it('a turn runs through the phases in order, the clear-up leading to the next turn', () => {
    expect(PHASES).toEqual(['good', 'removal', 'place', 'bad', 'attack', 'clear-up']);
    expect(nextPhase('good')).toBe('removal');
    expect(nextPhase('clear-up')).toBe('good');
  });

  it('the rules follow that order: within a turn a game never steps back a phase', () => {
    for (const seed of [1, 2, 3]) {
      const g = botGame(seed, 'easy', 'easy');
      let s: PatrolLostState = patrolLost.setup(seed, { turnLimit: 60 });
      let seen = 0;
      for (const a of g.actions) {
        const before = { turn: s.turn, at: PHASES.indexOf(s.phase as never) };
        s = patrolLost.apply(s, a.action as PatrolLostAction, a.seat);
        if (s.phase === 'over' || s.turn === 0) continue;
        const at = PHASES.indexOf(s.phase as never);
        expect(at).toBeGreaterThanOrEqual(0);
        if (s.turn === before.turn) expect(at).toBeGreaterThanOrEqual(before.at);
        else expect(s.phase).toBe(PHASES[0]);
        seen++;
      }
      expect(seen).toBeGreaterThan(20);
    }
  });

  it("a Good Guy's attack dice are his piece's, and two Bad Guys come in (one when one is left)", () => {
    expect(GOOD_GUYS.map((_, i) => attackDice(i))).toEqual(GOOD_GUYS.map((g) => g.attackDice));
    expect(attackDice(GOOD_GUYS.findIndex((g) => g.role === 'ranged'))).toBe(6);
    expect([reinforcementFrom(5), reinforcementFrom(1), reinforcementFrom(0)]).toEqual([2, 1, 0]);
  });

  it('a hazard lets a Good Guy through on 1-3 and holds him on 4-6', () => {
    const map = (): PatrolLostState =>
      build({
        tiles: [
          { kind: 'straight-hazard', q: 0, r: -1, exits: ['N', 'S'] },
          { kind: 'straight', q: 0, r: -2, exits: ['N', 'S'] },
          { kind: 'end', q: 9, r: 9 },
        ],
        goods: [[0, -1], null, null, null, null],
        restRemoved: true,
      });
    for (const [die, through] of [[3, true], [4, false]] as const) {
      const s = act(loadDice(map(), [die]), { type: 'move', guy: 0, dir: 'N' });
      expect(s.dice).toMatchObject({ kind: 'hazard', die, moved: through });
    }
  });
});
