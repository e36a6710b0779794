/**
 * What a guest's link reaches (issue 24), as a pure function: a guest's call (channel and payload,
 * before the contract reads it) and its grant give the payload to run, with the shared save's id
 * and the guest's seat forced in, or a refusal. The friend of a shared game may play, look, talk,
 * read the rules and, where the game offers them, ask the odds, all of that one game as its own
 * seat; a spectator may only look (the view of no seat) and read the rules. Every other channel is
 * refused, and so is another save's id, another game's rules or another seat.
 */
import type { ApiError, Channel } from '../api/contract';
import type { GuestGrant } from './caller';

/** The channels a friend's link reaches. */
export const FRIEND_CHANNELS: readonly Channel[] = [
  'share.hello',
  'saves.open',
  'saves.wait',
  'saves.act',
  'saves.undo',
  'saves.undoAnswer',
  'saves.say',
  'rules.get',
  'odds.about',
  'odds.run',
  'odds.peek',
  'odds.cancel',
  'catalog.list',
];

/** The channels a spectator's link reaches. */
export const SPECTATOR_CHANNELS: readonly Channel[] = ['share.hello', 'saves.open', 'saves.wait', 'rules.get', 'catalog.list'];

const ODDS: readonly string[] = ['odds.about', 'odds.run', 'odds.peek', 'odds.cancel'];
/** Channels whose payload names the save (`id`) and the seat looking or acting (`seat`). */
const OF_THE_SAVE: readonly string[] = ['saves.open', 'saves.wait', 'saves.act', 'saves.undo', 'saves.undoAnswer', 'saves.say', 'odds.about', 'odds.run'];

export const OUTSIDE_SCOPE = 'A friend’s link reaches only the game shared with them.';

/** The details of this scope's refusals (the share listener counts such a call as a bad frame). */
export const SCOPE_REFUSALS: readonly string[] = ['outside-scope', 'not-your-seat', 'spectator', 'no-odds', 'no-reason'];

export type Scoped = { ok: true; payload: unknown } | { ok: false; error: ApiError };

const refuse = (message = OUTSIDE_SCOPE, detail = 'outside-scope'): Scoped => ({ ok: false, error: { code: 'forbidden', message, detail } });

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** The payload a guest's call runs with, or why it is refused. A payload that is not an object goes on as it is: the contract refuses it. */
export function scopeGuest(channel: string, payload: unknown, grant: GuestGrant): Scoped {
  const allowed = grant.seat === null ? SPECTATOR_CHANNELS : FRIEND_CHANNELS;
  if (!(allowed as readonly string[]).includes(channel)) return refuse();
  if (ODDS.includes(channel) && !grant.odds) return refuse('This game offers no odds.', 'no-odds');
  if (!isRecord(payload)) return { ok: true, payload };
  const out: Record<string, unknown> = { ...payload };
  // A computer's reason rides on its action and goes into the log as the computer's words
  // ("Reason: …"): a person's move carries none, and a friend may not write one into the log.
  if (channel === 'saves.act' && isRecord(out.action) && 'why' in out.action) return refuse("A player's move carries no reason: only the computer's moves are explained in the log.", 'no-reason');
  if (channel === 'rules.get') {
    if (out.game !== undefined && out.game !== grant.game) return refuse();
    out.game = grant.game;
  }
  if (OF_THE_SAVE.includes(channel)) {
    if (out.id !== undefined && out.id !== grant.saveId) return refuse();
    out.id = grant.saveId;
    if (grant.seat === null) {
      if (out.seat !== undefined) return refuse('A spectator sees the game from no seat.', 'spectator');
      delete out.seat;
    } else {
      if (out.seat !== undefined && out.seat !== grant.seat) return refuse('Your link plays one seat only.', 'not-your-seat');
      out.seat = grant.seat;
    }
  }
  return { ok: true, payload: out };
}
