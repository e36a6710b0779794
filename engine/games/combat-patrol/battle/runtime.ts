/**
 * How a step runs. Rules are written as straight-line procedures that roll dice and ask questions
 * through a `Ctx`. A step that needs a decision (a die typed in from a real table, a scatter
 * direction, a snap shot) stops: the state keeps the step's starting point (`pending.base`), the
 * action and the inputs given so far (`tape`), and shows what happened up to the question. When the
 * answer comes, the step is run again from its starting point with one more input on the tape:
 * the same dice (the generator's state is part of the starting point, or the typed values are on
 * the tape), the same answers, so the same result. Nothing outside the tape and the base decides.
 */
import type { Seat } from '../../../core/contract';
import { Draft } from '../../../core/draft';
import type { TerrainIndex, Vec } from '../../../geometry';
import { terrainIndexOf } from '../measure';
import { rollDice, type DieKind } from '../rules/dice';
import type { Scenario } from '../types';
import type { RngState } from '../../../core/rng';
import type { CombatPatrolEvent } from '../events';
import type { CombatPatrolState, DiceRecord, Input, InternalAction, Question, Soldier } from './types';

/** Thrown inside a step when the next input is not on the tape yet. */
export class NeedInput {
  constructor(readonly question: Question) {}
}

/** The terrain of a scenario, indexed once per scenario object (states share it). */
const terrainCache = new WeakMap<Scenario, TerrainIndex>();

export function terrainOf(s: Pick<CombatPatrolState, 'scenario'>): TerrainIndex {
  let index = terrainCache.get(s.scenario);
  if (!index) {
    index = terrainIndexOf(s.scenario);
    terrainCache.set(s.scenario, index);
  }
  return index;
}

/**
 * A soldier's copy for a step to change: a literal naming every field (one fixed shape, which V8
 * copies several times faster than a spread; a step copies a soldier each time it first touches
 * him). The type lists every key of Soldier as required (bar `startedAs`, copied only when present), so a field added to Soldier and not
 * copied here fails the typecheck.
 */
export function cloneSoldier(m: Soldier): Soldier {
  const c: { [K in keyof Required<Omit<Soldier, 'startedAs'>>]: Soldier[K] } & Pick<Soldier, 'startedAs'> = {
    id: m.id,
    name: m.name,
    side: m.side,
    experience: m.experience,
    accuracy: m.accuracy,
    weaponId: m.weaponId,
    nco: m.nco,
    medic: m.medic,
    squadId: m.squadId,
    x: m.x,
    y: m.y,
    facing: m.facing,
    condition: m.condition,
    pinned: m.pinned,
    suppressed: m.suppressed,
    activated: m.activated,
    onHold: m.onHold,
    dragged: m.dragged,
    ammo: { ...m.ammo },
    gun: m.gun ? { ...m.gun } : null,
    critical: m.critical ? { ...m.critical } : null,
    wounds: m.wounds.slice(),
    downedBy: m.downedBy,
    diedTurn: m.diedTurn,
    stats: { shots: m.stats.shots, hits: m.stats.hits, kills: m.stats.kills, casualties: m.stats.casualties },
  };
  // Optional, and kept absent when absent: a state survives JSON unchanged (conformance).
  if (m.startedAs) c.startedAs = m.startedAs;
  return c;
}

/**
 * A step's working copy (core/draft.ts, the one copy-on-write style): the top level copied, the
 * parts every step changes in place owned at once (the generator, the soldiers list, the
 * activation and initiative records); each soldier copied only when the step first touches him
 * (`Ctx.soldier`); the scenario and rules shared.
 */
export function draftOf(base: CombatPatrolState): Draft<CombatPatrolState> {
  const d = new Draft(base);
  d.set('pending', null);
  d.set('rolls', []);
  d.set('events', []);
  d.own('rng');
  d.own('soldiers');
  d.own('activation');
  d.own('initiative');
  return d;
}

export class Ctx {
  /** The step's events, in order (the log's words are built from them: events.ts describe). */
  readonly lines: CombatPatrolEvent[] = [];
  readonly rolls: DiceRecord[] = [];
  /** Where a grenade burst in this step (for the table). */
  burst: { at: Vec; radius: number } | null = null;
  readonly s: CombatPatrolState;
  private pos = 0;
  /** How many of `reseeds` have taken over the generator so far. */
  private reseeded = 0;

  constructor(
    private readonly draft: Draft<CombatPatrolState>,
    private readonly tape: readonly Input[],
    /** The state the step started from (never changed). */
    readonly base: CombatPatrolState,
    /** A fork's new luck cut into this step: after `at` rolls the generator is `rng` (Pending.reseeds). */
    private readonly reseeds: readonly { at: number; rng: RngState }[] = [],
  ) {
    this.s = draft.s;
  }

  /** Hands the generator to each fork's new luck due by now (all of them once the step is done). */
  takeNewLuck(done = false): void {
    while (this.reseeded < this.reseeds.length && (done || (this.reseeds[this.reseeded] as { at: number }).at <= this.rolls.length)) {
      Object.assign(this.s.rng, (this.reseeds[this.reseeded] as { rng: RngState }).rng);
      this.reseeded++;
    }
  }

  /** Tells what happened: one event of the step. */
  tell(event: CombatPatrolEvent): void {
    this.lines.push(event);
  }

  /**
   * The soldier, ready to change: copied into this step's state the first time it is asked for.
   * Every change to a soldier goes through here; `s.soldiers` read directly is for reading only.
   */
  soldier(id: string): Soldier {
    const list = this.s.soldiers;
    let i = 0;
    while (i < list.length && (list[i] as Soldier).id !== id) i++;
    if (i === list.length) throw new Error(`no soldier ${id}`);
    return this.draft.ownAt('soldiers', i, cloneSoldier);
  }

  /** Rolls (or takes the typed values of) `die` for `seat`. */
  roll(die: DieKind, seat: Seat, label: string): number[] {
    let values: number[];
    if (this.s.diceMode === 'rolled') {
      this.takeNewLuck();
      values = rollDice(this.s.rng, die);
    }
    else {
      const input = this.next({ kind: 'dice', seat, die, label });
      if (input.type !== 'dice') throw new Error(`expected dice on the tape, got ${input.type}`);
      values = input.values.slice();
    }
    this.rolls.push({ die, values, seat, label });
    return values;
  }

  /** One D10 (or D6, D2): its value. */
  die(die: Exclude<DieKind, '2D10'>, seat: Seat, label: string): number {
    return this.roll(die, seat, label)[0] as number;
  }

  /** The answer to a decision, from the tape, or a stop to ask for it. */
  ask(q: Exclude<Question, { kind: 'dice' }>): Input {
    return this.next(q);
  }

  private next(q: Question): Input {
    if (this.pos < this.tape.length) return this.tape[this.pos++] as Input;
    throw new NeedInput(q);
  }
}

export type Perform = (ctx: Ctx, action: InternalAction, seat: Seat) => void;

/**
 * Runs `action` from `base` with the inputs on `tape`. `from` is the state the step is applied to
 * (the base itself, or the waiting state the last input answers): its counters carry on.
 */
export function runStep(
  perform: Perform,
  base: CombatPatrolState,
  action: InternalAction,
  seat: Seat,
  tape: Input[],
  from: CombatPatrolState,
): CombatPatrolState {
  const d = draftOf(base);
  const s = d.s;
  const reseeds = from.pending?.reseeds;
  const ctx = new Ctx(d, tape, base, reseeds);
  const shownLines = from.pending?.shownLines ?? 0;
  const shownRolls = from.pending?.shownRolls ?? 0;
  let question: Question | null = null;
  try {
    perform(ctx, action, seat);
  } catch (e) {
    if (!(e instanceof NeedInput)) throw e;
    question = e.question;
  }
  if (!question) ctx.takeNewLuck(true);
  s.events = ctx.lines.slice(shownLines);
  s.rolls = ctx.rolls.slice(shownRolls);
  s.last = { seat, action, burst: ctx.burst };
  s.actionCount = from.actionCount + (action.type === 'start' && tape.length === 0 ? 0 : 1);
  // Undo stops at a reveal. Dice the generator rolled are one; dice typed in from a real table hid nothing, so a
  // mistyped one can be taken back, until a decision (any action but another die) follows them: that settles them.
  const rolled = s.diceMode === 'rolled' && s.rolls.length > 0;
  const settled = s.diceMode === 'entered' && from.rolls.length > 0 && from.pending?.question.kind !== 'dice';
  s.reveals = from.reveals + (rolled || settled ? 1 : 0);
  s.pending = question ? { base, action, seat, tape, question, shownLines: ctx.lines.length, shownRolls: ctx.rolls.length, ...(reseeds ? { reseeds } : {}) } : null;
  return s;
}
