/** The one IPC channel of the desktop host. Kept import-free: the sandboxed preload bundles it. */
export const IPC_CHANNEL = 'patrol-hq:call';
/** The one event the main process sends to the page: a menu command (see AppCommand in the contract). */
export const COMMAND_EVENT = 'patrol-hq:command';
