import { describe, expect, it } from 'vitest';
import { goesOnAlone, nobodyPlays, withEarlierMoves } from './watching';

const bot = (b: string) => ({ kind: 'bot' as const, bot: b });
const human = { kind: 'human' as const };

describe('a game the computer plays alone', () => {
  it('is watched while it goes on, not once it is over or when a person plays', () => {
    const env = (seats: (typeof human | ReturnType<typeof bot>)[], over = false) => ({ save: { seats }, result: over ? { outcome: 'draw' as const, winner: null, summary: '', stats: {} } : null, toAct: over ? null : 0 });
    expect(nobodyPlays(env([bot('easy'), bot('hard')]))).toBe(true);
    expect(goesOnAlone(env([bot('easy'), bot('hard')]))).toBe(true);
    expect(goesOnAlone(env([bot('easy'), bot('hard')], true))).toBe(false);
    expect(goesOnAlone(env([human, bot('hard')]))).toBe(false);
    // A replay's envelope carries no seats: nothing is watched there.
    expect(nobodyPlays({ save: {} })).toBe(false);
  });

  it('hands a screen that does not watch the moves of every call, the last 200', () => {
    const m = (action: number) => ({ action, seat: action % 2, view: {} });
    const earlier = Array.from({ length: 150 }, (_, i) => m(i));
    const later = { computerMoves: Array.from({ length: 100 }, (_, i) => m(150 + i)) };
    const merged = withEarlierMoves(earlier, later).computerMoves;
    expect(merged).toHaveLength(200);
    expect(merged[0]?.action).toBe(50);
    expect(merged.at(-1)?.action).toBe(249);
  });
});
