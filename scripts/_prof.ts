import { combatPatrol } from '../engine/games/combat-patrol/battle/definition';
import { applyAction } from '../engine/core/pipeline';
import { seedRng, nextInt } from '../engine/core/rng';
let tl = 0, ta = 0, n = 0;
for (let g = 0; g < 5; g++) {
const opts = combatPatrol.parseOptions(undefined);
if (!opts.ok) throw new Error();
let s = combatPatrol.setup(g, opts.options);
const rng = seedRng(5 + g);
while (combatPatrol.currentSeat(s) !== null) {
  const seat = combatPatrol.currentSeat(s)!;
  let t = performance.now();
  const legal = combatPatrol.legalActions(s, seat);
  tl += performance.now() - t;
  const a = legal[nextInt(rng, legal.length)];
  t = performance.now();
  const r = applyAction(combatPatrol, s, seat, a);
  ta += performance.now() - t;
  if (!r.ok) { console.log('refused', a, r.error); break; }
  s = r.state; n++;
}
}
console.log({n, tl, ta, perStepLegal: tl/n, perStepApply: ta/n});
