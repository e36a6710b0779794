import { describe, expect, it } from 'vitest';
import { applyAction } from '../../core/pipeline';
import { patrolLost as pl } from './definition';
import { parseAction, parseOptions } from './parse';

const message = (raw: unknown) => {
  const r = parseAction(raw);
  return r.ok ? null : r.error.message;
};

describe('Patrol: Lost! actions and options from outside', () => {
  it('keeps only the fields an action has, with an optional reason', () => {
    expect(parseAction({ type: 'move', guy: 2, dir: 'NE', why: 'Heads north-east.' })).toEqual({ ok: true, action: { type: 'move', guy: 2, dir: 'NE', why: 'Heads north-east.' } });
    expect(parseAction({ type: 'end-actions' })).toEqual({ ok: true, action: { type: 'end-actions' } });
  });

  it('refuses malformed actions with a message a player can read', () => {
    expect(message(null)).toBe('An action must be an object with a "type".');
    expect(message({ type: 'jump' })).toMatch(/Unknown action type "jump"; known: move, attack/);
    expect(message({ type: 'move', guy: 1 })).toBe('A "move" action needs "dir".');
    expect(message({ type: 'move', guy: 1, dir: 'E' })).toMatch(/"dir" must be one of N, NE, SE, S, SW, NW/);
    expect(message({ type: 'move', guy: 7, dir: 'N' })).toMatch(/"guy" must be a Good Guy number from 0 to 4/);
    expect(message({ type: 'orient', rot: 6 })).toMatch(/"rot" must be a whole number of sixths of a turn/);
    expect(message({ type: 'place', q: 1.5, r: 0 })).toMatch(/"q" must be a whole-number map coordinate/);
    expect(message({ type: 'attack', guy: 0, dir: 'N' })).toBe('A "attack" action has no field "dir".');
    expect(message({ type: 'end-actions', why: 'x'.repeat(301) })).toMatch(/"why" must be text of at most 300 characters/);
  });

  it('refuses an action out of turn or out of phase, and changes nothing', () => {
    const s = pl.setup(4, { turnLimit: 60 });
    const before = structuredClone(s);
    const wrongSeat = applyAction(pl, s, 0, { type: 'end-actions' });
    expect(wrongSeat).toMatchObject({ ok: false, error: { code: 'not-your-turn' } });
    const r = applyAction(pl, s, 1, { type: 'fight', q: 0, r: 0 });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-now' } });
    expect(r.ok ? '' : r.error.message).toMatch(/waiting for the Bad Guy player to turn the tile just drawn/);
    expect(s).toEqual(before);
  });

  it('takes a turn limit between 10 and 500, 60 by default', () => {
    expect(parseOptions(undefined)).toEqual({ ok: true, options: { turnLimit: 60 } });
    expect(parseOptions({ turnLimit: 20 })).toEqual({ ok: true, options: { turnLimit: 20 } });
    expect(parseOptions({ turnLimit: 5 })).toMatchObject({ ok: false, error: { code: 'bad-options' } });
    expect(parseOptions({ turns: 5 })).toMatchObject({ ok: false, error: { message: 'Unknown Patrol: Lost! option "turns" (known: turnLimit).' } });
    expect(parseOptions('x')).toMatchObject({ ok: false });
  });
});
