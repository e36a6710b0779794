/**
 * Sharing a game with a friend on another machine (issue 24). The host starts a sharing of one save
 * for the friend's seat: two tokens of 128 random bits (the friend's, the spectators'), links on the
 * share listener (started by the first sharing, closed with the last; an interface the hosts give,
 * a fake in tests). Shared play around the saves service: each envelope's stamp, chat, sharing and
 * undo asked (SaveHooks), saves.wait, chat lines, undo asked and answered. A sharing stops with
 * share.stop, when its save is deleted, or when the caller that started it goes.
 */
import { randomBytes } from 'node:crypto';
import { CHAT_LINES, WAIT_MS, type ChatLine, type GameEnvelope, type GuestHello, type ParsedRequest, type ShareInfo, type SharingView } from '../api/contract';
import type { Store } from '../store';
import type { Caller, GuestGrant } from './caller';
import { ApiFailure } from './failure';
import type { SharedParts } from './gate';
import type { LiveGame } from './live-game';
import type { GameRegistry } from './registry';
import type { SaveHooks, SavesService } from './saves';
import type { Stamps } from './stamps';

/** What a share listener tells the services of a guest, and asks them (electron/hosts/share). */
export interface GuestDoor {
  /** The grant of a token of a running sharing; null for any other text. */
  admit(token: string): GuestGrant | null;
  /** A guest's socket opened (it counts as connected until `left`). */
  joined(grant: GuestGrant): void;
  left(grant: GuestGrant): void;
}

/** The share listener as the services use it: open (or keep open), close a token's sockets, close. */
export interface ShareListener {
  /** Opens the listener if it is not open: its port and the addresses to put in links (private ranges first). */
  open(): Promise<{ port: number; addresses: string[] }>;
  /** Closes the guest sockets of these tokens. */
  disconnect(tokens: readonly string[]): void;
  /** Closes the listener and every guest socket (nothing is shared any more). */
  close(): Promise<void>;
}

/** Makes the host's share listener, given the door guests come in by. */
export type ShareListenerFactory = (door: GuestDoor) => ShareListener;

interface Share {
  saveId: string;
  game: string;
  friendSeat: number;
  hostSeat: number | null;
  friendToken: string;
  spectatorToken: string;
  friends: number;
  spectators: number;
  /** Forgets the hook that stops this sharing when its starter goes. */
  forgetOwner: () => void;
}

/** A new token: 128 random bits as 32 lowercase hex digits. */
export function newGuestToken(): string {
  return randomBytes(16).toString('hex');
}

/** A link's host part: an IPv6 address in brackets. */
function hostPart(address: string): string {
  return address.includes(':') ? `[${address}]` : address;
}

export interface SharingDeps {
  store: Store;
  games: GameRegistry;
  stamps: Stamps;
  saves: () => SavesService;
  listener?: ShareListenerFactory;
  now?: () => Date;
}

export class SharingService implements SaveHooks {
  private readonly shares = new Map<string, Share>();
  private readonly tokens = new Map<string, Share>();
  private readonly asks = new Map<string, { by: number }>();
  private readonly chat = new Map<string, ChatLine[]>();
  private listener: ShareListener | null = null;
  private where: { port: number; addresses: string[] } | null = null;

  constructor(private readonly deps: SharingDeps) {}

  private get saves(): SavesService {
    return this.deps.saves();
  }

  // --- SaveHooks: what every envelope carries, what each change tells.

  parts(live: LiveGame, seat: number | null): SharedParts {
    const id = live.save.id;
    return { stamp: this.deps.stamps.stamp(id, live.save.actionCount), chat: this.chatOf(id), sharing: this.view(id), undoAsk: this.asks.get(id) ?? null };
  }

  moved(id: string): void {
    this.asks.delete(id);
    this.deps.stamps.bump(id);
  }

  changed(id: string): void {
    this.deps.stamps.bump(id);
  }

  askUndo(id: string, seat: number): boolean {
    if (!this.shares.has(id)) return false;
    this.asks.set(id, { by: seat });
    this.deps.stamps.bump(id);
    return true;
  }

  keepsMoves(id: string): boolean {
    return this.shares.has(id);
  }

  // --- The door guests come in by (the share listener).

  readonly door: GuestDoor = {
    admit: (token) => {
      const share = this.tokens.get(token);
      if (!share) return null;
      const seat = token === share.friendToken ? share.friendSeat : null;
      return { saveId: share.saveId, game: share.game, seat, odds: seat !== null && this.deps.games.module(share.game)?.odds !== undefined, token };
    },
    joined: (grant) => this.presence(grant, +1),
    left: (grant) => this.presence(grant, -1),
  };

  private presence(grant: GuestGrant, delta: number): void {
    const share = this.tokens.get(grant.token);
    if (!share) return;
    if (grant.seat === null) share.spectators = Math.max(0, share.spectators + delta);
    else share.friends = Math.max(0, share.friends + delta);
    this.deps.stamps.bump(share.saveId);
  }

  // --- The channels.

  async start(req: ParsedRequest<'share.start'>, caller: Caller): Promise<ShareInfo> {
    if (caller.guest) throw new ApiFailure('forbidden', 'Only the host may share a game.');
    const { def, seats, seatNames, playing } = this.saves.seating(req.id);
    if (seats.length < 2) throw new ApiFailure('illegal', `${def.name} is played here by one side: there is nobody to share it with.`, 'one-seat');
    if (req.seat >= seats.length) throw new ApiFailure('illegal', `${def.name} has no seat ${req.seat + 1}.`, 'no-such-seat');
    const name = seatNames[req.seat] ?? `seat ${req.seat + 1}`;
    if (seats[req.seat]?.kind === 'bot') throw new ApiFailure('illegal', `The ${name} are played by the computer in this game: a friend can take only a person's seat.`, 'bot-seat');
    if (!playing) throw new ApiFailure('illegal', 'This game is over: there is nothing left to play with a friend.', 'game-over');
    if (!this.deps.listener) throw new ApiFailure('illegal', 'This Patrol HQ cannot share games.', 'no-listener');
    const running = this.shares.get(req.id);
    if (running && running.friendSeat === req.seat) return this.info(running, await this.openListener());
    if (running) this.drop(running);
    const where = await this.openListener();
    const hostSeat = seats.findIndex((p, i) => i !== req.seat && p.kind === 'human');
    const share: Share = {
      saveId: req.id,
      game: def.id,
      friendSeat: req.seat,
      hostSeat: hostSeat >= 0 ? hostSeat : null,
      friendToken: newGuestToken(),
      spectatorToken: newGuestToken(),
      friends: 0,
      spectators: 0,
      forgetOwner: () => {},
    };
    share.forgetOwner = caller.onGone(() => {
      if (this.shares.get(req.id) === share) void this.stop({ id: req.id });
    });
    this.shares.set(req.id, share);
    this.tokens.set(share.friendToken, share);
    this.tokens.set(share.spectatorToken, share);
    this.deps.stamps.bump(req.id);
    return this.info(share, where);
  }

  async stop(req: ParsedRequest<'share.stop'>, caller?: Caller): Promise<{ id: string }> {
    if (caller?.guest) throw new ApiFailure('forbidden', 'Only the host may stop sharing a game.');
    const share = this.shares.get(req.id);
    if (!share) return { id: req.id };
    this.drop(share);
    this.deps.stamps.bump(req.id);
    if (this.shares.size === 0 && this.listener) {
      this.where = null;
      await this.listener.close();
    }
    return { id: req.id };
  }

  status(req: ParsedRequest<'share.status'>, caller: Caller): ShareInfo | null {
    if (caller.guest) throw new ApiFailure('forbidden', 'Only the host may ask this.');
    const share = this.shares.get(req.id);
    return share && this.where ? this.info(share, this.where) : null;
  }

  hello(caller: Caller): GuestHello {
    const g = caller.guest;
    if (!g) throw new ApiFailure('forbidden', 'Only a friend’s link may ask this.');
    const { def, seatNames } = this.saves.seating(g.saveId);
    return { saveId: g.saveId, seat: g.seat, game: def.id, gameName: def.name, seatNames };
  }

  /** Held until the save's stamp differs from `after` (at once if it does), else WAIT_MS; ends when the caller goes. */
  async wait(req: ParsedRequest<'saves.wait'>, caller: Caller): Promise<GameEnvelope> {
    const seat = this.seatOf(req.id, req.seat, caller);
    const { actionCount } = this.saves.seating(req.id);
    if (this.deps.stamps.stamp(req.id, actionCount) === req.after) await this.deps.stamps.wait(req.id, WAIT_MS, caller);
    const since = /^(\d+):/.exec(req.after);
    return this.saves.look(req.id, seat, since ? Number(since[1]) : null);
  }

  async say(req: ParsedRequest<'saves.say'>, caller: Caller): Promise<GameEnvelope> {
    const seat = this.seatOf(req.id, req.seat, caller);
    if (seat === null || seat === undefined) throw new ApiFailure('forbidden', 'A spectator may not speak.');
    const { actionCount, name } = this.saves.checkPersonSeat(req.id, seat);
    this.deps.store.chat.add(req.id, { seat, name, text: req.text, at: actionCount }, (this.deps.now?.() ?? new Date()).toISOString());
    this.chat.delete(req.id);
    this.deps.stamps.bump(req.id);
    return this.saves.look(req.id, seat, null);
  }

  async undoAnswer(req: ParsedRequest<'saves.undoAnswer'>, caller: Caller): Promise<GameEnvelope> {
    const seat = this.seatOf(req.id, req.seat, caller);
    if (seat === null || seat === undefined) throw new ApiFailure('forbidden', 'A spectator may not answer.');
    this.saves.checkPersonSeat(req.id, seat);
    const ask = this.asks.get(req.id);
    if (!ask) throw new ApiFailure('illegal', 'Nobody asked to take back a move.', 'no-undo-ask');
    if (ask.by === seat) throw new ApiFailure('illegal', 'You asked to take back your move: the other player answers.', 'own-undo-ask');
    this.asks.delete(req.id);
    this.deps.stamps.bump(req.id);
    return req.allow ? this.saves.undoAgreed(req.id, ask.by, seat) : this.saves.look(req.id, seat, null);
  }

  /**
   * The seat a call looks or acts from: a guest's own (null for a spectator); the host's as asked,
   * but never the friend's seat of a shared game (the host's screen plays its own seat; left out:
   * the host's seat).
   */
  seatOf(id: string, seat: number | undefined, caller: Caller): number | null | undefined {
    if (caller.guest) return caller.guest.seat;
    const share = this.shares.get(id);
    if (!share) return seat;
    if (seat === share.friendSeat) {
      throw new ApiFailure('forbidden', 'Your friend plays this seat while the game is shared.', 'friend-seat');
    }
    return seat ?? share.hostSeat ?? undefined;
  }

  /** The seat a call acts from (seatOf; a spectator acts from none: forbidden). */
  actingSeat(id: string, seat: number, caller: Caller): number {
    const acting = this.seatOf(id, seat, caller);
    if (acting === null) throw new ApiFailure('forbidden', 'A spectator may only watch.', 'spectator');
    return acting ?? seat;
  }

  /** A save was deleted: its sharing stops. */
  deleted(id: string): Promise<unknown> {
    this.chat.delete(id);
    this.asks.delete(id);
    return this.stop({ id });
  }

  private chatOf(id: string): ChatLine[] {
    let lines = this.chat.get(id);
    if (!lines) {
      lines = this.deps.store.chat.last(id, CHAT_LINES);
      this.chat.set(id, lines);
    }
    return lines;
  }

  private view(id: string): SharingView | null {
    const share = this.shares.get(id);
    if (!share) return null;
    return { friendSeat: share.friendSeat, hostSeat: share.hostSeat, friendConnected: share.friends > 0, spectators: share.spectators, hostConnected: true };
  }

  private info(share: Share, where: { port: number; addresses: string[] }): ShareInfo {
    const base = `http://${hostPart(where.addresses[0] ?? '127.0.0.1')}:${where.port}/?guest=`;
    return {
      id: share.saveId,
      friendSeat: share.friendSeat,
      port: where.port,
      addresses: [...where.addresses],
      link: base + share.friendToken,
      spectatorLink: base + share.spectatorToken,
      friendConnected: share.friends > 0,
      spectators: share.spectators,
    };
  }

  private async openListener(): Promise<{ port: number; addresses: string[] }> {
    this.listener ??= this.deps.listener!(this.door);
    this.where = await this.listener.open();
    return this.where;
  }

  /** Forgets a sharing: its tokens stop working and its guests are disconnected. */
  private drop(share: Share): void {
    share.forgetOwner();
    this.shares.delete(share.saveId);
    this.tokens.delete(share.friendToken);
    this.tokens.delete(share.spectatorToken);
    this.asks.delete(share.saveId);
    this.listener?.disconnect([share.friendToken, share.spectatorToken]);
  }
}
