import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { channels, parseRequest } from './contract';

/** zod's own wording, which must never reach a person. */
const zodWords = /invalid (input|discriminator|option|value|type)|expected (number|string|int|object|array|record|boolean|nonoptional)|received|nonoptional|too (small|big)|unrecognized key/i;

describe('request refusals are written for people', () => {
  it.each([
    ['saves.create', { game: 'tally', seats: [{ kind: 'robot' }] }, '"seats[0].kind" must be one of "human", "bot".'],
    ['saves.create', { game: 'tally', seats: [{ kind: 'bot' }] }, '"seats[0].bot" is missing.'],
    ['saves.create', { game: 'tally', seed: Infinity }, '"seed" is not a finite number.'],
    ['saves.create', { game: 'tally', seed: 1.5 }, '"seed" must be a whole number, not 1.5.'],
    ['saves.create', { game: 'tally', seed: '3' }, '"seed" must be a number, not text.'],
    ['saves.create', { game: 'tally', extra: 1 }, 'The request has a field Patrol HQ does not know: "extra".'],
    ['saves.create', {}, '"game" is missing.'],
    ['saves.list', null, 'The request must be a group of named values, not null.'],
    ['scenarios.print', { id: 'x', paper: 'a3' }, '"paper" must be one of "a4", "letter".'],
    ['scenarios.create', { name: 'x', width: 1000 }, 'A table is 6 to 96 inches a side and at most 96 x 72 (either way round): 1000 inches is too big ("width").'],
    ['saves.create', { game: 'tally', seats: [] }, '"seats" needs at least 1 item.'],
    ['saves.rename', { id: 'x', name: '' }, 'A name cannot be empty ("name").'],
  ])('%s %j: %s', (channel, payload, message) => {
    expect(parseRequest(channel, payload)).toEqual({ ok: false, error: { code: 'bad-request', message } });
  });

  it('never use zod wording, whatever the payload (JSON values, and the non-finite numbers 1e999 parses to)', () => {
    const json = fc.jsonValue().map((v) => v as unknown);
    const payload = fc.oneof(
      json,
      fc.dictionary(fc.constantFrom('id', 'game', 'seed', 'seats', 'name', 'action', 'seat', 'paper', 'job', 'text', 'doc', 'options', 'expectedCount', 'width', 'overview', 'kind', 'bot'), fc.oneof(json, fc.constantFrom(Infinity, -Infinity, NaN, [{ kind: 'x' }], [{}]))),
    );
    fc.assert(
      fc.property(fc.constantFrom(...channels), payload, (channel, p) => {
        const r = parseRequest(channel, p);
        if (!r.ok) {
          expect(r.error.message).not.toMatch(zodWords);
          expect(r.error.message).toMatch(/[.]$/);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
