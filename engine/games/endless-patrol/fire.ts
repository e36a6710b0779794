import { findGiCard } from './cards';
import type { EndlessPatrolView, FireMode, FirePreview, GiCard, PatrolCard } from './types';

/** A fire judgement: the preview plus an error code ('ok' when the fire may be made). */
export interface FireJudgement extends FirePreview {
  code: string;
}

/** "1 bullet", "3 bullets". */
export function bulletWords(n: number): string {
  return `${n} bullet${n === 1 ? '' : 's'}`;
}

function refuse(code: string, message: string, bullets = 0): FireJudgement {
  return { code, legal: false, defeats: false, bullets, message };
}

function names(cards: readonly GiCard[]): string {
  const n = cards.map((c) => c.name);
  return n.length <= 1 ? (n[0] ?? '') : `${n.slice(0, -1).join(', ')} and ${n[n.length - 1]}`;
}

/**
 * The one rule for firing GI cards at a Patrol card. `target` is the Patrol card if it is in
 * play (else undefined); `cards[i]` is the GI card for `cardIds[i]` if it is in the hand.
 * Used by check() on the state and by firePreview() on the view, so the two cannot disagree.
 */
export function judgeFire(
  target: PatrolCard | undefined,
  cards: readonly (GiCard | undefined)[],
  cardIds: readonly string[],
  mode: FireMode,
): FireJudgement {
  if (!target) return refuse('not-in-play', 'That Patrol card is not in play.');
  if (target.undefeatable) return refuse('undefeatable', `${target.name} cannot be defeated: it strikes once and is gone.`);
  if (cardIds.length === 0) return refuse('no-cards', 'Choose at least one GI card to fire.');
  for (let i = 0; i < cardIds.length; i++) {
    if (!cards[i]) return refuse('not-in-hand', `${findGiCard(cardIds[i] as string)?.name ?? 'That card'} is not in your hand.`);
    for (let j = 0; j < i; j++) {
      if (cardIds[j] === cardIds[i]) return refuse('duplicate-card', 'Each GI card can be played only once.');
    }
  }
  const used = cards as readonly GiCard[];
  if (mode === 'at') {
    if (used.length !== 1) return refuse('at-one-card', 'An AT attack takes exactly one GI card with the AT symbol.');
    const card = used[0] as GiCard;
    if (target.aa) return refuse('aa-refuses-at', `AT cards may not be played against ${target.name} (AA).`);
    if (!card.at) return refuse('not-at-card', `${card.name} has no AT symbol.`);
    if (!target.at) return refuse('target-not-at', `${target.name} has no AT symbol: only bullets defeat it.`);
    return { code: 'ok', legal: true, defeats: true, bullets: 0, message: `${card.name} (AT) defeats ${target.name}.` };
  }
  const sum = used.reduce((n, c) => n + c.bullets, 0);
  if (target.aa && used.some((c) => c.at)) {
    const atCards = used.filter((c) => c.at);
    return refuse('aa-refuses-at', `AT cards may not be played against ${target.name} (AA), not even for bullets: ${names(atCards)}.`);
  }
  if (target.bullets === null) return refuse('no-bullet-number', `${target.name} has no bullet number: only an AT card defeats it.`);
  if (used.some((c) => c.bullets === 0)) {
    const empty = used.filter((c) => c.bullets === 0);
    return refuse('no-bullets', `${names(empty)} ${empty.length === 1 ? 'carries' : 'carry'} no bullets.`);
  }
  if (sum < target.bullets) return refuse('not-enough', `${bulletWords(sum)} against ${target.bullets}: not enough to defeat ${target.name}.`, sum);
  return { code: 'ok', legal: true, defeats: true, bullets: sum, message: `${bulletWords(sum)} against ${target.bullets}: ${target.name} defeated.` };
}

/**
 * What firing `cards` (GI card ids in the hand) at `target` (a Patrol card id in play) would do,
 * worked out from the player's view: for the screen to show before the player commits.
 */
export function firePreview(view: EndlessPatrolView, target: string, cards: string[], mode: FireMode): FirePreview {
  if (view.phase !== 'fire') {
    return { legal: false, defeats: false, bullets: 0, message: 'GI cards can be fired only in the Fire phase.' };
  }
  const t = view.inPlay.find((c) => c.id === target);
  const used = cards.map((id) => view.hand.find((c) => c.id === id));
  const { code: _code, ...preview } = judgeFire(t, used, cards, mode);
  return preview;
}
