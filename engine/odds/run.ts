/**
 * The odds of a position, refined chunk by chunk until each figure is as sure as asked: the chance
 * to win playing on as the strongest bot would, and, when asked, the chance after each choice the
 * seat has. OddsRun hands out chunks of sample numbers and takes their tallies back IN ORDER, so a
 * run split over worker threads gives exactly the figures of the same run played on one thread.
 */
import type { BaseState } from '../core/contract';
import { pairIndex, playSampleTallies, type OddsPosition, type SampleTallies } from './sample';
import { addTally, chanceOf, emptyPair, emptyTally, gamesNeeded, leadOf, lossChanceOf, lossSide, type Chance, type Lead, type OddsTally, type PairTally } from './tally';

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
  /** Samples per chunk once the first figures are in (default 100). */
  chunk?: number;
  /**
   * Samples in the first chunk (default 8); each next chunk doubles up to `chunk`. The first figure
   * comes back after a few games, however many choices there are, and refines from there.
   */
  firstChunk?: number;
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
  /**
   * How much more often the first choice (the best so far) wins than the second, on the same deals,
   * with its 95% margin; null with fewer than two choices.
   */
  lead: Lead | null;
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
  /** Choice targets compared on the same deals: pairs[pairIndex(a - 1, b - 1)] for targets 1 <= a < b. */
  private readonly pairs: PairTally[];
  /** Targets whose figure is settled: once settled, a figure takes no more games (whatever comes back late). */
  private readonly settled: boolean[];
  private readonly margin: number;
  private readonly minGames: number;
  private readonly maxGames: number;
  private readonly chunk: number;
  private readonly firstChunk: number;
  private nextIndex = 0;
  private nextFrom = 0;
  /** The next chunk index to be added; later ones wait in `early`. */
  private merged = 0;
  private readonly early = new Map<number, SampleTallies>();
  private readonly sent = new Map<number, number[]>();

  constructor(
    readonly position: OddsPosition<S>,
    readonly options: OddsOptions,
  ) {
    const def = position.module.definition;
    const toAct = def.result(position.state) === null ? def.currentSeat(position.state) : null;
    const offersChoices = position.module.odds?.choices !== false;
    this.actions = options.choices && offersChoices && toAct === position.seat ? (def.legalActions(position.state, position.seat) as A[]) : [];
    this.targets = [null, ...this.actions];
    this.tallies = this.targets.map(() => emptyTally());
    this.pairs = Array.from({ length: pairIndex(0, this.actions.length) }, emptyPair);
    this.settled = this.targets.map(() => false);
    this.margin = options.margin ?? 0.01;
    this.minGames = options.minGames ?? 200;
    this.maxGames = options.maxGames ?? 40_000;
    this.chunk = options.chunk ?? position.module.odds?.chunk ?? 100;
    this.firstChunk = Math.min(this.chunk, options.firstChunk ?? 8);
  }

  /** The samples of chunk `index`: firstChunk, doubling up to `chunk` (fixed by the index alone, so by no timing). */
  private chunkSize(index: number): number {
    return Math.min(this.chunk, this.firstChunk * 2 ** Math.min(index, 30));
  }

  private open(t: number): boolean {
    if (this.settled[t]) return false;
    const tally = this.tallies[t] as OddsTally;
    if (tally.games < this.minGames) return true;
    if (tally.games >= this.maxGames) return false;
    if (this.position.module.definition.result(this.position.state) !== null) return false;
    return chanceOf(tally).margin > this.margin || (this.twoSided(t) && lossChanceOf(tally).margin > this.margin);
  }

  /** The position's own figure in a two-sided game: each side's chance is shown, so each is refined to the margin. */
  private twoSided(t: number): boolean {
    return t === 0 && this.position.module.definition.seats.max === 2;
  }

  private openTargets(): number[] {
    return this.targets.map((_, t) => t).filter((t) => this.open(t));
  }

  /** The next chunk to play, or null when every figure is settled (or all are already out). */
  next(): OddsChunk | null {
    const targets = this.openTargets();
    if (targets.length === 0) return null;
    const index = this.nextIndex++;
    const c: OddsChunk = { index, from: this.nextFrom, to: this.nextFrom + this.chunkSize(index), targets };
    this.nextFrom = c.to;
    this.sent.set(c.index, targets);
    return c;
  }

  /** Plays a chunk here (one thread: tests, or a host without workers). */
  play(c: OddsChunk): SampleTallies {
    return playSampleTallies(this.position, c.targets.map((t) => this.targets[t] ?? null), this.options.seed, c.from, c.to);
  }

  /**
   * Takes a chunk's tallies (one per target of the chunk, and its pairs of choices). Chunks are
   * added in their order; a figure settled by an earlier chunk takes nothing more (and stays
   * settled), so the result does not depend on timing.
   */
  add(index: number, got: SampleTallies): void {
    this.early.set(index, got);
    for (let next = this.early.get(this.merged); next !== undefined; next = this.early.get(this.merged)) {
      this.merge(this.sent.get(this.merged) ?? [], next);
      this.early.delete(this.merged);
      this.sent.delete(this.merged);
      this.merged++;
    }
  }

  private merge(targets: readonly number[], got: SampleTallies): void {
    const taking = targets.map((t) => this.open(t));
    targets.forEach((t, k) => {
      if (taking[k]) addTally(this.tallies[t] as OddsTally, got.tallies[k] as OddsTally);
    });
    // The chunk's choices (targets past 0), in the chunk's order: its pairs are indexed by these places.
    const places = targets.map((t, k) => ({ t, k })).filter((x) => x.t > 0);
    for (let b = 1; b < places.length; b++) {
      for (let a = 0; a < b; a++) {
        const pa = places[a] as { t: number; k: number };
        const pb = places[b] as { t: number; k: number };
        if (!taking[pa.k] || !taking[pb.k]) continue;
        const from = got.pairs[pairIndex(a, b)];
        if (!from) continue;
        // Targets go out in increasing order, so pa.t < pb.t.
        const into = this.pairs[pairIndex(pa.t - 1, pb.t - 1)] as PairTally;
        into.games += from.games;
        into.firstOnly += from.firstOnly;
        into.secondOnly += from.secondOnly;
      }
    }
    for (const t of targets) if (!this.settled[t] && !this.open(t)) this.settled[t] = true;
  }

  /** The lead of choice target a over choice target b on the games both were played on. */
  private leadOver(a: number, b: number): Lead {
    if (a < b) return leadOf(this.pairs[pairIndex(a - 1, b - 1)] as PairTally);
    const p = this.pairs[pairIndex(b - 1, a - 1)] as PairTally;
    return leadOf({ games: p.games, firstOnly: p.secondOnly, secondOnly: p.firstOnly });
  }

  /** True once every figure is settled: nothing more will be handed out, and no chunk still out can change a figure. */
  get decided(): boolean {
    return this.openTargets().length === 0;
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
    const ranked = this.actions
      .map((action, k) => ({ target: k + 1, choice: { action, tally: this.tallies[k + 1] as OddsTally, ...chanceOf(this.tallies[k + 1] as OddsTally) } }))
      .sort((a, b) => b.choice.chance - a.choice.chance);
    const choices = ranked.map((r) => r.choice);
    const lead = ranked.length > 1 ? this.leadOver((ranked[0] as { target: number }).target, (ranked[1] as { target: number }).target) : null;
    let progress = 0;
    this.tallies.forEach((t, i) => {
      const needed = this.twoSided(i) ? Math.max(gamesNeeded(t, this.margin), gamesNeeded(lossSide(t), this.margin)) : gamesNeeded(t, this.margin);
      const need = this.open(i) ? Math.min(this.maxGames, Math.max(this.minGames, needed)) : t.games;
      progress += need === 0 ? 1 : Math.min(1, t.games / need);
    });
    const done = this.openTargets().length === 0;
    return { ...chanceOf(overall), tally: overall, choices, lead, progress: done ? 1 : Math.min(0.99, progress / this.tallies.length), done };
  }
}
