import { describe, expect, it } from 'vitest';
import { gameModules } from '../games';
import { endlessPatrolModule } from '../games/endless-patrol';
import { kindOf, lostPatrol, lostPatrolModule } from '../games/lost-patrol';
import { patrolLostModule } from '../games/patrol-lost';
import { kindOf as tileKindOf } from '../games/patrol-lost/tiles';
import { handsGame, handsModule, type Leak } from '../../test/fixtures/hands-game';
import { shuffleInPlace } from './rng';
import { strideGame, strideModule } from '../../test/fixtures/stride-game';
import type { ActionTemplate, GameEvent, GameModule } from './contract';
import { checkModule, type ConformanceCheck } from './conformance';
import { checkSent } from './sent-leaks';

const seeds = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * Games that get other settings than the 12 seeds, with the reason. Combat Patrol!: a battle is
 * up to a few hundred steps, each tracing sight lines and listing fire and moves for every man,
 * in two variants (dice rolled, dice typed in); 4 seeds, with room for 600 steps, play 8 whole
 * battles to their end in about 6 s of CPU (12 would take over 20 s on a loaded machine).
 */
const settings: Record<string, { seeds: number[]; maxSteps?: number; why: string }> = {
  'combat-patrol': { seeds: seeds.slice(0, 4), maxSteps: 600, why: '4 seeds (8 whole battles): each battle is hundreds of steps with sight lines traced' },
};
const checks = (m: GameModule, n = seeds.length): ConformanceCheck[] => [...new Set(checkModule(m, { seeds: seeds.slice(0, n) }).map((p) => p.check))];
const leaky = (leak: Leak): GameModule => ({ ...handsModule, definition: handsGame(leak) });

describe('the conformance suite over every registered game', () => {
  for (const m of gameModules) {
    const own = settings[m.definition.id];
    const how = own ? ` (${own.why})` : '';
    it(`${m.definition.name}: no secret reaches the wrong seat, replay is exact, illegal actions change nothing${how}`, () => {
      expect(checkModule(m, own ? { seeds: own.seeds, ...(own.maxSteps ? { maxSteps: own.maxSteps } : {}) } : { seeds })).toEqual([]);
    }, 180_000); // a whole game per seed, every step checked for every seat: slow on a loaded machine
  }
});

describe('the conformance suite catches a broken game', () => {
  it('means something for the real games: their hidden parts leaked into the view are caught', () => {
    const ep = endlessPatrolModule.definition;
    const nextCard: GameModule = { ...endlessPatrolModule, definition: { ...ep, view: (s, seat) => ({ ...ep.view(s, seat), next: s.patrolDeck[0] }) } };
    expect(checks(nextCard, 3)).toEqual(['secret-in-view', 'redeal-changes-package']);
    const lp = lostPatrol;
    const kinds: GameModule = {
      ...lostPatrolModule,
      definition: { ...lp, view: (s, seat) => { const v = lp.view(s, seat); return { ...v, grid: v.grid.map((g, i) => (g.faceUp ? g : { ...g, kind: kindOf(s.cellTile[i] as number).id })) }; } },
    };
    // (The gate then also finds one seat's screen hanging on what the other cannot know: it would cover the screen.)
    expect(checks(kinds, 2)).toEqual(['redeal-changes-package', 'undeclared-seat-secrets']);
    const raw: GameModule = { ...lostPatrolModule, definition: { ...lp, view: (s) => ({ ...s }) as never } };
    expect(checks(raw, 2)).toContain('secret-in-view');
  });

  it("catches the generator's state in what a seat receives (it tells the dice and deals to come), in the package and in anything a host sends", () => {
    const ep = endlessPatrolModule.definition;
    const dice: GameModule = { ...endlessPatrolModule, definition: { ...ep, view: (s, seat) => ({ ...ep.view(s, seat), luck: { ...s.rng } }) } };
    expect(checks(dice, 2)).toContain('generator-in-package');
    const s = ep.setup(5, ep.parseOptions({}).ok ? (ep.parseOptions({}) as { options: unknown }).options : {});
    expect(checkSent(ep, s, 0, { save: { name: 'x' }, view: ep.view(s, 0) })).toEqual([]);
    expect(checkSent(ep, s, 0, { save: { name: 'x', state: s.rng.c } })).toEqual([{ path: 'save.state', what: `generator word ${s.rng.c}` }]);
    const paths = checkSent(ep, s, 0, { view: { next: s.patrolDeck.slice(s.known.patrol) } }).map((l) => l.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.every((p) => p.startsWith('view.next['))).toBe(true);
  });

  it('passes the honest test games: Hands (a secret) and Stride (continuous choices)', () => {
    expect(checkModule(handsModule, { seeds })).toEqual([]);
    expect(checkModule(strideModule, { seeds })).toEqual([]);
  });

  it('catches a secret in the view', () => {
    expect(checks(leaky('view'))).toContain('secret-in-view');
  });

  it('catches a secret in the legal actions', () => {
    expect(checks(leaky('legal'))).toContain('secret-in-legal');
  });

  it('catches a secret in the log', () => {
    expect(checks(leaky('log'))).toContain('secret-in-log');
  });

  it('catches a secret in a refusal\'s message', () => {
    expect(checks(leaky('refusal'))).toEqual(['secret-in-refusal']);
  });

  it('catches a redeal that reads the real hidden order, one that deals nothing, and one that changes what the seat sees', () => {
    const hands = handsGame();
    // Shuffling the hidden cards from the order they really lie in: redeals of two states the
    // seat cannot tell apart then differ.
    const peeking: GameModule = {
      ...handsModule,
      definition: { ...hands, redeal: (s, seat, rng) => { const other = 1 - seat; const pool = shuffleInPlace(rng, [...s.hands[other]!, ...s.deck]); const h = [...s.hands] as typeof s.hands; h[other] = pool.slice(0, s.hands[other]!.length); return { ...s, hands: h, deck: pool.slice(h[other].length) }; } },
    };
    expect(checks(peeking)).toEqual(['redeal-reads-hidden-order']);
    expect(checks({ ...handsModule, definition: { ...hands, redeal: (s) => ({ ...s }) } })).toEqual(['redeal-deals-nothing']);
    const careless: GameModule = { ...handsModule, definition: { ...hands, redeal: (s, seat, rng) => hands.redeal!({ ...s, hands: [s.hands[1], s.hands[0]] }, seat, rng) } };
    expect(checks(careless)).toContain('redeal-changes-package');
  });

  it('checks what a host sends of a game whose choices multiply: only listed choices, all of them once each piece is asked', () => {
    const stride = strideGame();
    // Sends the dash; the walker's strides and leans come on request.
    const described = (more: (s: Parameters<typeof stride.legalActions>[0]) => ActionTemplate[]): GameModule => ({
      ...strideModule,
      definition: { ...stride, sentChoices: (s, seat) => ({ legal: stride.legalActions(s, seat), templates: [], onRequest: ['walker'] }), choicesOf: (s, seat, piece) => ({ legal: [], templates: piece === 'walker' && seat === 0 ? more(s) : [] }) },
    });
    expect(checkModule(described((s) => stride.templates!(s, 0)), { seeds })).toEqual([]);
    expect(checks(described(() => []), 2)).toEqual(['sent-misses-legal']);
    const wider = (s: Parameters<typeof stride.legalActions>[0]): ActionTemplate[] => [...stride.templates!(s, 0), { base: { type: 'lean' }, params: { degrees: { kind: 'number', min: 0, max: 180, label: 'Degrees' } }, label: 'Lean back' }];
    expect(checks(described(wider), 2)).toEqual(['sent-not-legal']);
  });

  it('catches template values out of bounds being accepted', () => {
    expect(checks({ ...strideModule, definition: strideGame(true) })).toEqual(['out-of-bounds-accepted']);
  });

  it('catches a point just off the table being accepted, when the template gives the table\'s bounds', () => {
    const found = checkModule({ ...strideModule, definition: strideGame('field') }, { seeds: seeds.slice(0, 2) });
    expect([...new Set(found.map((p) => p.check))]).toEqual(['out-of-bounds-accepted']);
    expect(found[0]!.detail).toMatch(/Stride up to 3 in: to = \{"x":-0\.25,"y":0\}/);
  });

  it('catches a step told in plain words instead of typed events, and an event naming a seat that is not one', () => {
    const stride = strideGame();
    const words: GameModule = { ...strideModule, definition: { ...stride, apply: (s, a, seat) => ({ ...stride.apply(s, a, seat), events: ['The walker moved.' as unknown as GameEvent] }) } };
    expect(checks(words, 1)).toEqual(['untyped-event']);
    const stray: GameModule = { ...strideModule, definition: { ...stride, apply: (s, a, seat) => ({ ...stride.apply(s, a, seat), events: [{ type: 'note', text: 'Moved.', seats: [3] }] }) } };
    expect(checks(stray, 1)).toEqual(['untyped-event']);
  });

  it('catches an apply or a check that changes its input, a malformed action accepted, and a game that hides without redeal', () => {
    const hands = handsGame();
    const mutating: GameModule = { ...handsModule, definition: { ...hands, apply: (s, a, seat) => { const n = hands.apply(s, a, seat); s.played.push({ seat, card: a.card }); return n; } } };
    expect(checks(mutating, 2)).toContain('apply-changed-input');
    const counting: GameModule = { ...handsModule, definition: { ...hands, check: (s, a, seat) => ((s.reveals += 0.5), hands.check(s, a, seat)) } };
    expect(checks(counting, 2)).toContain('illegal-changed-state');
    const stride = strideGame();
    const lenient: GameModule = { ...strideModule, definition: { ...stride, parseAction: (raw) => { const p = stride.parseAction(raw); return p.ok ? p : { ok: true, action: { type: 'dash' } }; } } };
    expect(checks(lenient, 2)).toContain('illegal-accepted');
    const { redeal: _r, ...noRedeal } = hands;
    expect(checks({ ...handsModule, definition: noRedeal }, 1)).toContain('hidden-without-redeal');
  });

  it('catches a hand-over cover that is not declared, one declared but never needed, and one that hangs on what a seat cannot know', () => {
    const { seatSecrets: _s, ...undeclared } = handsGame();
    expect(checks({ ...handsModule, definition: undeclared }, 2)).toEqual(['undeclared-seat-secrets']);
    const pl = patrolLostModule.definition;
    expect(checks({ ...patrolLostModule, definition: { ...pl, seatSecrets: true } }, 2)).toEqual(['seat-secrets-never-kept']);
    // A secret from the Bad Guys that every package names, but only while a straight lies on top of the pile.
    const fickle: GameModule = {
      ...patrolLostModule,
      definition: { ...pl, seatSecrets: true, secrets: (s, seat) => [...pl.secrets!(s, seat), ...(seat === 1 && s.pile.length > 0 && tileKindOf(s.pile.at(-1)!).id === 'straight' ? ['"turn":'] : [])] },
    };
    expect(checks(fickle, 3)).toContain('cover-reveals-hidden');
  });
});
