/**
 * A Combat Patrol! battle as plain data: options, state, actions, questions and views. Seat 0 plays
 * the US side, seat 1 the German side. A battle is exactly {seed, options, actions[]}.
 */
import type { BaseState, GameResult, Seat } from '../../../core/contract';
import type { CombatPatrolEvent } from '../events';
import type { RngState } from '../../../core/rng';
import type { Vec } from '../../../geometry';
import type { BattleSettings } from '../battle-settings';
import type { CriticalState } from '../rules/critical';
import type { DieKind } from '../rules/dice';
import type { GunState } from '../rules/gun';
import type { Condition, StartingCondition, WoundBand } from '../rules/wounds';
import type { Experience, HouseRules, Scenario, Side } from '../types';

export const SIDES: readonly Side[] = ['US', 'German'];
export const seatOf = (side: Side): Seat => (side === 'US' ? 0 : 1);
export const sideOf = (seat: Seat): Side => (seat === 0 ? 'US' : 'German');
export const otherSide = (side: Side): Side => (side === 'US' ? 'German' : 'US');

/** 'rolled': the app rolls with the seeded generator; 'entered': each roll is typed in from real dice by the seat rolling it. */
export type DiceMode = 'rolled' | 'entered';

export interface CombatPatrolOptions {
  scenario: Scenario;
  /** Overrides on top of the scenario's own house rules. */
  houseRules: Partial<HouseRules>;
  diceMode: DiceMode;
  /**
   * Area fire as rules version 1 played it, so that battles saved under it replay exactly: a
   * seriously or critically wounded man caught in a machine-gun arc is not shot at, and a man the
   * firer cannot see has no cover from him. Set by upgradeOptions (and kept by a save's copies);
   * never a player's choice. The state carries it as `legacyAreaFire`.
   */
  legacyAreaFire?: true;
}

export interface Wound {
  turn: number;
  band: WoundBand;
  /** The wound roll's total (with any grenade bonus). */
  total: number;
  /** Who caused it (a soldier id), null for none. */
  by: string | null;
  weaponId: string;
}

export interface SoldierStats {
  /** Shots fired: each to-hit roll, each machine-gun bullet, each Spray and each grenade. */
  shots: number;
  /** Enemies hit: to-hit successes, and enemies caught in his grenades' blasts. */
  hits: number;
  /** Enemies he killed (outright, or who later died of a critical wound he gave). */
  kills: number;
  /** Enemies he put out of action (seriously or critically wounded, or killed). */
  casualties: number;
}

export interface Soldier {
  id: string;
  name: string;
  side: Side;
  experience: Experience;
  accuracy: number;
  weaponId: string;
  nco: boolean;
  medic: boolean;
  squadId: string | null;
  x: number;
  y: number;
  /** Degrees clockwise from +x, as in the scenario document. */
  facing: number;
  condition: Condition;
  pinned: boolean;
  suppressed: boolean;
  /** Activated this turn (marked). */
  activated: boolean;
  /** Holding: may still Snap Fire this turn. */
  onHold: boolean;
  /** Dragged since his last activation: -1 to his shooting at the next. */
  dragged: boolean;
  /** Limited-ammo weapons he carries, by weapon id: uses left. */
  ammo: Record<string, number>;
  gun: GunState | null;
  critical: CriticalState | null;
  wounds: Wound[];
  /** The wound the scenario started him with (absent: he began unhurt); `wounds` are this battle's only. */
  startedAs?: Exclude<StartingCondition, 'ok'>;
  /** The soldier whose wound put him out of action (for kill credit when he dies later). */
  downedBy: string | null;
  diedTurn: number | null;
  stats: SoldierStats;
}

/** One die (or pair) thrown this step, for the screen and the log. */
export interface DiceRecord {
  die: DieKind;
  values: number[];
  seat: Seat;
  label: string;
}

/** A decision a seat must make before the step in progress can go on. */
export type Question =
  | { kind: 'dice'; seat: Seat; die: DieKind; label: string }
  | { kind: 'scatter'; seat: Seat; at: Vec; inch: number; of: number; mover: 'opponent' | 'thrower'; thrower: string; label: string }
  | { kind: 'stop-at'; seat: Seat; runner: string; path: Vec[]; max: number; label: string }
  | { kind: 'snap-fire'; seat: Seat; runner: string; path: Vec[]; maxAlong: number; options: SnapOption[]; label: string };

export interface SnapOption {
  shooter: string;
  /** Inches along the run at which he can see the runner in range (whole inches and the end). */
  along: number[];
}

export type Input =
  | { type: 'dice'; values: number[] }
  | { type: 'scatter'; bearing: number }
  | { type: 'stop-at'; inches: number }
  | { type: 'snap-fire'; shooter: string; along: number }
  | { type: 'let-run' };

export type FireMethod = 'standard' | 'special';

/**
 * Any action may carry `why`: a computer player's reason in words (Bot.explain), logged first among
 * its step's events as a `reason` event every seat reads; it changes nothing else.
 */
export type CombatPatrolAction = (
  | Input
  | { type: 'deploy'; soldier: string; at: Vec }
  | { type: 'deploy-done' }
  /** `target` for aimed shots and Spray; `bearing` (0 = up the table, clockwise) for a machine-gun arc; `at` for a grenade. */
  | { type: 'fire'; soldier: string; weapon: string; method: FireMethod; target?: string; bearing?: number; at?: Vec }
  /** A Combat Move along `path` (the points after his position); `drag` a wounded friend in base contact. */
  | { type: 'move'; soldier: string; path: Vec[]; drag?: string }
  /** A Run Move; `gamble` the inches of difficult ground he declares he will cross as if open. */
  | { type: 'run'; soldier: string; path: Vec[]; gamble?: number }
  /** A Combat Move that ends in base contact with a critically wounded friend (no firing). */
  | { type: 'first-aid'; soldier: string; patient: string; path: Vec[] }
  /** Half of his activation spent reloading a friend's machine gun in base contact. */
  | { type: 'help-reload'; soldier: string; gunner: string }
  /** His whole activation spent reloading his own machine gun or (`gunner`) a friend's in base contact. */
  | { type: 'reload'; soldier: string; gunner?: string }
  | { type: 'hold'; soldier: string }
  | { type: 'rally'; soldier: string }
  /** The activation of a critically wounded (Medic and death tests) or suppressed (no action, a test) soldier. */
  | { type: 'activate'; soldier: string }
  | { type: 'end-activation' }
) & { why?: string };

/** Actions the game starts itself (never accepted from outside). */
export type InternalAction = CombatPatrolAction | { type: 'start' };

/**
 * What the last step did on the table, for a screen that replays it (a computer turn shown step
 * by step): its action (for an answer, the action the answer belongs to), the seat that made it,
 * and where a grenade burst.
 */
export interface LastStep {
  seat: Seat;
  action: InternalAction;
  burst: { at: Vec; radius: number } | null;
}

export interface Activation {
  soldier: string;
  fired: boolean;
  moved: boolean;
  /** Halves spent helping reload a machine gun. */
  reloadHalves: number;
}

/** A step waiting for a decision: re-run from `base` with the inputs on `tape` once it comes. */
export interface Pending {
  base: CombatPatrolState;
  action: InternalAction;
  seat: Seat;
  tape: Input[];
  question: Question;
  shownLines: number;
  shownRolls: number;
  /**
   * A fork's new luck dealt while this step waited (battle/reseed.ts): after the step's first `at`
   * rolls, the generator is `rng`. Absent in every step no fork cut.
   */
  reseeds?: { at: number; rng: RngState }[];
}

export interface Outcome {
  winner: Side | null;
  reason: 'wiped-out' | 'broken' | 'objectives' | 'turn-limit';
  summary: string;
}

export interface CombatPatrolState extends BaseState {
  /** What the last step did (events.ts). */
  events: CombatPatrolEvent[];
  diceMode: DiceMode;
  /** The table, its pieces, zones and objectives (never changed by play; shared between states). Its `models` are empty: they are the soldiers now. */
  scenario: Scenario;
  rules: HouseRules;
  battle: BattleSettings;
  rng: RngState;
  phase: 'deploy' | 'battle' | 'over';
  /** While deploying: the side placing its men. */
  deploying: Side | null;
  turn: number;
  /** The side that chooses the next activation. */
  toAct: Side | null;
  /** This turn's initiative: who activated first, with the rolls (null when set by the scenario). */
  initiative: { first: Side; rolls: Record<Side, number> | null } | null;
  soldiers: Soldier[];
  activation: Activation | null;
  pending: Pending | null;
  /** The dice thrown in the last step. */
  rolls: DiceRecord[];
  /** What the last step did (null before the first). */
  last: LastStep | null;
  outcome: Outcome | null;
  /** Soldiers of each side at the start. */
  strength: Record<Side, number>;
  /**
   * Of those, the men the scenario starts out of action (seriously or critically wounded): the
   * break point counts only the men put out of action in this battle, among those who began it
   * able. Absent when nobody starts so (every battle before scenarios could start men wounded).
   */
  downAtStart?: Record<Side, number>;
  /** Version 1's area fire (see CombatPatrolOptions); absent in battles of this version. */
  legacyAreaFire?: true;
}

export interface AfterActionSoldier {
  id: string;
  name: string;
  side: Side;
  squadId: string | null;
  condition: Condition;
  /** "Unhurt", "Killed in action, turn 3", "Died of wounds, turn 5", "Seriously wounded". */
  fate: string;
  /** The wound the scenario started him with (absent: he began unhurt). Not one of `wounds`, which are this battle's. */
  startedAs?: Exclude<StartingCondition, 'ok'>;
  wounds: Array<Wound & { byName: string | null }>;
  shots: number;
  hits: number;
  kills: number;
  casualties: number;
}

export interface AfterActionSide {
  side: Side;
  strength: number;
  able: number;
  flesh: number;
  light: number;
  serious: number;
  critical: number;
  dead: number;
  /** Seriously or critically wounded, or dead. */
  outOfAction: number;
}

/** The after-action summary the campaign reads: per side and per soldier. */
export interface AfterAction {
  scenario: string;
  turns: number;
  finished: boolean;
  outcome: Outcome | null;
  sides: Record<Side, AfterActionSide>;
  soldiers: AfterActionSoldier[];
}

export interface CombatPatrolView {
  seat: Seat;
  scenario: Scenario;
  rules: HouseRules;
  battle: BattleSettings;
  diceMode: DiceMode;
  phase: CombatPatrolState['phase'];
  deploying: Side | null;
  turn: number;
  toAct: Side | null;
  initiative: CombatPatrolState['initiative'];
  soldiers: Soldier[];
  activation: Activation | null;
  question: Question | null;
  rolls: DiceRecord[];
  /** What the last step did, for replaying it on the table. */
  last: LastStep | null;
  outcome: Outcome | null;
  /** The after-action summary, once the battle is over (null while it goes on: the soldiers carry their running tallies). */
  afterAction: AfterAction | null;
  /** A battle saved under rules version 1 plays its area fire as it did then (previews must too). */
  legacyAreaFire?: true;
}

export type { CombatPatrolEvent, GameResult };
