import { describe, expect, it } from 'vitest';
import { newestFirst } from './log';
import { hashFor, parseHash } from './route';

describe('routes', () => {
  it('parses play routes and falls back to home', () => {
    expect(parseHash('#/play/abc_1-2')).toEqual({ name: 'play', saveId: 'abc_1-2' });
    expect(parseHash('#/replay/abc_1-2')).toEqual({ name: 'replay', saveId: 'abc_1-2' });
    expect(parseHash('#/replay/../x')).toEqual({ name: 'home' });
    expect(hashFor({ name: 'replay', saveId: 'a b' })).toBe('#/replay/a%20b');
    expect(parseHash('')).toEqual({ name: 'home' });
    expect(parseHash('#/')).toEqual({ name: 'home' });
    expect(parseHash('#/play/')).toEqual({ name: 'home' });
    expect(parseHash('#/play/bad id!')).toEqual({ name: 'home' });
    expect(parseHash('#/play/a/b')).toEqual({ name: 'home' });
  });
  it('round-trips', () => {
    expect(parseHash(hashFor({ name: 'play', saveId: 'x9' }))).toEqual({ name: 'play', saveId: 'x9' });
    expect(hashFor({ name: 'home' })).toBe('#/');
  });
});

describe('table route', () => {
  it('opens a scenario in the table editor by id, and refuses bad ids', () => {
    expect(parseHash('#/table/scn_1-a')).toEqual({ name: 'table', scenarioId: 'scn_1-a' });
    expect(parseHash(hashFor({ name: 'table', scenarioId: 'x9' }))).toEqual({ name: 'table', scenarioId: 'x9' });
    expect(parseHash('#/table/')).toEqual({ name: 'home' });
    expect(parseHash('#/table/a b')).toEqual({ name: 'home' });
    expect(parseHash('#/table/a/b')).toEqual({ name: 'home' });
  });
});

describe('rules route', () => {
  it('opens a game\'s rules page by id, and refuses bad ids', () => {
    expect(parseHash('#/rules/lost-patrol')).toEqual({ name: 'rules', game: 'lost-patrol' });
    expect(parseHash(hashFor({ name: 'rules', game: 'endless-patrol' }))).toEqual({ name: 'rules', game: 'endless-patrol' });
    expect(parseHash('#/rules/')).toEqual({ name: 'home' });
    expect(parseHash('#/rules/../x')).toEqual({ name: 'home' });
  });
});

describe('log order', () => {
  it('reads in one order, newest first: the newest action first, and its newest line first', () => {
    const log = [
      { action: -1, text: 'setup' },
      { action: 0, text: 'a1' },
      { action: 0, text: 'a2' },
      { action: 1, text: 'b1' },
    ];
    expect(newestFirst(log).map((l) => [l.line.text, l.latest, l.first])).toEqual([
      ['b1', true, true],
      ['a2', false, true],
      ['a1', false, false],
      ['setup', false, true],
    ]);
    expect(newestFirst([])).toEqual([]);
  });

  it("puts a new turn above the last action of the turn before (Patrol: Lost!'s \"Turn 2: the Good Guys act\"), each reason kept under the line it explains", () => {
    const log = [
      { action: 7, text: 'Bad Guys: added 2 Bad Guys on the straight.' },
      { action: 7, text: 'Reason: Reinforcements.' },
      { action: 8, text: 'The Bad Guys hold back from a fight.' },
      { action: 8, text: 'Reason: Too risky.' },
      { action: 8, text: 'Turn 2: the Good Guys act.' },
    ];
    expect(newestFirst(log).map((l) => l.line.text)).toEqual([
      'Turn 2: the Good Guys act.',
      'The Bad Guys hold back from a fight.',
      'Reason: Too risky.',
      'Bad Guys: added 2 Bad Guys on the straight.',
      'Reason: Reinforcements.',
    ]);
  });
});

describe('campaign route', () => {
  it('opens a campaign by id, and refuses bad ids', () => {
    expect(parseHash('#/campaign/c_1-a')).toEqual({ name: 'campaign', campaignId: 'c_1-a' });
    expect(parseHash(hashFor({ name: 'campaign', campaignId: 'x9' }))).toEqual({ name: 'campaign', campaignId: 'x9' });
    expect(parseHash('#/campaign/a b')).toEqual({ name: 'home' });
    expect(parseHash('#/campaign/')).toEqual({ name: 'home' });
  });
});
