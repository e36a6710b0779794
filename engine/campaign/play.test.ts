import { describe, expect, it } from 'vitest';
import { campaignReport, fallOrder, soldierName } from './play';

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
    const ep = campaignReport('endless-patrol', order, { outcome: 'win', summary: 'won', stats: { casualties: 3, defeated: 4 } }, (id) => id !== 'gi-1')!;
    expect(ep.squad).toEqual(['gi-0', 'gi-2', 'gi-3']);
    expect(ep.unnamed).toEqual({ casualties: 1, kind: 'casualty-table', foes: 4, leftBehind: false, chosen: ['gi-0'] });
    const lp = campaignReport('lost-patrol', order, { outcome: 'loss', summary: 'lost', stats: { soldiersLeft: 2 } })!;
    expect(lp.unnamed).toMatchObject({ casualties: 3, kind: 'killed', leftBehind: true, chosen: ['gi-0', 'gi-1', 'gi-2'] });
    expect(campaignReport('lost-patrol', [null, null], { outcome: 'loss', summary: '', stats: {} })).toBeUndefined();
    expect(campaignReport('tally', order, { outcome: 'win', summary: '', stats: {} })).toBeUndefined();
  });
});
