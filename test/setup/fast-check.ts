import fc from 'fast-check';

/**
 * Property tests run from a fixed seed so that `npm test` gives the same verdict on every machine.
 * To explore further, run with another seed: FC_SEED=123 npx vitest run (a failure prints its seed
 * and path for fc.assert's { seed, path } to replay).
 */
const seed = Number(process.env.FC_SEED ?? 20261130);
fc.configureGlobal({ seed: Number.isFinite(seed) ? seed : 20261130 });
