import { describe, expect, it, vi } from 'vitest';
import { preloadGlobal } from '../api/contract';

const exposed: Record<string, unknown> = {};
const invoke = vi.fn(async (..._args: unknown[]) => ({ ok: true, value: 1 }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (name: string, api: unknown) => (exposed[name] = api) },
  ipcRenderer: { invoke },
}));

describe('preload', () => {
  it('exposes exactly window.patrolHq.call, which invokes the one IPC channel', async () => {
    await import('./index');
    expect(Object.keys(exposed)).toEqual([preloadGlobal]);
    const api = exposed[preloadGlobal] as { call: (c: string, p: unknown) => Promise<unknown> };
    expect(Object.keys(api)).toEqual(['call']);
    expect(await api.call('saves.list', {})).toEqual({ ok: true, value: 1 });
    expect(invoke).toHaveBeenCalledWith('patrol-hq:call', 'saves.list', {});
  });
});
