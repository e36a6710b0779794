/**
 * The odds of a position, refined chunk by chunk until each figure is as sure as asked: the chance
 * to win playing on as the strongest bot would, and, when asked, the chance after each choice the
 * seat has. OddsRun hands out chunks of sample numbers and takes their tallies back IN ORDER, so a
 * run split over worker threads gives exactly the figures of the same run played on one thread.
 */
import type { BaseState } from '../core/contract';
import { playSamples, type OddsPosition } from './sample';
import { addTally, chanceOf, emptyTally, gamesNeeded, type Chance, type OddsTally } from './tally';

export interface OddsOptions {
  /** The sampler's seed: same seed, same position (as the seat knows it), same figures. */
  seed: number;
  /** Stop refining a figure once its 95% margin is at most this (default 0.01: +/-1%). */
  margin?: number;
  /** Games each figure plays at least (default 200). */
  minGames?: number;
  /** Games each figure plays at most, however unsure (default 40,000). */
  maxGames?: number;
  /** Also the chance after each of the seat's choices (default false). */
  choices?: boolean;
  /** Samples per chunk (default 100). */
  chunk?: number;
}

export interface ChoiceOdds<A = unknown> extends Chance {
  action: A;
  tally: OddsTally;
}

export interface OddsReport<A = unknown> extends Chance {
  /** The games played on from the position, as the strongest bot would. */
  tally: OddsTally;
  /** Each of the seat's choices, best first (empty unless asked and it is the seat's decision). */
  choices: ChoiceOdds<A>[];
  /** 0..1: how far the run is towards its margin. */
  progress: number;
  /** True once every figure is within its margin or at its game limit. */
  done: boolean;
}

/** A chunk of work: samples from..to-1 for the listed targets (0: play on; k: choice k-1). */
export interface OddsChunk {
  index: number;
  from: number;
  to: number;
  targets: number[];
}

export class OddsRun<S extends BaseState = any, A = unknown> {
  readonly actions: A[];
  /** What each target plays: null for "play on", else the choice. */
  readonly targets: (A | null)[];
  private readonly tallies: OddsTally[];
  private readonly margin: number;
  private readonly minGames: number;
  private readonly maxGames: number;
  private readonly chunk: number;
  private nextIndex = 0;
  private nextFrom = 0;
  /** The next chunk index to be added; later ones wait in `early`. */
  private merged = 0;
  private readonly early = new Map<number, OddsTally[]>();
  private readonly sent = new Map<number, number[]>();

  constructor(
    readonly position: OddsPosition<S>,
    readonly options: OddsOptions,
  ) {
    const def = position.module.definition;
    const toAct = def.result(position.state) === null ? def.currentSeat(position.state) : null;
    this.actions = options.choices && toAct === position.seat ? (def.legalActions(position.state, position.seat) as A[]) : [];
    this.targets = [null, ...this.actions];
    this.tallies = this.targets.map(() => emptyTally());
    this.margin = options.margin ?? 0.01;
    this.minGames = options.minGames ?? 200;
    this.maxGames = options.maxGames ?? 40_000;
    this.chunk = options.chunk ?? 100;
  }

  private open(t: number): boolean {
    const tally = this.tallies[t] as OddsTally;
    if (tally.games < this.minGames) return true;
    if (tally.games >= this.maxGames) return false;
    if (this.position.module.definition.result(this.position.state) !== null) return false;
    return chanceOf(tally).margin > this.margin;
  }

  private openTargets(): number[] {
    return this.targets.map((_, t) => t).filter((t) => this.open(t));
  }

  /** The next chunk to play, or null when every figure is settled (or all are already out). */
  next(): OddsChunk | null {
    const targets = this.openTargets();
    if (targets.length === 0) return null;
    const c: OddsChunk = { index: this.nextIndex++, from: this.nextFrom, to: this.nextFrom + this.chunk, targets };
    this.nextFrom = c.to;
    this.sent.set(c.index, targets);
    return c;
  }

  /** Plays a chunk here (one thread: tests, or a host without workers). */
  play(c: OddsChunk): OddsTally[] {
    return playSamples(this.position, c.targets.map((t) => this.targets[t] ?? null), this.options.seed, c.from, c.to);
  }

  /**
   * Takes a chunk's tallies (one per target of the chunk). Chunks are added in their order; a
   * figure settled by an earlier chunk takes nothing more, so the result does not depend on timing.
   */
  add(index: number, tallies: OddsTally[]): void {
    this.early.set(index, tallies);
    for (let got = this.early.get(this.merged); got !== undefined; got = this.early.get(this.merged)) {
      const targets = this.sent.get(this.merged) ?? [];
      targets.forEach((t, k) => {
        if (this.open(t)) addTally(this.tallies[t] as OddsTally, got[k] as OddsTally);
      });
      this.early.delete(this.merged);
      this.sent.delete(this.merged);
      this.merged++;
    }
  }

  /** True when every chunk handed out has been added. */
  get idle(): boolean {
    return this.sent.size === 0;
  }

  /** Runs to the end on this thread. */
  runHere(): OddsReport<A> {
    for (let c = this.next(); c !== null; c = this.next()) this.add(c.index, this.play(c));
    return this.report();
  }

  report(): OddsReport<A> {
    const overall = this.tallies[0] as OddsTally;
    const choices = this.actions
      .map((action, k) => ({ action, tally: this.tallies[k + 1] as OddsTally, ...chanceOf(this.tallies[k + 1] as OddsTally) }))
      .sort((a, b) => b.chance - a.chance);
    let progress = 0;
    this.tallies.forEach((t, i) => {
      const need = this.open(i) ? Math.min(this.maxGames, Math.max(this.minGames, gamesNeeded(t, this.margin))) : t.games;
      progress += need === 0 ? 1 : Math.min(1, t.games / need);
    });
    const done = this.openTargets().length === 0;
    return { ...chanceOf(overall), tally: overall, choices, progress: done ? 1 : Math.min(0.99, progress / this.tallies.length), done };
  }
}
