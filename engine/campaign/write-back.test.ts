import { describe, expect, it } from 'vitest';
import { casualtyFromRoll, nameCasualties } from './casualties';
import { ACCURACY } from './experience';
import { endlessPatrolReport } from '../games/endless-patrol/campaign';
import { lostPatrolReport } from '../games/lost-patrol/campaign';
import { ctx, firstRoster } from './testing';
import type { GameReport, Gi } from './types';
import { writeBack } from './write-back';

function apply(roster: Gi[], report: GameReport, gameSeq: number, rules = {}): { roster: Gi[]; wb: ReturnType<typeof mustWrite> } {
  const wb = mustWrite(roster, report, gameSeq, rules);
  const byId = new Map(wb.gis.map((g) => [g.id, g]));
  return { roster: [...roster.map((g) => byId.get(g.id) ?? g), ...wb.joined], wb };
}

function mustWrite(roster: Gi[], report: GameReport, gameSeq: number, rules = {}) {
  const r = writeBack(roster, report, ctx(gameSeq, rules));
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

const ids = (r: Gi[], n: number) => r.filter((g) => g.status === 'active').slice(0, n).map((g) => g.id);
const get = (r: Gi[], id: string) => r.find((g) => g.id === id)!;

describe('the campaign casualty table and who falls', () => {
  it('reads a D10: 1-4 killed, 5-6 serious, 7-8 light, 9-10 flesh wound', () => {
    expect([1, 4, 5, 6, 7, 8, 9, 10].map(casualtyFromRoll)).toEqual([
      { fate: 'killed' },
      { fate: 'killed' },
      { fate: 'wounded', severity: 'serious' },
      { fate: 'wounded', severity: 'serious' },
      { fate: 'wounded', severity: 'light' },
      { fate: 'wounded', severity: 'light' },
      { fate: 'wounded', severity: 'flesh' },
      { fate: 'wounded', severity: 'flesh' },
    ]);
  });

  it('names the same fallen for the same seed and game, and the player’s choice falls first when given', () => {
    const squad = ['a', 'b', 'c', 'd', 'e'];
    const u = { casualties: 2, kind: 'killed' as const, foes: 3, leftBehind: false };
    const one = nameCasualties(squad, u, 11, 4);
    expect(nameCasualties(squad, u, 11, 4)).toEqual(one);
    expect(one.filter((r) => r.fate === 'killed')).toHaveLength(2);
    expect(one.reduce((n, r) => n + r.foes, 0)).toBe(3);
    expect(one.filter((r) => r.fate === 'killed').every((r) => r.foes === 0)).toBe(true); // credited to those standing
    const chosen = nameCasualties(squad, { ...u, chosen: ['e', 'c'] }, 11, 4);
    expect(chosen.filter((r) => r.fate === 'killed').map((r) => r.gi).sort()).toEqual(['c', 'e']);
  });

  it('leaves the survivors of a patrol that did not get away missing', () => {
    const r = nameCasualties(['a', 'b', 'c'], { casualties: 1, kind: 'killed', foes: 0, leftBehind: true }, 1, 0);
    expect(r.map((x) => x.fate).sort()).toEqual(['killed', 'missing', 'missing']);
  });
});

describe('writing games back to the roster', () => {
  it('an Endless Patrol win with 4 casualties: named by the seeded rule, wounds sit out games, foes credited, replacements join', () => {
    const roster = firstRoster(21);
    const squad = ids(roster, 15);
    const report = endlessPatrolReport(squad, { outcome: 'win', summary: 'won', stats: { casualties: 4, defeated: 9, squad: 11 } });
    const { roster: after, wb } = apply(roster, report, 0);
    const hurt = wb.entries.filter((e) => e.fate !== 'unhurt');
    expect(hurt).toHaveLength(4);
    expect(wb.entries.reduce((n, e) => n + e.foes, 0)).toBe(9);
    for (const e of hurt) {
      const g = get(after, e.gi);
      if (e.fate === 'killed') expect([g.status, g.fellIn]).toEqual(['killed', 0]);
      else expect(g.gamesOut).toBe({ flesh: 0, light: 1, serious: 2, critical: 3 }[e.severity!]);
    }
    const killed = hurt.filter((e) => e.fate === 'killed').length;
    expect(wb.joined).toHaveLength(killed);
    expect(wb.joined.every((g) => g.joinedAfter === 0 && g.experience === 'inexperienced')).toBe(true);
    expect(after.every((g) => g.status === 'killed' || g.gamesPlayed <= 1)).toBe(true);
    expect(wb.aliveAfter).toBe(15);
    // Same roster, same seed, same game number: the same GIs fall.
    expect(mustWrite(roster, report, 0).entries).toEqual(wb.entries);
  });

  it('an Endless Patrol loss: all fifteen are casualties', () => {
    const roster = firstRoster(2);
    const wb = mustWrite(roster, endlessPatrolReport(ids(roster, 15), { outcome: 'loss', summary: 'lost', stats: { casualties: 15, defeated: 5, squad: 0 } }), 0);
    expect(wb.entries.every((e) => e.fate !== 'unhurt')).toBe(true);
  });

  it('a Lost Patrol escape with 3 killed, then a loss in the forest: the dead are killed, survivors of the loss missing', () => {
    let roster = firstRoster(8);
    const squad1 = ids(roster, 10);
    let step = apply(roster, lostPatrolReport(squad1, { outcome: 'win', summary: 'out', stats: { soldiersLeft: 7 } }), 0);
    roster = step.roster;
    expect(step.wb.entries.map((e) => e.fate).sort()).toEqual([...Array(3).fill('killed'), ...Array(7).fill('unhurt')]);
    expect(step.wb.fell).toHaveLength(3);
    const squad2 = ids(roster, 10);
    step = apply(roster, lostPatrolReport(squad2, { outcome: 'loss', summary: 'lost', stats: { soldiersLeft: 4 } }), 1);
    expect(step.wb.entries.filter((e) => e.fate === 'killed')).toHaveLength(6);
    expect(step.wb.entries.filter((e) => e.fate === 'missing')).toHaveLength(4);
    expect(step.roster.filter((g) => g.status === 'missing').every((g) => g.fellIn === 1)).toBe(true);
  });

  it('Patrol: Lost! and Combat Patrol! name their soldiers: wounds by severity, kills by soldier, missing when left behind', () => {
    let roster = firstRoster(4);
    const [a, b, c, d, e] = ids(roster, 5) as [string, string, string, string, string];
    let step = apply(roster, { game: 'patrol-lost', outcome: 'win', summary: 'ok', squad: [a, b, c, d, e], named: [{ gi: b, fate: 'wounded', severity: 'serious', foes: 2 }, { gi: c, fate: 'unhurt', foes: 3 }] }, 0);
    roster = step.roster;
    expect(get(roster, b)).toMatchObject({ status: 'wounded', gamesOut: 2, woundsTaken: 1, foesDefeated: 2 });
    expect(get(roster, c).foesDefeated).toBe(3);
    const cp = ids(roster, 12);
    expect(cp).not.toContain(b);
    step = apply(roster, { game: 'combat-patrol', outcome: 'loss', summary: 'no', squad: cp, named: [{ gi: cp[0]!, fate: 'wounded', severity: 'flesh', foes: 1 }, { gi: cp[1]!, fate: 'wounded', severity: 'critical', foes: 0 }, { gi: cp[2]!, fate: 'missing', foes: 0 }, { gi: cp[3]!, fate: 'killed', foes: 0 }] }, 1);
    roster = step.roster;
    expect(get(roster, cp[0]!)).toMatchObject({ status: 'active', gamesOut: 0, woundsTaken: 1 }); // a flesh wound sits nothing out
    expect(get(roster, cp[1]!)).toMatchObject({ status: 'wounded', gamesOut: 3 });
    expect(get(roster, cp[2]!).status).toBe('missing');
    expect(get(roster, b)).toMatchObject({ status: 'wounded', gamesOut: 1 }); // sat out one game
    step = apply(roster, { game: 'patrol-lost', outcome: 'draw', summary: '', squad: ids(roster, 5), named: [] }, 2);
    expect(get(step.roster, b)).toMatchObject({ status: 'active', gamesOut: 0 }); // fit again
  });

  it('experience: PFC after 2 games, Veteran (4+) after 5, and a corporal promoted when no NCO lives; nothing without the rule', () => {
    let roster = firstRoster(6, 6).map((g) => (g.seq === 4 ? { ...g, rank: 'pvt' as const } : g));
    let seq = 0;
    const play = (named: GameReport['named'] = [], rules = {}) => {
      const step = apply(roster, { game: 'patrol-lost', outcome: 'win', summary: '', squad: ids(roster, 5), named }, seq++, rules);
      roster = step.roster;
      return step.wb;
    };
    const pvt = roster[4]!;
    play();
    expect(get(roster, pvt.id).rank).toBe('pvt');
    const second = play();
    expect(get(roster, pvt.id).rank).toBe('pfc');
    expect(second.entries.find((e) => e.gi === pvt.id)!.change).toContain('Promoted to PFC');
    play();
    play();
    const fifth = play([{ gi: roster[0]!.id, fate: 'killed', foes: 0 }, { gi: roster[1]!.id, fate: 'killed', foes: 0 }]);
    expect(get(roster, pvt.id).experience).toBe('veteran');
    expect(ACCURACY[get(roster, pvt.id).experience]).toBe(4);
    // Both NCOs fell: the longest-serving fit survivor leads now, and no replacement sergeant is needed.
    const cpl = roster.find((g) => g.status === 'active' && g.rank === 'cpl' && g.seq >= 2)!;
    expect(cpl.role).toBe('nco');
    expect(fifth.joined.every((g) => g.role === 'rifleman')).toBe(true);

    let plain = firstRoster(6, 6);
    for (let i = 0; i < 5; i++) {
      const wb = mustWrite(plain, { game: 'patrol-lost', outcome: 'win', summary: '', squad: ids(plain, 5), named: [] }, i, { experience: false });
      const byId = new Map(wb.gis.map((g) => [g.id, g]));
      plain = plain.map((g) => byId.get(g.id) ?? g);
    }
    expect(plain.every((g) => g.experience === 'regular')).toBe(true);
    expect(plain.filter((g) => g.rank === 'pfc')).toHaveLength(firstRoster(6, 6).filter((g) => g.rank === 'pfc').length);
  });

  it('refuses a report it cannot write, changing nothing', () => {
    const roster = firstRoster(1).map((g, i) => (i === 3 ? { ...g, status: 'killed' as const } : g));
    const base = { game: 'patrol-lost' as const, outcome: 'win' as const, summary: '' };
    const bad = (r: GameReport) => writeBack(roster, r, ctx(0));
    expect(bad({ ...base, squad: [], named: [] })).toMatchObject({ ok: false });
    expect(bad({ ...base, squad: ['nobody'], named: [] })).toMatchObject({ ok: false, error: expect.stringContaining('not on this campaign') });
    expect(bad({ ...base, squad: [roster[3]!.id], named: [] })).toMatchObject({ ok: false, error: expect.stringContaining('killed') });
    expect(bad({ ...base, squad: [roster[0]!.id, roster[0]!.id], named: [] })).toMatchObject({ ok: false });
    expect(bad({ ...base, squad: [roster[0]!.id], named: [{ gi: roster[1]!.id, fate: 'killed', foes: 0 }] })).toMatchObject({ ok: false });
    expect(bad({ ...base, squad: [roster[0]!.id], named: [{ gi: roster[0]!.id, fate: 'wounded', foes: 0 }] })).toMatchObject({ ok: false });
  });
});
