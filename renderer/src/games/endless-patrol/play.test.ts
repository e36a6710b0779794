import { describe, expect, it } from 'vitest';
import { endlessPatrol, type EndlessPatrolAction, type EndlessPatrolState, type EndlessPatrolView } from '../../../../engine/games/endless-patrol';
import { commandForKey, stepTarget } from './keys';
import { discardAction, emptySelection, fireAction, firePlan, isLegal, prune, targetLetter, toggleCard, toggleTarget, type Selection } from './play';
import { hasLongWord, phaseName, statLabel } from './labels';

/** A first-turn state whose legal fires include one the test picks. */
function withFire(pred: (a: Extract<EndlessPatrolAction, { type: 'fire' }>, s: EndlessPatrolState) => boolean) {
  for (let seed = 1; seed < 3000; seed++) {
    const s = endlessPatrol.setup(seed, { dCancelsMinefields: false });
    const fire = endlessPatrol.legalActions(s, 0).find((a): a is Extract<EndlessPatrolAction, { type: 'fire' }> => a.type === 'fire' && pred(a, s));
    if (fire) return { s, view: endlessPatrol.view(s, 0) as EndlessPatrolView, fire };
  }
  throw new Error('no such seed');
}

function select(cards: string[], target: string | null): Selection {
  let sel = emptySelection;
  for (const c of cards) sel = toggleCard(sel, c);
  return target ? toggleTarget(sel, target) : sel;
}

describe('fire selection', () => {
  it('previews a defeating two-card fire with the engine and builds the action', () => {
    const { view, fire } = withFire((a) => a.mode === 'bullets' && a.cards.length === 2);
    const sel = select(fire.cards, fire.target);
    const plan = firePlan(view, sel);
    expect(plan?.preview).toMatchObject({ legal: true, defeats: true });
    expect(fireAction(view, sel)).toEqual({ type: 'fire', target: fire.target, cards: fire.cards, mode: 'bullets' });
    // One card short: no action, and the preview explains why.
    const short = select(fire.cards.slice(0, 1), fire.target);
    expect(firePlan(view, short)?.preview.defeats).toBe(false);
    expect(fireAction(view, short)).toBeNull();
  });

  it('suggests AT for an AT card against an AT target and lets the player switch', () => {
    const { view, fire } = withFire((a, s) => {
      if (a.mode !== 'at') return false;
      const c = (endlessPatrol.view(s, 0) as EndlessPatrolView).hand.find((h) => h.id === a.cards[0]);
      return !!c && c.bullets > 0;
    });
    const sel = select(fire.cards, fire.target);
    const plan = firePlan(view, sel);
    expect(plan?.choice).toBe(true);
    const forced = firePlan(view, { ...sel, mode: 'bullets' });
    expect(forced?.mode).toBe('bullets');
    expect(plan?.preview.defeats || forced?.preview.defeats).toBe(true);
  });

  it('toggles and prunes: played cards and targets outside the Fire phase drop out', () => {
    const { view, fire } = withFire(() => true);
    let sel = select(fire.cards, fire.target);
    expect(toggleCard(sel, fire.cards[0]!).cards).not.toContain(fire.cards[0]);
    expect(toggleTarget(sel, fire.target).target).toBeNull();
    sel = { ...sel, cards: [...sel.cards, 'gi-not-in-hand'] };
    expect(prune(sel, view).cards).toEqual(fire.cards);
    expect(prune(sel, { ...view, phase: 'casualty' }).target).toBeNull();
    expect(firePlan({ ...view, phase: 'casualty' }, sel)).toBeNull();
  });

  it('builds a discard only with exactly the number required', () => {
    const { view } = withFire(() => true);
    const v: EndlessPatrolView = { ...view, phase: 'discard', mustDiscard: 1 };
    const one = v.hand[0]!.id;
    expect(discardAction(v, select([], null))).toBeNull();
    expect(discardAction(v, select([one], null))).toEqual({ type: 'discard', cards: [one] });
    expect(discardAction(v, select([one, v.hand[1]!.id], null))).toBeNull();
  });

  it('compares actions with the legal list field by field', () => {
    const legal = [{ type: 'end-fire' }, { deck: 'gi', type: 'look', card: 'gi-tactics' }];
    expect(isLegal(legal, { type: 'end-fire' })).toBe(true);
    expect(isLegal(legal, { type: 'look', card: 'gi-tactics', deck: 'gi' })).toBe(true);
    expect(isLegal(legal, { type: 'look', card: 'gi-tactics', deck: 'patrol' })).toBe(false);
  });
});

describe('keys and labels', () => {
  const k = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) =>
    commandForKey({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });
  it('maps the documented keys', () => {
    expect(k('1')).toEqual({ kind: 'card', index: 0 });
    expect(k('9')).toEqual({ kind: 'card', index: 8 });
    expect(k('0')).toBeNull();
    expect(k('a')).toEqual({ kind: 'target', index: 0 });
    expect(k('e')).toEqual({ kind: 'target', index: 4 });
    expect(k('F')).toEqual({ kind: 'target', index: 5 });
    expect(k('ArrowRight')).toEqual({ kind: 'target-step', delta: 1 });
    expect(k('Enter')).toEqual({ kind: 'confirm' });
    expect(k('E', { shiftKey: true })).toEqual({ kind: 'end-fire' });
    expect(k('e', { shiftKey: true })).toEqual({ kind: 'end-fire' });
    expect(k('u')).toEqual({ kind: 'undo' });
    expect(k('z', { ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(k('a', { ctrlKey: true })).toBeNull();
    expect(k('t')).toEqual({ kind: 'take' });
    expect(k('Escape')).toEqual({ kind: 'clear' });
    expect(k('1', { altKey: true })).toBeNull();
  });
  it('labels targets A, B, C, D, E… in order, leaving out only T and U', () => {
    expect(Array.from({ length: 8 }, (_, i) => targetLetter(i)).join('')).toBe('ABCDEFGH');
    expect(targetLetter(19)).toBe('V');
    for (let i = 0; i < 24; i++) expect(k(targetLetter(i).toLowerCase())).toEqual({ kind: 'target', index: i });
  });
  it('steps through targets with wrap-around', () => {
    expect(stepTarget(-1, 1, 3)).toBe(0);
    expect(stepTarget(-1, -1, 3)).toBe(2);
    expect(stepTarget(2, 1, 3)).toBe(0);
    expect(stepTarget(0, -1, 3)).toBe(2);
    expect(stepTarget(0, 1, 0)).toBe(-1);
  });
  it('names phases and statistics in words', () => {
    expect(phaseName('discard')).toBe('Supply');
    expect(phaseName('over')).toBeNull();
    expect(statLabel('giPlayed')).toBe('GI cards fired');
    expect(statLabel('patrolLeft')).toBe('Patrol left');
    expect(hasLongWord('Panzerspahwagen')).toBe(true);
    expect(hasLongWord('Thompson Sub-machinegun')).toBe(false);
  });
});
