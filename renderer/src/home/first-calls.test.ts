import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../../electron/api/contract';
import { FIRST_ANSWERS_ID } from '../../../electron/api/first-calls';
import { askEarly, readPageAnswers, SAVES_PAGE, takeEarly } from './first-calls';

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

  it("give the tables to both parts of the home screen that list them, then ask afresh", async () => {
    const { api, asked } = recorder();
    askEarly(api);
    expect(await takeEarly('scenarios.list')).toEqual({ ok: true, value: 'scenarios.list' });
    expect(await takeEarly('scenarios.list')).toEqual({ ok: true, value: 'scenarios.list' });
    expect(takeEarly('scenarios.list')).toBeUndefined();
    expect(asked.filter((a) => a.channel === 'scenarios.list')).toHaveLength(1);
  });

  it('take the answers the page carries without asking, and ask only for the rest', async () => {
    const { api, asked } = recorder();
    const page = fakePage({ 'saves.page': { ok: true, value: { saves: ['from the page'] } }, 'app.info': { ok: false, error: { code: 'x', message: 'no' } } });
    askEarly(api, page);
    expect(asked.map((a) => a.channel)).toEqual(['catalog.list', 'scenarios.list', 'campaigns.list']);
    expect(await takeEarly('saves.page')).toEqual({ ok: true, value: { saves: ['from the page'] } });
    expect(await takeEarly('app.info')).toEqual({ ok: false, error: { code: 'x', message: 'no' } });
    expect(page.removed).toBe(true); // read once: a later load of the home screen asks the host
    askEarly(api, page);
    expect(asked.filter((a) => a.channel === 'saves.page')).toHaveLength(1);
  });
});

/** A page holding `answers` in its first-answers block (or `text` as the block's text). */
function fakePage(answers: unknown, text = JSON.stringify(answers)): { getElementById(id: string): { textContent: string; remove(): void } | null; removed: boolean } {
  const page = {
    removed: false,
    getElementById: (id: string) => (id === FIRST_ANSWERS_ID && !page.removed ? { textContent: text, remove: () => void (page.removed = true) } : null),
  };
  return page;
}

describe("the first answers a page carries", () => {
  it('are none when the page has no block or it cannot be read', () => {
    expect(readPageAnswers({ getElementById: () => null })).toEqual({});
    expect(readPageAnswers(fakePage(null, '{"saves.page": '))).toEqual({});
    expect(readPageAnswers(fakePage(null, '[1,2]'))).toEqual({});
  });

  it('keep only the first calls, each an answer', () => {
    expect(readPageAnswers(fakePage({ 'saves.page': { ok: true, value: 1 }, 'catalog.list': 'not an answer', 'saves.delete': { ok: true, value: 2 } }))).toEqual({ 'saves.page': { ok: true, value: 1 } });
  });
});
