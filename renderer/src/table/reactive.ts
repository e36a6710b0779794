/**
 * The editor is plain TypeScript; screens re-read it when its change counter moves.
 * `read(version, () => editor.x)` inside $derived makes `version` a dependency.
 */
export function read<T>(version: number, get: () => T): T {
  void version;
  return get();
}
