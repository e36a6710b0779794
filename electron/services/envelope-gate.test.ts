import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyAction, reseedState, type BaseState, type GameDefinition } from '../../engine/core';
import { checkSent } from '../../engine/core/sent-leaks';
import { gameModules } from '../../engine/games';
import { tour, watchTour, type Sent, type SentKind, type TourGame } from '../../test/fixtures/envelope-tour';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { CampaignSummary, GameEnvelope, ReplayInfo, SaveSummary } from '../api/contract';
import { ENVELOPE_FIELDS, IMPORTED_FIELDS, REPLAY_INFO_FIELDS, REPLAY_STEP_FIELDS, SAVES_PAGE_FIELDS, SUMMARY_FIELDS, unlistedFields } from '../api/public-fields';
import type { Store, StoredAction } from '../store';
import type { ApiHandler } from './api-handler';
import { sealText } from './deal-seal';

// Everything the services send a client about a game, for every real game, from its start to its
// end, as a client gets it: every field is one listed as public (electron/api/public-fields.ts),
// the seed only once the game is over for good, and, checked with the conformance suite's own
// check (engine/core/conformance.ts checkSent), none of the looking seat's secrets and no word of
// the game's generator anywhere in it. The game's own parts (view, actions, options, stats) are
// listed as `x.*`: the conformance check covers them.

const human = { kind: 'human' as const };
const random = { kind: 'bot' as const, bot: 'random' };

const games: TourGame[] = [
  { label: 'Endless Patrol', create: { game: 'endless-patrol', seed: 11 }, maxMoves: 600 },
  { label: 'The Lost Patrol', create: { game: 'lost-patrol', seed: 12 }, maxMoves: 600 },
  { label: 'The Lost Patrol, Deserter (two people)', create: { game: 'lost-patrol', seed: 13, options: { deserter: true }, seats: [human, human] }, maxMoves: 600 },
  { label: 'Patrol: Lost! (against the computer)', create: { game: 'patrol-lost', seed: 14, seats: [human, random] }, maxMoves: 600 },
  { label: 'Combat Patrol! (against the computer)', create: { game: 'combat-patrol', seed: 15, options: { scenario: 'sample' }, seats: [human, random] }, maxMoves: 1500 },
];

const FIELDS: Record<SentKind, readonly string[]> = {
  envelope: ENVELOPE_FIELDS,
  summary: SUMMARY_FIELDS,
  imported: IMPORTED_FIELDS,
  page: SAVES_PAGE_FIELDS,
  'replay-info': REPLAY_INFO_FIELDS,
  'replay-step': REPLAY_STEP_FIELDS,
};

const defOf = (game: string): GameDefinition<any, any, any, any> => gameModules.find((m) => m.definition.id === game)!.definition;

/** The states of a save's records, each rebuilt once: a record sharing a prefix with the last one replays only the rest. */
class States {
  private readonly cache = new Map<string, { actions: string[]; states: BaseState[] }>();

  at(s: Sent, at: number): BaseState {
    const r = s.record;
    const def = defOf(r.game);
    const key = `${s.saveId}`;
    // A fork's new luck, dealt where the live game dealt it: from the seed alone, the computer's moves after the fork would meet the original's dice.
    const deal = (st: BaseState): BaseState => r.reseeds.filter((p) => p.at === st.actionCount).reduce((x, p) => reseedState(def, x, p.seed), st);
    let c = this.cache.get(key);
    if (!c) {
      c = { actions: [], states: [deal(def.setup(r.seed, r.options) as BaseState)] };
      this.cache.set(key, c);
    }
    const want = r.actions.slice(0, at).map((a) => JSON.stringify(a));
    let same = 0;
    while (same < want.length && same < c.actions.length && want[same] === c.actions[same]) same++;
    c.actions.length = same;
    c.states.length = same + 1;
    for (let i = same; i < want.length; i++) {
      const step = r.actions[i] as StoredAction;
      const res = applyAction(def, c.states[i] as BaseState, step.seat, step.action);
      if (!res.ok) throw new Error(`${r.game}: move ${i + 1} of the save behind ${s.channel} does not replay: ${res.error.message}`);
      c.actions.push(want[i] as string);
      c.states.push(deal(res.state as BaseState));
    }
    return c.states[at] as BaseState;
  }
}

let tmp: ReturnType<typeof tempDir>;
const opened: Store[] = [];
beforeAll(() => {
  tmp = tempDir();
});
afterAll(() => {
  for (const s of opened) s.close();
  tmp.cleanup();
});

/** A fresh database with the real games. */
function realApi(name: string): { store: Store; api: ApiHandler } {
  const r = fixtureApi({ dbPath: `${tmp.dir}/${name}.db`, modules: gameModules, snapshotEvery: 25, ...(process.env.RS ? { randomSeed: () => Number(process.env.RS) } : {}) });
  opened.push(r.store);
  return r;
}

/** The summaries inside an answer. */
function summariesIn(s: Sent): SaveSummary[] {
  if (s.kind === 'envelope') return [(s.value as GameEnvelope).save];
  if (s.kind === 'summary' || s.kind === 'imported') return [s.value as SaveSummary];
  if (s.kind === 'page') return (s.value as { items: SaveSummary[] }).items;
  return [];
}

function checkAll(seen: Sent[]): { unlisted: string[]; leaks: string[]; seals: string[] } {
  const unlisted: string[] = [];
  const leaks: string[] = [];
  const seals: string[] = [];
  const states = new States();
  for (const s of seen) {
    for (const p of unlistedFields(s.value, FIELDS[s.kind])) unlisted.push(`${s.channel}: ${p}`);
    const def = defOf(s.record.game);
    const seats = s.seat >= 0 ? [s.seat] : Array.from({ length: def.seats.max }, (_, i) => i);
    const state = states.at(s, s.at);
    for (const seat of seats) for (const l of checkSent(def, state, seat, s.value)) leaks.push(`${s.channel} (seat ${seat}, after ${s.at} moves): ${l.path} holds ${l.what}`);
    if (s.kind === 'envelope') {
      for (const f of (s.value as GameEnvelope).computerMoves) {
        for (const l of checkSent(def, states.at(s, f.action + 1), s.seat, f.view)) leaks.push(`${s.channel} computerMoves (seat ${s.seat}, after move ${f.action + 1}): ${l.path} holds ${l.what}`);
      }
    }
    // The seal: the seed only in a game over for good (an envelope: no one may take the end back; lists never), and it opens the commitment.
    for (const sum of summariesIn(s)) {
      const env = s.kind === 'envelope' ? (s.value as GameEnvelope) : null;
      const mayShow = env !== null && sum.status !== 'playing' && !env.canUndo && env.undoBy === null;
      if (('seed' in sum || 'salt' in sum) !== mayShow) seals.push(`${s.channel} after ${sum.actionCount} moves (${sum.status}): seed ${'seed' in sum ? 'shown' : 'not shown'}`);
      if (!/^[0-9a-f]{64}$/.test(sum.commitment)) seals.push(`${s.channel}: the commitment is "${sum.commitment}"`);
    }
    if (s.kind === 'replay-info') {
      const info = s.value as ReplayInfo;
      if ('seed' in info && s.at === 0) seals.push('replays.open shows the seed of a game not begun');
    }
  }
  return { unlisted, leaks, seals };
}

/** True when the commitment is the SHA-256 of the seal text with this seed and salt. */
const opens = (id: string, c: { commitment: string; seed?: number; salt?: string }): boolean =>
  c.seed !== undefined && c.salt !== undefined && createHash('sha256').update(sealText(id, c.seed, c.salt)).digest('hex') === c.commitment;

describe('everything a client receives about a real game: public fields, no seed while playing, no secret of the seat looking', () => {
  const shownAtEnd: string[] = [];
  for (const game of games) {
    it(`${game.label}: from the deal to the end, as each seat receives it`, async () => {
      const { store, api } = realApi(game.label.replace(/[^a-z]/gi, ''));
      const seen = await tour(api, store, game);
      const start = seen[0]!.value as GameEnvelope;
      const end = [...seen].reverse().find((s) => s.channel === 'saves.open' && s.saveId === start.save.id)!.value as GameEnvelope;
      // The tour reached every position: the deal, the middle, the end.
      expect(end.result, 'the game reached its end').not.toBeNull();
      expect(seen.filter((s) => s.kind === 'envelope' && (s.value as GameEnvelope).toAct !== null && s.at > 5).length).toBeGreaterThan(3);
      const { unlisted, leaks, seals } = checkAll(seen);
      expect([...new Set(unlisted)]).toEqual([]);
      expect(leaks.slice(0, 5)).toEqual([]);
      expect(seals.slice(0, 5)).toEqual([]);
      // While playing, the commitment and nothing else; at the end the seed that opens it (the same commitment all along).
      expect('seed' in start.save).toBe(false);
      expect(end.save.commitment).toBe(start.save.commitment);
      const info = [...seen].reverse().find((s) => s.kind === 'replay-info' && s.saveId === start.save.id)!.value as ReplayInfo;
      if (end.canUndo) {
        // The last move revealed nothing and may still be taken back: the game is not over for good.
        expect('seed' in end.save || 'seed' in info).toBe(false);
        return;
      }
      shownAtEnd.push(game.label);
      expect(opens(start.save.id, end.save), 'the seed and salt shown at the end open the commitment made at the start').toBe(true);
      expect(end.save.seed).toBe(store.getSave(start.save.id)!.seed);
      expect(info).toMatchObject({ commitment: start.save.commitment, seed: end.save.seed, salt: end.save.salt });
    }, 240_000);
  }

  it('most of these games ended for good, so the seed was shown at their end', () => {
    expect(shownAtEnd.length).toBeGreaterThanOrEqual(3);
  });

  it('a campaign game and a watched game (the computer on both sides): the same', async () => {
    const { store, api } = realApi('campaign');
    const c = ok<CampaignSummary>(await api.handle('campaigns.create', { name: 'Easy Company', seed: 5 }));
    const sent = await tour(api, store, { label: 'Campaign', create: { game: 'lost-patrol', seed: 16, campaign: { id: c.id } }, maxMoves: 600 });
    const seen = [...sent, ...(await watchTour(api, store, { game: 'patrol-lost', seed: 17, seats: [random, random] }, 400))];
    expect(seen.some((s) => s.kind === 'envelope' && (s.value as GameEnvelope).campaign?.recorded === true)).toBe(true);
    const watched = seen.filter((s) => s.channel === 'saves.watch');
    expect(watched.filter((s) => (s.value as GameEnvelope).computerMoves.length > 0).map((s) => s.seat), 'watched from both seats').toEqual(expect.arrayContaining([0, 1]));
    const watchedEnd = seen.filter((s) => s.channel === 'saves.watch').at(-1)!.value as GameEnvelope;
    expect(watchedEnd.result).not.toBeNull();
    expect(opens(watchedEnd.save.id, watchedEnd.save)).toBe(true);
    const { unlisted, leaks, seals } = checkAll(seen);
    expect([...new Set(unlisted)]).toEqual([]);
    expect(leaks.slice(0, 5)).toEqual([]);
    expect(seals.slice(0, 5)).toEqual([]);
  }, 240_000);
});

describe('the public-field list means something', () => {
  it('an envelope with a field not listed is caught, wherever it sits; the game\'s own parts are not listed one by one', () => {
    const env = { save: { id: 'x', seed: 3, rng: { a: 1 } }, view: { anything: [{ deep: 1 }] }, log: [{ action: 0, text: 'x', seats: [0] }], computerMoves: [{ action: 1, seat: 0, view: {}, state: {} }] };
    expect(unlistedFields(env, ENVELOPE_FIELDS)).toEqual(['save.rng', 'save.rng.a', 'log[].seats', 'log[].seats[]', 'computerMoves[].state']);
  });
});
