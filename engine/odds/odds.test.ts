import { describe, expect, it } from 'vitest';
import { botStep } from '../bots/step';
import { simulate } from '../bots/simulate';
import { seedRng, shuffleInPlace } from '../core/rng';
import { endlessPatrolModule, greedyEndlessPatrolBot } from '../games/endless-patrol';
import { stacked } from '../games/endless-patrol/testing';
import type { EndlessPatrolState } from '../games/endless-patrol/types';
import { lostPatrolModule } from '../games/lost-patrol';
import { OddsRun, type OddsChunk } from './run';
import { chanceOf, chanceText, Z95 } from './tally';

const ep = endlessPatrolModule.definition;

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, i) => permutations([...xs.slice(0, i), ...xs.slice(i + 1)]).map((p) => [x, ...p]));
}

/**
 * A late Endless Patrol fire phase with 5 soldiers left and Panzergrenadiers in play: the GI deck's 12 cards are known (seen
 * with L cards), the Patrol deck's last 5 cards are not. The rest of both decks is discarded.
 */
function lateFire(squad = 5): EndlessPatrolState {
  const s = stacked({
    phase: 'fire', squad, turn: 30, hand: ['garand', 'carbine'],
    giDeck: ['thompson', 'colt-pistol', 'bar', 'grease-gun', 'bazooka', 'm1919', 'mortar', 'fire-section', 'springfield', 'medic', 'flamethrower', 'swarm-tank'],
    restGi: 'discard',
    patrolDeck: ['machinegun-team', 'assault-pioneer-team', 'pillbox', 'machinegun-nest', 'flammenwerfer-team'],
    inPlay: ['panzergrenadiers'],
    restPatrol: 'discard',
  });
  s.known = { gi: s.giDeck.length, patrol: 0 };
  return s;
}

/** The exact chance: every order of the unknown Patrol cards, equally likely, each played out by the greedy bot. */
function exactChance(s: EndlessPatrolState): number {
  let wins = 0;
  const orders = permutations(s.patrolDeck);
  for (const order of orders) {
    let state: EndlessPatrolState = { ...s, patrolDeck: order };
    const rng = seedRng(1);
    while (ep.currentSeat(state) !== null) {
      const step = botStep(ep, state, 0, greedyEndlessPatrolBot, rng);
      if (!step.ok) throw new Error(step.error.message);
      state = step.state;
    }
    // The enumeration is exact only if no reshuffle (which the generator decides) happened.
    expect(state.stats.reshuffles).toBe(0);
    if (ep.result(state)?.winner === 0) wins++;
  }
  return wins / orders.length;
}

describe('odds of the whole game', () => {
  it('agree with an exact enumeration of every hidden order on small stacked positions', () => {
    for (const squad of [4, 5, 6]) {
      const s = lateFire(squad);
      const exact = exactChance(s);
      const odds = new OddsRun({ module: endlessPatrolModule, state: s, seat: 0 }, { seed: 7, margin: 0.02 }).runHere();
      expect(odds.done).toBe(true);
      expect(odds.margin).toBeLessThanOrEqual(0.02);
      expect(Math.abs(odds.chance - exact)).toBeLessThanOrEqual(odds.margin);
    }
    expect(exactChance(lateFire(5))).toBeCloseTo(0.7, 10); // the position is not a sure thing either way
  });

  it('never depend on the hidden order: shuffling the unknown cards under the position gives the same figures for the same seed', () => {
    const s = lateFire();
    const shuffled: EndlessPatrolState = { ...s, patrolDeck: shuffleInPlace(seedRng(99), s.patrolDeck.slice()) };
    expect(shuffled.patrolDeck).not.toEqual(s.patrolDeck);
    const a = new OddsRun({ module: endlessPatrolModule, state: s, seat: 0 }, { seed: 3, margin: 0.03, choices: true }).runHere();
    const b = new OddsRun({ module: endlessPatrolModule, state: shuffled, seat: 0 }, { seed: 3, margin: 0.03, choices: true }).runHere();
    expect(b).toEqual(a);
    const c = new OddsRun({ module: endlessPatrolModule, state: s, seat: 0 }, { seed: 4, margin: 0.03 }).runHere();
    expect(c.tally).not.toEqual(a.tally); // another seed of the sampler plays other deals
  });

  it('agree with long runs of bot games from the start, for both games', () => {
    const cases = [
      { module: endlessPatrolModule, bot: greedyEndlessPatrolBot, games: 2000 },
      { module: lostPatrolModule, bot: lostPatrolModule.bots.find((b) => b.name === 'bidder')!, games: 2000 },
    ];
    for (const c of cases) {
      const def = c.module.definition;
      const long = simulate(def, c.bot, { games: c.games, seed: 500 });
      const start = def.setup(500, def.parseOptions({}).ok ? (def.parseOptions({}) as { options: unknown }).options : {});
      const odds = new OddsRun({ module: c.module, state: start, seat: 0 }, { seed: 11, margin: 0.02 }).runHere();
      const longMargin = chanceOf({ games: c.games, wins: long.wins }).margin;
      // Two independent estimates: their difference is within the combined 95% margin.
      expect(Math.abs(odds.chance - long.winRate)).toBeLessThanOrEqual(Math.hypot(odds.margin, longMargin));
    }
  });

  it('give each choice its chance, tried on the same deals: the bot\'s own choice has exactly the play-on figures', () => {
    const s = lateFire();
    const run = new OddsRun({ module: endlessPatrolModule, state: s, seat: 0 }, { seed: 5, margin: 0.03, choices: true });
    const report = run.runHere();
    expect(report.choices.map((c) => c.action)).toEqual(expect.arrayContaining(ep.legalActions(s, 0)));
    expect(report.choices.length).toBe(ep.legalActions(s, 0).length);
    for (let i = 1; i < report.choices.length; i++) expect(report.choices[i - 1]!.chance).toBeGreaterThanOrEqual(report.choices[i]!.chance);
    const botChoice = greedyEndlessPatrolBot.choose(ep.view(s, 0), ep.legalActions(s, 0), seedRng(0), {} as never);
    const mine = report.choices.find((c) => JSON.stringify(c.action) === JSON.stringify(botChoice))!;
    expect(mine.tally.games).toBeGreaterThanOrEqual(report.tally.games);
    // Same deals, same play: the first report.tally.games games of the choice are the play-on games.
    const same = new OddsRun({ module: endlessPatrolModule, state: s, seat: 0 }, { seed: 5, minGames: mine.tally.games, maxGames: mine.tally.games }).runHere();
    expect(same.tally).toEqual(mine.tally);
    // Firing nothing and taking every casualty is worse than the bot's choice here.
    const endFire = report.choices.find((c) => (c.action as { type: string }).type === 'end-fire')!;
    expect(endFire.chance).toBeLessThan(mine.chance);
  });

  it('give the same figures whatever order the chunks come back in (as from worker threads)', () => {
    const pos = { module: endlessPatrolModule, state: lateFire(), seat: 0 };
    const here = new OddsRun(pos, { seed: 9, margin: 0.02, choices: true }).runHere();
    const run = new OddsRun(pos, { seed: 9, margin: 0.02, choices: true });
    const worker = new OddsRun(pos, { seed: 9, margin: 0.02, choices: true });
    // Hand out three chunks at a time and add them back last first.
    for (;;) {
      const batch: OddsChunk[] = [];
      for (let c = run.next(); c !== null && batch.length < 3; c = batch.length < 3 ? run.next() : null) batch.push(c);
      if (batch.length === 0) break;
      for (const c of batch.reverse()) run.add(c.index, worker.play(c));
    }
    expect(run.report()).toEqual(here);
  });

  it('report the outcome spread: casualties at the end and turns left', () => {
    const s = lateFire();
    const r = new OddsRun({ module: endlessPatrolModule, state: s, seat: 0 }, { seed: 2, margin: 0.03 }).runHere();
    const cas = Object.entries(r.tally.casualties);
    expect(cas.reduce((n, [, c]) => n + c, 0)).toBe(r.tally.games);
    for (const [k] of cas) expect(Number(k)).toBeGreaterThanOrEqual(s.stats.casualties);
    const losses = r.tally.games - r.tally.wins;
    // A loss ends with all 5 soldiers lost on top of those already lost.
    expect(r.tally.casualties[s.stats.casualties + 5]).toBe(losses);
    const turns = Object.keys(r.tally.turnsLeft).map(Number);
    expect(Math.min(...turns)).toBeGreaterThanOrEqual(0);
    expect(Object.values(r.tally.turnsLeft).reduce((a, b) => a + b, 0)).toBe(r.tally.games);
  });

  it('say the chance with its 95% margin, never a zero margin', () => {
    expect(chanceText(chanceOf({ games: 10_000, wins: 6_200 }))).toBe('62% +/- 1%');
    const all = chanceOf({ games: 400, wins: 400 });
    expect(all.chance).toBe(1);
    expect(all.margin).toBeGreaterThan(0);
    expect(all.margin).toBeLessThan(0.011);
    expect(chanceOf({ games: 9_604, wins: 4_802 }).margin).toBeCloseTo(Z95 * 0.5 / Math.sqrt(9_604 + Z95 * Z95), 6);
  });
});
