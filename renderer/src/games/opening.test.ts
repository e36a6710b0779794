import { describe, expect, it } from 'vitest';
import type { GameEnvelope } from '../../../electron/api/contract';
import { handOff, takeFresh } from './opening';

const env = (id: string) => ({ save: { id }, computerMoves: [{ action: 0, seat: 1, view: {} }] }) as unknown as GameEnvelope;

describe('the envelope of a new game, handed to its screen', () => {
  it('is taken once, and only by the screen of that save', () => {
    handOff(env('a'));
    expect(takeFresh('a')?.computerMoves).toHaveLength(1);
    expect(takeFresh('a')).toBeNull();
    handOff(env('a'));
    expect(takeFresh('b')).toBeNull();
    expect(takeFresh('a')).toBeNull();
  });
});
