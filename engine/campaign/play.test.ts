import { describe, expect, it } from 'vitest';
import { endlessPatrolCampaign } from '../games/endless-patrol/campaign';
import { lostPatrolCampaign } from '../games/lost-patrol/campaign';
import { assignModels, fallOrder, namedScenario, soldierName } from './play';

const squad = Array.from({ length: 10 }, (_, i) => `gi-${i}`);

describe('playing from a campaign', () => {
  it('draws the falling order with the campaign and game seeds: the same seeds, the same order', () => {
    const a = fallOrder(squad, 5, 1);
    expect([...a].sort()).toEqual([...squad].sort());
    expect(fallOrder(squad, 5, 1)).toEqual(a);
    expect(fallOrder(squad, 5, 2)).not.toEqual(a);
    expect(fallOrder(squad, 6, 1)).not.toEqual(a);
  });

  it('names a GI by rank and name', () => {
    expect(soldierName({ rank: 'pfc', name: 'Walter Kowalski' })).toBe('PFC Walter Kowalski');
  });

  it('a report names as fallen the first men of the order, leaving out attached soldiers and GIs no longer on the roster', () => {
    const order = ['gi-0', null, 'gi-1', 'gi-2', null, 'gi-3'];
    const report = (hooks: typeof endlessPatrolCampaign, o: readonly (string | null)[], result: { outcome: 'win' | 'loss'; summary: string; stats: Record<string, number> }, onRoster: (id: string) => boolean = () => true) =>
      hooks.report({ squad: o }, { ...result, winner: null }, {}, onRoster);
    const ep = report(endlessPatrolCampaign, order, { outcome: 'win', summary: 'won', stats: { casualties: 3, defeated: 4 } }, (id) => id !== 'gi-1')!;
    expect(ep.squad).toEqual(['gi-0', 'gi-2', 'gi-3']);
    expect(ep.unnamed).toEqual({ casualties: 1, kind: 'casualty-table', foes: 4, leftBehind: false, chosen: ['gi-0'] });
    const lp = report(lostPatrolCampaign, order, { outcome: 'loss', summary: 'lost', stats: { soldiersLeft: 2 } })!;
    expect(lp.unnamed).toMatchObject({ casualties: 3, kind: 'killed', leftBehind: true, chosen: ['gi-0', 'gi-1', 'gi-2'] });
    expect(report(lostPatrolCampaign, [null, null], { outcome: 'loss', summary: '', stats: {} })).toBeUndefined();
  });
});

describe('a Combat Patrol! battle in a campaign', () => {
  const gi = (id: string, role: 'nco' | 'rifleman' | 'medic', experience: 'veteran' | 'regular' | 'inexperienced' = 'regular') => ({ id, seq: 0, name: `Man ${id}`, rank: role === 'nco' ? ('sgt' as const) : ('pvt' as const), role, joined: '', joinedAfter: null, status: 'active' as const, gamesOut: 0, gamesPlayed: 0, foesDefeated: 0, woundsTaken: 0, experience, notes: '', fellIn: null });
  const model = (id: string, side: string, nco = false, medic = false) => ({ id, name: id, side, experience: 'regular', accuracy: 5, nco, medic });

  it('gives NCO models to NCOs and medic models to medics, the rest in order; a model without a GI keeps its own soldier', () => {
    const models = [model('u1', 'US'), model('g1', 'German'), model('u2', 'US', true), model('u3', 'US', false, true), model('u4', 'US')];
    const out = assignModels(models, [gi('a', 'rifleman'), gi('b', 'nco'), gi('c', 'medic')]);
    expect(out.map((g) => g?.id ?? null)).toEqual(['a', 'b', 'c', null]);
    const named = namedScenario({ models }, out);
    expect(named.models.map((m) => [m.name, m.accuracy])).toEqual([['Pvt. Man a', 5], ['g1', 5], ['Sgt. Man b', 5], ['Pvt. Man c', 5], ['u4', 5]]);
    expect(namedScenario({ models }, [gi('v', 'rifleman', 'veteran')]).models[0]).toMatchObject({ experience: 'veteran', accuracy: 4 });
  });
});
