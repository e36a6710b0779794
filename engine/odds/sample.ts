/**
 * The games behind the odds: from a position, deal what the seat cannot know again from what is
 * left (the game's `redeal`, through the gate's botContext: the same sampler the computer players
 * use, never the real order) and, for a game whose unseen future is its dice (`odds.newLuck`), those
 * dice dealt again from the sample's own seed (the game's `reseed`), optionally make one choice, and play on with each seat's strongest
 * bot through the one bot driver. Sample i is dealt from its own seeded generator, so the games do
 * not depend on who plays them or in what order, and every choice is tried on the same deals.
 */
import { botStep } from '../bots/step';
import { driveBots } from '../bots/drive';
import type { BaseState, Bot, GameModule, Seat } from '../core/contract';
import { botContext } from '../core/gate';
import { applyAction } from '../core/pipeline';
import type { RngState } from '../core/rng';
import { nextUint32, seedRng } from '../core/rng';
import { reseedState } from '../core/reseed';
import { addTally, emptyPair, emptyTally, type OddsTally, type PairTally } from './tally';
import { addInto, countLuck, emptyLuck } from './luck';

/** A position the odds are asked of: the game, its state and the seat whose chance it is. */
export interface OddsPosition<S extends BaseState = any> {
  module: GameModule<S>;
  state: S;
  seat: Seat;
}

/** A safety net against a game that cannot end; a game that reaches it counts as not won. */
export const MAX_STEPS = 20_000;

/** The seed of sample `i` of a run seeded `seed`. */
export function sampleSeed(seed: number, i: number): number {
  return (Math.imul((seed >>> 0) ^ 0x2545f491, 0x9e3779b1) + Math.imul(i + 1, 0x85ebca6b)) >>> 0;
}

/** The strongest bot of each seat, as the module names them; an error when the game offers no odds. */
export function oddsBots(pos: OddsPosition): Bot<any, any, any>[] {
  const support = pos.module.odds;
  if (!support) throw new Error(`${pos.module.catalog.name} offers no odds.`);
  const bots: Bot<any, any, any>[] = [];
  for (let seat = 0; seat < pos.module.definition.seats.max; seat++) {
    const name = support.botFor(pos.state, seat);
    const bot = pos.module.bots.find((b) => b.name === name);
    if (!bot) throw new Error(`${pos.module.catalog.name} has no bot "${name}".`);
    bots.push(bot);
  }
  return bots;
}

/** What the samples of a chunk add up to: a tally per choice, and each pair of choices compared on the same deals. */
export interface SampleTallies {
  tallies: OddsTally[];
  /**
   * For choices a < b (by their place in the list asked for, play-on excluded), `pairs[pairIndex(a, b)]`.
   * Empty when fewer than two choices were asked.
   */
  pairs: PairTally[];
}

/** Where the pair of choices a < b is kept in `SampleTallies.pairs`. */
export function pairIndex(a: number, b: number): number {
  return (b * (b - 1)) / 2 + a;
}

/** One game played to its end (or to MAX_STEPS) as the bots would. */
interface Played {
  won: boolean;
  /** Another seat won. */
  lost: boolean;
  unfinished: boolean;
  casualties: number;
  turnsLeft: number;
  /** The luck of its dice, for a game that tells it (odds.luck), its first moves included. */
  luck: number[] | null;
}

/** Adds the luck of the move from `before` to `after` into `into` (a game that tells its luck). */
function addStepLuck(pos: OddsPosition, into: number[] | null, before: BaseState, after: BaseState): void {
  const luck = pos.module.odds?.luck;
  if (!into || !luck) return;
  const x = luck.of(before, after);
  if (x !== null) addInto(into, x);
}

/** A fresh luck sum for one game, or null for a game that does not tell its luck. */
function newLuckSum(pos: OddsPosition): number[] | null {
  const luck = pos.module.odds?.luck;
  return luck ? new Array<number>(luck.measures).fill(0) : null;
}

/** The bots' moves from `start` to the end, through the match driver (bots/drive.ts); `steps` bot moves are already made. */
function playToEnd(pos: OddsPosition, bots: readonly Bot[], start: BaseState, rng: RngState, steps: number, startTurn: number, luck: number[] | null): Played {
  const def = pos.module.definition;
  const support = pos.module.odds!;
  const onMove = luck ? (m: { before: BaseState; state: BaseState }) => addStepLuck(pos, luck, m.before, m.state) : undefined;
  const end = driveBots(def, start, { botAt: (seat) => bots[seat] ?? null, maxSteps: MAX_STEPS - steps, onMove }, () => rng);
  if (end.why === 'refused') throw new Error(end.error.message);
  const state = end.state;
  const result = end.why === 'over' ? def.result(state) : null;
  if (result === null) return { won: false, lost: false, unfinished: true, casualties: 0, turnsLeft: 0, luck };
  const won = result.winner === pos.seat;
  return { won, lost: !won && result.winner !== null, unfinished: false, casualties: support.casualties(state), turnsLeft: support.turn(state) - startTurn, luck };
}

function sameRng(a: RngState, b: RngState): boolean {
  return a.a === b.a && a.b === b.b && a.c === b.c && a.d === b.d;
}

/** An action as a string that does not depend on the order of its keys (for comparing choices). */
export function actionKey(action: unknown): string {
  return JSON.stringify(action, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))) : v,
  );
}

function count(tally: OddsTally, g: Played): void {
  tally.games++;
  // Every game's luck, an unfinished one's too (it counts as not won).
  if (g.luck) countLuck((tally.luck ??= emptyLuck(g.luck.length)), g.luck, g.won, g.lost);
  if (g.unfinished) {
    tally.unfinished++;
    return;
  }
  if (g.won) tally.wins++;
  if (g.lost) tally.losses = (tally.losses ?? 0) + 1;
  tally.casualties[g.casualties] = (tally.casualties[g.casualties] ?? 0) + 1;
  tally.turnsLeft[g.turnsLeft] = (tally.turnsLeft[g.turnsLeft] ?? 0) + 1;
}

/**
 * Plays samples `from` .. `to - 1` for each of `choices` (null: play on as the bot would; an
 * action: make that choice first, for the position's seat) and tallies each choice's games, and
 * how each pair of choices fared on the same deals.
 *
 * Playing on starts with the bot's own choice. When the bot drew nothing from the generator to make
 * it and it is one of the choices asked for, the play-on game is that choice's game move for move
 * (same deal, same generator after the first move): it is counted, not played twice.
 */
export function playSampleTallies(pos: OddsPosition, choices: readonly unknown[], seed: number, from: number, to: number): SampleTallies {
  const def = pos.module.definition;
  const support = pos.module.odds;
  if (!support) throw new Error(`${pos.module.catalog.name} offers no odds.`);
  const bots = oddsBots(pos);
  const ctx = botContext(def, pos.state, pos.seat);
  const startTurn = support.turn(pos.state);
  const tallies = choices.map(() => emptyTally());
  const keys = choices.map((c) => (c === null ? null : actionKey(c)));
  const playOnAt = choices.indexOf(null);
  // Pairs are kept among the choices proper (play-on is one of them, or settles with them).
  const actionAt = choices.map((_, c) => c).filter((c) => choices[c] !== null);
  const pairs = actionAt.length > 1 ? Array.from({ length: pairIndex(0, actionAt.length) }, emptyPair) : [];
  const toAct = def.result(pos.state) === null ? def.currentSeat(pos.state) : null;
  const games: (Played | null)[] = choices.map(() => null);
  for (let i = from; i < to; i++) {
    const dealer = seedRng(sampleSeed(seed, i));
    // A game whose unseen future is its dice deals them again from this sample's own seed.
    const dealt = support.newLuck ? reseedState(def, ctx.sample(dealer), nextUint32(dealer)) : ctx.sample(dealer);
    games.fill(null);
    choices.forEach((choice, c) => {
      if (choice === null) return;
      // Each choice plays on with the same generator from the same deal (common random numbers).
      const first = applyAction(def, dealt, pos.seat, choice);
      if (!first.ok) throw new Error(`The choice cannot be made here: ${first.error.message}`);
      const luck = newLuckSum(pos);
      addStepLuck(pos, luck, dealt, first.state);
      games[c] = playToEnd(pos, bots, first.state, { ...dealer }, 0, startTurn, luck);
    });
    if (playOnAt >= 0) {
      const rng = { ...dealer };
      let played: Played | null = null;
      if (toAct !== null && def.currentSeat(dealt) === toAct) {
        const step = botStep(def, dealt, toAct, bots[toAct] as Bot, rng);
        if (!step.ok) throw new Error(step.error.message);
        const same = toAct === pos.seat && sameRng(rng, dealer) ? keys.indexOf(actionKey(step.action)) : -1;
        const twin = same >= 0 ? games[same] : null;
        if (twin && !twin.unfinished) played = twin;
        else {
          const luck = newLuckSum(pos);
          addStepLuck(pos, luck, dealt, step.state);
          played = playToEnd(pos, bots, step.state, rng, 1, startTurn, luck);
        }
      } else {
        played = playToEnd(pos, bots, dealt, rng, 0, startTurn, newLuckSum(pos));
      }
      games[playOnAt] = played;
    }
    games.forEach((g, c) => count(tallies[c] as OddsTally, g as Played));
    for (let b = 1; b < actionAt.length; b++) {
      const gb = games[actionAt[b] as number] as Played;
      for (let a = 0; a < b; a++) {
        const ga = games[actionAt[a] as number] as Played;
        const p = pairs[pairIndex(a, b)] as PairTally;
        p.games++;
        if (ga.won && !gb.won) p.firstOnly++;
        else if (gb.won && !ga.won) p.secondOnly++;
      }
    }
  }
  return { tallies, pairs };
}

/** Each choice's tally of samples from..to-1 (see playSampleTallies). */
export function playSamples(pos: OddsPosition, choices: readonly unknown[], seed: number, from: number, to: number): OddsTally[] {
  return playSampleTallies(pos, choices, seed, from, to).tallies;
}

/** One tally of samples from..to-1 played on as the bots would (no choice first). */
export function playOn(pos: OddsPosition, seed: number, from: number, to: number): OddsTally {
  return addTally(emptyTally(), playSamples(pos, [null], seed, from, to)[0] as OddsTally);
}
