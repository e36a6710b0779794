/**
 * What a screen says before saving the file of an unfinished game whose future luck still decides
 * (the export's `revealsFuture`): the file holds the seed and the moves, which rebuild every card,
 * tile and die to come.
 */
export const REVEALS_FUTURE =
  'This game is not over, and its file tells what is still to come: whoever opens it can work out the unseen cards, tiles and dice. Export it anyway?';

/** True when a file should be confirmed before it is saved. */
export function needsConfirm(file: { revealsFuture?: boolean }): boolean {
  return file.revealsFuture === true;
}
