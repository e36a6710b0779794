/** Which campaign the home card shows: the one the player picked last, while it exists and is not archived; else the latest. */
export const CURRENT_KEY = 'patrol-hq.current-campaign';

export function chooseCurrent(list: readonly { id: string; archived: boolean }[], chosen: string | null): string | null {
  const active = list.filter((c) => !c.archived);
  if (chosen && active.some((c) => c.id === chosen)) return chosen;
  return active[0]?.id ?? null;
}
