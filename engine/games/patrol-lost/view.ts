import type { GameResult } from '../../core/contract';
import { maskOf, tileAt } from './board';
import { fightBonuses } from './combat';
import { fightCells } from './flow';
import { dirName, qOf, rOf } from './hex';
import { currentSeat } from './legal';
import { exitMask, GOOD_GUYS, isHazard, kindOf, sidesOf, TILE_KINDS } from './tiles';
import type { DiceShown, DiceView, PatrolLostState, PatrolLostView, PendingView, TileKindId } from './types';
import { guyName, whereWords } from './words';

/**
 * What a seat sees. Both seats see the same table: every tile laid, every piece, the pool, the
 * pile's size and what it still holds by type. Only the pile's order is hidden, from both.
 */
export function viewOf(s: PatrolLostState): PatrolLostView {
  const pileKinds = pileByKind(s);
  let badOnMap = 0;
  for (const t of s.board) badOnMap += t.bad;
  return {
    turn: s.turn,
    phase: s.phase,
    toAct: currentSeat(s),
    tiles: s.board.map((t) => {
      const k = kindOf(t.tile);
      return {
        id: t.tile,
        kind: k.id,
        name: k.name,
        q: qOf(t.cell),
        r: rOf(t.cell),
        rot: t.rot,
        exits: sidesOf(maskOf(t)).map(dirName),
        hazard: k.hazard,
        bad: t.bad,
        label: whereWords(s, t.cell),
      };
    }),
    goods: GOOD_GUYS.map((g, index) => {
      const cell = s.goods[index] as number;
      const alive = cell >= 0;
      const finished = !alive || (s.phase === 'good' && (s.finished & (1 << index)) !== 0);
      const used = s.active === index ? s.used : 0;
      return {
        index,
        name: guyName(index, s),
        role: g.role,
        roleName: g.roleName,
        alive,
        q: alive ? qOf(cell) : null,
        r: alive ? rOf(cell) : null,
        finished,
        actionsLeft: s.phase === 'good' && !finished ? 2 - used : 0,
      };
    }),
    pool: s.pool,
    badOnMap,
    pileCount: s.pile.length,
    pileKinds,
    endPlaced: s.endPlaced,
    removedCount: s.removed.length,
    badActionsLeft: s.phase === 'bad' ? s.badActions : 0,
    fought: s.fought.map((c) => ({ q: qOf(c), r: rOf(c) })),
    fights: s.phase === 'attack' && !s.pending ? fightCells(s).map((c) => ({ q: qOf(c), r: rOf(c), bad: tileAt(s, c)?.bad ?? 0, ...fightBonuses(s, c) })) : [],
    pending: pendingView(s),
    dice: s.dice ? diceView(s.dice) : null,
    outcome: s.outcome ? { ...s.outcome } : null,
    stats: { ...s.stats },
    turnLimit: s.options.turnLimit,
  };
}

/**
 * What the pile holds by type, open to both players (every tile is known; only the order is hidden),
 * with the End while it waits. Counted into the tile set's fixed order, never the pile's: an object's
 * keys keep the order they were added in, and added as the pile lies they would tell that order.
 */
export function pileByKind(s: Pick<PatrolLostState, 'pile' | 'endPlaced'>): Partial<Record<TileKindId, number>> {
  const counts = new Map<TileKindId, number>();
  for (const t of s.pile) counts.set(kindOf(t).id, (counts.get(kindOf(t).id) ?? 0) + 1);
  if (!s.endPlaced) counts.set('end', 1);
  const out: Partial<Record<TileKindId, number>> = {};
  for (const k of TILE_KINDS) {
    const n = counts.get(k.id);
    if (n) out[k.id] = n;
  }
  return out;
}

function pendingView(s: PatrolLostState): PendingView | null {
  const p = s.pending;
  if (!p) return null;
  const base = { kind: p.kind, q: qOf(p.cell), r: rOf(p.cell) };
  if (p.kind === 'orient') {
    const k = kindOf(p.tile);
    return {
      ...base,
      tile: { id: p.tile, kind: k.id, name: k.name, hazard: isHazard(p.tile) },
      entry: dirName(p.entry),
      options: p.rots.map((rot) => ({ rot, exits: sidesOf(exitMask(p.tile, rot)).map(dirName) })),
      forced: p.forced,
    };
  }
  if (p.kind === 'lose') return { ...base, count: p.count };
  if (p.kind === 'push-good') {
    // The Good Guys are pushed back after a tie, and after a lost fight once a man has fallen.
    const f = s.dice?.kind === 'fight' && s.dice.fight.cell === p.cell ? s.dice.fight : null;
    return { ...base, after: f?.winner === 'tie' ? 'tie' : 'loss' };
  }
  return base;
}

/** Dice for screens, with the fight's tile as (q, r) rather than the engine's packed cell. */
function diceView(d: DiceShown): DiceView {
  if (d.kind === 'fight') {
    const { cell, ...rest } = d.fight;
    return { kind: 'fight', fight: { ...rest, goodDice: [rest.goodDice[0], rest.goodDice[1]], q: qOf(cell), r: rOf(cell) } };
  }
  if (d.kind === 'attack') return { ...d, dice: d.dice.slice() };
  return { ...d };
}

export function resultOf(s: PatrolLostState): GameResult | null {
  if (s.phase !== 'over' || !s.outcome) return null;
  const alive = s.goods.filter((c) => c >= 0).length;
  return {
    outcome: s.outcome.outcome,
    winner: s.outcome.winner,
    summary: s.outcome.summary,
    stats: {
      turns: s.turn,
      casualties: s.stats.goodLost,
      goodGuysLeft: alive,
      badGuysKilled: s.stats.badKilled,
      tilesPlaced: s.stats.tilesPlaced,
      tilesRemoved: s.stats.tilesRemoved,
      fights: s.stats.fights,
    },
  };
}
