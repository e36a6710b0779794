/**
 * Game log helpers. The log reads in one order, newest first: the newest action first, and within an
 * action its newest line first ("Turn 2: the Good Guys act" above the Bad Guy action it followed).
 * A computer's "Reason: ..." is no event of its own but a note on the line before it, so it stays
 * just under the line it explains.
 */
export interface LogLine {
  action: number;
  text: string;
  /** A line of a shared game's chat (who said it, then the words: shown as text, never markup). */
  chat?: true;
}

/** A chat line as the envelope carries it: who said it, the words, and the game's action count then. */
export interface SaidLine {
  name: string;
  text: string;
  at: number;
}

/**
 * The log with a shared game's chat lines put in it where they were said: a line said after `at`
 * actions comes after every line of those actions and before the next action's (so, newest first,
 * above the move it answered). A line said before the oldest line the log still holds goes first.
 */
export function withChat(log: readonly LogLine[], chat: readonly SaidLine[]): LogLine[] {
  if (chat.length === 0) return [...log];
  const out: LogLine[] = [];
  let c = 0;
  const said = (l: SaidLine): LogLine => ({ action: l.at - 1, text: `${l.name}: ${l.text}`, chat: true });
  for (const line of log) {
    while (c < chat.length && (chat[c] as SaidLine).at <= line.action) out.push(said(chat[c++] as SaidLine));
    out.push(line);
  }
  while (c < chat.length) out.push(said(chat[c++] as SaidLine));
  return out;
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
