/**
 * Roster rules: a new GI, the first roster, who is able to fight, the squad a game takes, and
 * replacements after losses. Pure: the campaign seed drives every draw (names, first ranks).
 */
import { nextInt, seedRng } from '../core/rng';
import { drawNames } from './names';
import { NCO_RANKS, RANKS, type CampaignRules, type Gi, type Rank, type Role } from './types';

export interface NewGi {
  name: string;
  rank?: Rank;
  role?: Role;
  joined: string;
  joinedAfter?: number | null;
  notes?: string;
}

export function makeGi(id: string, seq: number, g: NewGi): Gi {
  return {
    id,
    seq,
    name: g.name,
    rank: g.rank ?? 'pvt',
    role: g.role ?? 'rifleman',
    joined: g.joined,
    joinedAfter: g.joinedAfter ?? null,
    status: 'active',
    gamesOut: 0,
    gamesPlayed: 0,
    foesDefeated: 0,
    woundsTaken: 0,
    experience: 'regular',
    notes: g.notes ?? '',
    fellIn: null,
  };
}

export const isAlive = (g: Gi): boolean => g.status === 'active' || g.status === 'wounded';
/** Able to fight: active (not wounded, killed or missing). */
export const isFit = (g: Gi): boolean => g.status === 'active';
export const isNco = (g: Gi): boolean => g.role === 'nco' || NCO_RANKS.includes(g.rank);

/**
 * The first roster's places, in order: a US rifle squad's sergeant and corporal, a BAR gunner,
 * a trained medic, then riflemen. A roster of fewer than four takes the first places only.
 */
const FIRST_PLACES: { rank: Rank; role: Role }[] = [
  { rank: 'sgt', role: 'nco' },
  { rank: 'cpl', role: 'nco' },
  { rank: 'pfc', role: 'bar-gunner' },
  { rank: 'pfc', role: 'trained-medic' },
];

/**
 * `count` new GIs with drawn names for a roster that already holds `roster` (ids from `newId`).
 * `first`: the campaign's first roster (NCOs, BAR gunner and medic first; riflemen Pvt. or PFC by
 * the seed); otherwise replacements: privates, riflemen, except that a roster left with no living
 * NCO gets a sergeant first.
 */
export function draftGis(
  seed: number,
  roster: readonly Gi[],
  count: number,
  opts: { first: boolean; joined: string; joinedAfter: number | null; newId: (seq: number) => string },
): Gi[] {
  if (count <= 0) return [];
  const names = drawNames(seed, roster.length, count, roster.map((g) => g.name));
  const rng = seedRng((seed ^ Math.imul(roster.length + 7, 0x27d4eb2d)) >>> 0);
  const needNco = !opts.first && !roster.some((g) => isAlive(g) && isNco(g));
  return names.map((name, i) => {
    const seq = roster.length + i;
    let place: { rank: Rank; role: Role } = { rank: 'pvt', role: 'rifleman' };
    if (opts.first) place = FIRST_PLACES[i] ?? { rank: nextInt(rng, 3) === 0 ? 'pfc' : 'pvt', role: 'rifleman' };
    else if (needNco && i === 0) place = { rank: 'sgt', role: 'nco' };
    return makeGi(opts.newId(seq), seq, { name, ...place, joined: opts.joined, joinedAfter: opts.joinedAfter });
  });
}

/** Replacements due after a game: enough to bring the living roster back to the campaign's size. */
export function replacementsDue(roster: readonly Gi[], rules: CampaignRules): number {
  if (!rules.replacements) return 0;
  return Math.max(0, rules.rosterSize - roster.filter(isAlive).length);
}

/** Rank order for the squad: NCOs first, then by rank, then by joining order. */
function bySeniority(a: Gi, b: Gi): number {
  return RANKS.indexOf(b.rank) - RANKS.indexOf(a.rank) || a.seq - b.seq;
}

/**
 * The squad a game takes: up to `size` GIs able to fight, the senior first (NCOs lead), with the
 * roles a game asks for filled first when someone fit holds them (`wanted`, in order).
 */
export function pickSquad(roster: readonly Gi[], size: number, wanted: readonly Role[] = []): Gi[] {
  const fit = roster.filter(isFit).sort(bySeniority);
  const chosen: Gi[] = [];
  for (const role of wanted) {
    const g = fit.find((x) => x.role === role && !chosen.includes(x));
    if (g) chosen.push(g);
  }
  for (const g of fit) {
    if (chosen.length >= size) break;
    if (!chosen.includes(g)) chosen.push(g);
  }
  return chosen.slice(0, size);
}
