/**
 * The turn (house rules where the source is silent): deployment when the scenario asks for it; each
 * turn both sides roll a D10 for the first activation (ties roll again); the sides alternate,
 * activating one soldier at a time, each soldier once a turn; a side with nobody left to activate
 * passes; the turn ends when nobody able to act is left. The battle ends when a side is wiped out
 * or broken, or when the last turn ends (objectives held decide, else a draw).
 */
import { distance } from '../../../geometry';
import { isAble, isOutOfAction } from '../rules/wounds';
import type { Ctx } from './runtime';
import { otherSide, seatOf, SIDES, type CombatPatrolState, type Outcome } from './types';
import { pos, sideCanActivate } from './world';
import type { Side } from '../types';

export function hasZone(s: CombatPatrolState, side: Side): boolean {
  return s.scenario.deploymentZones.some((z) => z.side === side);
}

function deployOrder(s: CombatPatrolState): Side[] {
  const first = s.battle.deployFirst;
  return [first, otherSide(first)].filter((side) => hasZone(s, side));
}

/** The opening of the battle: deployment, or straight to turn 1. */
export function startBattle(ctx: Ctx): void {
  const s = ctx.s;
  ctx.tell({ type: 'battle-begins', scenario: s.scenario.name, turns: s.battle.turnLimit });
  const order = s.battle.deployment === 'zones' ? deployOrder(s) : [];
  if (order.length > 0) {
    s.phase = 'deploy';
    s.deploying = order[0] as Side;
    ctx.tell({ type: 'deploys-first', side: s.deploying });
    return;
  }
  s.phase = 'battle';
  beginTurn(ctx);
}

/** A side has finished deploying: the other deploys, or the battle begins. */
export function deploymentDone(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const order = deployOrder(s);
  const next = order[order.indexOf(side) + 1];
  ctx.tell({ type: 'side-deployed', side });
  if (next) {
    s.deploying = next;
    ctx.tell({ type: 'side-deploys', side: next });
    return;
  }
  s.deploying = null;
  s.phase = 'battle';
  beginTurn(ctx);
}

export function beginTurn(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turn >= s.battle.turnLimit) {
    endAtTurnLimit(ctx);
    return;
  }
  s.turn++;
  for (const m of s.soldiers) {
    if (!m.activated && !m.onHold) continue;
    const own = ctx.soldier(m.id);
    own.activated = false;
    own.onHold = false;
  }
  let first: Side;
  if (s.turn === 1 && s.battle.firstMove !== 'initiative') {
    first = s.battle.firstMove;
    s.initiative = { first, rolls: null };
    ctx.tell({ type: 'first-activation', side: first });
  } else {
    for (;;) {
      const us = ctx.die('D10', seatOf('US'), 'Initiative roll for the US side');
      const de = ctx.die('D10', seatOf('German'), 'Initiative roll for the German side');
      if (us === de) {
        ctx.tell({ type: 'initiative-tie', turn: s.turn, roll: us });
        continue;
      }
      first = us > de ? 'US' : 'German';
      s.initiative = { first, rolls: { US: us, German: de } };
      ctx.tell({ type: 'initiative', turn: s.turn, US: us, German: de, first });
      break;
    }
  }
  s.toAct = sideCanActivate(s, first) ? first : otherSide(first);
}

/** After `side` has activated a soldier: the other side if it has anyone left, else the same, else a new turn. */
export function advance(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  const other = otherSide(side);
  if (sideCanActivate(s, other)) s.toAct = other;
  else if (sideCanActivate(s, side)) s.toAct = side;
  else {
    ctx.tell({ type: 'turn-ends', turn: s.turn });
    beginTurn(ctx);
  }
}

function outOfAction(s: CombatPatrolState, side: Side): number {
  return s.soldiers.filter((m) => m.side === side && isOutOfAction(m.condition)).length;
}

function finish(ctx: Ctx, outcome: Outcome): void {
  const s = ctx.s;
  s.outcome = outcome;
  s.phase = 'over';
  s.toAct = null;
  s.activation = null;
  ctx.tell({ type: 'battle-ends', winner: outcome.winner, reason: outcome.reason, summary: outcome.summary });
}

const winWords = (side: Side | null): string => (side === null ? 'a draw' : `the ${side} side wins`);

/** Ends the battle when a side is wiped out or broken; true when it did. */
export function checkVictory(ctx: Ctx): boolean {
  const s = ctx.s;
  if (s.phase !== 'battle') return s.phase === 'over';
  const wiped = SIDES.filter((side) => !s.soldiers.some((m) => m.side === side && isAble(m.condition)));
  if (wiped.length > 0) {
    const winner = wiped.length === 2 ? null : otherSide(wiped[0] as Side);
    const who = wiped.length === 2 ? 'Neither side has anyone left able to fight' : `The ${wiped[0]} side has nobody left able to fight`;
    finish(ctx, { winner, reason: 'wiped-out', summary: `${who}: ${winWords(winner)}.` });
    return true;
  }
  const pct = s.battle.breakPercent;
  if (pct === null) return false;
  // Men the scenario started out of action count neither way: a side breaks on its losses in this battle.
  const down = (side: Side): number => s.downAtStart?.[side] ?? 0;
  const lost = (side: Side): number => outOfAction(s, side) - down(side);
  const began = (side: Side): number => s.strength[side] - down(side);
  const broken = SIDES.filter((side) => lost(side) * 100 >= pct * began(side) - 1e-9);
  if (broken.length === 0) return false;
  const winner = broken.length === 2 ? null : otherSide(broken[0] as Side);
  const words = broken.map((side) => `the ${side} side breaks with ${lost(side)} of ${began(side)} men out of action`).join(' and ');
  finish(ctx, { winner, reason: 'broken', summary: `${words.charAt(0).toUpperCase()}${words.slice(1)}: ${winWords(winner)}.` });
  return true;
}

/** Objectives each side holds now (an able man within the radius, no able enemy within it). */
export function objectivesHeld(s: CombatPatrolState): Record<Side, number> {
  const held: Record<Side, number> = { US: 0, German: 0 };
  const r = s.battle.objectiveRadius + 1e-9;
  for (const o of s.scenario.objectives) {
    const near = (side: Side): boolean => s.soldiers.some((m) => m.side === side && isAble(m.condition) && distance(m, o) <= r);
    const us = near('US');
    const de = near('German');
    if (us && !de) held.US++;
    if (de && !us) held.German++;
  }
  return held;
}

function endAtTurnLimit(ctx: Ctx): void {
  const s = ctx.s;
  if (s.battle.objectives && s.scenario.objectives.length > 0) {
    const held = objectivesHeld(s);
    const winner: Side | null = held.US > held.German ? 'US' : held.German > held.US ? 'German' : null;
    finish(ctx, {
      winner,
      reason: 'objectives',
      summary: `After ${s.turn} turn${s.turn === 1 ? '' : 's'} the US hold ${held.US} objective${held.US === 1 ? '' : 's'} and the Germans ${held.German}: ${winWords(winner)}.`,
    });
    return;
  }
  finish(ctx, { winner: null, reason: 'turn-limit', summary: `After ${s.turn} turn${s.turn === 1 ? '' : 's'} neither side has won: a draw.` });
}
