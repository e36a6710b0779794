import { playGame } from './engine/games/patrol-lost/bots/match';
import { createHash } from 'node:crypto';
const h = createHash('sha256');
const t0 = process.cpuUsage();
for (let i = 0; i < Number(process.argv[2] ?? 3); i++) { const g = playGame(900 + i, 'hard', 'medium'); h.update(JSON.stringify(g.actions)); }
const u = process.cpuUsage(t0);
console.log('cpu ms', ((u.user + u.system) / 1000).toFixed(0), 'trace', h.digest('hex').slice(0, 16));
