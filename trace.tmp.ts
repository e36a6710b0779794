import { playGame } from './engine/games/patrol-lost/bots/match';
import { createHash } from 'node:crypto';
const pairs: [string, string][] = [['hard', 'medium'], ['medium', 'hard'], ['easy', 'medium'], ['medium', 'easy'], ['easy', 'easy'], ['random', 'easy']];
const h = createHash('sha256');
const t0 = process.cpuUsage();
for (const [g, b] of pairs) for (let i = 0; i < 3; i++) h.update(JSON.stringify(playGame(900 + i, g, b).actions));
const u = process.cpuUsage(t0);
console.log('cpu ms', ((u.user + u.system) / 1000).toFixed(0), 'trace', h.digest('hex').slice(0, 16));
