/**
 * The Lost Patrol's events: what each step did, as data (issue 22), and `describe`, the only place
 * the log's words are made. Tiles are told by kind and place, never by tile id (the ids' order is
 * the secret: hidden.ts). Both seats of the Deserter variant see the whole table, so no event has
 * `seats`. Places are (row, col), 0-based, row 0 the north edge; directions are compass letters.
 */
import { nameList } from '../../core/squad-names';
import { TILE_KINDS } from './tiles';
import type { GameResult } from '../../core/contract';
import type { Dir, TileKindId } from './types';

/** A piece: the patrol (base game), the Deserter, or a pursuers group (`alone`: the only group). */
export type Who = { piece: 'patrol' } | { piece: 'deserter' } | { piece: 'pursuers'; group: number; alone: boolean };

/** 49 tiles dealt face down, the rest kept as spares. */
export interface DealtEvent {
  type: 'dealt';
  faceDown: number;
  spares: number;
}

/** The patrol (or the Deserter) on the start tile, turned up in the centre. */
export interface StartEvent {
  type: 'start';
  who: Who;
  soldiers: number;
  row: number;
  col: number;
  kind: TileKindId;
  heading: Dir;
}

/** Deserter variant: the pursuers wait outside the forest in these groups. */
export interface PursuersWaitEvent {
  type: 'pursuers-wait';
  groups: number[];
}

/**
 * A piece stepped onto (row, col), coming in by side `from`; the tile is `kind` turned to `heading`
 * (`revealed`: it was face down and is turned up now, heading the way the piece moved).
 */
export interface EnteredEvent {
  type: 'entered';
  who: Who;
  row: number;
  col: number;
  from: Dir;
  kind: TileKindId;
  heading: Dir;
  revealed: boolean;
}

/** Trail of Breadcrumbs: the tile left behind at (row, col) is turned to point `heading`. */
export interface TurnedEvent {
  type: 'turned';
  row: number;
  col: number;
  kind: TileKindId;
  heading: Dir;
}

/** The spares ran out: `tiles` discarded tiles shuffled into a new face-down pile. */
export interface ReshuffledEvent {
  type: 'reshuffled';
  tiles: number;
}

/** Deserter variant: a pursuers group caught the Deserter on its tile. */
export interface CaughtEvent {
  type: 'caught';
  who: Who;
}

/** A piece on a dead end with no way back: trapped for good. */
export interface TrappedEvent {
  type: 'trapped';
  who: Who;
}

/** The horror's roll on arrival: no attack. */
export interface QuietEvent {
  type: 'quiet';
  roll: number;
}

/** The horror attacks `who` (with `soldiers` left to bid): the first round. */
export interface AttackEvent {
  type: 'attack';
  who: Who;
  roll: number;
  soldiers: number;
}

/** Soldiers bid against the horror (named ones in a campaign). */
export interface BidEvent {
  type: 'bid';
  who: Who;
  soldiers: number;
  names?: string[];
}

/** The roll against the bid: the horror is seen off. */
export interface HeldEvent {
  type: 'held';
  roll: number;
}

/** The roll against the bid: the `soldiers` bid (named in a campaign) are lost; `left` remain. */
export interface LostEvent {
  type: 'lost';
  who: Who;
  roll: number;
  soldiers: number;
  names?: string[];
  left: number;
}

/** After a loss: the horror retreats. */
export interface RetreatsEvent {
  type: 'retreats';
  roll: number;
}

/** After a loss: the horror attacks again (`soldiers` left to bid). */
export interface AgainEvent {
  type: 'again';
  who: Who;
  roll: number;
  soldiers: number;
}

/** A pursuers group walked off the grid without the Deserter: it waits outside. */
export interface WentOutEvent {
  type: 'went-out';
  who: Who;
  way: Dir;
}

/** The Deserter's captors are dead: he stands free on their tile, his way back the side they came in by (`from`). */
export interface FreedEvent {
  type: 'freed';
  from: Dir;
}

/** What every ending carries: the outcome and the winning seat (null for a loss or a draw). */
interface Ending {
  outcome: GameResult['outcome'];
  winner: number | null;
}

/** Base game: the patrol is trapped on a dead end with `soldiers` left; the game is lost. */
export interface TrappedLostEvent extends Ending {
  type: 'trapped-lost';
  soldiers: number;
}

/** The patrol or the Deserter walked out of the forest to the `way`. */
export interface EscapedEvent extends Ending {
  type: 'escaped';
  who: Who;
  way: Dir;
  soldiers: number;
}

/** A pursuers group marched the Deserter out of the forest. */
export interface MarchedOutEvent extends Ending {
  type: 'marched-out';
  who: Who;
  way: Dir;
}

/** The horror killed the whole patrol. */
export interface PatrolLostEvent extends Ending {
  type: 'patrol-lost';
}

/** The horror killed every pursuer: the Deserter gets away. */
export interface PursuersDeadEvent extends Ending {
  type: 'pursuers-dead';
}

/** Deserter variant: the turn limit passed, a draw. */
export interface DawnEvent extends Ending {
  type: 'dawn';
  turns: number;
}

/** Deserter variant: neither side can move, a draw. */
export interface StalemateEvent extends Ending {
  type: 'stalemate';
}

export type EndEvent = TrappedLostEvent | EscapedEvent | MarchedOutEvent | PatrolLostEvent | PursuersDeadEvent | DawnEvent | StalemateEvent;

export type LostPatrolEvent =
  | DealtEvent
  | StartEvent
  | PursuersWaitEvent
  | EnteredEvent
  | TurnedEvent
  | ReshuffledEvent
  | CaughtEvent
  | TrappedEvent
  | QuietEvent
  | AttackEvent
  | BidEvent
  | HeldEvent
  | LostEvent
  | RetreatsEvent
  | AgainEvent
  | WentOutEvent
  | FreedEvent
  | EndEvent;

const WAY: Readonly<Record<Dir, string>> = { N: 'north', E: 'east', S: 'south', W: 'west' };
const SHORT: Readonly<Record<string, string>> = Object.fromEntries(TILE_KINDS.map((k) => [k.id, k.short]));

/** "The patrol", "The Deserter", "The pursuers", "Pursuers group 2". */
export function whoName(w: Who): string {
  if (w.piece === 'patrol') return 'The patrol';
  if (w.piece === 'deserter') return 'The Deserter';
  return w.alone ? 'The pursuers' : `Pursuers group ${w.group + 1}`;
}

/** The same in the middle of a sentence ("attacks the patrol", "attacks Pursuers group 2"). */
const whoLower = (w: Who): string => whoName(w).replace(/^The/, 'the');
const isAre = (w: Who): string => (w.piece === 'pursuers' ? 'are' : 'is');
const soldiersWord = (n: number): string => `${n} soldier${n === 1 ? '' : 's'}`;

function bidPrompt(soldiers: number): string {
  if (soldiers < 2) return 'The last soldier must face it alone.';
  return `Bid 2 to ${Math.min(5, soldiers)} soldiers.`;
}

/** The log line of one event. */
export function describe(e: LostPatrolEvent): string {
  switch (e.type) {
    case 'dealt':
      return `The forest is dealt: ${e.faceDown} tiles face down, ${e.spares} spares.`;
    case 'start':
      return `${e.who.piece === 'deserter' ? 'The Deserter stands' : `The patrol of ${e.soldiers} stands`} on a ${SHORT[e.kind]} tile in the centre, its entry arrow pointing ${WAY[e.heading]}.`;
    case 'pursuers-wait': {
      const n = e.groups.length;
      return n === 1 ? 'The 10 pursuers wait outside the forest.' : `The 10 pursuers wait outside the forest in ${n} groups (${e.groups.join(', ')}).`;
    }
    case 'entered':
      return `${whoName(e.who)} entered ${e.revealed ? 'a' : 'the face-up'} ${SHORT[e.kind]} tile from the ${WAY[e.from]}.`;
    case 'turned':
      return `The ${SHORT[e.kind]} tile left behind is turned to point ${WAY[e.heading]}.`;
    case 'reshuffled':
      return `The spare tiles ran out: the ${e.tiles} discarded tiles are shuffled into a new pile.`;
    case 'caught':
      return `${whoName(e.who)} caught the Deserter! Now they must lead him out of the forest.`;
    case 'trapped':
      return `${whoName(e.who)} ${isAre(e.who)} trapped: a dead end, and no way back.`;
    case 'quiet':
      return `Rolled ${e.roll} for the horror: all is quiet.`;
    case 'attack':
      return `Rolled ${e.roll}: the horror attacks ${whoLower(e.who)}! ${bidPrompt(e.soldiers)}`;
    case 'bid':
      return e.names?.length ? `Bid ${soldiersWord(e.soldiers)} against the horror: ${nameList(e.names)}.` : `Bid ${soldiersWord(e.soldiers)} against the horror.`;
    case 'held':
      return `Rolled ${e.roll}: the horror has been seen off... for now.`;
    case 'lost': {
      const b = e.soldiers;
      const lost = e.names?.length ? `${nameList(e.names)} ${b === 1 ? 'is' : 'are'} lost` : b === 1 ? 'the soldier is lost' : `the ${b} soldiers are lost`;
      return `Rolled ${e.roll}: ${lost}; ${e.left === 0 ? 'none' : e.left} left.`;
    }
    case 'retreats':
      return `Rolled ${e.roll}: the horror retreats to feed.`;
    case 'again':
      return `Rolled ${e.roll}: the horror attacks again! ${bidPrompt(e.soldiers)}`;
    case 'went-out':
      return `${whoName(e.who)} left the forest to the ${WAY[e.way]}; they may come back in from any edge.`;
    case 'freed':
      return 'With his captors dead, the Deserter is free again.';
    case 'trapped-lost':
      return `The patrol is trapped at a dead end with ${e.soldiers} ${e.soldiers === 1 ? 'soldier' : 'soldiers'}: the forest has them.`;
    case 'escaped':
      return e.who.piece === 'deserter' ? `The Deserter slipped out of the forest to the ${WAY[e.way]}: he is free.` : `The patrol found the way out to the ${WAY[e.way]} with ${e.soldiers} of 10 soldiers.`;
    case 'marched-out':
      return `${whoName(e.who)} marched the Deserter out of the forest to the ${WAY[e.way]}.`;
    case 'patrol-lost':
      return 'The horror in the woods has claimed the whole patrol.';
    case 'pursuers-dead':
      return 'The horror has killed every pursuer: the Deserter gets away.';
    case 'dawn':
      return `Dawn after ${e.turns} turns: the Deserter is still in the forest and the hunt is called off.`;
    case 'stalemate':
      return 'Nobody can move: the Deserter and his pursuers are all lost in the forest.';
  }
}
