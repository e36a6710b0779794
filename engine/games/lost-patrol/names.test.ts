import { describe, expect, it } from 'vitest';
import { stepText } from '../../core/gate';
import { lostPatrol } from './definition';
import { act, fresh, loadDice, place } from './testing';
import type { LostPatrolState } from './types';

const names = ['Sgt. A', 'Cpl. B', 'Pvt. C', 'Pvt. D', 'Pvt. E', 'Pvt. F', 'Pvt. G', 'Pvt. H', 'Pvt. I', 'Pvt. J'];
const CENTRE = 24;

function attackedNamed(rolls: number[]): LostPatrolState {
  const s = fresh({ names });
  place(s, CENTRE, 'straight', 1);
  s.patrol.from = 3;
  loadDice(s, rolls);
  return act(s, { type: 'move', dir: 'E' });
}

describe('The Lost Patrol played from a campaign: named soldiers', () => {
  it('takes the 10 names in the base game only', () => {
    expect(lostPatrol.parseOptions({ names })).toMatchObject({ ok: true, options: { names } });
    const deserter = lostPatrol.parseOptions({ names, deserter: true });
    expect(deserter.ok ? '' : deserter.error.message).toMatch(/base game/);
    const short = lostPatrol.parseOptions({ names: names.slice(2) });
    expect(short.ok ? '' : short.error.message).toMatch(/10 names/);
  });

  it('names the soldiers who face the horror and those it takes, round after round, in the order given', () => {
    const s = attackedNamed([1, 6, 2, 3, 3]);
    const n = act(s, { type: 'bid', soldiers: 4 });
    expect(stepText(lostPatrol, n.events).slice(0, 2)).toEqual(['Bid 4 soldiers against the horror: Sgt. A, Cpl. B, Pvt. C and Pvt. D.', 'Rolled 6: Sgt. A, Cpl. B, Pvt. C and Pvt. D are lost; 6 left.']);
    const m = act(n, { type: 'bid', soldiers: 2 });
    expect(stepText(lostPatrol, m.events).slice(0, 2)).toEqual(['Bid 2 soldiers against the horror: Pvt. E and Pvt. F.', 'Rolled 3: Pvt. E and Pvt. F are lost; 4 left.']);
  });

  it('a horror seen off takes no one, and the next bid names the same men', () => {
    const s = attackedNamed([5, 4]);
    const n = act(s, { type: 'bid', soldiers: 5 });
    expect(stepText(lostPatrol, n.events)).toEqual(['Bid 5 soldiers against the horror: Sgt. A, Cpl. B, Pvt. C, Pvt. D and Pvt. E.', 'Rolled 4: the horror has been seen off... for now.']);
  });
});
