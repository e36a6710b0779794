/**
 * What a seat sees (everything on a skirmish table is in plain sight: both seats see the same),
 * the result, and the after-action summary the campaign reads: per side casualties, and for every
 * soldier his wounds, his fate, and his shots, hits and kills.
 */
import type { GameResult, Seat } from '../../../core/contract';
import { CONDITION_WORDS, isAble, isOutOfAction } from '../rules/wounds';
import type { Side } from '../types';
import { seatOf, SIDES, type AfterAction, type AfterActionSide, type AfterActionSoldier, type CombatPatrolState, type CombatPatrolView, type Outcome, type Soldier } from './types';
import { nameOf } from './world';

function fateOf(s: CombatPatrolState, m: Soldier): string {
  if (m.condition === 'dead') {
    const outright = m.wounds.some((w) => w.band === 'dead');
    return `${outright ? 'Killed in action' : 'Died of wounds'}, turn ${m.diedTurn ?? s.turn}`;
  }
  if (m.condition === 'ok') return m.wounds.length > 0 ? 'Unhurt (hit without effect)' : 'Unhurt';
  const word = CONDITION_WORDS[m.condition];
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}${m.condition === 'critical' ? (s.phase === 'over' ? ', alive at the end' : '') : ''}`;
}

function sideSummary(s: CombatPatrolState, side: Side): AfterActionSide {
  const men = s.soldiers.filter((m) => m.side === side);
  const count = (c: Soldier['condition']): number => men.filter((m) => m.condition === c).length;
  return {
    side,
    strength: s.strength[side],
    able: men.filter((m) => isAble(m.condition)).length,
    flesh: count('flesh'),
    light: count('light'),
    serious: count('serious'),
    critical: count('critical'),
    dead: count('dead'),
    outOfAction: men.filter((m) => isOutOfAction(m.condition)).length,
  };
}

export function afterAction(s: CombatPatrolState): AfterAction {
  const soldiers: AfterActionSoldier[] = s.soldiers.map((m) => ({
    id: m.id,
    name: m.name,
    side: m.side,
    squadId: m.squadId,
    condition: m.condition,
    fate: fateOf(s, m),
    ...(m.startedAs ? { startedAs: m.startedAs } : {}),
    wounds: m.wounds.map((w) => ({ ...w, byName: nameOf(s, w.by) })),
    shots: m.stats.shots,
    hits: m.stats.hits,
    kills: m.stats.kills,
    casualties: m.stats.casualties,
  }));
  return {
    scenario: s.scenario.name,
    turns: s.turn,
    finished: s.phase === 'over',
    outcome: s.outcome,
    sides: { US: sideSummary(s, 'US'), German: sideSummary(s, 'German') },
    soldiers,
  };
}

export function viewOf(s: CombatPatrolState, seat: Seat): CombatPatrolView {
  return {
    seat,
    scenario: s.scenario,
    rules: s.rules,
    battle: s.battle,
    diceMode: s.diceMode,
    phase: s.phase,
    deploying: s.deploying,
    turn: s.turn,
    toAct: s.toAct,
    initiative: s.initiative,
    soldiers: s.soldiers,
    activation: s.activation,
    question: s.pending ? s.pending.question : null,
    rolls: s.rolls,
    last: s.last,
    outcome: s.outcome,
    afterAction: s.phase === 'over' ? afterAction(s) : null,
    ...(s.legacyAreaFire ? { legacyAreaFire: true as const } : {}),
  };
}

/**
 * Results worked out, by state: a finished battle's result is asked several times (the apply
 * pipeline, the bot driver, the odds), and each time it would sum up the whole battle again.
 */
const results = new WeakMap<CombatPatrolState, GameResult>();

/** The battle's result (null while it goes on); each caller gets its own copy. */
export function resultOf(s: CombatPatrolState): GameResult | null {
  if (!s.outcome) return null;
  let r = results.get(s);
  if (!r) {
    r = resultNow(s, s.outcome);
    results.set(s, r);
  }
  return { ...r, stats: { ...r.stats } };
}

function resultNow(s: CombatPatrolState, o: Outcome): GameResult {
  const aa = afterAction(s);
  const stats: Record<string, number | string> = { turns: s.turn, reason: o.reason };
  for (const side of SIDES) {
    const x = aa.sides[side];
    const key = side === 'US' ? 'us' : 'german';
    stats[`${key}OutOfAction`] = x.outOfAction;
    stats[`${key}Dead`] = x.dead;
    stats[`${key}Able`] = x.able;
    stats[`${key}Shots`] = aa.soldiers.filter((m) => m.side === side).reduce((n, m) => n + m.shots, 0);
    stats[`${key}Hits`] = aa.soldiers.filter((m) => m.side === side).reduce((n, m) => n + m.hits, 0);
  }
  return { outcome: o.winner === null ? 'draw' : 'win', winner: o.winner === null ? null : seatOf(o.winner), summary: o.summary, stats };
}
