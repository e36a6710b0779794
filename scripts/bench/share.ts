/**
 * DESIGN.md: "Playing across machines: a move shown on the other side within 50 ms p95, with 2
 * players and 8 spectators." In one process over loopback (the two-namespace figure is the e2e
 * test's): a Patrol: Lost! game shared on the real share listener, the friend and 8 spectators on
 * real sockets each holding a saves.wait; the host plays through the handler. Timed from the host's
 * move being acknowledged to each watcher's answer arriving.
 */
import type { GameEnvelope, ShareInfo } from '../../electron/api/contract';
import { Guest, shareStack } from '../../test/fixtures/share-stack';
import { tempDir } from '../../test/fixtures/services';
import type { BenchFigure, BenchModule } from '../bench';

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

const mod: BenchModule = {
  title: 'A shared game: a move shown to the friend and 8 spectators (loopback, one process)',
  async run(): Promise<BenchFigure[]> {
    const tmp = tempDir('patrol-hq-bench-share-');
    const stack = shareStack(tmp.dir);
    const sockets: Guest[] = [];
    try {
      const human = { kind: 'human' as const };
      let host = await stack.call<GameEnvelope>('saves.create', { game: 'patrol-lost', seed: 31, seats: [human, human] });
      const id = host.save.id;
      const info = await stack.call<ShareInfo>('share.start', { id, seat: 1 });
      const connect = async (link: string): Promise<Guest> => {
        const g = await Guest.connect(link);
        if (typeof g === 'number') throw new Error(`refused ${g}`);
        sockets.push(g);
        return g;
      };
      const friend = await connect(info.link);
      const watchers = [friend];
      for (let i = 0; i < 8; i++) watchers.push(await connect(info.spectatorLink));
      const shown: number[] = [];
      const acked: number[] = [];
      host = await stack.call<GameEnvelope>('saves.open', { id });
      // Moves at most ten a second: a guest socket may send 30 frames a second (a burst of 60), and
      // each move here costs every watcher two; people move seconds apart.
      const PACE_MS = 100;
      for (let i = 0; i < 200 && host.toAct !== null; i++) {
        const began = performance.now();
        if (host.toAct !== 0) {
          const mine = await friend.ok<GameEnvelope>('saves.open', {});
          await friend.ok('saves.act', { action: mine.legal[i % mine.legal.length], expectedCount: mine.save.actionCount });
          host = await stack.call<GameEnvelope>('saves.open', { id });
          continue;
        }
        const stamps = await Promise.all(watchers.map((w) => w.ok<GameEnvelope>('saves.open', {}).then((e) => e.stamp)));
        const arrived = watchers.map((w, k) => w.ok<GameEnvelope>('saves.wait', { after: stamps[k] }).then(() => performance.now()));
        const t0 = performance.now();
        host = await stack.call<GameEnvelope>('saves.act', { id, seat: 0, action: host.legal[(i * 7) % host.legal.length], expectedCount: host.save.actionCount });
        const t1 = performance.now();
        acked.push(t1 - t0);
        for (const at of await Promise.all(arrived)) shown.push(at - t0);
        const rest = PACE_MS - (performance.now() - began);
        if (rest > 0) await new Promise((r) => setTimeout(r, rest));
      }
      return [
        { name: 'a move shown to the friend and 8 spectators, p95', value: pct(shown, 95), unit: 'ms', budget: 50, note: `median ${pct(shown, 50).toFixed(1)} ms, max ${Math.max(...shown).toFixed(1)} ms over ${shown.length} answers` },
        { name: 'the move acknowledged to the host, p95', value: pct(acked, 95), unit: 'ms', budget: 50, note: `${acked.length} moves` },
      ];
    } finally {
      for (const g of sockets) g.ws.terminate();
      await stack.api.handle('share.stop', { id: 'x' });
      stack.close();
      tmp.cleanup();
    }
  },
};

export default mod;
export const { title, run } = mod;
