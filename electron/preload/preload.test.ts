import { describe, expect, it, vi } from 'vitest';
import { preloadGlobal, type PreloadApi } from '../api/contract';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (..._args: unknown[]) => ({ ok: true, value: 1 }));
const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => (exposed[name] = api) },
  ipcRenderer: {
    invoke,
    on: (ch: string, fn: (...args: unknown[]) => void) => {
      if (!listeners.has(ch)) listeners.set(ch, new Set());
      listeners.get(ch)!.add(fn);
    },
    removeListener: (ch: string, fn: (...args: unknown[]) => void) => listeners.get(ch)?.delete(fn),
  },
}));

const emit = (ch: string, ...args: unknown[]) => [...(listeners.get(ch) ?? [])].forEach((fn) => fn(...args));

describe('preload', () => {
  it('exposes exactly window.patrolHq.call and onCommand; call invokes the one IPC channel', async () => {
    await import('./index');
    expect(Object.keys(exposed)).toEqual([preloadGlobal]);
    const api = exposed[preloadGlobal] as PreloadApi;
    expect(Object.keys(api)).toEqual(['call', 'onCommand']);
    expect(await api.call('saves.list', {})).toEqual({ ok: true, value: 1 });
    expect(invoke).toHaveBeenCalledWith('patrol-hq:call', 'saves.list', {});
  });

  it('hands the page menu commands without the IPC event, and stops when unsubscribed', async () => {
    await import('./index');
    const api = exposed[preloadGlobal] as PreloadApi;
    const got: unknown[] = [];
    const off = api.onCommand((c) => got.push(c));
    const sender = { sender: { send: () => {} } }; // an IpcRendererEvent carries the sender: never passed on
    emit('patrol-hq:command', sender, { command: 'undo' });
    expect(got).toEqual([{ command: 'undo' }]);
    off();
    emit('patrol-hq:command', sender, { command: 'redo' });
    expect(got).toHaveLength(1);
    expect(listeners.get('patrol-hq:command')?.size).toBe(0);
    expect(() => api.onCommand(42 as never)).toThrow(/function/);
  });
});
