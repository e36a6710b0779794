/** The one IPC channel of the desktop host. Kept import-free: the sandboxed preload bundles it. */
export const IPC_CHANNEL = 'patrol-hq:call';
