import { describe, expect, it } from 'vitest';
import { createScenario } from '../../../../engine/games/combat-patrol/scenario';
import type { Scenario } from '../../../../engine/games/combat-patrol/types';
import { AutoSaver, type SaveOutcome, type SaveStatus } from './autosave';

function rig(answers: Array<(doc: Scenario, rev: number) => SaveOutcome>) {
  const timers: Array<() => void> = [];
  const saved: Array<[string, number]> = [];
  const statuses: SaveStatus[] = [];
  const stale: string[] = [];
  let i = 0;
  const saver = new AutoSaver(3, {
    save: async (doc, rev) => {
      saved.push([doc.name, rev]);
      const f = answers[Math.min(i++, answers.length - 1)]!;
      return f(doc, rev);
    },
    onStatus: (s) => statuses.push(s),
    onStale: (m) => stale.push(m),
    setTimer: (f) => timers.push(f),
    clearTimer: () => timers.splice(0),
  });
  return { saver, timers, saved, statuses, stale };
}
const doc = (name: string) => createScenario({ id: 's', name });
const ok = (_d: Scenario, rev: number): SaveOutcome => ({ ok: true, revision: rev + 1 });

describe('autosave', () => {
  it('saves the last document once after the pause, with the revision it expects', async () => {
    const r = rig([ok]);
    r.saver.schedule(doc('a'));
    r.saver.schedule(doc('b'));
    expect(r.saved).toEqual([]);
    expect(r.timers).toHaveLength(1);
    r.timers[0]!();
    await r.saver.flush();
    expect(r.saved).toEqual([['b', 3]]);
    r.saver.schedule(doc('c'));
    await r.saver.flush();
    expect(r.saved).toEqual([['b', 3], ['c', 4]]);
    expect(r.statuses.at(-1)).toBe('saved');
  });

  it('on stale: stops saving and asks for a reload', async () => {
    const r = rig([() => ({ ok: false, code: 'stale', message: 'changed elsewhere' })]);
    r.saver.schedule(doc('a'));
    await r.saver.flush();
    expect(r.stale).toEqual(['changed elsewhere']);
    expect(r.saver.status).toBe('stale');
    r.saver.schedule(doc('b'));
    await r.saver.flush();
    expect(r.saved).toHaveLength(1);
    r.saver.reset(9);
    r.saver.schedule(doc('c'));
    await r.saver.flush();
    expect(r.saved.at(-1)).toEqual(['c', 9]);
  });

  it('an error keeps the document and tries again on the next flush', async () => {
    const r = rig([() => ({ ok: false, code: 'internal', message: 'disk full' }), ok]);
    r.saver.schedule(doc('a'));
    await r.saver.flush();
    expect(r.saver.status).toBe('error');
    await r.saver.flush();
    expect(r.saved).toEqual([['a', 3], ['a', 3]]);
    expect(r.saver.status).toBe('saved');
  });
});
