/**
 * The games behind the odds: from a position, deal what the seat cannot know again from what is
 * left (the game's `redeal`, through the gate's botContext: the same sampler the computer players
 * use, never the real order), optionally make one choice, and play on with each seat's strongest
 * bot through the one bot driver. Sample i is dealt from its own seeded generator, so the games do
 * not depend on who plays them or in what order, and every choice is tried on the same deals.
 */
import { botStep } from '../bots/step';
import type { BaseState, Bot, GameModule, Seat } from '../core/contract';
import { botContext } from '../core/gate';
import { applyAction } from '../core/pipeline';
import { seedRng } from '../core/rng';
import { addTally, emptyTally, type OddsTally } from './tally';

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

/**
 * Plays samples `from` .. `to - 1` for each of `choices` (null: play on as the bot would; an
 * action: make that choice first, for the position's seat) and tallies each choice's games.
 */
export function playSamples(pos: OddsPosition, choices: readonly unknown[], seed: number, from: number, to: number): OddsTally[] {
  const def = pos.module.definition;
  const support = pos.module.odds;
  if (!support) throw new Error(`${pos.module.catalog.name} offers no odds.`);
  const bots = oddsBots(pos);
  const ctx = botContext(def, pos.state, pos.seat);
  const startTurn = support.turn(pos.state);
  const tallies = choices.map(() => emptyTally());
  for (let i = from; i < to; i++) {
    const dealer = seedRng(sampleSeed(seed, i));
    const dealt = ctx.sample(dealer);
    choices.forEach((choice, c) => {
      // Each choice plays on with the same generator from the same deal (common random numbers).
      const rng = { ...dealer };
      let state = dealt;
      const tally = tallies[c] as OddsTally;
      if (choice !== null) {
        const first = applyAction(def, state, pos.seat, choice);
        if (!first.ok) throw new Error(`The choice cannot be made here: ${first.error.message}`);
        state = first.state;
      }
      let steps = 0;
      let result = def.result(state);
      for (let seat = def.currentSeat(state); seat !== null && result === null; seat = def.currentSeat(state)) {
        if (steps++ >= MAX_STEPS) break;
        const step = botStep(def, state, seat, bots[seat] as Bot, rng);
        if (!step.ok) throw new Error(step.error.message);
        state = step.state;
        result = step.result;
      }
      tally.games++;
      if (result === null) {
        tally.unfinished++;
        return;
      }
      if (result.winner === pos.seat) tally.wins++;
      const cas = support.casualties(state);
      tally.casualties[cas] = (tally.casualties[cas] ?? 0) + 1;
      const left = support.turn(state) - startTurn;
      tally.turnsLeft[left] = (tally.turnsLeft[left] ?? 0) + 1;
    });
  }
  return tallies;
}

/** One tally of samples from..to-1 played on as the bots would (no choice first). */
export function playOn(pos: OddsPosition, seed: number, from: number, to: number): OddsTally {
  return addTally(emptyTally(), playSamples(pos, [null], seed, from, to)[0] as OddsTally);
}
