import type { GameEvent } from '../../core/contract';
import type { Hex, PatrolLostEvent } from './events';
import type { DiceView } from './types';

/**
 * What the map shows of a step: the one function from a step's events (as a seat received them) to
 * the marks a screen draws for it: the Good Guys who moved (from and to) and those lost, tiles laid
 * and removed, every change in a Bad Guy stack with the trail of a group that moved, and the dice
 * rolled with where. The computer's turn and the replay viewer both draw it. Several steps' events
 * in a row give their marks together (a man who moves twice has one trail, first place to last).
 */
export interface MapChanges {
  moved: { guy: number; from: Hex; to: Hex }[];
  lost: { guy: number; at: Hex }[];
  laid: (Hex & { id: number; rot: number })[];
  removed: (Hex & { id: number; bad: number })[];
  /** Stacks whose count changed on tiles still on the map (`was` 0: new; `now` 0: gone). */
  bad: (Hex & { was: number; now: number })[];
  /** A group of Bad Guys that went from one tile to the next (a move, or driven off). */
  badTrails: { from: Hex; to: Hex }[];
  /** The last dice rolled, and the tile they were rolled on. */
  rolled: { dice: DiceView; at: Hex } | null;
}

const key = (h: Hex): string => `${h.q},${h.r}`;
const hex = (h: Hex): Hex => ({ q: h.q, r: h.r });

export function sceneOf(events: readonly GameEvent[]): MapChanges {
  const moved = new Map<number, { guy: number; from: Hex; to: Hex }>();
  const lost: MapChanges['lost'] = [];
  const laid: MapChanges['laid'] = [];
  const removed: MapChanges['removed'] = [];
  const stacks = new Map<string, Hex & { was: number; now: number }>();
  const badTrails: MapChanges['badTrails'] = [];
  let rolled: MapChanges['rolled'] = null;

  const move = (guy: number, from: Hex, to: Hex) => {
    const m = moved.get(guy);
    moved.set(guy, { guy, from: m ? m.from : hex(from), to: hex(to) });
  };
  /** A stack now holds `now`, having changed by `by`. */
  const stack = (at: Hex, by: number, now: number) => {
    const s = stacks.get(key(at));
    if (s) s.now = now;
    else stacks.set(key(at), { q: at.q, r: at.r, was: now - by, now });
  };

  for (const raw of events) {
    const e = raw as PatrolLostEvent;
    switch (e.type) {
      case 'moved':
        move(e.by.guy, e.from, e.to);
        break;
      case 'hazard':
        if (e.moved) move(e.by.guy, e.from, e.to);
        rolled = { dice: { kind: 'hazard', guy: e.by.guy, die: e.die, moved: e.moved }, at: hex(e.from) };
        break;
      case 'good-pushed':
        for (const g of e.guys) move(g.guy, e.from, e.to);
        break;
      case 'lost':
        moved.delete(e.guy);
        lost.push({ guy: e.guy, at: hex(e.at) });
        break;
      case 'laid':
        laid.push({ id: e.tile, q: e.q, r: e.r, rot: e.rot });
        break;
      case 'removed':
        for (const t of e.tiles) {
          removed.push({ id: t.tile, q: t.q, r: t.r, bad: t.bad });
          stacks.delete(key(t));
        }
        break;
      case 'bad-in':
        stack(e.at, e.n, e.now);
        break;
      case 'bad-advance':
        stack(e.from, -e.count, e.fromNow);
        stack(e.to, e.count - 1, e.toNow);
        badTrails.push({ from: hex(e.from), to: hex(e.to) });
        break;
      case 'bad-pushed':
        stack(e.from, -e.n, 0);
        stack(e.to, e.n, e.now);
        badTrails.push({ from: hex(e.from), to: hex(e.to) });
        break;
      case 'over-limit':
        stack(e.at, -e.over, e.now);
        break;
      case 'fight-won':
        stack(e.at, -1, e.left);
        break;
      case 'attack':
        if (e.killed > 0) stack(e.at, -e.killed, e.now);
        rolled = { dice: { kind: 'attack', guy: e.by.guy, dice: e.dice.slice(), hits: e.hits }, at: hex(e.at) };
        break;
      case 'fight': {
        const { type: _t, at, who: _w, ...f } = e;
        rolled = { dice: { kind: 'fight', fight: { ...f, goodDice: [f.goodDice[0], f.goodDice[1]], q: at.q, r: at.r } }, at: hex(at) };
        break;
      }
    }
  }
  return {
    moved: [...moved.values()].filter((m) => m.from.q !== m.to.q || m.from.r !== m.to.r),
    lost,
    laid,
    removed,
    bad: [...stacks.values()].filter((s) => s.was !== s.now),
    badTrails,
    rolled,
  };
}

/** True when nothing on the map changed. */
export function isQuiet(c: MapChanges): boolean {
  return !c.moved.length && !c.lost.length && !c.laid.length && !c.removed.length && !c.bad.length && !c.rolled;
}
