import { patrolLost } from './engine/games/patrol-lost/definition';
import { applyAction } from './engine/core/pipeline';
import { botContext } from './engine/core/gate';
import { seedRng } from './engine/core/rng';
import { patrolLostBots } from './engine/games/patrol-lost/bots/index';
import { sense, distOf, badNear, badWinChance } from './engine/games/patrol-lost/bots/sense';
import { GOOD_GUYS } from './engine/games/patrol-lost/tiles';
import type { PatrolLostState } from './engine/games/patrol-lost/types';

function features(s: PatrolLostState): number[] {
  const k = sense(s);
  let std = 0, close = 0, ranged = 0, danger = 0, near = 0, nearest = 99, sumd = 0, n = 0;
  s.goods.forEach((c, g) => {
    if (c < 0) return;
    const role = GOOD_GUYS[g]!.role;
    if (role === 'standard') std++; else if (role === 'close') close++; else ranged++;
    danger += badWinChance(s, c, k.at.get(c)?.bad ?? 0);
    near += badNear(k, c);
    const d = Math.min(distOf(k, c), 20);
    nearest = Math.min(nearest, d); sumd += d; n++;
  });
  const used = (28 - s.pile.length + (s.endPlaced ? 1 : 0)) / 29;
  const bad = s.board.reduce((a, t) => a + t.bad, 0);
  return [1, std / 3, close, ranged, used, k.toEnd ? 1 / (1 + nearest) : 0, k.toEnd ? 0 : 1 / (1 + nearest), danger, near / 6, s.pool / 18, bad / 18, k.toEnd ? 1 : 0, n ? sumd / n / 10 : 0];
}
const names = ['bias','std/3','close','ranged','used','toEnd/(1+d)','edge/(1+d)','danger','near/6','pool/18','badOnMap/18','endPlaced','meanDist/10'];
const X: number[][] = [], Y: number[] = [];
const pairs = [['easy','easy'],['easy','random'],['random','easy'],['medium','easy'],['easy','medium']];
for (const [gb, bb] of pairs) {
  const games = gb === 'medium' || bb === 'medium' ? 60 : 1500;
  for (let i = 0; i < games; i++) {
    const bots = [patrolLostBots[gb]!, patrolLostBots[bb]!];
    const rng = seedRng(i * 7 + 3);
    let s = patrolLost.setup(10000 + i, { turnLimit: 60 });
    const pos: number[][] = [];
    let lastTurn = -1;
    while (patrolLost.currentSeat(s) !== null) {
      if (s.phase === 'good' && s.turn !== lastTurn) { pos.push(features(s)); lastTurn = s.turn; }
      const seat = patrolLost.currentSeat(s)!;
      const legal = patrolLost.legalActions(s, seat);
      const a = bots[seat]!.choose(undefined as never, legal, rng, botContext(patrolLost, s, seat));
      const r = applyAction(patrolLost, s, seat, a); if (!r.ok) throw new Error(r.error.message); s = r.state;
    }
    const w = s.outcome?.winner;
    if (w === null || w === undefined) continue;
    for (const p of pos) { X.push(p); Y.push(w === 0 ? 1 : 0); }
  }
}
console.log('positions', X.length);
let w = new Array(names.length).fill(0);
for (let ep = 0; ep < 3000; ep++) {
  const g = new Array(names.length).fill(0); let ll = 0;
  for (let i = 0; i < X.length; i++) {
    const z = X[i]!.reduce((a, x, j) => a + x * w[j], 0); const p = 1 / (1 + Math.exp(-z));
    ll += Y[i] ? -Math.log(p + 1e-12) : -Math.log(1 - p + 1e-12);
    for (let j = 0; j < w.length; j++) g[j] += (p - Y[i]!) * X[i]![j]!;
  }
  w = w.map((x, j) => x - 0.5 * g[j] / X.length);
  if (ep % 1000 === 999) console.log('logloss', (ll / X.length).toFixed(4));
}
names.forEach((n, j) => console.log(n.padEnd(14), w[j].toFixed(3)));
