/** Each Lost Patrol choice as a player would say it (the odds panel's list). */

const DIR_NAMES: Record<string, string> = { N: 'north', E: 'east', S: 'south', W: 'west' };

/** One choice in words; undefined for an action it does not know. */
export function choiceWords(action: unknown): string | undefined {
  const a = action as Record<string, unknown>;
  switch (a.type) {
    case 'bid':
      return `Bet ${a.soldiers} soldier${a.soldiers === 1 ? '' : 's'}`;
    case 'move': {
      const who = typeof a.group === 'number' ? `Group ${a.group + 1}` : 'Move';
      const turned = typeof a.orient === 'string' ? `, leaving the tile turned ${DIR_NAMES[a.orient] ?? a.orient}` : '';
      return `${who === 'Move' ? 'Move' : `${who}: move`} ${DIR_NAMES[String(a.dir)] ?? String(a.dir)}${turned}`;
    }
    case 'enter':
      return `Group ${(a.group as number) + 1}: enter at row ${(a.row as number) + 1}, column ${(a.col as number) + 1}`;
  }
  return undefined;
}
