/** Each Endless Patrol choice as a player would say it, with the cards' names (the odds panel's list). */

interface Named {
  id: string;
  name: string;
}

const nameOf = (list: readonly Named[] | undefined, id: string): string => list?.find((c) => c.id === id)?.name ?? id;

/** One choice in words (view: the envelope's view); undefined for an action it does not know. */
export function choiceWords(action: unknown, view: unknown): string | undefined {
  const a = action as Record<string, unknown>;
  const v = view as { hand?: Named[]; inPlay?: Named[] };
  const cards = (a.cards as string[] | undefined)?.map((id) => nameOf(v.hand, id)) ?? [];
  switch (a.type) {
    case 'fire':
      return `Fire ${cards.join(' + ')} at ${nameOf(v.inPlay, String(a.target))}${a.mode === 'at' ? ' (anti-tank)' : ''}`;
    case 'end-fire':
      return 'End the Fire phase';
    case 'look':
      return `Play ${nameOf(v.hand, String(a.card))}: look at the ${a.deck === 'patrol' ? 'Patrol' : 'GI'} deck`;
    case 'negate':
      return `Negate the casualty with ${nameOf(v.hand, String(a.card))}`;
    case 'accept':
      return 'Take the casualty';
    case 'discard':
      return `Discard ${cards.join(', ')}`;
  }
  return undefined;
}
