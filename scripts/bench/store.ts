/**
 * Store figures (DESIGN.md budgets): commit of one action p99 < 1 ms; load of a 5,000-action
 * game < 500 ms. Commits are measured on real Endless Patrol games (synchronous=FULL, WAL, on
 * this machine's temp folder). No Endless Patrol game runs to 5,000 actions (they end within a
 * few hundred), so the load figure uses the fixture game Tally, which can. The app commits with
 * synchronous=NORMAL (WAL); FULL is measured too, to show what power-cut durability would cost.
 * Also: a human move answered by a bot seat, and saving a scenario document.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gameModules, getGame } from '../../engine/games';
import { lostPatrolModule } from '../../engine/games/lost-patrol';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';
import { tallyGame, tallyModule, type TallyAction } from '../../test/fixtures/tally-game';
import type { BenchFigure } from '../bench';

const app = { version: 'bench', host: 'browser' as const, dataPath: '' };

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
}

async function commits(dir: string, synchronous: 'FULL' | 'NORMAL'): Promise<{ commit: number[]; act: number[] }> {
  const store = Store.open(join(dir, `commit-${synchronous}.db`), { synchronous });
  const commit: number[] = [];
  const act: number[] = [];
  const append = store.appendAction.bind(store);
  store.appendAction = (...args: Parameters<Store['appendAction']>) => {
    const t = performance.now();
    append(...args);
    commit.push(performance.now() - t);
  };
  const api = createApiHandler(createServices({ store, modules: gameModules, app }));
  const ep = getGame('endless-patrol');
  if (!ep) throw new Error('Endless Patrol is not registered');
  for (let seed = 1; commit.length < 3000 && seed < 1000; seed++) {
    const created = await api.handle('saves.create', { game: 'endless-patrol', seed });
    if (!created.ok) throw new Error(created.error.message);
    let env = created.value as { save: { id: string }; legal: unknown[]; seat: number | null };
    for (let i = 0; env.seat !== null && env.legal.length > 0; i++) {
      const t = performance.now();
      const r = await api.handle('saves.act', { id: env.save.id, action: env.legal[(i * 7 + seed) % env.legal.length] });
      act.push(performance.now() - t);
      if (!r.ok) throw new Error(r.error.message);
      env = r.value as typeof env;
    }
  }
  store.close();
  return { commit, act };
}

async function load(dir: string): Promise<{ open: number; replay: number }> {
  const path = join(dir, 'load.db');
  const setup = Store.open(path);
  let api = createApiHandler(createServices({ store: setup, modules: [tallyModule], app }));
  const created = await api.handle('saves.create', { game: 'tally', seed: 5, options: { target: 10_000_000 } });
  if (!created.ok) throw new Error(created.error.message);
  const id = (created.value as { save: { id: string } }).save.id;
  for (let i = 0; i < 5000; i++) {
    const r = await api.handle('saves.act', { id, action: i % 5 === 0 ? { type: 'draw' } : { type: 'add', n: 1 + (i % 3) } });
    if (!r.ok) throw new Error(r.error.message);
  }
  setup.close();
  const opens: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    const store = Store.open(path); // a cold start: open the file, then the save
    api = createApiHandler(createServices({ store, modules: [tallyModule], app }));
    const r = await api.handle('saves.open', { id });
    opens.push(performance.now() - t);
    if (!r.ok) throw new Error(r.error.message);
    store.close();
  }
  // For comparison: the same game replayed in full from its seed, without snapshots.
  const store = Store.open(path);
  const t = performance.now();
  let state = tallyGame.setup(5, { target: 10_000_000 });
  for (const a of store.actions(id)) state = tallyGame.apply(state, a.action as TallyAction, 0);
  const replay = performance.now() - t;
  store.close();
  return { open: pct(opens, 50), replay };
}

/** A Deserter move answered by the Pursuers bot (the bot's choice and its own commit included), per call. */
async function botActs(dir: string): Promise<number[]> {
  const store = Store.open(join(dir, 'bots.db'));
  const api = createApiHandler(createServices({ store, modules: [lostPatrolModule], app }));
  const times: number[] = [];
  for (let seed = 1; times.length < 2000 && seed < 500; seed++) {
    const seats = [{ kind: 'human' as const }, { kind: 'bot' as const, bot: 'pursuers-ai' }];
    const created = await api.handle('saves.create', { game: 'lost-patrol', seed, options: { deserter: true }, seats });
    if (!created.ok) throw new Error(created.error.message);
    let env = created.value as { save: { id: string }; legal: unknown[]; seat: number; toAct: number | null };
    for (let i = 0; env.toAct !== null && env.legal.length > 0 && i < 300; i++) {
      const t = performance.now();
      const r = await api.handle('saves.act', { id: env.save.id, seat: env.seat, action: env.legal[(i * 7 + seed) % env.legal.length] });
      times.push(performance.now() - t);
      if (!r.ok) throw new Error(r.error.message);
      env = r.value as typeof env;
    }
  }
  store.close();
  return times;
}

/** Saving the sample scenario (validate + one transaction), per call. */
async function scenarioSaves(dir: string): Promise<number[]> {
  const store = Store.open(join(dir, 'scenarios.db'));
  const api = createApiHandler(createServices({ store, modules: [], app }));
  const created = await api.handle('scenarios.create', { name: 'Bench', template: 'sample' });
  if (!created.ok) throw new Error(created.error.message);
  const { summary, doc } = created.value as { summary: { id: string }; doc: { notes: string } };
  const times: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    const r = await api.handle('scenarios.save', { id: summary.id, doc: { ...doc, notes: `take ${i}` }, expectedRevision: i });
    times.push(performance.now() - t);
    if (!r.ok) throw new Error(r.error.message);
  }
  store.close();
  return times;
}

export const title = 'Store (SQLite, better-sqlite3)';

export async function run(): Promise<BenchFigure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-bench-'));
  try {
    const normal = await commits(dir, 'NORMAL');
    const full = await commits(dir, 'FULL');
    const l = await load(dir);
    const bots = await botActs(dir);
    const sc = await scenarioSaves(dir);
    return [
      { name: `commit one action p99 (${normal.commit.length} EP moves)`, value: pct(normal.commit, 99), unit: 'ms', budget: 1 },
      { name: 'commit one action p50', value: pct(normal.commit, 50), unit: 'ms' },
      { name: 'act end to end p99 (engine + commit + view)', value: pct(normal.act, 99), unit: 'ms' },
      { name: 'commit p99 with synchronous=FULL (not used)', value: pct(full.commit, 99), unit: 'ms' },
      { name: 'load a 5,000-action game (Tally, median of 5)', value: l.open, unit: 'ms', budget: 500 },
      { name: 'full replay of those 5,000 actions (no snapshots)', value: l.replay, unit: 'ms' },
      { name: `act + bot answer p99 (Lost Patrol Deserter vs pursuers-ai, ${bots.length} moves)`, value: pct(bots, 99), unit: 'ms' },
      { name: 'act + bot answer p50', value: pct(bots, 50), unit: 'ms' },
      { name: 'save the sample scenario p99 (validate + commit, 500 saves)', value: pct(sc, 99), unit: 'ms' },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
