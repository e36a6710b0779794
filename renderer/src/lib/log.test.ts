import { describe, expect, it } from 'vitest';
import { newestFirst, withChat } from './log';

describe('chat lines in the log', () => {
  const log = [
    { action: -1, text: 'The battle begins.' },
    { action: 0, text: 'Able moves.' },
    { action: 0, text: 'Reason: to cover.' },
    { action: 1, text: 'Fritz fires.' },
  ];

  it('go where they were said: after the moves made by then, before the next move’s lines', () => {
    const chat = [
      { name: 'US', text: 'Good luck', at: 0 },
      { name: 'German', text: 'Reason: none', at: 1 },
      { name: 'US', text: 'Ouch', at: 2 },
    ];
    expect(withChat(log, chat).map((l) => [l.text, l.action, l.chat ?? false])).toEqual([
      ['The battle begins.', -1, false],
      ['US: Good luck', -1, true],
      ['Able moves.', 0, false],
      ['Reason: to cover.', 0, false],
      ['German: Reason: none', 0, true],
      ['Fritz fires.', 1, false],
      ['US: Ouch', 1, true],
    ]);
  });

  it('read newest first with the moves: a line said after a move sits above it, in that move’s group', () => {
    const chat = [{ name: 'German', text: 'Reason: none', at: 1 }, { name: 'US', text: 'Ouch', at: 2 }];
    expect(newestFirst(withChat(log, chat)).map((l) => [l.line.text, l.latest])).toEqual([
      ['US: Ouch', true],
      ['Fritz fires.', true],
      ['German: Reason: none', false],
      ['Able moves.', false],
      ['Reason: to cover.', false],
      ['The battle begins.', false],
    ]);
  });

  it('keep a line said before the oldest kept log line, and lines said after an undo took the move back, at the ends', () => {
    const kept = [{ action: 40, text: 'Fritz fires.' }];
    expect(withChat(kept, [{ name: 'US', text: 'early', at: 3 }, { name: 'US', text: 'late', at: 45 }]).map((l) => l.text)).toEqual(['US: early', 'Fritz fires.', 'US: late']);
    expect(withChat(log, [])).toEqual(log);
  });
});
