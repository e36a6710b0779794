/**
 * The veteran: the strongest Combat Patrol! computer. At each decision of its own that starts or
 * continues an activation it lists the choices that matter (veteran-choices.ts: the tactical bot's
 * pick, its best shots, arcs and grenade points, its best moves and runs, ending the activation)
 * and plays each on in imagined battles: the rest of the activation and the enemy's next one (the
 * reply it invites), both sides played by the tactical bot, then scores the position with the
 * tactical bot's measures (veteran-eval.ts). Sequential halving, as Patrol: Lost!'s search levels:
 * each round plays every choice still in on the same imagined dice, drops the worse half, and gives
 * the survivors more. Answers to questions (snap fire, scatter, where a runner stops) and the
 * deployment are the tactical bot's.
 *
 * Its dice: nothing on the table is hidden but the dice still to roll. Each imagined battle starts
 * from the position with its dice dealt afresh (the game's `reseed`, as the battle odds do) from a
 * seed made of the position's public data (the men, the turn, the actions so far) and the sample's
 * number, never from the game's generator; every choice meets the same samples (common luck), so
 * they are compared on equal terms. Its work is counted in imagined battles, never in time: the same
 * seed and actions give the same battle, on any machine.
 */
import type { Bot, BotContext, GameDefinition } from '../../../core/contract';
import { reseedState } from '../../../core/reseed';
import { seedRng, type RngState } from '../../../core/rng';
import { legalActions } from '../battle/legal';
import { MAX_WHY } from '../battle/parse';
import { sideOf, type CombatPatrolAction, type CombatPatrolState, type CombatPatrolView, type Soldier } from '../battle/types';
import type { Side } from '../types';
import { explainChoice, reasonFor } from './tactical-explain';
import { tacticalChoice } from './tactical';
import { activationChoices, choiceKey, continueChoices } from './veteran-choices';
import { positionValue } from './veteran-eval';

/** The tactical bot's care for its own, kept as it is: first aid to the critically wounded, a wounded man's tests, reloading the gun. */
const CARE = new Set(['first-aid', 'activate', 'reload', 'help-reload']);

export interface VeteranOptions {
  /** Imagined battles the decision that starts an activation plays in all (a fixed count: the same work every time). */
  budget: number;
  /**
   * The same for the decision in the middle of an activation (a second shot, a move, or ending it:
   * fewer choices), so a whole activation stays within a second on one core (`npm run bench -- veteran`).
   */
  continueBudget: number;
  /** The most choices weighed at once (the tactical pick among them). */
  keep: number;
  /** The most steps an imagined battle plays past the choice (a safety net; the reply ends it sooner). */
  horizon: number;
  /**
   * What the tactical pick is given before the samples speak (in men of full strength): another choice
   * must beat it by more than this, so a near tie over a few dozen samples does not overturn it.
   */
  trust: number;
}

export const VETERAN: VeteranOptions = { budget: 80, continueBudget: 48, keep: 6, horizon: 24, trust: 0.08 };

type Def = GameDefinition<CombatPatrolState, CombatPatrolAction>;

/** FNV-1a over a string: the public seed of a position. */
function hash(text: string, h = 0x811c9dc5): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** What every seat sees of the position, as a seed: the men as they stand, the turn, the activation, the actions so far. */
export function publicSeed(s: CombatPatrolState): number {
  return hash(JSON.stringify([s.actionCount, s.turn, s.toAct, s.activation, s.soldiers]));
}

/** The seed of imagined battle `j` from a position whose public seed is `base`. */
export function sampleSeed(base: number, j: number): number {
  return (Math.imul(base ^ 0x2545f491, 0x9e3779b1) + Math.imul(j + 1, 0x85ebca6b)) >>> 0;
}

/**
 * What the searches have worked out, by position as every seat sees it (the men, the activation, a
 * question, the turn): a shot that misses leaves the table as it was, so many imagined battles
 * meet the same positions, and the tactical bot's choice there (which reads nothing else) and the
 * score of an end are worked out once. A pure store: a choice that drew on the imagined battle's
 * own dice (a die typed in, a pick at random) is never kept, so what it answers is what working it
 * out afresh would give, and one search's answer never depends on what came before it.
 */
export interface Memo {
  choice(s: CombatPatrolState, rng: RngState, make: () => CombatPatrolAction): CombatPatrolAction;
  value(s: CombatPatrolState, side: Side, make: () => number): number;
}

/** Positions a memo keeps before it starts afresh (a key runs to under a kilobyte: a few tens of megabytes at most). */
export const MEMO_KEPT = 20_000;

/**
 * A man as the choices and the score read him: where he stands and faces, his state, his marks, his
 * ammunition, gun and critical wound. Not his tally of shots and hits (every shot, even a miss, adds
 * to it, so keeping it would make every position after a miss new), nor his name or record.
 */
function manKey(m: Soldier): string {
  const ammo = Object.keys(m.ammo).length === 0 ? '' : JSON.stringify(m.ammo);
  const gun = m.gun ? JSON.stringify(m.gun) : '';
  const crit = m.critical ? JSON.stringify(m.critical) : '';
  return `${m.id}@${m.x},${m.y},${m.facing}|${m.condition}${+m.pinned}${+m.suppressed}${+m.activated}${+m.onHold}${+m.dragged}${m.wounds.length}|${ammo}|${gun}|${crit}`;
}

/** The position as the tactical bot and the score read it (veteran.test.ts: the same choices and scores as with every field). */
export function tableKey(s: CombatPatrolState): string {
  const q = s.pending?.question;
  const a = s.activation;
  let k = `${s.turn}|${s.phase}|${s.toAct}|${a ? `${a.soldier},${+a.fired}${+a.moved}${a.reloadHalves}` : '-'}|${q ? JSON.stringify(q) : '-'}`;
  for (const m of s.soldiers) k += `;${manKey(m)}`;
  return k;
}

export function newMemo(): Memo {
  const choices = new Map<string, CombatPatrolAction>();
  const values = new Map<string, number>();
  return {
    choice(s, rng, make) {
      // A die to type in is drawn from the imagined battle's own stream: never kept.
      if (s.pending?.question.kind === 'dice') return make();
      const k = tableKey(s);
      const known = choices.get(k);
      if (known !== undefined) return known;
      const { a, b, c, d } = rng;
      const made = make();
      if (rng.a === a && rng.b === b && rng.c === c && rng.d === d) {
        if (choices.size >= MEMO_KEPT) choices.clear();
        choices.set(k, made);
      }
      return made;
    },
    value(s, side, make) {
      const k = `${side}|${s.outcome?.winner ?? '-'}|${tableKey(s)}`;
      let v = values.get(k);
      if (v === undefined) {
        v = make();
        if (values.size >= MEMO_KEPT) values.clear();
        values.set(k, v);
      }
      return v;
    },
  };
}

/** The memo of one battle's table (its scenario, house rules and settings), kept from one search to the next. */
const battleMemos = new WeakMap<object, { rules: object; battle: object; memo: Memo }>();

export function battleMemo(s: CombatPatrolState): Memo {
  const known = battleMemos.get(s.scenario);
  if (known && known.rules === s.rules && known.battle === s.battle) return known.memo;
  const memo = newMemo();
  battleMemos.set(s.scenario, { rules: s.rules, battle: s.battle, memo });
  return memo;
}

/**
 * One imagined battle: `action` made by `side` in `start` with its dice dealt from `seed`, then the
 * tactical bot on both sides until the activation after this one is over (or the battle, or
 * `horizon` steps); its worth to `side`.
 */
export function playout(def: Def, start: CombatPatrolState, side: Side, action: CombatPatrolAction, seed: number, horizon: number, memo: Memo = newMemo()): number {
  const seat = side === 'US' ? 0 : 1;
  const first = def.checkApply!(reseedState(def, start, seed), action, seat);
  if (!first.ok) return -Infinity;
  let s = first.state;
  const rng = seedRng(seed ^ 0x6a09e667);
  // Activations over since the choice: its own (when it ends) and the reply.
  let ended = 0;
  for (let step = 0; step < horizon && s.phase !== 'over'; step++) {
    if (!s.activation && !s.pending && ++ended >= 2) break;
    const who = def.currentSeat(s);
    if (who === null) break;
    const here = s;
    const a = memo.choice(here, rng, () => tacticalChoice(here, sideOf(who), rng, () => legalActions(here, who)));
    const next = def.checkApply!(here, a, who);
    if (!next.ok) break;
    s = next.state;
  }
  const end = s;
  return memo.value(end, side, () => positionValue(end, side));
}

export interface Weighed {
  action: CombatPatrolAction;
  /** Imagined battles it was played in. */
  samples: number;
  /** Its mean worth over them. */
  value: number;
}

export interface VeteranSearch {
  action: CombatPatrolAction;
  /** The choices of the last round, best first. */
  ranked: Weighed[];
  /** How many choices were weighed at the start. */
  choices: number;
  /** Imagined battles played in all. */
  samples: number;
  /** The tactical bot's own pick. */
  tactical: CombatPatrolAction;
}

/**
 * The veteran's search at a decision that starts or continues an activation of `side`: sequential
 * halving over the choices, `opts.budget` imagined battles in all (`continueBudget` mid-activation), each round's choices on the same
 * samples. Pure: the same position gives the same answer, whatever the game's generator holds.
 */
export function veteranSearch(def: Def, s: CombatPatrolState, side: Side, opts: VeteranOptions = VETERAN, memo: Memo = battleMemo(s)): VeteranSearch {
  const base = publicSeed(s);
  const seat = side === 'US' ? 0 : 1;
  const tactical = tacticalChoice(s, side, seedRng(base), () => legalActions(s, seat));
  const care = !s.activation && CARE.has(tactical.type);
  const list = care ? [tactical] : s.activation ? continueChoices(s, side, tactical, opts.keep) : activationChoices(s, side, tactical, opts.keep);
  if (list.length <= 1) return { action: tactical, ranked: [{ action: tactical, samples: 0, value: 0 }], choices: 1, samples: 0, tactical };
  const mine = choiceKey(tactical);
  let alive = list.map((action) => ({ action, total: 0, n: 0, bonus: choiceKey(action) === mine ? opts.trust : 0 }));
  const mean = (c: { total: number; n: number; bonus: number }): number => c.total / c.n + c.bonus;
  const rounds = Math.ceil(Math.log2(alive.length));
  const budget = s.activation ? opts.continueBudget : opts.budget;
  let j = 0;
  let spent = 0;
  for (let r = 0; r < rounds && alive.length > 1; r++) {
    // What is left of the budget, shared among the rounds still to play (a round's leftover goes to the next).
    const samples = Math.max(1, Math.floor((budget - spent) / (rounds - r) / alive.length));
    for (let k = 0; k < samples; k++, j++) {
      const seed = sampleSeed(base, j);
      for (const c of alive) {
        c.total += playout(def, s, side, c.action, seed, opts.horizon, memo);
        c.n++;
        spent++;
      }
    }
    // Stable: between equal means the earlier choice (the tactical pick first) stays ahead.
    alive.sort((a, b) => mean(b) - mean(a));
    if (r < rounds - 1) alive = alive.slice(0, Math.ceil(alive.length / 2));
  }
  const ranked = alive.map((c) => ({ action: c.action, samples: c.n, value: c.total / c.n }));
  return { action: (ranked[0] as Weighed).action, ranked, choices: list.length, samples: spent, tactical };
}

/** True at a decision the veteran searches: its own activation to start or continue (not a question, not the deployment). */
function searches(s: CombatPatrolState): boolean {
  return s.phase === 'battle' && !s.pending;
}

/** The last search, by position: `explain` (asked right after `choose`, with the same context) reads it instead of searching again. */
const lastSearch = new WeakMap<CombatPatrolState, VeteranSearch>();

function searchAt(ctx: BotContext<CombatPatrolState, CombatPatrolAction>, s: CombatPatrolState): VeteranSearch {
  const known = lastSearch.get(s);
  if (known) return known;
  const r = veteranSearch(ctx.def as Def, s, sideOf(ctx.seat));
  lastSearch.set(s, r);
  return r;
}

/** The search in words, after the tactical reason: "(chosen over 6 others by 80 sampled outcomes ...)". */
export function searchWords(r: VeteranSearch): string {
  if (r.samples === 0) return '';
  const others = r.choices - 1;
  const next = r.ranked[1];
  const lead = next ? (r.ranked[0] as Weighed).value - next.value : 0;
  // Kept over a near tie: the tactical pick stays unless another does clearly better (VeteranOptions.trust).
  const edge = !next ? '' : lead >= 0.005 ? `, ahead of the next best by ${lead.toFixed(2)} of a man's worth` : ', as good as the best of the others';
  return ` (Chosen over ${others} other${others === 1 ? '' : 's'} by ${r.samples} sampled outcomes, played on to the enemy's reply${edge}.)`;
}

export const veteranBot: Bot<CombatPatrolView, CombatPatrolAction, CombatPatrolState> = {
  name: 'veteran',
  description: `Plays like a veteran: weighs the tactical choices (targets, arcs, grenades, moves) by playing each on past the enemy's reply with fresh dice, up to ${VETERAN.budget + VETERAN.continueBudget} imagined outcomes an activation, and says why.`,
  readsView: false,
  // It lists the legal actions only when the tactical bot needs them (a die to type in): the driver need not.
  readsLegal: false,
  choose(_view, _legal, rng, ctx) {
    const s = ctx.sample(rng);
    if (!searches(s)) return tacticalChoice(s, sideOf(ctx.seat), rng, () => legalActions(s, ctx.seat));
    return searchAt(ctx, s).action;
  },
  // Nothing on a skirmish table is hidden: the sample is the position itself, so its words tell no secret.
  explain(action, ctx) {
    const s = ctx.sample(seedRng(0));
    if (!searches(s)) return reasonFor(s, action);
    const r = searchAt(ctx, s);
    if (choiceKey(r.action) !== choiceKey(action)) return reasonFor(s, action);
    const tail = searchWords(r);
    const words = explainChoice(s, action);
    return words.length + tail.length <= MAX_WHY ? words + tail : `${words.slice(0, MAX_WHY - tail.length - 1)}…${tail}`;
  },
};
