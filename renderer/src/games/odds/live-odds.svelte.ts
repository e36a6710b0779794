/**
 * The odds panel's state: one odds job at a time for the position on screen. `start` asks the
 * services (odds.run, worked out on worker threads there) and reads the figures as they refine
 * (odds.peek, ten times a second) until the answer comes; `cancel` stops it, keeping the figures
 * so far. A new position cancels the old job first. odds.run is long work: the client waits for it
 * as for a print (client.ts), so a run still refining is never taken for a host that did not
 * answer. The preferences (live odds, hints) are kept in this browser, both off until the player
 * turns them on.
 */
import type { ApiClient, OddsView } from '../../../../electron/api/contract';

/** How often the figures are read while they refine: the first one is on screen soon after it is worked out. */
export const PEEK_MS = 100;
let jobs = 0;

function pref(key: string): boolean {
  return globalThis.localStorage?.getItem(key) === 'on';
}
function setPref(key: string, on: boolean): void {
  globalThis.localStorage?.setItem(key, on ? 'on' : 'off');
}

export const oddsPrefs = $state({ live: pref('patrol-hq.odds.live'), hints: pref('patrol-hq.odds.hints') });

export function setLive(on: boolean): void {
  oddsPrefs.live = on;
  setPref('patrol-hq.odds.live', on);
}
export function setHints(on: boolean): void {
  oddsPrefs.hints = on;
  setPref('patrol-hq.odds.hints', on);
}

export class LiveOdds {
  view = $state<OddsView | null>(null);
  running = $state(false);
  error = $state<string | null>(null);
  /** The position the figures are of: save id and action count. */
  key = $state<string | null>(null);
  /** Who plays on in the odds, in words (odds.about), before any figure. */
  by = $state<string | null>(null);
  private job: string | null = null;

  constructor(private readonly api: ApiClient) {}

  /** Asks who would play on (the button says it); the services get their workers ready meanwhile. */
  async about(id: string, seat: number): Promise<void> {
    const r = await this.api.call('odds.about', { id, seat });
    if (r.ok) this.by = r.value.by;
  }

  /**
   * `replay`: the figures of the replay's point (`count` actions in) rather than the game now.
   * `ask`: the margin to refine to and whether each choice is worked out (the services' defaults: +/-1%, yes).
   */
  async start(id: string, seat: number, count: number, replay = false, ask: { margin?: number; choices?: boolean } = {}): Promise<void> {
    await this.cancel();
    const job = `odds-${Date.now().toString(36)}-${++jobs}`;
    this.job = job;
    this.key = `${id}@${count}`;
    this.view = null;
    this.error = null;
    this.running = true;
    const peek = setInterval(() => {
      void this.api.call('odds.peek', { job }).then((r) => {
        if (this.job === job && r.ok && r.value && this.running) this.view = r.value;
      });
    }, PEEK_MS);
    try {
      const r = await this.api.call('odds.run', replay ? { id, job, seat, at: count, ...ask } : { id, job, seat, expectedCount: count, ...ask });
      if (this.job !== job) return;
      if (r.ok) {
        this.view = r.value;
        this.by = r.value.by;
      } else {
        this.error = r.error.code === 'stale' ? null : r.error.message;
        // Whatever went wrong here, the job must not go on working for nobody.
        void this.api.call('odds.cancel', { job });
      }
    } finally {
      clearInterval(peek);
      if (this.job === job) {
        this.running = false;
        this.job = null;
      }
    }
  }

  async cancel(): Promise<void> {
    const job = this.job;
    if (!job) return;
    await this.api.call('odds.cancel', { job });
  }

  /** Forgets a job without waiting for it (the screen is going). */
  stop(): void {
    if (this.job) void this.api.call('odds.cancel', { job: this.job });
  }
}
