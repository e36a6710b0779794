/**
 * Two-sided games without variants (Patrol: Lost!): a bot in each seat, named by a flag made from
 * the seat's name (`--good BOT --bad BOT` for the Good Guys and the Bad Guys; `--bot` fills any seat
 * not named). Game i is played from seed `seed + i` through the one bot driver (engine/bots/match,
 * playBotGame, botStep), by the engine bundled as the app ships it (../bundle-engine.ts): searching
 * bots run about three times slower under the TypeScript loader. Times are CPU time of this process,
 * so a busy machine does not inflate them.
 */
import type { MatchRequest, MatchSummary } from '../engine/bots/match';
import type { Bot, GameDefinition } from '../engine/core/contract';
import type { getModule as GetModule } from '../engine/games';
import { gameModules } from '../engine/games';
import { loadBundled } from './bundle-engine';

/** The games played as matches: more than one seat, no variants. */
export const MATCH_GAMES = gameModules.filter((m) => !m.variants && m.definition.seats.max > 1).map((m) => m.definition.id);

/** The flag naming each seat's bot: the first word of the seat's name ('Good Guys' -> 'good'). */
export function seatFlags(def: GameDefinition<any, any, any, any>): string[] {
  return def.seats.names.map((n) => (n.split(/\s+/)[0] ?? '').toLowerCase().replace(/[^a-z0-9-]/g, ''));
}

/** CPU time of this process in ms. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

interface Engine {
  simulateMatch(def: GameDefinition<any, any, any, any>, bots: Bot<any, any>[], req: MatchRequest): MatchSummary;
  getModule: typeof GetModule;
}

let engine: Engine | null = null;

/** The engine bundled once per process. */
function bundled(): Engine {
  engine ??= loadBundled<Engine>(`export { simulateMatch } from './engine/bots/match'; export { getModule } from './engine/games';`, 'sim-match');
  return engine;
}

/** Plays the match: `bots` names one bot per seat. */
export function runMatch(game: string, bots: string[], req: Omit<MatchRequest, 'now'>): MatchSummary {
  const e = bundled();
  const m = e.getModule(game);
  if (!m) throw new Error(`Unknown game ${game}.`);
  const players = bots.map((name) => {
    const b = m.bots.find((x) => x.name === name);
    if (!b) throw new Error(`Unknown bot ${name}.`);
    return b;
  });
  // The games that count turns keep the turn in their state's `turn` (the sims' computer turn ends with it).
  const turnOf = (st: { turn?: unknown }) => (typeof st.turn === 'number' ? st.turn : undefined);
  return e.simulateMatch(m.definition, players, { ...req, now: cpuMs, turnOf });
}

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
const f = (x: number) => (Math.abs(x) >= 100 ? x.toFixed(0) : x.toFixed(Math.abs(x) >= 10 ? 1 : 2));

/** The match in words: each side's wins, turns, the results' figures, the computer's time per turn. */
export function formatMatch(m: MatchSummary, def: GameDefinition<any, any, any, any>): string {
  const names = def.seats.names;
  const sides = m.bots.map((b, s) => `${names[s] ?? `seat ${s + 1}`} ${b}`).join(' v ');
  const wins = m.wins.map((w, s) => `${names[s] ?? `seat ${s + 1}`} win ${w} (${pct(w, m.games)})`).join('   ');
  const stats = Object.entries(m.meanStats)
    .filter(([k]) => k !== 'turns')
    .map(([k, v]) => `${k} ${f(v)}`)
    .join('   ');
  const turns = m.turnMs.map((t, s) => `${names[s] ?? `seat ${s + 1}`} ${f(t)} ms`).join(', ');
  return [
    `${def.name}, ${sides}: ${m.games} games from seed ${m.seed}`,
    `${wins}   draws ${m.draws} (${pct(m.draws, m.games)})   unfinished ${m.unfinished}`,
    `Mean turns ${m.meanTurns.toFixed(1)}   actions ${m.meanActions.toFixed(0)}`,
    `Means per game: ${stats}`,
    `CPU time ${f(m.ms / Math.max(1, m.games))} ms a game; a computer turn (one side's moves in one game turn): ${turns} (slowest ${f(m.slowestTurnMs)} ms)`,
  ].join('\n');
}
