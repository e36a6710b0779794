/**
 * Heavy frames against the real browser host while another client pings it every 10 ms: an import
 * of 5 million nested brackets (refused), a 10 MB field (refused) and a legitimate 10 MB save file
 * (imported). Each is sent `rounds` times from a client on its own thread (so the host's thread
 * does only the host's work); the figure of each is the slowest answer the pinging client got
 * meanwhile, and the longest stall of the host's event loop. The promise: under 100 ms for the
 * refused frames. The legitimate import is measured and shown, not promised (its parse and
 * replay run on the main thread). A control round sends nothing: the pinger alone for a second, the
 * machine's own noise, to read the figures against on a shared machine.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { comingGames, gameModules } from '../../engine/games';
import { startWebHost } from '../../electron/hosts/web/server';
import { warmFrameWorker } from '../../electron/transports/frame-pool';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import { bigFieldFrame, callWs, heavySender, nestedImportFrame, openApi, paddedSaveText, startPinger } from '../../test/fixtures/heavy-frames';
import { pileModule } from '../../test/fixtures/pile-game';
import { tallyModule } from '../../test/fixtures/tally-game';

export interface HeavyFigure {
  rounds: number;
  /** Rounds answered as promised (refused with bad-file / bad-request, or imported). */
  answeredRight: number;
  /** The slowest answer of the heavy frame itself. */
  slowestAnswerMs: number;
  /** The slowest answer the pinging client got while the frames were sent. */
  slowestPingMs: number;
  pings: number;
  /** The longest the host's event loop was held (monitorEventLoopDelay, 10 ms resolution). */
  longestStallMs: number;
}

export interface HeavyFigures {
  /** The same measure around a small call (app.info): what the machine's own load gives, for comparison. */
  control: HeavyFigure;
  nested: HeavyFigure;
  bigField: HeavyFigure;
  legitImport: HeavyFigure;
  /** Saves in the database after the trial: exactly the legitimate imports. */
  savesAfter: number;
}

export async function heavyFrames(opts: { rounds: number; dir: string; log: (line: string) => void }): Promise<HeavyFigures> {
  const store = Store.open(join(opts.dir, 'heavy.db'));
  const api = createApiHandler(createServices({ store, modules: [...gameModules, tallyModule, pileModule], coming: comingGames, app: { version: 'soak', host: 'browser', dataPath: '' } }), () => {});
  const renderer = join(opts.dir, 'heavy-renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>soak</title>');
  const token = 'soak-heavy-token-0123456789';
  const host = await startWebHost({ handler: api, rendererDir: renderer, port: 0, token });
  const pingClient = await openApi(host.port, token);
  try {
    // Started as the CLI starts it, and loaded (one big frame) before measuring.
    warmFrameWorker();
    const warm = await openApi(host.port, token);
    await callWs(warm, 0, bigFieldFrame(0, 100_000));
    warm.close();

    const trial = async (name: string, frame: string | null, right: (r: { ok: boolean; error?: { code: string } }) => boolean): Promise<HeavyFigure> => {
      const fig: HeavyFigure = { rounds: opts.rounds, answeredRight: 0, slowestAnswerMs: 0, slowestPingMs: 0, pings: 0, longestStallMs: 0 };
      const each: number[] = [];
      for (let i = 0; i < opts.rounds; i++) {
        const sender = await heavySender(host.port, token, frame ?? '{}');
        await new Promise((r) => setTimeout(r, 200)); // the garbage of the last round collected before measuring
        const loop = monitorEventLoopDelay({ resolution: 10 });
        const pinger = startPinger(pingClient, 10);
        await new Promise((r) => setTimeout(r, 50));
        loop.enable();
        // The control sends nothing: one second of the pinger alone, as long as a heavy frame takes.
        const { answer, tookMs } = frame === null ? (await new Promise((r) => setTimeout(r, 1000)), { answer: { id: 0, result: { ok: true } }, tookMs: 0 }) : await sender.send();
        await new Promise((r) => setTimeout(r, 50));
        loop.disable();
        const pings = await pinger.stop();
        await sender.close();
        if (right(answer.result)) fig.answeredRight++;
        fig.slowestAnswerMs = Math.max(fig.slowestAnswerMs, tookMs);
        fig.slowestPingMs = Math.max(fig.slowestPingMs, pings.slowestMs);
        each.push(Math.round(pings.slowestMs));
        fig.pings += pings.calls;
        fig.longestStallMs = Math.max(fig.longestStallMs, loop.max / 1e6);
      }
      opts.log(`heavy frames: ${name}: ${fig.answeredRight}/${fig.rounds} answered right; slowest ping of each round (ms): ${each.join(' ')}`);
      return fig;
    };
    const control = await trial('nothing sent (control)', null, (r) => r.ok);
    const nested = await trial('nested import', nestedImportFrame(1), (r) => !r.ok && r.error?.code === 'bad-file');
    const bigField = await trial('10 MB field', bigFieldFrame(1), (r) => !r.ok && r.error?.code === 'bad-request');
    const legitImport = await trial('10 MB save', JSON.stringify({ id: 1, channel: 'saves.import', payload: { text: paddedSaveText(10_000_000) } }), (r) => r.ok);
    return { control, nested, bigField, legitImport, savesAfter: store.listSaves().length };
  } finally {
    pingClient.close();
    await host.close();
    store.close();
  }
}
