import { describe, expect, it } from 'vitest';
import { afterMove, onOpen, undoSeat } from './hand-over';

const human = { kind: 'human' as const };
const bot = { kind: 'bot' as const, bot: 'random' };
const env = (over: { seat?: number; toAct?: number | null; seatSecrets?: boolean; seats?: (typeof human | typeof bot)[]; result?: null | object }) => ({
  seat: 0,
  toAct: 1,
  seatSecrets: true,
  seatNames: ['North', 'South'],
  result: null,
  ...over,
  save: { seats: over.seats ?? [human, human] },
}) as Parameters<typeof afterMove>[0];

describe('handing the screen over between two people', () => {
  it('covers the screen for the next person when the game keeps seat secrets, and fetches their side after', () => {
    expect(afterMove(env({}))).toEqual({ kind: 'cover', seat: 1, name: 'South', fetch: true });
  });

  it('switches straight to the next person when nothing is hidden between seats', () => {
    expect(afterMove(env({ seatSecrets: false }))).toEqual({ kind: 'switch', seat: 1 });
  });

  it('stays when the same seat moves again, the computer moves next, or the game is over', () => {
    expect(afterMove(env({ toAct: 0 }))).toEqual({ kind: 'stay' });
    expect(afterMove(env({ seats: [human, bot] }))).toEqual({ kind: 'stay' });
    expect(afterMove(env({ toAct: null }))).toEqual({ kind: 'stay' });
  });

  it('on opening a shared game with secrets, covers until the seat looking is there; not for one person', () => {
    expect(onOpen(env({ seat: 1, toAct: 1 }))).toEqual({ kind: 'cover', seat: 1, name: 'South', fetch: false });
    expect(onOpen(env({ seats: [human, bot] }))).toEqual({ kind: 'stay' });
    expect(onOpen(env({ seatSecrets: false }))).toEqual({ kind: 'stay' });
    expect(onOpen(env({ toAct: null, result: { outcome: 'win' } }))).toEqual({ kind: 'stay' });
  });
});

describe('taking a move back at one screen', () => {
  const u = (over: Parameters<typeof env>[0], undoBy: number | null) => ({ ...env(over), undoBy });

  it('as the seat looking when it made the last move', () => {
    expect(undoSeat(u({}, 0))).toBe(0);
  });

  it('as the other person who made it, when nothing is hidden between seats (a typed die, the screen passed on)', () => {
    expect(undoSeat(u({ seat: 1, seatSecrets: false }, 0))).toBe(0);
  });

  it('never across seats that keep secrets, for the computer, or when nothing can be taken back', () => {
    expect(undoSeat(u({ seat: 1, seatSecrets: true }, 0))).toBeNull();
    expect(undoSeat(u({ seat: 1, seatSecrets: false, seats: [bot, human] }, 0))).toBeNull();
    expect(undoSeat(u({ seat: 1, seatSecrets: false }, null))).toBeNull();
  });
});

describe('a game shared with a friend on another machine', () => {
  const sharing = { friendSeat: 1, hostSeat: 0, friendConnected: true, spectators: 0, hostConnected: true };
  it('stays on this screen’s own seat after a move and on opening: no switch, no cover', () => {
    expect(afterMove({ ...env({}), sharing })).toEqual({ kind: 'stay' });
    expect(afterMove({ ...env({ seatSecrets: false }), sharing })).toEqual({ kind: 'stay' });
    expect(onOpen({ ...env({}), sharing })).toEqual({ kind: 'stay' });
  });

  it('takes back only its own seat’s move (the friend’s is theirs to take back)', () => {
    expect(undoSeat({ ...env({ seatSecrets: false }), undoBy: 1, sharing })).toBeNull();
    expect(undoSeat({ ...env({ seatSecrets: false }), undoBy: 0, sharing })).toBe(0);
    expect(undoSeat({ ...env({ seatSecrets: false }), undoBy: 1, sharing: null })).toBe(1);
  });
});
