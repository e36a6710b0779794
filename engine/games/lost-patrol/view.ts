import type { GameResult } from '../../core/contract';
import { bidRange } from './legal';
import { CELLS, colOf, dirName, exitsOf, kindOf, opposite, rowOf } from './tiles';
import type { CellView, LostPatrolState, LostPatrolView, Piece, PieceView } from './types';

function pieceView(p: Piece): PieceView {
  const on = p.cell >= 0;
  return { row: on ? rowOf(p.cell) : null, col: on ? colOf(p.cell) : null, soldiers: p.soldiers, from: on && p.from >= 0 ? dirName(p.from) : null, trapped: p.trapped };
}

/**
 * What a seat sees. Face-down tiles show nothing, the spares and discards only their counts (the
 * spares' order is the future). The source hides nothing else: in the Deserter variant both sides
 * see the whole table, so both seats get the same view.
 */
export function viewOf(s: LostPatrolState): LostPatrolView {
  const grid: CellView[] = [];
  for (let c = 0; c < CELLS; c++) {
    const h = s.cellHeading[c] as number;
    const row = rowOf(c);
    const col = colOf(c);
    if (h < 0) {
      grid.push({ row, col, faceUp: false });
      continue;
    }
    const tile = s.cellTile[c] as number;
    const k = kindOf(tile);
    grid.push({ row, col, faceUp: true, kind: k.id, name: k.name, heading: dirName(h), entry: dirName(opposite(h)), exits: exitsOf(tile, h).map(dirName) });
  }
  const attacked = s.attack ? (s.attack.target < 0 ? s.patrol : s.groups[s.attack.target]) : undefined;
  let attack: LostPatrolView['attack'] = null;
  if (s.attack && attacked) {
    const [minBid, maxBid] = bidRange(attacked.soldiers);
    attack = { target: s.attack.target, round: s.attack.round, soldiers: attacked.soldiers, minBid, maxBid };
  }
  return {
    options: { ...s.options, pursuerGroups: s.options.pursuerGroups.slice() },
    mode: s.options.deserter ? 'deserter' : 'patrol',
    phase: s.phase,
    side: s.side,
    turn: s.stats.turns,
    grid,
    sparesCount: s.spares.length,
    discardsCount: s.discards.length,
    patrol: pieceView(s.patrol),
    groups: s.groups.map((g, index) => ({ ...pieceView(g), index, moved: s.moved[index] ?? false })),
    capturedBy: s.capturedBy >= 0 ? s.capturedBy : null,
    attack,
    outcome: s.outcome ? { ...s.outcome } : null,
    stats: { ...s.stats },
  };
}

export function resultOf(s: LostPatrolState): GameResult | null {
  if (s.phase !== 'over' || !s.outcome) return null;
  const stats: Record<string, number> = { ...s.stats };
  if (s.options.deserter) stats.pursuersLeft = s.groups.reduce((n, g) => n + g.soldiers, 0);
  else stats.soldiersLeft = s.patrol.soldiers;
  return { outcome: s.outcome.outcome, winner: s.outcome.winner, summary: s.outcome.summary, stats };
}
