import { playMatch } from './engine/games/patrol-lost/bots/match';
import { patrolLostBots, searchBot } from './engine/games/patrol-lost/bots/index';
const [kind, budget, side, games] = process.argv.slice(2);
const b = Number(budget);
const xt = Number(process.argv[6] ?? 0);
patrolLostBots.x = searchBot('x', '', { budget: b, extraTurns: xt, keep: Number(kind) });
const m = side === 'good' ? playMatch({ games: Number(games), seed: 500, good: 'x', bad: 'easy', now: () => (() => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; })() }) : playMatch({ games: Number(games), seed: 500, good: 'easy', bad: 'x', now: () => (() => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; })() });
console.log(kind, budget, side, 'GG', m.goodWins, 'BG', m.badWins, 'D', m.draws, 'ms/turn', (side === 'good' ? m.goodMsPerTurn : m.badMsPerTurn).toFixed(1));
