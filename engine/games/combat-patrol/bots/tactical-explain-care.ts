/**
 * The tactical bot's reasons for the steps that are not shots or moves, in words for the log and the
 * table: a friend sent to the critically wounded (with the exact odds of his living through his next
 * activations, tended and alone), a critical man's tests, a machine gun reloaded (how far the reload
 * has gone), a rally, a suppressed man's test, a grenade scattered and a runner stopped (who is near).
 */
import { distance, moveAlong, type Vec } from '../../../geometry';
import { bearingToFacing } from '../battle/fire-plan';
import { sideOf, type CombatPatrolState, type Soldier } from '../battle/types';
import { canFight, findSoldier, inBaseContact, onTable, pos } from '../battle/world';
import { weapon as weaponById } from '../data';
import { criticalOdds, type Helper } from '../odds/critical-odds';
import { gunWords } from '../rules/gun';
import { pointAlong } from '../rules/movement';
import { isAble } from '../rules/wounds';

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const inches = (d: number): string => `${d.toFixed(1)} in`;
/** The activations the survival odds look ahead. */
const AHEAD = 3;

/** His chance of living through his next AHEAD activations with `helper` beside him at each. */
function lives(s: CombatPatrolState, m: Soldier, helper: Helper): number {
  const odds = criticalOdds(s, m.id, AHEAD);
  return odds?.curves.find((c) => c.helper === helper)?.alive.at(-1) ?? 0;
}

/** "Doc, the medic, goes 4.2 in to Jerry, critically wounded: with a medic at his side he lives through his next 3 activations 66% of the time; alone, 31%." */
export function firstAidWords(s: CombatPatrolState, helper: Soldier, patient: Soldier, to: Vec | undefined): string {
  const kind: Helper = helper.medic ? 'medic' : 'friend';
  const gone = to ? ` ${inches(distance(pos(helper), to))}` : '';
  const who = helper.medic ? `${helper.name}, the medic,` : helper.name;
  return `${who} goes${gone} to ${patient.name}, critically wounded: with ${helper.medic ? 'a medic' : 'a friend'} at his side he lives through his next ${AHEAD} activations ${pct(lives(s, patient, kind))} of the time; alone, ${pct(lives(s, patient, 'none'))}.`;
}

/** A critical man's activation (his Medic and death tests), or a suppressed man's (his Reaction Test). */
export function forcedWords(s: CombatPatrolState, m: Soldier): string {
  if (m.condition === 'critical') {
    const beside = s.soldiers.find((o) => o.side === m.side && o.id !== m.id && canFight(o) && inBaseContact(pos(o), pos(m), s.rules));
    if (!beside) return `${m.name} takes his tests alone: nobody can reach him; he lives through his next ${AHEAD} activations ${pct(lives(s, m, 'none'))} of the time.`;
    const kind: Helper = beside.medic ? 'medic' : 'friend';
    return `${m.name} takes his tests with ${beside.name}${beside.medic ? ', the medic,' : ''} at his side: he lives through his next ${AHEAD} activations ${pct(lives(s, m, kind))} of the time (alone, ${pct(lives(s, m, 'none'))}).`;
  }
  if (m.suppressed) return `${m.name} is suppressed: all he can do is take his Reaction Test to shake it off.`;
  return `${m.name} acts.`;
}

/** "Kurt reloads his MG42: it is unloaded: 0 of 3 reload actions done." A helper spends half his activation. */
export function reloadWords(s: CombatPatrolState, worker: Soldier, gunner: Soldier, helping: boolean): string {
  const w = weaponById(gunner.weaponId);
  const state = w && gunner.gun ? gunWords(w, gunner.gun) : 'empty';
  const gun = w?.name ?? 'gun';
  if (helping) return `${worker.name} helps ${gunner.name} reload his ${gun} (${state}): half his activation, and the gun fires again sooner.`;
  const whose = worker.id === gunner.id ? `his ${gun}` : `${gunner.name}'s ${gun}`;
  return `${worker.name} reloads ${whose} (${state}): a gun that cannot fire is the side's best weapon lost.`;
}

export function rallyWords(m: Soldier): string {
  return `${m.name} rallies to shake off being pinned: he has no shot worth taking and no better place to go.`;
}

/** The men of each side within `r` inches of `p`, able to fight. */
function near(s: CombatPatrolState, p: Vec, r: number): Soldier[] {
  return s.soldiers.filter((m) => onTable(m) && isAble(m.condition) && distance(pos(m), p) <= r);
}

/** An enemy grenade's scatter inch, the way the bot chose: toward whom, away from whom. */
export function scatterWords(s: CombatPatrolState, bearing: number): string {
  const q = s.pending?.question;
  const head = `Scatters the grenade on bearing ${Math.round(bearing)}°`;
  if (q?.kind !== 'scatter') return `${head}.`;
  const side = sideOf(q.seat);
  const to = moveAlong(q.at, bearingToFacing(bearing), 1);
  const men = near(s, to, 4);
  const foes = men.filter((m) => m.side !== side).map((m) => m.name);
  const own = men.filter((m) => m.side === side).length;
  const toward = foes.length ? `toward ${foes.join(', ')}` : 'toward no enemy';
  return `${head}: the way that does the enemy the most harm and his own side the least (${toward}; ${own === 0 ? 'none' : own} of his own within 4 in).`;
}

/** Where the bot stops an enemy runner it may place: in sight of the most of its own men. */
export function stopWords(s: CombatPatrolState, at: number): string {
  const q = s.pending?.question;
  if (q?.kind !== 'stop-at') return `Stops the runner ${inches(at)} along.`;
  const p = pointAlong(q.path, at);
  const side = sideOf(q.seat);
  const ours = s.soldiers.filter((o) => o.side === side && canFight(o) && distance(pos(o), p) < 30).length;
  const runner = findSoldier(s, q.runner)?.name ?? q.runner;
  return `Stops ${runner} ${inches(at)} along his run: within 30 in of ${ours} of our men, the most of any point.`;
}
