import { describe, expect, it } from 'vitest';
import { botChoice } from '../../../bots/step';
import { logEntries, seatPackage } from '../../../core/gate';
import { applyAction, replay } from '../../../core/pipeline';
import { seedRng } from '../../../core/rng';
import { combatPatrol } from '../battle/definition';
import { MAX_WHY } from '../battle/parse';
import type { CombatPatrolAction, CombatPatrolState } from '../battle/types';
import { battle, de, table, us } from '../testing';
import { tacticalBot } from './tactical';
import { explainChoice } from './tactical-explain';

const doc = () => table({ models: [us('joe', 10, 20, { name: 'Joe' }), de('hurt', 20, 18, { name: 'Hans' }), de('fresh', 20, 24, { name: 'Fritz' })] });

/** Joe (US, to act) with a Garand; Hans lightly wounded and prone, Fritz unhurt in the open. */
function twoTargets(): CombatPatrolState {
  const s = battle(doc());
  return { ...s, soldiers: s.soldiers.map((m) => (m.id === 'hurt' ? { ...m, condition: 'light', pinned: true } : m)) };
}

function think(s: CombatPatrolState, explain: boolean): CombatPatrolAction {
  const c = botChoice(combatPatrol, s, combatPatrol.currentSeat(s)!, tacticalBot, seedRng(1), explain);
  if (!c.ok) throw new Error(c.error.message);
  return c.action as CombatPatrolAction;
}

describe("the computer's reason reaches the log through the one apply pipeline", () => {
  it("a fire step, explained: its first log line is the bot's reason, read by every seat, and the rest is the step the rules played", () => {
    const s = twoTargets();
    const plain = think(s, false);
    const said = think(s, true);
    // The same choice; only the words are added (simulations and odds never ask for them).
    expect(plain).toMatchObject({ type: 'fire', target: 'fresh' });
    expect(plain.why).toBeUndefined();
    const { why, ...rest } = said;
    expect(rest).toEqual(plain);
    expect(why).toBe(explainChoice(s, plain));
    expect(why).toMatch(/^Joe fires his M1 Garand rifle at Fritz: unhurt, in the open, 10\.8 in away, 2 shots at /);

    const res = applyAction(combatPatrol, s, 0, said);
    if (!res.ok) throw new Error(res.error.message);
    const log = logEntries(combatPatrol, 0, res.state.events);
    expect(log[0]!.text).toBe(`Reason: ${why}`);
    expect(log[0]!.seats).toBeUndefined();
    for (const seat of [0, 1]) expect(seatPackage(combatPatrol, res.state, seat, log).log[0]!.text).toBe(`Reason: ${why}`);
    // Beside it, exactly what the same step logs without a reason: the words change nothing else.
    const bare = applyAction(combatPatrol, s, 0, plain);
    if (!bare.ok) throw new Error(bare.error.message);
    expect(res.state.events.slice(1)).toEqual(bare.state.events);
    expect({ ...res.state, events: [], last: null, pending: null }).toEqual({ ...bare.state, events: [], last: null, pending: null });
  });

  it('a replay of the saved record shows the same words (the action keeps them); a die rolled says nothing', () => {
    const options = { scenario: doc(), diceMode: 'entered', houseRules: {} };
    const s0 = battle(options.scenario);
    const said = think(s0, true);
    const first = applyAction(combatPatrol, s0, 0, said);
    if (!first.ok) throw new Error(first.error.message);
    expect(first.action).toMatchObject({ why: said.why });
    // Entered dice: the step waits for Joe's dice; the computer's answer is a die, with no reason to give.
    const die = think(first.state, true);
    expect(die.type).toBe('dice');
    expect(die.why).toBeUndefined();
    const record = JSON.parse(JSON.stringify({ game: combatPatrol.id, version: combatPatrol.version, seed: 1, options, actions: [{ seat: 0, action: first.action }] }));
    const again = replay(combatPatrol, record);
    if (!again.ok) throw new Error(again.error.message);
    expect(logEntries(combatPatrol, 0, again.state.events)[0]!.text).toBe(`Reason: ${said.why}`);
  });

  it('a reason that is not text, empty or too long is refused in words', () => {
    const end = { type: 'end-activation' };
    for (const why of [3, '', 'x'.repeat(MAX_WHY + 1)]) {
      expect(combatPatrol.parseAction({ ...end, why })).toMatchObject({ ok: false, error: { code: 'bad-action', message: `"why" must be text of 1 to ${MAX_WHY} characters.` } });
    }
    expect(combatPatrol.parseAction({ ...end, why: 'Nothing more worth doing.' })).toEqual({ ok: true, action: { ...end, why: 'Nothing more worth doing.' } });
  });
});
