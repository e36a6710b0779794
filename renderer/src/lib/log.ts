/** Game log helpers: the newest action first, each action's lines in the order they happened. */
export interface LogLine {
  action: number;
  text: string;
}

export function newestFirst(log: readonly LogLine[]): { line: LogLine; latest: boolean; first: boolean; key: number }[] {
  const groups: { line: LogLine; key: number }[][] = [];
  log.forEach((line, key) => {
    const last = groups[groups.length - 1];
    if (last && last[0]?.line.action === line.action) last.push({ line, key });
    else groups.push([{ line, key }]);
  });
  return groups.reverse().flatMap((g, i) => g.map((x, j) => ({ ...x, latest: i === 0, first: j === 0 })));
}
