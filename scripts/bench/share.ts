/**
 * DESIGN.md: "Playing across machines: a move acknowledged to the mover and shown on the other side
 * within 50 ms p95, with 2 players and 8 spectators on one game." A Patrol: Lost! game shared on the
 * real share listener. The host's player plays in this process through the API handler (as the
 * desktop app's screen does over IPC); the friend and 8 spectators are real sockets held by another
 * process (scripts/bench/share/clients.ts), run in a second network namespace joined to this one
 * by a veth pair when root and `ip` allow it (test/e2e/netns.ts), else over loopback: the figures
 * say which. Both players think THINK_MS before each move (people's pace, several moves a second).
 *
 * Per move: from sent to acknowledged to the mover; to shown (the envelope received) on the other
 * player's socket (the host's: its saves.wait answered here); to shown on each spectator's socket.
 * Every time is `performance.timeOrigin + performance.now()` in its own process: one machine, one clock.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import type { GameEnvelope, ShareInfo } from '../../electron/api/contract';
import { shareStack } from '../../test/fixtures/share-stack';
import { tempDir } from '../../test/fixtures/services';
import { netnsProblem, setUpNamespaces, spawnIn, stopProcess, tearDownNamespaces, type NetPair } from '../../test/e2e/netns';
import type { BenchFigure, BenchModule } from '../bench';

/** The bench's own pair (not the e2e's, which may be running): the host's end stays in this process's namespace. */
const NET: NetPair = { hostNs: null, guestNs: 'phqb-g', hostVeth: 'phqb-vh', guestVeth: 'phqb-vg', hostAddr: '10.203.1.1', guestAddr: '10.203.1.2' };
const SPECTATORS = 8;
/** A player's think before each move: with the answers, about seven moves a second in all. */
const THINK_MS = 120;
/** Moves played in all (both sides); the game is long enough (seed 31 goes past 200). */
const MOVES = 90;
const FRIEND_SEAT = 1;
/** The longest the moves may take before the bench gives up (a stuck run must still end). */
const RUN_MS = 120_000;

const now = (): number => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

/** A move: its 0-based number, who made it, when it was sent and answered. */
interface Move {
  count: number;
  by: 'host' | 'friend';
  sent: number;
  acked: number;
}

/** The clients' process: its lines as they come, its exit. */
class Clients {
  readonly shown = new Map<string, { count: number; t: number }[]>();
  readonly moves: Move[] = [];
  readonly errors: string[] = [];
  private waiters: (() => void)[] = [];
  ready = false;
  readonly exited: Promise<void>;

  constructor(readonly child: ChildProcess) {
    this.exited = new Promise((r) => child.once('exit', () => r()));
    child.stderr?.on('data', (d: Buffer) => this.errors.push(d.toString().trim()));
    createInterface({ input: child.stdout! }).on('line', (text) => {
      let line: { e: string; who?: string; count?: number; t?: number; sent?: number; acked?: number; message?: string };
      try {
        line = JSON.parse(text);
      } catch {
        this.errors.push(text);
        return;
      }
      if (line.e === 'ready') this.ready = true;
      if (line.e === 'shown') this.seen(line.who!, line.count!, line.t!);
      if (line.e === 'moved') this.moves.push({ count: line.count!, by: 'friend', sent: line.sent!, acked: line.acked! });
      if (line.e === 'error') this.errors.push(line.message!);
      for (const w of this.waiters.splice(0)) w();
    });
  }

  seen(who: string, count: number, t: number): void {
    const list = this.shown.get(who) ?? [];
    list.push({ count, t });
    this.shown.set(who, list);
  }

  /** Resolves when `ok()` holds after some line, or false after `ms`. */
  async until(ok: () => boolean, ms: number): Promise<boolean> {
    const end = Date.now() + ms;
    while (!ok()) {
      const left = end - Date.now();
      if (left <= 0) return false;
      await Promise.race([new Promise<void>((r) => this.waiters.push(r)), sleep(Math.min(left, 200)), this.exited]);
      if (this.child.exitCode !== null && !ok()) return false;
    }
    return true;
  }
}

/** When move `count` (0-based) first reached `who`: its first envelope with more than `count` actions. */
function shownAt(list: readonly { count: number; t: number }[] | undefined, count: number): number {
  return list?.find((s) => s.count > count)?.t ?? NaN;
}

const mod: BenchModule = {
  title: 'A shared game: 2 players and 8 spectators on real sockets, a move acknowledged and shown',
  async run(): Promise<BenchFigure[]> {
    const problem = netnsProblem({ chromium: false });
    const where = problem === null ? `clients in network namespace ${NET.guestNs} over a veth pair` : `loopback (no second namespace: ${problem})`;
    if (problem === null) setUpNamespaces(NET);
    const bind = problem === null ? NET.hostAddr : '127.0.0.1';
    const tmp = tempDir('patrol-hq-bench-share-');
    const stack = shareStack(tmp.dir, { bind, addresses: [bind] });
    let clients: Clients | null = null;
    let id = '';
    try {
      const human = { kind: 'human' as const };
      const created = await stack.call<GameEnvelope>('saves.create', { game: 'patrol-lost', seed: 31, seats: [human, human] });
      id = created.save.id;
      const info = await stack.call<ShareInfo>('share.start', { id, seat: FRIEND_SEAT });
      const config = JSON.stringify({ friendLink: info.link, spectatorLink: info.spectatorLink, spectators: SPECTATORS, thinkMs: THINK_MS, maxMoves: MOVES });
      const args = ['--import', 'tsx', join(__dirname, 'share', 'clients.ts'), config];
      const child = problem === null ? spawnIn(NET.guestNs, process.execPath, args) : spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
      clients = new Clients(child);
      const c = clients;
      if (!(await c.until(() => c.ready, 30_000))) throw new Error(`the clients did not connect: ${c.errors.join(' / ')}`);

      // The host's player: one saves.wait going while the friend plays, a think and a move on its turn.
      let env = await stack.call<GameEnvelope>('saves.open', { id });
      const hostShown: { count: number; t: number }[] = [];
      const deadline = Date.now() + RUN_MS;
      while (env.result === null && env.save.actionCount < MOVES) {
        if (c.child.exitCode !== null || c.child.signalCode !== null || Date.now() > deadline) {
          throw new Error(`the run stopped after ${env.save.actionCount} moves: ${c.child.exitCode !== null ? 'the clients ended' : 'out of time'} (${c.errors.slice(0, 3).join(' / ') || 'no word from them'})`);
        }
        if (env.toAct === FRIEND_SEAT) {
          const next = await stack.call<GameEnvelope>('saves.wait', { id, after: env.stamp });
          if (next.save.actionCount !== env.save.actionCount) hostShown.push({ count: next.save.actionCount, t: now() });
          env = next;
          continue;
        }
        await sleep(THINK_MS);
        const count = env.save.actionCount;
        const sent = now();
        env = await stack.call<GameEnvelope>('saves.act', { id, seat: 0, action: env.legal[(count * 7) % env.legal.length], expectedCount: count });
        c.moves.push({ count, by: 'host', sent, acked: now() });
      }
      const last = env.save.actionCount;
      const watchers = ['friend', ...Array.from({ length: SPECTATORS }, (_, i) => `s${i}`)];
      // The last move reaches every socket (the friend's own last move is its answer, not a wait).
      await c.until(() => watchers.every((w) => (w === 'friend' && c.moves.at(-1)?.by === 'friend' && c.moves.at(-1)!.count === last - 1) || (c.shown.get(w)?.at(-1)?.count ?? 0) >= last), 10_000);

      const moves = [...c.moves].sort((a, b) => a.count - b.count);
      const acked = moves.map((m) => m.acked - m.sent);
      const other = moves.map((m) => (m.by === 'host' ? shownAt(c.shown.get('friend'), m.count) : shownAt(hostShown, m.count)) - m.sent).filter(Number.isFinite);
      const watched = moves.flatMap((m) => watchers.slice(1).map((w) => shownAt(c.shown.get(w), m.count) - m.sent)).filter(Number.isFinite);
      const missing = moves.length * (SPECTATORS + 1) - other.length - watched.length;
      const side = (by: Move['by']) => moves.filter((m) => m.by === by).map((m) => m.acked - m.sent);
      const ms = (x: number) => `${x.toFixed(1)} ms`;
      if (moves.length < 60) throw new Error(`only ${moves.length} moves were played`);
      return [
        { name: 'a move acknowledged to the mover, p95', value: pct(acked, 95), unit: 'ms', budget: 50, note: `median ${ms(pct(acked, 50))}; the host's ${side('host').length} moves p95 ${ms(pct(side('host'), 95))}, the friend's ${side('friend').length} over its socket p95 ${ms(pct(side('friend'), 95))}; ${where}` },
        { name: "a move shown on the other player's socket, p95", value: pct(other, 95), unit: 'ms', budget: 50, note: `median ${ms(pct(other, 50))}, max ${ms(Math.max(...other))}, ${other.length} moves` },
        { name: "a move shown on each spectator's socket, p95", value: pct(watched, 95), unit: 'ms', budget: 50, note: `median ${ms(pct(watched, 50))}, max ${ms(Math.max(...watched))}, ${watched.length} answers (${SPECTATORS} spectators)${missing > 0 ? `; ${missing} never arrived` : ''}${c.errors.length > 0 ? `; the clients said: ${c.errors.slice(0, 3).join(' / ')}` : ''}` },
      ];
    } finally {
      if (id) await stack.api.handle('share.stop', { id }, stack.host.caller);
      stack.close();
      if (clients) await Promise.race([clients.exited, sleep(3_000)]).then(() => stopProcess(clients!.child));
      if (problem === null) tearDownNamespaces(NET);
      tmp.cleanup();
    }
  },
};

export default mod;
export const { title, run } = mod;
