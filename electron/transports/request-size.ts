/**
 * A bound on request size for transports that receive values rather than bytes (Electron IPC hands
 * over a structured clone). Estimates the JSON size of `value` and stops as soon as it passes
 * `limit`, so a huge payload costs at most `limit` of work before it is refused.
 */
export function exceedsBytes(value: unknown, limit: number): boolean {
  let total = 0;
  const stack: unknown[] = [value];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const v = stack.pop();
    if (typeof v === 'string') total += v.length + 2;
    else if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') total += 8;
    else if (v === null || v === undefined) total += 4;
    else if (typeof v === 'object') {
      if (seen.has(v)) continue;
      seen.add(v);
      if (ArrayBuffer.isView(v)) total += v.byteLength;
      else if (v instanceof ArrayBuffer) total += v.byteLength;
      else if (Array.isArray(v)) {
        total += 2 + v.length;
        for (const x of v) stack.push(x);
      } else {
        for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
          total += k.length + 4;
          stack.push(x);
        }
      }
    }
    if (total > limit) return true;
  }
  return false;
}

/**
 * Whether a value (an IPC payload) nests arrays and objects deeper than `max`: the same bound a
 * WebSocket frame's text gets (api/json-depth.ts). Walked without recursion, so a value nested a
 * million deep is refused instead of overflowing the stack of whatever reads it next.
 */
export function valueDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  const seen = new Set<object>();
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object' || ArrayBuffer.isView(v) || v instanceof ArrayBuffer || seen.has(v)) continue;
    if (depth + 1 > max) return true;
    seen.add(v);
    for (const x of Object.values(v as Record<string, unknown>)) stack.push([x, depth + 1]);
  }
  return false;
}
