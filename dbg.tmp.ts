import { playGame } from './engine/games/patrol-lost/bots/match';
import { patrolLost } from './engine/games/patrol-lost/definition';
import { applyAction } from './engine/core/pipeline';
import { viewOf } from './engine/games/patrol-lost/view';
for (let i = 1; i <= 30; i++) {
  const g = playGame(i, 'medium', 'easy');
  if (g.state.outcome?.winner !== null) continue;
  console.log('draw seed', i);
  const v = viewOf(g.state);
  console.log(JSON.stringify({pile: v.pileCount, end: v.endPlaced, tiles: v.tiles.map(t => `${t.kind}@${t.q},${t.r}[${t.exits.join('')}]b${t.bad}`), goods: v.goods.map(g => `${g.name}@${g.q},${g.r}`)}, null, 0));
  // last turn's log
  let s = patrolLost.setup(i, { turnLimit: 60 });
  const lines: string[] = [];
  for (const a of g.actions) { const r = applyAction(patrolLost, s, a.seat, a.action); if (!r.ok) throw 0; s = r.state; if (s.turn >= 58) for (const e of s.events) lines.push(String(e)); }
  console.log(lines.slice(0, 40).join('\n'));
  break;
}
