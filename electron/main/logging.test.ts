import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir } from '../../test/fixtures/services';
import { configureFileLog, logFilePath } from './logging';

interface NodeLogger {
  create(o: { logId: string }): NodeLogger;
  transports: { file: Parameters<typeof configureFileLog>[0] & { level: string | false }; console: { level: string | false } };
  info(...args: unknown[]): void;
}

describe('the log file (electron-log, rotating)', () => {
  it('writes to logs/main.log in the data folder and rotates past the size limit, keeping three old files', () => {
    const t = tempDir();
    try {
      // electron-log's Node build has the same file transport as the Electron one.
      const base = createRequire(__filename)('electron-log/node') as NodeLogger;
      const log = base.create({ logId: `rotation-${process.pid}` });
      log.transports.console.level = false;
      const path = logFilePath(t.dir);
      expect(path).toBe(join(t.dir, 'logs', 'main.log'));
      configureFileLog(log.transports.file, path, 2_000);
      for (let i = 0; i < 400; i++) log.info(`line ${i} ${'x'.repeat(40)}`);
      const files = readdirSync(join(t.dir, 'logs')).sort();
      expect(files).toEqual(['main.1.log', 'main.2.log', 'main.3.log', 'main.log']);
      for (const f of files) expect(readFileSync(join(t.dir, 'logs', f)).length).toBeLessThan(2_000 + 200);
      expect(readFileSync(path, 'utf8')).toContain('line 399');
      expect(readFileSync(join(t.dir, 'logs', 'main.3.log'), 'utf8')).not.toContain('line 0 '); // the oldest were dropped
      expect(existsSync(join(t.dir, 'logs', 'main.4.log'))).toBe(false);
    } finally {
      t.cleanup();
    }
  });
});
