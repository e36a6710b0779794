import { describe, expect, it } from 'vitest';
import { applyAction, publicPackage, type BaseState } from '../../engine/core';
import { checkSent } from '../../engine/core/conformance';
import { games } from '../../engine/games';
import { handsDefinition } from '../../test/fixtures/hands-game';

// A spectator's view (engine/core/gate publicPackage): only what every seat may see.

describe('the view of no seat', () => {
  it('Patrol: Lost!: the table both seats see, no choices, passing the secrets check for every seat, all game long', () => {
    const def = games['patrol-lost']!;
    const opts = def.parseOptions({});
    let state = def.setup(7, opts.ok ? opts.options : {}) as BaseState;
    for (let i = 0; i < 120 && def.result(state) === null; i++) {
      const pkg = publicPackage(def, state, []);
      expect(pkg).not.toBeNull();
      expect(pkg!.legal).toEqual([]);
      for (const seat of [0, 1]) expect(checkSent(def, state, seat, pkg)).toEqual([]);
      const seat = def.currentSeat(state)!;
      const legal = def.legalActions(state, seat);
      const r = applyAction(def, state, seat, legal[(i * 7) % legal.length]);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state as BaseState;
    }
  });

  it('a game whose seats hold different things (Hands: each its own cards) cannot be watched', () => {
    const opts = handsDefinition.parseOptions({});
    const state = handsDefinition.setup(3, opts.ok ? opts.options : {});
    expect(publicPackage(handsDefinition, state, [])).toBeNull();
  });

  it('a log line some seat may not read is left out', () => {
    const def = games['patrol-lost']!;
    const opts = def.parseOptions({});
    const state = def.setup(7, opts.ok ? opts.options : {}) as BaseState;
    const log = [
      { action: 0, text: 'for all', event: { type: 'said', text: 'for all' } },
      { action: 0, text: 'for seat 1', event: { type: 'said', text: 'for seat 1' }, seats: [1] },
    ];
    expect(publicPackage(def, state, log as never)!.log.map((l) => l.text)).toEqual(['for all']);
  });
});
