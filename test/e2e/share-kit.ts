/**
 * What a friend's browser received, and whether it kept to what that seat may see: every frame
 * on the page's WebSockets is recorded; afterwards each envelope is checked against the host's
 * own record of the game (its database, read only) with the conformance suite's check
 * (engine/core/conformance.ts checkSent: none of the seat's secrets, no word of the generator).
 */
import Database from 'better-sqlite3';
import type { Page } from '@playwright/test';
import { applyAction, type BaseState, type GameDefinition } from '../../engine/core';
import { checkSent } from '../../engine/core/sent-leaks';
import { gameModules } from '../../engine/games';

export interface Frame {
  url: string;
  /** ms since the watch began. */
  at: number;
  sent: boolean;
  data: unknown;
}

/** Records every WebSocket frame the page sends and receives, parsed. */
export function watchFrames(page: Page): Frame[] {
  const frames: Frame[] = [];
  const t0 = Date.now();
  page.on('websocket', (ws) => {
    const keep = (sent: boolean) => (f: { payload: string | Buffer }) => {
      let data: unknown;
      try {
        data = JSON.parse(String(f.payload));
      } catch {
        data = String(f.payload);
      }
      frames.push({ url: ws.url(), at: Date.now() - t0, sent, data });
    };
    ws.on('framesent', keep(true));
    ws.on('framereceived', keep(false));
  });
  return frames;
}

/** Paths of the keys named seed, salt or rng (any case, any depth). */
export function generatorKeys(v: unknown, path = ''): string[] {
  if (Array.isArray(v)) return v.flatMap((x, i) => generatorKeys(x, `${path}[${i}]`));
  if (typeof v !== 'object' || v === null) return [];
  return Object.entries(v).flatMap(([k, x]) => [...(/^(seed|salt|rng.*)$/i.test(k) ? [`${path}.${k}`] : []), ...generatorKeys(x, `${path}.${k}`)]);
}

interface EnvelopeLike {
  seat: number | null;
  save: { id: string; actionCount: number; status?: string };
  view: unknown;
  legal?: unknown[];
  computerMoves?: { action: number; seat: number; view: unknown }[];
}

function isEnvelope(v: unknown): v is EnvelopeLike {
  return typeof v === 'object' && v !== null && 'view' in v && 'save' in v && 'seat' in v;
}

/** The envelopes among received frames (answers `{id, result: {ok, value}}`). */
export function envelopesIn(frames: Frame[]): EnvelopeLike[] {
  return frames.flatMap((f) => {
    const value = (f.data as { result?: { ok?: boolean; value?: unknown } } | null)?.result?.value;
    return !f.sent && isEnvelope(value) ? [value] : [];
  });
}

/** The game's states move by move, rebuilt from the host's database (read only, while the host runs). */
function statesOf(dbPath: string, saveId: string): { def: GameDefinition<any, any, any, any>; states: BaseState[] } {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    const save = db.prepare('SELECT game, seed, options FROM saves WHERE id = ?').get(saveId) as { game: string; seed: number; options: string } | undefined;
    if (!save) throw new Error(`no save ${saveId} in ${dbPath}`);
    const def = gameModules.find((m) => m.definition.id === save.game)!.definition as GameDefinition<any, any, any, any>;
    const rows = db.prepare('SELECT seat, action FROM actions WHERE save_id = ? ORDER BY idx').all(saveId) as { seat: number; action: string }[];
    const states: BaseState[] = [def.setup(save.seed, JSON.parse(save.options)) as BaseState];
    for (const [i, r] of rows.entries()) {
      const res = applyAction(def, states[i] as BaseState, r.seat, JSON.parse(r.action));
      if (!res.ok) throw new Error(`move ${i + 1} does not replay: ${res.error.message}`);
      states.push(res.state as BaseState);
    }
    return { def, states };
  } finally {
    db.close();
  }
}

/**
 * What is wrong with what a guest received: a key naming the generator anywhere; an envelope of
 * another save or another seat; a secret of its seat or a word of the generator in an envelope or
 * in a move shown in it (checked against the game as the host recorded it). Empty: all is well.
 */
export function guestFrameProblems(frames: Frame[], dbPath: string, saveId: string, seat: number | null): string[] {
  // A spectator's envelope is drawn as the first seat's, holding only what every seat may see, with nothing to do.
  const drawnAs = seat ?? 0;
  const problems: string[] = [];
  for (const f of frames) {
    if (f.sent) continue;
    // The deal seal opens once the game is over for good: its seed and salt beside the commitment (deal-seal.ts).
    const value = (f.data as { result?: { value?: unknown } } | null)?.result?.value;
    const over = isEnvelope(value) && value.save.status !== undefined && value.save.status !== 'playing';
    for (const k of generatorKeys(f.data)) if (!(over && /^\.result\.value\.save\.(seed|salt)$/.test(k))) problems.push(`frame at ${f.at} ms holds ${k}`);
  }
  const envelopes = envelopesIn(frames);
  if (envelopes.length === 0) problems.push('no envelope received at all');
  const { def, states } = statesOf(dbPath, saveId);
  for (const env of envelopes) {
    const n = env.save.actionCount;
    if (env.save.id !== saveId) problems.push(`an envelope of another save (${env.save.id})`);
    if (env.seat !== drawnAs) problems.push(`an envelope for seat ${env.seat} after ${n} moves (the guest is ${seat})`);
    if (seat === null && (env.legal?.length ?? 0) > 0) problems.push(`a spectator's envelope after ${n} moves offers ${env.legal?.length} actions`);
    const state = states[n];
    if (!state) {
      problems.push(`an envelope after ${n} moves, but the game has ${states.length - 1}`);
      continue;
    }
    // A spectator is no seat: what it receives may hold no seat's secrets.
    const looking = seat === null ? Array.from({ length: def.seats.max }, (_, i) => i) : [seat];
    for (const s of looking) {
      for (const l of checkSent(def, state, s, env)) problems.push(`envelope after ${n} moves (seat ${s}): ${l.path} holds ${l.what}`);
      for (const m of env.computerMoves ?? []) {
        const after = states[m.action + 1];
        if (after) for (const l of checkSent(def, after, s, m.view)) problems.push(`move ${m.action + 1} shown (seat ${s}): ${l.path} holds ${l.what}`);
      }
    }
  }
  return problems;
}

/** Sends one frame over a new WebSocket from the page to `url` and returns the answer's result (or how it closed). */
export function rawCall(page: Page, url: string, frame: unknown): Promise<unknown> {
  return page.evaluate(
    ([u, f]) =>
      new Promise((resolve) => {
        const ws = new WebSocket(u);
        const timer = setTimeout(() => resolve({ timeout: true }), 5000);
        ws.onopen = () => ws.send(typeof f === 'string' ? f : JSON.stringify(f));
        ws.onmessage = (e) => {
          clearTimeout(timer);
          ws.close();
          resolve((JSON.parse(String(e.data)) as { result: unknown }).result);
        };
        ws.onclose = (e) => {
          clearTimeout(timer);
          resolve({ closed: e.code });
        };
      }),
    [url, frame] as const,
  );
}

/** How many moves the host's database holds for a save (read only, while the host runs). */
export function movesInDb(dbPath: string, saveId: string): number {
  const db = new Database(dbPath, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM actions WHERE save_id = ?').get(saveId) as { n: number }).n;
  } finally {
    db.close();
  }
}

/** Errors a page logs (console errors, uncaught exceptions), for a check at the end. */
export function watchErrors(page: Page, who: string, into: string[]): void {
  page.on('console', (m) => {
    if (m.type() === 'error') into.push(`${who} console: ${m.text()}`);
  });
  page.on('pageerror', (e) => into.push(`${who} page error: ${e.message}`));
}
