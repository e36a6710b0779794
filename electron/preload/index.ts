/**
 * The desktop preload (sandboxed, CommonJS): exposes exactly
 * `window.patrolHq = { call(channel, payload), onCommand(listener) }`, nothing of ipcRenderer itself.
 * `onCommand` hands the page the menu's commands (the payload only, never the IPC event) and returns
 * a function that unsubscribes.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { COMMAND_EVENT, IPC_CHANNEL } from '../transports/ipc-channel';

contextBridge.exposeInMainWorld('patrolHq', {
  call: (channel: string, payload: unknown): Promise<unknown> => ipcRenderer.invoke(IPC_CHANNEL, String(channel), payload),
  onCommand: (listener: (command: unknown) => void): (() => void) => {
    if (typeof listener !== 'function') throw new TypeError('onCommand needs a function.');
    const relay = (_event: IpcRendererEvent, command: unknown) => listener(command);
    ipcRenderer.on(COMMAND_EVENT, relay);
    return () => void ipcRenderer.removeListener(COMMAND_EVENT, relay);
  },
});
