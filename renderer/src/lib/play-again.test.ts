import { describe, expect, it } from 'vitest';
import { againWords } from './play-again';

const bot = (b: string) => ({ kind: 'bot' as const, bot: b });
const human = { kind: 'human' as const };

describe('play again', () => {
  it('names the same players at each side; a campaign game is its campaign’s next game', () => {
    const w = againWords({ seatNames: ['Good Guys', 'Bad Guys'], save: { seats: [human, bot('hard')] } });
    expect(w.label).toBe('Play again');
    expect(w.about).toContain('Good Guys: a person; Bad Guys: the computer (hard)');
    expect(againWords({ seatNames: ['Player'], save: { seats: [human] }, campaign: { id: 'c', name: 'Dog', squad: [], recorded: true } }).label).toBe('Next campaign game');
  });
});
