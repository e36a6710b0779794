/** A small sample of a terrain kind's print style, for the terrain key. */
import { rectPath, type Op } from './ops';
import { drawTable } from './table-layer';
import type { Scenario } from '../../engine/games/combat-patrol';
import { terrainKind } from '../../engine/games/combat-patrol';

/** Draws one piece of `kindId` filling a w x h point box (lines drawn across it) through the table drawing itself. */
export function terrainSwatch(kindId: string, x: number, y: number, w: number, h: number): Op[] {
  const kind = terrainKind(kindId);
  const line = kind?.shape === 'line';
  const ppi = 24;
  const win = { w: w / ppi, h: h / ppi };
  const doc: Scenario = {
    format: 'patrol-hq-scenario', formatVersion: 1, id: 'swatch', name: '', notes: '',
    table: { width: win.w, height: win.h, grid: { visible: false, spacing: 1 } },
    terrain: [{
      id: 'swatch', kind: kindId, x: win.w / 2, y: win.h / 2, rotation: 0, closed: !line,
      points: line ? [{ x: -win.w / 2 - 0.5, y: 0 }, { x: win.w / 2 + 0.5, y: 0 }] : [{ x: -win.w, y: -win.h }, { x: win.w, y: -win.h }, { x: win.w, y: win.h }, { x: -win.w, y: win.h }],
      width: line ? Math.min(kind?.width ?? 0.5, win.h * 0.8) : 0, props: {},
    }],
    models: [], deploymentZones: [], objectives: [], houseRules: {},
  };
  const kit = { clean: (s: string) => s, width: () => 0 };
  const ops = drawTable(doc, { left: x, top: y, ppi, x0: 0, y0: 0, x1: win.w, y1: win.h, detail: 'overview' }, kit);
  return [...ops.filter((o) => !(o.t === 'path' && o.tag === 'table-edge')), { t: 'path', subpaths: [rectPath(x, y, w, h)], closed: true, stroke: { r: 0.4, g: 0.4, b: 0.4 }, lineWidth: 0.4 }];
}
