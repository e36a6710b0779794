/**
 * UI state for the Endless Patrol screen: what is selected and what the buttons would send.
 * No rule lives here: legality and outcomes come from the engine's firePreview and the
 * service's legal actions.
 */
import { firePreview } from '../../../../engine/games/endless-patrol/preview';
import type {
  EndlessPatrolAction,
  EndlessPatrolView,
  FireMode,
  FirePreview,
  GiCard,
} from '../../../../engine/games/endless-patrol/types';

export interface Selection {
  /** GI card ids, in the order clicked. */
  cards: string[];
  /** A Patrol card id in play. */
  target: string | null;
  /** The player's explicit bullets/AT choice; null = the suggested one. */
  mode: FireMode | null;
}

export const emptySelection: Selection = { cards: [], target: null, mode: null };

export function toggleCard(sel: Selection, id: string): Selection {
  const cards = sel.cards.includes(id) ? sel.cards.filter((c) => c !== id) : [...sel.cards, id];
  return { ...sel, cards, mode: null };
}

export function toggleTarget(sel: Selection, id: string): Selection {
  return { ...sel, target: sel.target === id ? null : id, mode: null };
}

/** Drops what is no longer there after the view changed (cards played, targets defeated). */
export function prune(sel: Selection, view: EndlessPatrolView): Selection {
  const cards = sel.cards.filter((id) => view.hand.some((c) => c.id === id));
  const target = view.phase === 'fire' && sel.target && view.inPlay.some((c) => c.id === sel.target) ? sel.target : null;
  if (cards.length === sel.cards.length && target === sel.target) return sel;
  return { cards, target, mode: null };
}

export function selectedCards(view: EndlessPatrolView, sel: Selection): GiCard[] {
  return sel.cards.map((id) => view.hand.find((c) => c.id === id)).filter((c): c is GiCard => c !== undefined);
}

export interface FirePlan {
  mode: FireMode;
  /** Both modes make sense: the screen offers the choice. */
  choice: boolean;
  preview: FirePreview;
}

/**
 * The fire the player has set up, with the engine's preview. One card with both bullets and the
 * AT symbol can be fired either way: the suggested mode is one the engine says would defeat.
 */
export function firePlan(view: EndlessPatrolView, sel: Selection): FirePlan | null {
  if (view.phase !== 'fire' || !sel.target || sel.cards.length === 0) return null;
  const cards = selectedCards(view, sel);
  const single = cards.length === 1 ? cards[0] : undefined;
  const choice = single !== undefined && single.at && single.bullets > 0;
  let mode: FireMode = single && single.at && single.bullets === 0 ? 'at' : 'bullets';
  if (choice) {
    const viaBullets = firePreview(view, sel.target, sel.cards, 'bullets');
    const viaAt = firePreview(view, sel.target, sel.cards, 'at');
    mode = sel.mode ?? (viaBullets.defeats || !viaAt.defeats ? 'bullets' : 'at');
  }
  return { mode, choice, preview: firePreview(view, sel.target, sel.cards, mode) };
}

export function fireAction(view: EndlessPatrolView, sel: Selection): EndlessPatrolAction | null {
  const plan = firePlan(view, sel);
  if (!plan || !plan.preview.legal || !sel.target) return null;
  return { type: 'fire', target: sel.target, cards: sel.cards, mode: plan.mode };
}

/** The one selected card, when it is an L card the player could look with now. */
export function lookCard(view: EndlessPatrolView, sel: Selection, legal: unknown[]): GiCard | null {
  const cards = selectedCards(view, sel);
  const c = cards.length === 1 ? cards[0] : undefined;
  if (!c || !c.look) return null;
  return isLegal(legal, { type: 'look', card: c.id, deck: 'gi' }) ? c : null;
}

/** D cards the service would accept to negate the pending casualty. */
export function negateOptions(view: EndlessPatrolView, legal: unknown[]): GiCard[] {
  return view.hand.filter((c) => isLegal(legal, { type: 'negate', card: c.id }));
}

/** The discard the player has chosen, once it is exactly the number required. */
export function discardAction(view: EndlessPatrolView, sel: Selection): EndlessPatrolAction | null {
  if (view.phase !== 'discard' || view.mustDiscard === 0 || sel.cards.length !== view.mustDiscard) return null;
  return { type: 'discard', cards: sel.cards };
}

/** True when `action` is among the service's legal actions (plain data compared field by field). */
export function isLegal(legal: unknown[], action: EndlessPatrolAction): boolean {
  const key = canonical(action);
  return legal.some((a) => canonical(a) === key);
}

function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${k}:${canonical(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/**
 * Keyboard letters for targets: A, B, C, D, E… in order (Shift+E ends the Fire phase). T (take a
 * casualty) and U (undo) are left out; no game has twenty targets in play.
 */
export const TARGET_LETTERS = 'ABCDEFGHIJKLMNOPQRSVWXYZ';

export function targetLetter(index: number): string {
  return TARGET_LETTERS[index] ?? '';
}
