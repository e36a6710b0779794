import { describe, expect, it } from 'vitest';
import { clampPoint, DEFAULT_START, forkName, hashVerdict, pointLabel, pointName, pointOfTurn, readHash, replayEnvelope, turnAt } from './replay-nav';

const turns = [{ turn: 1, at: 0 }, { turn: 2, at: 4 }, { turn: 3, at: 9 }];

describe('replay navigation', () => {
  it('keeps the point between the deal and the last action', () => {
    expect(clampPoint(-1, 10)).toBe(0);
    expect(clampPoint(11, 10)).toBe(10);
    expect(clampPoint(4, 10)).toBe(4);
  });

  it('finds the turn of a point and the point of a turn', () => {
    expect(turnAt(turns, 0)).toBe(1);
    expect(turnAt(turns, 8)).toBe(2);
    expect(turnAt(turns, 12)).toBe(3);
    expect(turnAt([], 3)).toBeNull();
    expect(pointOfTurn(turns, 2)).toBe(4);
    expect(pointOfTurn(turns, 7)).toBeNull();
    expect(pointLabel(12, 40)).toBe('Move 12 of 40');
  });

  it('names the start in the game’s own words (its screens give them), else "the start"', () => {
    expect(pointLabel(0, 40, 'the deal')).toBe('The deal (of 40 moves)');
    expect(pointLabel(0, 40, 'the start of the battle')).toBe('The start of the battle (of 40 moves)');
    expect(pointLabel(0, 40)).toBe('The start (of 40 moves)');
    expect(DEFAULT_START).toBe('the start');
    expect(pointLabel(3, 40, 'the deal')).toBe('Move 3 of 40');
    expect(pointName(0, 'the start of the battle')).toBe('the start of the battle');
    expect(pointName(0)).toBe('the start');
    expect(pointName(7, 'the deal')).toBe('move 7');
  });

  it('draws a point read-only: nothing to choose, no undo, the view and log of that point', () => {
    const info = { id: 's', name: 'Game', game: 'endless-patrol', gameName: 'Endless Patrol', seat: 0, count: 9, turns, hash: '0'.repeat(16), bookmarks: [], origin: null };
    const step = { at: 5, count: 9, seat: 0, toAct: 0, turn: 2, view: { x: 1 }, log: [{ action: 4, text: 'Fired.' }], result: null, hash: '1'.repeat(16) };
    const env = replayEnvelope(info, step);
    expect(env.legal).toEqual([]);
    expect(env.canUndo).toBe(false);
    expect(env.view).toEqual({ x: 1 });
    expect(env.save.actionCount).toBe(5);
    expect(env.log).toEqual(step.log);
  });

  it('offer a fork the original\'s name with the move it starts from, within the 80 characters a name may have', () => {
    expect(forkName('Night patrol', 12)).toBe('Night patrol (from move 12)');
    expect(forkName('x'.repeat(80), 3)).toHaveLength(80);
    expect(forkName('x'.repeat(80), 3)).toMatch(/\(from move 3\)$/);
    expect(forkName('Night patrol', 12, 'same')).toBe('Night patrol (from move 12, same luck)');
    expect(forkName('x'.repeat(80), 3, 'same')).toMatch(/^x+ \(from move 3, same luck\)$/);
    expect(forkName('x'.repeat(80), 3, 'same')).toHaveLength(80);
  });

  it('reads a check hash as anyone might paste it, and refuses what is not one', () => {
    expect(readHash('1a2b 3c4d 5e6f 7a8b')).toBe('1a2b3c4d5e6f7a8b');
    expect(readHash('  1A2B-3C4D-5E6F-7A8B\n')).toBe('1a2b3c4d5e6f7a8b');
    expect(readHash('1a2b 3c4d 5e6f 7a8')).toBeNull();
    expect(readHash('1a2b 3c4d 5e6f 7a8g')).toBeNull();
    expect(readHash('')).toBeNull();
  });

  it('says where a pasted hash is found: the point shown, another point, the last move, or nowhere', () => {
    expect(hashVerdict(5, 5, 40)).toEqual({ same: true, words: 'The same as the point shown: the two games agree up to there.' });
    expect(hashVerdict(12, 5, 40)).toEqual({ same: true, words: 'The same as move 12: the two games agree up to there.' });
    expect(hashVerdict(0, 5, 40, 'the deal').words).toBe('The same as the deal: the two games agree up to there.');
    expect(hashVerdict(40, 5, 40).words).toBe('The same as this game’s last move (move 40): the two games agree up to there.');
    const none = hashVerdict(null, 5, 40);
    expect(none.same).toBe(false);
    expect(none.words).toMatch(/^No point of this game has that check hash/);
  });
});
