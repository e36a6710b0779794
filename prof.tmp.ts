import { playGame } from './engine/games/patrol-lost/bots/match';
const t0 = performance.now();
for (let i = 0; i < 4; i++) playGame(i + 1, 'medium', 'easy');
console.log('ms', performance.now() - t0);
