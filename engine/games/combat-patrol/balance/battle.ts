/**
 * One battle of a balance check: a scenario played computer against computer from a seed, through
 * the engine's one bot driver (engine/bots/play, as `npm run sim -- combat-patrol` plays it), with
 * where each man fell and where the shot (or grenade) that put him down came from.
 */
import type { Bot } from '../../../core/contract';
import type { Vec } from '../../../geometry';
import { playBotGame } from '../../../bots/play';
import { combatPatrol } from '../battle/definition';
import type { CombatPatrolOptions, CombatPatrolState } from '../battle/types';
import type { Side } from '../types';
import { isAble } from '../rules/wounds';
import { randomBot } from '../bots/random';
import { tacticalBot } from '../bots/tactical';
import { veteranBot } from '../bots/veteran';
import { stepLuck } from '../odds/luck';
import { addInto } from '../../../odds/luck';

/** The computer levels a balance check may play. */
export const BALANCE_LEVELS = ['random', 'tactical', 'veteran'] as const;
export type BalanceLevel = (typeof BALANCE_LEVELS)[number];

const BOTS: Record<BalanceLevel, Bot<any, any>> = { random: randomBot, tactical: tacticalBot, veteran: veteranBot };

export function botOfLevel(level: BalanceLevel): Bot<any, any> {
  return BOTS[level];
}

/** A man put out of action (seriously or critically wounded, or killed): where he was, and where his foe was. */
export interface Fall {
  side: Side;
  at: Vec;
  /** Where the man who put him down stood then; null when nobody did (no such case in the rules today). */
  from: Vec | null;
}

export interface BattleRecord {
  seed: number;
  /** The level playing each side (US, German). */
  levels: Record<Side, BalanceLevel>;
  /** Null for a draw or a battle that hit the step cap. */
  winner: Side | null;
  finished: boolean;
  turns: number;
  /** Men out of action at the end, per side. */
  casualties: Record<Side, number>;
  falls: Fall[];
  /**
   * The luck of the battle's dice for [US, German] (odds/luck.ts: how much of each side's strength
   * they took beyond what they promised, summed over its steps): the summary allows for it as the
   * battle odds do. Absent in records made before it was kept.
   */
  luck?: [number, number];
}

/** Safety net per battle, as the sims use. */
const MAX_STEPS = 100_000;

/**
 * Plays one battle: `bots[0]` for the first seat (US), `bots[1]` for the second (German), the
 * options as combatPatrol.parseOptions returned them, from `seed` (the bots' stream from the same
 * seed, as playBotGame draws it). Same arguments, same record.
 */
export function playBalanceBattle(options: CombatPatrolOptions, levels: readonly [BalanceLevel, BalanceLevel], seed: number): BattleRecord {
  const able = new Map<string, boolean>();
  const falls: Fall[] = [];
  const luck: [number, number] = [0, 0];
  let last: CombatPatrolState | null = null;
  const look = (s: CombatPatrolState): void => {
    if (last) addInto(luck, stepLuck(last, s));
    last = s;
    for (const m of s.soldiers) {
      const now = isAble(m.condition);
      const was = able.get(m.id);
      able.set(m.id, now);
      if (was === true && !now) {
        const by = m.downedBy === null ? undefined : s.soldiers.find((o) => o.id === m.downedBy);
        falls.push({ side: m.side, at: { x: m.x, y: m.y }, from: by ? { x: by.x, y: by.y } : null });
      }
    }
  };
  const g = playBotGame<CombatPatrolState>(combatPatrol, seed >>> 0, options, [botOfLevel(levels[0]), botOfLevel(levels[1])], { maxSteps: MAX_STEPS, onState: look });
  const r = g.result;
  const winner = r && r.outcome === 'win' && r.winner !== null ? (r.winner === 0 ? 'US' : 'German') : null;
  const num = (k: string): number => (typeof r?.stats[k] === 'number' ? (r.stats[k] as number) : 0);
  return {
    seed: seed >>> 0,
    levels: { US: levels[0], German: levels[1] },
    winner,
    finished: r !== null,
    turns: r ? num('turns') : g.state.turn,
    casualties: { US: num('usOutOfAction'), German: num('germanOutOfAction') },
    falls,
    luck,
  };
}
