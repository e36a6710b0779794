import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isAlive, type Gi } from '../../engine/campaign';
import { gameModules } from '../../engine/games';
import { sampleScenario } from '../../engine/games/combat-patrol';
import type { CampaignSummary, ImportedSave } from '../api/contract';
import { playOut, type PlayedEnvelope } from '../../test/fixtures/campaign';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';
import { OUTSIDE_CAMPAIGN } from './campaign-games';

/**
 * Issue 23: a save file cannot touch a campaign. Whatever a file says of its campaign, an import
 * comes in outside any campaign; a fork too; "Play again" joins only the game's own campaign with a
 * squad the app picks from its living GIs; and a stored link that does not fit its game writes nothing.
 */
let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/c.db`, modules: gameModules, now: () => new Date('2026-03-02T12:00:00Z') }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const call = async <T>(channel: string, payload: unknown): Promise<T> => ok<T>(await api.handle(channel, payload));
const campaign = (name: string, seed: number) => call<CampaignSummary>('campaigns.create', { name, seed });
const start = (id: string, game: string, seed: number) => call<PlayedEnvelope>('saves.create', { game, seed, campaign: { id } });
const roster = (id: string): Gi[] => store.campaigns.gis(id);
const exported = async (id: string) => JSON.parse((await call<{ text: string }>('saves.export', { id })).text) as { actions: unknown[]; campaign?: { id: string; squad: (string | null)[] } };
const act = (env: PlayedEnvelope) => call<PlayedEnvelope>('saves.act', { id: env.save.id, seat: 0, action: env.legal[0] });

describe('an imported save never joins a campaign by what its file says', () => {
  it('the forged file of the issue (a finished Lost Patrol game, its last move dropped, its campaign set to another campaign and all 15 of its GIs): imported outside any campaign, played to its end it touches no roster', async () => {
    const able = await campaign('Able Company', 5);
    const baker = await campaign('Baker Company', 9);
    const end = await playOut(api, await start(able.id, 'lost-patrol', 1));
    expect(end.result?.outcome).toBe('loss');
    expect(store.campaigns.games(able.id)).toHaveLength(1);

    const file = await exported(end.save.id);
    file.actions.pop();
    const bakerGis = roster(baker.id);
    expect(bakerGis.filter(isAlive)).toHaveLength(15);
    file.campaign = { id: baker.id, squad: bakerGis.map((g) => g.id) };
    const ableBefore = roster(able.id);

    const imported = await call<ImportedSave>('saves.import', { text: JSON.stringify(file) });
    expect(imported.campaignId).toBeUndefined();
    expect(imported.notice).toBe(OUTSIDE_CAMPAIGN);
    expect(store.getSave(imported.id)?.campaign).toBeUndefined();
    const opened = await call<PlayedEnvelope>('saves.open', { id: imported.id });
    expect(opened.campaign).toBeUndefined();
    expect(opened.toAct).toBe(0);

    const done = await playOut(api, opened);
    expect(done.result?.outcome).toBe('loss');
    expect(done.campaign).toBeUndefined();
    expect(roster(baker.id)).toEqual(bakerGis);
    expect(store.campaigns.games(baker.id)).toEqual([]);
    expect(roster(able.id)).toEqual(ableBefore);
    expect(store.campaigns.games(able.id)).toHaveLength(1);
  });

  it('an honest file of a game still going, imported beside its own campaign, comes in outside it too: its end writes nothing, the original still writes its own', async () => {
    const able = await campaign('Able Company', 5);
    let env = await start(able.id, 'lost-patrol', 1);
    for (let i = 0; i < 3; i++) env = await act(env);
    const file = await exported(env.save.id);
    expect(file.campaign?.id).toBe(able.id);
    const before = roster(able.id);

    const imported = await call<ImportedSave>('saves.import', { text: JSON.stringify(file) });
    expect(imported.notice).toBe(OUTSIDE_CAMPAIGN);
    const copy = await playOut(api, await call<PlayedEnvelope>('saves.open', { id: imported.id }));
    expect(copy.result).not.toBeNull();
    expect(store.campaigns.games(able.id)).toEqual([]);
    expect(roster(able.id)).toEqual(before);

    const original = await playOut(api, await call<PlayedEnvelope>('saves.open', { id: env.save.id }));
    expect(original.campaign?.recorded).toBe(true);
    expect(store.campaigns.games(able.id)).toMatchObject([{ saveId: env.save.id }]);
  });

  it('a file with no campaign says nothing more; a forged campaign naming no campaign here is dropped the same way', async () => {
    const plain = await call<PlayedEnvelope>('saves.create', { game: 'lost-patrol', seed: 1 });
    const file = await exported(plain.save.id);
    const imported = await call<ImportedSave>('saves.import', { text: JSON.stringify(file) });
    expect(imported.notice).toBeUndefined();
    const forged = await call<ImportedSave>('saves.import', { text: JSON.stringify({ ...file, campaign: { id: 'nowhere', squad: ['gi-0'] } }) });
    expect(forged.notice).toBe(OUTSIDE_CAMPAIGN);
    expect(store.getSave(forged.id)?.campaign).toBeUndefined();
  });
});

describe('forks and Play again carry a game into no campaign it is not in', () => {
  it('a fork of a campaign game is outside any campaign: played to its end it writes nothing; Play again of the fork is no campaign game', async () => {
    const able = await campaign('Able Company', 5);
    let env = await start(able.id, 'lost-patrol', 1);
    for (let i = 0; i < 3; i++) env = await act(env);
    const before = roster(able.id);
    const fork = await call<PlayedEnvelope>('saves.fork', { id: env.save.id, at: 2 });
    expect(fork.campaign).toBeUndefined();
    const end = await playOut(api, fork);
    expect(end.result).not.toBeNull();
    expect(store.campaigns.games(able.id)).toEqual([]);
    expect(roster(able.id)).toEqual(before);
    const again = await call<PlayedEnvelope>('saves.again', { id: fork.save.id });
    expect(again.campaign).toBeUndefined();
    expect(store.getSave(again.save.id)?.campaign).toBeUndefined();
  });

  it('Play again of a campaign game joins only its own campaign, with a squad of that campaign’s living GIs that fits the game', async () => {
    const able = await campaign('Able Company', 5);
    const first = await playOut(api, await start(able.id, 'lost-patrol', 1));
    const fallen = new Set(roster(able.id).filter((g) => !isAlive(g)).map((g) => g.id));
    expect(fallen.size).toBe(10);
    const again = await call<PlayedEnvelope>('saves.again', { id: first.save.id });
    expect(again.campaign?.id).toBe(able.id);
    const squad = again.campaign!.squad;
    expect(squad).toHaveLength(10); // the game's size
    const fit = new Set(roster(able.id).filter((g) => g.status === 'active').map((g) => g.id));
    expect(squad.every((id) => id !== null && fit.has(id) && !fallen.has(id))).toBe(true);
  });
});

describe('a stored campaign link that does not fit its game writes nothing at its end', () => {
  // Saves imported before this fix kept their file's campaign as it was.
  const forgedRow = async (squad: (gis: string[]) => (string | null)[]) => {
    const baker = await campaign('Baker Company', 9);
    const real = await start(baker.id, 'lost-patrol', 1);
    const row = store.getSave(real.save.id)!;
    await call('saves.delete', { id: real.save.id });
    const gis = roster(baker.id);
    store.insertSave({ ...row, id: 'forged-before-the-fix', campaign: { id: baker.id, squad: squad(gis.map((g) => g.id)) } });
    return { baker: baker.id, gis };
  };

  it('15 GIs on a 10-man Lost Patrol: none of them falls', async () => {
    const { baker, gis } = await forgedRow((ids) => ids);
    const end = await playOut(api, await call<PlayedEnvelope>('saves.open', { id: 'forged-before-the-fix' }));
    expect(end.result?.outcome).toBe('loss');
    expect(end.campaign?.recorded).toBe(false);
    expect(roster(baker)).toEqual(gis);
    expect(store.campaigns.games(baker)).toEqual([]);
  });

  it('a battle whose 15 GIs all stand on one US model: nothing written', async () => {
    const baker = await campaign('Baker Company', 9);
    const bots = [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }];
    const scenario = { ...sampleScenario(), battle: { turnLimit: 2 } };
    const real = await call<PlayedEnvelope>('saves.create', { game: 'combat-patrol', seed: 1, options: { scenario }, seats: bots });
    const row = store.getSave(real.save.id)!;
    await call('saves.delete', { id: real.save.id });
    const gis = roster(baker.id);
    const first = scenario.models.find((m) => m.side === 'US')!.id;
    store.insertSave({ ...row, actionCount: 0, status: 'playing', winner: null, campaign: { id: baker.id, squad: gis.map((g) => g.id), models: gis.map(() => first) } });
    const end = await call<PlayedEnvelope>('saves.open', { id: row.id });
    expect(end.result).not.toBeNull();
    expect(end.campaign?.recorded).toBe(false);
    expect(roster(baker.id)).toEqual(gis);
    expect(store.campaigns.games(baker.id)).toEqual([]);
  });
});
