/**
 * The step for each action: plays it out through the rules procedures with the verdict `validate`
 * gave it (the plan comes with the verdict), and ends the battle when a side is wiped out or broken.
 */
import type { Seat } from '../../../core/contract';
import {
  beginActivation, combatMove, criticalActivation, endActivation, maybeEnd, reloadWork, runMove, suppressedActivation,
} from './activation';
import type { Validated } from './check';
import { resolveFire } from './fire';
import type { Ctx, Perform } from './runtime';
import { checkVictory, deploymentDone, startBattle } from './turn';
import { sideOf, type CombatPatrolAction, type InternalAction } from './types';
import { enforcedActivation } from './world';

function perform(ctx: Ctx, action: CombatPatrolAction, seat: Seat, v: Validated): void {
  const s = ctx.s;
  // Judged on the step's starting state (ctx.base); the verdict holds ids and plans, never a soldier to change.
  switch (action.type) {
    case 'deploy': {
      const m = ctx.soldier(action.soldier);
      const from = { x: m.x, y: m.y };
      m.x = action.at.x;
      m.y = action.at.y;
      ctx.tell({ type: 'deployed', soldier: m.id, name: m.name, from, at: { x: m.x, y: m.y } });
      return;
    }
    case 'deploy-done':
      deploymentDone(ctx, sideOf(seat));
      return;
    case 'end-activation': {
      const a = s.activation;
      if (a) {
        const m = ctx.soldier(a.soldier);
        ctx.tell({ type: 'ends-activation', soldier: m.id, name: m.name });
        endActivation(ctx, ctx.soldier(a.soldier));
      }
      return;
    }
    case 'fire': {
      if (v.kind !== 'fire') return;
      if (!s.activation) beginActivation(ctx, ctx.soldier(action.soldier), true);
      resolveFire(ctx, v.plan);
      if (s.activation) s.activation.fired = true;
      maybeEnd(ctx);
      return;
    }
    case 'move': {
      if (v.kind !== 'move') return;
      if (!s.activation) beginActivation(ctx, ctx.soldier(action.soldier), true);
      combatMove(ctx, v.plan);
      if (s.activation) s.activation.moved = true;
      maybeEnd(ctx);
      return;
    }
    case 'help-reload': {
      if (v.kind !== 'reload') return;
      const m = ctx.soldier(action.soldier);
      if (!s.activation) beginActivation(ctx, m, true);
      reloadWork(ctx, m, ctx.soldier(v.owner.id), s.rules.helperReloadActions);
      if (s.activation) s.activation.reloadHalves++;
      maybeEnd(ctx);
      return;
    }
    case 'run':
      if (v.kind === 'move') runMove(ctx, ctx.soldier(action.soldier), v.plan);
      return;
    case 'first-aid': {
      if (v.kind !== 'move') return;
      const m = ctx.soldier(action.soldier);
      beginActivation(ctx, m, false);
      combatMove(ctx, v.plan, ctx.soldier(action.patient));
      endActivation(ctx, m);
      return;
    }
    case 'reload': {
      if (v.kind !== 'reload') return;
      const m = ctx.soldier(action.soldier);
      beginActivation(ctx, m, false);
      reloadWork(ctx, m, ctx.soldier(v.owner.id), 1);
      endActivation(ctx, m);
      return;
    }
    case 'hold': {
      const m = ctx.soldier(action.soldier);
      beginActivation(ctx, m, false);
      m.onHold = true;
      ctx.tell({ type: 'holds', soldier: m.id, name: m.name });
      endActivation(ctx, m);
      return;
    }
    case 'rally': {
      const m = ctx.soldier(action.soldier);
      beginActivation(ctx, m, false);
      m.pinned = false;
      ctx.tell({ type: 'rallies', soldier: m.id, name: m.name });
      endActivation(ctx, m);
      return;
    }
    case 'activate': {
      const m = ctx.soldier(action.soldier);
      if (enforcedActivation(m) === 'critical') criticalActivation(ctx, m);
      else suppressedActivation(ctx, m);
      return;
    }
    case 'dice':
    case 'scatter':
    case 'stop-at':
    case 'snap-fire':
    case 'let-run':
      throw new Error('an answer reached the rules without its question');
  }
}

/**
 * The whole step: the action played with its verdict (`validate` on the step's starting state;
 * none for the battle's start), then the end-of-battle check.
 */
export function performStep(verdict: Validated | null): Perform {
  return (ctx, action, seat) => {
    if (action.type === 'start') startBattle(ctx);
    else if (verdict) perform(ctx, action, seat, verdict);
    else throw new Error(`an unjudged ${action.type} action reached the rules`);
    checkVictory(ctx);
  };
}
