import { describe, expect, it } from 'vitest';
import { driveBots } from '../../../bots/drive';
import { botChoice } from '../../../bots/step';
import type { Bot, Seat } from '../../../core/contract';
import { seedRng } from '../../../core/rng';
import { actionKey } from '../../../odds/sample';
import { randomBot } from '../bots/random';
import { combatPatrol } from './definition';
import { drawLegalAction } from './draw';
import { sampleScenario } from './setup';
import type { CombatPatrolState } from './types';

function sampleBattle(seed: number, turnLimit = 2): CombatPatrolState {
  const parsed = combatPatrol.parseOptions({ scenario: { ...sampleScenario(), battle: { turnLimit } } });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return combatPatrol.setup(seed, parsed.options);
}

/** The positions of a random battle of the sample, seeded: each with the seat to act. */
function positions(seed: number): { s: CombatPatrolState; seat: Seat }[] {
  const out: { s: CombatPatrolState; seat: Seat }[] = [];
  const rng = seedRng(seed);
  driveBots(combatPatrol, sampleBattle(seed), { botAt: () => randomBot, onMove: (m) => out.push({ s: m.before, seat: m.seat }) }, () => rng);
  return out;
}

describe('a legal action drawn without listing them all (the random bot)', () => {
  it('is always one of legalActions, over every step of seeded random battles', () => {
    let steps = 0;
    for (const seed of [1, 2]) {
      for (const [i, { s, seat }] of positions(seed).entries()) {
        const legal = new Set(combatPatrol.legalActions(s, seat).map(actionKey));
        const drawn = drawLegalAction(s, seat, seedRng(seed * 1000 + i));
        if (legal.size === 0) expect(drawn).toBeNull();
        else expect(legal.has(actionKey(drawn))).toBe(true);
        steps++;
      }
    }
    expect(steps).toBeGreaterThan(100);
  });

  it('reaches every legal action, about equally often, where a side picks among shots, holds and reloads', () => {
    // The first position where a side picks a man to activate with shots to choose from.
    const at = positions(3).find(({ s, seat }) => !s.pending && !s.activation && s.phase === 'battle' && combatPatrol.legalActions(s, seat).some((a) => a.type === 'fire'));
    if (!at) throw new Error('no such position');
    const legal = combatPatrol.legalActions(at.s, at.seat).map(actionKey);
    expect(new Set(legal.map((k) => JSON.parse(k).type)).size).toBeGreaterThan(1);
    const counts = new Map<string, number>();
    const rng = seedRng(7);
    const draws = legal.length * 200;
    for (let i = 0; i < draws; i++) {
      const k = actionKey(drawLegalAction(at.s, at.seat, rng));
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    expect([...counts.keys()].sort()).toEqual([...legal].sort());
    // Uniform over the list: each about 200 times (well within 200 +/- 4.5 sd).
    for (const n of counts.values()) expect(Math.abs(n - 200)).toBeLessThan(64);
  });

  it('same seed, same battle; and the driver does not list the actions for it', () => {
    const play = (): unknown[] => {
      const rng = seedRng(11);
      const actions: unknown[] = [];
      driveBots(combatPatrol, sampleBattle(5), { botAt: () => randomBot, onMove: (m) => actions.push(m.action) }, () => rng);
      return actions;
    };
    const first = play();
    expect(first.length).toBeGreaterThan(20);
    expect(play()).toEqual(first);
    let listed = 0;
    const counting = { ...combatPatrol, legalActions: (s: CombatPatrolState, seat: Seat) => (listed++, combatPatrol.legalActions(s, seat)) };
    const s = sampleBattle(5);
    const choice = botChoice(counting, s, combatPatrol.currentSeat(s)!, randomBot, seedRng(1));
    expect(choice.ok).toBe(true);
    expect(listed).toBe(0);
  });

  it('a bot that lists nothing itself and finds no move is reported stuck', () => {
    const none: Bot = { name: 'none', description: '', readsView: false, readsLegal: false, choose: () => undefined };
    const s = sampleBattle(5);
    const choice = botChoice(combatPatrol, s, combatPatrol.currentSeat(s)!, none, seedRng(1));
    expect(choice).toEqual({ ok: false, error: expect.objectContaining({ code: 'bot-stuck' }) });
  });
});
