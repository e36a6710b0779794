import type { ApiClient, ApiResult, Responses } from '../../../electron/api/contract';
// The list itself, not the contract: a value taken from contract.ts would bring its schemas (zod)
// into the first screen's script.
import { FIRST_ANSWERS_ID, FIRST_CALLS, SAVES_PAGE, type FirstChannel } from '../../../electron/api/first-calls';

export { SAVES_PAGE };

type Answer<C extends FirstChannel> = Promise<ApiResult<Responses[C]>>;

/** Each early answer and how many parts of the home screen may still take it. */
let early: Partial<Record<FirstChannel, { answer: Promise<unknown>; left: number }>> = {};

/**
 * How many parts of the home screen take each first answer as it first loads: the tables panel and
 * Combat Patrol!'s new-game options both list the tables.
 */
const TAKERS: Record<FirstChannel, number> = { 'saves.page': 1, 'catalog.list': 1, 'app.info': 1, 'scenarios.list': 2, 'campaigns.list': 1 };

/** A page's element holding text (the part of `document` this file reads). */
type PageLike = { getElementById(id: string): { textContent: string | null; remove(): void } | null };

/**
 * The first answers the browser host wrote into the page (electron/hosts/web/first-answers.ts), by
 * channel, once: the block is removed as it is read. Empty when there is none (the desktop app, a
 * page without the host's token) or it cannot be read; only well-formed answers are kept.
 */
export function readPageAnswers(doc: PageLike): Partial<Record<FirstChannel, ApiResult<unknown>>> {
  const el = doc.getElementById(FIRST_ANSWERS_ID);
  if (!el) return {};
  el.remove();
  let data: unknown;
  try {
    data = JSON.parse(el.textContent ?? '');
  } catch {
    return {};
  }
  const out: Partial<Record<FirstChannel, ApiResult<unknown>>> = {};
  if (typeof data !== 'object' || data === null) return out;
  for (const { channel } of FIRST_CALLS) {
    const r = (data as Record<string, unknown>)[channel];
    if (typeof r === 'object' && r !== null && typeof (r as { ok?: unknown }).ok === 'boolean') out[channel] = r as ApiResult<unknown>;
  }
  return out;
}

/**
 * The home screen's first calls, made as the page starts, before the app mounts: the host answers
 * while the screen is being built instead of after, so the first screen shows its saves sooner.
 * An answer the page already carries (the browser host writes them in for its token) is taken as
 * it is, with no call. The saves list's page comes first, since the first screen waits for it.
 */
export function askEarly(api: ApiClient, doc?: PageLike): void {
  const given = doc ? readPageAnswers(doc) : {};
  early = {};
  for (const { channel, payload } of FIRST_CALLS) {
    const have = given[channel];
    early[channel] = { answer: have ? Promise.resolve(have) : api.call(channel, payload as never), left: TAKERS[channel] };
  }
}

/**
 * The early answer for `channel`, once for each part that shows it (TAKERS): the first load of
 * that part takes it; any later load (a refresh, the home screen opened again) asks the host afresh.
 */
export function takeEarly<C extends FirstChannel>(channel: C): Answer<C> | undefined {
  const e = early[channel];
  if (!e) return undefined;
  if (--e.left <= 0) delete early[channel];
  return e.answer as Answer<C>;
}
