import { describe, expect, it } from 'vitest';
import type { Route } from '../lib/route';
import { onAppCommand, parseAppCommand, provideCommand, runAppCommand, type CommandEnv } from './commands';

function env(route: Route, opts: { handled?: boolean; echo?: boolean } = {}) {
  const did: string[] = [];
  const e: CommandEnv = {
    route: () => route,
    navigate: (r) => void did.push(`navigate ${JSON.stringify(r)}`),
    exportSave: async (id) => void did.push(`export save ${id}`),
    focusSection: (h) => void did.push(`focus ${h}`),
    press: (key) => (did.push(`press ${key}`), opts.handled ?? true),
    editText: (w) => void did.push(`text ${w}`),
    justPressed: () => opts.echo ?? false,
  };
  return { e, did };
}

describe('menu commands from the desktop app', () => {
  it('accepts only well-formed commands', () => {
    expect(parseAppCommand({ command: 'undo' })).toEqual({ command: 'undo' });
    expect(parseAppCommand({ command: 'show', kind: 'save', id: 'abc_1' })).toEqual({ command: 'show', kind: 'save', id: 'abc_1' });
    for (const bad of [null, 'undo', {}, { command: 'format-disk' }, { command: 'show', kind: 'save', id: '../x' }, { command: 'show', kind: 'game', id: 'a' }, { command: 'show', kind: 'save' }]) {
      expect(parseAppCommand(bad)).toBeNull();
    }
  });

  it('New Game and Open Save go home and focus the games or the saved games', async () => {
    const { e, did } = env({ name: 'play', saveId: 's1' });
    await runAppCommand({ command: 'new-game' }, e);
    await runAppCommand({ command: 'open-save' }, e);
    expect(did).toEqual(['navigate {"name":"home"}', 'focus games-h', 'navigate {"name":"home"}', 'focus saves-h']);
  });

  it('shows what was just imported', async () => {
    const { e, did } = env({ name: 'home' });
    await runAppCommand({ command: 'show', kind: 'save', id: 's9' }, e);
    await runAppCommand({ command: 'show', kind: 'scenario', id: 't9' }, e);
    await runAppCommand({ command: 'show', kind: 'campaign', id: 'c9' }, e);
    expect(did).toEqual(['navigate {"name":"play","saveId":"s9"}', 'navigate {"name":"table","scenarioId":"t9"}', 'navigate {"name":"campaign","campaignId":"c9"}']);
  });

  it('Undo and Redo press the keys the screens handle, or undo in a text field, and never twice', async () => {
    const game = env({ name: 'play', saveId: 's1' });
    await runAppCommand({ command: 'undo' }, game.e);
    await runAppCommand({ command: 'redo' }, game.e);
    expect(game.did).toEqual(['press z', 'press y']);
    const field = env({ name: 'home' }, { handled: false });
    await runAppCommand({ command: 'undo' }, field.e);
    expect(field.did).toEqual(['press z', 'text undo']);
    const echo = env({ name: 'play', saveId: 's1' }, { echo: true });
    await runAppCommand({ command: 'undo' }, echo.e);
    expect(echo.did).toEqual([]);
  });

  it('Export exports the game on screen, or what the screen provides (the table saves first)', async () => {
    const game = env({ name: 'play', saveId: 's1' });
    await runAppCommand({ command: 'export' }, game.e);
    expect(game.did).toEqual(['export save s1']);
    const home = env({ name: 'home' });
    await runAppCommand({ command: 'export' }, home.e);
    await runAppCommand({ command: 'print' }, home.e);
    expect(home.did).toEqual([]);
    const ran: string[] = [];
    const off = [provideCommand('export', () => ran.push('table export')), provideCommand('print', () => ran.push('table print'))];
    const table = env({ name: 'table', scenarioId: 't1' });
    await runAppCommand({ command: 'export' }, table.e);
    await runAppCommand({ command: 'print' }, table.e);
    expect(ran).toEqual(['table export', 'table print']);
    off.forEach((f) => f());
    await runAppCommand({ command: 'print' }, table.e);
    expect(ran).toHaveLength(2); // withdrawn when the table closed
  });

  it('listens through the preload only where there is one, and drops malformed messages', () => {
    expect(onAppCommand({}, () => {})()).toBeUndefined(); // browser host: nothing to subscribe to
    let relay: ((c: unknown) => void) | null = null;
    const w = { patrolHq: { call: async () => ({}), onCommand: (l: (c: unknown) => void) => ((relay = l), () => (relay = null)) } };
    const got: unknown[] = [];
    const off = onAppCommand(w, (c) => got.push(c));
    relay!({ command: 'print' });
    relay!({ command: 'rm -rf' });
    expect(got).toEqual([{ command: 'print' }]);
    off();
    expect(relay).toBeNull();
  });
});
