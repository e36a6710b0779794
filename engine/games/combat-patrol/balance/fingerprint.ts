/**
 * What a balance check was played on, in a few characters: everything of the scenario document that
 * changes a battle (the table, its pieces, men, zones, objectives, house rules and battle settings),
 * not its name, notes or recorded balance (the `balance` field). A stored result whose fingerprint differs from the scenario's is out of date.
 * Keys are sorted first, so the same table gives the same fingerprint however its JSON was written.
 */

const IGNORED = new Set(['name', 'notes', 'id', 'balance']);

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const keys = Object.keys(v as Record<string, unknown>).filter((k) => (v as Record<string, unknown>)[k] !== undefined).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${canonical((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v) ?? 'null';
}

/** FNV-1a, 64 bits as two 32-bit halves (two seeds), in hex. */
function fnv(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x5bd1e995;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193 + 2) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

/** The fingerprint of a scenario document's table (any object; its name, notes, id and balance left out). */
export function tableFingerprint(doc: unknown): string {
  const rest: Record<string, unknown> = {};
  if (doc !== null && typeof doc === 'object' && !Array.isArray(doc)) {
    for (const [k, v] of Object.entries(doc)) if (!IGNORED.has(k)) rest[k] = v;
  }
  return fnv(canonical(rest));
}
