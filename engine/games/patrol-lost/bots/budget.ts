import { GOOD_GUYS } from '../tiles';
import type { PatrolLostState } from '../types';

/**
 * The hard computer's thinking budget, counted in work and never in time, so that the same seed and
 * actions always give the same game (sims and replays rely on it). One unit of work is one action
 * played inside an imagined game (a playout), and each playout and each sample of the pile add a few
 * more for copying and scoring the position (PLAYOUT_WORK, SAMPLE_WORK in halving.ts).
 *
 * A "computer turn" is every decision one side makes in one game turn: the Good Guys' up to ten moves
 * and attacks (and, later in that turn, driving Bad Guys off or choosing who is lost); the Bad Guys'
 * tile turns, three actions, fights and pushes. The bots keep no memory, so each decision works out
 * its share from the position alone: the turn's work is split into slots, one per decision the side
 * may still have to make this turn, weighted by how much the decision matters (and how wide it
 * usually is), and a decision spends its slot, less when it has few choices. The slots of the
 * heaviest turn a side can have add up to at most the turn's work (see `HEAVIEST` below), so a turn
 * stays within it whatever the order of its decisions.
 *
 * TURN_WORK was calibrated on this project's test machine: see the comments on WORK_PER_MS and it.
 */

/**
 * Work per millisecond of CPU time on this project's test machine (two cores shared with other
 * builds, load 6-9, 2026-12-01), the engine bundled as `npm run bench -- patrol-lost` runs it, at
 * the slow end. Calibration: hard played hard over the bench's seeds (101-112) with the turn's work
 * at 30,000 to 60,000; each whole computer turn's CPU time (its searches and the rules pipeline) was
 * divided into the work it spent. Of the turns spending over half the work, the median ran at about
 * 375 units a millisecond, the slowest 5% under 255, the slowest 1% under 210 (late in a game, with
 * a big map to look over at every action). WORK_PER_MS is set below that.
 */
export const WORK_PER_MS = 170;

/** Of the 200 ms budget, what the turn's work may fill at the slow rate above: the rest is the safety margin. */
const FILL = 0.88;

/**
 * Work one hard computer turn may spend: 200 ms (DESIGN.md's budget for a Patrol: Lost! computer
 * turn) at WORK_PER_MS, less a margin, so 29,920. The margin is for garbage collection: now and
 * then one decision takes 50-100 ms more than its work accounts for. The heaviest turns spend about
 * 85% of the work (ten wide Good Guy moves); at the slowest 1% rate that is about 120 ms. Measured
 * at this value over twelve games: the slowest turn 151 ms (one decision of it, 450 units, took 103 ms),
 * the next 107 ms; with the work at 34,000 the bench's slowest turn was 190 ms, too near the budget.
 */
export const TURN_WORK = Math.round(200 * WORK_PER_MS * FILL);

/** Shares of the turn's work by kind of decision (fractions of TURN_WORK, per decision). */
export interface Shares {
  /** A Good Guy move or attack: the Good Guy phase's share over two actions per Good Guy alive. */
  goodPhase: number;
  /** Driving Bad Guys off, or choosing who is lost (at most ten in a turn: five fights, five losses). */
  goodAfter: number;
  /** Turning a drawn tile (two ways, nearly always). */
  orient: number;
  /** A Bad Guy action (three a turn). */
  badPhase: number;
  /** Choosing the next fight or holding back (at most five fights). */
  fight: number;
  /** Pushing the Good Guys back after a fight won (at most five). */
  pushGood: number;
}

/** Tile turns budgeted for in one turn (the most seen in 300 games was six; a seventh still fits, see HEAVIEST). */
export const ORIENTS = 6;
/** Fights in a turn at most: one per tile holding Good Guys. */
const FIGHTS = GOOD_GUYS.length;

/**
 * The Bad Guys' shares were set by play, not by width: with a Bad Guy action given 0.2 of the turn,
 * the hard Bad Guys let 37.5% of 1,000 games against easy Good Guys run to the turn limit. More
 * thinking at their actions made them weaker there (100 games from seed 1, an action at 0.2 / 0.14 /
 * 0.1: 51 / 64 / 69 wins), as a sharper search plays harder for the fitted score of the position,
 * which counts a stalemate as theirs. towardDraw (evaluate.ts) mends the score (0.2: 51 -> 65 wins),
 * and 0.1 was still the best with it (300 games from seed 2001: 80.3% at 0.1, 76.0% at 0.07). What the actions
 * leave goes to the fights (0.03 -> 0.075) and tile turns (0.02 -> 0.03), where more work measured no
 * worse (0.1 a fight: 78.7%; 0.015 a tile turn: 80.3%, 0.03: 79.3%, all within the noise).
 */
export const SHARES: Shares = {
  goodPhase: 0.85,
  goodAfter: 0.015,
  orient: 0.03,
  badPhase: 0.1,
  fight: 0.075,
  pushGood: 0.02,
};

/** The heaviest turn each side can have, as a fraction of TURN_WORK (the tests check it is at most 1). */
export const HEAVIEST = {
  good: SHARES.goodPhase + 2 * FIGHTS * SHARES.goodAfter,
  bad: ORIENTS * SHARES.orient + 3 * SHARES.badPhase + FIGHTS * (SHARES.fight + SHARES.pushGood),
};

/** Choices from which a decision gets its whole slot; narrower ones get part of it (two ways: half). */
export const FULL_WIDTH = 4;

/**
 * The work a decision of `seat` in `s` (a sample the seat may see: only public parts are read) with
 * `choices` legal actions may spend, out of a turn of `turnWork`. Nothing for a forced decision.
 */
export function decisionWork(s: PatrolLostState, seat: number, choices: number, turnWork: number): number {
  if (choices <= 1) return 0;
  const p = s.pending;
  let share: number;
  if (p) {
    if (p.kind === 'orient') share = SHARES.orient;
    else if (p.kind === 'push-good') share = SHARES.pushGood;
    else share = SHARES.goodAfter;
  } else if (s.phase === 'good') {
    const alive = s.goods.filter((c) => c >= 0).length;
    share = SHARES.goodPhase / (2 * Math.max(1, alive));
  } else if (s.phase === 'bad') share = SHARES.badPhase;
  else if (s.phase === 'attack') share = SHARES.fight;
  else share = seat === 0 ? SHARES.goodAfter : SHARES.pushGood;
  return Math.floor(turnWork * share * Math.min(1, choices / FULL_WIDTH));
}
