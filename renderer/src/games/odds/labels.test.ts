import { describe, expect, it } from 'vitest';
import { endlessPatrolInfo } from '../endless-patrol/module';
import { lostPatrolInfo } from '../lost-patrol/module';
import { chanceWords, chartBars, choiceLabel, pct, spreadChartData, spreadSummary } from './labels';

describe('odds panel words', () => {
  it('say each Endless Patrol and Lost Patrol choice with the cards\' names', () => {
    const view = { hand: [{ id: 'gi-thompson', name: 'Thompson' }, { id: 'gi-bazooka', name: 'M1 Bazooka' }], inPlay: [{ id: 'pt-pillbox', name: 'Pillbox' }] };
    expect(choiceLabel(endlessPatrolInfo, { type: 'fire', target: 'pt-pillbox', cards: ['gi-bazooka'], mode: 'at' }, view)).toBe('Fire M1 Bazooka at Pillbox (anti-tank)');
    expect(choiceLabel(endlessPatrolInfo, { type: 'end-fire' }, view)).toBe('End the Fire phase');
    expect(choiceLabel(endlessPatrolInfo, { type: 'discard', cards: ['gi-thompson', 'gi-bazooka'] }, view)).toBe('Discard Thompson, M1 Bazooka');
    expect(choiceLabel(lostPatrolInfo, { type: 'bid', soldiers: 1 }, {})).toBe('Bet 1 soldier');
    expect(choiceLabel(lostPatrolInfo, { type: 'move', dir: 'S' }, {})).toBe('Move south');
    expect(choiceLabel(lostPatrolInfo, { type: 'move', dir: 'E', group: 0, orient: 'W' }, {})).toBe('Group 1: move east, leaving the tile turned west');
    expect(choiceLabel(undefined, { type: 'bid', soldiers: 1 }, {})).toBe('{"type":"bid","soldiers":1}');
  });

  it('put a chance in words and in percent', () => {
    expect(chanceWords(0.64)).toBe('about 2 in 3');
    expect(chanceWords(0.5)).toBe('about even');
    expect(chanceWords(0.999)).toBe('almost certain');
    expect(chanceWords(0.001)).toBe('almost none');
    expect(pct(0.6234)).toBe('62%');
    expect(pct(0.9951)).toBe('99.5%');
    expect(pct(1)).toBe('100%');
  });

  it('scale the spread bars and sum them up for screen readers', () => {
    const bars = chartBars([{ value: 0, games: 10 }, { value: 3, games: 30 }, { value: 7, games: 20 }]);
    expect(bars.map((b) => b.length)).toEqual([1 / 3, 1, 2 / 3]);
    expect(bars[1]!.share).toBe(0.5);
    expect(spreadSummary([{ value: 0, games: 10 }, { value: 3, games: 30 }, { value: 7, games: 20 }])).toBe('Most often 3 (50%); from 0 to 7.');
    expect(spreadSummary([])).toBe('No games yet.');
    // A wide spread (turns left early in a game) comes in at most MAX_BARS bins of equal width.
    const wide = chartBars(Array.from({ length: 20 }, (_, i) => ({ value: 30 + i, games: i === 5 ? 10 : 1 })));
    expect(wide.map((b) => b.label)).toEqual(['30–32', '33–35', '36–38', '39–41', '42–44', '45–47', '48–50']);
    expect(wide.reduce((n, b) => n + b.share, 0)).toBeCloseTo(1, 10);
    expect(wide[1]!.length).toBe(1); // 33–35 holds the 10
    expect(spreadSummary(Array.from({ length: 20 }, (_, i) => ({ value: 30 + i, games: i === 5 ? 10 : 1 })))).toBe('Most often 33–35 (41%); from 30 to 49.');
  });

  it('give the chart library each row of the spread as its share of games, on an axis just above the longest', () => {
    const d = spreadChartData([{ value: 7, games: 20 }, { value: 0, games: 10 }, { value: 3, games: 30 }]);
    expect(d.labels).toEqual(['0', '3', '7']);
    expect(d.series).toEqual([[16.7, 50, 33.3]]);
    expect(d.shares).toEqual(['17%', '50%', '33%']);
    // The words beside a bar are the table's, even where the rounded share would read otherwise (0.996% is "1.0%", not "1%").
    expect(spreadChartData([{ value: 1, games: 996 }, { value: 2, games: 99_004 }]).shares).toEqual(['1.0%', '99.0%']);
    expect(d.high).toBe(50);
    expect(spreadChartData([{ value: 2, games: 1 }, { value: 4, games: 2 }, { value: 5, games: 997 }]).high).toBe(100);
    // Binned like the bars, so a wide spread stays readable in the small panel.
    expect(spreadChartData(Array.from({ length: 20 }, (_, i) => ({ value: 30 + i, games: 1 }))).labels).toHaveLength(7);
    expect(spreadChartData([]).series).toEqual([[]]);
  });
});
