/**
 * The odds made ready as the player heads for a game: the pointer or the focus resting on a game's
 * card (`data-game`) or a save's row (`data-save-game`) on the home screen for DWELL ms asks the
 * host to get its odds workers ready for that game (`odds.prepare`), once a game for as long as the
 * page lives. For a game whose odds play long sample games (a battle) the host then has the engine
 * compiled by the time the battle appears, so odds asked at once come nearly as quickly as later ones;
 * for the rest it says there is nothing to do.
 *
 * Only after a rest: the odds workers starting up (each loading the engine) take both cores for
 * about half a second, and a game opened in that half second is drawn up to 0.5 s later (measured in
 * the e2e host, the click 0.1 s after the workers start: 1.2-1.7 s from the click to the table drawn,
 * against 1.0-1.25 s; the same with the workers started and no battle played, so it is their start;
 * clicked at once, or a second after they start, no later than without). So a pointer only passing
 * over asks nothing, leaving the card (or `calm`, called as a game opens) forgets a rest not yet over,
 * and the host stops preparing the moment a game is made. A player who rests a second and clicks in
 * the next half second pays that, once a session; one who rests longer gets the battle's first odds
 * in 1.3-1.8 s instead of 2.2-2.4 s (`npm run bench -- battle-odds-v8`). Pure: `prepare` makes the call.
 */
import { gameAt } from '../screens';

export const DWELL = 1000;

export interface OddsPreparer {
  /** Listens on `list` (a game's cards or the saves' rows); returns a function that stops listening. */
  onIntent(list: HTMLElement): () => void;
  /** Forgets every rest not yet over and starts none until the lists are listened to again: a game is being opened. */
  calm(): void;
}

export function oddsPreparer(prepare: (game: string) => void, dwell = DWELL): OddsPreparer {
  const asked = new Set<string>();
  const resting = new Map<string, ReturnType<typeof setTimeout>>();
  /** Set by `calm` (a game opening) until the lists are listened to afresh (the home screen shown again). */
  let calmed = false;
  const forget = (game: string): void => {
    clearTimeout(resting.get(game));
    resting.delete(game);
  };
  const forgetAll = (): void => {
    for (const game of [...resting.keys()]) forget(game);
  };
  return {
    calm() {
      calmed = true;
      forgetAll();
    },
    onIntent(list) {
      calmed = false;
      const come = (e: Event): void => {
        const game = gameAt(e.target);
        if (calmed || !game || asked.has(game) || resting.has(game)) return;
        resting.set(
          game,
          setTimeout(() => {
            resting.delete(game);
            asked.add(game);
            prepare(game);
          }, dwell),
        );
      };
      // Gone from the card (to somewhere that is not inside it): the rest is over before it began.
      const go = (e: Event): void => {
        const game = gameAt(e.target);
        const to = (e as FocusEvent | PointerEvent).relatedTarget;
        if (game && gameAt(to) !== game) forget(game);
      };
      list.addEventListener('pointerover', come);
      list.addEventListener('focusin', come);
      list.addEventListener('pointerout', go);
      list.addEventListener('focusout', go);
      return () => {
        list.removeEventListener('pointerover', come);
        list.removeEventListener('focusin', come);
        list.removeEventListener('pointerout', go);
        list.removeEventListener('focusout', go);
        forgetAll();
      };
    },
  };
}
