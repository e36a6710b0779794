import type { ApiClient, ApiResult, Responses } from '../../../electron/api/contract';

/** The saves list's page size; its first page (newest, no filter) is one of the early calls. */
export const SAVES_PAGE = 10;

type EarlyChannel = 'saves.page' | 'catalog.list' | 'app.info' | 'scenarios.list' | 'campaigns.list';
type Early = { [C in EarlyChannel]?: Promise<ApiResult<Responses[C]>> };

let early: Early = {};

/**
 * The home screen's first calls, made as the page starts, before the app mounts: the host answers
 * while the screen is being built instead of after, so the first screen shows its saves sooner.
 * The saves list's page comes first, since the first screen waits for it.
 */
export function askEarly(api: ApiClient): void {
  early = {
    'saves.page': api.call('saves.page', { offset: 0, limit: SAVES_PAGE }),
    'catalog.list': api.call('catalog.list', {}),
    'app.info': api.call('app.info', {}),
    'scenarios.list': api.call('scenarios.list', {}),
    'campaigns.list': api.call('campaigns.list', {}),
  };
}

/**
 * The early answer for `channel`, once: the first load of the part of the home screen that shows
 * it takes it; any later load (a refresh, the home screen opened again) asks the host afresh.
 */
export function takeEarly<C extends EarlyChannel>(channel: C): Early[C] {
  const p = early[channel];
  delete early[channel];
  return p;
}
