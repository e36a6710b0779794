import { describe, expect, it } from 'vitest';
import { soldierName } from '../../campaign/play';
import { ctx, firstRoster } from '../../campaign/testing';
import type { Gi } from '../../campaign/types';
import { writeBack } from '../../campaign/write-back';
import { patrolLostReport } from './campaign';
import { assignGoodGuys, CLOSE_SLOT, GOOD_GUY_ROLES, patrolLostSquad, RANGED_SLOT } from './campaign-squad';
import { patrolLost } from './definition';
import { act, build, loadDice, said } from './testing';
import { GOOD_GUYS } from './tiles';
import type { PatrolLostState } from './types';

const F: [number, number] = [0, -1];
const S: [number, number] = [0, 0];
const E: [number, number] = [0, -2];

/** Start, a straight N of it holding 3 Bad Guys, the End beyond; Able and Dog on the straight, Easy on the End. */
function stacked(names: string[]): PatrolLostState {
  const s = build({
    tiles: [
      { kind: 'straight', q: 0, r: -1, exits: ['N', 'S'], bad: 3 },
      { kind: 'end', q: 0, r: -2, exits: ['S'] },
    ],
    goods: [F, S, S, F, E],
    restRemoved: true,
    phase: 'good',
  });
  s.options.names = names;
  return s;
}

describe('Patrol: Lost! from a campaign', () => {
  it("numbers the Good Guys' roles as the game's pieces do", () => {
    expect([...GOOD_GUY_ROLES]).toEqual(GOOD_GUYS.map((g) => g.role));
    expect([GOOD_GUYS[CLOSE_SLOT]?.role, GOOD_GUYS[RANGED_SLOT]?.role]).toEqual(['close', 'ranged']);
  });

  it('the Good Guys by the written rule: the first NCO is the close-combat specialist, the first BAR gunner the ranged one, the rest standard in order; attached soldiers take standard places', () => {
    const r = firstRoster(3);
    const nco = r.find((g) => g.role === 'nco')!;
    const bar = r.find((g) => g.role === 'bar-gunner')!;
    const squad = patrolLostSquad(r);
    expect(squad).toHaveLength(5);
    expect(squad).toContain(bar);
    const gg = assignGoodGuys(squad);
    expect(gg[3]).toBe(nco);
    expect(gg[4]).toBe(bar);
    expect(gg.slice(0, 3)).toEqual(squad.filter((g) => g !== nco && g !== bar));
    // Two riflemen only: the first is the close-combat specialist, the second the ranged, three attached.
    const two = r.filter((g) => g.role === 'rifleman').slice(0, 2);
    expect(assignGoodGuys(two)).toEqual([null, null, null, two[0], two[1]]);
  });

  it('a stacked game: Able’s GI kills two Bad Guys, falls in the fight, and Easy on the End wins it; the roster gets one killed with his two foes, the others unhurt, all in the same write-back', () => {
    const roster = firstRoster(3);
    const gis = assignGoodGuys(patrolLostSquad(roster)) as Gi[];
    const names = gis.map(soldierName);
    let s = stacked(names);
    s = act(loadDice(s, [6, 6, 1]), { type: 'attack', guy: 0 });
    expect(said(s)).toContain(`${names[0]} (rifleman) attacks: rolls 6, 6, 1: 2 hits, 2 Bad Guys down.`);
    s = act(s, { type: 'end-actions' });
    expect(s.phase).toBe('bad');
    s = act(s, { type: 'end-actions' });
    s = act(loadDice(s, [6, 1, 1]), { type: 'fight', q: 0, r: -1 });
    expect(said(s)).toContain(`1 Bad Guy attacks ${names[0]} and ${names[3]} on`);
    s = act(s, { type: 'lose', guy: 0 });
    expect(said(s)).toContain(`${names[0]} (rifleman) is killed.`);
    while (patrolLost.result(s) === null) s = act(s, patrolLost.legalActions(s, patrolLost.currentSeat(s)!)[0]!);
    expect(patrolLost.result(s)).toMatchObject({ outcome: 'win', winner: 0 });
    expect(s.credit).toEqual([2, 0, 0, 0, 0]);
    expect(patrolLost.view(s, 0).goods.map((g) => g.name)).toEqual(names);

    const report = patrolLostReport(gis.map((g) => g.id), s)!;
    expect(report).toMatchObject({ game: 'patrol-lost', outcome: 'win', squad: gis.map((g) => g.id) });
    const wb = writeBack(roster, report, ctx(0));
    if (!wb.ok) throw new Error(wb.error);
    const after = new Map(wb.value.gis.map((g) => [g.id, g]));
    expect(after.get(gis[0]!.id)).toMatchObject({ status: 'killed', fellIn: 0, foesDefeated: 2, gamesPlayed: 1 });
    for (const g of gis.slice(1)) expect(after.get(g.id)).toMatchObject({ status: 'active', foesDefeated: 0, gamesPlayed: 1 });
    expect(wb.value.fell).toEqual([gis[0]!.id]);
    expect(wb.value.entries.map((e) => e.fate)).toEqual(['killed', 'unhurt', 'unhurt', 'unhurt', 'unhurt']);
  });

  it('a fight the Good Guys win credits the close-combat specialist on the tile; attached soldiers and GIs no longer on the roster are left out', () => {
    let s = stacked(['A', 'B', 'C', 'D', 'E']);
    s = act(s, { type: 'end-actions' });
    s = act(s, { type: 'end-actions' });
    s = act(loadDice(s, [1, 6, 6]), { type: 'fight', q: 0, r: -1 });
    expect(s.credit).toEqual([0, 0, 0, 1, 0]);
    const report = patrolLostReport([null, 'b', 'c', 'd', 'e'], { ...s, outcome: { winner: 1, summary: 'x' } }, (id) => id !== 'c')!;
    expect(report.squad).toEqual(['b', 'd', 'e']);
    expect(report.outcome).toBe('loss');
    expect(report.named!.find((r) => r.gi === 'd')).toEqual({ gi: 'd', fate: 'unhurt', foes: 1 });
    expect(patrolLostReport([null, null, null, null, null], s)).toBeUndefined();
  });

  it('a state stored before the credit was kept (an older snapshot) plays on, its credit starting from nothing', () => {
    const old: Partial<PatrolLostState> = stacked(['A', 'B', 'C', 'D', 'E']);
    delete old.credit;
    const s = act(loadDice(old as PatrolLostState, [6, 6, 1]), { type: 'attack', guy: 0 });
    expect(s.credit).toEqual([2, 0, 0, 0, 0]);
  });
});
