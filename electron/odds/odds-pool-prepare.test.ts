import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/contract';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { OddsRun } from '../../engine/odds';
import { localLanes, type SentChunk } from '../../test/fixtures/odds-lanes';

/** Its sample games a chunk in these tests. */
const CHUNK = 4;

/** Endless Patrol's odds with a warm-up of `games` sample games a worker asked for (the game's own has none), CHUNK games a chunk. */
function warming(games: number): GameModule {
  return { ...endlessPatrolModule, odds: { ...endlessPatrolModule.odds!, warmUp: games, chunk: CHUNK } };
}

function position(module: GameModule, seed = 5) {
  const parsed = module.definition.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { module, state: module.definition.setup(seed, parsed.options), seat: 0 };
}

const games = (chunks: readonly SentChunk[]): number => chunks.reduce((n, c) => n + (c.to - c.from), 0);
const tick = () => new Promise((r) => setImmediate(r));

describe('the odds workers prepared for a game before any of its positions is shown', () => {
  it("play the game's warm-up count once, on each worker, and keep nothing of it for a run; nothing for a game that asks for none", async () => {
    const { pool, sent } = localLanes();
    await pool.prepare(position(endlessPatrolModule));
    expect(sent).toEqual([]);
    const module = warming(15);
    const like = position(module);
    await pool.prepare(like);
    const played = games(sent);
    expect(played).toBeGreaterThanOrEqual(30);
    expect(played).toBeLessThanOrEqual(30 + CHUNK);
    expect(new Set(sent.map((c) => c.lane))).toEqual(new Set([0, 1]));
    for (const c of sent) expect(c.held).toBe(0);
    // Once for as long as the workers live.
    await pool.prepare(like);
    expect(games(sent)).toBe(played);
    // Its games are of no run: a run of that very position plays from its first sample, to its exact figures.
    const prepared = sent.length;
    const options = { seed: 7, margin: 0.05 };
    const out = await pool.run({ ...like, options });
    expect(out.report).toEqual(new OddsRun(like, options).runHere());
    expect(Math.min(...sent.slice(prepared).map((c) => c.from))).toBe(0);
  });

  it("stop the moment a position of the game is shown, whose own warm-up then plays in full and is taken over by its run", async () => {
    const { pool, sent } = localLanes();
    const module = warming(100_000);
    let preparedDone = false;
    const preparing = pool.prepare(position(module, 9))!.then(() => (preparedDone = true));
    while (sent.length < 6) await tick();
    const prepRun = sent[0]!.run;
    // The battle shown (another position), with a warm-up of 10 a worker.
    const shown = position(warming(10));
    const options = { seed: 7, margin: 0.04 };
    const before = sent.length;
    await pool.warm(shown, 7);
    await preparing;
    expect(preparedDone).toBe(true);
    const after = sent.slice(before);
    expect(after.every((c) => c.run !== prepRun)).toBe(true);
    expect(games(sent.filter((c) => c.run === prepRun))).toBeLessThan(100);
    const warmGames = games(after);
    expect(warmGames).toBeGreaterThanOrEqual(20);
    // The run of the position shown takes its warm-up over: its own chunks start where the warm-up's end.
    const warmed = sent.length;
    const out = await pool.run({ ...shown, options });
    expect(out.report).toEqual(new OddsRun(shown, options).runHere());
    expect(Math.min(...sent.slice(warmed).map((c) => c.from))).toBe(warmGames);
  });

  it('stop when settled (a game being made), within the couple of games each lane holds', async () => {
    const { pool, sent } = localLanes();
    let over = false;
    const preparing = pool.prepare(position(warming(100_000), 9))!.then(() => (over = true));
    while (sent.length < 6) await tick();
    pool.settle();
    const settledAt = sent.length;
    await preparing;
    expect(over).toBe(true);
    // Nothing more handed out, and each chunk held but two games: the workers are free at once.
    expect(sent.length).toBe(settledAt);
    for (const c of sent) expect(c.to - c.from).toBe(2);
  });

  it('end when a chunk fails, trying no more, and leave the runs after it to their exact figures', async () => {
    // The first run (the preparing) fails its chunks; the rest are played.
    const { pool, sent } = localLanes(2, (m) => (m.run === 1 ? 'the worker broke' : null));
    const like = position(warming(100_000), 9);
    await pool.prepare(like);
    const tried = sent.length;
    expect(tried).toBeLessThanOrEqual(2);
    expect(pool.prepare(like)).toBeNull();
    const options = { seed: 7, margin: 0.05 };
    const out = await pool.run({ ...like, options });
    expect(out.report).toEqual(new OddsRun(like, options).runHere());
  });

  it('stop the moment a run is asked for, the run waiting behind one chunk a lane at most; and play nothing once the game has had its warm-up', async () => {
    const { pool, sent } = localLanes();
    const module = warming(100_000);
    const preparing = pool.prepare(position(module, 9));
    while (sent.length < 6) await tick();
    const prepRun = sent[0]!.run;
    const before = sent.length;
    const shown = position(endlessPatrolModule);
    const options = { seed: 7, margin: 0.05 };
    const out = await pool.run({ ...shown, options });
    await preparing;
    const after = sent.slice(before);
    expect(after.every((c) => c.run !== prepRun)).toBe(true);
    for (const lane of [0, 1]) expect(after.find((c) => c.lane === lane)!.held).toBeLessThanOrEqual(1);
    expect(out.report).toEqual(new OddsRun(shown, options).runHere());

    // Another pool whose workers have had the game's warm-up: preparing for it adds nothing.
    const other = localLanes();
    const small = warming(5);
    await other.pool.warm(position(small), 7);
    const warmed = other.sent.length;
    await other.pool.prepare(position(small, 9));
    expect(other.sent.length).toBe(warmed);
  });
});
