/**
 * A fork's new luck, for every game (issue 22): each game's `reseed` deals again what nobody has
 * seen and leaves what any seat sees exactly as it was, so a player who watched a replay does not
 * know what comes after the fork, while nothing on the table changes under them.
 */
import { describe, expect, it } from 'vitest';
import { playBotGame } from '../bots/play';
import { applyAction, futureUnseen, reseedState, type BaseState, type GameModule, type RecordedAction } from '../core';
import { gameModules } from './index';

/** Fixed seeds: the test is the same every run. */
const SEEDS = [1, 2, 3, 5, 8, 13, 21, 34];
/** Actions played before and after the fork point. */
const LENGTH = 90;

const optionsOf: Record<string, unknown> = { 'combat-patrol': { diceMode: 'rolled' } };

interface Played {
  states: BaseState[];
  actions: RecordedAction[];
}

function played(m: GameModule, seed: number): Played {
  const def = m.definition;
  const opts = def.parseOptions(optionsOf[def.id] ?? {});
  if (!opts.ok) throw new Error(opts.error.message);
  const random = m.bots.find((b) => b.name === 'random')!;
  const states: BaseState[] = [];
  const g = playBotGame(def, seed, opts.options, random, { record: true, maxSteps: LENGTH, onState: (s) => states.push(s) });
  return { states, actions: g.actions };
}

const seats = (m: GameModule) => Array.from({ length: m.definition.seats.max }, (_, i) => i);

/** True when the original's moves after `at`, played on `from`, are refused or show some seat something else. */
function parts(m: GameModule, g: Played, at: number, from: BaseState): boolean {
  let state = from;
  for (let i = at; i < g.actions.length; i++) {
    const a = g.actions[i]!;
    const res = applyAction(m.definition, state, a.seat, a.action);
    if (!res.ok) return true;
    state = res.state;
    for (const seat of seats(m)) if (JSON.stringify(m.definition.view(state, seat)) !== JSON.stringify(m.definition.view(g.states[i + 1]!, seat))) return true;
  }
  return false;
}

describe.each(gameModules.map((m) => [m.definition.id, m] as const))('a fork of %s with new luck', (_id, m) => {
  const def = m.definition;

  it('declares what a fork deals again', () => {
    expect(typeof def.reseed).toBe('function');
  });

  it('leaves everything any seat sees as it was, at every point, and deals the same for the same seed', () => {
    for (const seed of SEEDS.slice(0, 3)) {
      const g = played(m, seed);
      g.states.forEach((s, i) => {
        if (i % 3 !== 0) return;
        const before = JSON.stringify(s);
        const r = reseedState(def, s, 1000 + i);
        expect(JSON.stringify(s)).toBe(before); // pure: the original state is untouched
        expect(JSON.stringify(reseedState(def, s, 1000 + i))).toBe(JSON.stringify(r));
        expect(r.actionCount).toBe(s.actionCount);
        expect(r.reveals).toBe(s.reveals + 1); // undo stops at the new deal
        for (const seat of seats(m)) expect(def.view(r, seat)).toEqual(def.view(s, seat));
        expect(def.result(r)).toEqual(def.result(s));
        expect(def.currentSeat(r)).toBe(def.currentSeat(s));
      });
    }
  }, 120_000);

  it('gives a future the original did not have: its moves played on part from it for most seeds', () => {
    let parted = 0;
    for (const seed of SEEDS) {
      const g = played(m, seed);
      const at = Math.floor(g.actions.length / 3);
      // The original's own state plays the original's moves exactly (the comparison is fair).
      expect(parts(m, g, at, g.states[at]!)).toBe(false);
      if (parts(m, g, at, reseedState(def, g.states[at]!, 0xfeed0000 + seed))) parted++;
    }
    expect(parted).toBeGreaterThanOrEqual(SEEDS.length - 1);
  }, 120_000);

  it('says an unfinished game still has an unseen future, a finished one none', () => {
    const g = played(m, SEEDS[0]!);
    expect(futureUnseen(def, g.states[0]!)).toBe(true);
    const done = playBotGame(def, 4, (def.parseOptions(optionsOf[def.id] ?? {}) as { options: unknown }).options, m.bots.find((b) => b.name === 'random')!);
    if (done.result) expect(futureUnseen(def, done.state)).toBe(false);
  }, 120_000);
});
