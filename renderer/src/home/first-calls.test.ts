import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../electron/api/contract';
import { askEarly, SAVES_PAGE, takeEarly } from './first-calls';

/** A client that records the calls in order and answers each with its channel's name. */
function recorder(): { api: ApiClient; asked: { channel: string; request: unknown }[] } {
  const asked: { channel: string; request: unknown }[] = [];
  const api = {
    call: (channel: string, request: unknown) => {
      asked.push({ channel, request });
      return Promise.resolve({ ok: true, value: channel });
    },
  } as unknown as ApiClient;
  return { api, asked };
}

describe("the home screen's early calls", () => {
  it('ask for the first page of saves first, then the rest of the home screen', () => {
    const { api, asked } = recorder();
    askEarly(api);
    expect(asked).toEqual([
      { channel: 'saves.page', request: { offset: 0, limit: SAVES_PAGE } },
      { channel: 'catalog.list', request: {} },
      { channel: 'app.info', request: {} },
      { channel: 'scenarios.list', request: {} },
      { channel: 'campaigns.list', request: {} },
    ]);
  });

  it('give each answer once: a later load asks the host afresh', async () => {
    askEarly(recorder().api);
    expect(await takeEarly('saves.page')).toEqual({ ok: true, value: 'saves.page' });
    expect(takeEarly('saves.page')).toBeUndefined();
    expect(await takeEarly('campaigns.list')).toEqual({ ok: true, value: 'campaigns.list' });
    expect(takeEarly('campaigns.list')).toBeUndefined();
  });
});
