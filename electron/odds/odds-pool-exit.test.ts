import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot as root, runTsxScript } from '../../test/fixtures/tsx-script';

/**
 * A process that asks for odds and then has nothing more to do: its run must hold the workers
 * until it ends (else the process quits before the answer), and the idle workers kept for the next
 * run must not keep it alive (else a bench or a command-line host never exits).
 */
describe('the odds workers and the life of the process', () => {
  it('a run keeps the process until it ends; idle workers then let it exit', () => {
    const r = runTsxScript(
      `import { OddsPool } from ${JSON.stringify(join(root, 'electron/odds/odds-pool'))};
       import { endlessPatrolModule as m } from ${JSON.stringify(join(root, 'engine/games/endless-patrol'))};
       const parsed = m.definition.parseOptions({});
       if (!parsed.ok) throw new Error('options');
       const state = m.definition.setup(3, parsed.options);
       void new OddsPool(2).run({ module: m, state, seat: 0, options: { seed: 1, margin: 0.05 } }).then((o) => console.log('games', o.report.tally.games));`,
      60_000,
    );
    expect(r.error, `the process did not exit by itself within ${r.ms} ms`).toBeUndefined();
    expect(r.stderr).not.toMatch(/Error/);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^games [1-9]\d*$/m);
  }, 120_000);
});
