import { describe, expect, it } from 'vitest';
import { seedRng, nextInt } from '../core/rng';
import { countLuck, emptyLuck } from '../odds/luck';
import { pileGame, type PileState } from '../../test/fixtures/pile-game';
import { bothSides, luckAllowedWins, matchLuck, plainWins, type MatchupSummary } from './matchup';
import { playBotGame } from './play';
import { randomBot } from './random';

/** Pile's dice's luck, as a module's odds would tell it: a roll's stones less the 3.5 a die promises, on the roller's measure. */
const pileLuck = {
  measures: 2,
  of: (before: PileState, after: PileState): number[] | null => {
    if (after.pile <= before.pile || after.actionCount === before.actionCount) return null;
    const x = [0, 0];
    x[before.turn] = after.pile - before.pile - 3.5;
    return x;
  },
};

/** A matchup's summary made from games whose luck and winner are given (one measure). */
function half(bots: [string, string], games: { x: number; winner: 0 | 1 | null }[]): MatchupSummary {
  const luck = emptyLuck(1);
  const wins = [0, 0];
  let draws = 0;
  for (const g of games) {
    countLuck(luck, [g.x], g.winner === 0, g.winner === 1);
    if (g.winner === null) draws++;
    else wins[g.winner] = (wins[g.winner] as number) + 1;
  }
  return { game: 't', bots, seats: ['North', 'South'], games: games.length, wins, draws, unfinished: 0, ended: {}, means: {}, meanActions: 0, luck, ms: 0 };
}

/**
 * Games of a side that wins by its luck and a coin: luck around `shift` (the true mean is nil: a
 * shift is a run of luck that side had), won when the luck and a coin together say so.
 */
function games(n: number, seat: 0 | 1, shift: number, seed: number): { x: number; winner: 0 | 1 | null }[] {
  const rng = seedRng(seed);
  return Array.from({ length: n }, () => {
    const x = (nextInt(rng, 1001) - 500) / 500 + shift;
    const coin = (nextInt(rng, 1001) - 500) / 1000;
    const won = x + coin > 0;
    return { x, winner: won ? seat : seat === 0 ? 1 : 0 };
  });
}

describe('a matchup allows for the luck of the dice, as the battle odds do', () => {
  it('sums each game\'s luck over its moves when asked to, and none when not', () => {
    const req = { options: { pile: 15 }, games: 12, seed: 3 };
    const [a] = bothSides(pileGame, randomBot, randomBot, { ...req, luck: pileLuck });
    // The same games played again, their luck summed by hand.
    const x: [number, number] = [0, 0];
    const won: [number, number] = [0, 0];
    for (let i = 0; i < 12; i++) {
      let last: PileState | null = null;
      let gx = [0, 0];
      const g = playBotGame(pileGame, 3 + i, { pile: 15 }, [randomBot, randomBot], {
        onState: (s) => {
          const step = last && pileLuck.of(last, s);
          if (step) gx = gx.map((v, j) => v + (step[j] as number));
          last = s;
        },
      });
      x[0] += gx[0] as number;
      x[1] += gx[1] as number;
      if (g.result?.winner === 0) won[0] += gx[0] as number;
    }
    expect(a!.luck!.x[0]).toBeCloseTo(x[0] as number, 9);
    expect(a!.luck!.x[1]).toBeCloseTo(x[1] as number, 9);
    expect(a!.luck!.xWin[0]).toBeCloseTo(won[0] as number, 9);
    expect(Math.abs(x[0] as number) + Math.abs(x[1] as number)).toBeGreaterThan(0);
    expect(bothSides(pileGame, randomBot, randomBot, req)[0]!.luck).toBeUndefined();
  });

  it('sums the odds\' plain measures only when the game names them, all of them when not', () => {
    // The pile's luck told twice over: as it is, then doubled (a weighed measure the odds alone use).
    const weighed = { measures: 4, plain: 2, of: (b: PileState, a: PileState) => { const x = pileLuck.of(b, a); return x && [...x, 2 * x[0]!, 2 * x[1]!]; } };
    const req = { options: { pile: 15 }, games: 12, seed: 3 };
    const [plain] = bothSides(pileGame, randomBot, randomBot, { ...req, luck: pileLuck });
    const [summed] = bothSides(pileGame, randomBot, randomBot, { ...req, luck: matchLuck(weighed)! });
    expect(summed!.luck).toEqual(plain!.luck);
    expect(matchLuck(pileLuck)).toBe(pileLuck);
    expect(matchLuck({ ...weighed, plain: undefined })).toEqual({ ...weighed, plain: undefined });
    expect(matchLuck(undefined)).toBeUndefined();
  });

  it('a side that won by its luck gets a lower chance than its share, with a narrower margin; a side out of luck a higher one', () => {
    // The bot was lucky in seat 0 (luck 0.3 above its true mean of nil) and unlucky in seat 1.
    const pair = [half(['bot', 'other'], games(200, 0, 0.3, 1)), half(['other', 'bot'], games(200, 1, -0.2, 2))];
    const plain = plainWins('bot', pair)!;
    const luck = luckAllowedWins('bot', pair)!;
    const share = (pair[0]!.wins[0]! + pair[1]!.wins[1]!) / 400;
    expect(plain.chance).toBeCloseTo(share, 9);
    expect(luck.margin).toBeLessThan(plain.margin * 0.8);
    // Seat 0 alone: its luck was good, so the chance allowing for it is below its share.
    const seat0 = luckAllowedWins('bot', [pair[0]!, half(['other', 'bot'], games(200, 1, 0, 2))])!;
    const seat0Plain = plainWins('bot', [pair[0]!, half(['other', 'bot'], games(200, 1, 0, 2))])!;
    expect(seat0.chance).toBeLessThan(seat0Plain.chance - 0.05);
    // Seat 1 alone: out of luck, so above.
    const seat1 = luckAllowedWins('bot', [half(['bot', 'other'], games(200, 0, 0, 1)), pair[1]!])!;
    const seat1Plain = plainWins('bot', [half(['bot', 'other'], games(200, 0, 0, 1)), pair[1]!])!;
    expect(seat1.chance).toBeGreaterThan(seat1Plain.chance + 0.03);
  });

  it('says nothing it cannot: too few games, no luck told, or a bot not in both matchups', () => {
    const few = [half(['bot', 'other'], games(30, 0, 0, 1)), half(['other', 'bot'], games(30, 1, 0, 2))];
    expect(luckAllowedWins('bot', few)).toBeNull();
    expect(plainWins('bot', few)!.games).toBe(60);
    const plainOnly = few.map(({ luck: _luck, ...rest }) => rest);
    expect(luckAllowedWins('bot', plainOnly)).toBeNull();
    const many = [half(['bot', 'other'], games(100, 0, 0, 1)), half(['other', 'bot'], games(100, 1, 0, 2))];
    expect(luckAllowedWins('nobody', many)).toBeNull();
    expect(luckAllowedWins('bot', many)).not.toBeNull();
  });
});
