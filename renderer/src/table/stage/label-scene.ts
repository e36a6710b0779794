/**
 * What the soldiers' labels must keep clear of on screen, and the words measured: the stage's side
 * of editor/model-labels.ts. Each soldier becomes a subject (his base with the rings drawn round it
 * and his facing tick, his name and badges); every other mark and word on the table an obstacle:
 * the acted ticks, the selected man's bearing, objectives with their names, and the zone and
 * terrain names. The zone labels' own placing keeps clear of the terrain and objective
 * names through `wordsToAvoid`.
 */
import type { Box } from '../../../../engine/geometry/vec';
import type { ObjectiveMarker, Scenario, ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { houseRulesOf } from '../../../../engine/games/combat-patrol/scenario';
import { toScreen, type Camera } from '../editor/camera';
import type { Circle, LabelBox, LabelSubject } from '../editor/model-labels';
import { terrainShapes } from '../editor/pick';
import type { LabelBox as ZoneLabel } from '../editor/zone-labels';
import { ACTED_MARK, actedSpot, bearingMark, MARK_PX, modelRadius, OBJECTIVE_NAME_BELOW, objectiveRadius, tickReach, type ModelMarks } from './draw-models';
import { labelFont, TERRAIN_NAME_PX, terrainNames } from './draw-table';

/** Widths of words in the labels' font, measured once per text and size by a canvas. */
export class TextMeasure {
  private readonly ctx = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
  private readonly widths = new Map<string, number>();
  private size = 0;

  /** The width of `text` at `size` px (one function for the measure's life: model-labels.ts keeps what it measured by it). */
  readonly width = (text: string, size: number): number => {
    const key = `${size}|${text}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      if (this.widths.size > 5000) this.widths.clear();
      if (this.size !== size) {
        this.ctx.font = labelFont(size);
        this.size = size;
      }
      w = this.ctx.measureText(text).width;
      this.widths.set(key, w);
    }
    return w;
  };

  /** A box round text of `size` px centred at (x, y), with its halo, pixels. */
  box(text: string, size: number, x: number, y: number): LabelBox {
    const w = this.width(text, size) + 4;
    const h = size + 4;
    return { x0: x - w / 2, y0: y - h / 2, x1: x + w / 2, y1: y + h / 2 };
  }
}

export interface LabelScene {
  subjects: LabelSubject[];
  boxes: LabelBox[];
  circles: Circle[];
}

/** The soldiers `models` as label subjects, and everything else on the table their labels keep off, in screen pixels. */
export function labelScene(doc: Scenario, models: readonly ScenarioModel[], marks: ModelMarks, cam: Camera, zoneLabels: readonly ZoneLabel[], text: TextMeasure): LabelScene {
  const r = modelRadius(houseRulesOf(doc).baseDiameter, cam.zoom);
  const boxes: LabelBox[] = [];
  const circles: Circle[] = [];
  const subjects = models.map((m): LabelSubject => {
    const p = toScreen(cam, m);
    const selected = marks.selected.has(m.id);
    if (marks.acted?.has(m.id)) {
      const a = actedSpot(p, r);
      boxes.push(text.box(ACTED_MARK, MARK_PX, a.x, a.y));
    }
    if (selected && marks.selected.size === 1) {
      const b = bearingMark(m, p, r);
      boxes.push(text.box(b.text, MARK_PX, b.at.x, b.at.y));
    }
    // Kept clear round him: the widest ring drawn round his base (selected 3 px out, or 6 outside
    // the red one; seen 9), and his facing tick, which runs out past the base.
    const seen = marks.seen?.has(m.id) && m.side !== marks.watchingSide;
    const rings = r + (seen ? 10 : selected && marks.highlighted.has(m.id) ? 7.5 : 4);
    const ring = Math.max(rings, tickReach(r) + 1);
    // The men picked come first (a few: a whole table selected is no one in particular).
    return { id: m.id, x: p.x, y: p.y, ring, name: m.name, badges: marks.badges?.get(m.id), first: selected && marks.selected.size <= 5 };
  });
  for (const o of doc.objectives) {
    const p = toScreen(cam, o);
    const R = objectiveRadius(cam.zoom);
    circles.push({ x: p.x, y: p.y, r: R + 2 });
    boxes.push(objectiveName(o, p, R, text));
  }
  for (const z of zoneLabels) {
    const a = toScreen(cam, { x: z.x0, y: z.y0 });
    const b = toScreen(cam, { x: z.x1, y: z.y1 });
    boxes.push({ x0: a.x, y0: a.y, x1: b.x, y1: b.y });
  }
  for (const t of terrainNames(terrainShapes(doc), cam.zoom)) {
    const p = toScreen(cam, t.at);
    boxes.push(text.box(t.text, TERRAIN_NAME_PX, p.x, p.y));
  }
  return { subjects, boxes, circles };
}

function objectiveName(o: ObjectiveMarker, p: { x: number; y: number }, R: number, text: TextMeasure): LabelBox {
  return text.box(o.name, MARK_PX, p.x, p.y + R + OBJECTIVE_NAME_BELOW);
}

/** The terrain names and the objectives with their names at `zoom`, in table inches: what a zone's label keeps clear of. */
export function wordsToAvoid(doc: Scenario, zoom: number, text: TextMeasure): Box[] {
  const inches = (b: LabelBox): Box => ({ minX: b.x0 / zoom, minY: b.y0 / zoom, maxX: b.x1 / zoom, maxY: b.y1 / zoom });
  const out = terrainNames(terrainShapes(doc), zoom).map((t) => inches(text.box(t.text, TERRAIN_NAME_PX, t.at.x * zoom, t.at.y * zoom)));
  for (const o of doc.objectives) {
    const R = objectiveRadius(zoom);
    const p = { x: o.x * zoom, y: o.y * zoom };
    out.push(inches({ x0: p.x - R, y0: p.y - R, x1: p.x + R, y1: p.y + R }), inches(objectiveName(o, p, R, text)));
  }
  return out;
}
