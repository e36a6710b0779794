/** Words and marks for Patrol: Lost!'s screen: the phase steps, the pieces' marks, the dice, the end. */
import type { SeatPlayer } from '../../../../electron/api/contract';
import { ATTACK_HIT, DIE_SIDES, DIRS, GOOD_GUYS, HAZARD_PASS, PHASES, SPECIALIST_BONUS, TILE_KINDS } from '../../../../engine/games/patrol-lost/preview';
import type { Dir, DiceView, PendingView, Phase, PatrolLostView, Role, TileKindId } from '../../../../engine/games/patrol-lost/types';

export const SEAT_NAMES = ['Good Guys', 'Bad Guys'] as const;

const PHASE_LABELS: Readonly<Record<Exclude<Phase, 'over'>, string>> = {
  good: 'Good Guys act',
  removal: 'Tiles removed',
  place: 'Paths placed',
  bad: 'Bad Guys act',
  attack: 'Attacks',
  'clear-up': 'Clear-up',
};

/** The phases of a turn, in the engine's order, for the step bar. */
export const STEPS: { phase: Exclude<Phase, 'over'>; label: string }[] = PHASES.map((phase) => ({ phase, label: PHASE_LABELS[phase] }));

/** The key to a Good Guy's role beside his name: his attack dice and what his speciality adds. */
export function roleKey(role: Role): string {
  const dice = GOOD_GUYS.find((g) => g.role === role)?.attackDice;
  if (role === 'close') return `close combat: +${SPECIALIST_BONUS} on his tile`;
  if (role === 'ranged') return `ranged: ${dice} dice, +${SPECIALIST_BONUS} in sight`;
  return `rifleman: ${dice} attack dice`;
}

/** The key to a hazard tile: the roll that gets a Good Guy off it. */
export const HAZARD_KEY = `Hazard: a roll of 1-${HAZARD_PASS} to move off`;

/** A Good Guy's mark on the map: his initial, and a shape by role (circle, square, diamond). */
export function guyMark(role: Role): { shape: 'circle' | 'square' | 'diamond'; role: string } {
  if (role === 'close') return { shape: 'square', role: 'close-combat specialist' };
  if (role === 'ranged') return { shape: 'diamond', role: 'ranged specialist' };
  return { shape: 'circle', role: 'rifleman' };
}

/** "Good Guys (you)", "Bad Guys (the computer)", or just the side at a shared screen. */
export function seatLabel(seat: number, seats: readonly SeatPlayer[] | undefined): string {
  const name = SEAT_NAMES[seat] ?? `Seat ${seat + 1}`;
  if (!seats || !seats.some((s) => s.kind === 'bot')) return name;
  return `${name} (${seats[seat]?.kind === 'bot' ? 'the computer' : 'you'})`;
}

export function isBotSeat(seats: readonly SeatPlayer[] | undefined, seat: number | null): boolean {
  return seat !== null && seats?.[seat]?.kind === 'bot';
}

/** The last dice in words: what they were for and what they showed. */
export function diceWords(d: DiceView | null, view: Pick<PatrolLostView, 'goods'>): { title: string; dice: number[]; note: string } | null {
  if (!d) return null;
  if (d.kind === 'hazard') {
    const who = view.goods[d.guy]?.name ?? 'A Good Guy';
    return { title: `Hazard roll: ${who}`, dice: [d.die], note: d.moved ? `Got through (1-${HAZARD_PASS}).` : `Held up: the action is lost (${HAZARD_PASS + 1}-${DIE_SIDES}).` };
  }
  if (d.kind === 'attack') {
    const who = view.goods[d.guy]?.name ?? 'A Good Guy';
    return { title: `${who} attacks`, dice: d.dice, note: d.hits === 1 ? `One hit (a ${ATTACK_HIT}).` : `${d.hits} hits (each ${ATTACK_HIT}).` };
  }
  const f = d.fight;
  const bonus = [f.closeBonus ? `+${f.closeBonus} close combat` : '', f.rangedBonus ? `+${f.rangedBonus} ranged` : ''].filter(Boolean).join(', ');
  const winner = f.winner === 'good' ? 'The Good Guys win' : f.winner === 'bad' ? 'The Bad Guys win' : 'A tie';
  return {
    title: `Attack by ${f.bad} Bad Guy${f.bad === 1 ? '' : 's'}`,
    dice: [f.badDie, ...f.goodDice],
    note: `Bad Guys ${f.badScore} (die ${f.badDie}); Good Guys ${f.goodScore} (best of ${f.goodDice.join(' and ')}${bonus ? `, ${bonus}` : ''}). ${winner}.`,
  };
}

/**
 * What a decision in the middle of a phase asks for, in words (null when none waits): the tile drawn
 * to turn, who drives whom after a fight (a tie says so: it is no Bad Guy win), who is lost.
 */
export function pendingHint(p: PendingView | null): string | null {
  if (!p) return null;
  if (p.kind === 'orient') return `Turn the ${p.tile?.name.toLowerCase() ?? 'tile'} drawn: pick where its paths go.${p.forced ? ' Nothing fits without blocking a path, so any turn that joins will do.' : ' It must join the path it extends and may not block another.'}`;
  if (p.kind === 'push-bad') return 'The Good Guys won: drive the surviving Bad Guys onto a tile next to it (click a lit side).';
  if (p.kind === 'push-good') return p.after === 'tie' ? 'A tie: the Bad Guys push the Good Guys back along a path (click a lit side).' : 'The Bad Guys won: push the Good Guys back along a path (click a lit side).';
  return `A Good Guy is lost on that tile: choose who${p.count && p.count > 1 ? ` (${p.count} to choose)` : ''}.`;
}

/** One type of tile still in the pile: how many, and how to draw it (its exits as printed). */
export interface PileRow {
  kind: TileKindId;
  name: string;
  count: number;
  exits: Dir[];
  hazard: boolean;
}

/**
 * What the pile still holds, by type: open to both players (the rules hide only its order), in the
 * tile set's order with the End last, as it comes out last.
 */
export function pileRows(kinds: PatrolLostView['pileKinds']): PileRow[] {
  const rows: PileRow[] = [];
  for (const k of TILE_KINDS) {
    const count = kinds[k.id] ?? 0;
    if (count > 0) rows.push({ kind: k.id, name: k.name, count, exits: k.exits.map((e) => DIRS[e] as Dir), hazard: k.hazard });
  }
  return [...rows.filter((r) => r.kind !== 'end'), ...rows.filter((r) => r.kind === 'end')];
}

/** The heading of the end dialog, from the side of the people at the screen. */
export function endTitle(outcome: 'win' | 'loss' | 'draw', winner: number | null, seats?: readonly SeatPlayer[]): string {
  if (outcome === 'draw' || winner === null) return 'A draw';
  const what = winner === 0 ? 'the Good Guys get out' : 'the Bad Guys win';
  const vsComputer = seats?.some((s) => s.kind === 'bot') && seats.some((s) => s.kind === 'human');
  if (!vsComputer) return what[0]?.toUpperCase() + what.slice(1);
  return seats?.[winner]?.kind === 'human' ? `You win: ${what}` : `You lost: ${what}`;
}

export function endTone(seen: 'playing' | 'won' | 'lost' | 'drawn'): 'good' | 'danger' | 'accent' {
  return seen === 'won' ? 'good' : seen === 'lost' ? 'danger' : 'accent';
}

const STAT_LABELS: Record<string, string> = {
  turns: 'Turns',
  goodGuysLeft: 'Good Guys left',
  casualties: 'Good Guys lost',
  badGuysKilled: 'Bad Guys killed',
  tilesPlaced: 'Tiles placed',
  tilesRemoved: 'Tiles removed',
  fights: 'Attacks',
};

export function statRows(stats: Record<string, number | string>): { key: string; label: string; value: string }[] {
  return Object.keys(STAT_LABELS)
    .filter((k) => stats[k] !== undefined)
    .map((k) => ({ key: k, label: STAT_LABELS[k] as string, value: String(stats[k]) }));
}

/** A chance as a whole percentage: 0.4167 -> "42%". */
export function percent(x: number): string {
  return `${Math.round(x * 100)}%`;
}
