import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureApi, ok, tempDir } from '../../test/fixtures/services';
import type { GameEnvelope, SaveSummary } from '../api/contract';
import { Store } from '../store';
import { commitmentOf, dealSeal, sealSalt, sealText } from './deal-seal';

let tmp: ReturnType<typeof tempDir>;
beforeEach(() => {
  tmp = tempDir();
});
afterEach(() => tmp.cleanup());

describe('the deal seal: a commitment to the seed while playing, the seed that opens it once over', () => {
  it('the commitment is the SHA-256 of a plain text anyone can hash again once the seed and salt are shown', () => {
    const key = Buffer.alloc(32, 7);
    const sealed = dealSeal(key, { id: 'abc', seed: 42 }, false);
    expect(sealed).toEqual({ commitment: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const opened = dealSeal(key, { id: 'abc', seed: 42 }, true);
    expect(opened.commitment).toBe(sealed.commitment);
    expect(sealText('abc', 42, opened.salt!)).toBe(`patrol-hq deal abc 42 ${opened.salt}`);
    expect(createHash('sha256').update(`patrol-hq deal abc 42 ${opened.salt}`).digest('hex')).toBe(sealed.commitment);
  });

  it('the salt comes from the save file\'s own key: without it, trying every seed against the commitment finds nothing', () => {
    const key = Buffer.alloc(32, 7);
    const other = Buffer.alloc(32, 8);
    expect(sealSalt(key, 'abc')).toMatch(/^[0-9a-f]{32}$/);
    expect(sealSalt(key, 'abc')).not.toBe(sealSalt(other, 'abc'));
    expect(sealSalt(key, 'abc')).not.toBe(sealSalt(key, 'abd'));
    const { commitment } = dealSeal(key, { id: 'abc', seed: 42 }, false);
    // Someone trying seeds with a salt of their own (here: the other key's, or none) never meets it.
    for (let seed = 0; seed < 2000; seed++) {
      expect(commitmentOf('abc', seed, sealSalt(other, 'abc'))).not.toBe(commitment);
      expect(createHash('sha256').update(`patrol-hq deal abc ${seed}`).digest('hex')).not.toBe(commitment);
    }
  });

  it('each save file has its own key, kept: a save\'s commitment is the same after the app restarts', async () => {
    const a = Store.open(`${tmp.dir}/a.db`);
    const b = Store.open(`${tmp.dir}/b.db`);
    expect(a.sealKey().length).toBe(32);
    expect(a.sealKey().equals(b.sealKey())).toBe(false);
    a.close();
    b.close();
    let { store, api } = fixtureApi({ dbPath: `${tmp.dir}/c.db` });
    const env = ok<GameEnvelope>(await api.handle('saves.create', { game: 'tally', seed: 9 }));
    store.close();
    ({ store, api } = fixtureApi({ dbPath: `${tmp.dir}/c.db` }));
    expect(ok<GameEnvelope>(await api.handle('saves.open', { id: env.save.id })).save.commitment).toBe(env.save.commitment);
    const listed = ok<SaveSummary[]>(await api.handle('saves.list', {}));
    expect(listed.map((s) => [s.commitment, 'seed' in s])).toEqual([[env.save.commitment, false]]);
    store.close();
  });
});
