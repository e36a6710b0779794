import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checks, copyPath, damagedCopy, goodDatabase, tryDamagedFile } from '../../test/fixtures/damaged-files';
import { tempDir } from '../../test/fixtures/services';

let tmp: ReturnType<typeof tempDir>;
let good: Buffer;
beforeAll(async () => {
  tmp = tempDir();
  good = await goodDatabase(join(tmp.dir, 'good.db'));
});
afterAll(() => tmp.cleanup());

describe('store: a corpus of damaged files made from a good one', () => {
  it('refuses every copy with damage integrity_check finds (many pass quick_check), leaves it untouched with nothing beside it, and serves the rest without an internal error', async () => {
    const copies = 40;
    let refused = 0;
    let quickMissed = 0;
    let opened = 0;
    for (let i = 0; i < copies; i++) {
      const path = copyPath(tmp.dir, i);
      writeFileSync(path, damagedCopy(good, 1000 + i));
      const verdict = checks(path, join(tmp.dir, 'scratch.db'));
      const out = await tryDamagedFile(path);
      if (!verdict.integrity) {
        if (verdict.quick) quickMissed++;
        expect(out, `copy ${i}`).toMatchObject({ kind: 'refused', code: 'corrupt', untouched: true, sidecars: false });
      }
      if (out.kind === 'refused') {
        refused++;
        expect(out.untouched && !out.sidecars, `copy ${i}`).toBe(true);
      } else {
        opened++;
        expect(out.internal, `copy ${i}`).toEqual([]);
      }
    }
    // The trial that found the bug: damage quick_check lets through. The corpus must hold some.
    expect(quickMissed).toBeGreaterThan(0);
    expect(refused + opened).toBe(copies);
  }, 120_000);

  it('a file whose table definitions were changed (integrity_check passes: the schema is text) is refused as damaged, untouched', async () => {
    const path = join(tmp.dir, 'schema-text.db');
    // A byte of the schema's text changed, as the random trial found: 'action_count' reads 'action_cxunt'
    // (everywhere it is written: the live schema and a stale copy left in free space).
    const bytes = Buffer.from(good);
    let changed = 0;
    for (let at = bytes.indexOf('action_count'); at >= 0; at = bytes.indexOf('action_count', at + 1), changed++) bytes.write('x', at + 8);
    expect(changed).toBeGreaterThan(0);
    writeFileSync(path, bytes);
    const verdict = checks(path, join(tmp.dir, 'scratch-schema.db'));
    expect(verdict.integrity).toBe(true);
    const out = await tryDamagedFile(path);
    expect(out).toMatchObject({ kind: 'refused', code: 'corrupt', untouched: true, sidecars: false });
  });

  it('the good database itself opens and serves everything', async () => {
    const path = join(tmp.dir, 'good-again.db');
    writeFileSync(path, good);
    const out = await tryDamagedFile(path);
    expect(out).toMatchObject({ kind: 'opened', internal: [], damagedRows: 0, refusedCalls: 0 });
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});
