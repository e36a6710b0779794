/**
 * Dialogs that sit over a game screen (rules, piles) and take its keys: while one is open, the
 * screen's own key handler must not move the game. Screens check `keysTaken()`.
 */
export const modal = $state({ isolating: 0 });

export function keysTaken(): boolean {
  return modal.isolating > 0;
}

/** Open dialogs, the top one last: only the top one keeps Tab and Escape. */
const stack: HTMLElement[] = [];

export function pushDialog(el: HTMLElement): void {
  stack.push(el);
}

export function popDialog(el: HTMLElement): void {
  const i = stack.lastIndexOf(el);
  if (i >= 0) stack.splice(i, 1);
}

export function isTopDialog(el: HTMLElement): boolean {
  return stack[stack.length - 1] === el;
}
