import { describe, expect, it } from 'vitest';
import { moverWords, canInvite, chatDraft, chatText, guestBar, hostBadge, isShared, undoLabel, undoPrompt } from './share-words';

const people = [{ kind: 'human' as const }, { kind: 'human' as const }];
const base = {
  seat: 0,
  toAct: 1 as number | null,
  seatNames: ['Good Guys', 'Bad Guys'],
  result: null,
  save: { seats: people, gameName: 'Patrol: Lost!' },
  sharing: { friendSeat: 1, hostSeat: 0, friendConnected: true, spectators: 0, hostConnected: true },
  undoAsk: null as { by: number } | null,
};
const hello = { seat: 1, gameName: 'Patrol: Lost!', seatNames: ['Good Guys', 'Bad Guys'] };

describe('the guest’s bar', () => {
  it('names the game, the guest’s side, whose turn and whether the host is there', () => {
    expect(guestBar(hello, { ...base, seat: 1 })).toEqual(['Patrol: Lost! with a friend', 'you play the Bad Guys', 'your turn', 'host connected']);
    expect(guestBar(hello, { ...base, seat: 1, toAct: 0, sharing: { ...base.sharing, hostConnected: false } })).toEqual([
      'Patrol: Lost! with a friend',
      'you play the Bad Guys',
      'their turn',
      'host not connected',
    ]);
    expect(guestBar(hello, { ...base, toAct: null })[2]).toBe('game over');
  });

  it('tells a spectator who is to play', () => {
    expect(guestBar({ ...hello, seat: null }, base)).toEqual(['Patrol: Lost! with a friend', 'you are watching', 'the Bad Guys to play', 'host connected']);
  });
});

describe('the host while sharing', () => {
  it('shows the friend’s side, whether the friend is connected, and how many watch', () => {
    expect(hostBadge(base)).toEqual(['Friend: Bad Guys', 'connected']);
    expect(hostBadge({ ...base, sharing: { ...base.sharing, friendConnected: false, spectators: 2 } })).toEqual(['Friend: Bad Guys', 'not connected yet', '2 watching']);
    expect(hostBadge({ ...base, sharing: null })).toEqual([]);
  });

  it('offers "Invite a friend" only for two people at one screen in a game not over, never to a guest', () => {
    expect(canInvite(base, false)).toBe(true);
    expect(canInvite(base, true)).toBe(false);
    expect(canInvite({ ...base, save: { ...base.save, seats: [people[0]!, { kind: 'bot' as never }] } }, false)).toBe(false);
    expect(canInvite({ ...base, save: { ...base.save, seats: [people[0]!] } }, false)).toBe(false);
    expect(canInvite({ ...base, result: { outcome: 'win', winner: 0, summary: '', stats: {} } as never }, false)).toBe(false);
  });

  it('is shared when the envelope says so or the page is a guest’s', () => {
    expect(isShared(base, false)).toBe(true);
    expect(isShared({ sharing: null }, false)).toBe(false);
    expect(isShared({}, true)).toBe(true);
    expect(undoLabel(true)).toBe('Ask to take back');
    expect(undoLabel(false)).toBe('Undo');
  });
});

describe('undo in a shared game', () => {
  it('the asker waits; the other answers; a spectator is told', () => {
    const asked = { ...base, undoAsk: { by: 1 } };
    expect(undoPrompt(asked, 1)).toEqual({ kind: 'waiting', text: 'Waiting for your friend to agree…' });
    expect(undoPrompt(asked, 0)).toEqual({ kind: 'answer', text: 'Your friend asks to take back their last move:' });
    expect(undoPrompt(asked, null)?.kind).toBe('told');
    expect(undoPrompt(base, 0)).toBeNull();
  });
});

describe('chat', () => {
  it('shows a line as the seat’s name and its text', () => {
    expect(chatText({ name: 'Bad Guys', text: '<b>hi</b>' })).toBe('Bad Guys: <b>hi</b>');
  });

  it('trims a line, takes control characters out, refuses an empty or too long one', () => {
    expect(chatDraft('  good\tluck \n')).toEqual({ ok: true, text: 'good luck' });
    expect(chatDraft('   ').ok).toBe(false);
    const long = chatDraft('x'.repeat(301));
    expect(long.ok === false && long.why).toMatch(/300/);
  });
});

describe('chat lines the host would refuse', () => {
  it('takes out line separators and direction overrides too', () => {
    expect(chatDraft('a\u2028b\u202ec\u0085d')).toEqual({ ok: true, text: 'a b c d' });
  });
});

describe('whose moves are played out', () => {
  it('the computer’s, or the friend’s in a shared game (a spectator: a player’s)', () => {
    expect(moverWords('bot', false)).toBe('the computer');
    expect(moverWords('human', false)).toBe('your friend');
    expect(moverWords('human', true)).toBe('a player');
  });
});
