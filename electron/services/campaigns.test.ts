import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CampaignSummary, CampaignView, GiView, ServiceRecord } from '../api/contract';
import { endless, lost, patrolLost, recordGame } from '../../test/fixtures/campaign';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import { gameModules } from '../../engine/games';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';
import { distinctName } from './campaigns';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  // A clock that moves a second on each reading: campaigns made one after another are never made
  // in the same millisecond (a tie would list them by their random ids).
  let tick = 0;
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/c.db`, modules: gameModules, now: () => new Date(Date.UTC(2026, 2, 1) + tick++ * 1000) }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

const call = async <T>(channel: string, payload: unknown): Promise<T> => ok<T>(await api.handle(channel, payload));

describe('campaigns service', () => {
  it('creates several campaigns with filled rosters, renames, archives (listed last) and deletes them', async () => {
    const a = await call<CampaignSummary>('campaigns.create', { name: 'Easy Company', seed: 1 });
    const b = await call<CampaignSummary>('campaigns.create', { name: 'Dog Company', seed: 2, rosterSize: 10, experience: false });
    const empty = await call<CampaignSummary>('campaigns.create', { name: 'Blank', fill: false });
    expect([a.fit, b.fit, empty.fit]).toEqual([15, 10, 0]);
    expect(b.rules).toEqual({ experience: false, replacements: true, rosterSize: 10, casualties: 'seeded' });
    expect((await call<CampaignSummary>('campaigns.rename', { id: a.id, name: 'Able Company' })).name).toBe('Able Company');
    await call('campaigns.archive', { id: a.id, archived: true });
    const listed = await call<CampaignSummary[]>('campaigns.list', {});
    expect(listed.map((c) => [c.name, c.archived])).toEqual([
      ['Blank', false],
      ['Dog Company', false],
      ['Able Company', true],
    ]);
    await call('campaigns.delete', { id: b.id });
    expect((await call<CampaignSummary[]>('campaigns.list', {})).map((c) => c.name)).toEqual(['Blank', 'Able Company']);
    expect(await api.handle('campaigns.open', { id: b.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await api.handle('campaigns.delete', { id: b.id })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('the same seed fills the same roster; GIs are added by hand or drawn, edited, and names stay unique', async () => {
    const a = await call<CampaignSummary>('campaigns.create', { name: 'A', seed: 77 });
    const b = await call<CampaignSummary>('campaigns.create', { name: 'B', seed: 77 });
    const rosterOf = async (id: string) => (await call<CampaignView>('campaigns.open', { id })).roster;
    expect((await rosterOf(a.id)).map((g) => g.name)).toEqual((await rosterOf(b.id)).map((g) => g.name));
    const added = await call<GiView>('campaigns.addGi', { id: a.id, name: 'Stanley Kowalski', rank: 'cpl', role: 'scout', notes: 'From Hamtramck' });
    expect(added).toMatchObject({ name: 'Stanley Kowalski', rank: 'cpl', role: 'scout', status: 'active', seq: 15, notes: 'From Hamtramck' });
    const drawn = await call<GiView>('campaigns.addGi', { id: a.id });
    expect(drawn.name).toMatch(/^\S+ \S+$/);
    expect(await api.handle('campaigns.addGi', { id: a.id, name: 'stanley kowalski' })).toMatchObject({ ok: false, error: { code: 'bad-request' } });
    const edited = await call<GiView>('campaigns.editGi', { id: a.id, gi: added.id, status: 'wounded', gamesOut: 2, notes: 'Shrapnel' });
    expect(edited).toMatchObject({ status: 'wounded', gamesOut: 2, notes: 'Shrapnel' });
    const back = await call<GiView>('campaigns.editGi', { id: a.id, gi: added.id, status: 'active' });
    expect(back).toMatchObject({ status: 'active', gamesOut: 0 });
    expect(await api.handle('campaigns.editGi', { id: a.id, gi: 'gi-999', name: 'X' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const summary = (await call<CampaignView>('campaigns.open', { id: a.id })).summary;
    expect(summary.fit).toBe(17);
  });

  it('after games: timeline with who fell and who joined, service records, memorial and chart numbers', async () => {
    const c = await call<CampaignSummary>('campaigns.create', { name: 'Baker', seed: 5 });
    recordGame(store, c.id, endless(4, 6), '2026-03-01T10:00:00.000Z');
    recordGame(store, c.id, lost(7, 'loss'), '2026-03-02T10:00:00.000Z');
    recordGame(store, c.id, patrolLost, '2026-03-03T10:00:00.000Z');
    const view = await call<CampaignView>('campaigns.open', { id: c.id });
    expect(view.summary.games).toBe(3);
    expect(view.timeline.map((t) => [t.gameName, t.outcome, t.squad])).toEqual([
      ['Endless Patrol', 'win', 15],
      ['The Lost Patrol', 'loss', 10],
      ['Patrol: Lost!', 'win', 5],
    ]);
    const lp = view.timeline[1]!;
    expect(lp.killed).toHaveLength(3);
    expect(lp.missing).toHaveLength(7); // a patrol lost in the forest leaves its survivors behind
    expect(lp.joined.length).toBeGreaterThanOrEqual(10);
    const fallen = view.roster.filter((g) => g.status === 'killed' || g.status === 'missing');
    expect(view.memorial.map((m) => m.gi).sort()).toEqual(fallen.map((g) => g.id).sort());
    expect(view.memorial.every((m, i, all) => i === 0 || (all[i - 1]!.fellIn ?? 0) <= (m.fellIn ?? 0))).toBe(true);
    expect(view.charts.strength[0]).toEqual({ label: 'Start', fit: 15, alive: 15 });
    expect(view.charts.strength).toHaveLength(4);
    expect(view.charts.survival.map((s) => [s.gameName, s.took])).toEqual([
      ['Endless Patrol', 15],
      ['The Lost Patrol', 10],
      ['Patrol: Lost!', 5],
    ]);
    expect(view.charts.survival[1]!.survived).toBe(0);
    expect(view.charts.kills.reduce((n, k) => n + k.foes, 0)).toBe(6 + 1 + 2);
    const veteran = [...view.roster].sort((x, y) => y.gamesPlayed - x.gamesPlayed)[0]!;
    expect(veteran.gamesPlayed).toBe(2); // through the Endless Patrol win, then lost with his patrol
    const record = await call<ServiceRecord>('campaigns.record', { id: c.id, gi: veteran.id });
    expect(record.lines.map((l) => l.gameName)).toEqual(['Endless Patrol', 'The Lost Patrol']);
    expect(record.lines[1]!.fate).toBe(veteran.status);
    expect(record.gi.id).toBe(veteran.id);
  });

  it('exports and imports a whole campaign (round trip), refusing bad files with a message and storing nothing', async () => {
    const c = await call<CampaignSummary>('campaigns.create', { name: 'Charlie, "the lucky"', seed: 9 });
    recordGame(store, c.id, endless(3, 4), '2026-03-01T10:00:00.000Z', 'save-1');
    recordGame(store, c.id, patrolLost, '2026-03-02T10:00:00.000Z');
    await call('campaigns.editGi', { id: c.id, gi: 'gi-3', notes: 'Writes home every day' });
    const file = await call<{ fileName: string; text: string }>('campaigns.export', { id: c.id });
    expect(file.fileName).toBe('charlie-the-lucky.patrol-hq-campaign.json');
    const imported = await call<CampaignSummary>('campaigns.import', { text: file.text });
    expect(imported.id).not.toBe(c.id);
    // Its name is taken here (the campaign it was exported from): the copy is told apart.
    expect(imported.name).toBe('Charlie, "the lucky" (2)');
    expect((await call<CampaignSummary>('campaigns.import', { text: file.text })).name).toBe('Charlie, "the lucky" (3)');
    const [a, b] = [await call<CampaignView>('campaigns.open', { id: c.id }), await call<CampaignView>('campaigns.open', { id: imported.id })];
    expect(b.roster).toEqual(a.roster);
    expect(b.timeline).toEqual(a.timeline.map((t) => ({ ...t, saveId: null })));
    expect(b.memorial).toEqual(a.memorial);
    expect(b.charts).toEqual(a.charts);
    const json = JSON.parse(file.text) as Record<string, unknown> & { gis: { id: string }[]; entries: { gi: string }[] };
    const bad: [string, RegExp][] = [
      ['not json', /not valid JSON/],
      [JSON.stringify({ format: 'patrol-hq-save' }), /not a Patrol HQ campaign/],
      [JSON.stringify({ ...json, formatVersion: 2 }), /newer Patrol HQ/],
      [JSON.stringify({ ...json, gis: [{ ...json.gis[0], rank: 'general' }] }), /malformed at "gis.0.rank"/],
      [JSON.stringify({ ...json, gis: [json.gis[0], json.gis[0]] }), /two GIs share/],
      [JSON.stringify({ ...json, entries: [{ ...json.entries[0], gi: 'gi-404' }] }), /names a GI the file does not have/],
    ];
    const before = (await call<CampaignSummary[]>('campaigns.list', {})).length;
    for (const [text, message] of bad) {
      const r = await api.handle('campaigns.import', { text });
      expect(r).toMatchObject({ ok: false, error: { code: 'bad-file', message: expect.stringMatching(message) } });
    }
    expect(await call<CampaignSummary[]>('campaigns.list', {})).toHaveLength(before);
  });

  it('exports CSV tables a spreadsheet reads safely (quoted, no formulas)', async () => {
    const c = await call<CampaignSummary>('campaigns.create', { name: 'Dog', seed: 3 });
    await call('campaigns.addGi', { id: c.id, name: '=HYPERLINK("x")', notes: 'said "hello", then left' });
    recordGame(store, c.id, endless(2, 3));
    const roster = await call<{ fileName: string; text: string }>('campaigns.csv', { id: c.id });
    expect(roster.fileName).toBe('dog-roster.csv');
    const lines = roster.text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Rank,Role,Status,Games out,Joined,Joined after game,Games played,Foes defeated,Wounds taken,Experience,Fell in game,Notes');
    expect(lines).toHaveLength(1 + 16 + (await call<CampaignView>('campaigns.open', { id: c.id })).timeline[0]!.joined.length);
    expect(roster.text).toContain(`"'=HYPERLINK(""x"")"`);
    expect(roster.text).toContain('"said ""hello"", then left"');
    const service = await call<{ text: string }>('campaigns.csv', { id: c.id, table: 'service' });
    expect(service.text.trimEnd().split('\r\n')).toHaveLength(1 + 15);
    const tl = await call<{ text: string }>('campaigns.csv', { id: c.id, table: 'timeline' });
    expect(tl.text.split('\r\n')[1]).toMatch(/^1,\d{4}-\d\d-\d\d,Endless Patrol,win,/);
  });
});

describe('a campaign imported under a name already taken', () => {
  it('gets the first free number, within the 80 characters a name may have', () => {
    expect(distinctName('Easy Company', new Set(['Dog Company']))).toBe('Easy Company');
    expect(distinctName('Easy Company', new Set(['Easy Company']))).toBe('Easy Company (2)');
    expect(distinctName('Easy Company', new Set(['Easy Company', 'Easy Company (2)']))).toBe('Easy Company (3)');
    const long = 'x'.repeat(80);
    expect(distinctName(long, new Set([long]))).toBe(`${'x'.repeat(76)} (2)`);
  });
});
