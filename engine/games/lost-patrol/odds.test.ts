import { describe, expect, it } from 'vitest';
import { lostPatrol } from './definition';
import { attackChance, bidHolds, bidOdds, holdChance, horrorAttacks, loseChance, losingFaces, RETREAT_CHANCE } from './odds';
import { act, fresh, loadDice, place } from './testing';
import { CENTRE } from './tiles';

describe('the horror odds', () => {
  it('come from the rules: a bid of b is lost on b or more; the patrol is attacked on 1, 3, 5, pursuers on 1 or 3', () => {
    expect([2, 3, 4, 5].map(loseChance)).toEqual([5 / 6, 4 / 6, 3 / 6, 2 / 6]);
    expect([2, 3, 4, 5].map(holdChance)).toEqual([1 / 6, 2 / 6, 3 / 6, 4 / 6]);
    expect(loseChance(1)).toBe(1);
    expect([1, 2, 5, 6].map(losingFaces)).toEqual(['1–6', '2–6', '5–6', '6']);
    expect(attackChance('patrol')).toBe(0.5);
    expect(attackChance('pursuers')).toBe(2 / 6);
    expect(RETREAT_CHANCE).toBe(0.5);
  });

  it('lists each allowed bid with what is left and the chance of another round', () => {
    const o = bidOdds(2, 5, 6);
    expect(o.map((x) => x.bid)).toEqual([2, 3, 4, 5]);
    expect(o[3]).toEqual({ bid: 5, lose: 2 / 6, loseOn: '5–6', leftIfLost: 1, again: 1 / 6 });
    expect(bidOdds(1, 1, 1)).toEqual([{ bid: 1, lose: 1, loseOn: '1–6', leftIfLost: 0, again: 0 }]);
  });

  it('are what the rules roll: for every bid and die face, the fight goes as bidHolds says', () => {
    for (let bid = 2; bid <= 5; bid++) {
      for (let roll = 1; roll <= 6; roll++) {
        // Step onto a tile, the horror attacks (1), then the bid's die shows `roll` (and 1: it retreats).
        const s = fresh();
        place(s, CENTRE, 'straight', 1);
        s.patrol.from = 3;
        loadDice(s, [1, roll, 1]);
        const attacked = act(s, { type: 'move', dir: 'E' });
        expect(horrorAttacks('patrol', 1)).toBe(true);
        expect(attacked.phase).toBe('bid');
        const after = act(attacked, { type: 'bid', soldiers: bid });
        expect(after.patrol.soldiers).toBe(bidHolds(bid, roll) ? 10 : 10 - bid);
        expect(lostPatrol.result(after)).toBeNull();
      }
    }
  });
});
