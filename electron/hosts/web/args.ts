/** The browser host's command line: `--port N`, `--db PATH`, `--token T` and `--seeds N` (tests), `--renderer DIR`. */
export interface WebArgs {
  port: number | null; // null: the default port, falling back to a free one if busy
  db: string | null; // null: the per-user database
  token: string | null; // null: a fresh random token
  renderer: string | null;
  /** null: every new game gets a random seed; N: new games get N, N+1, N+2... (tests that must replay the same games). */
  seeds: number | null;
  help: boolean;
}

export const usage = `Usage: npm run web -- [--port N] [--db PATH]

  --port N     port on 127.0.0.1 (default 5178, or a free one if that is busy; 0 = any free port)
  --db PATH    database file (default: the desktop app's, in your user data folder)
  --token T    access token (for tests; default: a fresh random one)
  --seeds N    new games get the seeds N, N+1, N+2... instead of random ones (for tests)`;

export type ParsedArgs = { ok: true; args: WebArgs } | { ok: false; message: string };

export function parseWebArgs(argv: string[]): ParsedArgs {
  const args: WebArgs = { port: null, db: null, token: null, renderer: null, seeds: null, help: false };
  for (let i = 0; i < argv.length; i++) {
    const raw = argv[i]!;
    const eq = raw.indexOf('=');
    const flag = raw.startsWith('--') && eq > 0 ? raw.slice(0, eq) : raw;
    const inline = raw.startsWith('--') && eq > 0 ? raw.slice(eq + 1) : undefined;
    const value = (): string | null => {
      if (inline !== undefined) return inline;
      const v = argv[i + 1];
      if (v === undefined || v.startsWith('--')) return null;
      i++;
      return v;
    };
    if (flag === '--help' || flag === '-h') {
      args.help = true;
      continue;
    }
    if (flag !== '--port' && flag !== '--db' && flag !== '--token' && flag !== '--renderer' && flag !== '--seeds') {
      return { ok: false, message: `Unknown option "${raw}".\n${usage}` };
    }
    const v = value();
    if (v === null || v === '') return { ok: false, message: `${flag} needs a value.\n${usage}` };
    if (flag === '--port') {
      if (!/^\d+$/.test(v) || Number(v) > 65535) return { ok: false, message: `--port must be a whole number from 0 to 65535, not "${v}".` };
      args.port = Number(v);
    } else if (flag === '--token') {
      if (!/^[A-Za-z0-9_-]{8,128}$/.test(v)) return { ok: false, message: '--token must be 8 to 128 letters, digits, - or _.' };
      args.token = v;
    } else if (flag === '--seeds') {
      if (!/^\d+$/.test(v) || Number(v) > 0xffffffff) return { ok: false, message: `--seeds must be a whole number from 0 to 4294967295, not "${v}".` };
      args.seeds = Number(v);
    } else if (flag === '--db') args.db = v;
    else args.renderer = v;
  }
  return { ok: true, args };
}
