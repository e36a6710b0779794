import { stepText } from '../../core/gate';
import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/pipeline';
import { endlessPatrol as ep } from './index';
import { stacked } from './testing';
import type { EndlessPatrolAction, EndlessPatrolState } from './types';

const names = Array.from({ length: 15 }, (_, i) => `Pvt. Soldier${i + 1}`);

function act(s: EndlessPatrolState, a: EndlessPatrolAction): EndlessPatrolState {
  const res = applyAction(ep, s, 0, a);
  if (!res.ok) throw new Error(res.error.message);
  return res.state;
}

describe('Endless Patrol played from a campaign: named soldiers', () => {
  it('takes the 15 names as an option, and refuses a wrong count or an empty name', () => {
    expect(ep.parseOptions({ names })).toEqual({ ok: true, options: { dCancelsMinefields: false, names } });
    expect(ep.parseOptions({})).toEqual({ ok: true, options: { dCancelsMinefields: false } });
    const short = ep.parseOptions({ names: names.slice(1) });
    expect(short.ok ? '' : short.error.message).toMatch(/15 names/);
    const empty = ep.parseOptions({ names: [...names.slice(1), ' '] });
    expect(empty.ok ? '' : empty.error.message).toMatch(/name/);
  });

  it('names each casualty in the log, in the order given (the first names fall first)', () => {
    const s = stacked({ hand: [], inPlay: ['sniper', 'ss-troops'], options: { names } });
    const a = act(s, { type: 'end-fire' });
    const lines = stepText(ep, a.events).filter((l) => l.includes('casualty'));
    expect(lines).toEqual(['Sniper inflicts a casualty: Pvt. Soldier1 is hit; 14 soldiers left.', 'SS Troops inflicts a casualty: Pvt. Soldier2 is hit; 13 soldiers left.']);
    expect(ep.view(a, 0).options.names).toEqual(names);
  });

  it('without names the log reads as before', () => {
    const a = act(stacked({ hand: [], inPlay: ['sniper'] }), { type: 'end-fire' });
    expect(stepText(ep, a.events)).toContain('Sniper inflicts a casualty: 14 soldiers left.');
  });
});
