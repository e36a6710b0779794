import { describe, expect, it } from 'vitest';
import { applyAction, replay } from '../../core/pipeline';
import { endlessPatrol as ep } from './index';
import { gi, pt, stacked } from './testing';
import type { EndlessPatrolState } from './types';

function refused(s: EndlessPatrolState, raw: unknown, seat = 0): string {
  const copy = structuredClone(s);
  const res = applyAction(ep, s, seat, raw);
  expect(s).toEqual(copy);
  if (res.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
  expect(res.error.message.length).toBeGreaterThan(5);
  return res.error.code;
}

describe('Endless Patrol refusals', () => {
  const fire = stacked({ hand: ['bar', 'medic', 'tactics'], inPlay: ['sniper'] });

  it('malformed actions get bad-action and change nothing', () => {
    for (const raw of [
      null, 42, 'fire', [], {}, { type: 'shoot' }, { type: 'fire' },
      { type: 'fire', target: pt('sniper'), cards: gi('bar'), mode: 'bullets' },
      { type: 'fire', target: pt('sniper'), cards: [gi('bar')], mode: 'laser' },
      { type: 'fire', target: pt('sniper'), cards: [gi('bar')], mode: 'bullets', extra: 1 },
      { type: 'look', card: gi('tactics'), deck: 'both' },
      { type: 'discard', cards: [1, 2] },
      { type: 'negate' },
      { type: 'accept', now: true },
    ]) {
      expect(refused(fire, raw)).toBe('bad-action');
    }
  });

  it('actions out of their phase are refused with wrong-phase', () => {
    expect(refused(fire, { type: 'accept' })).toBe('wrong-phase');
    expect(refused(fire, { type: 'negate', card: gi('medic') })).toBe('wrong-phase');
    expect(refused(fire, { type: 'discard', cards: [gi('bar')] })).toBe('wrong-phase');
    const casualty = stacked({ phase: 'casualty', hand: ['medic', 'bar'], inPlay: ['sniper'], pending: { source: 'sniper', unavoidable: false } });
    expect(refused(casualty, { type: 'end-fire' })).toBe('wrong-phase');
    expect(refused(casualty, { type: 'fire', target: pt('sniper'), cards: [gi('bar')], mode: 'bullets' })).toBe('wrong-phase');
    expect(refused(casualty, { type: 'negate', card: gi('bar') })).toBe('not-negate-card');
  });

  it('L and D cards must be in hand and be what they claim', () => {
    expect(refused(fire, { type: 'look', card: gi('bar'), deck: 'gi' })).toBe('not-look-card');
    expect(refused(fire, { type: 'look', card: gi('binoculars'), deck: 'gi' })).toBe('not-in-hand');
    const empty = stacked({ hand: ['tactics'], inPlay: ['sniper'], restPatrol: 'discard' });
    expect(refused(empty, { type: 'look', card: gi('tactics'), deck: 'patrol' })).toBe('empty-deck');
  });

  it('the pipeline refuses another seat and a finished game', () => {
    expect(refused(fire, { type: 'end-fire' }, 1)).toBe('not-your-turn');
    const over = stacked({ squad: 1, inPlay: ['sniper'] });
    const res = applyAction(ep, over, 0, { type: 'end-fire' });
    if (!res.ok) throw new Error(res.error.message);
    expect(res.state.phase).toBe('over');
    expect(refused(res.state, { type: 'end-fire' })).toBe('game-over');
  });

  it('options: defaults, and a clear refusal of unknown keys and wrong types', () => {
    expect(ep.parseOptions(undefined)).toEqual({ ok: true, options: { dCancelsMinefields: false } });
    expect(ep.parseOptions({})).toEqual({ ok: true, options: { dCancelsMinefields: false } });
    expect(ep.parseOptions({ dCancelsMinefields: true })).toEqual({ ok: true, options: { dCancelsMinefields: true } });
    const unknown = ep.parseOptions({ strictMinefields: true });
    expect(unknown.ok ? '' : unknown.error.message).toBe('Unknown Endless Patrol option "strictMinefields" (known: dCancelsMinefields, names).');
    const wrong = ep.parseOptions({ dCancelsMinefields: 'yes' });
    expect(wrong.ok ? '' : wrong.error.message).toBe('Option dCancelsMinefields must be true or false.');
    expect(ep.parseOptions([]).ok).toBe(false);
  });

  it('a replay of a record with a refused action stops there with its index', () => {
    const record = { game: 'endless-patrol', version: 1, seed: 5, options: {}, actions: [{ seat: 0, action: { type: 'accept' } }] };
    const r = replay(ep, record);
    expect(r.ok).toBe(false);
    if (!r.ok) expect([r.index, r.error.code]).toEqual([0, 'wrong-phase']);
  });
});
