/**
 * The rules dialog of a game screen: which game's rules are open (null: closed) and the symbol
 * or term to show (null: the top). F1, the "?" key and button, and the symbol keys open it.
 */
export const rulesPanel = $state<{ game: string | null; topic: string | null }>({ game: null, topic: null });

export function openRules(game: string, topic: string | null = null): void {
  rulesPanel.game = game;
  rulesPanel.topic = topic;
}

export function closeRules(): void {
  rulesPanel.game = null;
  rulesPanel.topic = null;
}
