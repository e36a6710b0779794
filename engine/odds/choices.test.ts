import { describe, expect, it } from 'vitest';
import type { Bot, GameModule } from '../core/contract';
import { endlessPatrolModule, greedyEndlessPatrolBot } from '../games/endless-patrol';
import { stacked } from '../games/endless-patrol/testing';
import type { EndlessPatrolState } from '../games/endless-patrol/types';
import { OddsRun } from './run';
import { actionKey, playSampleTallies, playSamples } from './sample';
import { leadOf } from './tally';

const ep = endlessPatrolModule.definition;

/** A late fire phase with Panzergrenadiers and a Pillbox in play: several choices, none a sure thing. */
function lateFire(): EndlessPatrolState {
  const s = stacked({
    phase: 'fire', squad: 5, turn: 30, hand: ['garand', 'carbine', 'bazooka'],
    giDeck: ['thompson', 'colt-pistol', 'bar', 'grease-gun', 'm1919', 'mortar', 'fire-section', 'springfield', 'medic', 'flamethrower', 'swarm-tank'],
    restGi: 'discard',
    patrolDeck: ['machinegun-team', 'assault-pioneer-team', 'machinegun-nest', 'flammenwerfer-team', 'tiger-tank'],
    inPlay: ['panzergrenadiers', 'pillbox'],
    restPatrol: 'discard',
  });
  s.known = { gi: s.giDeck.length, patrol: 0 };
  return s;
}

/** Endless Patrol whose greedy bot counts its decisions. */
function counted(): { module: GameModule; calls: () => number } {
  let n = 0;
  const bot: Bot = { ...greedyEndlessPatrolBot, choose: (view, legal, rng, ctx) => (n++, greedyEndlessPatrolBot.choose(view as never, legal as never, rng, ctx as never)) };
  return { module: { ...endlessPatrolModule, bots: [bot] }, calls: () => n };
}

describe('odds of each choice', () => {
  it('count the play-on game as the bot\'s own choice\'s game, played once: the same figures, one decision a sample', () => {
    const s = lateFire();
    const actions = ep.legalActions(s, 0);
    expect(actions.length).toBeGreaterThan(2);
    const pos = { module: endlessPatrolModule, state: s, seat: 0 };
    const together = playSamples(pos, [null, ...actions], 3, 0, 200);
    expect(together[0]).toEqual(playSamples(pos, [null], 3, 0, 200)[0]);
    const mine = actions.findIndex((a) => actionKey(a) === actionKey(greedyEndlessPatrolBot.choose(ep.view(s, 0), actions, { a: 0, b: 0, c: 0, d: 0 }, {} as never)));
    expect(together[0]).toEqual(together[mine + 1]);
    // Playing on costs the bot one decision a sample (its choice, found among those played), not a game.
    const a = counted();
    playSamples({ ...pos, module: a.module }, actions, 3, 0, 200);
    const b = counted();
    playSamples({ ...pos, module: b.module }, [null, ...actions], 3, 0, 200);
    expect(b.calls() - a.calls()).toBe(200);
  });

  it('compare each pair of choices on the same deals', () => {
    const s = lateFire();
    const actions = ep.legalActions(s, 0);
    const pos = { module: endlessPatrolModule, state: s, seat: 0 };
    const { tallies, pairs } = playSampleTallies(pos, [null, actions[0], actions[1], actions[2]], 4, 10, 110);
    expect(tallies.map((t) => t.games)).toEqual([100, 100, 100, 100]);
    expect(pairs).toHaveLength(3); // (1,2), (1,3), (2,3): play-on is not paired
    // Sample by sample, the first choice against the second.
    let firstOnly = 0;
    let secondOnly = 0;
    for (let i = 10; i < 110; i++) {
      const [x, y] = playSamples(pos, [actions[0], actions[1]], 4, i, i + 1).map((t) => t.wins);
      if (x && !y) firstOnly++;
      if (y && !x) secondOnly++;
    }
    expect(pairs[0]).toEqual({ games: 100, firstOnly, secondOnly });
    // Each choice's wins less the other's are the games only it won, less those only the other won.
    expect(tallies[1]!.wins - tallies[2]!.wins).toBe(firstOnly - secondOnly);
  });

  it('give the lead of the best choice over the next with a margin from the same deals', () => {
    const r = new OddsRun({ module: endlessPatrolModule, state: lateFire(), seat: 0 }, { seed: 5, margin: 0.03, choices: true }).runHere();
    const [best, next] = r.choices;
    expect(r.lead).not.toBeNull();
    expect(r.lead!.games).toBe(Math.min(best!.games, next!.games));
    // On the games both were played on the lead is the difference of their wins; with all their games
    // it is close to the difference of the two figures.
    expect(Math.abs(r.lead!.lead - (best!.chance - next!.chance))).toBeLessThan(0.03);
    // The same deals make the difference surer than either figure.
    expect(r.lead!.margin).toBeLessThan(Math.hypot(best!.margin, next!.margin));
  });

  it('put the margin of a lead as Agresti and Min do for matched pairs: never zero', () => {
    const none = leadOf({ games: 50, firstOnly: 0, secondOnly: 0 });
    expect(none.lead).toBe(0);
    expect(none.margin).toBeGreaterThan(0);
    const l = leadOf({ games: 1000, firstOnly: 60, secondOnly: 30 });
    expect(l.lead).toBeCloseTo(0.03, 10);
    // (b - c)/n and its variance with half a game added to each cell: b = 60.5, c = 30.5, n = 1002.
    const d = 30 / 1002;
    expect(l.margin).toBeCloseTo(1.959963984540054 * Math.sqrt((91 - 1002 * d * d) / 1002 / 1002), 12);
    expect(leadOf({ games: 0, firstOnly: 0, secondOnly: 0 }).margin).toBe(1);
  });

  it('come back first after a few games: chunks of 8, 16, 32, 64, then 100 samples', () => {
    const run = new OddsRun({ module: endlessPatrolModule, state: lateFire(), seat: 0 }, { seed: 1, margin: 0.005, choices: true });
    const sizes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const c = run.next()!;
      sizes.push(c.to - c.from);
    }
    expect(sizes).toEqual([8, 16, 32, 64, 100, 100]);
  });
});
