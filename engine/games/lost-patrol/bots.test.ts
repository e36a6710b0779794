import { describe, expect, it } from 'vitest';
import { botContext } from '../../core/gate';
import { seedRng } from '../../core/rng';
import { bestBid, type LostPatrolBot } from './bots';
import { lostPatrol } from './definition';
import { act, bot, botGame as playBotGame, cellAt, fresh, loadDice, opts, place } from './testing';
import { CENTRE } from './tiles';
import type { LostPatrolAction, LostPatrolState } from './types';

function choose(name: string, s: LostPatrolState): LostPatrolAction {
  const seat = lostPatrol.currentSeat(s) ?? 0;
  return bot(name).choose(lostPatrol.view(s, seat), lostPatrol.legalActions(s, seat), seedRng(3), botContext(lostPatrol, s, seat));
}

describe('Lost Patrol bots', () => {
  it('the bidder gets the patrol out more often than the random bot over seeds 0-599', () => {
    let bidder = 0;
    let random = 0;
    for (let seed = 0; seed < 600; seed++) {
      if (playBotGame(seed, opts(), ['bidder']).state.outcome?.outcome === 'win') bidder++;
      if (playBotGame(seed, opts(), ['random']).state.outcome?.outcome === 'win') random++;
    }
    expect(bidder).toBeGreaterThan(random * 1.3);
  });

  it('every bot plays only legal actions to the end, in every variant', () => {
    const variants = [
      { seats: ['bidder'], o: { mappingTheForest: true, trailOfBreadcrumbs: true } },
      { seats: ['random'], o: { trailOfBreadcrumbs: true } },
      { seats: ['deserter-ai', 'pursuers-ai'], o: { deserter: true, pursuerGroups: [3, 3, 4] } },
      { seats: ['deserter-ai', 'pursuers-ai'], o: { deserter: true, mappingTheForest: true, trailOfBreadcrumbs: true } },
      { seats: ['bidder', 'random'], o: { deserter: true, pursuerGroups: [5, 5], trailOfBreadcrumbs: true } },
    ];
    for (const v of variants) {
      for (let seed = 0; seed < 40; seed++) {
        const g = playBotGame(seed, opts(v.o), v.seats);
        expect(lostPatrol.result(g.state)).not.toBeNull();
      }
    }
  });

  it('its bids beat always betting the fewest soldiers, with the same walking (seeds 0-599)', () => {
    const bidder = bot('bidder');
    const cautious: LostPatrolBot = {
      name: 'cautious',
      description: 'Always the smallest bid.',
      choose: (view, legal, rng, ctx) => (legal[0]?.type === 'bid' ? legal[0] : bidder.choose(view, legal, rng, ctx)),
    };
    let model = 0;
    let low = 0;
    for (let seed = 0; seed < 600; seed++) {
      if (playBotGame(seed, opts(), [bidder]).state.outcome?.outcome === 'win') model++;
      if (playBotGame(seed, opts(), [cautious]).state.outcome?.outcome === 'win') low++;
    }
    expect(model).toBeGreaterThan(low * 1.2);
    expect(bestBid(1, 1, 1, 0.5, 0.2)).toBe(1);
    const s = fresh();
    place(s, CENTRE, 'straight', 1);
    loadDice(s, [1]);
    const attacked = act(s, { type: 'move', dir: 'E' });
    const a = choose('bidder', attacked);
    expect(a.type).toBe('bid');
    expect(lostPatrol.check(attacked, a, 0)).toBeNull();
  });

  it('the bidder heads for the nearest edge and takes an exit out of the forest', () => {
    const s = fresh();
    s.patrol.cell = cellAt(0, 3);
    place(s, cellAt(0, 3), 'right-or-straight', 0);
    expect(choose('bidder', s)).toEqual({ type: 'move', dir: 'N' });
  });

  it('the Deserter AI walks out when it can, and otherwise away from the pursuers', () => {
    const s = fresh({ deserter: true });
    s.patrol.cell = cellAt(0, 3);
    place(s, cellAt(0, 3), 'right-or-straight', 3);
    expect(choose('deserter-ai', s)).toEqual({ type: 'move', dir: 'N' });
    const t = fresh({ deserter: true });
    place(t, CENTRE, 'left-or-straight', 0);
    t.groups[0] = { cell: cellAt(3, 1), from: 3, soldiers: 10, trapped: false };
    place(t, cellAt(3, 1), 'straight', 1);
    expect(choose('deserter-ai', t)).toEqual({ type: 'move', dir: 'N' });
    t.groups[0] = { cell: cellAt(1, 3), from: 3, soldiers: 10, trapped: false };
    expect(choose('deserter-ai', t)).toEqual({ type: 'move', dir: 'W' });
  });

  it('the Pursuers AI enters next to the Deserter and closes in; captors head out', () => {
    const s = fresh({ deserter: true });
    s.patrol.cell = cellAt(1, 5);
    place(s, cellAt(1, 5), 'straight', 0);
    s.side = 1;
    const entry = choose('pursuers-ai', s);
    expect(entry).toMatchObject({ type: 'enter', group: 0 });
    if (entry.type === 'enter') expect(Math.abs(entry.row - 1) + Math.abs(entry.col - 5)).toBe(1);
    s.groups[0] = { cell: cellAt(3, 5), from: 2, soldiers: 10, trapped: false };
    place(s, cellAt(3, 5), 'left-or-straight', 0);
    expect(choose('pursuers-ai', s)).toEqual({ type: 'move', dir: 'N', group: 0 });
    s.capturedBy = 0;
    s.patrol.cell = cellAt(3, 5);
    place(s, cellAt(3, 5), 'left-or-straight', 1);
    expect(choose('pursuers-ai', s)).toEqual({ type: 'move', dir: 'E', group: 0 });
  });
});
