import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gameModules } from '../../engine/games';
import type { CampaignView } from '../api/contract';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';

const root = resolve(__dirname, '../..');

/** Runs test/fixtures/campaign-crash-child.ts; in 'stop' mode SIGKILLs it once it says it is between the game's end and the roster write. */
async function run(dbPath: string, mode: 'stop' | 'through'): Promise<{ out: string; signal: NodeJS.Signals | null }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'test/fixtures/campaign-crash-child.ts'), dbPath, mode], { cwd: root });
  let out = '';
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  child.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    if (mode === 'stop' && /^ending$/m.test(out)) child.kill('SIGKILL');
  });
  const signal = await new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, s) => done(s)));
  if (mode === 'through') expect(out, stderr).toMatch(/^done$/m);
  return { out, signal };
}

const idIn = (out: string, what: string): string => new RegExp(`^${what} (\\S+)$`, 'm').exec(out)![1]!;

describe('store: a campaign game ends in one transaction with its roster write', () => {
  it('a process killed between the game’s end and the roster write keeps neither; played again, the end writes both', async () => {
    const tmp = tempDir();
    try {
      const dbPath = join(tmp.dir, 'campaign-crash.db');
      const { out, signal } = await run(dbPath, 'stop');
      expect(signal).toBe('SIGKILL');
      const shown = [...out.matchAll(/^shown (\d+)$/gm)].map((m) => Number(m[1]));
      const id = idIn(out, 'save');
      const campaign = idIn(out, 'campaign');
      const { store, api } = fixtureApi({ dbPath, modules: gameModules });
      try {
        const save = store.getSave(id)!;
        expect(save.status).toBe('playing'); // the end was not kept...
        expect(save.actionCount).toBe(shown.at(-1));
        expect(store.actions(id)).toHaveLength(save.actionCount);
        expect(store.campaigns.games(campaign)).toEqual([]); // ...nor the roster write
        expect(store.campaigns.entries(campaign)).toEqual([]);
        expect(store.campaigns.gis(campaign).every((g) => g.status === 'active' && g.gamesPlayed === 0)).toBe(true);
        // Reopened, the game is one move from its end; that move writes both.
        const env = ok<{ legal: unknown[]; save: { id: string } }>(await api.handle('saves.open', { id }));
        const end = ok<{ result: { outcome: string } | null; campaign: { recorded: boolean } }>(await api.handle('saves.act', { id, seat: 0, action: env.legal[0] }));
        expect(end.result?.outcome).toBe('loss');
        expect(end.campaign.recorded).toBe(true);
        const view = ok<CampaignView>(await api.handle('campaigns.open', { id: campaign }));
        expect(view.timeline).toHaveLength(1);
        expect(view.summary.fallen).toBe(10);
      } finally {
        store.close();
      }
    } finally {
      tmp.cleanup();
    }
  });

  it('not killed, the same game ends with its roster written', async () => {
    const tmp = tempDir();
    try {
      const dbPath = join(tmp.dir, 'campaign-through.db');
      const { out } = await run(dbPath, 'through');
      const { store } = fixtureApi({ dbPath, modules: gameModules });
      try {
        expect(store.getSave(idIn(out, 'save'))?.status).toBe('lost');
        expect(store.campaigns.games(idIn(out, 'campaign'))).toHaveLength(1);
      } finally {
        store.close();
      }
    } finally {
      tmp.cleanup();
    }
  });
});
