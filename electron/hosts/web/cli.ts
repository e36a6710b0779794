/**
 * The browser host's entry point (`npm run web` runs it with tsx after building the renderer).
 * Prints exactly one line to stdout, the URL to open; everything else goes to stderr.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { comingGames, gameModules } from '../../../engine/games';
import { createApiHandler, createServices, type ApiHandler } from '../../services';
import { isStoreError, Store } from '../../store';
import { warmFrameWorker } from '../../transports/frame-pool';
import { createShareListener } from '../share/listener';
import { defaultDbPath } from '../user-data';
import { parseWebArgs, usage } from './args';
import { DEFAULT_PORT, startWebHost, type WebHost } from './server';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../../..');

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let store: Store | null = null;
let host: WebHost | null = null;
let closing = false;

/** SIGINT/SIGTERM: stop serving, close the database (folding in its WAL), exit 0. */
function stop(): void {
  if (closing) return;
  closing = true;
  const closed = host ? host.close() : Promise.resolve();
  void closed.finally(() => {
    store?.close();
    process.exit(0);
  });
}
// Registered before anything is printed, so a signal right after the URL line is never missed.
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

async function main(): Promise<void> {
  const parsed = parseWebArgs(process.argv.slice(2));
  if (!parsed.ok) fail(parsed.message);
  const { args } = parsed;
  if (args.help) {
    process.stderr.write(`${usage}\n`);
    return;
  }
  const dbPath = resolve(args.db ?? defaultDbPath());
  try {
    store = Store.open(dbPath);
  } catch (e) {
    if (isStoreError(e)) fail(e.message);
    throw e;
  }
  if (store.backupPath) process.stderr.write(`Upgraded the database; the old copy is at ${store.backupPath}\n`);
  // Read-only file or folder, or another program's lock: games can be read, nothing can be saved yet.
  if (store.problem) process.stderr.write(`${store.problem.message}\n`);
  const version = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  // --seeds N (tests): new games take N, N+1, ... so that a test plays the same games every run.
  let nextSeed = args.seeds;
  const randomSeed =
    nextSeed === null
      ? undefined
      : () => {
          const seed = nextSeed as number;
          nextSeed = (seed + 1) >>> 0;
          return seed;
        };
  const rendererDir = resolve(args.renderer ?? join(root, 'out/renderer'));
  // Sharing a game opens the share listener on the local network (0.0.0.0) until the last sharing stops.
  let handler: ApiHandler | null = null;
  const shareListener = (door: Parameters<typeof createShareListener>[0]['door']) =>
    createShareListener({ door, handler: { handle: (c, p, caller) => handler!.handle(c, p, caller) }, rendererDir, notice: (m) => process.stderr.write(`${m}\n`) });
  const services = createServices({ store, randomSeed, modules: gameModules, coming: comingGames, app: { version, host: 'browser', dataPath: dbPath }, rulesDir: join(root, 'resources', 'rules'), shareListener });
  handler = createApiHandler(services);
  let startedHost;
  try {
    startedHost = await startWebHost({
      handler,
      rendererDir,
      port: args.port ?? DEFAULT_PORT,
      fallbackWhenBusy: args.port === null,
      token: args.token ?? undefined,
      notice: (m) => process.stderr.write(`${m}\n`),
    });
  } catch (e) {
    store.close();
    store = null;
    if ((e as NodeJS.ErrnoException).code === 'EADDRINUSE') fail(`Port ${args.port} is busy. Choose another with --port N, or --port 0 for any free port.`);
    fail(`Patrol HQ could not start its server: ${(e as Error).message}`);
  }
  host = startedHost;
  warmFrameWorker();
  process.stdout.write(`Patrol HQ is running at ${startedHost.url}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`Patrol HQ stopped on an unexpected error: ${e instanceof Error ? e.message : String(e)}\n`);
  process.exit(1);
});
