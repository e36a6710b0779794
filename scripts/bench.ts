/**
 * `npm run bench [-- name ...]`: runs the benchmark modules in scripts/bench/ (a bench's own name runs
 * it alone; any other word every bench whose file name holds it) and prints each
 * figure beside its budget from docs/DESIGN.md. Kept out of `npm test`: timings are not assertions.
 * Exit code is 0 even when a figure is over budget; the table says so in words. The process ends
 * by itself: a bench that leaves something running (a worker, a server) is named and ended, exit 1.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  /** The budget, in the same unit, and whether lower is better (default true). */
  budget?: number;
  higherIsBetter?: boolean;
  note?: string;
}

export type BenchModule = { title: string; run(): Promise<BenchFigure[]> };

const here = dirname(fileURLToPath(import.meta.url));

function fmt(n: number): string {
  if (Math.abs(n) >= 100) return n.toFixed(0);
  if (Math.abs(n) >= 1) return n.toFixed(2);
  return n.toPrecision(3);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
  const all = readdirSync(join(here, 'bench')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  // A name that is a bench's own (`battle-odds`) runs that bench alone; another runs every bench whose name holds it (`odds`).
  const picks = (w: string, f: string): boolean => (all.includes(`${w}.ts`) || all.includes(w) ? f === `${w}.ts` || f === w : f.includes(w));
  const files = all.filter((f) => wanted.length === 0 || wanted.some((w) => picks(w, f))).sort();
  let over = 0;
  for (const f of files) {
    const mod = (await import(pathToFileURL(join(here, 'bench', f)).href)) as BenchModule;
    console.log(`\n## ${mod.title}`);
    for (const fig of await mod.run()) {
      let verdict = '';
      if (fig.budget !== undefined) {
        const okay = fig.higherIsBetter ? fig.value >= fig.budget : fig.value <= fig.budget;
        if (!okay) over++;
        verdict = `${okay ? 'within' : 'OVER'} budget (${fig.higherIsBetter ? '>=' : '<='} ${fmt(fig.budget)} ${fig.unit})`;
      }
      console.log(`${fig.name.padEnd(52)} ${fmt(fig.value).padStart(10)} ${fig.unit.padEnd(8)} ${verdict}${fig.note ? `  ${fig.note}` : ''}`);
    }
  }
  console.log(over === 0 ? '\nAll figures within budget.' : `\n${over} figure(s) over budget.`);
}

/** How long the process may live on after the figures before the bench is called leaky. */
const EXIT_GRACE_MS = 10_000;

void main().then(() => {
  // Every bench ends its hosts, browsers, workers and stores, so the process ends by itself. If
  // something still holds it, say what (it is a bench's bug, to fix there) and end it anyway.
  setTimeout(() => {
    console.error(`\nbench: still running ${EXIT_GRACE_MS / 1000} s after the figures, held by: ${process.getActiveResourcesInfo().join(', ')}. A bench left it open; ending the process.`);
    process.exit(1);
  }, EXIT_GRACE_MS).unref();
});
