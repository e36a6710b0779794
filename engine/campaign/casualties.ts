/**
 * Names for casualties a game counts without naming them (Endless Patrol, The Lost Patrol), by the
 * written rule (resources/rules/campaign.md, "Who falls"): the player's choice when the campaign
 * asks for it, otherwise an order drawn with the campaign's seed and the game's number.
 */
import { nextInt, rollDie, seedRng, shuffleInPlace } from '../core/rng';
import type { SoldierResult, UnnamedCasualties, WoundSeverity } from './types';

/** The campaign casualty table for a card casualty: D10. */
export function casualtyFromRoll(d10: number): { fate: 'killed' } | { fate: 'wounded'; severity: WoundSeverity } {
  if (d10 <= 4) return { fate: 'killed' };
  if (d10 <= 6) return { fate: 'wounded', severity: 'serious' };
  if (d10 <= 8) return { fate: 'wounded', severity: 'light' };
  return { fate: 'wounded', severity: 'flesh' };
}

/** The stream for one campaign game's draws. */
export function gameRng(seed: number, gameSeq: number) {
  return seedRng((Math.imul(seed >>> 0, 0x632be5ab) ^ Math.imul(gameSeq + 1, 0x9e3779b1)) >>> 0);
}

/**
 * Each squad member's result. The first `casualties` GIs of the order fall (the player's `chosen`
 * first, then the seeded order); a card casualty rolls the campaign casualty table, a horror's
 * victim is killed. Left behind: every one still standing is missing. Each foe defeated is
 * credited to one squad member drawn from those still standing at the end (from the whole
 * squad if none is).
 */
export function nameCasualties(squad: readonly string[], u: UnnamedCasualties, seed: number, gameSeq: number): SoldierResult[] {
  const rng = gameRng(seed, gameSeq);
  const drawn = shuffleInPlace(rng, [...squad]);
  const chosen = (u.chosen ?? []).filter((id, i, all) => squad.includes(id) && all.indexOf(id) === i);
  const order = [...chosen, ...drawn.filter((id) => !chosen.includes(id))];
  const count = Math.max(0, Math.min(squad.length, Math.floor(u.casualties)));
  const results = new Map<string, SoldierResult>(squad.map((gi) => [gi, { gi, fate: 'unhurt', foes: 0 }]));
  const fallen = order.slice(0, count);
  for (const gi of fallen) {
    const r = results.get(gi)!;
    const c = u.kind === 'killed' ? ({ fate: 'killed' } as const) : casualtyFromRoll(rollDie(rng, 10));
    r.fate = c.fate;
    if (c.fate === 'wounded') r.severity = c.severity;
  }
  const standing = squad.filter((gi) => !fallen.includes(gi));
  const credit = standing.length ? standing : [...squad];
  for (let i = 0; i < Math.floor(u.foes) && credit.length; i++) results.get(credit[nextInt(rng, credit.length)]!)!.foes++;
  if (u.leftBehind) for (const gi of standing) results.get(gi)!.fate = 'missing';
  return squad.map((gi) => results.get(gi)!);
}
