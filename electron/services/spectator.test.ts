import { afterEach, describe, expect, it } from 'vitest';
import { applyAction, publicPackage, type BaseState } from '../../engine/core';
import { checkSent } from '../../engine/core/sent-leaks';
import { games } from '../../engine/games';
import { botGame, opts } from '../../engine/games/lost-patrol/testing';
import { handsDefinition } from '../../test/fixtures/hands-game';
import { tempDir } from '../../test/fixtures/services';
import { Guest, shareStack, type ShareStack } from '../../test/fixtures/share-stack';
import type { GameEnvelope, ShareInfo } from '../api/contract';

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

  it('The Lost Patrol, Deserter (one group and split pursuers): every position of whole games can be watched, passing the secrets check for both seats', () => {
    // Both sides see the whole table in the Deserter variant (the source hides only the face-down
    // tiles and the spares, from everyone): the view of no seat is the table, all game long.
    const def = games['lost-patrol']!;
    let positions = 0;
    for (const groups of [[10], [4, 3, 3]]) {
      for (const seed of [3, 11, 24, 57]) {
        const g = botGame(seed, opts({ deserter: true, pursuerGroups: groups }), ['deserter-ai', 'pursuers-ai']);
        expect(g.state.phase, `seed ${seed} ends`).toBe('over');
        let state = def.setup(seed, opts({ deserter: true, pursuerGroups: groups })) as BaseState;
        const steps = [...g.actions.map((a) => a as { seat: number; action: unknown }), null];
        for (const step of steps) {
          const pkg = publicPackage(def, state, []);
          expect(pkg, `seed ${seed} after ${state.actionCount}`).not.toBeNull();
          expect(pkg!.legal).toEqual([]);
          for (const seat of [0, 1]) expect(checkSent(def, state, seat, pkg)).toEqual([]);
          positions++;
          if (step === null) break;
          const r = applyAction(def, state, step.seat, step.action);
          if (!r.ok) throw new Error(r.error.message);
          state = r.state as BaseState;
        }
        expect(def.result(state)).not.toBeNull();
      }
    }
    expect(positions).toBeGreaterThan(60);
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

describe('a spectator of a shared Deserter game (services, the real share listener)', () => {
  let done: (() => Promise<void>) | null = null;
  afterEach(async () => {
    await done?.();
    done = null;
  });

  it('gets an envelope, never a refusal, at every move of a whole game: the table, no choices, nothing either seat may not see', async () => {
    const tmp = tempDir();
    const stack: ShareStack = shareStack(tmp.dir);
    const sockets: Guest[] = [];
    done = async () => {
      for (const g of sockets) g.ws.terminate();
      await stack.api.handle('share.stop', { id: 'none' }, stack.host.caller);
      stack.close();
      tmp.cleanup();
    };
    const def = games['lost-patrol']!;
    const seed = 24;
    const options = opts({ deserter: true });
    const game = botGame(seed, options, ['deserter-ai', 'pursuers-ai']);
    const human = { kind: 'human' as const };
    const env = await stack.call<GameEnvelope>('saves.create', { game: 'lost-patrol', seed, options: { deserter: true }, seats: [human, human] });
    const id = env.save.id;
    const info = await stack.call<ShareInfo>('share.start', { id, seat: 1 });
    const join = async (link: string) => {
      const g = await Guest.connect(link);
      if (typeof g === 'number') throw new Error(`refused: ${g}`);
      sockets.push(g);
      return g;
    };
    const friend = await join(info.link);
    const watcher = await join(info.spectatorLink);
    let state = def.setup(seed, options) as BaseState;
    // The variant names its seats: the host's chat line and every screen's names say "Deserter".
    await stack.call('saves.say', { id, seat: 0, text: 'Catch me if you can' });
    let seen = await watcher.ok<GameEnvelope>('saves.open', {});
    expect(seen.seatNames).toEqual(['Deserter', 'Pursuers']);
    expect(seen.chat).toEqual([{ seat: 0, name: 'Deserter', text: 'Catch me if you can', at: 0 }]);
    expect((await friend.ok<{ seatNames: string[] }>('share.hello', {})).seatNames).toEqual(['Deserter', 'Pursuers']);
    for (const { seat, action } of game.actions as { seat: number; action: unknown }[]) {
      expect(seen.legal).toEqual([]);
      expect(seen.templates).toEqual([]);
      expect(seen.canUndo).toBe(false);
      for (const s of [0, 1]) expect(checkSent(def, state, s, seen)).toEqual([]);
      const waiting = watcher.ok<GameEnvelope>('saves.wait', { after: seen.stamp });
      if (seat === 0) await stack.call('saves.act', { id, seat: 0, action, expectedCount: state.actionCount });
      else await friend.ok('saves.act', { action, expectedCount: state.actionCount });
      const r = applyAction(def, state, seat, action);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state as BaseState;
      seen = await waiting;
      expect(seen.save.actionCount).toBe(state.actionCount);
      expect(seen.computerMoves.map((m) => m.action)).toEqual([state.actionCount - 1]);
    }
    expect(seen.result?.summary).toBe(game.state.outcome?.summary);
    for (const s of [0, 1]) expect(checkSent(def, state, s, seen)).toEqual([]);
    // One answer per call, each an envelope: nothing refused along the way.
    expect(watcher.frames.length).toBe(game.actions.length + 1);
    expect(game.actions.some((a) => a.seat === 1)).toBe(true);
  });
});
