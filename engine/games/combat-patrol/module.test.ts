import { describe, expect, it } from 'vitest';
import { seatPackage } from '../../core/gate';
import { playBotGame } from '../../bots/play';
import { applyAction } from '../../core/pipeline';
import { seedRng } from '../../core/rng';
import { combatPatrolModule } from './module';
import { sampleParam } from './bots/sample-template';
import type { CombatPatrolState } from './battle/types';
import { sampleScenario } from './battle/setup';
import { afterAction } from './battle/view';
import { randomBot } from './bots/random';

const def = combatPatrolModule.definition;

let cached: CombatPatrolState[] | null = null;

/** The states of one random battle (dice typed in, so dice questions are among them). */
function sampleStates(): CombatPatrolState[] {
  if (cached) return cached;
  const parsed = def.parseOptions({ diceMode: 'entered' });
  if (!parsed.ok) throw new Error(parsed.error.message);
  const out: CombatPatrolState[] = [];
  playBotGame(def, 5, parsed.options, randomBot, { onState: (s) => out.push(s), maxSteps: 400 });
  cached = out;
  return out;
}

describe('Combat Patrol! as a GameModule', () => {
  it('is one module: rules, two bots, catalog text; two seats, nothing hidden', () => {
    expect(def.id).toBe('combat-patrol');
    expect(def.seats).toEqual({ min: 2, max: 2, names: ['US', 'German'] });
    expect(def.seatSecrets).toBe(false);
    expect(combatPatrolModule.bots.map((b) => b.name)).toEqual(['random', 'tactical', 'veteran']);
    expect(combatPatrolModule.catalog.players).toBe('1-2 players');
  });

  it('options: the sample table by default; a scenario that cannot be played is refused in words', () => {
    const d = def.parseOptions(undefined);
    expect(d.ok && d.options).toMatchObject({ diceMode: 'rolled', houseRules: {} });
    expect(d.ok && d.options.scenario.id).toBe('sample-crossroads');
    const bad = def.parseOptions({ diceMode: 'sometimes' });
    expect(!bad.ok && bad.error.message).toMatch(/diceMode must be "rolled"/);
    const rule = def.parseOptions({ houseRules: { coverLight: 'lots' } });
    expect(!rule.ok && rule.error.message).toMatch(/A house rule is wrong: houseRules.coverLight must be a number/);
    const one = def.parseOptions({ scenario: { ...(d.ok ? d.options.scenario : {}), models: d.ok ? d.options.scenario.models.filter((m) => m.side === 'US') : [] } });
    expect(!one.ok && one.error.message).toMatch(/no German soldiers/);
    const hr = def.parseOptions({ houseRules: { combatMove: 6 } });
    expect(hr.ok && hr.options.houseRules).toEqual({ combatMove: 6 });
    expect(hr.ok && def.setup(1, hr.options).rules.combatMove).toBe(6);
  });

  it('whoever is to act always has a discrete choice, and every template filled in at random is judged by check', () => {
    const rng = seedRng(3);
    let judged = 0;
    let accepted = 0;
    for (const [i, s] of sampleStates().entries()) {
      const seat = def.currentSeat(s);
      if (seat === null) continue;
      expect(def.legalActions(s, seat).length).toBeGreaterThan(0);
      if (i % 4 !== 0) continue;
      expect(def.legalActions(s, 1 - seat)).toEqual([]);
      for (const t of def.templates!(s, seat)) {
        const raw: Record<string, unknown> = { ...t.base };
        for (const [k, p] of Object.entries(t.params)) raw[k] = sampleParam(p, rng);
        const parsed = def.parseAction(raw);
        expect(parsed.ok).toBe(true);
        const err = parsed.ok ? def.check(s, parsed.action, seat) : null;
        judged++;
        if (err === null) accepted++;
        else expect(err.message.length).toBeGreaterThan(5);
      }
    }
    expect(judged).toBeGreaterThan(100);
    expect(accepted).toBeGreaterThan(0);
  });

  it('every point and path template names the table as its bounds, and a point just off the table is refused', () => {
    let seen = 0;
    for (const s of sampleStates().filter((_, i) => i % 5 === 0)) {
      const seat = def.currentSeat(s);
      if (seat === null) continue;
      for (const t of def.templates!(s, seat)) {
        for (const [field, p] of Object.entries(t.params)) {
          if (p.kind !== 'point' && p.kind !== 'path') continue;
          expect(p.bounds).toEqual({ minX: 0, minY: 0, maxX: s.scenario.table.width, maxY: s.scenario.table.height });
          const off = { x: p.from.x, y: -0.25 };
          const res = applyAction(def, s, seat, { ...t.base, [field]: p.kind === 'path' ? [off] : off });
          expect(res.ok).toBe(false);
          seen++;
        }
      }
    }
    expect(seen).toBeGreaterThan(20);
  });

  it('every listed action is accepted; what a seat receives is the same view for both seats', () => {
    for (const s of sampleStates().filter((_, i) => i % 7 === 0)) {
      const seat = def.currentSeat(s);
      if (seat === null) continue;
      for (const a of def.legalActions(s, seat).slice(0, 40)) expect(applyAction(def, s, seat, a).ok, JSON.stringify(a)).toBe(true);
      const p0 = seatPackage(def, s, 0, []);
      const p1 = seatPackage(def, s, 1, []);
      expect({ ...p0.view, seat: 1 }).toEqual(p1.view);
    }
  });

  it('the after-action summary: each side\'s casualties, every soldier\'s wounds, fate, shots, hits and kills', () => {
    const states = sampleStates();
    const last = states[states.length - 1]!;
    expect(def.view(states.find((x) => x.phase === 'battle')!, 0).afterAction).toBeNull();
    const aa = afterAction(last);
    expect(aa.soldiers).toHaveLength(22);
    expect(aa.sides.US.strength).toBe(12);
    for (const side of ['US', 'German'] as const) {
      const x = aa.sides[side];
      expect(x.able + x.serious + x.critical + x.dead).toBe(x.strength);
      expect(x.outOfAction).toBe(x.serious + x.critical + x.dead);
    }
    const shots = aa.soldiers.reduce((n, m) => n + m.shots, 0);
    expect(shots).toBeGreaterThan(0);
    for (const m of aa.soldiers) {
      expect(m.hits).toBeLessThanOrEqual(m.shots * 12);
      expect(m.fate).toMatch(/^(Unhurt|Flesh wound|Lightly wounded|Seriously wounded|Critically wounded|Killed in action|Died of wounds)/);
      for (const w of m.wounds) expect(w.byName).toBeTruthy();
    }
    const parsed = def.parseOptions({ scenario: { ...sampleScenario(), battle: { turnLimit: 1 } } });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const over = playBotGame(def, 2, parsed.options, randomBot).state;
    expect(over.phase).toBe('over');
    const end = def.view(over, 1).afterAction!;
    expect(end).toEqual(afterAction(over));
    expect(end).toMatchObject({ finished: true, turns: 1, outcome: over.outcome });
    expect(def.result(over)!.stats).toMatchObject({ turns: 1, usOutOfAction: end.sides.US.outOfAction, germanDead: end.sides.German.dead });
  });
});
