/**
 * What a Combat Patrol! step did, as typed events: who moved from where to where, who fired at whom
 * with which dice and what came of it, where a grenade went, wounds, pins, the turn and the end.
 * Nothing here is hidden (both sides see the whole table), so no event has `seats`. `describe` is
 * the only place the log's words are made; scene.ts turns a step's events into what the table shows.
 */
import type { GameEvent } from '../../core/contract';
import type { Sector, Vec } from '../../geometry';
import { MEDIC_WORDS, type MedicResult } from './rules/critical';
import { diceText } from './rules/dice';
import { reactionWords, type ReactionRoll } from './rules/reaction';
import { modifierWords, type Modifier } from './rules/shooting';
import { chartRow, CONDITION_WORDS, isAble, type Condition, type WoundBand } from './rules/wounds';
import type { Side } from './types';

/** Who an event is about: his id (for the table) and his name (for the words). */
export interface Who {
  soldier: string;
  name: string;
}

/** A die's need and the modifiers behind it, as the log tells them. */
export interface Need {
  /** "5+", "a natural 10". */
  needs: string;
  accuracy: number;
  modifiers: Modifier[];
  roll: number;
}

/** Whether a man is pinned and suppressed. */
export interface Nerve {
  pinned: boolean;
  suppressed: boolean;
}

export interface BattleBegins { type: 'battle-begins'; scenario: string; turns: number }
export interface DeploysFirst { type: 'deploys-first'; side: Side }
export interface SideDeployed { type: 'side-deployed'; side: Side }
export interface SideDeploys { type: 'side-deploys'; side: Side }
export interface Deployed extends Who { type: 'deployed'; from: Vec; at: Vec }
export interface FirstActivation { type: 'first-activation'; side: Side }
export interface InitiativeTie { type: 'initiative-tie'; turn: number; roll: number }
export interface Initiative { type: 'initiative'; turn: number; US: number; German: number; first: Side }
export interface TurnEnds { type: 'turn-ends'; turn: number }
export interface BattleEnds { type: 'battle-ends'; winner: Side | null; reason: string; summary: string }
/** A Combat Move (or a move to a wounded man): the man, and the one he drags, from where to where. */
export interface Moved extends Who {
  type: 'moved';
  /** Absent for a Combat Move; the wounded man he goes to. */
  patient?: Who;
  drag: (Who & { from: Vec; to: Vec }) | null;
  from: Vec;
  /** The points of his path after `from`. */
  path: Vec[];
  to: Vec;
  /** The path's length, inches. */
  inches: number;
  /** What it cost, in words ("5.0 in moved costs 5.0 in"). */
  cost: string;
}
/** A Run Move begins (where it ends is `run-ends`). */
export interface Runs extends Who { type: 'runs'; from: Vec; path: Vec[]; cost: string }
/** The difficult-ground gamble: `stumble` when the roll was not enough (the stumble die, whether the opponent chose, where he stops). */
export interface Gamble extends Who { type: 'gamble'; inches: number; roll: number; stumble: { roll: number; chosen: boolean; along: number } | null }
export interface Trip extends Who { type: 'trip'; obstacles: number; roll: number; tripped: { obstacle: string; along: number } | null }
export interface GoesDown extends Who { type: 'goes-down'; along: number }
/** Where a run ends (where it began when the runner was killed on it), and whether he ends it pinned. */
export interface RunEnds extends Who { type: 'run-ends'; at: Vec; drag: (Who & { to: Vec }) | null; pinned: boolean; killed: boolean }
export interface Reload {
  type: 'reload';
  worker: Who;
  owner: Who;
  weapon: string;
  actions: number;
  magazine: number | null;
  loaded: boolean;
  /** "2 of 3 bursts left", "unloaded: 1 of 3 reload actions done". */
  gun: string;
}
export interface Medic extends Who { type: 'medic'; helper: Who; roll: number; trained: boolean; result: MedicResult }
export interface CriticalTest extends Who { type: 'critical-test'; roll: number; penalty: number; deathNumber: number; died: boolean; next: number | null }
export interface SuppressedTest extends Who, Need { type: 'suppressed-test'; passed: boolean }
export interface Fires {
  type: 'fires';
  shooter: Who;
  target: Who;
  from: Vec;
  to: Vec;
  weapon: string;
  method: string;
  shots: number;
  distance: number;
  snap: boolean;
}
export interface Shot extends Need { type: 'shot'; shooter: string; target: string; label: string; hit: boolean }
export interface BurstWasted { type: 'burst-wasted' }
export interface Wound extends Who { type: 'wound'; by: string; dice: number[]; bonus: number; total: number; band: WoundBand; before: Condition; after: Condition }
export interface Reaction extends Who, Need { type: 'reaction'; result: ReactionRoll; before: Nerve; after: Nerve }
export interface Spray {
  type: 'spray';
  shooter: Who;
  target: Who;
  from: Vec;
  to: Vec;
  weapon: string;
  distance: number;
  radius: number;
  modifier: number;
  affected: Who[];
}
export interface Arc {
  type: 'arc';
  shooter: Who;
  from: Vec;
  weapon: string;
  weaponId: string;
  /** The arc on the table: apex, facing, span, reach. */
  sector: Sector;
  bearing: number;
  models: string[];
  burstsLeft: number;
}
export interface Bullets extends Who { type: 'bullets'; distance: number; die: string; roll: number; bullets: number }
export interface OutOfFight extends Who { type: 'out-of-fight' }
export interface Grenade {
  type: 'grenade';
  thrower: Who;
  from: Vec;
  target: Vec;
  distance: number;
  inSight: boolean;
  inverted: number;
  extra: number;
  reasons: string[];
  roll: number;
  dropped: boolean;
  /** A dropped grenade's scatter roll (when the house rule scatters it). */
  again: number | null;
  scatter: number;
  /** The blast's radius, inches. */
  blast: number;
}
/** One inch of a grenade's scatter, in the direction a side chose. */
export interface ScatterInch { type: 'scatter-inch'; inch: number; of: number; chooser: Side; bearing: number; from: Vec; to: Vec }
export interface GrenadeRests { type: 'grenade-rests'; at: Vec; target: Vec; distance: number }
export interface Burst { type: 'burst'; at: Vec; radius: number; caught: Who[] }
export interface EndsActivation extends Who { type: 'ends-activation' }
export interface Holds extends Who { type: 'holds' }
export interface Rallies extends Who { type: 'rallies' }
/** A computer player's reason for the step, in its words (the action's `why`): first among the step's events. */
export interface Reason { type: 'reason'; why: string }

export type CombatPatrolEvent =
  | BattleBegins | DeploysFirst | SideDeployed | SideDeploys | Deployed | FirstActivation | InitiativeTie | Initiative
  | TurnEnds | BattleEnds | Moved | Runs | Gamble | Trip | GoesDown | RunEnds | Reload | Medic | CriticalTest
  | SuppressedTest | Fires | Shot | BurstWasted | Wound | Reaction | Spray | Arc | Bullets | OutOfFight | Grenade
  | ScatterInch | GrenadeRests | Burst | EndsActivation | Holds | Rallies | Reason;

const inches = (n: number): string => `${(Math.round(n * 10) / 10).toFixed(1)} in`;
const point = (p: Vec): string => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;
const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Inches along a run: whole inches as "5 in", others to a tenth ("7.4 in"); null when it rounds to nothing. */
function runInches(n: number): string | null {
  const tenths = Math.round(n * 10) / 10;
  if (tenths === 0) return null;
  return `${Number.isInteger(tenths) ? tenths : tenths.toFixed(1)} in`;
}

const need = (e: Need): string => `needs ${e.needs} (${modifierWords(e.accuracy, e.modifiers)}); rolled ${e.roll}`;

function grenadeWords(e: Grenade): string {
  const sight = e.inSight ? `in sight, inverted accuracy ${e.inverted}` : `out of sight, inverted accuracy halved to ${e.inverted}`;
  const extra = e.extra > 0 ? `, +${e.extra} in for ${e.reasons.join(', ')}` : '';
  const who = e.thrower.name;
  if (e.dropped && e.again !== null) return `${who} throws a grenade (${sight}${extra}): rolled 1, he drops it! It scatters from his feet: rolled ${e.again}, ${e.scatter} in.`;
  if (e.dropped) return `${who} throws a grenade: rolled 1, he drops it at his feet.`;
  return `${who} throws a grenade ${inches(e.distance)} (${sight}${extra}): rolled ${e.roll}, ${e.scatter === 0 ? 'on the target point' : `${e.scatter} in of scatter`}.`;
}

function woundWords(e: Wound): string {
  const row = chartRow(e.band);
  const roll = e.bonus ? `${e.dice.join(' + ')} + ${e.bonus} = ${e.total}` : diceText(e.dice);
  if (e.after === e.before) {
    const state = isAble(e.before) ? 'fights on' : `is still ${CONDITION_WORDS[e.before]}`;
    return `Wound roll ${roll}: ${row.name}${e.band === 'none' ? '' : ', no worse than he was'}. ${e.name} ${state}.`;
  }
  return `Wound roll ${roll}: ${row.name}. ${e.name}: ${row.effect}.`;
}

/** The log's words for one event. */
export function describe(event: GameEvent): string {
  const e = event as CombatPatrolEvent;
  switch (e.type) {
    case 'battle-begins': return `${e.scenario}: the US against the Germans, ${plural(e.turns, 'turn')}.`;
    case 'deploys-first': return `The ${e.side} side deploys first, inside its deployment zone.`;
    case 'side-deployed': return `The ${e.side} side is deployed.`;
    case 'side-deploys': return `The ${e.side} side deploys.`;
    case 'deployed': return `${e.name} deploys at ${point(e.at)}.`;
    case 'first-activation': return `Turn 1: the scenario gives the ${e.side} side the first activation.`;
    case 'initiative-tie': return `Turn ${e.turn} initiative: both sides rolled ${e.roll}, roll again.`;
    case 'initiative': return `Turn ${e.turn} initiative: US ${e.US}, German ${e.German}: the ${e.first} side activates first.`;
    case 'turn-ends': return `End of turn ${e.turn}.`;
    case 'battle-ends': return e.summary;
    case 'moved': {
      const how = e.patient ? `goes to give first aid to ${e.patient.name}` : 'makes a Combat Move';
      return `${e.name} ${how}${e.drag ? `, dragging ${e.drag.name}` : ''}: ${e.cost}.`;
    }
    case 'runs': return `${e.name} makes a Run Move: ${e.cost}.`;
    case 'gamble': {
      if (!e.stumble) return `He gambles ${e.inches} in of difficult ground as open: rolled ${e.roll}, he makes it.`;
      const at = runInches(e.stumble.along);
      const who = e.stumble.chosen ? ' (a 10: the opponent chose)' : '';
      return `He gambles ${e.inches} in of difficult ground as open: rolled ${e.roll}, not enough. He stumbles ${at ? `after ${at}` : 'at the very start of his run'}${who} and is pinned.`;
    }
    case 'trip': {
      const over = `Trip test over ${plural(e.obstacles, 'obstacle')}: rolled ${e.roll}`;
      return e.tripped ? `${over}, he trips just after the ${e.tripped.obstacle} and is pinned.` : `${over}, he clears ${e.obstacles === 1 ? 'it' : 'them'}.`;
    }
    case 'goes-down': {
      const along = runInches(e.along);
      return `${e.name} goes down ${along ? `${along} along his run` : 'at the very start of his run, before he has taken a step'}.`;
    }
    case 'run-ends':
      if (e.killed) return `${e.name}'s run ends with him.`;
      return `${e.name} ends his run at ${point(e.at)}${e.pinned ? ', pinned' : ''}.`;
    case 'reload': {
      const who = e.worker.soldier === e.owner.soldier ? `${e.worker.name} reloads his ${e.weapon}` : `${e.worker.name} helps reload ${e.owner.name}'s ${e.weapon}`;
      const mag = e.magazine === null ? '' : e.magazine >= 6 ? ` Magazine roll ${e.magazine}: it seats.` : ` Magazine roll ${e.magazine}: it needs another action.`;
      return `${who} (${plural(e.actions, 'action')}).${mag} ${e.loaded ? 'It is loaded.' : `It is ${e.gun}.`}`;
    }
    case 'medic': return `${e.helper.name} tends ${e.name}: Medic test ${e.roll}${e.trained ? ' +1 (trained medic)' : ''}: ${MEDIC_WORDS[e.result]}.`;
    case 'critical-test': {
      const head = `${e.name}'s critical test: rolled ${e.roll}${e.penalty ? ` -${e.penalty}` : ''}, needing more than ${e.deathNumber}`;
      return e.died ? `${head}: he dies of his wounds.` : `${head}: he hangs on (next turn he dies on ${e.next} or less).`;
    }
    case 'suppressed-test':
      return `${e.name} is suppressed and does nothing. His Reaction Test: ${need(e)}, ${e.passed ? 'passes: no longer suppressed, still pinned' : 'fails: still suppressed'}.`;
    case 'fires': {
      const what = `${e.method} method, ${plural(e.shots, 'shot')}`;
      return `${e.shooter.name} ${e.snap ? 'snap-fires' : 'fires'} his ${e.weapon} (${what}) at ${e.target.name}, ${inches(e.distance)} away.`;
    }
    case 'shot': return `${e.label}: ${need(e)}, ${e.hit ? 'a hit' : 'a miss'}.`;
    case 'burst-wasted': return 'The rest of the burst is wasted: the target is down.';
    case 'wound': return woundWords(e);
    case 'reaction': {
      const st = (n: Nerve) => ({ condition: 'ok' as const, ...n });
      return `${e.name} takes a Reaction Test: ${need(e)}, ${reactionWords(e.result, st(e.before), st(e.after))}.`;
    }
    case 'spray':
      return `${e.shooter.name} sprays ${e.target.name} with his ${e.weapon}, ${inches(e.distance)} away: everyone within ${e.radius} in tests at ${e.modifier} (${e.affected.map((a) => a.name).join(', ')}).`;
    case 'arc': {
      const inIt = e.models.length === 0 ? 'nobody is in it' : `${e.models.length} in it`;
      const left = e.burstsLeft === 0 ? 'now unloaded' : `${plural(e.burstsLeft, 'burst')} left before reloading`;
      return `${e.shooter.name} fires the ${e.weapon} in a ${e.sector.spanDeg}-degree arc on bearing ${Math.round(e.bearing)}: ${inIt} (${left}).`;
    }
    case 'bullets': return `${e.name}, ${inches(e.distance)}: ${e.die} ${e.roll}, ${plural(e.bullets, 'bullet')}.`;
    case 'out-of-fight': return `${e.name} is out of the fight: he takes no Reaction Test.`;
    case 'grenade': return grenadeWords(e);
    case 'scatter-inch': return `Scatter inch ${e.inch} of ${e.of}, the ${e.chooser} side's way (bearing ${Math.round(e.bearing)}): the grenade rolls to ${point(e.to)}.`;
    case 'grenade-rests': return `The grenade comes to rest ${inches(e.distance)} from the target point.`;
    case 'burst': return `It bursts: ${e.caught.length === 0 ? 'nobody is caught in the blast' : `${e.caught.map((m) => m.name).join(', ')} caught in the blast`}.`;
    case 'ends-activation': return `${e.name} ends his activation.`;
    case 'holds': return `${e.name} holds, ready to Snap Fire at a runner.`;
    case 'rallies': return `${e.name} rallies: no longer pinned.`;
    case 'reason': return `Reason: ${e.why}`;
    default: throw new Error(`no words for a Combat Patrol! event "${(event as GameEvent).type}"`);
  }
}
