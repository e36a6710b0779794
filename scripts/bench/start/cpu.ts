/**
 * The main thread's CPU time up to the home screen's first frame, from a Chromium trace (thread
 * time, `tdur`): unlike the wall-clock time it hardly moves when other processes share the cores,
 * so it shows what a change to the first screen's script or markup costs. Split into the entry
 * script's evaluation, the app's script after it (mounting, first answers, focus) and the style,
 * layout and paint the browser does itself (a layout forced from the app's script counts as script).
 */
import type { CDPSession } from '@playwright/test';

/** CPU milliseconds on the page's main thread up to the mark named `until`. */
export interface FirstFrameCpu {
  evaluate: number;
  script: number;
  render: number;
}

type TraceEvent = { name: string; cat: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { url?: string } } };

/** Starts a trace on `cdp` (before the page loads); `stop` ends it and sums the CPU up to the mark. */
export async function traceFirstFrame(cdp: CDPSession): Promise<{ stop(until: string): Promise<FirstFrameCpu | null> }> {
  const events: TraceEvent[] = [];
  // The protocol types trace events as string maps; they are the Trace Event Format's objects.
  cdp.on('Tracing.dataCollected', (d) => void events.push(...(d.value as unknown as TraceEvent[])));
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,v8,blink.user_timing', transferMode: 'ReportEvents' });
  return {
    async stop(until) {
      const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
      await cdp.send('Tracing.end');
      await done;
      const mark = events.find((e) => e.name === until && e.cat.includes('user_timing'));
      if (!mark) return null;
      const on = events.filter((e) => e.pid === mark.pid && e.tid === mark.tid && e.ph === 'X' && e.ts < mark.ts);
      const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
      // Every call into script: the app's own (its files under /assets/) count; the bench's watcher and
      // Playwright's polling do not, and neither does a layout they force.
      const calls = on.filter((e) => e.name === 'FunctionCall');
      const inCall = (e: TraceEvent) => calls.some((c) => c.ts <= e.ts && e.ts < c.ts + (c.dur ?? 0));
      const app = calls.filter((c) => /\/assets\/[^/]+\.js$/.test(c.args?.data?.url ?? ''));
      const sum = (xs: TraceEvent[]) => xs.reduce((n, e) => n + cpu(e), 0);
      return {
        evaluate: sum(on.filter((e) => e.name === 'v8.evaluateModule')),
        script: sum(app.filter((c) => !calls.some((o) => o !== c && o.ts <= c.ts && c.ts < o.ts + (o.dur ?? 0)))),
        render: sum(on.filter((e) => (e.name === 'UpdateLayoutTree' || e.name === 'Layout' || e.name === 'Paint') && !inCall(e))),
      };
    },
  };
}
