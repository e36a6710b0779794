import { playGame } from './engine/games/patrol-lost/bots/match';
const score = (good: string, bad: string, n: number) => { let g = 0, b = 0; for (let i = 0; i < n; i++) { const w = playGame(700 + i, good, bad).state.outcome?.winner; if (w === 0) g++; if (w === 1) b++; } return { g, b }; };
console.log('easy-random', score('easy','random',12), 'random-easy', score('random','easy',12));
console.log('easy-easy', score('easy','easy',16), 'medium-easy', score('medium','easy',16), 'easy-medium', score('easy','medium',16));
