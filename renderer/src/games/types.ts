import type { Component } from 'svelte';
import type { ApiError, GameEnvelope, GiView, SaveSummary, SeatPlayer } from '../../../electron/api/contract';

/**
 * What the shell hands every game screen, typed by the game's view `V` and action `A`.
 * act/undo resolve with an error to show, or null.
 */
export interface GameScreenProps<V = unknown, A = unknown> {
  envelope: GameEnvelope<V, A>;
  act: (action: A) => Promise<ApiError | null>;
  /** Takes back the last move, as the seat looking (or as `seat`: another person at this screen who made it, as undoSeat allows). */
  undo: (seat?: number) => Promise<ApiError | null>;
  busy: boolean;
  /** Back to the home screen. */
  leave: () => void;
  /** A game the computer plays on both sides: asks for its next turn (screens whose GameUi `watches`). */
  watch?: () => Promise<ApiError | null>;
}

/**
 * A game's options form on the home screen; it reports the options object to create with and,
 * when the form chooses who plays (people at this screen or the app's bots), one player per seat.
 */
export interface NewGameProps {
  onchange: (options: Record<string, unknown>, seats?: SeatPlayer[]) => void;
}

/** A save as the saves list reads it. */
export type SaveOf = Pick<SaveSummary, 'game' | 'options' | 'seats' | 'winner' | 'seenStatus'>;

/** What a replay's board for one game is given: the envelope at the point stepped to, and the action that led there. */
export interface ReplayBoardProps {
  envelope: GameEnvelope;
  /** The step's last action as the services send it (ReplayStep.last), null at the start. */
  last: unknown;
  leave: () => void;
}

/** A home card that also points somewhere else on the home screen (a panel the game needs). */
export interface CatalogLink {
  text: string;
  link: string;
  /** The id of the element the link jumps to. */
  target: string;
  badge: string;
}

/** Playing the game from a campaign, as the campaign's screens show it (the main process decides the rest). */
export interface CampaignUi {
  /** The squad it takes from the roster (by model: the most a table is shown to take). */
  size: number;
  /** True when the squad is one GI per US model of a table chosen as the game starts (the battle dialog). */
  byModel?: boolean;
  /** Who plays each seat (absent: every seat the player's). */
  seats?: SeatPlayer[];
  /** The squad dialog's line on what the GIs picked become (absent: the falling order). */
  squadHint?: string;
  /** The place each picked GI takes in the game, in words, by GI id (absent: none shown). */
  places?(picked: readonly GiView[]): Map<string, string>;
  /** Its part of the campaign rules' squads line: "Endless Patrol 15". */
  squadWords: string;
  /** A line of its own among the campaign rules (how it is played from a campaign), if any. */
  rulesNote?: string;
}

/**
 * What a game tells the rest of the app about itself, as plain data and small functions: its name,
 * the saves list's words, the odds panel's words for its choices, its rules page and campaign
 * screens. Shared code asks these; it never names a game.
 */
export interface GameInfo {
  /** Its name, for titles shown before the catalog or rules text has loaded. */
  name: string;
  /** True when resources/rules holds its rules page (its home card links to it). */
  rulesPage?: boolean;
  /** The saves list's words for the options a save was started with ("Base game"), or ''. */
  variantLine?(save: SaveOf): string;
  /** What each seat is called in this save (absent: "Player" alone, else "Seat N"). */
  seatNames?(save: SaveOf): string[];
  /** One choice in words for the odds panel (view: the envelope's view); absent: the action as JSON. */
  choiceLabel?(action: unknown, view: unknown): string;
  /** Its home card also points elsewhere on the home screen. */
  catalogLink?: CatalogLink;
  /** Played from a campaign (absent: a campaign cannot play it). */
  campaign?: CampaignUi;
}

/** One game's screens, typed by its view and action, and what it tells the rest of the app. */
export interface GameUi<V = unknown, A = unknown> extends GameInfo {
  /** The game's screen, fetched when first needed (a dynamic import: its own chunk, with Konva or the charts if it uses them). */
  screen: () => Promise<{ default: Component<GameScreenProps<V, A>> }>;
  /** Its board in a replay, fetched when first needed (absent: its screen, read-only). */
  replay?: () => Promise<{ default: Component<ReplayBoardProps> }>;
  NewGame?: Component<NewGameProps>;
  /** What a replay calls the point before the first action, in this game's words ("the deal"); default "the start". */
  replayStart?: string;
  /**
   * True when the screen shows a game the computer plays on both sides turn by turn, asking for each
   * next one with `watch`; otherwise the game screen plays such a game on and shows where it stops.
   */
  watches?: boolean;
}

/**
 * Registers a game's screens under its view and action types (the engine's, imported as types):
 * the one place where an envelope from the services is taken to be of that game, so screens
 * receive `envelope.view` already typed instead of casting it.
 */
export function gameScreens<V, A>(ui: GameUi<V, A>): GameUi {
  return ui as unknown as GameUi;
}
