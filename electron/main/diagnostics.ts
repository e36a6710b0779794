/**
 * What a bug report needs and nothing more: versions, platform, paths, and the last errors (one
 * line each, with quoted text and long runs of data removed, so no save or scenario content leaks
 * through an error message such as a JSON parse error quoting the file). Also the About box text.
 */
export const MAX_ERRORS = 20;

/** One error as a single safe line: its first line, quoted strings and JSON-like runs elided, cut short. */
export function errorLine(err: unknown): string {
  const raw = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
  return (raw.split('\n')[0] ?? '')
    .replace(/"(?:[^"\\]|\\.){0,}"|'(?:[^'\\]|\\.){0,}'|`[^`]*`/g, '"…"')
    .replace(/[{[][^\s]{20,}/g, '…')
    .slice(0, 240);
}

/** The last errors, oldest dropped first. */
export class RecentErrors {
  private readonly lines: string[] = [];
  constructor(private readonly now: () => Date = () => new Date()) {}
  add(context: string, err: unknown): void {
    this.lines.push(`${this.now().toISOString()} ${context.slice(0, 80)}: ${errorLine(err)}`);
    if (this.lines.length > MAX_ERRORS) this.lines.shift();
  }
  list(): string[] {
    return [...this.lines];
  }
}

export interface DiagnosticsInput {
  appVersion: string;
  packaged: boolean;
  versions: { electron?: string; chrome?: string; node?: string };
  platform: string;
  arch: string;
  osRelease: string;
  paths: { dataFolder: string; database: string; logFile: string };
  errors: string[];
  now: Date;
}

export function diagnosticsText(d: DiagnosticsInput): string {
  return [
    `Patrol HQ ${d.appVersion} (${d.packaged ? 'installed' : 'development build'})`,
    `Electron ${d.versions.electron ?? '?'}, Chromium ${d.versions.chrome ?? '?'}, Node ${d.versions.node ?? '?'}`,
    `System: ${d.platform} ${d.osRelease} (${d.arch})`,
    `Data folder: ${d.paths.dataFolder}`,
    `Database: ${d.paths.database}`,
    `Log file: ${d.paths.logFile}`,
    `Copied: ${d.now.toISOString()}`,
    '',
    d.errors.length ? `Last errors (${d.errors.length}):` : 'No errors recorded since the app started.',
    ...d.errors.map((e) => `  ${e}`),
  ].join('\n');
}

/** The About box: the version and where the saves live. */
export function aboutText(d: Pick<DiagnosticsInput, 'appVersion' | 'versions'> & { dataFolder: string }): { message: string; detail: string } {
  return {
    message: `Patrol HQ ${d.appVersion}`,
    detail: [
      'Small WWII patrol games, played at one screen.',
      '',
      `Your saves, scenarios and logs are kept in:\n${d.dataFolder}`,
      '',
      `Electron ${d.versions.electron ?? '?'} · Chromium ${d.versions.chrome ?? '?'} · Node ${d.versions.node ?? '?'}`,
    ].join('\n'),
  };
}
