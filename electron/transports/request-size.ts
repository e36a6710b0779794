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
