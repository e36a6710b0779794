/**
 * The desktop preload (sandboxed, CommonJS): exposes exactly
 * `window.patrolHq = { call(channel, payload) }`, nothing of ipcRenderer itself.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { IPC_CHANNEL } from '../transports/ipc-channel';

contextBridge.exposeInMainWorld('patrolHq', {
  call: (channel: string, payload: unknown): Promise<unknown> => ipcRenderer.invoke(IPC_CHANNEL, String(channel), payload),
});
