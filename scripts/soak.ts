/**
 * `npm run soak [-- --cycles N --frames N --copies N --sockets N --rounds N --models N --seed S --only crash|frames|heavy|flood|battle|odds|campaign|files]`
 * Trials of the store and hosts under abuse, kept out of `npm test` (minutes, not seconds):
 * - crash loop: a child plays against one database and is SIGKILLed at random, N cycles; every
 *   acknowledged move must survive (lost 0);
 * - frame fuzzer: N malformed WebSocket frames against the real host; each refused cleanly (never
 *   'internal'), a refused frame changes nothing;
 * - half-open flood: N sockets that send nothing or half a request against the real host; each
 *   closed by the host within its bounds, no more held than its caps, a connected client answered;
 * - heavy frames: an import nested 5 million deep, a 10 MB field and a legitimate 10 MB save,
 *   each N rounds against the real host while another client pings it every 10 ms: the refused
 *   ones refused in words, nothing stored, no ping answered later than 100 ms;
 * - big battle: a 1,000-model battle created, opened and played on the real host while another
 *   client keeps calling; its envelopes under 1 MB and every other call answered within 100 ms;
 * - odds flood: 20 clients start long odds runs and close their sockets; the next quick run must
 *   take about what it takes on a quiet host (their runs ended with their sockets);
 * - forged campaign import: campaign games' files edited to name another campaign and its GIs (and
 *   other forgeries), imported and played to their end, and a fork of a campaign game: no roster
 *   changes, each import says it came in outside any campaign;
 * - damaged-file trial: N copies of a good database with random bytes changed; each refused at
 *   open untouched with nothing left beside it, or served without an internal error.
 * Prints the figures; exits 1 when any trial breaks its promise. Same seed, same inputs.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { crashLoop } from './soak/crash-loop';
import { damagedFileTrial } from './soak/damaged-files';
import { frameFuzzer } from './soak/frame-fuzzer';
import { forgedCampaignImport } from './soak/forged-campaign';
import { bigBattleTrial } from './soak/big-battle';
import { halfOpenFlood } from './soak/half-open';
import { heavyFrames, type HeavyFigure } from './soak/heavy-frames';
import { oddsFlood } from './soak/odds-flood';
import { CONNECTION_LIMITS } from '../electron/hosts/web/connection-limits';

interface SoakArgs { cycles: number; frames: number; copies: number; sockets: number; rounds: number; models: number; seed: number; only: string | null }

export function parseSoakArgs(argv: string[]): SoakArgs | string {
  const args: SoakArgs = { cycles: 60, frames: 5000, copies: 200, sockets: 300, rounds: 5, models: 1000, seed: 1, only: null };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i]!;
    const value = argv[++i];
    if (value === undefined) return `${flag} needs a value.`;
    if (flag === '--only') {
      if (!['crash', 'frames', 'heavy', 'flood', 'battle', 'odds', 'campaign', 'files'].includes(value)) return '--only is crash, frames, heavy, flood, battle, odds, campaign or files.';
      args.only = value;
      continue;
    }
    if (!/^\d+$/.test(value)) return `${flag} must be a whole number, not "${value}".`;
    if (flag === '--cycles') args.cycles = Number(value);
    else if (flag === '--frames') args.frames = Number(value);
    else if (flag === '--copies') args.copies = Number(value);
    else if (flag === '--sockets') args.sockets = Number(value);
    else if (flag === '--rounds') args.rounds = Number(value);
    else if (flag === '--models') args.models = Number(value);
    else if (flag === '--seed') args.seed = Number(value);
    else return `Unknown flag ${flag}. Usage: npm run soak -- [--cycles N] [--frames N] [--copies N] [--sockets N] [--rounds N] [--models N] [--seed S] [--only crash|frames|heavy|flood|battle|odds|campaign|files]`;
  }
  return args;
}

const load = (): string => `(load ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${cpus().length} cores)`;

function row(name: string, value: number | string, promise = ''): string {
  return `${name.padEnd(48)} ${String(value).padStart(10)}  ${promise}`;
}

async function main(): Promise<void> {
  const args = parseSoakArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    process.stderr.write(`${args}\n`);
    process.exit(2);
  }
  const dir = mkdtempSync(join(tmpdir(), 'patrol-hq-soak-'));
  const log = (line: string) => process.stderr.write(`${line}\n`);
  const broken: string[] = [];
  const check = (ok: boolean, what: string) => (ok ? 'ok' : (broken.push(what), 'BROKEN'));
  try {
    if (!args.only || args.only === 'crash') {
      const t = performance.now();
      const c = await crashLoop({ cycles: args.cycles, seed: args.seed, dir, log });
      console.log(`\n## Crash loop (SIGKILL mid-play), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      console.log(row('cycles', c.cycles));
      console.log(row('acknowledged actions', c.acknowledged));
      console.log(row('lost', c.lost, check(c.lost === 0, 'crash loop lost moves')));
      console.log(row('reopen failures', c.reopenFailures, check(c.reopenFailures === 0, 'crash loop could not reopen')));
      console.log(row('integrity_check at the end', c.integrity, check(c.integrity === 'ok', 'crash loop damaged the file')));
    }
    if (!args.only || args.only === 'frames') {
      const t = performance.now();
      const f = await frameFuzzer({ inputs: args.frames, seed: args.seed, dir, log });
      console.log(`\n## Frame fuzzer (WebSocket, real host), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      console.log(row('inputs tried', f.inputs));
      console.log(row('refused cleanly (answered in words)', f.refusedCleanly));
      console.log(row('closed cleanly (oversized, bad UTF-8)', f.closedCleanly));
      console.log(row('valid by chance (did what they asked)', f.acceptedAsValid));
      console.log(row('internal errors', f.internal, check(f.internal === 0, 'fuzzer got internal errors')));
      console.log(row('no reply', f.noReply, check(f.noReply === 0, 'fuzzer got no reply')));
      console.log(row('refused but changed the database', f.changedOnRefusal, check(f.changedOnRefusal === 0, 'a refused frame changed data')));
      console.log(row('slowest answer (ms)', f.slowestMs.toFixed(0)));
    }
    if (!args.only || args.only === 'heavy') {
      const t = performance.now();
      const h = await heavyFrames({ rounds: args.rounds, dir, log });
      console.log(`\n## Heavy frames (real host, a client pinging every 10 ms), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      const promised = (name: string, f: HeavyFigure, what: string) => {
        console.log(row(`${name}: answered as promised`, `${f.answeredRight}/${f.rounds}`, check(f.answeredRight === f.rounds, `${what} was not answered as promised`)));
        console.log(row(`  its own answer, slowest (ms)`, f.slowestAnswerMs.toFixed(0)));
        console.log(row(`  slowest answer another client got meanwhile (ms)`, f.slowestPingMs.toFixed(0), check(f.slowestPingMs < 100, `${what} delayed another client past 100 ms`)));
        console.log(row(`  longest stall of the host's event loop (ms)`, f.longestStallMs.toFixed(0)));
      };
      console.log(row('control: nothing sent, slowest answer in 1 s (ms)', h.control.slowestPingMs.toFixed(0), "(the machine's own load)"));
      console.log(row("  longest stall of the host's event loop (ms)", h.control.longestStallMs.toFixed(0)));
      promised('import nested 5 million deep', h.nested, 'the nested import');
      promised('10 MB field (saves.rename)', h.bigField, 'the 10 MB field');
      console.log(row('legitimate 10 MB save: imported', `${h.legitImport.answeredRight}/${h.legitImport.rounds}`, check(h.legitImport.answeredRight === h.legitImport.rounds, 'a legitimate 10 MB save was not imported')));
      console.log(row('  its own answer, slowest (ms)', h.legitImport.slowestAnswerMs.toFixed(0)));
      console.log(row('  slowest answer another client got meanwhile (ms)', h.legitImport.slowestPingMs.toFixed(0), '(measured, not promised)'));
      console.log(row('saves stored (only the legitimate imports)', h.savesAfter, check(h.savesAfter === h.legitImport.rounds, 'a refused frame stored a save')));
    }
    if (!args.only || args.only === 'flood') {
      const t = performance.now();
      const f = await halfOpenFlood({ sockets: args.sockets, dir, log });
      console.log(`\n## Half-open flood (real host, default bounds), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      console.log(row('sockets opened (nothing or half a request)', f.sockets));
      console.log(row('closed within 250 ms of connecting', f.closedAtOnce));
      console.log(row('most held by the host at once', f.mostHeld, check(f.mostHeld <= CONNECTION_LIMITS.perAddress + 1, 'the host held more than its per-address cap')));
      console.log(row('last closed by the host (s)', f.lastClosedS.toFixed(1), check(f.lastClosedS <= f.boundS + 1, `a socket was held past ${f.boundS.toFixed(1)} s`)));
      console.log(row('never closed by the host', f.neverClosed, check(f.neverClosed === 0, 'the host kept half-open sockets')));
      console.log(row('calls answered meanwhile', f.calls));
      console.log(row('slowest answer meanwhile (ms)', f.slowestCallMs.toFixed(0), check(f.slowestCallMs < 100, 'the flood delayed an answer past 100 ms')));
    }
    if (!args.only || args.only === 'battle') {
      const t = performance.now();
      const b = await bigBattleTrial({ models: args.models, dir, log });
      const budget = args.models <= 1000 ? 1_000_000 : (1_000_000 * args.models) / 1000;
      console.log(`\n## Big battle (${b.models.toLocaleString('en-US')} models, real host, a pinger calling), ${((performance.now() - t) / 1000).toFixed(0)} s  ${load()}`);
      console.log(row('played (create, open, hold, fire)', b.failure ?? 'yes', check(b.failure === null, `the big battle failed: ${b.failure}`)));
      console.log(row('choices sent: listed, templates', `${b.legal}, ${b.templates}`));
      console.log(row('largest envelope (bytes)', b.envelopeBytes, check(b.envelopeBytes < budget, `a ${b.models}-model envelope of ${b.envelopeBytes} bytes (over ${budget})`)));
      console.log(row('create, open (ms)', `${b.createMs.toFixed(0)}, ${b.openMs.toFixed(0)}`));
      console.log(row('hold, fire (ms)', b.actMs.map((x) => x.toFixed(0)).join(', ')));
      console.log(row('pinger calls meanwhile', b.pings));
      console.log(row('slowest answer meanwhile (ms)', b.slowestPingMs.toFixed(0), check(b.slowestPingMs < 100, 'the big battle delayed another client past 100 ms')));
    }
    if (!args.only || args.only === 'odds') {
      const t = performance.now();
      const o = await oddsFlood({ clients: 20, dir, log });
      console.log(`\n## Odds flood (20 long runs, their sockets closed), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      console.log(row('a quick run (+/-1%) on a quiet host (s)', o.quietS.toFixed(2)));
      console.log(row('the same after the flood (s)', o.afterS.toFixed(2), check(o.afterS <= 2 * o.quietS + 0.5, 'the closed sockets\' runs slowed the next one')));
    }
    if (!args.only || args.only === 'campaign') {
      const t = performance.now();
      const f = await forgedCampaignImport({ dir, log });
      console.log(`\n## Forged campaign import (real host: edited files, a fork, played to their end), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      console.log(row('forged games imported and played to the end', f.played));
      console.log(row('came in joined to a campaign', f.joined, check(f.joined === 0, 'a forged file joined a campaign')));
      console.log(row('imports not told "outside any campaign"', f.unsaid, check(f.unsaid === 0, 'an import did not say it left its campaign')));
      console.log(row('GIs changed by forged games (issue 23: 15)', f.gisChanged, check(f.gisChanged === 0, 'a forged game changed a roster')));
      console.log(row('games written to a campaign by forged games', f.gamesWritten, check(f.gamesWritten === 0, 'a forged game was written to a campaign')));
      console.log(row('control: the campaign\'s own games wrote their end', f.controlWrote ? 'yes' : 'no', check(f.controlWrote, 'the trial saw no roster write at all')));
    }
    if (!args.only || args.only === 'files') {
      const t = performance.now();
      const d = await damagedFileTrial({ copies: args.copies, seed: args.seed, dir, log });
      console.log(`\n## Damaged-file trial (5 random bytes past page 1), ${((performance.now() - t) / 1000).toFixed(0)} s`);
      console.log(row('copies tried', d.copies));
      console.log(row('refused at open (integrity_check)', d.refusedAtOpen));
      console.log(row('  of which quick_check would have let through', d.quickCheckMissed));
      console.log(row('  left changed', d.touchedWhenRefused, check(d.touchedWhenRefused === 0, 'a refused file was changed')));
      console.log(row('  with -wal/-shm left beside them', d.leftBeside, check(d.leftBeside === 0, 'a refused file got sidecars')));
      console.log(row('opened and served', d.opened));
      console.log(row('  calls made (list, open, export, new game)', d.calls));
      console.log(row('  refused in words (bad-file, not-found)', d.refusedCalls));
      console.log(row('  rows listed as damaged', d.damagedRowsListed));
      console.log(row('  internal errors', d.internal, check(d.internal === 0, 'damaged files gave internal errors')));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(broken.length === 0 ? '\nEvery trial kept its promise.' : `\nBROKEN: ${broken.join('; ')}`);
  process.exit(broken.length === 0 ? 0 : 1);
}

if (require.main === module) void main();
