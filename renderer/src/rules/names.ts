/**
 * The name in a rules title before the rules text has loaded: the game's own (its GameInfo `name`,
 * passed by the caller from gameUi) or the campaign log's.
 */
export function catalogName(page: string, game?: { name: string }): string {
  if (page === 'campaign') return 'Campaign';
  return game?.name ?? page;
}
