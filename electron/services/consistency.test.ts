import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replay } from '../../engine/core';
import type { ApiResult, GameEnvelope } from '../api/contract';
import { fixtureApi, tempDir } from '../../test/fixtures/services';
import { tallyGame, type TallyView } from '../../test/fixtures/tally-game';

type Op = { kind: 'add'; n: 1 | 2 | 3 } | { kind: 'draw' } | { kind: 'undo' } | { kind: 'reopen' };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(1 as const, 2 as const, 3 as const).map((n) => ({ kind: 'add' as const, n })) },
  { weight: 2, arbitrary: fc.constant({ kind: 'draw' as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'reopen' as const }) },
);

describe('store and service stay consistent', () => {
  it('after any sequence of moves, undos and reopens, the view equals a full replay of what is stored', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { maxLength: 40 }), fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.integer({ min: 1, max: 5 }), async (ops, seed, every) => {
        const tmp = tempDir();
        const { store, api } = fixtureApi({ dbPath: `${tmp.dir}/p.db`, snapshotEvery: every });
        try {
          const created = (await api.handle('saves.create', { game: 'tally', seed, options: { target: 60 } })) as ApiResult<GameEnvelope<TallyView>>;
          if (!created.ok) throw new Error(created.error.message);
          let env = created.value;
          const id = env.save.id;
          for (const o of ops) {
            const r = (await (o.kind === 'undo'
              ? api.handle('saves.undo', { id })
              : o.kind === 'reopen'
                ? api.handle('saves.open', { id })
                : api.handle('saves.act', { id, action: o.kind === 'add' ? { type: 'add', n: o.n } : { type: 'draw' } }))) as ApiResult<GameEnvelope<TallyView>>;
            if (r.ok) env = r.value;
            else expect(['illegal']).toContain(r.error.code); // refusals change nothing
            const actions = store.actions(id);
            expect(store.getSave(id)?.actionCount).toBe(actions.length);
            const full = replay(tallyGame, { game: 'tally', version: 1, seed, options: { target: 60 }, actions });
            expect(full.ok).toBe(true);
            if (full.ok) expect(env.view).toEqual(tallyGame.view(full.state, 0));
            expect(env.save.actionCount).toBe(actions.length);
            const snap = store.snapshotAtOrBefore(id, 1e9);
            if (snap) {
              expect(snap.idx).toBeLessThanOrEqual(actions.length);
              const upTo = replay(tallyGame, { game: 'tally', version: 1, seed, options: { target: 60 }, actions: actions.slice(0, snap.idx) });
              expect(upTo.ok && upTo.state).toEqual(snap.state);
            }
          }
        } finally {
          store.close();
          tmp.cleanup();
        }
      }),
      { numRuns: 60, seed: 20261130 },
    );
  });
});
