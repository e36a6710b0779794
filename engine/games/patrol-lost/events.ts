import type { GameEvent } from '../../core/contract';
import { cellOf, DIR_WORDS, dirIndex, dirName, placeWords } from './hex';
import { exitMask, GOOD_GUYS, GOOD_LIMIT, kindOf, sidesOf, START_TILE, tileWords } from './tiles';
import type { Dir, Fight } from './types';

/**
 * What a step of Patrol: Lost! did, as typed events: the log's words are built from them here
 * (`describe`) and the map's marks by scene.ts. Both seats see the same table (only the pile's order
 * is hidden, from both), so every event is for everyone: a tile drawn is shown to both players
 * before it is laid. Places are axial hexes (q, r) with the tile lying there (null: an empty place).
 */

export interface Hex {
  q: number;
  r: number;
}

/** A place on the map and the tile on it (null when empty), for the words. */
export interface Place extends Hex {
  tile: number | null;
}

/** A Good Guy by index, with the name the game gives him (a campaign's GI's name). */
export interface GuyRef {
  guy: number;
  name: string;
}

/** The game is set out: Start with the Good Guys on it, the pile shuffled face down. */
export interface SetOutEvent { type: 'set-out'; goods: number; pile: number }
/** The Bad Guy player lays out the paths the Good Guys can see (turn 0). */
export interface LayOutEvent { type: 'lay-out' }
/** A turn begins with the Good Guys' phase. */
export interface TurnEvent { type: 'turn'; turn: number }
/** Tiles out of the Good Guys' sight taken off, their Bad Guys back to the pool. */
export interface RemovedEvent { type: 'removed'; tiles: (Hex & { tile: number; bad: number })[] }
/** The Bad Guys' phase begins. */
export interface BadTurnEvent { type: 'bad-turn'; actions: number; pool: number; onMap: number }
/** Clear-up: Bad Guys over the limit on a tile go back to the pool (`now`: the stack left). */
export interface OverLimitEvent { type: 'over-limit'; at: Place; over: number; limit: number; now: number }
/** A Good Guy is lost: killed in a fight (`fight`), chosen to go from a crowded tile (`chosen`), or lost at the clear-up. */
export interface LostEvent { type: 'lost'; guy: number; name: string; at: Hex; how: 'fight' | 'chosen' | 'clear-up' }
/** The game ends. */
export interface OverEvent { type: 'over'; outcome: 'good' | 'bad' | 'draw'; turn: number; limit: number }
/** A tile drawn for the path a Good Guy sees (`toward`), shown to both players; the End when the pile is used up. */
export interface DrawnEvent { type: 'drawn'; tile: number; end: boolean; by: GuyRef; toward: Dir }
/** A tile laid, turned by `rot`; `forced` when every way of laying it blocks a path. */
export interface LaidEvent { type: 'laid'; tile: number; q: number; r: number; rot: number; forced: boolean }
export interface GoodEndEvent { type: 'good-end' }
/** The Bad Guys end their actions (`acted`: after using some). */
export interface BadEndEvent { type: 'bad-end'; acted: boolean }
/** Bad Guys from the pool placed on a tile (`place`) or added to a stack (`add`); `now` on the tile after. */
export interface BadInEvent { type: 'bad-in'; how: 'place' | 'add'; n: number; at: Place; now: number }
/** `count` Bad Guys move across side `dir`; one goes back to the pool, the rest arrive. */
export interface BadAdvanceEvent { type: 'bad-advance'; count: number; dir: Dir; from: Place; to: Place; fromNow: number; toNow: number }
/** A fight on a tile, as rolled (the fields of the dice screens show), and the Good Guys there. */
export interface FightEvent extends Omit<Fight, 'cell'> {
  type: 'fight';
  at: Place;
  who: string[];
}
/** The Good Guys won a fight: one Bad Guy falls (back to the pool), `left` stay to be driven off. */
export interface FightWonEvent { type: 'fight-won'; at: Hex; left: number }
export interface FightTiedEvent { type: 'fight-tied' }
export interface FightLostEvent { type: 'fight-lost' }
/** No path leads off the tile: the Good Guys are not pushed. */
export interface GoodStayEvent { type: 'good-stay' }
/** No tile lies next to the tile: the Bad Guys are not driven off. */
export interface BadStayEvent { type: 'bad-stay' }
export interface GoodPushedEvent { type: 'good-pushed'; guys: GuyRef[]; dir: Dir; from: Hex; to: Place }
export interface BadPushedEvent { type: 'bad-pushed'; n: number; dir: Dir; from: Hex; to: Place; now: number }
/** A Good Guy attacks the Bad Guys on his tile: a hit for each 6; `now` Bad Guys left there. */
export interface AttackEvent { type: 'attack'; by: GuyRef; at: Hex; dice: number[]; hits: number; killed: number; now: number }
/** A Good Guy rolls to leave a hazard: `moved` past it across `dir`, or held up. */
export interface HazardEvent { type: 'hazard'; by: GuyRef; die: number; moved: boolean; from: Place; dir: Dir; to: Place }
export interface MovedEvent { type: 'moved'; by: GuyRef; dir: Dir; from: Hex; to: Place }
/** The Bad Guys let the fights left go. */
export interface HoldBackEvent { type: 'hold-back'; fights: number }
/** A computer player's reason for its action. */
export interface ReasonEvent { type: 'reason'; why: string }

export type PatrolLostEvent =
  | SetOutEvent
  | LayOutEvent
  | TurnEvent
  | RemovedEvent
  | BadTurnEvent
  | OverLimitEvent
  | LostEvent
  | OverEvent
  | DrawnEvent
  | LaidEvent
  | GoodEndEvent
  | BadEndEvent
  | BadInEvent
  | BadAdvanceEvent
  | FightEvent
  | FightWonEvent
  | FightTiedEvent
  | FightLostEvent
  | GoodStayEvent
  | BadStayEvent
  | GoodPushedEvent
  | BadPushedEvent
  | AttackEvent
  | HazardEvent
  | MovedEvent
  | HoldBackEvent
  | ReasonEvent;

/** Where a place lies, from Start: '2 N of Start', 'at the centre'. */
export function placeOf(h: Hex): string {
  if (h.q === 0 && h.r === 0) return 'at the centre';
  return `${placeWords(cellOf(h.q, h.r))} of Start`;
}

/** A tile and its place: 'Start', 'the curve 2 N of Start', 'the empty place 1 N of Start'. */
export function placeText(p: Place): string {
  if (p.tile === null) return `the empty place ${placeOf(p)}`;
  if (p.tile === START_TILE) return 'Start';
  return `${tileWords(p.tile)} ${placeOf(p)}`;
}

/** 'Dog (close-combat specialist)'. */
function full(g: GuyRef): string {
  const k = GOOD_GUYS[g.guy];
  return k ? `${g.name} (${k.roleName})` : g.name;
}

/** A list in words: 'Able', 'Able and Baker', 'Able, Baker and Dog'. */
export function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? 'nobody';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

export function badGuys(n: number): string {
  return plural(n, 'Bad Guy');
}

const dirWords = (d: Dir): string => DIR_WORDS[dirIndex(d)] as string;

/** The words of the game's end (also the result's summary). */
export function overWords(e: OverEvent): string {
  if (e.outcome === 'good') return `The Good Guys win on turn ${e.turn}: they end the turn on the End tile.`;
  if (e.outcome === 'bad') return `The Bad Guys win on turn ${e.turn}: every Good Guy is lost.`;
  return `A draw: ${e.limit} turns have passed and neither side has won.`;
}

const LOST_HOW: Record<LostEvent['how'], string> = {
  fight: 'is killed',
  chosen: 'is lost: more than three Good Guys on one tile',
  'clear-up': `is lost in the clear-up: more than ${GOOD_LIMIT} Good Guys on one tile`,
};

/** The log's words for an event: the only place Patrol: Lost!'s log is written. */
export function describe(event: GameEvent): string {
  const e = event as PatrolLostEvent;
  switch (e.type) {
    case 'set-out':
      return `Start is laid in the centre with ${e.goods} Good Guys on it; the End is set aside and the other ${e.pile} tiles are shuffled face down.`;
    case 'lay-out':
      return 'The Bad Guy player lays out the paths the Good Guys can see.';
    case 'turn':
      return `Turn ${e.turn}: the Good Guys act.`;
    case 'removed': {
      const gone = e.tiles.map((t) => `${placeText(t)}${t.bad ? ` (${badGuys(t.bad)} back to the pool)` : ''}`);
      return `Removed ${gone.length} tile${gone.length === 1 ? '' : 's'} out of the Good Guys' sight: ${gone.join('; ')}.`;
    }
    case 'bad-turn':
      return `The Bad Guys act (${e.actions} actions; ${badGuys(e.pool)} in the pool, ${e.onMap} on the map).`;
    case 'over-limit':
      return `Clear-up: ${badGuys(e.over)} over the limit of ${e.limit} on ${placeText(e.at)} go back to the pool.`;
    case 'lost':
      return `${full(e)} ${LOST_HOW[e.how]}.`;
    case 'over':
      return overWords(e);
    case 'drawn': {
      const what = e.end ? 'The pile is used up: the End tile comes out' : `Drew a ${kindOf(e.tile).name.toLowerCase()}`;
      return `${what} for the path ${e.by.name} sees to the ${dirWords(e.toward)}.`;
    }
    case 'laid': {
      const k = kindOf(e.tile);
      const exits = sidesOf(exitMask(e.tile, e.rot)).map(dirName).join('-');
      const why = e.forced ? ' It blocks a path: no way of laying it fits.' : '';
      return `Laid ${k.id === 'end' ? 'the End tile' : `a ${k.name.toLowerCase()}`} ${placeOf(e)}, paths ${exits}.${why}`;
    }
    case 'good-end':
      return 'The Good Guys end their actions.';
    case 'bad-end':
      return `The Bad Guys end their actions${e.acted ? '' : ' without acting'}.`;
    case 'bad-in':
      return `Bad Guys: ${e.how === 'place' ? 'placed' : 'added'} ${badGuys(e.n)} on ${placeText(e.at)} (now ${e.now}).`;
    case 'bad-advance': {
      const arrive = e.count - 1;
      return `Bad Guys: moved ${e.count} ${dirWords(e.dir)} from ${placeText(e.from)} to ${placeText(e.to)}; ${arrive === 1 ? '1 arrives' : `${arrive} arrive`}, one goes back to the pool.`;
    }
    case 'fight': {
      const extras = [e.closeBonus ? `+${e.closeBonus} close-combat specialist` : '', e.rangedBonus ? `+${e.rangedBonus} ranged specialist in sight` : ''].filter(Boolean).join(', ');
      return `${badGuys(e.bad)} ${e.bad === 1 ? 'attacks' : 'attack'} ${listWords(e.who)} on ${placeText(e.at)}: Bad Guys roll ${e.badDie}, score ${e.badScore}; Good Guys roll ${e.goodDice[0]} and ${e.goodDice[1]}${extras ? ` (${extras})` : ''}, score ${e.goodScore}.`;
    }
    case 'fight-won':
      return `The Good Guys win: one Bad Guy falls${e.left > 0 ? ` and the other ${e.left === 1 ? 'one is' : `${e.left} are`} driven off` : ''}.`;
    case 'fight-tied':
      return 'A tie: the Bad Guys drive the Good Guys back.';
    case 'fight-lost':
      return 'The Bad Guys win: a Good Guy falls.';
    case 'good-stay':
      return 'No path leads off the tile: the Good Guys stay where they are.';
    case 'bad-stay':
      return 'No tile lies next to this one: the Bad Guys stay where they are.';
    case 'good-pushed':
      return `${listWords(e.guys.map((g) => g.name))} ${e.guys.length === 1 ? 'is' : 'are'} pushed ${dirWords(e.dir)} onto ${placeText(e.to)}.`;
    case 'bad-pushed':
      return `${badGuys(e.n)} ${e.n === 1 ? 'is' : 'are'} driven ${dirWords(e.dir)} onto ${placeText(e.to)}.`;
    case 'attack': {
      const result = e.hits === 0 ? 'no hit' : `${e.hits} hit${e.hits === 1 ? '' : 's'}, ${badGuys(e.killed)} down${e.killed < e.hits ? ' (the rest wasted)' : ''}`;
      return `${full(e.by)} attacks: rolls ${e.dice.join(', ')}: ${result}.`;
    }
    case 'hazard':
      return e.moved
        ? `${full(e.by)} gets past the hazard (rolls ${e.die}) and moves ${dirWords(e.dir)} onto ${placeText(e.to)}.`
        : `${full(e.by)} tries to leave the hazard on ${placeText(e.from)}: rolls ${e.die}, held up (the action is lost).`;
    case 'moved':
      return `${e.by.name} moves ${dirWords(e.dir)} onto ${placeText(e.to)}.`;
    case 'hold-back':
      return `The Bad Guys hold back from ${e.fights === 1 ? 'a fight' : `${e.fights} fights`}.`;
    case 'reason':
      return `Reason: ${e.why}`;
  }
  throw new Error(`Patrol: Lost! has no event "${(event as GameEvent).type}"`);
}
