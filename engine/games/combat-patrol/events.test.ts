import { describe as group, expect, it } from 'vitest';
import { playBotGame } from '../../bots/play';
import { eventsOf, logEntries, seatPackage } from '../../core/gate';
import { combatPatrol } from './battle/definition';
import type { CombatPatrolState, CombatPatrolView } from './battle/types';
import { randomBot } from './bots/random';
import { describe } from './events';
import { afterEvents, diceOf, factsOf, sceneOf } from './scene';
import { area, de, line, rect, table, us } from './testing';

/**
 * The smallest battle that still throws every kind of event: three men a side on a 24 in table,
 * a rifleman with grenades, a Thompson and a BAR against an MG42, an MP40 and a rifleman with
 * grenades, a fence, a ploughed field and a wood between them (trips, gambles, cover); deployment
 * zones on odd seeds, and every fourth battle with dice typed in (each die its own step).
 */
function smallBattle(zones: boolean, diceMode: 'rolled' | 'entered') {
  const doc = table({
    models: [
      us('ua', 6, 18, { grenades: 2 }), us('ub', 12, 19, { weapon: 'thompson' }), us('uc', 18, 18, { weapon: 'bar', medic: true }),
      de('ga', 6, 6, { weapon: 'mg42', facing: 180 }), de('gb', 12, 5, { weapon: 'mp40', nco: true }), de('gc', 18, 6, { grenades: 2 }),
    ],
    terrain: [line('wooden-fence', 'f1', { x: 2, y: 12 }, { x: 14, y: 12 }), area('ploughed-field', 'p1', rect(14, 9, 22, 15)), area('woods', 'w1', rect(4, 8, 10, 11))],
    battle: { turnLimit: 2, firstMove: 'initiative', breakPercent: 50, ...(zones ? { deployment: 'zones' as const } : {}) },
    deploymentZones: zones ? [
      { id: 'zu', side: 'US', label: 'US', points: rect(2, 16, 22, 22) },
      { id: 'zg', side: 'German', label: 'German', points: rect(2, 2, 22, 8) },
    ] : [],
  });
  doc.table.width = 24;
  doc.table.height = 24;
  const parsed = combatPatrol.parseOptions({ scenario: doc, diceMode });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.options;
}

/** Games to play, and the time the run may take before it stops early (saying so). */
const GAMES = 1000;
const BUDGET_MS = 30_000;
/**
 * The seeds played first: of the thousand, the first whose battle has a man trip on a run (590)
 * and a medic tend a man (49) with today's random draw (battle/draw.ts), so a run the time budget
 * cuts short (a loaded machine) still checks every kind of event. Then the rest in order.
 */
const RARE_FIRST = [590, 49];
const SEEDS = [...RARE_FIRST, ...Array.from({ length: GAMES }, (_, i) => i + 1).filter((n) => !RARE_FIRST.includes(n))];

group('events tell every step of a battle', () => {
  it(`in ${GAMES} seeded battles (random bots, the smallest table): each seat's words are describe() of its events, and its events carry its last view to its next`, () => {
    const options = [smallBattle(false, 'rolled'), smallBattle(true, 'rolled'), smallBattle(false, 'entered'), smallBattle(true, 'rolled')];
    const t0 = performance.now();
    const types = new Set<string>();
    let played = 0;
    let steps = 0;
    for (const seed of SEEDS) {
      if (performance.now() - t0 > BUDGET_MS) break;
      const opts = options[seed % 4]!;
      let before: CombatPatrolView[] | null = null;
      let count = -1;
      const rolled: number[] = [];
      const told: number[] = [];
      const step = (s: CombatPatrolState): void => {
        // This step's log entries (the gate filters a log entry by entry: the earlier ones change nothing here).
        const log = logEntries(combatPatrol, count, s.events);
        rolled.push(...s.rolls.flatMap((r) => r.values));
        const views: CombatPatrolView[] = [];
        for (const seat of [0, 1]) {
          const pkg = seatPackage(combatPatrol, s, seat, log);
          const mine = pkg.log;
          const events = eventsOf(log, count, seat);
          // (a) The words a seat reads are exactly the words of the events it received, in order.
          expect(mine.map((l) => l.text), `seed ${seed} step ${count}`).toEqual(events.map(describe));
          expect(mine.map((l) => l.event)).toEqual(events);
          for (const e of events) types.add(e.type);
          // What the table draws for it comes from the same events, whatever they are.
          sceneOf(events);
          // (b) Its last view's facts, carried by the events, are its next view's facts.
          const prev = before?.[seat];
          if (prev) {
            const want = factsOf(pkg.view);
            const got = afterEvents(factsOf(prev), events);
            // The turn moves on before its initiative dice: while they wait to be typed in, it is not yet told.
            if (pkg.view.question?.kind === 'dice') got.turn = want.turn;
            expect(got, `seed ${seed} step ${count}: ${events.map(describe).join(' | ')}`).toEqual(want);
          }
          if (seat === 0) told.push(...diceOf(events));
          views.push(pkg.view);
        }
        before = views;
        count++;
        steps++;
      };
      playBotGame(combatPatrol, seed, opts, [randomBot, randomBot], { onState: step });
      // (c) Every die the battle threw is told by an event, in the order it fell.
      expect(told, `seed ${seed}`).toEqual(rolled);
      played++;
    }
    console.log(`events: types seen ${[...types].sort().join(' ')}`);
    const ms = Math.round(performance.now() - t0);
    console.log(`events: ${played} of ${GAMES} battles in ${ms} ms (${steps} steps)${played < GAMES ? `: the time budget of ${BUDGET_MS} ms ran out on this machine` : ''}`);
    expect(played).toBeGreaterThanOrEqual(100);
    // The battles threw every kind of event a battle of this table can.
    for (const t of ['battle-begins', 'initiative', 'moved', 'runs', 'gamble', 'trip', 'run-ends', 'fires', 'shot', 'wound', 'reaction', 'spray', 'arc', 'bullets', 'grenade', 'scatter-inch', 'burst', 'turn-ends', 'battle-ends', 'deployed', 'side-deployed', 'holds', 'rallies', 'medic', 'critical-test']) {
      expect(types, t).toContain(t);
    }
  }, 120_000);
});
