/**
 * The odds of the whole battle (engine/odds): who plays each side on from the position, and the
 * figures of the end. Nothing on the table is hidden, so a sample game starts from the position as
 * it stands; its dice are dealt again from the sample's own seed (`newLuck`: the game's `reseed`, the
 * new luck a fork gets), so the odds never play on the real generator's dice. A battle ends by its
 * scenario's own rules (a side wiped out or broken, or the turn limit: objectives held decide, else
 * a draw), so every sample game has an end.
 *
 * Who plays on: the random legal bot. Measured on the sample scenario from its start (a shared
 * two-core machine, December 2026): a tactical battle takes four to five times a random one (630
 * against 120 ms under tsx, one core). Neither meets the +/-3%-in-2-s budget (about 1,070 battles on
 * two cores: under 4 ms a battle). The random bot draws one legal action without listing them all
 * (battle/draw.ts); with it the app's bundled engine plays a random battle in about 14 ms of CPU
 * (26 ms listing them, measured back to back at load 5.5), so +/-3% takes some 7 s of CPU a thread
 * on two cores (scripts/bench/battle-odds.ts). With the verdicts the bot's own check found kept for
 * the step that applies its action (battle/check.ts), fewer copies, a numeric sight memo and
 * distances without Math.hypot's builtin: about 7 ms of CPU a battle, 3.5 to 3.8 s a thread and
 * 3.5 to 3.9 s on two cores (6.5 s a thread before, measured back to back at load 3): still some
 * 1.8 times the budget. Of those 7 ms, some 3 are V8 compiling the engine in freshly started
 * workers: the same run again on the same workers took about 4 ms a battle. With the bot's verdict
 * kept in one place instead of a weak table keyed by every state (battle/check.ts), and the run
 * ended as soon as its figures are settled (electron/odds/odds-pool.ts): about 6.5 ms a battle on
 * fresh workers and 3.3 ms on warm ones (7.1 to 7.5 and 3.6 to 4.1 before, measured back to back
 * at load 5.5, where a core is shared: the wall times were twice the CPU). Each battle's luck with
 * the dice allowed for (luck.ts stepLuck): 480 battles to +/-3% at the sample's start, not 1,056;
 * with that luck weighed also by when it fell and how whole each side was (battleLuck): 424.
 */
import type { OddsSupport } from '../../../core/contract';
import { isOutOfAction } from '../rules/wounds';
import { battleLuck, LUCK_WEIGHTS } from './luck';
import type { CombatPatrolState } from '../battle/types';

/** The bot that plays both sides on in the battle odds. */
export const BATTLE_ODDS_BOT = 'random';

export const battleOdds: OddsSupport<CombatPatrolState> = {
  botFor: () => BATTLE_ODDS_BOT,
  playedBy: () => 'the random computer player on both sides',
  newLuck: true,
  choices: false,
  /** Eight battles a chunk (about a second on one core): Cancel and a new position are answered within about two. */
  chunk: 8,
  /**
   * Battles each worker plays ahead when a battle is first shown (electron/odds/odds-pool.ts warm),
   * 192 on two workers, the first of that battle's odds (which count them when asked for): asked after
   * them, the sample's start reaches +/-3% in 0.95-1.5 s against 3.0-3.5 s on workers just started
   * (Node 20, `npm run bench -- battle-odds`), 0.77-0.83 s against 2.1-2.3 s in the app's V8
   * (battle-odds-v8; 1.4-1.8 s asked half a second after the battle is shown). With the engine on
   * Maglev alone, as the app runs it in Electron (4 December 2026, a slower day: the same bench
   * alternated with and without): 0.44-0.71 s against 2.0-3.1 s at once, against 0.74-0.92 s and
   * 3.2-3.8 s without; 0.90-1.42 s asked half a second after. The warm-up itself
   * takes some 2-2.5 s of both cores, once for as long as the app runs.
   */
  warmUp: 96,
  /** How much worse each side's men fared under fire than the dice promised, weighed by when it fell (luck.ts): the odds allow for it. */
  luck: { measures: 2 * LUCK_WEIGHTS.length, of: battleLuck, plain: 2 },
  /** Men out of action on both sides. */
  casualties: (s) => s.soldiers.filter((m) => isOutOfAction(m.condition)).length,
  turn: (s) => s.turn,
};
