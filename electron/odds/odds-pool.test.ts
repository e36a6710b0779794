import { afterAll, describe, expect, it } from 'vitest';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { stacked } from '../../engine/games/endless-patrol/testing';
import { OddsRun, type OddsReport } from '../../engine/odds';
import { OddsPlayer, OddsQueue, type OddsWorkerReply } from './odds-core';
import { OddsPool } from './odds-pool';

/** A late fire phase (eight Patrol cards left) with a machine-gun team and a pillbox in play: three choices. */
function position() {
  const state = stacked({
    phase: 'fire', squad: 4, turn: 40, hand: ['garand', 'thompson', 'bazooka'], inPlay: ['machinegun-team', 'pillbox'],
    patrolDeck: ['panzergrenadiers', 'machinegun-nest', 'flammenwerfer-team', 'assault-pioneer-team', 'concrete-emplacement', 'tiger-tank', 'sniper', 'minefield'], restPatrol: 'discard',
  });
  return { module: endlessPatrolModule, state, seat: 0 };
}

describe('odds on worker threads', () => {
  const pool = new OddsPool(2);
  // The unit files share their worker's modules (vitest.config.ts): the threads go with this file.
  afterAll(() => pool.close());

  it('give exactly the figures of the same run on one thread, refining on the way', async () => {
    const pos = position();
    const options = { seed: 21, margin: 0.03, choices: true };
    const updates: OddsReport[] = [];
    const out = await pool.run({ ...pos, options }, (r) => updates.push(r()));
    const here = new OddsRun(pos, options).runHere();
    expect(out.cancelled).toBe(false);
    expect(out.report).toEqual(here);
    expect(out.report.choices.length).toBeGreaterThan(1);
    expect(updates.length).toBeGreaterThan(3);
    for (let i = 1; i < updates.length; i++) {
      expect(updates[i]!.tally.games).toBeGreaterThanOrEqual(updates[i - 1]!.tally.games);
      expect(updates[i]!.progress).toBeGreaterThanOrEqual(updates[i - 1]!.progress);
    }
    expect(updates.at(-1)).toEqual(here);
  }, 60_000);

  it('end a run once its figures are settled, without waiting for the chunks still out (their answers are dropped)', async () => {
    const pos = position();
    const options = { seed: 3, margin: 0.05 };
    // One lane that plays each chunk at once but holds its answer until the test lets it go.
    const player = new OddsPlayer();
    const held: OddsWorkerReply[] = [];
    let answer: (r: OddsWorkerReply) => void = () => {};
    const local = new OddsPool(1, (onReply) => {
      answer = onReply;
      return { send: (m) => { const r = player.handle(m); if (r) held.push(r); } };
    });
    let ended = false;
    const out = local.run({ ...pos, options }).then((o) => ((ended = true), o));
    while (!ended && held.length > 0) {
      answer(held.shift() as OddsWorkerReply);
      await new Promise((r) => setImmediate(r));
    }
    expect(ended).toBe(true);
    expect(held.length).toBeGreaterThan(0);
    expect((await out).report).toEqual(new OddsRun(pos, options).runHere());
    // The late answer finds no run: nothing breaks, and the next run on the pool has its exact figures.
    for (const r of held.splice(0)) answer(r);
    const again = local.run({ ...pos, options: { seed: 4, margin: 0.05 } });
    while (held.length > 0) {
      answer(held.shift() as OddsWorkerReply);
      await new Promise((r) => setImmediate(r));
    }
    expect((await again).report).toEqual(new OddsRun(pos, { seed: 4, margin: 0.05 }).runHere());
  });

  it("a worker plays one chunk a turn, and answers a chunk of a run that has ended without playing it", () => {
    const pos = position();
    const replies: OddsWorkerReply[] = [];
    const turns: (() => void)[] = [];
    const queue = new OddsQueue(new OddsPlayer(), (r) => replies.push(r), (f) => turns.push(f));
    queue.take({ type: 'position', run: 1, position: { game: pos.module.definition.id, state: pos.state, seat: 0, targets: [null], seed: 1 } });
    queue.take({ type: 'chunk', run: 1, chunk: { index: 0, from: 0, to: 8, targets: [0] } });
    queue.take({ type: 'chunk', run: 1, chunk: { index: 1, from: 8, to: 16, targets: [0] } });
    expect(turns).toHaveLength(1);
    (turns.shift() as () => void)();
    expect(replies).toEqual([{ run: 1, index: 0, got: new OddsRun(pos, { seed: 1 }).play({ index: 0, from: 0, to: 8, targets: [0] }) }]);
    // The run ends (its figures settled) while its second chunk still waits: that chunk is not played.
    queue.take({ type: 'forget', run: 1 });
    expect(turns).toHaveLength(1);
    (turns.shift() as () => void)();
    expect(replies[1]).toEqual({ run: 1, index: 1, error: expect.stringContaining('does not know') });
    expect(turns).toHaveLength(0);
  });

  it('stop when cancelled, ending with the figures so far', async () => {
    const pos = position();
    let stop = false;
    let seen = 0;
    const out = await pool.run({ ...pos, options: { seed: 5, margin: 0.001, choices: true } }, (r) => {
      seen = r().tally.games;
      if (seen >= 300) stop = true;
    }, () => stop);
    expect(out.cancelled).toBe(true);
    expect(out.report.done).toBe(false);
    expect(out.report.tally.games).toBeGreaterThanOrEqual(300);
    expect(out.report.tally.games).toBeLessThan(5_000); // far short of the margin asked
    expect(out.report.margin).toBeGreaterThan(0.001);
  }, 60_000);

  it('run two positions at once without mixing their games', async () => {
    const a = position();
    const b = { ...position(), state: stacked({ phase: 'fire', squad: 2, turn: 40, hand: ['carbine'], inPlay: ['tiger-tank'], patrolDeck: ['sniper', 'minefield', 'pillbox'], restPatrol: 'discard' }) };
    const [ra, rb] = await Promise.all([pool.run({ ...a, options: { seed: 1, margin: 0.03 } }), pool.run({ ...b, options: { seed: 1, margin: 0.03 } })]);
    expect(ra.report).toEqual(new OddsRun(a, { seed: 1, margin: 0.03 }).runHere());
    expect(rb.report).toEqual(new OddsRun(b, { seed: 1, margin: 0.03 }).runHere());
  }, 60_000);

  it('serve runs in turn: a quick run started behind long ones ends first, with its exact figures', async () => {
    const pos = position();
    let stop = false;
    const ended: string[] = [];
    const longRuns = [1, 2, 3].map((seed) =>
      pool.run({ ...pos, options: { seed, margin: 0.005, choices: true } }, () => {}, () => stop).then((o) => (ended.push(`long ${seed}`), o)),
    );
    const quick = await pool.run({ ...pos, options: { seed: 9, margin: 0.05 } }).then((o) => (ended.push('quick'), o));
    stop = true;
    await Promise.all(longRuns);
    expect(ended[0]).toBe('quick');
    expect(quick.report).toEqual(new OddsRun(pos, { seed: 9, margin: 0.05 }).runHere());
  }, 60_000);

  it('closed, end their threads: a run still going fails saying so, and the next run starts new ones with the exact figures', async () => {
    const own = new OddsPool(2);
    const pos = position();
    let seen = 0;
    const going = own.run({ ...pos, options: { seed: 7, margin: 0.001 } }, (r) => (seen = r().tally.games));
    while (seen === 0) await new Promise((r) => setTimeout(r, 10));
    const failed = expect(going).rejects.toThrow('The odds workers were closed.');
    await own.close();
    await failed;
    const after = await own.run({ ...pos, options: { seed: 8, margin: 0.05 } });
    expect(after.report).toEqual(new OddsRun(pos, { seed: 8, margin: 0.05 }).runHere());
    await own.close();
  }, 60_000);
});
