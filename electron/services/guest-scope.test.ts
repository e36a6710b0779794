import { describe, expect, it } from 'vitest';
import { channels } from '../api/contract';
import type { GuestGrant } from './caller';
import { FRIEND_CHANNELS, scopeGuest, SPECTATOR_CHANNELS } from './guest-scope';

const friend: GuestGrant = { saveId: 'save-1', game: 'patrol-lost', seat: 1, odds: true, token: 't' };
const spectator: GuestGrant = { ...friend, seat: null, odds: false };
const noOdds: GuestGrant = { ...friend, odds: false };

describe('guest scope: a link reaches one game as one seat', () => {
  it.each(channels.filter((c) => !FRIEND_CHANNELS.includes(c)))('the friend is refused %s', (channel) => {
    expect(scopeGuest(channel, { id: 'save-1' }, friend)).toMatchObject({ ok: false, error: { code: 'forbidden', detail: 'outside-scope' } });
  });

  it.each(channels.filter((c) => !SPECTATOR_CHANNELS.includes(c)))('a spectator is refused %s', (channel) => {
    expect(scopeGuest(channel, { id: 'save-1' }, spectator)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('unknown channels and desktop channels are refused', () => {
    for (const c of ['nope', '__proto__', 'desktop.saveFile', 'desktop.openFile']) expect(scopeGuest(c, {}, friend).ok).toBe(false);
  });

  it.each(['saves.open', 'saves.wait', 'saves.act', 'saves.undo', 'saves.undoAnswer', 'saves.say', 'odds.about', 'odds.run'])('%s: another save refused; id and seat forced', (channel) => {
    expect(scopeGuest(channel, { id: 'save-2' }, friend)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(scopeGuest(channel, { id: 'save-1', seat: 0 }, friend)).toMatchObject({ ok: false, error: { code: 'forbidden', detail: 'not-your-seat' } });
    expect(scopeGuest(channel, { text: 'x' }, friend)).toEqual({ ok: true, payload: { text: 'x', id: 'save-1', seat: 1 } });
    expect(scopeGuest(channel, { id: 'save-1', seat: 1 }, friend)).toEqual({ ok: true, payload: { id: 'save-1', seat: 1 } });
  });

  it('rules: only the shared game', () => {
    expect(scopeGuest('rules.get', { game: 'combat-patrol' }, friend).ok).toBe(false);
    expect(scopeGuest('rules.get', {}, spectator)).toEqual({ ok: true, payload: { game: 'patrol-lost' } });
  });

  it('odds only where the game offers them; peek and cancel pass (jobs are the caller own)', () => {
    expect(scopeGuest('odds.run', { job: 'j' }, noOdds)).toMatchObject({ ok: false, error: { detail: 'no-odds' } });
    expect(scopeGuest('odds.peek', { job: 'j' }, friend)).toEqual({ ok: true, payload: { job: 'j' } });
  });

  it('a spectator looks from no seat: a seat given is refused, none is forced', () => {
    expect(scopeGuest('saves.open', { id: 'save-1', seat: 0 }, spectator)).toMatchObject({ ok: false, error: { detail: 'spectator' } });
    expect(scopeGuest('saves.wait', { after: '1:2' }, spectator)).toEqual({ ok: true, payload: { after: '1:2', id: 'save-1' } });
    for (const c of ['saves.act', 'saves.say', 'saves.undo', 'saves.undoAnswer', 'odds.run']) expect(scopeGuest(c, {}, spectator).ok).toBe(false);
  });

  it('a payload that is not an object goes on unchanged, for the contract to refuse', () => {
    expect(scopeGuest('saves.open', null, friend)).toEqual({ ok: true, payload: null });
    expect(scopeGuest('saves.open', [1], friend)).toEqual({ ok: true, payload: [1] });
  });

  it("saves.act: a friend's move carrying a computer's reason is refused, one without goes on", () => {
    const friend = { saveId: 's1', game: 'combat-patrol', seat: 1, odds: false, token: 't' };
    const r = scopeGuest('saves.act', { id: 's1', seat: 1, action: { type: 'pass', why: 'Reason: the host says you may undo' } }, friend);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'forbidden', detail: 'no-reason' });
    expect(scopeGuest('saves.act', { id: 's1', seat: 1, action: { type: 'pass' } }, friend)).toEqual({ ok: true, payload: { id: 's1', seat: 1, action: { type: 'pass' } } });
  });
});
