import { describe, expect, it } from 'vitest';
import { SHIPPED_SCENARIOS } from '../shipped-scenarios';
import { STARTING_CONDITIONS } from '../rules/wounds';
import { battle, de, play, soldier, step, table, us } from '../testing';
import type { Scenario } from '../types';
import { validateScenario } from '../validate-scenario';
import { combatPatrol } from './definition';
import { firstAidPath } from './first-aid';
import { sampleScenario } from './setup';
import { afterAction } from './view';
import { inBaseContact, pos } from './world';

/** A JSON round trip of a table with Jerry (German) in the condition given. */
function withJerry(condition: unknown): unknown {
  const doc = table({ models: [us('joe', 10, 20), de('jerry', 20, 20, { name: 'Jerry Wolf' }), de('fritz', 40, 40)] });
  const raw = JSON.parse(JSON.stringify(doc)) as { models: Record<string, unknown>[] };
  raw.models[1]!.condition = condition;
  return raw;
}

describe('a scenario may start a man wounded (issue 25)', () => {
  it('accepts each condition of the wound chart short of death, and keeps exactly what came in', () => {
    for (const c of STARTING_CONDITIONS) {
      const r = validateScenario(withJerry(c));
      expect(r.ok, c).toBe(true);
      if (r.ok) expect(r.scenario.models[1]!.condition).toBe(c);
    }
    expect(STARTING_CONDITIONS).toEqual(['ok', 'flesh', 'light', 'serious', 'critical']);
  });

  it('refuses an unknown condition, or a man dead at the start, naming the man', () => {
    const unknown = validateScenario(withJerry('bleeding'));
    expect(unknown.ok).toBe(false);
    if (!unknown.ok) {
      expect(unknown.error.field).toBe('models[1].condition');
      expect(unknown.error.message).toBe('models[1].condition of Jerry Wolf must be one of ok, flesh, light, serious, critical (unhurt, or a wound of the chart), got "bleeding"');
    }
    const dead = validateScenario(withJerry('dead'));
    expect(dead.ok).toBe(false);
    if (!dead.ok) expect(dead.error.message).toBe('models[1].condition is "dead" for Jerry Wolf: a man cannot start the battle dead; leave him off the table');
    expect(validateScenario(withJerry(3)).ok).toBe(false);
  });

  it('a document without the field loads as before: everyone unhurt, and the battle state has nothing new', () => {
    const doc = sampleScenario();
    expect(doc.models.every((m) => m.condition === undefined)).toBe(true);
    const s = combatPatrol.setup(1, { scenario: doc, houseRules: {}, diceMode: 'rolled' });
    expect(s.soldiers.every((m) => m.condition === 'ok' && m.critical === null)).toBe(true);
    expect('downAtStart' in s).toBe(false);
    // The shipped tables other than the rescue start everyone unhurt too.
    for (const [id, raw] of Object.entries(SHIPPED_SCENARIOS)) {
      if (id === 'rescue-under-fire') continue;
      const r = validateScenario(raw);
      expect(r.ok && r.scenario.models.every((m) => m.condition === undefined), id).toBe(true);
    }
  });

  it('the battle starts each man in his condition, and the rules hold him to it', () => {
    const doc = table({
      models: [
        us('joe', 10, 20), us('bob', 5, 45),
        de('flesh', 20, 20, { condition: 'flesh' }), de('light', 20, 25, { condition: 'light' }),
        de('serious', 20, 30, { condition: 'serious' }), de('fritz', 40, 40),
      ],
      battle: { firstMove: 'German' },
    });
    const s = battle(doc);
    expect(['flesh', 'light', 'serious', 'fritz'].map((id) => soldier(s, id).condition)).toEqual(['flesh', 'light', 'serious', 'ok']);
    expect(() => step(s, 1, { type: 'run', soldier: 'flesh', path: [{ x: 28, y: 20 }] })).toThrow(/flesh wound and may not make Run Moves/);
    expect(() => step(s, 1, { type: 'move', soldier: 'light', path: [{ x: 24, y: 25 }] })).toThrow(/lightly wounded and may not make Combat Moves/);
    expect(() => step(s, 1, { type: 'hold', soldier: 'serious' })).toThrow(/cannot act/);
    const log: string[] = [];
    play(s, { type: 'fire', soldier: 'light', weapon: 'kar98k', method: 'standard', target: 'joe' }, [5, 9], log);
    expect(log.join('\n')).toMatch(/needs 6\+ \(accuracy 5\+; shooter lightly wounded -1\); rolled 5, a miss/);
  });

  it('ruling: in a deployment by zones, a man laid seriously or critically wounded stays where the scenario put him', () => {
    const zone = (side: 'US' | 'German', y0: number, y1: number) => ({ id: side, side, label: side, points: [{ x: 0, y: y0 }, { x: 48, y: y0 }, { x: 48, y: y1 }, { x: 0, y: y1 }] });
    const doc = table({
      models: [us('joe', 10, 44), us('doc', 14, 20, { name: 'Doc Hale', condition: 'critical' }), us('lou', 18, 20, { condition: 'light' }), de('fritz', 10, 4)],
      deploymentZones: [zone('US', 40, 48), zone('German', 0, 8)],
      battle: { deployment: 'zones', deployFirst: 'US' },
    });
    let s = battle(doc);
    expect(s).toMatchObject({ phase: 'deploy', deploying: 'US' });
    expect(() => step(s, 0, { type: 'deploy', soldier: 'doc', at: { x: 20, y: 44 } })).toThrow(/Doc Hale is critically wounded and cannot move: he stays where the scenario lays him/);
    const placeable = combatPatrol.templates!(s, 0).filter((t) => t.base.type === 'deploy').map((t) => (t.base as { soldier: string }).soldier);
    expect(placeable.sort()).toEqual(['joe', 'lou']);
    s = step(s, 0, { type: 'deploy', soldier: 'lou', at: { x: 20, y: 44 } });
    expect(pos(soldier(s, 'lou'))).toEqual({ x: 20, y: 44 });
    expect(pos(soldier(s, 'doc'))).toEqual({ x: 14, y: 20 });
  });

  it('a critically wounded man starts with his death roll at 1-2, and a medic who reaches him can save him', () => {
    const doc = table({ models: [us('joe', 5, 45), de('jerry', 20, 20, { condition: 'critical' }), de('doc', 23, 17, { medic: true }), de('fritz', 40, 40)], battle: { firstMove: 'German' } });
    let s = battle(doc);
    expect(soldier(s, 'jerry').critical).toEqual({ deathNumber: 2, penalty: 0 });
    const path = firstAidPath(s, soldier(s, 'doc'), soldier(s, 'jerry'));
    expect(path).not.toBeNull();
    s = play(s, { type: 'first-aid', soldier: 'doc', patient: 'jerry', path: path! });
    s = step(s, 0, { type: 'hold', soldier: 'joe' });
    const log: string[] = [];
    // The Medic test first: 5, +1 for a trained medic, is a 6: stabilised, now seriously wounded.
    s = play(s, { type: 'activate', soldier: 'jerry' }, [5], log);
    expect(log.join('\n')).toMatch(/doc tends jerry: Medic test 5 \+1 \(trained medic\): stabilised: he is now seriously wounded/);
    expect(soldier(s, 'jerry').condition).toBe('serious');
    expect(soldier(s, 'jerry').critical).toBeNull();
  });

  it('the break point counts only the men put out of action in this battle', () => {
    // Two of the four Germans start seriously wounded: half of them, but the side has lost nobody yet.
    const models = [us('joe', 10, 20), us('bob', 5, 45), de('jerry', 20, 20), de('hans', 30, 20), de('w1', 22, 30, { condition: 'serious' }), de('w2', 24, 30, { condition: 'critical' })];
    let s = battle(table({ models, battle: { breakPercent: 50 } }));
    expect(s.phase).toBe('battle');
    expect(s.downAtStart).toEqual({ US: 0, German: 2 });
    const log: string[] = [];
    // Joe seriously wounds Jerry: one of the two Germans who began able is out: the side breaks.
    s = play(s, { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' }, [9, [8, 8]], log);
    expect(s.phase).toBe('over');
    expect(s.outcome).toMatchObject({ winner: 'US', reason: 'broken' });
    expect(s.outcome?.summary).toMatch(/The German side breaks with 1 of 2 men out of action/);
    // The after-action summary tells the wounds they began with apart from those of this battle.
    const men = afterAction(s).soldiers;
    const of = (id: string) => men.find((m) => m.id === id)!;
    expect(of('w1')).toMatchObject({ startedAs: 'serious', wounds: [] });
    expect(of('w2')).toMatchObject({ startedAs: 'critical', wounds: [] });
    expect(of('jerry').startedAs).toBeUndefined();
    expect(of('jerry').wounds.map((w) => w.band)).toEqual(['serious']);
  });

  it('the shipped rescue starts its wounded truly wounded, the medic beside the dying corporal', () => {
    const r = validateScenario(SHIPPED_SCENARIOS['rescue-under-fire']);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const s = combatPatrol.setup(1, { scenario: r.scenario, houseRules: {}, diceMode: 'rolled' });
    const byName = (name: string) => s.soldiers.find((m) => m.name === name)!;
    expect(['Wounded rifleman 1', 'Wounded rifleman 2', 'Wounded corporal'].map((n) => [byName(n).condition, byName(n).weaponId])).toEqual([
      ['light', 'm1-garand'], ['serious', 'm1-garand'], ['critical', 'm1-garand'],
    ]);
    expect(inBaseContact(pos(byName('Medic')), pos(byName('Wounded corporal')), s.rules)).toBe(true);
    expect(s.downAtStart).toEqual({ US: 2, German: 0 });
  });

  it('refuses a battle where every man of a side starts out of action', () => {
    const doc: Scenario = table({ models: [us('joe', 10, 20), de('jerry', 20, 20, { condition: 'serious' }), de('w2', 24, 30, { condition: 'critical' })] });
    const r = combatPatrol.parseOptions({ scenario: doc });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toBe('Every German soldier starts the battle seriously or critically wounded: a side needs a man able to fight.');
  });
});
