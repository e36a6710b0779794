import { playMatch } from './engine/games/patrol-lost/bots/match';
import { patrolLostBots, searchBot } from './engine/games/patrol-lost/bots/index';
const [keep, budget, side, games, opp] = process.argv.slice(2);
patrolLostBots.x = searchBot('x', '', { budget: Number(budget), extraTurns: 1, keep: Number(keep), perChoice: Number(process.argv[7] ?? 6) });
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const o = opp ?? 'medium';
const m = side === 'good' ? playMatch({ games: Number(games), seed: 500, good: 'x', bad: o, now: cpu }) : playMatch({ games: Number(games), seed: 500, good: o, bad: 'x', now: cpu });
console.log(`keep ${keep} budget ${budget} as ${side} v ${o}: GG ${m.goodWins} BG ${m.badWins} D ${m.draws} ms/turn ${(side === 'good' ? m.goodMsPerTurn : m.badMsPerTurn).toFixed(1)} slowest ${m.slowestTurnMs.toFixed(0)} turns ${m.meanTurns.toFixed(1)}`);
