/**
 * The Lost Patrol screen's settings, kept in this browser (localStorage): whether a move made with
 * the mouse waits for a second click (on by default: a move rolls a die and cannot be undone).
 */
const KEY = 'patrol-hq.lost-patrol.confirm-mouse-moves';

function stored(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) !== 'off';
  } catch {
    return true;
  }
}

export const lpSettings = $state({ confirmMouseMoves: stored() });

export function setConfirmMouseMoves(on: boolean): void {
  lpSettings.confirmMouseMoves = on;
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Storage refused (private mode): the choice lasts until the page is closed.
  }
}
