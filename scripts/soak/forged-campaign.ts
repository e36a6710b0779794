/**
 * The forged campaign import: a client of the real browser host exports its campaign games, edits
 * each file's campaign (another campaign's id with all its GIs, a squad that fits, a GI twice, a
 * campaign that does not exist, its own honest campaign), drops the last move, imports the file and
 * plays it to its end; and plays on from a replay of a campaign game. No roster may change: an
 * import comes in outside any campaign and says so. A campaign's own game, played to its end, must
 * still write its roster (else the trial could not see a write at all).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import WebSocket from 'ws';
import { comingGames, gameModules } from '../../engine/games';
import { startWebHost } from '../../electron/hosts/web/server';
import { createApiHandler, createServices } from '../../electron/services';
import { Store } from '../../electron/store';

export interface ForgedCampaignFigures {
  /** Forged files imported and played to their end (forks from a replay counted with them). */
  played: number;
  /** Imports answered with a campaign, or stored with one. */
  joined: number;
  /** Imports of a campaign game's file whose answer did not say it came in outside any campaign. */
  unsaid: number;
  /** GIs whose roster row changed while the forged games were played (the issue: 15 killed or lost). */
  gisChanged: number;
  /** Games written to any campaign's timeline by the forged games. */
  gamesWritten: number;
  /** The campaign's own game, played to its end, wrote its roster. */
  controlWrote: boolean;
}

interface Env { save: { id: string; name: string }; toAct: number | null; legal: unknown[]; campaign?: { id: string; squad: (string | null)[] } }
interface Answer { ok: boolean; value?: unknown; error?: { message: string } }
interface SaveFile { actions: unknown[]; campaign?: { id: string; squad: (string | null)[] } }

export async function forgedCampaignImport(opts: { dir: string; log: (line: string) => void }): Promise<ForgedCampaignFigures> {
  const store = Store.open(join(opts.dir, 'forged-campaign.db'));
  const api = createApiHandler(createServices({ store, modules: [...gameModules], coming: comingGames, app: { version: 'soak', host: 'browser', dataPath: '' } }), () => {});
  const renderer = join(opts.dir, 'forged-campaign-renderer');
  mkdirSync(renderer, { recursive: true });
  writeFileSync(join(renderer, 'index.html'), '<!doctype html><title>soak</title>');
  const token = 'soak-forged-campaign-token-0123';
  const host = await startWebHost({ handler: api, rendererDir: renderer, port: 0, token });
  const ws = new WebSocket(`ws://127.0.0.1:${host.port}/api?token=${token}`, { origin: `http://127.0.0.1:${host.port}` });
  let next = 1;
  const call = async <T>(channel: string, payload: unknown): Promise<T> => {
    const id = next++;
    const r = await new Promise<Answer>((resolve) => {
      const on = (d: WebSocket.RawData) => {
        const m = JSON.parse(d.toString()) as { id: number; result: Answer };
        if (m.id !== id) return;
        ws.off('message', on);
        resolve(m.result);
      };
      ws.on('message', on);
      ws.send(JSON.stringify({ id, channel, payload }));
    });
    if (!r.ok) throw new Error(`forged campaign: ${channel} refused (${r.error?.message})`);
    return r.value as T;
  };
  const playOut = async (env: Env, moves = Number.POSITIVE_INFINITY): Promise<Env> => {
    for (let n = 0; env.toAct !== null && n < moves; n++) env = await call<Env>('saves.act', { id: env.save.id, seat: 0, action: env.legal[0] });
    return env;
  };
  const fileOf = async (id: string): Promise<SaveFile> => JSON.parse((await call<{ text: string }>('saves.export', { id })).text) as SaveFile;
  const everything = () => new Map(store.campaigns.heads().map((h) => [h.id, { gis: store.campaigns.gis(h.id), games: store.campaigns.games(h.id).length }]));
  try {
    await new Promise<void>((r, j) => {
      ws.once('open', () => r());
      ws.once('error', j);
    });
    const able = await call<{ id: string }>('campaigns.create', { name: 'Able Company', seed: 5 });
    const baker = await call<{ id: string }>('campaigns.create', { name: 'Baker Company', seed: 9 });
    const start = (c: string, game: string, seed: number) => call<Env>('saves.create', { game, seed, campaign: { id: c } });

    // The campaign's own games: a Lost Patrol and an Endless Patrol played to their end (the control),
    // and one of each still going.
    const before = store.campaigns.games(able.id).length;
    const lostEnd = await playOut(await start(able.id, 'lost-patrol', 1));
    const endlessEnd = await playOut(await start(able.id, 'endless-patrol', 1));
    const controlWrote = store.campaigns.games(able.id).length === before + 2;
    const going = await playOut(await start(able.id, 'lost-patrol', 2), 3);

    const bakerGis = store.campaigns.gis(baker.id).map((g) => g.id);
    const finished = [await fileOf(lostEnd.save.id), await fileOf(endlessEnd.save.id)];
    const forged: { what: string; file: SaveFile }[] = [];
    for (const f of finished) {
      const lastDropped = { ...f, actions: f.actions.slice(0, -1) };
      forged.push({ what: 'another campaign, all its GIs', file: { ...lastDropped, campaign: { id: baker.id, squad: bakerGis } } });
      forged.push({ what: 'another campaign, a squad that fits', file: { ...lastDropped, campaign: { id: baker.id, squad: bakerGis.slice(0, f.campaign!.squad.length) } } });
      forged.push({ what: 'another campaign, a GI twice', file: { ...lastDropped, campaign: { id: baker.id, squad: [bakerGis[0]!, ...bakerGis.slice(0, f.campaign!.squad.length - 1)] } } });
      forged.push({ what: 'no such campaign', file: { ...lastDropped, campaign: { id: 'no-such-campaign', squad: bakerGis } } });
    }
    forged.push({ what: 'its own campaign, honest, still going', file: await fileOf(going.save.id) });

    const was = everything();
    let joined = 0;
    let unsaid = 0;
    let played = 0;
    for (const { what, file } of forged) {
      const imported = await call<{ id: string; campaignId?: string; notice?: string }>('saves.import', { text: JSON.stringify(file) });
      if (imported.campaignId !== undefined || store.getSave(imported.id)?.campaign) joined++;
      if (!imported.notice) unsaid++;
      const end = await playOut(await call<Env>('saves.open', { id: imported.id }));
      if (end.campaign) joined++;
      played++;
      opts.log(`forged campaign: ${what}: ${end.toAct === null ? 'played to its end' : 'NOT at its end'}`);
    }
    // Play on from a replay of the campaign's game still going.
    const fork = await call<Env>('saves.fork', { id: going.save.id, at: 2 });
    if (fork.campaign) joined++;
    await playOut(fork);
    played++;

    let gisChanged = 0;
    let gamesWritten = 0;
    for (const [id, c] of everything()) {
      const old = was.get(id)!;
      gamesWritten += c.games - old.games;
      const oldGis = new Map(old.gis.map((g) => [g.id, JSON.stringify(g)]));
      for (const g of c.gis) if (oldGis.get(g.id) !== JSON.stringify(g)) gisChanged++; // changed, or joined as a replacement
    }
    return { played, joined, unsaid, gisChanged, gamesWritten, controlWrote };
  } finally {
    ws.close();
    await host.close();
    store.close();
  }
}
