/**
 * Fixed seeds for exact situations, found with the real engine (so they follow the rules as they
 * are, not as a test remembers them). Each search is small and deterministic.
 */
import { greedyEndlessPatrolBot } from '../../engine/games/endless-patrol/bots';
import { botContext } from '../../engine/core/gate';
import { seedRng } from '../../engine/core/rng';
import { endlessPatrol, type EndlessPatrolAction, type EndlessPatrolState } from '../../engine/games/endless-patrol';

const options = { dCancelsMinefields: false };

function start(seed: number): EndlessPatrolState {
  return endlessPatrol.setup(seed, options);
}

/** What the e2e "bot" clicks when it does not fight: discard the first cards, end fire, take casualties. */
export function passiveAction(s: EndlessPatrolState): EndlessPatrolAction {
  if (s.phase === 'discard') return { type: 'discard', cards: s.hand.slice(0, s.hand.length - 5) };
  if (s.phase === 'casualty') return { type: 'accept' };
  return { type: 'end-fire' };
}

function step(s: EndlessPatrolState, a: EndlessPatrolAction): EndlessPatrolState {
  const err = endlessPatrol.check(s, a, 0);
  if (err) throw new Error(`seed search: ${err.message}`);
  return endlessPatrol.apply(s, a, 0);
}

/** A seed whose first turn offers a bullets fire with two or more cards that defeats a Patrol card. */
export function seedWithTwoCardFire(): { seed: number; fire: Extract<EndlessPatrolAction, { type: 'fire' }> } {
  for (let seed = 1; seed < 5000; seed++) {
    const s = start(seed);
    if (s.phase !== 'fire') continue;
    const fire = endlessPatrol
      .legalActions(s, 0)
      .find((a): a is Extract<EndlessPatrolAction, { type: 'fire' }> => a.type === 'fire' && a.mode === 'bullets' && a.cards.length === 2);
    if (fire && !s.hand.some((id) => endlessPatrol.view(s, 0).hand.find((c) => c.id === id)?.look)) return { seed, fire };
  }
  throw new Error('No seed with a two-card fire on turn 1');
}

/** The seed (of the first `tries`) whose passive game is lost in the fewest actions. */
export function seedWithShortLoss(tries = 300): { seed: number; actions: number } {
  let best = { seed: 0, actions: Infinity };
  for (let seed = 1; seed <= tries; seed++) {
    let s = start(seed);
    let n = 0;
    while (s.phase !== 'over' && n < best.actions) {
      s = step(s, passiveAction(s));
      n++;
    }
    if (s.phase === 'over' && s.outcome === 'loss' && n < best.actions) best = { seed, actions: n };
  }
  if (!Number.isFinite(best.actions)) throw new Error('No short loss found');
  return best;
}

/** A seed where the passive game reaches a casualty a D card could negate, and how many end-fires it takes. */
export function seedWithCasualtyPrompt(): { seed: number; actions: number } {
  for (let seed = 1; seed < 5000; seed++) {
    let s = start(seed);
    for (let n = 0; n < 6 && s.phase !== 'over'; n++) {
      if (s.phase === 'casualty' && s.pending) return { seed, actions: n };
      if (s.phase === 'discard') break;
      s = step(s, passiveAction(s));
    }
  }
  throw new Error('No seed with an early casualty prompt');
}

/** A seed whose first turn has a card with both bullets and AT that defeats a target only as AT. */
export function seedWithAtChoice(): { seed: number; card: string; target: string } {
  for (let seed = 1; seed < 5000; seed++) {
    const s = start(seed);
    if (s.phase !== 'fire') continue;
    const view = endlessPatrol.view(s, 0);
    for (const a of endlessPatrol.legalActions(s, 0)) {
      if (a.type !== 'fire' || a.mode !== 'at') continue;
      const c = view.hand.find((h) => h.id === a.cards[0]);
      const t = view.inPlay.find((p) => p.id === a.target);
      if (c && t && c.bullets > 0 && t.bullets !== null && c.bullets < t.bullets) return { seed, card: c.id, target: t.id };
    }
  }
  throw new Error('No seed with an AT-or-bullets choice on turn 1');
}

/** A seed whose opening hand holds an L card (and the card's id). */
export function seedWithLookCard(): { seed: number; card: string } {
  for (let seed = 1; seed < 5000; seed++) {
    const view = endlessPatrol.view(start(seed), 0);
    const l = view.hand.find((c) => c.look);
    if (view.phase === 'fire' && l) return { seed, card: l.id };
  }
  throw new Error('No seed with an L card in the opening hand');
}

/** A seed whose passive game reaches the Supply discard early, and the actions before it. */
export function seedWithDiscard(): { seed: number; actions: number } {
  for (let seed = 1; seed < 5000; seed++) {
    let s = start(seed);
    for (let n = 0; n < 8 && s.phase !== 'over'; n++) {
      if (s.phase === 'discard') return { seed, actions: n };
      s = step(s, passiveAction(s));
    }
  }
  throw new Error('No seed with an early discard');
}

/** A won game: the engine's greedy bot (which sees only the view) plays a seed to victory. */
export function wonGame(): { seed: number; actions: EndlessPatrolAction[] } {
  for (let seed = 1; seed < 500; seed++) {
    let s = start(seed);
    const rng = seedRng(seed);
    const actions: EndlessPatrolAction[] = [];
    while (s.phase !== 'over' && actions.length < 1000) {
      const a = greedyEndlessPatrolBot.choose(endlessPatrol.view(s, 0), endlessPatrol.legalActions(s, 0), rng, botContext(endlessPatrol, s, 0)) as EndlessPatrolAction;
      s = step(s, a);
      actions.push(a);
    }
    if (s.phase === 'over' && s.outcome === 'win') return { seed, actions };
  }
  throw new Error('The greedy bot won none of the first seeds');
}

/** A seed whose opening hand holds an L card and, after looking at the GI deck with it, still a legal fire. */
export function seedWithLookThenFire(): { seed: number; card: string; fire: Extract<EndlessPatrolAction, { type: 'fire' }> } {
  for (let seed = 1; seed < 5000; seed++) {
    const s = start(seed);
    if (s.phase !== 'fire') continue;
    const l = endlessPatrol.view(s, 0).hand.find((c) => c.look);
    if (!l) continue;
    const after = step(s, { type: 'look', card: l.id, deck: 'gi' });
    const fire = endlessPatrol.legalActions(after, 0).find((a): a is Extract<EndlessPatrolAction, { type: 'fire' }> => a.type === 'fire');
    if (fire && after.giDeck.length >= 5) return { seed, card: l.id, fire };
  }
  throw new Error('No seed with a look and then a fire on turn 1');
}

/** A seed whose passive game reaches a Fire phase with five or more Patrol cards in play, and the actions before it. */
export function seedWithFiveInPlay(): { seed: number; actions: number } {
  for (let seed = 1; seed < 5000; seed++) {
    let s = start(seed);
    for (let n = 0; n < 40 && s.phase !== 'over'; n++) {
      if (s.phase === 'fire' && s.inPlay.length >= 5) return { seed, actions: n };
      s = step(s, passiveAction(s));
    }
  }
  throw new Error('No seed with five Patrol cards in play');
}
