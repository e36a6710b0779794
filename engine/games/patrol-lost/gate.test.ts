import { describe, expect, it } from 'vitest';
import { logEntries, seatPackage } from '../../core/gate';
import { seedRng } from '../../core/rng';
import type { LogEntry } from '../../core/contract';
import { botGame as playGame } from './testing';
import { patrolLost as pl } from './definition';
import { TILE_KINDS } from './tiles';
import type { PatrolLostAction, PatrolLostState } from './types';

/** Every state of a few whole games, with the log a host would have kept up to it. */
function states(seeds: number[]): { s: PatrolLostState; log: LogEntry[] }[] {
  const out: { s: PatrolLostState; log: LogEntry[] }[] = [];
  for (const seed of seeds) {
    const g = playGame(seed, 'easy', 'easy');
    let s = pl.setup(seed, { turnLimit: 60 });
    let log = logEntries(pl, -1, s.events);
    out.push({ s, log });
    g.actions.forEach((a, i) => {
      s = pl.apply(s, a.action as PatrolLostAction, a.seat);
      log = [...log, ...logEntries(pl, i, s.events)];
      out.push({ s, log });
    });
  }
  return out;
}

describe('Patrol: Lost! hidden information', () => {
  const all = states([1, 2, 3]);

  it('sends neither seat the order of the pile, in its view, choices or log', () => {
    let checked = 0;
    for (const { s, log } of all) {
      for (const seat of [0, 1]) {
        const secrets = pl.secrets!(s, seat);
        if (s.pile.length >= 5) expect(secrets.length).toBeGreaterThan(0);
        const sent = JSON.stringify(seatPackage(pl, s, seat, log));
        for (const secret of secrets) expect(sent.includes(secret)).toBe(false);
        checked += secrets.length;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('(that check can fail: the state itself holds the secret)', () => {
    const { s } = all.find((x) => x.s.pile.length > 10) as { s: PatrolLostState };
    expect(pl.secrets!(s, 0).some((x) => JSON.stringify(s).includes(x))).toBe(true);
  });

  it('sends each seat the same thing, byte for byte as sent, for the real state and for any redeal of it', () => {
    for (const { s, log } of all.filter((_, i) => i % 5 === 0)) {
      for (const seat of [0, 1]) {
        const again = pl.redeal!(s, seat, seedRng(s.actionCount));
        expect(JSON.stringify(seatPackage(pl, again, seat, log))).toBe(JSON.stringify(seatPackage(pl, s, seat, log)));
      }
    }
  });

  it('shows both seats the pile by tile type (the rules keep no secret of it), in a fixed order that tells nothing of the pile\'s', () => {
    const { s } = all.find((x) => x.s.pile.length > 20) as { s: PatrolLostState };
    const view = pl.view(s, 1);
    expect(Object.values(view.pileKinds).reduce((a, b) => a + (b ?? 0), 0)).toBe(s.pile.length + (s.endPlaced ? 0 : 1));
    expect(pl.view(s, 0).pileKinds).toEqual(view.pileKinds);
    const keys = Object.keys(view.pileKinds);
    expect(keys).toEqual(TILE_KINDS.map((k) => k.id).filter((k) => keys.includes(k)));
    // The same counts for a pile in reverse give the same keys in the same order.
    expect(Object.keys(pl.view({ ...s, pile: s.pile.slice().reverse() }, 1).pileKinds)).toEqual(keys);
  });
});
