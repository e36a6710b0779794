/**
 * Printing budget (our own, no DESIGN figure): the sample scenario to PDF with its overview, and
 * a full 96 x 72 table with 100 terrain pieces and 300 soldiers (about 110 sheets). Wall time,
 * best of a few runs; the PDF's size in the note.
 */
import sample from '../../resources/games/combat-patrol/sample-scenario.json';
import { nextFloat, seedRng } from '../../engine/core/rng';
import { createScenario, newTerrainPiece, terrainKinds, type Scenario } from '../../engine/games/combat-patrol';
import { renderScenarioPdf } from '../../electron/print/scenario-pdf';
import type { BenchFigure, BenchModule } from '../bench';

function bigTable(): Scenario {
  const rng = seedRng(4242);
  const doc = createScenario({ id: 'bench', name: 'Bench table', width: 96, height: 72 });
  for (let i = 0; i < 100; i++) {
    const kind = terrainKinds[i % terrainKinds.length]!;
    doc.terrain.push(newTerrainPiece(kind.id, `t${i}`, { x: nextFloat(rng) * 96, y: nextFloat(rng) * 72 }, Math.round(nextFloat(rng) * 360)));
  }
  for (let i = 0; i < 300; i++) {
    const base = (sample.models as Scenario['models'])[i % sample.models.length]!;
    doc.models.push({ ...base, id: `m${i}`, name: `Soldier ${i}`, x: nextFloat(rng) * 96, y: nextFloat(rng) * 72, facing: Math.round(nextFloat(rng) * 360) });
  }
  return doc;
}

async function best(doc: Scenario, reps: number): Promise<{ ms: number; bytes: number; pages: number }> {
  let out = { ms: Infinity, bytes: 0, pages: 0 };
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    const r = await renderScenarioPdf(doc, { paper: 'a4', overview: true });
    const ms = performance.now() - t0;
    if (ms < out.ms) out = { ms, bytes: r.bytes.length, pages: r.pages };
  }
  return out;
}

const mod: BenchModule = {
  title: 'Scenario printing (PDF)',
  async run(): Promise<BenchFigure[]> {
    const s = await best(sample as unknown as Scenario, 3);
    const b = await best(bigTable(), 2);
    return [
      { name: 'print sample 48x48 (A4, overview)', value: s.ms, unit: 'ms', budget: 2000, note: `${s.pages} pages, ${(s.bytes / 1024).toFixed(0)} KiB` },
      { name: 'print 96x72, 100 terrain, 300 models (A4)', value: b.ms, unit: 'ms', budget: 10000, note: `${b.pages} pages, ${(b.bytes / 1024).toFixed(0)} KiB` },
    ];
  },
};
export default mod;
export const { title, run } = mod;
