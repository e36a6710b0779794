import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { soldierName, type Gi } from '../../engine/campaign';
import { gameModules } from '../../engine/games';
import { sampleScenario } from '../../engine/games/combat-patrol';
import type { BattlePlan, CampaignSummary, CampaignView, SaveSummary, ServiceRecord } from '../api/contract';
import { playOut, type PlayedEnvelope } from '../../test/fixtures/campaign';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';

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
const refusal = async (channel: string, payload: unknown): Promise<string> => {
  const r = await api.handle(channel, payload);
  return r.ok ? 'accepted' : r.error.message;
};
const campaign = (over: Record<string, unknown> = {}) => call<CampaignSummary>('campaigns.create', { name: 'Easy Company', seed: 5, ...over });
const start = (id: string, game: string, seed: number, more: Record<string, unknown> = {}) => call<PlayedEnvelope>('saves.create', { game, seed, campaign: { id, ...more } });
const roster = (id: string): Gi[] => store.campaigns.gis(id);
const hitNames = (env: PlayedEnvelope): string[] => env.log.map((l) => /inflicts a casualty: (.+) is hit;/.exec(l.text)?.[1]).filter((x): x is string => !!x);

describe('starting a game from a campaign', () => {
  it('Endless Patrol takes the 15 GIs able to fight, each named in the game, in an order drawn with the seeds; the save carries the campaign', async () => {
    const c = await campaign();
    const env = await start(c.id, 'endless-patrol', 1);
    const gis = new Map(roster(c.id).map((g) => [g.id, g]));
    expect(env.campaign).toMatchObject({ id: c.id, name: 'Easy Company', recorded: false });
    expect(env.save).toMatchObject({ name: 'Easy Company, game 1' });
    const squad = env.campaign!.squad as string[];
    expect([...squad].sort()).toEqual([...gis.keys()].sort());
    expect(env.options.names).toEqual(squad.map((id) => soldierName(gis.get(id)!)));
    // The same campaign seed and game seed draw the same order; another game seed another.
    const twin = await campaign();
    const again = await start(twin.id, 'endless-patrol', 1);
    expect(again.options.names).toEqual(env.options.names);
    expect((await start(twin.id, 'endless-patrol', 2)).options.names).not.toEqual(env.options.names);
    const listed = await call<SaveSummary[]>('saves.list', {});
    expect(listed.find((s) => s.id === env.save.id)?.campaignId).toBe(c.id);
  });

  it('a squad the player chooses: its order is who falls first when the campaign lets him choose, drawn otherwise', async () => {
    const chosen = await campaign({ casualties: 'chosen' });
    const ids = roster(chosen.id).map((g) => g.id).reverse().slice(0, 10);
    const env = await start(chosen.id, 'lost-patrol', 3, { squad: ids });
    expect(env.campaign!.squad).toEqual(ids);
    const seeded = await campaign();
    const drawn = await start(seeded.id, 'lost-patrol', 3, { squad: ids });
    expect([...(drawn.campaign!.squad as string[])].sort()).toEqual([...ids].sort());
    expect(drawn.campaign!.squad).not.toEqual(ids);
  });

  it('refuses in words, storing nothing: a wounded GI, too many, one not on the roster, the Deserter variant, a game a campaign cannot play', async () => {
    const c = await campaign();
    const ids = roster(c.id).map((g) => g.id);
    await call('campaigns.editGi', { id: c.id, gi: ids[0], status: 'wounded', gamesOut: 2 });
    const name = soldierName(roster(c.id)[0]!);
    expect(await refusal('saves.create', { game: 'lost-patrol', campaign: { id: c.id, squad: ids.slice(0, 10) } })).toBe(`${name} is wounded and cannot take part.`);
    expect(await refusal('saves.create', { game: 'lost-patrol', campaign: { id: c.id, squad: ids.slice(1, 13) } })).toBe('The Lost Patrol takes 10 GIs: 12 chosen.');
    expect(await refusal('saves.create', { game: 'lost-patrol', campaign: { id: c.id, squad: ['gi-99'] } })).toBe('A GI chosen is not on this roster.');
    expect(await refusal('saves.create', { game: 'lost-patrol', options: { deserter: true }, campaign: { id: c.id } })).toMatch(/Deserter variant/);
    expect(await refusal('saves.create', { game: 'lost-patrol', campaign: { id: 'gone' } })).toBe('That campaign no longer exists.');
    expect(await call<SaveSummary[]>('saves.list', {})).toEqual([]);
  });

  it('fewer GIs able to fight than the game takes: attached soldiers fill the places, drawn into the order', async () => {
    const c = await campaign({ rosterSize: 12 });
    const env = await start(c.id, 'endless-patrol', 1);
    const names = env.options.names as string[];
    expect(names.filter((n) => n.startsWith('Attached soldier'))).toHaveLength(3);
    expect(env.campaign!.squad.filter((id) => id === null)).toHaveLength(3);
    expect(names.indexOf('Attached soldier 1')).toBe(env.campaign!.squad.indexOf(null));
  });
});

describe('a campaign game ends: its result is written to the roster with its end', () => {
  it('Endless Patrol (seeds 5 and 1: won with 9 casualties): the men the log named as hit are the casualties; nothing is written before the end', async () => {
    const c = await campaign();
    const before = new Map(roster(c.id).map((g) => [g.id, g]));
    const created = await start(c.id, 'endless-patrol', 1);
    const end = await playOut(api, created, () => expect(store.campaigns.games(c.id)).toHaveLength(0));
    expect(end.result).toMatchObject({ outcome: 'win', stats: { casualties: 9 } });
    const squad = end.campaign!.squad as string[];
    const named = (created.options.names as string[]).slice(0, 9);
    expect(hitNames(end)).toEqual(named);
    expect(end.campaign!.recorded).toBe(true);
    expect(end.canUndo).toBe(false);

    const view = await call<CampaignView>('campaigns.open', { id: c.id });
    expect(view.timeline).toHaveLength(1);
    expect(view.timeline[0]).toMatchObject({ seq: 0, game: 'endless-patrol', outcome: 'win', saveId: end.save.id, squad: 15 });
    for (const [i, id] of squad.entries()) {
      const rec = await call<ServiceRecord>('campaigns.record', { id: c.id, gi: id });
      expect(rec.lines).toHaveLength(1);
      expect(rec.gi.gamesPlayed).toBe(1);
      if (i < 9) expect(rec.lines[0]!.fate).not.toBe('unhurt');
      else expect(rec.lines[0]!.fate).toBe('unhurt');
    }
    const killed = view.roster.filter((g) => g.status === 'killed');
    expect(killed.length).toBeGreaterThan(0);
    expect(killed.every((g) => squad.indexOf(g.id) < 9 && before.has(g.id))).toBe(true);
    expect(view.timeline[0]!.joined).toHaveLength(killed.length); // replacements bring the living roster back to 15
    expect(view.summary.fit + view.summary.wounded).toBe(15);
    // Credited foes add up to the Patrol cards defeated.
    expect(view.roster.reduce((n, g) => n + g.foesDefeated, 0)).toBe(end.result!.stats.defeated);
  });

  it('The Lost Patrol lost (seeds 5 and 1): the ten named as lost to the horror are killed; a second game with survivors (bot, seed 1) writes its own line', async () => {
    const c = await campaign();
    const created = await start(c.id, 'lost-patrol', 1);
    const end = await playOut(api, created);
    expect(end.result).toMatchObject({ outcome: 'loss', stats: { soldiersLeft: 0 } });
    const squad = end.campaign!.squad as string[];
    let view = await call<CampaignView>('campaigns.open', { id: c.id });
    expect(view.roster.filter((g) => squad.includes(g.id)).map((g) => g.status)).toEqual(Array(10).fill('killed'));
    expect(view.memorial.map((m) => m.gi).sort()).toEqual([...squad].sort());
    expect(view.timeline[0]).toMatchObject({ outcome: 'loss', squad: 10, killed: expect.any(Array) });
    expect(view.timeline[0]!.killed).toHaveLength(10);

    // Ten replacements joined; a bot plays the next game to a win with 8 left: 2 killed, none missing.
    const next = await call<PlayedEnvelope>('saves.create', { game: 'lost-patrol', seed: 1, campaign: { id: c.id }, seats: [{ kind: 'bot', bot: 'bidder' }] });
    expect(next.result).toMatchObject({ outcome: 'win', stats: { soldiersLeft: 8 } });
    const second = next.campaign!.squad as string[];
    view = await call<CampaignView>('campaigns.open', { id: c.id });
    expect(view.timeline.map((t) => t.outcome)).toEqual(['loss', 'win']);
    expect(view.timeline[1]!.killed.length + view.timeline[1]!.missing.length).toBe(2);
    const fallen = view.roster.filter((g) => g.fellIn === 1).map((g) => g.id);
    expect(fallen.sort()).toEqual(second.slice(0, 2).sort());
  });

  it('an undo before the end writes nothing; after the end the last move cannot be taken back; a deleted unfinished game writes nothing', async () => {
    const c = await campaign();
    const created = await start(c.id, 'endless-patrol', 1);
    let env = created;
    for (let i = 0; i < 5 && !env.canUndo; i++) env = await call<PlayedEnvelope>('saves.act', { id: env.save.id, seat: 0, action: env.legal[0] });
    expect(env.canUndo).toBe(true);
    await call('saves.undo', { id: env.save.id, seat: 0 });
    expect(store.campaigns.games(c.id)).toHaveLength(0);
    await call('saves.delete', { id: env.save.id });
    expect(store.campaigns.games(c.id)).toHaveLength(0);
    expect(roster(c.id).every((g) => g.gamesPlayed === 0)).toBe(true);

    const other = await playOut(api, await start(c.id, 'endless-patrol', 1));
    const undo = await api.handle('saves.undo', { id: other.save.id, seat: 0 });
    expect(undo.ok).toBe(false);
    if (!undo.ok) expect(undo.error.message).toMatch(/cannot be taken back/);
    expect(store.campaigns.games(c.id)).toHaveLength(1);
    expect(store.getSave(other.save.id)?.status).toBe('won');
  });

  it('a game whose campaign was deleted still opens and plays to its end, writing nothing', async () => {
    const c = await campaign();
    const created = await start(c.id, 'lost-patrol', 1);
    await call('campaigns.delete', { id: c.id });
    const opened = await call<PlayedEnvelope>('saves.open', { id: created.save.id });
    expect(opened.campaign).toMatchObject({ id: c.id, name: null });
    expect(opened.options.names).toEqual(created.options.names);
    const end = await playOut(api, opened);
    expect(end.result?.outcome).toBe('loss');
    expect(end.campaign!.recorded).toBe(false);
  });

  it('a GI who fell in another game meanwhile is left out of this one', async () => {
    const c = await campaign();
    const endless = await start(c.id, 'endless-patrol', 1); // all 15, started first
    const lost = await playOut(api, await start(c.id, 'lost-patrol', 1)); // the senior 10, all killed
    const dead = lost.campaign!.squad as string[];
    const end = await playOut(api, endless);
    expect(end.campaign!.recorded).toBe(true);
    const games = store.campaigns.games(c.id);
    expect(games.map((g) => g.game)).toEqual(['lost-patrol', 'endless-patrol']);
    const entries = store.campaigns.entries(c.id).filter((e) => e.gameSeq === 1);
    expect(entries).toHaveLength(5);
    expect(entries.some((e) => dead.includes(e.gi))).toBe(false);
    for (const id of dead) expect(store.campaigns.gi(c.id, id)).toMatchObject({ status: 'killed', gamesPlayed: 1, fellIn: 0 });
  });
});

describe('a Combat Patrol! battle from a campaign', () => {
  it('one GI per US model, named and shooting as his experience says; at the end each GI’s fate is his model’s (sample table, 2 turns, seed 1, two random bots)', async () => {
    const c = await campaign();
    await call('campaigns.editGi', { id: c.id, gi: 'gi-0', experience: 'veteran' });
    const scenario = { ...sampleScenario(), battle: { turnLimit: 2 } };
    const env = await call<PlayedEnvelope & { view: { afterAction: { soldiers: { id: string; name: string; condition: string; kills: number }[] } | null } }>('saves.create', {
      game: 'combat-patrol',
      seed: 1,
      options: { scenario },
      campaign: { id: c.id },
      seats: [{ kind: 'bot', bot: 'random' }, { kind: 'bot', bot: 'random' }],
    });
    const link = store.getSave(env.save.id)!.campaign!;
    const us = scenario.models.filter((m) => m.side === 'US');
    expect(link.models).toEqual(us.map((m) => m.id));
    expect(link.squad.every((id) => id !== null)).toBe(true);
    const models = (env.options.scenario as { models: { id: string; name: string; accuracy: number; nco: boolean }[] }).models;
    const gis = new Map(roster(c.id).map((g) => [g.id, g]));
    link.squad.forEach((id, i) => {
      const m = models.find((x) => x.id === link.models![i])!;
      expect(m.name).toBe(soldierName(gis.get(id!)!));
      expect(m.accuracy).toBe(id === 'gi-0' ? 4 : gis.get(id!)!.experience === 'inexperienced' ? 6 : 5);
    });
    expect(models.find((m) => m.nco && m.id === link.models![link.squad.indexOf('gi-0')])).toBeDefined(); // the sergeant leads

    expect(env.result).toMatchObject({ outcome: 'draw' });
    expect(env.campaign!.recorded).toBe(true);
    const after = env.view.afterAction!;
    const entries = new Map(store.campaigns.entries(c.id).map((e) => [e.gi, e]));
    const fateOf = (condition: string) => (condition === 'dead' ? 'killed' : condition === 'ok' ? 'unhurt' : 'wounded');
    let hurt = 0;
    link.squad.forEach((id, i) => {
      const s = after.soldiers.find((x) => x.id === link.models![i])!;
      expect(entries.get(id!)).toMatchObject({ fate: fateOf(s.condition), foes: s.kills, severity: s.condition === 'ok' || s.condition === 'dead' ? null : s.condition });
      if (s.condition !== 'ok') hurt++;
    });
    expect(hurt).toBeGreaterThan(0);
    expect(store.campaigns.games(c.id)[0]).toMatchObject({ game: 'combat-patrol', outcome: 'draw', saveId: env.save.id });
  });
});

describe('a Combat Patrol! battle with its GIs given by model', () => {
  it('the plan lists the scenario’s US models with the rule’s GI for each; a battle started with the player’s own choice names those GIs on those models, and refuses bad choices storing nothing', async () => {
    const c = await campaign();
    const plan = await call<BattlePlan>('campaigns.battlePlan', { id: c.id, scenario: 'sample' });
    const us = sampleScenario().models.filter((m) => m.side === 'US');
    expect(plan.models.map((m) => m.id)).toEqual(us.map((m) => m.id));
    expect(plan.gis).toHaveLength(us.length);
    expect(plan.gis[us.findIndex((m) => m.nco)]).toBe(roster(c.id).find((g) => g.role === 'nco')!.id);
    expect(await refusal('campaigns.battlePlan', { id: c.id, scenario: 'nope' })).toBe('That scenario no longer exists: pick another table for the battle.');

    // The player swaps the first two models' GIs and leaves the last to the scenario's own soldier.
    const models = [plan.gis[1]!, plan.gis[0]!, ...plan.gis.slice(2, -1), null];
    const bad = async (m: unknown) => refusal('saves.create', { game: 'combat-patrol', options: { scenario: 'sample' }, campaign: { id: c.id, models: m } });
    expect(await bad(models.slice(1))).toBe(`This scenario has ${us.length} US models: ${us.length - 1} given.`);
    expect(await bad([models[0], models[0], ...models.slice(2)])).toMatch(/is given two models\.$/);
    expect(await bad(models.map(() => null))).toBe('Give at least one US model a GI of this campaign.');
    expect(await refusal('saves.create', { game: 'endless-patrol', campaign: { id: c.id, models } })).toMatch(/has no models to give GIs/);
    expect(await call<SaveSummary[]>('saves.list', {})).toEqual([]);

    const env = await call<PlayedEnvelope>('saves.create', { game: 'combat-patrol', options: { scenario: 'sample' }, campaign: { id: c.id, models }, seats: [{ kind: 'human' }, { kind: 'bot', bot: 'tactical' }] });
    const link = store.getSave(env.save.id)!.campaign!;
    expect(link.squad).toEqual(models);
    const named = (env.options.scenario as { models: { id: string; name: string }[] }).models;
    const gis = new Map(roster(c.id).map((g) => [g.id, g]));
    expect(named.find((m) => m.id === us[0]!.id)!.name).toBe(soldierName(gis.get(models[0]!)!));
    expect(named.find((m) => m.id === us.at(-1)!.id)!.name).toBe(us.at(-1)!.name);
  });
});

describe('Patrol: Lost! from a campaign', () => {
  it('five GIs as the Good Guys by the written rule, named in the view and the log; at the end the lost are killed and the Bad Guys they defeated credited (seed 3, two easy bots)', async () => {
    const c = await campaign();
    const env = await call<PlayedEnvelope & { view: { goods: { name: string; role: string; alive: boolean }[] } }>('saves.create', {
      game: 'patrol-lost',
      seed: 3,
      campaign: { id: c.id },
      seats: [{ kind: 'bot', bot: 'easy' }, { kind: 'bot', bot: 'easy' }],
    });
    const link = store.getSave(env.save.id)!.campaign!;
    const gis = new Map(roster(c.id).map((g) => [g.id, g]));
    expect(link.squad).toHaveLength(5);
    const squad = link.squad.map((id) => gis.get(id!)!);
    expect(squad[3]!.role).toBe('nco'); // the close-combat specialist
    expect(['bar-gunner', 'mg-gunner']).toContain(squad[4]!.role); // the ranged specialist
    expect(env.options.names).toEqual(squad.map(soldierName));
    expect(env.view.goods.map((g) => g.name)).toEqual(squad.map(soldierName));
    expect(env.log.some((l) => l.text.includes(soldierName(squad[0]!)))).toBe(true);

    expect(env.result).not.toBeNull();
    expect(env.campaign!.recorded).toBe(true);
    const entries = new Map(store.campaigns.entries(c.id).map((e) => [e.gi, e]));
    env.view.goods.forEach((g, i) => expect(entries.get(link.squad[i]!)!.fate).toBe(g.alive ? 'unhurt' : 'killed'));
    const foes = [...entries.values()].reduce((n, e) => n + e.foes, 0);
    expect(foes).toBe(env.result!.stats.badGuysKilled);
    const outcome = env.result!.winner === 0 ? 'win' : env.result!.winner === 1 ? 'loss' : 'draw';
    expect(store.campaigns.games(c.id)[0]).toMatchObject({ game: 'patrol-lost', outcome, saveId: env.save.id });
  });
});

describe('a campaign game’s save file', () => {
  it('carries its campaign; imported elsewhere, it comes in outside any campaign, opens with its GIs’ names and writes nothing', async () => {
    const c = await campaign();
    const created = await start(c.id, 'lost-patrol', 1);
    const file = await call<{ text: string }>('saves.export', { id: created.save.id });
    expect(JSON.parse(file.text).campaign).toEqual({ id: c.id, squad: created.campaign!.squad });
    const other = fixtureApi({ dbPath: `${tmp.dir}/other.db`, modules: gameModules });
    try {
      const imported = ok<SaveSummary>(await other.api.handle('saves.import', { text: file.text }));
      expect(imported.campaignId).toBeUndefined();
      const opened = ok<PlayedEnvelope>(await other.api.handle('saves.open', { id: imported.id }));
      expect(opened.campaign).toBeUndefined();
      expect(opened.options.names).toEqual(created.options.names);
      const end = await playOut(other.api, opened);
      expect(end.result?.outcome).toBe('loss');
      expect(end.campaign).toBeUndefined();
    } finally {
      other.store.close();
    }
  });
});
