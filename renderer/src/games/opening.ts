/**
 * The envelope of a game just created, handed from the home screen to the game screen: it carries
 * the computer's opening moves (computerMoves), which opening the save again would not, so the
 * screen can show them. Taken once, and only by the screen of that save.
 */
import type { GameEnvelope } from '../../../electron/api/contract';

let fresh: GameEnvelope | null = null;

export function handOff(env: GameEnvelope): void {
  fresh = env;
}

/** The envelope handed off for save `id`, once; null otherwise. */
export function takeFresh(id: string): GameEnvelope | null {
  const f = fresh;
  fresh = null;
  return f && f.save.id === id ? f : null;
}
