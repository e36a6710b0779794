/**
 * The home screen's first calls, one list for both ends: the renderer makes them as the page starts
 * (renderer/src/home/first-calls.ts), and the browser host answers them inside the page it serves
 * to a holder of its token (electron/hosts/web/first-answers.ts), so the first screen needs no
 * round trip on the socket before it shows the saves. No Node imports: the renderer compiles this.
 */

/** The saves list's page size; its first page (newest, no filter) is one of the first calls. */
export const SAVES_PAGE = 10;

/** The id of the page's data block that carries the answers (`<script type="application/json">`). */
export const FIRST_ANSWERS_ID = 'phq-first-answers';

/** Each first call, the saves page first (the first screen waits for it). */
export const FIRST_CALLS = [
  { channel: 'saves.page', payload: { offset: 0, limit: SAVES_PAGE } },
  { channel: 'catalog.list', payload: {} },
  { channel: 'app.info', payload: {} },
  { channel: 'scenarios.list', payload: {} },
  { channel: 'campaigns.list', payload: {} },
] as const;

export type FirstChannel = (typeof FIRST_CALLS)[number]['channel'];
