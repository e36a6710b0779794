/**
 * One guest socket's bounds (issue 24): its frames (at most MAX_GUEST_FRAME bytes: ws closes a
 * longer one from its header, code 1009), their rate (a bucket of GUEST_BURST frames refilled at
 * GUEST_RATE a second), and its bad frames (not JSON, no id, an unknown channel, outside its
 * scope, over the rate): each is answered with an error, and the BAD_FRAMES-th closes that guest
 * only (code 1008). And the counts of sockets: one friend socket per token (a new one replaces the
 * old: a reconnect), MAX_SPECTATORS per game, MAX_GUESTS in all.
 */
export const MAX_GUEST_FRAME = 64 * 1024;
export const GUEST_RATE = 30;
export const GUEST_BURST = 60;
export const BAD_FRAMES = 3;
export const MAX_SPECTATORS = 8;
export const MAX_GUESTS = 16;

export interface GuestLimits {
  rate: number;
  burst: number;
  badFrames: number;
  spectators: number;
  guests: number;
}

export const GUEST_LIMITS: GuestLimits = { rate: GUEST_RATE, burst: GUEST_BURST, badFrames: BAD_FRAMES, spectators: MAX_SPECTATORS, guests: MAX_GUESTS };

/** A token bucket: `take()` is true while the socket keeps within its rate. */
export function frameBucket(rate: number, burst: number, now: () => number = () => performance.now()): { take(): boolean } {
  let tokens = burst;
  let last = now();
  return {
    take() {
      const t = now();
      tokens = Math.min(burst, tokens + ((t - last) / 1000) * rate);
      last = t;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
