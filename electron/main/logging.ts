/**
 * The log file: electron-log writes to `logs/main.log` in the user data folder; past 1 MB the file
 * rotates (main.log -> main.1.log -> main.2.log -> main.3.log, the oldest dropped), so logs never
 * grow without bound. Takes electron-log's file transport as a parameter: tested with the library's
 * Node build, no Electron needed.
 */
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join, parse } from 'node:path';

export const LOG_MAX_BYTES = 1024 * 1024;
export const LOG_KEEP = 3;

export function logFilePath(userData: string): string {
  return join(userData, 'logs', 'main.log');
}

/** main.log -> main.1.log, main.1.log -> main.2.log, ..., dropping the one past `keep`. */
export function rotateLogFiles(path: string, keep = LOG_KEEP): void {
  const p = parse(path);
  const nth = (n: number) => join(p.dir, `${p.name}.${n}${p.ext}`);
  rmSync(nth(keep), { force: true });
  for (let n = keep - 1; n >= 1; n--) if (existsSync(nth(n))) renameSync(nth(n), nth(n + 1));
  renameSync(path, nth(1));
}

/** The part of electron-log's file transport we set. */
export interface FileTransportLike {
  resolvePathFn(...args: never[]): string;
  maxSize: number;
  archiveLogFn(oldLogFile: { path: string }): void;
}

export function configureFileLog(file: FileTransportLike, path: string, maxSize = LOG_MAX_BYTES): void {
  file.resolvePathFn = () => path;
  file.maxSize = maxSize;
  file.archiveLogFn = (old) => {
    try {
      rotateLogFiles(old.path);
    } catch {
      // electron-log truncates the file itself when it cannot be moved (e.g. held open on Windows)
      rmSync(old.path, { force: true });
    }
  };
}
