/**
 * Game log helpers. The log reads in one order, newest first: the newest action first, and within an
 * action its newest line first ("Turn 2: the Good Guys act" above the Bad Guy action it followed).
 * A computer's "Reason: ..." is no event of its own but a note on the line before it, so it stays
 * just under the line it explains.
 */
export interface LogLine {
  action: number;
  text: string;
}

const isNote = (text: string): boolean => text.startsWith('Reason:');

export function newestFirst(log: readonly LogLine[]): { line: LogLine; latest: boolean; first: boolean; key: number }[] {
  const groups: { line: LogLine; key: number }[][] = [];
  log.forEach((line, key) => {
    const last = groups[groups.length - 1];
    if (last && last[0]?.line.action === line.action) last.push({ line, key });
    else groups.push([{ line, key }]);
  });
  return groups.reverse().flatMap((g, i) => newestLinesFirst(g).map((x, j) => ({ ...x, latest: i === 0, first: j === 0 })));
}

/** One action's lines, newest first, each note kept under the line it explains. */
function newestLinesFirst<T extends { line: LogLine }>(lines: readonly T[]): T[] {
  const units: T[][] = [];
  for (const l of lines) {
    const last = units[units.length - 1];
    if (last && isNote(l.line.text)) last.push(l);
    else units.push([l]);
  }
  return units.reverse().flat();
}
