import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endlessPatrolReport } from '../games/endless-patrol/campaign';
import { lostPatrolReport } from '../games/lost-patrol/campaign';
import { gameModules } from '../games/index';
import { isAlive, pickSquad } from './roster';
import { ctx, firstRoster } from './testing';
import type { GameReport, Gi } from './types';
import { writeBack } from './write-back';

const game = fc.record({
  kind: fc.constantFrom('endless-patrol' as const, 'lost-patrol' as const, 'patrol-lost' as const),
  outcome: fc.constantFrom('win' as const, 'loss' as const),
  casualties: fc.nat(15),
  foes: fc.nat(20),
  pick: fc.array(fc.record({ fate: fc.constantFrom('unhurt' as const, 'wounded' as const, 'killed' as const, 'missing' as const), severity: fc.constantFrom('flesh' as const, 'light' as const, 'serious' as const, 'critical' as const), foes: fc.nat(3) }), { maxLength: 5 }),
});

type G = typeof game extends fc.Arbitrary<infer T> ? T : never;

function reportFor(roster: Gi[], g: G): GameReport | null {
  const squad = pickSquad(roster, gameModules.find((m) => m.definition.id === g.kind)!.campaign!.size).map((x) => x.id);
  if (squad.length === 0) return null;
  if (g.kind === 'endless-patrol') return endlessPatrolReport(squad, { outcome: g.outcome, summary: '', stats: { casualties: g.casualties, defeated: g.foes } });
  if (g.kind === 'lost-patrol') return lostPatrolReport(squad, { outcome: g.outcome, summary: '', stats: { soldiersLeft: Math.max(0, squad.length - g.casualties) } });
  return { game: 'patrol-lost', outcome: g.outcome, summary: '', squad, named: g.pick.slice(0, squad.length).map((p, i) => ({ gi: squad[i]!, ...p })) };
}

describe('campaign write-back properties', () => {
  it('over any run of games: the fallen never return, counts only grow, the living roster is refilled, and each game replays the same', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.array(game, { minLength: 1, maxLength: 12 }), (seed, games) => {
        let roster = firstRoster(seed);
        games.forEach((g, seq) => {
          const report = reportFor(roster, g);
          if (!report) return;
          const r = writeBack(roster, report, ctx(seq, {}, seed));
          expect(r.ok).toBe(true);
          if (!r.ok) return;
          expect(writeBack(roster, report, ctx(seq, {}, seed))).toEqual(r);
          const byId = new Map(r.value.gis.map((x) => [x.id, x]));
          const next = [...roster.map((x) => byId.get(x.id) ?? x), ...r.value.joined];
          for (const before of roster) {
            const after = next.find((x) => x.id === before.id)!;
            if (!isAlive(before)) expect(after).toEqual(before);
            expect(after.gamesPlayed).toBeGreaterThanOrEqual(before.gamesPlayed);
            expect(after.foesDefeated).toBeGreaterThanOrEqual(before.foesDefeated);
            expect(after.status === 'wounded').toBe(after.gamesOut > 0);
          }
          expect(next.filter(isAlive)).toHaveLength(15);
          expect(r.value.entries.map((e) => e.gi)).toEqual(report.squad);
          expect(new Set(next.map((x) => x.id)).size).toBe(next.length);
          roster = next;
        });
      }),
      { numRuns: 30 },
    );
  });
});
