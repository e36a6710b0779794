/**
 * One soldier's state now, in words, line by line: what hovering him on the battle table shows
 * (TableCanvas's `describe`), and what a side panel may list. The first line is his name (the
 * tooltip shows it in bold); then side, weapon and the number he needs; his condition and each
 * wound with its band and turn; pinned or suppressed; his machine gun's bursts or reload and
 * what he has left of a limited weapon (grenades); and whether he has acted this turn or holds.
 * Words only from the view and the engine's preview exports: nothing is decided here.
 */
import type { CombatPatrolView, Soldier } from '../../../../engine/games/combat-patrol/battle/types';
import { CONDITION_WORDS, gunStatus, WOUND_BAND_WORDS } from '../../../../engine/games/combat-patrol/preview';
import { weapons } from '../../../../engine/games/combat-patrol/data';

const weaponName = (id: string): string => weapons.find((w) => w.id === id)?.name ?? id;

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "Hand grenade" -> 2 left: "2 grenades left"; any other limited weapon by its name. */
function ammoWords(weaponId: string, left: number): string {
  const w = weapons.find((x) => x.id === weaponId);
  if (w?.special?.kind === 'grenade') return left === 0 ? 'no grenades left' : `${plural(left, 'grenade')} left`;
  return `${w?.name ?? weaponId}: ${left} left`;
}

/** "Critically wounded: dies on a D6 of 3 or less at his next activation", "Lightly wounded" and the like. */
function conditionLine(m: Soldier): string {
  const words = CONDITION_WORDS[m.condition];
  const line = words.charAt(0).toUpperCase() + words.slice(1);
  if (m.condition === 'critical' && m.critical) return `${line}: dies on a D6 of ${m.critical.deathNumber} or less at his next activation`;
  if (m.condition === 'dead') return m.diedTurn === null ? line : `${line} (turn ${m.diedTurn})`;
  return line;
}

/** Where he stands in this turn's activations. */
function turnLine(v: CombatPatrolView, m: Soldier): string | null {
  if (m.condition === 'dead' || v.phase === 'over') return null;
  if (v.phase === 'deploy') return 'Deploying';
  if (v.activation?.soldier === m.id) return 'Acting now';
  if (m.onHold) return 'On Hold: may Snap Fire this turn';
  return m.activated ? 'Has acted this turn' : 'Yet to act this turn';
}

/**
 * The lines for soldier `id` in `view`, or null when there is no such soldier. E.g.
 * ["Schütze 1", "German · Kar98k rifle · needs 5+", "Lightly wounded", "Wounds: flesh wound (turn 1),
 * light wound (turn 2)", "Pinned", "1 grenade left", "Has acted this turn"].
 */
export function soldierLines(view: CombatPatrolView, id: string): string[] | null {
  const m = view.soldiers.find((x) => x.id === id);
  if (!m) return null;
  const kit = [m.side, weaponName(m.weaponId), `needs ${m.accuracy}+`, m.nco ? 'NCO' : '', m.medic ? 'medic' : ''].filter(Boolean).join(' · ');
  const lines = [m.name, kit, conditionLine(m)];
  if (m.wounds.length) lines.push(`Wound${m.wounds.length === 1 ? '' : 's'}: ${m.wounds.map((w) => `${WOUND_BAND_WORDS[w.band]} (turn ${w.turn})`).join(', ')}`);
  const nerve = [m.pinned ? 'Pinned' : '', m.suppressed ? 'Suppressed' : ''].filter(Boolean);
  if (nerve.length) lines.push(nerve.join(' and ').replace(' and S', ' and s'));
  if (m.dragged) lines.push('Dragged: -1 to his shooting at his next activation');
  const gun = gunStatus(m.weaponId, m.gun);
  if (gun) lines.push(gun.charAt(0).toUpperCase() + gun.slice(1));
  for (const [w, n] of Object.entries(m.ammo)) lines.push(ammoWords(w, n).replace(/^./, (c) => c.toUpperCase()));
  const turn = turnLine(view, m);
  if (turn) lines.push(turn);
  return lines;
}
