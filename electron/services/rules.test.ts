import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RulesText } from '../api/contract';
import { gameModules } from '../../engine/games';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { Store } from '../store';
import type { ApiHandler } from './api-handler';
import { RulesService } from './rules';

let tmp: ReturnType<typeof tempDir>;
let store: Store;
let api: ApiHandler;
beforeEach(() => {
  tmp = tempDir();
  ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/r.db`, modules: gameModules }));
});
afterEach(() => {
  store.close();
  tmp.cleanup();
});

describe('rules.get', () => {
  it('serves our own rules text of each game that has a page, under its catalog name', async () => {
    const ep = ok<RulesText>(await api.handle('rules.get', { game: 'endless-patrol' }));
    expect(ep.title).toBe('Endless Patrol');
    expect(ep.markdown).toMatch(/^# Endless Patrol/);
    const lp = ok<RulesText>(await api.handle('rules.get', { game: 'lost-patrol' }));
    expect(lp.markdown).toContain('The Deserter');
    // Combat Patrol!'s page is made of its parts (the measuring rules so far).
    const cp = ok<RulesText>(await api.handle('rules.get', { game: 'combat-patrol' }));
    expect(cp.title).toBe('Combat Patrol!');
    expect(cp.markdown).toContain('line of sight');
  });

  it('says plainly when a game has no page, and never reads outside the rules folder', async () => {
    const pl = ok<RulesText>(await api.handle('rules.get', { game: 'patrol-lost' }));
    expect(pl.title).toBe('Patrol: Lost!');
    expect(pl.markdown).toContain('> **Ruling:**');
    const dir = `${tmp.dir}/empty-rules`;
    mkdirSync(dir);
    expect(() => new RulesService(dir, (id) => (id === 'patrol-lost' ? 'Patrol: Lost!' : undefined)).get({ game: 'patrol-lost' })).toThrow('There is no rules page for Patrol: Lost! yet.');
    const unknown = await api.handle('rules.get', { game: 'chess' });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not-found' } });
    const escape = await api.handle('rules.get', { game: '../package' });
    expect(escape).toMatchObject({ ok: false, error: { code: 'bad-request' } });
  });

  it('puts the main page first and the parts after it, in name order; no folder means no pages', () => {
    const dir = `${tmp.dir}/rules`;
    mkdirSync(dir);
    for (const [f, t] of [['x-b.md', 'B'], ['x.md', 'Main'], ['x-a.md', 'A'], ['xy.md', 'Other game'], ['x-c.txt', 'Not rules']]) writeFileSync(`${dir}/${f}`, t as string);
    const rules = new RulesService(dir);
    expect(rules.filesOf('x')).toEqual(['x.md', 'x-a.md', 'x-b.md']);
    expect(rules.get({ game: 'x' }).markdown).toBe('Main\n\nA\n\nB\n');
    expect(new RulesService(undefined).filesOf('x')).toEqual([]);
    expect(new RulesService(`${tmp.dir}/missing`).filesOf('x')).toEqual([]);
  });
});
