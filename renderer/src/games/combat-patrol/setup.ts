/**
 * The home card's choices for a new Combat Patrol! battle, turned into the options `saves.create`
 * takes ({scenario, diceMode}: the scenario's own house rules and battle settings come with it) and
 * one player per seat (seat 0 the US, seat 1 the Germans; a person here, or the computer at a level).
 */
import type { SeatPlayer } from '../../../../electron/api/contract';
import type { HouseRules } from '../../../../engine/games/combat-patrol/types';

/** Who plays a side: a person at this screen, or the computer at one of its levels (the engine's bots). */
export type Player = 'person' | 'random' | 'tactical' | 'veteran';

export const PLAYERS: { player: Player; label: string }[] = [
  { player: 'person', label: 'A person at this screen' },
  { player: 'veteran', label: 'The computer: veteran (weighs each choice by playing it on past your reply)' },
  { player: 'tactical', label: 'The computer: tactical (takes cover, picks the best odds)' },
  { player: 'random', label: 'The computer: beginner (any legal move)' },
];

export type DiceChoice = 'rolled' | 'entered';

export const DICE_MODES: { mode: DiceChoice; label: string; about: string }[] = [
  { mode: 'rolled', label: 'Rolled by the app', about: 'The app rolls every die and shows what came up.' },
  { mode: 'entered', label: 'Real dice, typed in', about: 'Around a real table: for each roll the app asks the side rolling for what its dice showed.' },
];

export interface BattleChoice {
  /** A stored scenario's id, or 'sample' for the table shipped with the app. */
  scenario: string;
  us: Player;
  german: Player;
  dice: DiceChoice;
}

export const DEFAULT_CHOICE: BattleChoice = { scenario: 'sample', us: 'person', german: 'tactical', dice: 'rolled' };

export function optionsFor(c: BattleChoice): Record<string, unknown> {
  return { scenario: c.scenario, diceMode: c.dice };
}

const seatPlayer = (p: Player): SeatPlayer => (p === 'person' ? { kind: 'human' } : { kind: 'bot', bot: p });

export function seatsFor(c: BattleChoice): SeatPlayer[] {
  return [seatPlayer(c.us), seatPlayer(c.german)];
}

/** The house rules a scenario sets away from the defaults, in words ("Combat Move 5 (usually 6)"). */
export function houseRuleLines(set: Partial<HouseRules>, defaults: Readonly<HouseRules>, names: Readonly<Record<string, string>>): string[] {
  const out: string[] = [];
  for (const [k, v] of Object.entries(set)) {
    const d = defaults[k as keyof HouseRules];
    if (v === undefined || v === d) continue;
    out.push(`${names[k] ?? k}: ${show(v)} (usually ${show(d)})`);
  }
  return out;
}

function show(v: unknown): string {
  if (typeof v === 'boolean') return v ? 'yes' : 'no';
  return String(v);
}

/** A readable name for a house rule key: "combatMove" -> "Combat move". */
export function ruleName(key: string): string {
  const words = key.replace(/([A-Z])/g, ' $1').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
