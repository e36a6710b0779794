import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/contract';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { OddsRun } from '../../engine/odds';
import { localLanes } from '../../test/fixtures/odds-lanes';

/** Its sample games a chunk in these tests (the warm-up's chunks are its run's own). */
const CHUNK = 4;

/** Endless Patrol's odds with a warm-up of `games` sample games a worker asked for (the game's own has none), CHUNK games a chunk. */
function warming(games: number): GameModule {
  return { ...endlessPatrolModule, odds: { ...endlessPatrolModule.odds!, warmUp: games, chunk: CHUNK } };
}

/** Whether any sample was handed out twice among `chunks`. */
function overlapping(chunks: readonly { from: number; to: number }[]): boolean {
  const sorted = [...chunks].sort((a, b) => a.from - b.from);
  return sorted.some((c, i) => i > 0 && c.from < (sorted[i - 1] as { to: number }).to);
}

function position(module: GameModule = endlessPatrolModule) {
  const parsed = module.definition.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { module, state: module.definition.setup(5, parsed.options), seat: 0 };
}

describe('the odds workers warmed up on a position shown', () => {
  it("play the game's warm-up once, its games on each worker, in its run's chunks and one chunk in hand a lane; a game that asks for none plays nothing", async () => {
    const { pool, sent } = localLanes();
    await pool.warm(position());
    expect(sent).toEqual([]);
    const module = warming(15);
    await pool.warm(position(module));
    const played = sent.reduce((n, c) => n + (c.to - c.from), 0);
    // 15 a worker on two, and perhaps the chunk the other lane took while the last came back.
    expect(played).toBeGreaterThanOrEqual(30);
    expect(played).toBeLessThanOrEqual(30 + CHUNK);
    expect(new Set(sent.map((c) => c.lane))).toEqual(new Set([0, 1]));
    for (const c of sent) {
      expect(c.to - c.from).toBe(CHUNK);
      expect(c.held).toBe(0);
    }
    // Once for as long as the workers live: shown again, the game plays nothing more.
    await pool.warm(position(module));
    expect(sent.reduce((n, c) => n + (c.to - c.from), 0)).toBe(played);
  });

  it('stop handing out warm-up games the moment a run of another position is asked for; the run waits for no more than the games in hand and gives its exact figures', async () => {
    const { pool, sent } = localLanes();
    const pos = position(warming(100_000));
    let warmedUp = false;
    // Warmed with another seed than the run's: another position's games, of no use to the run.
    const warm = pool.warm(pos, 8).then(() => (warmedUp = true));
    while (sent.length < 6) await new Promise((r) => setImmediate(r));
    const warmRun = sent[0]!.run;
    const before = sent.length;
    const options = { seed: 7, margin: 0.05 };
    const out = await pool.run({ module: endlessPatrolModule, state: pos.state, seat: 0, options });
    await warm;
    expect(warmedUp).toBe(true);
    // No warm-up chunk was sent after the ask (those sent were already in the lanes' hands).
    const after = sent.slice(before);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((c) => c.run !== warmRun)).toBe(true);
    // Each lane's first chunk of the run went behind one warm-up chunk at most.
    for (const lane of [0, 1]) expect(after.find((c) => c.lane === lane)!.held).toBeLessThanOrEqual(1);
    expect(sent.filter((c) => c.run === warmRun).reduce((n, c) => n + (c.to - c.from), 0)).toBeLessThan(100);
    expect(out.cancelled).toBe(false);
    expect(out.report).toEqual(new OddsRun({ module: endlessPatrolModule, state: pos.state, seat: 0 }, options).runHere());
  });

  it("are the run's own first games when it is of the same position and seed: it plays none of them again, and its figures are exact", async () => {
    const { pool, sent } = localLanes();
    const module = warming(10);
    const pos = position(module);
    const options = { seed: 7, margin: 0.04 };
    await pool.warm(pos, 7);
    const warmed = sent.length;
    const warmGames = sent.reduce((n, c) => n + (c.to - c.from), 0);
    expect(warmGames).toBeGreaterThanOrEqual(20);
    const exact = new OddsRun({ module, state: pos.state, seat: 0 }, options).runHere();
    expect(exact.games).toBeGreaterThan(warmGames);
    const out = await pool.run({ ...pos, options });
    expect(out.report).toEqual(exact);
    // Its chunks start where the warm-up's end: no sample played twice.
    const own = sent.slice(warmed);
    expect(Math.min(...own.map((c) => c.from))).toBe(warmGames);
    expect(overlapping(sent)).toBe(false);
    expect(own.reduce((n, c) => n + (c.to - c.from), 0)).toBeLessThanOrEqual(exact.games - warmGames + 2 * 2 * CHUNK);
    // Only one run takes them: the same run again plays from the first sample, to the same figures.
    const again = await pool.run({ ...pos, options });
    expect(again.report).toEqual(exact);
    expect(Math.min(...sent.slice(warmed + own.length).map((c) => c.from))).toBe(0);
  });

  it('hand a run of the same position asked for during the warm-up the games already back and those still out; a changed position takes none', async () => {
    const { pool, sent } = localLanes();
    const module = warming(100_000);
    const pos = position(module);
    const options = { seed: 7, margin: 0.04 };
    const warm = pool.warm(pos, 7);
    while (sent.length < 6) await new Promise((r) => setImmediate(r));
    const warmRun = sent[0]!.run;
    const out = await pool.run({ ...pos, options });
    await warm;
    expect(out.report).toEqual(new OddsRun({ module, state: pos.state, seat: 0 }, options).runHere());
    const warmChunks = sent.filter((c) => c.run === warmRun);
    expect(warmChunks.length).toBeGreaterThanOrEqual(6);
    expect(overlapping(sent)).toBe(false);

    // Another pool, warmed on a position; the run asked for a step later (another state) plays its own.
    const other = localLanes();
    const shown = position(warming(10));
    const later = { ...shown, state: { ...shown.state, actionCount: (shown.state as { actionCount: number }).actionCount + 1 } };
    await other.pool.warm(shown, 7);
    const warmedThere = other.sent.length;
    await other.pool.run({ ...later, options });
    expect(Math.min(...other.sent.slice(warmedThere).map((c) => c.from))).toBe(0);
  });

  it("leave a warm-up whose games failed out of the run of its position (played again there), and fail a run that waited for them", async () => {
    /** Two lanes in this process whose chunks of the first run (the warm-up) come back failed; the rest are played. */
    const failing = () => localLanes(2, (m) => (m.run === 1 ? 'the worker broke' : null)).pool;
    const module = warming(100_000);
    const pos = position(module);
    const options = { seed: 7, margin: 0.05 };
    const settled = <T,>(p: Promise<T>) => Promise.race([p, new Promise<T>((_, no) => setTimeout(() => no(new Error('still waiting')), 5000))]);
    // Asked once the warm-up has failed: nothing of it is taken over, and the run gives its exact figures.
    const pool = failing();
    await pool.warm(pos, 7);
    const out = await settled(pool.run({ ...pos, options }));
    expect(out.report).toEqual(new OddsRun({ module, state: pos.state, seat: 0 }, options).runHere());
    // Asked while the warm-up's first chunks are out: they fail, and so does the run that waits for them.
    const other = failing();
    const warm = other.warm(pos, 7);
    await expect(settled(other.run({ ...pos, options }))).rejects.toThrow(/the worker broke/);
    await warm;
  });

  it('are taken over only by the very same chunks: a run that also weighs each choice plays its own', async () => {
    const { pool, sent } = localLanes();
    const module = warming(10);
    const pos = position(module);
    await pool.warm(pos, 7);
    const warmed = sent.length;
    const options = { seed: 7, margin: 0.1, choices: true };
    const exact = new OddsRun({ module, state: pos.state, seat: 0 }, options).runHere();
    expect(exact.choices.length).toBeGreaterThan(1);
    const out = await pool.run({ ...pos, options });
    expect(out.report).toEqual(exact);
    expect(Math.min(...sent.slice(warmed).map((c) => c.from))).toBe(0);
  });

  it('leave nothing behind for a later run when a warm-up could not even start', async () => {
    const { pool } = localLanes();
    const module = warming(10);
    // Its rules fail on the position the first time they are asked: the warm-up cannot be set up.
    let fails = 1;
    const broken = { ...module, definition: { ...module.definition, result: (s: never) => (fails-- > 0 ? (() => { throw new Error('no result'); })() : module.definition.result(s)) } };
    const pos = position(module);
    await pool.warm({ ...pos, module: broken as GameModule }, 7);
    const options = { seed: 7, margin: 0.1 };
    const out = await pool.run({ ...pos, options });
    expect(out.report).toEqual(new OddsRun({ module, state: pos.state, seat: 0 }, options).runHere());
  });

  it("play two games' warm-ups side by side, each to its own count", async () => {
    const { pool, sent } = localLanes();
    const { lostPatrolModule } = await import('../../engine/games/lost-patrol/module');
    const other: GameModule = { ...lostPatrolModule, odds: { ...lostPatrolModule.odds!, warmUp: 10, chunk: CHUNK } };
    await Promise.all([pool.warm(position(warming(10)), 7), pool.warm(position(other), 7)]);
    const runs = [...new Set(sent.map((c) => c.run))];
    expect(runs).toHaveLength(2);
    for (const run of runs) {
      const played = sent.filter((c) => c.run === run).reduce((n, c) => n + (c.to - c.from), 0);
      expect(played).toBeGreaterThanOrEqual(20);
      expect(played).toBeLessThanOrEqual(20 + CHUNK);
    }
  });

  it('warm a battle: Combat Patrol! asks for a warm-up of its long sample battles, the card games for none', async () => {
    const { combatPatrolModule } = await import('../../engine/games/combat-patrol/module');
    // Fewer than 64 battles a worker left the first run at 2 s or over (`npm run bench -- battle-odds`).
    expect(combatPatrolModule.odds?.warmUp).toBeGreaterThanOrEqual(64);
    expect(endlessPatrolModule.odds?.warmUp).toBeUndefined();
  });
});
