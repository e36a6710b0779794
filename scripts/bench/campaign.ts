/**
 * Campaign figures (DESIGN.md budget): a campaign of at least 1,000 GIs and 500 games opens its
 * roster and timeline (campaigns.open: roster, timeline, memorial and chart numbers) in under 200 ms.
 * The campaign is built the way games write back: 500 games of Endless Patrol, The Lost Patrol and
 * Patrol: Lost!, replacements joining after losses, then GIs added up to 1,000 if fewer joined.
 * Also: one game's write-back transaction, a service record, and the printable log off the main thread.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import { comingGames, gameModules } from '../../engine/games';
import { endless, playMany, recordGame } from '../../test/fixtures/campaign';
import type { BenchFigure } from '../bench';

const app = { version: 'bench', host: 'browser' as const, dataPath: '' };

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

export const title = 'Campaign log';

type Api = ReturnType<typeof createApiHandler>;
interface Env {
  save: { id: string };
  toAct: number | null;
  legal: unknown[];
}

/** The act that ends a Lost Patrol game played from a 15-GI campaign (its end and roster write in one transaction), for 10 games. */
async function endingMoves(api: Api): Promise<number[]> {
  const c = await api.handle('campaigns.create', { name: 'Ending Company', seed: 5 });
  if (!c.ok) throw new Error(c.error.message);
  const times: number[] = [];
  for (let seed = 1; seed <= 10; seed++) {
    const r = await api.handle('saves.create', { game: 'lost-patrol', seed, campaign: { id: (c.value as { id: string }).id } });
    if (!r.ok) throw new Error(r.error.message);
    let env = r.value as Env;
    while (env.toAct !== null) {
      const t = performance.now();
      const next = await api.handle('saves.act', { id: env.save.id, seat: 0, action: env.legal[0] });
      const ms = performance.now() - t;
      if (!next.ok) throw new Error(next.error.message);
      env = next.value as Env;
      if (env.toAct === null) times.push(ms);
    }
  }
  return times;
}

export async function run(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-bench-campaign-'));
  const store = Store.open(join(dir, 'campaign.db'));
  try {
    const api = createApiHandler(createServices({ store, modules: gameModules, coming: comingGames, app }));
    const created = await api.handle('campaigns.create', { name: 'Bench Company', seed: 1944 });
    if (!created.ok) throw new Error(created.error.message);
    const id = (created.value as { id: string }).id;
    const built = performance.now();
    let gis = playMany(store, id, 500);
    const buildMs = performance.now() - built;
    for (let i = gis.length; i < 1000; i++) await api.handle('campaigns.addGi', { id });
    gis = store.campaigns.gis(id);

    const open: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      const r = await api.handle('campaigns.open', { id });
      open.push(performance.now() - t);
      if (!r.ok) throw new Error(r.error.message);
    }
    const record: number[] = [];
    for (let i = 0; i < 25; i++) {
      const t = performance.now();
      await api.handle('campaigns.record', { id, gi: gis[i * 7]!.id });
      record.push(performance.now() - t);
    }
    const write: number[] = [];
    for (let i = 0; i < 10; i++) {
      const t = performance.now();
      recordGame(store, id, endless(3, 4));
      write.push(performance.now() - t);
    }
    const t = performance.now();
    const pdf = await api.handle('campaigns.print', { id, paper: 'a4' });
    const printMs = performance.now() - t;
    const ending = await endingMoves(api);
    const pages = pdf.ok ? (pdf.value as { pages: number }).pages : 0;
    return [
      { name: `open roster + timeline (${gis.length} GIs, 500 games), median`, value: median(open), unit: 'ms', budget: 200 },
      { name: 'open roster + timeline, 90th percentile of 25', value: [...open].sort((a, b) => a - b)[22]!, unit: 'ms', note: 'the spread follows the machine\'s load' },
      { name: 'one service record, median', value: median(record), unit: 'ms' },
      { name: 'one game written back (roster, records, replacements)', value: median(write), unit: 'ms', note: `500 games built in ${buildMs.toFixed(0)} ms` },
      { name: `printable log, ${pages} pages (worker thread)`, value: printMs, unit: 'ms' },
      { name: 'a campaign game\'s ending move (act + roster write), median', value: median(ending), unit: 'ms', note: '15-GI roster, The Lost Patrol, one transaction' },
    ];
  } finally {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
