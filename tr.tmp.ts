import { playGame } from './engine/games/patrol-lost/bots/match';
import { patrolLost } from './engine/games/patrol-lost/definition';
import { applyAction } from './engine/core/pipeline';
const g = playGame(5, 'medium', 'medium');
let s = patrolLost.setup(5, { turnLimit: 60 });
const lines: string[] = [...s.events.map(String)];
for (const a of g.actions) { const r = applyAction(patrolLost, s, a.seat, a.action); if (!r.ok) throw 0; s = r.state; lines.push(...s.events.map(String)); }
console.log(lines.slice(0, 70).join('\n')); console.log('...'); console.log(lines.slice(-12).join('\n'));
