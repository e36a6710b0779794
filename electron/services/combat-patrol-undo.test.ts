import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import type { CombatPatrolAction, CombatPatrolView } from '../../engine/games/combat-patrol';
import { de, table, us } from '../../engine/games/combat-patrol/testing';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope } from '../api/contract';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/undo.db`, modules: gameModules }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

type Env = GameEnvelope<CombatPatrolView, CombatPatrolAction>;

const shot: CombatPatrolAction = { type: 'fire', soldier: 'joe', weapon: 'm1-garand', method: 'standard', target: 'jerry' };

/** Joe (US) 10 in from Jerry (German), two people at one screen, the US first. */
async function duel(diceMode: 'entered' | 'rolled'): Promise<Env> {
  const scenario = table({ models: [us('joe', 10, 20), de('jerry', 20, 20), de('hans', 40, 40)] });
  return ok<Env>(await api.handle('saves.create', { game: 'combat-patrol', seed: 5, options: { scenario, diceMode } }));
}

const act = async (env: Env, seat: number, action: CombatPatrolAction): Promise<Env> =>
  ok<Env>(await api.handle('saves.act', { id: env.save.id, seat, action, expectedCount: env.save.actionCount }));

const texts = (env: Env): string[] => env.log.map((l) => l.text);

describe('undo in a battle with dice typed in from a real table', () => {
  it('takes back a mistyped die (the same question comes back) until the next decision, which settles it', async () => {
    const declared = await act(await duel('entered'), 0, shot);
    const asked = declared.view.question;
    expect(asked).toMatchObject({ kind: 'dice', seat: 0, die: 'D10', label: 'The shot at jerry (needs 5+)' });

    // A 2 typed for a 9: a miss, and the Germans' Reaction Test asked next; the US may take the 2 back, the Germans may not.
    const wrong = await act(declared, 0, { type: 'dice', values: [2] });
    expect(wrong.view.question).toMatchObject({ kind: 'dice', seat: 1, label: 'Reaction Test for jerry (needs 5+)' });
    expect(texts(wrong).some((t) => /rolled 2, a miss/.test(t))).toBe(true);
    expect(wrong.canUndo).toBe(true);
    expect(await api.handle('saves.undo', { id: wrong.save.id, seat: 1 })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'not-your-move' } });
    // The screen, passed to the Germans for their test, is told who may take the die back (two people at one screen).
    const germans = ok<Env>(await api.handle('saves.open', { id: wrong.save.id, seat: 1 }));
    expect(germans).toMatchObject({ canUndo: false, undoBy: 0 });

    const back = ok<Env>(await api.handle('saves.undo', { id: wrong.save.id, seat: 0, expectedCount: wrong.save.actionCount }));
    expect(back.save.actionCount).toBe(declared.save.actionCount);
    expect(back.view.question).toEqual(asked);
    expect(back.legal).toEqual(declared.legal);
    expect(texts(back).some((t) => /rolled 2/.test(t))).toBe(false);

    // The right die, and the next one: each can be taken back while only dice follow it.
    const hit = await act(back, 0, { type: 'dice', values: [9] });
    expect(hit.view.question).toMatchObject({ kind: 'dice', die: '2D10' });
    expect(hit.canUndo).toBe(true);
    let env = await act(hit, 0, { type: 'dice', values: [9, 9] });
    while (env.view.question?.kind === 'dice') env = await act(env, env.view.question.seat, { type: 'dice', values: [10] });
    expect(env.view.question).toBeNull();
    const opener = ok<Env>(await api.handle('saves.open', { id: env.save.id, seat: 0 }));
    expect(texts(opener).some((t) => /rolled 9, a hit/.test(t))).toBe(true);

    // The next decision made, the dice before it are settled: undo is refused, and nothing changes.
    const ended = await act(opener, 0, { type: 'end-activation' });
    expect(ended).toMatchObject({ canUndo: false, undoBy: null });
    expect(await api.handle('saves.undo', { id: ended.save.id, seat: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'not-undoable' } });
    const after = ok<Env>(await api.handle('saves.open', { id: ended.save.id, seat: 0 }));
    expect(after.save.actionCount).toBe(ended.save.actionCount);
    expect(after.view).toEqual(ended.view);
  });

  it('refuses to take back a die the app rolled', async () => {
    const fired = await act(await duel('rolled'), 0, shot);
    expect(fired.view.rolls.length).toBeGreaterThan(0);
    expect(fired.canUndo).toBe(false);
    expect(await api.handle('saves.undo', { id: fired.save.id, seat: 0 })).toMatchObject({ ok: false, error: { code: 'illegal', detail: 'not-undoable' } });
  });
});
