/**
 * Request bounds shared by contract.ts and campaign-contract.ts (a file of its own so neither
 * imports the other's values in a cycle). Free of Node imports: the renderer compiles against it.
 */

/**
 * The longest file text an import takes (characters). A request frame is bounded by
 * MAX_REQUEST_BYTES at the transport; this leaves room for the JSON escaping of such a text.
 */
export const MAX_IMPORT_CHARS = 12_000_000;
/** The largest request either transport accepts (bytes of the frame, or an estimate for IPC). */
export const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export const tooLargeFile = 'This file is too large for Patrol HQ: it takes files of at most 12 million characters.';

/**
 * The deepest nesting of arrays and objects a request frame or an imported file may have. Our own
 * files and requests stay far below it (a battle save is about a dozen levels); a text nested
 * deeper is refused before it is parsed, since parsing millions of levels holds a thread for seconds.
 */
export const MAX_JSON_DEPTH = 64;
