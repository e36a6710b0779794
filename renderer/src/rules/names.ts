/** The names for rules titles before the rules text has loaded: the games' (the catalog's own) and the campaign log's. */
const NAMES: Record<string, string> = {
  'endless-patrol': 'Endless Patrol',
  'lost-patrol': 'The Lost Patrol',
  'patrol-lost': 'Patrol: Lost!',
  'combat-patrol': 'Combat Patrol!',
  campaign: 'Campaign',
};

export function catalogName(game: string): string {
  return NAMES[game] ?? game;
}

/** The games whose home card links to a rules page (those with text in resources/rules). */
export const RULES_GAMES: readonly string[] = ['endless-patrol', 'lost-patrol', 'patrol-lost', 'combat-patrol'];
