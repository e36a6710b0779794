import { describe, expect, it } from 'vitest';
import { SCENARIO_LIMITS } from '../../../engine/games/combat-patrol';
import { printWhileCalling } from '../../../test/fixtures/print-while-calling';
import { tempDir } from '../../../test/fixtures/services';

describe('long work never stops the main process answering', () => {
  it('prints the most soldiers a scenario holds while another client calls app.info: every answer within 100 ms, progress reaching the client', async () => {
    const tmp = tempDir();
    try {
      // The biggest table the rules allow, printed by the real host in its own process.
      const r = await printWhileCalling(tmp.dir, SCENARIO_LIMITS.models);
      expect(r.print).toMatchObject({ ok: true, head: expect.stringMatching(/^%PDF-1\.\d/) });
      expect(r.print.pages).toBeGreaterThan(36);

      // Without the worker the host answers nothing until the print is done: one answer in all.
      expect(r.answers.length).toBeGreaterThanOrEqual(20);
      // Every answer within 100 ms; where the machine's load delayed one, the host's main thread must
      // have done less than 100 ms of work (CPU time) while it waited: on a core of its own it would
      // have answered in time. A print on the main thread fails both: seconds of wait and of work.
      // The finished PDF (megabytes of base64) is sent by the main thread: the one call waiting while
      // that reply went out may share its moment, so the answers of the last half second are exempt.
      const during = r.answers.filter((a) => a.at < r.printMs - 500);
      expect(during.length).toBeGreaterThanOrEqual(15);
      const late = during.filter((a) => a.took >= 100 && (a.cpu === null || a.cpu >= 100));
      const worst = Math.round(Math.max(...r.answers.map((a) => a.took)));
      expect(late, `${r.answers.length} answers, slowest ${worst} ms: ${JSON.stringify(late.map((a) => [r.answers.indexOf(a), Math.round(a.took), a.cpu]))}`).toEqual([]);

      // Progress reached the other client: many distinct steps, never going back, gone once done.
      const dones = r.progress.map((p) => p.done);
      expect(new Set(dones).size).toBeGreaterThanOrEqual(5);
      expect(dones.every((d, i) => i === 0 || d >= dones[i - 1]!)).toBe(true);
      expect(r.progress.some((p) => /^Drawing sheet \d+ of 35$/.test(p.stage))).toBe(true);
      expect(r.progressAfter).toEqual({ ok: true, value: null });
    } finally {
      tmp.cleanup();
    }
  }, 600_000);
});
