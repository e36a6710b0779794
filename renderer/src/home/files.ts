/**
 * Kept only for renderer/src/table/ (TableScreen.svelte, table/files.ts), which still import from here.
 * The helpers live in ../lib/files.ts; once table/ imports from there, delete this file.
 */
export { downloadText, safeFileName } from '../lib/files';
