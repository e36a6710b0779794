import { describe, expect, it } from 'vitest';
import type { GameModule } from '../../engine/core/contract';
import { endlessPatrolModule } from '../../engine/games/endless-patrol';
import { OddsRun } from '../../engine/odds';
import { OddsPlayer, type OddsWorkerReply, type OddsWorkerRequest } from './odds-core';
import { OddsPool, WARM_CHUNK } from './odds-pool';

/** Endless Patrol's odds with a warm-up of `games` sample games a worker asked for (the game's own has none). */
function warming(games: number): GameModule {
  return { ...endlessPatrolModule, odds: { ...endlessPatrolModule.odds!, warmUp: games } };
}

function position(module: GameModule = endlessPatrolModule) {
  const parsed = module.definition.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  return { module, state: module.definition.setup(5, parsed.options), seat: 0 };
}

/**
 * Two lanes played in this process, each answering its chunks one turn of the event loop later,
 * in order; every chunk sent is written down with its lane and how many that lane held then.
 */
function lanes() {
  const sent: { lane: number; run: number; from: number; to: number; held: number }[] = [];
  const runs = new Set<number>();
  const pool = new OddsPool(2, (onReply) => {
    const lane = runs.size;
    runs.add(lane);
    const player = new OddsPlayer();
    let held = 0;
    return {
      send(m: OddsWorkerRequest) {
        if (m.type === 'chunk') sent.push({ lane, run: m.run, from: m.chunk.from, to: m.chunk.to, held: held++ });
        setImmediate(() => {
          const r: OddsWorkerReply | null = player.handle(m);
          if (m.type === 'chunk') held--;
          if (r) onReply(r);
        });
      },
    };
  });
  return { pool, sent };
}

describe('the odds workers warmed up on a position shown', () => {
  it("play the game's warm-up once, its games on each worker, a few a chunk and one chunk in hand a lane; a game that asks for none plays nothing", async () => {
    const { pool, sent } = lanes();
    await pool.warm(position());
    expect(sent).toEqual([]);
    const module = warming(15);
    await pool.warm(position(module));
    const played = sent.reduce((n, c) => n + (c.to - c.from), 0);
    // 15 a worker on two, and perhaps the chunk the other lane took while the last came back.
    expect(played).toBeGreaterThanOrEqual(30);
    expect(played).toBeLessThanOrEqual(30 + WARM_CHUNK);
    expect(new Set(sent.map((c) => c.lane))).toEqual(new Set([0, 1]));
    for (const c of sent) {
      expect(c.to - c.from).toBeLessThanOrEqual(WARM_CHUNK);
      expect(c.held).toBe(0);
    }
    // Once for as long as the workers live: shown again, the game plays nothing more.
    await pool.warm(position(module));
    expect(sent.reduce((n, c) => n + (c.to - c.from), 0)).toBe(played);
  });

  it('stop handing out warm-up games the moment a run is asked for; the run waits for no more than the games in hand and gives its exact figures', async () => {
    const { pool, sent } = lanes();
    const pos = position(warming(100_000));
    let warmedUp = false;
    const warm = pool.warm(pos).then(() => (warmedUp = true));
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

  it('warm a battle: Combat Patrol! asks for a warm-up of its long sample battles, the card games for none', async () => {
    const { combatPatrolModule } = await import('../../engine/games/combat-patrol/module');
    // Fewer than 64 battles a worker left the first run at 2 s or over (`npm run bench -- battle-odds`).
    expect(combatPatrolModule.odds?.warmUp).toBeGreaterThanOrEqual(64);
    expect(endlessPatrolModule.odds?.warmUp).toBeUndefined();
  });
});
