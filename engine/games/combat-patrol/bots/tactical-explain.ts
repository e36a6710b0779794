/**
 * Why the tactical bot chose what it chose, in words for the log and the table: "Kurt fires his
 * Kar98k rifle at Rifleman 6: unhurt, in the open, 60% to hit, 24% to put him down." Pure: from the
 * state the choice was made in and the action, with the same exact odds the bot weighed.
 */
import { distance } from '../../../geometry';
import { isFirePlan, planFire, type FirePlan } from '../battle/fire-plan';
import { MAX_WHY } from '../battle/parse';
import type { CombatPatrolAction, CombatPatrolState, Soldier } from '../battle/types';
import { findSoldier, pos } from '../battle/world';
import type { HouseRules } from '../types';
import { pointAlong } from '../rules/movement';
import { effectiveCover } from '../rules/shooting';
import { CONDITION_WORDS, isAble } from '../rules/wounds';
import { firstAidWords, forcedWords, rallyWords, reloadWords, scatterWords, stopWords } from './tactical-explain-care';
import { exposures } from './tactical-eval';
import { downChance, effectsOf, type Effect } from './tactical-target';

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const inches = (d: number): string => `${d.toFixed(1)} in`;

function nameOf(s: CombatPatrolState, id: string | undefined): string {
  return (id && findSoldier(s, id)?.name) || id || 'someone';
}

/**
 * "unhurt, in the open", "lightly wounded, pinned, prone: light cover", "unhurt, in heavy cover":
 * the cover the shot is resolved with (rules/shooting.ts effectiveCover), so a pinned man in the
 * open is said to lie in light cover when the rules give it him (house rule proneIsLightCover, on
 * by default) and to lie in the open only when they do not.
 */
export function standing(m: Soldier, plan: FirePlan | null, rules: HouseRules): string {
  const parts = [m.condition === 'flesh' ? 'with a flesh wound' : CONDITION_WORDS[m.condition]];
  if (m.suppressed) parts.push('suppressed');
  else if (m.pinned) parts.push('pinned');
  let cover: string | null = null;
  if (plan?.kind === 'aimed') cover = plan.setup.cover;
  else if (plan?.kind === 'arc') cover = plan.models.find((x) => x.id === m.id)?.cover ?? null;
  if (cover === 'none') {
    const counted = effectiveCover(cover, m.pinned, rules);
    parts.push(counted.prone ? `prone: ${counted.level} cover` : m.pinned ? 'prone in the open' : 'in the open');
  } else if (cover) parts.push(`in ${cover} cover`);
  return parts.join(', ');
}

function effectWords(s: CombatPatrolState, e: Effect): string {
  const m = findSoldier(s, e.id) as Soldier;
  const d = downChance(m, e.odds);
  return `${pct(d.down)} to put him down (${pct(d.out)} out of the fight)`;
}

function fireWords(s: CombatPatrolState, shooter: Soldier, plan: FirePlan, verb: string, where = ''): string {
  const wname = plan.weapon.name;
  if (plan.kind === 'aimed') {
    const t = findSoldier(s, plan.target) as Soldier;
    const e = effectsOf(s, shooter, plan)[0] as Effect;
    const need = e.odds.shot?.neededText ?? '?';
    const shot = pct(e.odds.shot?.chance ?? 0);
    const shots = plan.shots > 1 ? `${plan.shots} shots at ${need} (${shot} each, ${pct(e.odds.hitAtLeastOnce)} to hit at least once)` : `${need} to hit (${shot})`;
    return `${shooter.name} ${verb} his ${wname} at ${t.name}${where}: ${standing(t, plan, s.rules)}, ${inches(plan.distance)} away, ${shots}, ${effectWords(s, e)}.`;
  }
  if (plan.kind === 'grenade') {
    const near = s.soldiers.filter((m) => isAble(m.condition) && distance(pos(m), plan.at) <= 3.5);
    const foes = near.filter((m) => m.side !== shooter.side).map((m) => m.name);
    const friends = near.filter((m) => m.side === shooter.side).length;
    return `${shooter.name} throws a ${wname} ${inches(plan.distance)} ${plan.inSight ? '' : 'out of sight '}among ${foes.length ? foes.join(', ') : 'nobody able'}${friends ? ` (${friends} of his own within 3.5 in)` : ''}.`;
  }
  const effects = effectsOf(s, shooter, plan).filter((e) => !e.friend && e.taken > 0.001);
  const friends = effectsOf(s, shooter, plan).filter((e) => e.friend).length;
  const expected = effects.reduce((a, e) => a + downChance(findSoldier(s, e.id) as Soldier, e.odds).down, 0);
  const how = plan.kind === 'arc' ? `lays his ${wname}'s arc on bearing ${Math.round(plan.bearing)}°` : `sprays his ${wname} at ${nameOf(s, plan.target)}`;
  const who = effects.map((e) => `${nameOf(s, e.id)} (${standing(findSoldier(s, e.id) as Soldier, plan, s.rules)})`).join('; ');
  return `${shooter.name} ${how} over ${effects.length} ${effects.length === 1 ? 'enemy' : 'enemies'}: ${who}; about ${expected.toFixed(1)} of them put down${friends ? `, ${friends} of his own in it` : ''}.`;
}

function moveWords(s: CombatPatrolState, m: Soldier, to: { x: number; y: number }, verb: string): string {
  const [here, there] = exposures(s, m, [pos(m), to]) as [{ threat: number; reach: number }, { threat: number; reach: number }];
  const why: string[] = [];
  if (there.threat < here.threat - 0.05) why.push(`less exposed (enemy fire on him ${here.threat.toFixed(1)} to ${there.threat.toFixed(1)} expected hits)`);
  if (there.reach > here.reach + 0.05) why.push(`a better shot from there (${pct(here.reach)} to ${pct(there.reach)})`);
  if (why.length === 0) why.push('toward the objective');
  return `${m.name} ${verb} ${inches(distance(pos(m), to))}: ${why.join(', ')}.`;
}

/**
 * The bot's reason as its action carries it to the log (`why`): null for a step with nothing to say
 * (a die rolled, the deployment ended), cut to the length an action may carry.
 */
export function reasonFor(s: CombatPatrolState, action: CombatPatrolAction): string | null {
  if (action.type === 'dice' || action.type === 'deploy' || action.type === 'deploy-done') return null;
  const words = explainChoice(s, action);
  return words.length <= MAX_WHY ? words : `${words.slice(0, MAX_WHY - 1)}…`;
}

/** The bot's reason for `action` in `s`, in a sentence. */
export function explainChoice(s: CombatPatrolState, action: CombatPatrolAction): string {
  const who = (id: string): Soldier | undefined => findSoldier(s, id);
  switch (action.type) {
    case 'fire': {
      const m = who(action.soldier);
      if (!m) return `No soldier ${action.soldier}.`;
      const plan = planFire(s, m, action);
      return isFirePlan(plan) ? fireWords(s, m, plan, 'fires') : `${m.name} cannot fire so: ${plan.message}`;
    }
    case 'snap-fire': {
      const q = s.pending?.question;
      const m = who(action.shooter);
      if (!m || q?.kind !== 'snap-fire') return `${nameOf(s, action.shooter)} snap-fires.`;
      const plan = planFire(s, m, { weapon: m.weaponId, method: 'standard', target: q.runner }, pointAlong(q.path, action.along));
      if (!isFirePlan(plan)) return `${m.name} cannot snap-fire there: ${plan.message}`;
      return fireWords(s, m, plan, 'snap-fires', ` ${inches(action.along)} along his run`);
    }
    case 'let-run': {
      const q = s.pending?.question;
      return `Lets ${q?.kind === 'snap-fire' ? nameOf(s, q.runner) : 'him'} run: no snap shot at a fair chance.`;
    }
    case 'move':
    case 'run': {
      const m = who(action.soldier);
      const to = action.path[action.path.length - 1];
      return m && to ? moveWords(s, m, to, action.type === 'run' ? 'runs' : 'moves') : 'Moves.';
    }
    case 'first-aid': {
      const [m, p] = [who(action.soldier), who(action.patient)];
      return m && p ? firstAidWords(s, m, p, action.path[action.path.length - 1]) : `${nameOf(s, action.soldier)} goes to ${nameOf(s, action.patient)}.`;
    }
    case 'help-reload':
    case 'reload': {
      const m = who(action.soldier);
      const g = who(action.gunner ?? action.soldier);
      return m && g ? reloadWords(s, m, g, action.type === 'help-reload') : `${nameOf(s, action.soldier)} reloads.`;
    }
    case 'rally': {
      const m = who(action.soldier);
      return m ? rallyWords(m) : `${nameOf(s, action.soldier)} rallies.`;
    }
    case 'hold':
      return `${nameOf(s, action.soldier)} holds: no shot worth taking and no better place; he may snap-fire at a runner.`;
    case 'activate': {
      const m = who(action.soldier);
      return m ? forcedWords(s, m) : `${nameOf(s, action.soldier)} acts.`;
    }
    case 'scatter':
      return scatterWords(s, action.bearing);
    case 'stop-at':
      return stopWords(s, action.inches);
    case 'end-activation':
      return `${s.activation ? nameOf(s, s.activation.soldier) : 'He'} ends his activation: nothing more worth doing.`;
    default:
      return `${action.type}.`;
  }
}
