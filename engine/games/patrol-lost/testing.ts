/**
 * Test helpers for Patrol: Lost!: hand-built maps, stacked piles and loaded dice, so a test reaches
 * an exact situation without playing to it. Test-only; nothing in the game imports this file.
 * Every tile stays in exactly one place (map, pile, removed, or the End set aside).
 */
import { playBotGame, type BotGame } from '../../bots/play';
import { applyAction } from '../../core/pipeline';
import { stepText } from '../../core/gate';
import { rollDie, seedRng } from '../../core/rng';
import { patrolLostBots } from './bots/index';
import { patrolLost } from './definition';
import { advance } from './flow';
import { cellOf, dirIndex } from './hex';
import { runOn } from './run';
import { emptyState } from './setup';
import { END_TILE, exitMask, KIND_OF, PILE_TILES, START_TILE, TILE_KINDS, TILE_COUNT } from './tiles';
import type { Dir, PatrolLostAction, PatrolLostState, Phase, TileKindId } from './types';

export interface TileSpec {
  kind: TileKindId;
  q: number;
  r: number;
  /** The exits wanted, e.g. ['N', 'S']; the tile is turned to match. Default: as printed. */
  exits?: Dir[];
  bad?: number;
}

export interface Setup {
  /** Tiles on the map. Start is at (0, 0) unless a tile spec names another place for it or `noStart`. */
  tiles: TileSpec[];
  noStart?: boolean;
  /** Where each Good Guy stands, by index: [q, r], or null when lost. Default: all on (0, 0). */
  goods?: ([number, number] | null)[];
  /** The pile's next draws, first drawn first; the other pile tiles come after them. */
  pile?: TileKindId[];
  /** Put every tile not on the map or named in `pile` into the removed tiles instead of the pile. */
  restRemoved?: boolean;
  phase?: Phase;
  turn?: number;
  seed?: number;
  badActions?: number;
  turnLimit?: number;
}

function kindIndex(kind: TileKindId): number {
  const i = TILE_KINDS.findIndex((k) => k.id === kind);
  if (i < 0) throw new Error(`no tile kind ${kind}`);
  return i;
}

/** The turn giving `tile` exactly these exits. */
export function rotFor(tile: number, exits: Dir[]): number {
  const want = exits.reduce((m, d) => m | (1 << dirIndex(d)), 0);
  for (let rot = 0; rot < 6; rot++) if (exitMask(tile, rot) === want) return rot;
  throw new Error(`tile ${tile} cannot be turned to exits ${exits.join(',')}`);
}

/**
 * Builds a state in `phase` (default the Good Guys' phase of turn 1) from a map, Good Guy places and
 * a stacked pile. The pool holds the 18 Bad Guys not on the map. Nothing runs by itself: call
 * `settle` to carry the game on from there.
 */
export function build(st: Setup): PatrolLostState {
  const s = emptyState(st.seed ?? 1, { turnLimit: st.turnLimit ?? 60 });
  const free = new Set<number>(Array.from({ length: TILE_COUNT }, (_, i) => i));
  const take = (kind: TileKindId): number => {
    const k = kindIndex(kind);
    for (const id of free) {
      if (KIND_OF[id] === k) {
        free.delete(id);
        return id;
      }
    }
    throw new Error(`no ${kind} tile left`);
  };
  const specs = st.noStart || st.tiles.some((t) => t.kind === 'start') ? st.tiles : [{ kind: 'start' as const, q: 0, r: 0 }, ...st.tiles];
  s.board = specs.map((t) => {
    const tile = take(t.kind);
    return { tile, cell: cellOf(t.q, t.r), rot: t.exits ? rotFor(tile, t.exits) : 0, bad: t.bad ?? 0 };
  });
  s.endPlaced = s.board.some((t) => t.tile === END_TILE);
  free.delete(END_TILE);
  if (!s.board.some((t) => t.tile === START_TILE)) free.delete(START_TILE);
  const next = (st.pile ?? []).map(take);
  const rest = PILE_TILES.filter((id) => free.has(id));
  s.removed = [];
  if (!s.board.some((t) => t.tile === START_TILE)) s.removed.push(START_TILE);
  if (st.restRemoved) {
    s.removed.push(...rest);
    s.pile = next.reverse();
  } else s.pile = [...rest.reverse(), ...next.reverse()];
  s.goods = (st.goods ?? [[0, 0], [0, 0], [0, 0], [0, 0], [0, 0]]).map((g) => (g ? cellOf(g[0], g[1]) : -1));
  s.pool = 18 - s.board.reduce((n, t) => n + t.bad, 0);
  s.phase = st.phase ?? 'good';
  s.turn = st.turn ?? 1;
  s.stats.turns = s.turn;
  s.badActions = st.badActions ?? (s.phase === 'bad' ? 3 : 0);
  return s;
}

/** Runs the automatic steps from the state's phase (as after an action). */
export function settle(s: PatrolLostState): PatrolLostState {
  const run = runOn(s, true);
  advance(run);
  return run.s;
}

/** Loads the dice: the game's generator is replaced by one whose next rolls are exactly `rolls`. */
export function loadDice(s: PatrolLostState, rolls: number[]): PatrolLostState {
  for (let seed = 0; seed < 20_000_000; seed++) {
    const r = seedRng(seed);
    let ok = true;
    for (const want of rolls) {
      if (rollDie(r) !== want) {
        ok = false;
        break;
      }
    }
    if (ok) {
      const c = structuredClone(s);
      c.rng = seedRng(seed);
      return c;
    }
  }
  throw new Error(`no seed rolls ${rolls.join(',')}`);
}

/** Applies through the real pipeline as the seat to act; throws with the refusal when refused. */
export function act(s: PatrolLostState, action: PatrolLostAction, seat = patrolLost.currentSeat(s) ?? 0): PatrolLostState {
  const r = applyAction(patrolLost, s, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** The refusal's code for an action (or null when it would be accepted). */
export function refusal(s: PatrolLostState, action: unknown, seat = patrolLost.currentSeat(s) ?? 0): string | null {
  const r = applyAction(patrolLost, s, seat, action);
  return r.ok ? null : r.error.code;
}

/** Every tile id, sorted, from the map, the pile, the removed tiles, a tile being laid and the End set aside. */
export function allTiles(s: PatrolLostState): number[] {
  const out = [...s.board.map((t) => t.tile), ...s.pile, ...s.removed];
  if (s.pending?.kind === 'orient') out.push(s.pending.tile);
  if (!s.endPlaced && !out.includes(END_TILE)) out.push(END_TILE);
  return out.sort((a, b) => a - b);
}

/** The text of the last step's log. */
export function said(s: PatrolLostState): string {
  return stepText(patrolLost, s.events).join('\n');
}

export const at = cellOf;

/**
 * A whole game between two computer players (`good` the Good Guys, `bad` the Bad Guys, by name)
 * through the one bot driver (playBotGame, botStep), its actions recorded.
 */
export function botGame(seed: number, good: string, bad: string): BotGame<PatrolLostState> {
  const bot = (name: string) => {
    const b = patrolLostBots[name];
    if (!b) throw new Error(`Unknown Patrol: Lost! bot: ${name}`);
    return b;
  };
  return playBotGame(patrolLost, seed, { turnLimit: 60 }, [bot(good), bot(bad)], { record: true });
}

/**
 * Positions with a choice to make, from the easy-v-easy game of `seed` (both seats, every phase):
 * the position before every `every`th action where its seat had more than one legal action.
 */
export function decisionSpots(seed: number, every: number): PatrolLostState[] {
  const g = botGame(seed, 'easy', 'easy');
  const out: PatrolLostState[] = [];
  let s = patrolLost.setup(seed, { turnLimit: 60 });
  g.actions.forEach((a, i) => {
    if (i % every === 0 && patrolLost.legalActions(s, a.seat).length > 1) out.push(s);
    s = patrolLost.apply(s, a.action as PatrolLostAction, a.seat);
  });
  return out;
}
