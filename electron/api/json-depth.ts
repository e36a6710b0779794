/**
 * How deep a JSON text nests, found without parsing it: one pass over the characters that counts
 * `[` and `{` against `]` and `}` outside strings, stopping at the first level past the bound. No
 * allocation, so a hostile text of millions of brackets costs milliseconds instead of the seconds
 * JSON.parse spends building millions of arrays. It does not check that the text is valid JSON
 * (JSON.parse does that after); an unterminated string simply ends the scan.
 * Free of Node imports (shared by the transports and the file readers).
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  const n = text.length;
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      // A string: jump to its closing quote (one not escaped by an odd run of backslashes).
      let end = text.indexOf('"', i + 1);
      while (end !== -1) {
        let slashes = 0;
        while (text.charCodeAt(end - 1 - slashes) === 0x5c) slashes++;
        if (slashes % 2 === 0) break;
        end = text.indexOf('"', end + 1);
      }
      if (end === -1) return false;
      i = end;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}
