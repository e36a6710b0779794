/**
 * The campaign log's data: named GIs carried from game to game. Plain data; the rules that
 * change it are pure functions in this folder (roster.ts, write-back.ts, experience.ts).
 */

export type GiStatus = 'active' | 'wounded' | 'killed' | 'missing';
export const GI_STATUSES: readonly GiStatus[] = ['active', 'wounded', 'killed', 'missing'];

/** Ranks, lowest first. */
export type Rank = 'pvt' | 'pfc' | 'cpl' | 'sgt' | 'ssgt' | 'lt';
export const RANKS: readonly Rank[] = ['pvt', 'pfc', 'cpl', 'sgt', 'ssgt', 'lt'];
export const RANK_TITLES: Record<Rank, string> = { pvt: 'Pvt.', pfc: 'PFC', cpl: 'Cpl.', sgt: 'Sgt.', ssgt: 'S/Sgt.', lt: 'Lt.' };
export const NCO_RANKS: readonly Rank[] = ['cpl', 'sgt', 'ssgt'];

export type Role = 'rifleman' | 'nco' | 'bar-gunner' | 'mg-gunner' | 'medic' | 'trained-medic' | 'scout';
export const ROLES: readonly Role[] = ['rifleman', 'nco', 'bar-gunner', 'mg-gunner', 'medic', 'trained-medic', 'scout'];
export const ROLE_NAMES: Record<Role, string> = {
  rifleman: 'Rifleman',
  nco: 'NCO',
  'bar-gunner': 'BAR gunner',
  'mg-gunner': 'MG gunner',
  medic: 'Medic',
  'trained-medic': 'Trained medic',
  scout: 'Scout',
};

/** Combat Patrol!'s profiles: Inexperienced 6+, Regular 5+, Veteran 4+ to hit. */
export type Experience = 'inexperienced' | 'regular' | 'veteran';
export const EXPERIENCES: readonly Experience[] = ['inexperienced', 'regular', 'veteran'];

export interface Gi {
  id: string;
  /** Order of joining the roster (0 for the first), the roster's default order. */
  seq: number;
  name: string;
  rank: Rank;
  role: Role;
  /** The date joined, YYYY-MM-DD (the player's calendar; the app fills today's). */
  joined: string;
  /** The campaign game after which a replacement joined; null for the first roster and GIs added by hand. */
  joinedAfter: number | null;
  status: GiStatus;
  /** For a wounded GI: campaign games still to sit out (0 otherwise). */
  gamesOut: number;
  gamesPlayed: number;
  foesDefeated: number;
  woundsTaken: number;
  experience: Experience;
  notes: string;
  /** The campaign game in which he was killed or went missing (null while he lives). */
  fellIn: number | null;
}

/** How badly a wound is, from Combat Patrol!'s wound chart (a hit with no wound is no entry at all). */
export type WoundSeverity = 'flesh' | 'light' | 'serious' | 'critical';
export const WOUND_SEVERITIES: readonly WoundSeverity[] = ['flesh', 'light', 'serious', 'critical'];

/** What one game did to one GI who took part. */
export type Fate = 'unhurt' | 'wounded' | 'killed' | 'missing';

/** The written, optional campaign rules a campaign was created with (changeable later). */
export interface CampaignRules {
  /** Survivors gain experience: PFC, Veteran, promotion to NCO (see resources/rules/campaign.md). */
  experience: boolean;
  /** Replacements join after losses to bring the living roster back to `rosterSize`. */
  replacements: boolean;
  /** The roster a campaign keeps (15: Endless Patrol's squad, the largest of the four). */
  rosterSize: number;
  /** Who falls when a game counts casualties without names: drawn with the seed, or chosen by the player. */
  casualties: 'seeded' | 'chosen';
}

export const DEFAULT_RULES: CampaignRules = { experience: true, replacements: true, rosterSize: 15, casualties: 'seeded' };

/** One GI's part in one game, as the game reported it (after unnamed casualties were given names). */
export interface SoldierResult {
  gi: string;
  fate: Fate;
  /** For a wounded GI. */
  severity?: WoundSeverity;
  foes: number;
}

/** A finished game as the campaign sees it: who took part and what became of each. */
export interface GameReport {
  /** The game's engine id (a game whose module declares `campaign`). */
  game: string;
  outcome: 'win' | 'loss' | 'draw';
  summary: string;
  /** Every GI who took part, in squad order. */
  squad: string[];
  /** Games that name their soldiers (Patrol: Lost!, Combat Patrol!): each GI's fate; GIs not listed were unhurt. */
  named?: SoldierResult[];
  /** Games that count casualties without names (Endless Patrol, The Lost Patrol). */
  unnamed?: UnnamedCasualties;
}

export interface UnnamedCasualties {
  /** Soldiers lost. */
  casualties: number;
  /** How a casualty is read: a card casualty rolls the campaign casualty table; the horror kills. */
  kind: 'casualty-table' | 'killed';
  /** Foes defeated by the squad as a whole (credited one by one to GIs by the seeded rule). */
  foes: number;
  /** True when the squad did not get away: whoever was still standing is missing. */
  leftBehind: boolean;
  /** Who fell, in order: as the game named them (a game played from the campaign, in its squad's falling order) or as the player chose; anyone left out is drawn by the seeded rule. */
  chosen?: string[];
}

/** One line of a GI's service record: his part in one campaign game. */
export interface ServiceEntry {
  gameSeq: number;
  gi: string;
  fate: Fate;
  severity: WoundSeverity | null;
  gamesOut: number;
  foes: number;
  /** What changed for him after the game in words ("Promoted to PFC", "Now a Veteran"), or ''. */
  change: string;
}

/** What writing one game back changed: GIs updated, who joined, and the service record lines. */
export interface WriteBack {
  gis: Gi[];
  joined: Gi[];
  entries: ServiceEntry[];
  /** Able to fight after the game (active), and alive on the roster (active + wounded). */
  fitAfter: number;
  aliveAfter: number;
  /** Who fell (killed or missing), for the timeline. */
  fell: string[];
}
