/**
 * What Endless Patrol's screens may take from the engine besides types: the previews a player sees
 * before committing (the same functions the rules use, so screen and rules cannot disagree) and
 * the card data and constants. The layer check lets the renderer import values from this file only
 * (and data.ts, types.ts): never the rules themselves.
 */
export { firePreview } from './fire';
export { GI_CARDS, PATROL_CARDS, SQUAD_MAX, HAND_LIMIT, START_HAND, LOOK_COUNT, findGiCard, findPatrolCard, patrolMarks } from './cards';
export { deckContents } from './counting';
