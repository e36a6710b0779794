/** A deep copy of plain game data, for apply() to change without touching its input. */
export function draft<T>(state: T): T {
  return structuredClone(state);
}
