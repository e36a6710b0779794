/**
 * Combat Patrol! data types: the rules data (terrain library, weapons, profiles, squads, house
 * rules, all from resources/games/combat-patrol/) and the scenario DOCUMENT. The document holds
 * only what is on the table; editor session state (camera, selection, tool) lives elsewhere.
 */
import type { AreaInclusion, CoverLevel, Vec } from '../../geometry';
import type { BattleSettings } from './battle-settings';
import type { BalanceRecord } from './balance-record';
import type { StartingCondition } from './rules/wounds';

export type { StartingCondition };

export type Side = 'US' | 'German';
export type Experience = 'veteran' | 'regular' | 'inexperienced';
export type Formation = 'line' | 'column' | 'wedge';

export interface TerrainKind {
  id: string;
  name: string;
  shape: 'line' | 'polygon';
  /** Default width in inches for lines (0 for polygons). */
  width: number;
  cover: CoverLevel;
  blocksSight: boolean;
  difficult: boolean;
  obstacle: boolean;
  colour: string;
  /** A new piece's outline, in local inches around its origin. */
  defaultPoints: Vec[];
}

export interface FireMethod {
  shots: number;
  modifier: number;
}

export type SpecialMethod =
  | { kind: 'shots'; shots: number; modifier: number }
  | { kind: 'spray'; radius: number; reactionModifier: number }
  | { kind: 'machine-gun'; arcDegrees: number; reactionModifier: number; feed: 'belt' | 'magazine'; firesBeforeReload: number; reloadActions: number }
  | { kind: 'grenade'; blastRadius: number; injuryBonus: number };

export interface Weapon {
  id: string;
  name: string;
  optimum: number;
  maximum: number;
  standard: FireMethod | null;
  special: SpecialMethod | null;
  /** Uses per soldier, or null when unlimited. */
  limitedAmmo: number | null;
}

export interface Profile {
  id: Experience;
  name: string;
  accuracy: number;
}

export interface SquadMemberTemplate {
  name: string;
  weaponId: string;
  nco: boolean;
  medic: boolean;
  count: number;
  /** Hand grenades each of these members carries (0 for none). */
  grenades: number;
}

export interface SquadTemplate {
  id: string;
  name: string;
  side: Side;
  experience: Experience;
  members: SquadMemberTemplate[];
}

/** House rules: our defaults where the source is silent; every scenario may override any of them. */
export interface HouseRules {
  coverLight: number;
  coverHeavy: number;
  coverDistance: number;
  sightDepth: number;
  baseDiameter: number;
  arcInclusion: AreaInclusion;
  blastInclusion: AreaInclusion;
  sprayInclusion: AreaInclusion;
  proneIsLightCover: boolean;
  overOptimumModifier: number;
  naturalHit: number;
  naturalMiss: number;
  combatMove: number;
  runMove: number;
  snapFireModifier: number;
  grenadesPerMan: number;
  reactionInCover: number;
  reactionNcoNearby: number;
  reactionNcoRange: number;
  reactionAlreadyPinned: number;
  grenadeReactionRange: number;
  helperReloadActions: number;
  medicFailureLasting: boolean;
  droppedGrenadeRescatter: boolean;
  areaNeedsSight: boolean;
}

// ---------------------------------------------------------------- the scenario document

export const SCENARIO_FORMAT = 'patrol-hq-scenario';
export const SCENARIO_FORMAT_VERSION = 1;
export const TABLE_MAX_LONG = 96;
export const TABLE_MAX_SHORT = 72;
export const TABLE_MIN = 6;
/** A new table's side when none is given, inches. */
export const TABLE_DEFAULT = 48;

export interface TableSpec {
  width: number;
  height: number;
  grid: { visible: boolean; spacing: number };
}

/** Per-piece overrides of its kind's properties. */
export interface TerrainProps {
  name?: string;
  cover?: CoverLevel;
  blocksSight?: boolean;
  difficult?: boolean;
  obstacle?: boolean;
}

export interface TerrainPiece {
  id: string;
  /** A TerrainKind id: 'stone-wall'. */
  kind: string;
  /** Origin on the table, inches. */
  x: number;
  y: number;
  /** Degrees clockwise about the origin. */
  rotation: number;
  /** true: `points` outline an area; false: `points` are the centre line of a thick line of `width`. */
  closed: boolean;
  /** Local inches, before rotation, relative to (x, y). */
  points: Vec[];
  /** Inches; lines only (0 for areas). */
  width: number;
  props: TerrainProps;
}

export interface ScenarioModel {
  id: string;
  name: string;
  side: Side;
  experience: Experience;
  /** Number needed on a D10 (4 for a 4+). */
  accuracy: number;
  weaponId: string;
  nco: boolean;
  medic: boolean;
  x: number;
  y: number;
  /**
   * Degrees clockwise from +x (0 faces right, 90 faces down the table): the geometry's screen
   * angle, kept as saved. People read and type a compass bearing instead (compass.ts).
   */
  facing: number;
  squadId: string | null;
  /**
   * Hand grenades he carries. Set when he is placed (from his squad's data, or the new-model
   * choices); absent in documents made before it was recorded, when the scenario's
   * `grenadesPerMan` house rule counts (see grenadesCarried).
   */
  grenades?: number;
  /**
   * How he starts the battle: wounded as the wound chart's bands leave a man (a rescue of the
   * wounded). Absent: unhurt, as in every document made before it existed.
   */
  condition?: StartingCondition;
}

export interface DeploymentZone {
  id: string;
  side: Side;
  label: string;
  points: Vec[];
}

export interface ObjectiveMarker {
  id: string;
  name: string;
  x: number;
  y: number;
}

export interface Scenario {
  format: typeof SCENARIO_FORMAT;
  formatVersion: typeof SCENARIO_FORMAT_VERSION;
  id: string;
  name: string;
  notes: string;
  table: TableSpec;
  terrain: TerrainPiece[];
  models: ScenarioModel[];
  deploymentZones: DeploymentZone[];
  objectives: ObjectiveMarker[];
  houseRules: Partial<HouseRules>;
  /** How the battle is fought (turn limit, victory, who deploys and moves first); absent fields take their defaults. */
  battle?: Partial<BattleSettings>;
  /** How often each side won with the computer playing both (balance-record.ts); absent until measured. */
  balance?: BalanceRecord;
}

/** A refusal naming the bad field: `field` is a path such as "models[3].x". */
export interface ScenarioError {
  code: 'invalid-scenario' | 'not-a-scenario' | 'newer-format';
  field: string;
  message: string;
}

export type ScenarioResult = { ok: true; scenario: Scenario } | { ok: false; error: ScenarioError };
