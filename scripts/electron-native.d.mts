export function findElectronBinary(root: string, env?: Record<string, string | undefined>): string | null;
export function fetchElectronBinary(root: string, env?: Record<string, string | undefined>, log?: (message: string) => void): string | null;
export function electronSqlitePath(root: string): string;
export function releaseSqlitePath(root: string, platform?: string, arch?: string): string;
export function ensureElectronSqlite(root: string, log?: (message: string) => void, opts?: { arch?: string; out?: string }): string;
