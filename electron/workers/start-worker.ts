/**
 * A worker thread started from its script, wherever the main process runs from: in the built app
 * `<name>.js` beside the main bundle (each is an entry of electron.vite.config.ts, allowed in the
 * packaged app by test/unit/packaging.test.ts); from source (the browser host, tests and benches
 * run TypeScript through tsx) `<name>.ts` in the folder of the module that starts it, loaded with
 * tsx's require hook. `here` is that module's `__dirname`: the bundle's folder once built. V8's
 * flags for the engine are set before the first worker starts (v8-tuning.ts).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { tuneV8 } from './v8-tuning';

export function startWorker(here: string, name: string): Worker {
  tuneV8();
  const built = join(here, `${name}.js`);
  if (existsSync(built)) return new Worker(built);
  const tsx = createRequire(__filename).resolve('tsx/cjs/api');
  const entry = join(here, `${name}.ts`);
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { eval: true });
}
