/**
 * The damaged-file trial at scale: copies of a good database with random bytes changed past the
 * first page (test/fixtures/damaged-files.ts does the work; its test runs 40 copies, this many more).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checks, copyPath, damagedCopy, goodDatabase, tryDamagedFile } from '../../test/fixtures/damaged-files';

export interface DamageFigures {
  copies: number;
  refusedAtOpen: number;
  /** Refused copies that SQLite's quick_check passes (the damage only integrity_check finds). */
  quickCheckMissed: number;
  opened: number;
  calls: number;
  refusedCalls: number;
  damagedRowsListed: number;
  internal: number;
  touchedWhenRefused: number;
  leftBeside: number;
}

export async function damagedFileTrial(opts: { copies: number; seed: number; dir: string; log: (line: string) => void }): Promise<DamageFigures> {
  const good = await goodDatabase(join(opts.dir, 'good.db'));
  const f: DamageFigures = { copies: 0, refusedAtOpen: 0, quickCheckMissed: 0, opened: 0, calls: 0, refusedCalls: 0, damagedRowsListed: 0, internal: 0, touchedWhenRefused: 0, leftBeside: 0 };
  for (let i = 0; i < opts.copies; i++) {
    const path = copyPath(opts.dir, i);
    writeFileSync(path, damagedCopy(good, opts.seed * 100_000 + i));
    const verdict = checks(path, join(opts.dir, 'scratch.db'));
    const out = await tryDamagedFile(path);
    f.copies++;
    if (out.kind === 'refused') {
      f.refusedAtOpen++;
      if (verdict.quick && !verdict.integrity) f.quickCheckMissed++;
      if (!out.untouched) f.touchedWhenRefused++;
      if (out.sidecars) f.leftBeside++;
    } else {
      f.opened++;
      f.calls += out.calls;
      f.refusedCalls += out.refusedCalls;
      f.damagedRowsListed += out.damagedRows;
      f.internal += out.internal.length;
      for (const line of out.internal) opts.log(`copy ${i}: internal error on ${line}`);
      if (!verdict.integrity) {
        f.internal++;
        opts.log(`copy ${i}: integrity_check fails but the file was opened`);
      }
    }
    if ((i + 1) % 50 === 0) opts.log(`damaged files: ${i + 1} copies, ${f.refusedAtOpen} refused, ${f.internal} internal`);
  }
  return f;
}
