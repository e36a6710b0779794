/**
 * The other machine of the share bench (scripts/bench/share.ts): run as its own process, inside a
 * second network namespace when it can be made (`ip netns exec`), it holds the friend's socket and
 * the spectators' sockets on a shared game, and reports what happened on them, with the time, as
 * JSON lines on stdout. Times are `performance.timeOrigin + performance.now()` (ms since the epoch,
 * to the microsecond): the host process stamps its own the same way, one machine, one clock.
 *
 * The friend plays like a person: a think of `thinkMs` once it is its turn, then a legal move
 * (a fixed pick, no randomness), until the game has `maxMoves` actions or is over. Every socket
 * keeps one saves.wait going, as a screen does. The process ends when the host closes its sockets.
 *
 * Lines: {e:'ready'}; {e:'shown', who, count, t} (an envelope of `count` actions reached `who`:
 * 'friend' or 's0'..); {e:'moved', count, sent, acked} (the friend's move `count` (0-based) sent
 * and answered); {e:'error', message}.
 */
import type { GameEnvelope } from '../../../electron/api/contract';
import { Guest } from '../../../test/fixtures/guest-socket';

interface Config {
  friendLink: string;
  spectatorLink: string;
  spectators: number;
  thinkMs: number;
  maxMoves: number;
}

const config = JSON.parse(process.argv[2] ?? '{}') as Config;
const now = (): number => performance.timeOrigin + performance.now();
const say = (line: Record<string, unknown>): void => void process.stdout.write(`${JSON.stringify(line)}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function join(link: string): Promise<Guest> {
  const g = await Guest.connect(link);
  if (typeof g === 'number') throw new Error(`the link was refused (${g})`);
  return g;
}

/** Keeps one saves.wait going on `g`, reporting each envelope; ends when the socket closes. */
async function watch(g: Guest, who: string, first: GameEnvelope, onEnvelope?: (env: GameEnvelope) => Promise<GameEnvelope>): Promise<void> {
  let env = first;
  for (;;) {
    if (onEnvelope) env = await onEnvelope(env);
    if (g.ws.readyState !== g.ws.OPEN) return;
    const r = await g.call<GameEnvelope>('saves.wait', { after: env.stamp });
    if (!r.ok) return; // the socket closed (sharing stopped), or the host refused: the run is over
    const t = now();
    if (r.value.save.actionCount !== env.save.actionCount) say({ e: 'shown', who, count: r.value.save.actionCount, t });
    env = r.value;
  }
}

async function main(): Promise<void> {
  const friend = await join(config.friendLink);
  const watchers: Guest[] = [];
  for (let i = 0; i < config.spectators; i++) watchers.push(await join(config.spectatorLink));
  const firsts = await Promise.all([friend, ...watchers].map((g) => g.ok<GameEnvelope>('saves.open', {})));
  const hello = await friend.ok<{ seat: number }>('share.hello', {});
  say({ e: 'ready' });
  /** The friend's turn: think, then move; its answer is the envelope it goes on from. */
  const play = async (env: GameEnvelope): Promise<GameEnvelope> => {
    while (env.toAct === hello.seat && env.result === null && env.save.actionCount < config.maxMoves && env.legal.length > 0) {
      await sleep(config.thinkMs);
      const count = env.save.actionCount;
      const sent = now();
      const r = await friend.call<GameEnvelope>('saves.act', { action: env.legal[(count * 5) % env.legal.length], expectedCount: count });
      const acked = now();
      if (!r.ok) {
        say({ e: 'error', message: `the friend's move ${count}: ${r.error.message}` });
        return env;
      }
      say({ e: 'moved', count, sent, acked });
      env = r.value;
    }
    return env;
  };
  await Promise.all([watch(friend, 'friend', firsts[0]!, play), ...watchers.map((g, i) => watch(g, `s${i}`, firsts[i + 1]!))]);
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    say({ e: 'error', message: e instanceof Error ? e.message : String(e) });
    process.exit(1);
  },
);
