import { badOnMap, goodsOn, isEntryTile, protectedCells } from './board';
import { finish, oneOfEachRole, kill } from './losses';
import { BAD_ACTIONS, nextPhase, reinforcementFrom } from './numbers';
import { drawNext } from './place';
import { boardToChange, tell, tileToChange, type Run } from './run';
import { BAD_LIMIT, END_TILE, GOOD_LIMIT, START_TILE } from './tiles';
import type { PatrolLostState, PlacedTile } from './types';
import type { RemovedEvent } from './events';
import { qOf, rOf } from './hex';
import { placeAt } from './words';

/**
 * The turn's phases in order, and the steps that run by themselves: after every action `advance`
 * carries the game on until a player has a decision to make (or the game is over).
 */

const ALL_GUYS = 0b11111;

export { BAD_ACTIONS };

/** Good Guys who may still act this phase: alive and not finished (bits). */
export function readyGuys(s: PatrolLostState): number {
  let bits = 0;
  for (let g = 0; g < s.goods.length; g++) if ((s.goods[g] as number) >= 0 && !(s.finished & (1 << g))) bits |= 1 << g;
  return bits;
}

/** True when the Bad Guy player has any action besides ending the phase. */
export function badCanAct(s: PatrolLostState): boolean {
  if (s.pool > 0) {
    const n = reinforcementFrom(s.pool);
    for (const t of s.board) {
      if (t.bad > 0 && t.bad + n <= BAD_LIMIT) return true;
      if (t.bad === 0 && isEntryTile(s, t)) return true;
    }
  }
  for (const t of s.board) if (t.bad >= 2) return true;
  return false;
}

/** Tiles where Bad Guys and Good Guys stand together and have not fought yet this phase. */
export function fightCells(s: PatrolLostState): number[] {
  const out: number[] = [];
  for (const t of s.board) {
    if (t.bad === 0 || s.fought.includes(t.cell)) continue;
    if (s.goods.includes(t.cell)) out.push(t.cell);
  }
  return out;
}

function startGoodPhase(run: Run): void {
  const s = run.s;
  s.phase = 'good';
  s.active = -1;
  s.used = 0;
  s.finished = 0;
  tell(run, { type: 'turn', turn: s.turn });
}

/** Removes every tile the Good Guys could not see now or after two moves (ruling: removal is compulsory). */
function removeTiles(run: Run): void {
  const s = run.s;
  const keep = protectedCells(s);
  const kept: PlacedTile[] = [];
  const gone: RemovedEvent['tiles'] = [];
  for (const t of s.board) {
    // Ruling: the End tile, once laid, stays: it is where the Good Guys are heading.
    if (keep.has(t.cell) || t.tile === END_TILE) {
      kept.push(t);
      continue;
    }
    s.pool += t.bad;
    run.d.own('removed').push(t.tile);
    run.d.own('stats').tilesRemoved++;
    if (run.talk) gone.push({ q: qOf(t.cell), r: rOf(t.cell), tile: t.tile, bad: t.bad });
  }
  if (kept.length !== s.board.length) {
    const stay = new Set(kept.map((t) => t.cell));
    run.d.set('board', boardToChange(run).filter((t) => stay.has(t.cell)));
    tell(run, { type: 'removed', tiles: gone });
  }
}

/** Clear-up: too many Bad Guys go back to the pool; too many Good Guys on a tile (but Start) are lost. */
function clearUp(run: Run): void {
  const s = run.s;
  for (const shared of s.board) {
    if (shared.bad <= BAD_LIMIT) continue;
    const t = tileToChange(run, shared.cell) as PlacedTile;
    const over = t.bad - BAD_LIMIT;
    t.bad = BAD_LIMIT;
    s.pool += over;
    if (run.talk) tell(run, { type: 'over-limit', at: placeAt(s, t.cell), over, limit: BAD_LIMIT, now: t.bad });
  }
  for (const t of s.board) {
    if (t.tile === START_TILE) continue;
    const here = goodsOn(s, t.cell);
    const over = here.length - GOOD_LIMIT;
    if (over <= 0) continue;
    if (oneOfEachRole(here).length > 1) {
      s.pending = { kind: 'lose', cell: t.cell, count: over, then: 'clear-up' };
      return;
    }
    for (let i = 0; i < over; i++) {
      kill(run, here[i] as number, 'clear-up');
      if (s.phase === 'over') return;
    }
  }
}

function endTurn(run: Run): void {
  const s = run.s;
  const onEnd = s.board.find((t) => t.tile === END_TILE);
  if (onEnd && s.goods.includes(onEnd.cell)) {
    finish(run, 'good');
    return;
  }
  if (s.turn >= s.options.turnLimit) {
    finish(run, 'draw');
    return;
  }
  s.turn++;
  run.d.own('stats').turns = s.turn;
  startGoodPhase(run);
}

/** Carries the game on through the steps that need no decision. */
export function advance(run: Run): void {
  const s = run.s;
  for (let guard = 0; guard < 1000; guard++) {
    if (s.phase === 'over' || s.pending) return;
    switch (s.phase) {
      case 'good':
        if (readyGuys(s) !== 0) return;
        s.active = -1;
        s.phase = nextPhase(s.phase);
        break;
      case 'removal':
        removeTiles(run);
        s.phase = nextPhase(s.phase);
        break;
      case 'place':
        if (drawNext(run)) break;
        if (s.turn === 0) {
          s.turn = 1;
          run.d.own('stats').turns = 1;
          startGoodPhase(run);
        } else {
          s.phase = nextPhase(s.phase);
          s.badActions = BAD_ACTIONS;
          if (run.talk) tell(run, { type: 'bad-turn', actions: BAD_ACTIONS, pool: s.pool, onMap: badOnMap(s) });
        }
        break;
      case 'bad':
        if (s.badActions > 0 && badCanAct(s)) return;
        s.phase = nextPhase(s.phase);
        run.d.set('fought', []);
        break;
      case 'attack':
        if (fightCells(s).length > 0) return;
        s.phase = nextPhase(s.phase);
        break;
      case 'clear-up':
        clearUp(run);
        if (s.pending || (s.phase as string) === 'over') return;
        endTurn(run);
        break;
    }
  }
  throw new Error('Patrol: Lost! turn flow did not settle');
}

/** Marks every Good Guy finished: the Good Guy player ends his phase. */
export function endGoodPhase(s: PatrolLostState): void {
  s.finished = ALL_GUYS;
  s.active = -1;
}
