import { playGame } from './engine/games/patrol-lost/bots/match';
import { patrolLostBots, searchBot } from './engine/games/patrol-lost/bots/index';
const [keep, budget, games] = process.argv.slice(2).map(Number);
patrolLostBots.x = searchBot('x', '', { budget: budget!, extraTurns: 1, keep: keep!, perChoice: Number(process.argv[5] ?? 6) });
const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
playGame(1, 'x', 'x'); // warm up
const t: { ms: number; seat: number; turn: number }[] = [];
for (let i = 0; i < games!; i++) {
  const g = playGame(100 + i, 'x', 'x', cpu);
  for (const seat of [0, 1]) g.turnMs[seat as 0 | 1].forEach((ms, turn) => ms !== undefined && t.push({ ms, seat, turn }));
}
for (const seat of [0, 1]) {
  const xs = t.filter((x) => x.seat === seat).map((x) => x.ms).sort((a, b) => a - b);
  const q = (p: number) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))]!.toFixed(1);
  console.log(`seat ${seat}: n ${xs.length} mean ${(xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)} p50 ${q(0.5)} p90 ${q(0.9)} p99 ${q(0.99)} max ${q(1)}`);
}
const slow = t.sort((a, b) => b.ms - a.ms).slice(0, 6);
console.log('slowest', slow.map((x) => `${x.ms.toFixed(0)}ms seat${x.seat} turn${x.turn}`).join(', '));
