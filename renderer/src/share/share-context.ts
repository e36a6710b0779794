/**
 * What a game screen's frame (GameShell) needs to show a shared game: whether this page is a guest's
 * (and what its link reaches), the host's sharing of the save on screen, and the calls behind
 * "Invite a friend", chat and the undo answer. The game screen (GameScreen) provides it; a replay
 * does not, so nothing of sharing shows there. Svelte context: call both during a component's setup.
 */
import { getContext, setContext } from 'svelte';
import type { GuestHello, ShareInfo } from './types';

export interface ShareUi {
  /** On a guest's page: what its link reaches (seat null: a spectator). Null on the host's own screen. */
  readonly guest: GuestHello | null;
  /** The host's sharing of this save as share.start or share.status told it (the link, the QR code, the address), or null. */
  info(): ShareInfo | null;
  /** Each resolves with an error to show, or null. */
  start(friendSeat: number): Promise<string | null>;
  stop(): Promise<string | null>;
  /** Asks share.status again (the invite dialog, opened on a game already shared). */
  refresh(): Promise<string | null>;
  say(text: string): Promise<string | null>;
  answerUndo(allow: boolean): Promise<string | null>;
}

const KEY = Symbol('patrol-hq.share');

export function provideShare(ui: ShareUi): void {
  setContext(KEY, ui);
}

/** The sharing of the game screen this component is in (null in a replay). */
export function shareUi(): ShareUi | null {
  return getContext<ShareUi | undefined>(KEY) ?? null;
}

/** True on a spectator's page (a watching link: the view of no seat), where no player control shows. Call during setup. */
export function watchingOnly(): boolean {
  return shareUi()?.guest?.seat === null;
}
