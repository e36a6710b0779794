/**
 * A big battle cannot freeze the host (issue 23; DESIGN.md budgets): a battle of 1,000 models
 * created, opened and played (a hold, a shot) on the real browser host while another client keeps
 * calling; its envelopes must stay under 1 MB and every other call be answered within 100 ms. Then
 * the same at the scenario limit on models (SCENARIO_LIMITS.models) when it is another number.
 * (A bigger battle is refused at create; the figures past the limit are in limits.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SCENARIO_LIMITS } from '../../engine/games/combat-patrol/limits';
import type { BenchFigure, BenchModule } from '../bench';
import { bigBattleTrial } from '../soak/big-battle';

const bench: BenchModule = {
  title: `Big battle on the browser host with a pinger: 1,000 models (the scenario limit: ${SCENARIO_LIMITS.models.toLocaleString('en-US')})`,
  async run(): Promise<BenchFigure[]> {
    const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-big-battle-'));
    const out: BenchFigure[] = [];
    try {
      for (const models of [...new Set([1000, SCENARIO_LIMITS.models])]) {
        const f = await bigBattleTrial({ models, dir, log: () => {} });
        const load = `load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`;
        const at = `${models.toLocaleString('en-US')} models`;
        const scale = models / 1000;
        if (f.failure) out.push({ name: `${at}: FAILED`, value: NaN, unit: '', note: f.failure });
        out.push({ name: `${at}: largest envelope`, value: f.envelopeBytes / 1e6, unit: 'MB', budget: scale, note: `${f.legal} choices listed, ${f.templates} templates sent` });
        out.push({ name: `${at}: create, then open`, value: f.createMs, unit: 'ms', note: `open ${f.openMs.toFixed(0)} ms` });
        out.push({ name: `${at}: a hold, a shot`, value: Math.max(...f.actMs), unit: 'ms', note: f.actMs.map((x) => x.toFixed(0)).join(', ') });
        out.push({ name: `${at}: slowest answer to another client`, value: f.slowestPingMs, unit: 'ms', budget: 100, note: `${f.pings} calls; ${load}` });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    return out;
  },
};

export default bench;
export const { title, run } = bench;
