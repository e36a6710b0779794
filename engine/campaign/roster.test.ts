import { describe, expect, it } from 'vitest';
import { drawNames, FAMILY_NAMES, GIVEN_NAMES } from './names';
import { draftGis, pickSquad, replacementsDue } from './roster';
import { firstRoster, idOf } from './testing';
import { DEFAULT_RULES, type Gi } from './types';

describe('campaign names', () => {
  it('draws the same names from the same seed and roster, different ones from another seed', () => {
    expect(drawNames(42, 0, 15, [])).toEqual(drawNames(42, 0, 15, []));
    expect(drawNames(42, 0, 15, [])).not.toEqual(drawNames(43, 0, 15, []));
  });

  it('gives period names from the data file, never a name already on the roster, family names unshared while they last', () => {
    const names = drawNames(9, 0, 60, []);
    expect(new Set(names).size).toBe(60);
    expect(new Set(names.map((n) => n.split(' ')[1])).size).toBe(60);
    for (const n of names) {
      const [given, family] = n.split(' ');
      expect(GIVEN_NAMES).toContain(given);
      expect(FAMILY_NAMES).toContain(family);
    }
    const more = drawNames(9, 60, 10, names);
    expect(more.some((n) => names.includes(n))).toBe(false);
  });

  it('still finds unique names past the family names available (1,000 GIs)', () => {
    const names = drawNames(3, 0, 1000, []);
    expect(new Set(names).size).toBe(1000);
  });
});

describe('the first roster and replacements', () => {
  it('fills a roster led by a sergeant and a corporal, with a BAR gunner and a trained medic, all fit and Regular', () => {
    const r = firstRoster(5);
    expect(r).toHaveLength(15);
    expect(r.slice(0, 4).map((g) => [g.rank, g.role])).toEqual([
      ['sgt', 'nco'],
      ['cpl', 'nco'],
      ['pfc', 'bar-gunner'],
      ['pfc', 'trained-medic'],
    ]);
    expect(r.slice(4).every((g) => g.role === 'rifleman' && (g.rank === 'pvt' || g.rank === 'pfc'))).toBe(true);
    expect(r.every((g) => g.status === 'active' && g.experience === 'regular' && g.gamesPlayed === 0)).toBe(true);
    expect(r.map((g) => g.id)).toEqual(r.map((g) => idOf(g.seq)));
  });

  it('replacements bring the living roster back to its size, and a sergeant first when no NCO lives', () => {
    const r: Gi[] = firstRoster(5).map((g, i) => (i < 2 || i === 6 ? { ...g, status: 'killed' } : i === 7 ? { ...g, status: 'wounded', gamesOut: 1 } : g));
    expect(replacementsDue(r, DEFAULT_RULES)).toBe(3); // the wounded man still counts
    expect(replacementsDue(r, { ...DEFAULT_RULES, replacements: false })).toBe(0);
    const joined = draftGis(5, r, 3, { first: false, joined: '1944-07-01', joinedAfter: 0, newId: idOf });
    expect(joined.map((g) => [g.rank, g.role, g.seq, g.joinedAfter])).toEqual([
      ['sgt', 'nco', 15, 0],
      ['pvt', 'rifleman', 16, 0],
      ['pvt', 'rifleman', 17, 0],
    ]);
  });
});

describe('pickSquad', () => {
  it('takes only GIs able to fight, seniors first, and fills wanted roles first', () => {
    const r = firstRoster(5).map((g) => (g.seq === 0 ? { ...g, status: 'wounded' as const, gamesOut: 2 } : g.seq === 4 ? { ...g, status: 'killed' as const } : g));
    const squad = pickSquad(r, 5);
    expect(squad[0]!.rank).toBe('cpl');
    expect(squad.some((g) => g.seq === 0 || g.seq === 4)).toBe(false);
    expect(squad).toHaveLength(5);
    const withMedic = pickSquad(r, 2, ['trained-medic']);
    expect(withMedic.map((g) => g.role)).toEqual(['trained-medic', 'nco']);
    expect(pickSquad(r, 20)).toHaveLength(13);
  });
});
