/**
 * Helpers for the Lost Patrol tests: stacked tiles and loaded dice on hand-built states.
 * Test-only; nothing in the game imports this file.
 */
import { playBotGame, type BotGame } from '../../bots/play';
import { applyAction } from '../../core/pipeline';
import { rollDie, seedRng } from '../../core/rng';
import { lostPatrolBots, type LostPatrolBot } from './bots';
import { lostPatrol } from './definition';
import { CELLS, TILE_KIND_OF, TILE_KINDS } from './tiles';
import type { LostPatrolAction, LostPatrolOptions, LostPatrolState, TileKindId } from './types';

export function opts(raw: Partial<LostPatrolOptions> = {}): LostPatrolOptions {
  const o = lostPatrol.parseOptions(raw);
  if (!o.ok) throw new Error(o.error.message);
  return o.options;
}

export function fresh(raw: Partial<LostPatrolOptions> = {}, seed = 1): LostPatrolState {
  return lostPatrol.setup(seed, opts(raw));
}

export function cellAt(row: number, col: number): number {
  return row * 7 + col;
}

export function kindIdOf(tile: number): TileKindId {
  return (TILE_KINDS[TILE_KIND_OF[tile] as number] as { id: TileKindId }).id;
}

/**
 * Puts a tile of `kind` on `cell` (face up with `heading`, or face down when heading is -1), by
 * swapping tile ids with a tile of that kind found elsewhere, so every tile is still in one place.
 */
export function place(s: LostPatrolState, cell: number, kind: TileKindId, heading = -1): void {
  s.cellHeading[cell] = heading;
  if (kindIdOf(s.cellTile[cell] as number) === kind) return;
  const locations: [number[], number][] = [];
  s.spares.forEach((t, i) => locations.push([s.spares, i]));
  s.discards.forEach((t, i) => locations.push([s.discards, i]));
  for (let c = 0; c < CELLS; c++) if (c !== cell && (s.cellHeading[c] as number) < 0) locations.push([s.cellTile, c]);
  for (const [arr, i] of locations) {
    const t = arr[i] as number;
    if (kindIdOf(t) !== kind) continue;
    arr[i] = s.cellTile[cell] as number;
    s.cellTile[cell] = t;
    return;
  }
  throw new Error(`no spare ${kind} tile to place`);
}

/** Makes the spares pile's next draw (its last element) a tile of `kind`. */
export function nextSpare(s: LostPatrolState, kind: TileKindId): void {
  const i = s.spares.findIndex((t) => kindIdOf(t) === kind);
  if (i < 0) throw new Error(`no ${kind} in the spares`);
  const last = s.spares.length - 1;
  [s.spares[i], s.spares[last]] = [s.spares[last] as number, s.spares[i] as number];
}

/** Loads the dice: the rng is replaced by one whose next D6 rolls are exactly `rolls`. */
export function loadDice(s: LostPatrolState, rolls: number[]): void {
  for (let seed = 0; seed < 5_000_000; seed++) {
    const r = seedRng(seed);
    let ok = true;
    for (const want of rolls) {
      if (rollDie(r) !== want) {
        ok = false;
        break;
      }
    }
    if (ok) {
      s.rng = seedRng(seed);
      return;
    }
  }
  throw new Error(`no seed rolls ${rolls.join(',')}`);
}

/** Applies through the real pipeline; throws with the refusal's message when refused. */
export function act(s: LostPatrolState, action: LostPatrolAction, seat = lostPatrol.currentSeat(s) ?? 0): LostPatrolState {
  const r = applyAction(lostPatrol, s, seat, action);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.state;
}

/** The refusal for an action (or null when it would be accepted). */
export function refusal(s: LostPatrolState, action: unknown, seat = lostPatrol.currentSeat(s) ?? 0): string | null {
  const r = applyAction(lostPatrol, s, seat, action);
  return r.ok ? null : r.error.code;
}

/** Every tile id, sorted, from grid + spares + discards: the set must always be 0..99 exactly once. */
export function allTiles(s: LostPatrolState): number[] {
  return [...s.cellTile, ...s.spares, ...s.discards].sort((a, b) => a - b);
}

/** The Lost Patrol bot called `name`. */
export function bot(name: string): LostPatrolBot {
  const b = lostPatrolBots.find((x) => x.name === name);
  if (!b) throw new Error(`Unknown Lost Patrol bot: ${name}`);
  return b;
}

/** A whole bot game through the one driver (bots/play.ts): a bot (or its name) per seat, actions recorded. */
export function botGame(seed: number, options: LostPatrolOptions, bots: (string | LostPatrolBot)[]): BotGame<LostPatrolState> {
  return playBotGame(lostPatrol, seed, options, bots.map((b) => (typeof b === 'string' ? bot(b) : b)), { record: true });
}
