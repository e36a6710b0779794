import { describe, expect, it } from 'vitest';
import { playBotGame } from '../../../bots/play';
import { botContext } from '../../../core/gate';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import { sideOf, type CombatPatrolAction, type CombatPatrolState } from '../battle/types';
import { combatPatrolModule } from '../module';
import { fireOdds } from '../odds/fire-odds';
import { battle, de, line, table, us } from '../testing';
import { legalActions } from '../battle/legal';
import { tacticalBot, tacticalChoice } from './tactical';
import { newMemo, tableKey, veteranBot, veteranSearch, VETERAN } from './veteran';
import { positionValue } from './veteran-eval';

function choose(s: CombatPatrolState): { action: CombatPatrolAction; why: string | null } {
  const seat = combatPatrol.currentSeat(s)!;
  const ctx = botContext(combatPatrol, s, seat);
  const action = veteranBot.choose(undefined as never, [], seedRng(1), ctx);
  return { action, why: veteranBot.explain!(action, ctx) };
}

/** A small table: three men a side across a hedge and a wall, a machine gun with the Germans. */
function skirmish(diceMode: 'rolled' | 'entered'): unknown {
  const doc = table({
    models: [us('joe', 8, 30), us('bob', 12, 34, { weapon: 'bar' }), us('sarge', 10, 38, { weapon: 'thompson', nco: true }), de('gun', 36, 20, { weapon: 'mg42' }), de('fritz', 30, 14), de('hans', 40, 28)],
    terrain: [line('hedge', 'h', { x: 18, y: 24 }, { x: 18, y: 40 }), line('stone-wall', 'w', { x: 28, y: 18 }, { x: 38, y: 18 })],
    battle: { breakPercent: 50, turnLimit: 6 },
  });
  const parsed = combatPatrol.parseOptions({ scenario: doc, diceMode });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.options;
}

/**
 * The Germans one man from breaking (two of their four out of action breaks them): Fritz, lightly
 * wounded in the open at 8 in, Hans in the open far off, or the machine gunner at 34 in behind a
 * hedge. All have acted this turn. The tactical bot's threat weighting prefers the gunner, the
 * hardest of the three to put out of the fight.
 */
function oneFromBreaking(): CombatPatrolState {
  const s = battle(table({
    models: [us('joe', 10, 30), us('bob', 2, 46), de('gun', 44, 30, { weapon: 'mg42' }), de('fritz', 18, 30), de('hans', 40, 5), de('otto', 44, 5)],
    terrain: [line('hedge', 'h', { x: 42.8, y: 26 }, { x: 42.8, y: 34 })],
    battle: { breakPercent: 50 },
  }), 'rolled', 3);
  const done = new Set(['bob', 'hans', 'gun']);
  return {
    ...s,
    soldiers: s.soldiers.map((m) => (m.id === 'otto' ? { ...m, condition: 'dead' as const } : m.id === 'fritz' ? { ...m, condition: 'light' as const } : done.has(m.id) ? { ...m, activated: true } : m)),
  };
}

describe('the veteran computer', () => {
  it('is one of the levels the game lists', () => {
    expect(combatPatrolModule.bots.map((b) => b.name)).toContain('veteran');
  });

  it('plays the same battle twice from the same seed, every action one the rules accept (they refuse anything else and the game stops)', () => {
    const run = () => playBotGame(combatPatrol, 21, skirmish('rolled'), [veteranBot, tacticalBot], { record: true, maxSteps: 400 });
    const a = run();
    const b = run();
    expect(a.actions.length).toBeGreaterThan(20);
    expect(b.actions).toEqual(a.actions);
    expect(b.result).toEqual(a.result);
  });

  it('with dice typed in from a real table too: legal actions only, on both sides', () => {
    const g = playBotGame(combatPatrol, 5, skirmish('entered'), [tacticalBot, veteranBot], { maxSteps: 250 });
    expect(g.steps).toBeGreaterThan(20);
  });

  it('never reads the generator: its state is left untouched, and a different hidden future gives the same choice, words and figures', () => {
    const states: CombatPatrolState[] = [];
    playBotGame(combatPatrol, 8, skirmish('rolled'), tacticalBot, { maxSteps: 40, onState: (x) => states.push(x) });
    // A position mid-battle where the veteran weighs several choices.
    const side = (x: CombatPatrolState) => sideOf(combatPatrol.currentSeat(x) ?? 0);
    const at = states.slice(6).find((x) => x.phase === 'battle' && !x.pending && veteranSearch(combatPatrol, x, side(x)).samples > 0);
    if (!at) throw new Error('no searched position in the first 40 steps');
    const rng = { ...at.rng };
    const frozen = { ...at, rng: Object.freeze({ ...at.rng }) };
    const first = choose(frozen);
    expect(frozen.rng).toEqual(rng);
    expect(choose({ ...at, rng: seedRng(987654321) })).toEqual(first);
    // Not only the same pick: the same imagined battles, to the last figure.
    const weighed = veteranSearch(combatPatrol, frozen, side(at));
    expect(veteranSearch(combatPatrol, { ...at, rng: seedRng(42) }, side(at))).toEqual(weighed);
  });

  it('one man from breaking the Germans, shoots a man more likely to be put out of the fight than the gunner the tactical bot picks', () => {
    const s = oneFromBreaking();
    const outChance = (target: string): number => {
      const o = fireOdds(s, 'joe', { weapon: 'm1-garand', method: 'special', target });
      return o.ok ? (o.models[0]?.outOfAction ?? 0) : 0;
    };
    const tactical = tacticalBot.choose(undefined as never, combatPatrol.legalActions(s, 0), seedRng(1), botContext(combatPatrol, s, 0));
    expect(tactical).toMatchObject({ type: 'fire', soldier: 'joe', target: 'gun' });
    const r = veteranSearch(combatPatrol, s, 'US');
    expect(r.action).toMatchObject({ type: 'fire', soldier: 'joe' });
    const target = r.action.type === 'fire' ? (r.action.target ?? '') : '';
    expect(outChance(target)).toBeGreaterThan(outChance('gun') + 0.03);
    const { why } = choose(s);
    expect(why).toMatch(new RegExp(`^joe fires his .* at ${target}: .*\\(Chosen over \\d+ others by \\d+ sampled outcomes, played on to the enemy's reply`));
  });

  it('meets a position again after a shot that only added to the tallies: its memo reads what the choices and the score read, nothing else', () => {
    const states: CombatPatrolState[] = [];
    playBotGame(combatPatrol, 8, skirmish('rolled'), tacticalBot, { maxSteps: 120, onState: (x) => states.push(x) });
    const list = states.filter((x, i) => i % 3 === 0 && x.phase === 'battle');
    expect(list.length).toBeGreaterThan(10);
    const choice = (x: CombatPatrolState) => {
      const seat = combatPatrol.currentSeat(x) ?? 0;
      return tacticalChoice(x, sideOf(seat), seedRng(5), () => legalActions(x, seat));
    };
    for (const s of list) {
      // The tallies, names and records changed: the same key, choice and score.
      const told = { ...s, soldiers: s.soldiers.map((m) => ({ ...m, name: `${m.name} jr`, downedBy: 'x', diedTurn: 9, stats: { shots: m.stats.shots + 3, hits: m.stats.hits + 1, kills: 2, casualties: 2 } })) };
      expect(tableKey(told)).toBe(tableKey(s));
      expect(choice(told)).toEqual(choice(s));
      expect(positionValue(told, 'US')).toBe(positionValue(s, 'US'));
      // A man half an inch over, or pinned, or marked: another position.
      const m0 = s.soldiers[0]!;
      const moved = { ...s, soldiers: [{ ...m0, x: m0.x + 0.5 }, ...s.soldiers.slice(1)] };
      const pinned = { ...s, soldiers: [{ ...m0, pinned: !m0.pinned }, ...s.soldiers.slice(1)] };
      const marked = { ...s, soldiers: [{ ...m0, activated: !m0.activated }, ...s.soldiers.slice(1)] };
      for (const other of [moved, pinned, marked]) expect(tableKey(other)).not.toBe(tableKey(s));
    }
  });

  it('one search after another on a battle shares what it has worked out, and each answers as it would alone', () => {
    const states: CombatPatrolState[] = [];
    playBotGame(combatPatrol, 13, skirmish('rolled'), [veteranBot, tacticalBot], { maxSteps: 150, onState: (x) => states.push(x) });
    const side = (x: CombatPatrolState) => sideOf(combatPatrol.currentSeat(x) ?? 0);
    const searched = states.filter((x) => x.phase === 'battle' && !x.pending && x.activation === null).filter((_, i) => i % 2 === 0).slice(0, 8);
    expect(searched.length).toBe(8);
    let weighed = 0;
    for (const s of searched) {
      // The battle's memo (warm from the battle and the searches before) against a memo of its own.
      const shared = veteranSearch(combatPatrol, s, side(s));
      const alone = veteranSearch(combatPatrol, s, side(s), VETERAN, newMemo());
      expect(shared).toEqual(alone);
      weighed += shared.samples;
    }
    expect(weighed).toBeGreaterThan(100);
  });
});
