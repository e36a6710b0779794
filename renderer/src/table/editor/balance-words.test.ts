import { describe, expect, it } from 'vitest';
import type { BalanceView, RecordedBalanceView } from '../../../../electron/api/contract';
import { tableFingerprint } from '../../../../engine/games/combat-patrol/balance/fingerprint';
import { emptyHeat } from '../../../../engine/games/combat-patrol/balance/heat';
import { heatRects } from '../stage/draw-heat';
import { balanceLines, LEVEL_CHOICES, LUCK_HELP, LEVEL_WORDS, levelsNote, outOfDate, recordLines, spreadWords, verdict } from './balance-words';

function view(over: Partial<BalanceView> = {}): BalanceView {
  return {
    from: 'check', scenarioId: 's', games: 100, asked: 100, levels: ['tactical', 'tactical'], draws: 0, unfinished: 0,
    sides: {
      US: { wins: 52, chance: 0.52, margin: 0.1, text: '52% +/- 10%', casualties: { median: 4, min: 1, max: 9 } },
      German: { wins: 48, chance: 0.48, margin: 0.1, text: '48% +/- 10%', casualties: { median: 5, min: 2, max: 9 } },
    },
    turns: { median: 6, min: 4, max: 8 }, heat: emptyHeat(48, 48), cancelled: false, fingerprint: 'f', current: true, at: '',
    ...over,
  };
}

describe('the balance check in words', () => {
  it('offers the tactical computer first, then the veteran and random moves, and warns that the veteran is slow', () => {
    expect(LEVEL_CHOICES).toEqual(['tactical', 'veteran', 'random']);
    expect(LEVEL_CHOICES.map((l) => LEVEL_WORDS[l])).toEqual(['tactical', 'veteran', 'random moves']);
    expect(levelsNote(['tactical', 'tactical'])).toBe('');
    expect(levelsNote(['random', 'veteran'])).toMatch(/many times longer/);
    expect(balanceLines(view({ levels: ['veteran', 'tactical'] }))[0]).toEqual({ label: 'Battles', value: '100, veteran v tactical, sides swapped for half' });
  });

  it('says each side\'s chance, the turns and casualties as median and range', () => {
    expect(balanceLines(view())).toEqual([
      { label: 'Battles', value: '100, tactical on both sides' },
      { label: 'US win', value: '52% +/- 10%' },
      { label: 'Germans win', value: '48% +/- 10%' },
      { label: 'Turns', value: '6 (4 to 8)' },
      { label: 'US casualties', value: '4 (1 to 9)' },
      { label: 'German casualties', value: '5 (2 to 9)' },
    ]);
    expect(balanceLines(view({ games: 30, cancelled: true, levels: ['tactical', 'random'], draws: 2 }))[0]!.value).toBe('30 of 100 (stopped), tactical v random moves, sides swapped for half');
    // A check that kept its battles' luck says its chances allow for it.
    const luck = { x: [0, 0], xx: [1, 0, 0, 1], xWin: [0, 0], xLoss: [0, 0] };
    expect(balanceLines(view({ luck, luckAllowed: false })).map((l) => l.label)).not.toContain('Dice luck');
    expect(balanceLines(view({ luck, luckAllowed: true })).slice(1, 4)).toEqual([
      { label: 'US win', value: '52% +/- 10%' },
      { label: 'Germans win', value: '48% +/- 10%' },
      { label: 'Dice luck', value: 'allowed for', help: LUCK_HELP },
    ]);
    expect(spreadWords({ median: 6.5, min: 6, max: 7 })).toBe('6.5 (6 to 7)');
    expect(spreadWords({ median: 3, min: 3, max: 3 })).toBe('3');
  });

  it('calls a table even only when the gap is within the margins', () => {
    expect(verdict(view())).toMatch(/^Close to even/);
    const lopsided = view();
    lopsided.sides.US = { ...lopsided.sides.US, chance: 0.8, margin: 0.08 };
    lopsided.sides.German = { ...lopsided.sides.German, chance: 0.2, margin: 0.08 };
    expect(verdict(lopsided)).toBe('The table favours the US.');
  });

  it('a result is out of date when the table on screen changes, or the store says so', () => {
    const doc = { name: 'A', table: { width: 48, height: 48 }, models: [{ id: 'm', x: 1, y: 1 }] };
    const shownOn = tableFingerprint(doc);
    expect(outOfDate(view(), shownOn, doc)).toBe(false);
    expect(outOfDate(view(), shownOn, { ...doc, name: 'B' })).toBe(false);
    expect(outOfDate(view(), shownOn, { ...doc, models: [{ id: 'm', x: 2, y: 1 }] })).toBe(true);
    expect(outOfDate(view({ current: false }), shownOn, doc)).toBe(true);
  });
});

describe("a scenario file's recorded balance in words", () => {
  const recorded = (over: Partial<RecordedBalanceView['record']> = {}): RecordedBalanceView => {
    const record = { level: 'tactical', battles: 200, firstSeed: 1, wins: { US: 120, German: 68, draw: 12 }, measured: '2026-12-02', table: '0123456789abcdef', ...over };
    return {
      from: 'file', scenarioId: 's', record, games: 200, draws: record.wins.draw, current: true, luckAllowed: false,
      sides: { US: { wins: 120, chance: 0.6, margin: 0.07, text: '60% +/- 7%' }, German: { wins: 68, chance: 0.34, margin: 0.07, text: '34% +/- 7%' } },
    };
  };

  it('says when it was measured, who played how many battles, each side\'s chance and the draws; the verdict as for a check', () => {
    expect(recordLines(recorded())).toEqual([
      { label: 'Measured', value: '2026-12-02' },
      { label: 'Battles', value: '200, tactical on both sides' },
      { label: 'US win', value: '60% +/- 7%' },
      { label: 'Germans win', value: '34% +/- 7%' },
      { label: 'Drawn', value: '12' },
    ]);
    expect(recordLines(recorded({ against: 'random' }))[1]!.value).toBe('200, tactical v random moves, sides swapped for half');
    expect(recordLines({ ...recorded(), luckAllowed: true })[4]).toEqual({ label: 'Dice luck', value: 'allowed for', help: LUCK_HELP });
    // A level this app does not know (a newer app's file) is named as the file names it.
    expect(recordLines(recorded({ level: 'veteran' }))[1]!.value).toBe('200, veteran on both sides');
    expect(verdict(recorded())).toBe('The table favours the US.');
    expect(outOfDate(recorded(), 'f', {})).toBe(tableFingerprint({}) !== 'f');
    expect(outOfDate({ ...recorded(), current: false }, tableFingerprint({}), {})).toBe(true);
  });
});

describe('the heat map on screen', () => {
  it('places each cell by the camera and shades it by its share of the busiest', () => {
    const cells = [{ x: 6, y: 0, size: 3, count: 4, share: 1 }, { x: 0, y: 3, size: 3, count: 1, share: 0.25 }];
    expect(heatRects({ x: 10, y: 20, zoom: 2 }, cells)).toEqual([
      { x: 22, y: 20, size: 6, alpha: 0.7 },
      { x: 10, y: 26, size: 6, alpha: 0.29 },
    ]);
  });
});
