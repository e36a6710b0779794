/**
 * What the campaign screens may take values from (scripts/layers.mjs lists this file): the
 * labels of ranks and roles, and the tables the Rules tab shows,
 * read from the rules themselves so the screen cannot disagree with them. Writing a game back
 * and drawing names stay in the main process.
 */
export { RANK_TITLES, ROLE_NAMES } from './types';
export { soldierName } from './play';
export { casualtyFromRoll } from './casualties';
export { NCO_AFTER, PFC_AFTER, REGULAR_AFTER, VETERAN_AFTER } from './experience';
export { GAMES_OUT } from './write-back';
