/**
 * How a table is cut into printed sheets: the engine's print-sheets (one rule, so the editor can
 * say how many sheets a print will be before it is made, and the PDF prints exactly those).
 */
export * from '../../engine/games/combat-patrol/print-sheets';
