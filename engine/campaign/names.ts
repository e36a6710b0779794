/**
 * The seeded name generator: period-plausible GI names from resources/campaign/names.json.
 * The same campaign seed and the same names already on the roster give the same next names,
 * so filling a roster or drawing replacements replays exactly.
 */
import data from '../../resources/campaign/names.json';
import { nextInt, seedRng } from '../core/rng';

export const GIVEN_NAMES: readonly string[] = data.given;
export const FAMILY_NAMES: readonly string[] = data.family;

/** Mixes the campaign seed with how many GIs the roster has had, so each draw has its own stream. */
function streamSeed(seed: number, drawn: number): number {
  return (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(drawn + 1, 0x85ebca6b)) >>> 0;
}

/**
 * `count` new names, none already in `used` (whole names) nor sharing a family name with one
 * on the roster while family names last. `drawn` is how many GIs the roster has ever had.
 */
export function drawNames(seed: number, drawn: number, count: number, used: Iterable<string>): string[] {
  const rng = seedRng(streamSeed(seed, drawn));
  const names = new Set(used);
  const families = new Set([...names].map((n) => n.split(' ').at(-1)));
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    let name = '';
    for (let tries = 0; tries < 200; tries++) {
      const family = FAMILY_NAMES[nextInt(rng, FAMILY_NAMES.length)] as string;
      const given = GIVEN_NAMES[nextInt(rng, GIVEN_NAMES.length)] as string;
      const candidate = `${given} ${family}`;
      const familyFree = !families.has(family) || tries >= 100; // after many tries, a shared family name will do
      if (!names.has(candidate) && familyFree) {
        name = candidate;
        break;
      }
    }
    if (!name) name = `${GIVEN_NAMES[nextInt(rng, GIVEN_NAMES.length)]} ${FAMILY_NAMES[nextInt(rng, FAMILY_NAMES.length)]} ${names.size + 1}`;
    names.add(name);
    families.add(name.split(' ').at(-1));
    out.push(name);
  }
  return out;
}
