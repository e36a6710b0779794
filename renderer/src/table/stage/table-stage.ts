/**
 * The Konva stage of the table editor: three layers, each one custom shape drawn from the editor.
 * - static: table, grid, zones, terrain; redrawn only when they or the camera change;
 * - models: every soldier and objective, one pass;
 * - overlay: measures and gestures.
 * Dragging a model redraws the models and overlay layers only (batchDraw, once per frame).
 * What the current tool shows (handles, models being dragged, a rubber band, a drawing, ghosts)
 * comes from `editor.toolView()` as plain data: the stage knows no tool.
 * Input: pointer, wheel and keys from the container go to the Editor (plain TS) unchanged.
 */
import Konva from 'konva';
import { houseRulesOf } from '../../../../engine/games/combat-patrol/scenario';
import type { Scenario, ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import type { Editor } from '../editor/editor';
import { computeOverlays, type Overlays } from '../editor/overlays';
import { startingBadges } from '../editor/labels';
import { terrainShapes } from '../editor/pick';
import { NOTHING_TO_DRAW, type ToolView } from '../editor/tool-view';
import { drawModelLabels, drawModels } from './draw-models';
import { drawOverlay } from './draw-overlay';
import { drawPlay } from './draw-play';
import type { ModelMarks } from './draw-models';
import { drawGrenade, drawHandles } from './draw-handles';
import { drawTable, drawZoneLabels, terrainNames, ZONE_LABEL_PX } from './draw-table';
import { placeZoneLabels, type LabelBox } from '../editor/zone-labels';
import { placeModelLabels, type LabelPlacement, type PlacedLabel } from '../editor/model-labels';
import type { Camera } from '../editor/camera';
import { labelScene, TextMeasure, wordsToAvoid } from './label-scene';
import { drawHeat, type HeatShown } from './draw-heat';
import { tableTheme, type TableTheme } from './theme';

type Ctx = { _context: CanvasRenderingContext2D };

export interface FrameStats {
  /** Milliseconds spent drawing each of the last frames (at most 600 kept). */
  drawMs: number[];
  /**
   * How many times each layer was drawn since the stage was made; and `labels`, the soldiers'
   * labels the models layer drew last (screen pixels of the stage), so that the test hooks that
   * copy this object (`window.__table.layerDraws()`) can check that none overlap.
   */
  layers: { table: number; heat: number; models: number; overlay: number; labels: readonly PlacedLabel[] };
}

export class TableStage {
  private readonly stage: Konva.Stage;
  private readonly layers: { table: Konva.Layer; heat: Konva.Layer; models: Konva.Layer; overlay: Konva.Layer };
  private theme: TableTheme;
  private frame = 0;
  private dirty = { table: true, models: true, overlay: true };
  private last: { terrain: unknown; table: unknown; zones: unknown; camera: unknown; models: unknown; objectives: unknown; selection: unknown; seen: unknown; moving: string; namedTerrain: unknown; terrainNames: string } = {
    terrain: null, table: null, zones: null, camera: null, models: null, objectives: null, selection: null, seen: null, moving: '', namedTerrain: null, terrainNames: '',
  };
  /** Models being dragged: drawn on the overlay layer, so the models layer stays still during a drag. */
  private moving: ReadonlySet<string> = new Set();
  /** What the current tool draws this frame. */
  private view: ToolView = NOTHING_TO_DRAW;
  overlays: Overlays | null = null;
  seen: ReadonlySet<string> | null = null;
  /** Play: acted soldiers and badges (the models layer draws them). */
  private play: Pick<ModelMarks, 'acted' | 'badges'> | null = null;
  private badgesFor: { models: readonly ScenarioModel[] | null; badges: ReadonlyMap<string, readonly string[]> } = { models: null, badges: new Map() };
  readonly stats: FrameStats = { drawMs: [], layers: { table: 0, heat: 0, models: 0, overlay: 0, labels: [] } };
  /** The balance check's heat map shown on the table (null: none), and the camera it was last drawn for. */
  private heat: HeatShown | null = null;
  private heatDrawn: { heat: HeatShown | null; camera: unknown } = { heat: null, camera: null };
  private readonly unsub: () => void;
  private labelCache: { zones: unknown; models: unknown; terrain: unknown; objectives: unknown; zoom: number; labels: LabelBox[] } | null = null;
  /** Words measured for the labels. */
  private readonly text = new TextMeasure();
  /** The soldiers' labels last placed, and the camera then (the next placement at that zoom starts from them). */
  private placed: { placement: LabelPlacement; camera: Camera } | null = null;

  constructor(
    private readonly container: HTMLDivElement,
    private readonly editor: Editor,
    dark: boolean,
    private readonly onFrame: (o: Overlays) => void,
  ) {
    this.theme = tableTheme(dark);
    this.stage = new Konva.Stage({ container, width: container.clientWidth || 800, height: container.clientHeight || 600 });
    const mk = (draw: (ctx: CanvasRenderingContext2D) => void) => {
      const layer = new Konva.Layer({ listening: false });
      layer.add(new Konva.Shape({ listening: false, perfectDrawEnabled: false, sceneFunc: (c) => draw((c as unknown as Ctx)._context) }));
      this.stage.add(layer);
      return layer;
    };
    this.layers = {
      table: mk((ctx) => this.drawStatic(ctx)),
      heat: mk((ctx) => {
        if (this.heat) drawHeat(ctx, this.editor.session.camera, this.heat);
      }),
      models: mk((ctx) => this.drawModelsLayer(ctx)),
      overlay: mk((ctx) => this.drawOverlayLayer(ctx)),
    };
    this.unsub = editor.subscribe(() => this.invalidate());
    editor.setViewport(this.stage.width(), this.stage.height());
    this.invalidate();
  }

  setTheme(dark: boolean): void {
    this.theme = tableTheme(dark);
    this.dirty = { table: true, models: true, overlay: true };
    this.invalidate();
  }

  setSeen(seen: ReadonlySet<string> | null): void {
    this.seen = seen;
    this.invalidate();
  }

  /** The balance check's heat map to show (null: none); its layer is drawn again. */
  setHeat(heat: HeatShown | null): void {
    this.heat = heat;
    this.invalidate();
  }

  /** Play: which soldiers have acted and each one's badges; the models layer is drawn again. */
  setPlayMarks(play: Pick<ModelMarks, 'acted' | 'badges'> | null): void {
    this.play = play;
    this.dirty.models = true;
    this.invalidate();
  }

  resize(width: number, height: number): void {
    if (width <= 0 || height <= 0) return;
    this.stage.size({ width, height });
    this.dirty = { table: true, models: true, overlay: true };
    this.heatDrawn = { heat: null, camera: null };
    this.editor.setViewport(width, height);
  }

  /** Something changed: draw what needs drawing on the next animation frame. */
  invalidate(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /**
   * One draw per animation frame however many edits came in (the coalescing batchDraw gives,
   * done here so that the frame's drawing time can be measured): only the layers whose inputs
   * changed are drawn.
   */
  private draw(): void {
    const t0 = performance.now();
    const doc = this.editor.doc;
    const s = this.editor.session;
    const l = this.last;
    if (l.terrain !== doc.terrain || l.table !== doc.table || l.zones !== doc.deploymentZones || l.camera !== s.camera) this.dirty.table = true;
    this.view = this.editor.toolView();
    this.moving = new Set(this.view.lifted ?? []);
    const movingKey = [...this.moving].join(',');
    // While the same models are dragged, only they change: the models layer need not be drawn again.
    const onlyMovingChanged = movingKey !== '' && movingKey === l.moving && l.objectives === doc.objectives;
    // Models do not depend on the terrain: resizing or editing a piece leaves their layer alone.
    if (l.table !== doc.table || l.camera !== s.camera || (l.models !== doc.models && !onlyMovingChanged) || l.objectives !== doc.objectives || l.selection !== s.selection || l.seen !== this.seen || l.moving !== movingKey) this.dirty.models = true;
    // Zone labels (drawn with the models) move only when a gesture is over and their place changed.
    if (!this.editor.history.inGesture && this.placeLabels(doc)) this.dirty.models = true;
    // The soldiers' labels keep clear of the terrain's names: placed again when a name moved (a gesture over).
    if (!this.editor.history.inGesture && l.namedTerrain !== doc.terrain) {
      const names = JSON.stringify(terrainNames(terrainShapes(doc), s.camera.zoom));
      if (names !== l.terrainNames) this.dirty.models = true;
      Object.assign(l, { namedTerrain: doc.terrain, terrainNames: names });
    }
    Object.assign(l, { terrain: doc.terrain, table: doc.table, zones: doc.deploymentZones, camera: s.camera, models: doc.models, objectives: doc.objectives, selection: s.selection, seen: this.seen, moving: movingKey });
    const before = this.overlays?.highlighted;
    this.overlays = computeOverlays(doc, s, { arcs: !this.editor.readOnly });
    // Play rings the models its overlay catches (in an arc, under a Spray) as the editor's overlays do.
    if (this.view.play?.highlight?.length) this.overlays = { ...this.overlays, highlighted: new Set([...this.overlays.highlighted, ...this.view.play.highlight]) };
    if (!sameSet(before, this.overlays.highlighted)) this.dirty.models = true;
    const n = this.stats.layers;
    if (this.dirty.table) {
      this.layers.table.draw();
      n.table++;
    }
    if (this.heatDrawn.heat !== this.heat || (this.heat && this.heatDrawn.camera !== s.camera)) {
      this.layers.heat.draw();
      n.heat++;
      this.heatDrawn = { heat: this.heat, camera: s.camera };
    }
    if (this.dirty.models) {
      this.layers.models.draw();
      n.models++;
    }
    this.layers.overlay.draw();
    n.overlay++;
    this.dirty = { table: false, models: false, overlay: false };
    this.stats.drawMs.push(performance.now() - t0);
    if (this.stats.drawMs.length > 600) this.stats.drawMs.shift();
    this.onFrame(this.overlays);
  }

  private drawStatic(ctx: CanvasRenderingContext2D): void {
    const doc = this.editor.doc;
    drawTable(ctx, doc, terrainShapes(doc), this.editor.session.camera, this.theme);
  }

  private drawModelsLayer(ctx: CanvasRenderingContext2D): void {
    const doc: Scenario = this.editor.doc;
    const s = this.editor.session;
    const still = this.moving.size ? doc.models.filter((m) => !this.moving.has(m.id)) : doc.models;
    const marks = this.marks();
    const labels = this.placeModelLabels(doc, still, marks);
    this.stats.layers.labels = labels;
    drawZoneLabels(ctx, s.camera, this.theme, this.zoneLabels);
    drawModels(ctx, { models: still, objectives: doc.objectives }, houseRulesOf(doc).baseDiameter, s.camera, this.theme, marks);
    const dimmed = marks.seen ? new Set(still.filter((m) => m.side !== marks.watchingSide && !marks.seen?.has(m.id)).map((m) => m.id)) : undefined;
    drawModelLabels(ctx, this.theme, labels, { acted: marks.acted, dimmed });
  }

  /**
   * Where each soldier's label goes this frame (editor/model-labels.ts), clear of everything else
   * on the table (label-scene.ts); at the same zoom as last time, starting from the last placement.
   */
  private placeModelLabels(doc: Scenario, models: readonly ScenarioModel[], marks: ModelMarks): PlacedLabel[] {
    const cam = this.editor.session.camera;
    const { subjects, boxes, circles } = labelScene(doc, models, marks, cam, this.zoneLabels, this.text);
    const last = this.placed;
    const placement = placeModelLabels(subjects, {
      viewport: this.editor.session.viewport,
      measure: this.text.width,
      boxes,
      circles,
      previous: last && last.camera.zoom === cam.zoom ? { placement: last.placement, shift: { x: cam.x - last.camera.x, y: cam.y - last.camera.y } } : undefined,
    });
    this.placed = { placement, camera: { ...cam } };
    return placement.labels;
  }

  /**
   * Places the zone labels clear of soldiers and terrain (again only when those or the zoom
   * changed); true when a label moved, so the models layer is drawn again.
   */
  private placeLabels(doc: Scenario): boolean {
    const zoom = this.editor.session.camera.zoom;
    const c = this.labelCache;
    if (c && c.zones === doc.deploymentZones && c.models === doc.models && c.terrain === doc.terrain && c.objectives === doc.objectives && c.zoom === zoom) return false;
    const size = (text: string) => ({ w: (this.text.width(text, ZONE_LABEL_PX) + 6) / zoom, h: (ZONE_LABEL_PX + 4) / zoom });
    // Clear of the other words on the table too: the terrain's names and the objectives with theirs.
    const avoid = wordsToAvoid(doc, zoom, this.text);
    const labels = placeZoneLabels(doc.deploymentZones, doc.models, houseRulesOf(doc).baseDiameter / 2, terrainShapes(doc), size, avoid);
    const moved = !c || JSON.stringify(c.labels) !== JSON.stringify(labels);
    this.labelCache = { zones: doc.deploymentZones, models: doc.models, terrain: doc.terrain, objectives: doc.objectives, zoom, labels };
    return moved;
  }

  /** The zone labels last drawn, in table inches (the test hook). */
  get zoneLabels(): LabelBox[] {
    return this.labelCache?.labels ?? [];
  }

  private marks(): ModelMarks {
    return {
      selected: new Set(this.editor.session.selection),
      highlighted: this.overlays?.highlighted ?? new Set<string>(),
      seen: this.seen,
      watchingSide: this.editor.session.whoSees,
      // Editing: a man the scenario starts wounded wears his wound's badge, as in battle.
      ...(this.play ?? { badges: this.startBadges() }),
    };
  }

  /** The editor's wound badges, made again only when the models change. */
  private startBadges(): ReadonlyMap<string, readonly string[]> {
    const models = this.editor.doc.models;
    if (this.badgesFor.models !== models) this.badgesFor = { models, badges: startingBadges(models) };
    return this.badgesFor.badges;
  }

  private drawOverlayLayer(ctx: CanvasRenderingContext2D): void {
    const doc = this.editor.doc;
    const s = this.editor.session;
    if (!this.overlays) return;
    const sel = new Set(s.selection);
    const shapes = terrainShapes(doc);
    const view = this.view;
    if (this.overlays.grenade) drawGrenade(ctx, s.camera, this.theme, this.overlays.grenade);
    drawOverlay(ctx, s.camera, this.theme, {
      overlays: this.overlays,
      view,
      viewportWidth: s.viewport.width,
      selectedShapes: shapes.filter((t) => sel.has(t.id)),
      baseDiameter: houseRulesOf(doc).baseDiameter,
    });
    if (view.play) drawPlay(ctx, s.camera, this.theme, view.play);
    if (view.handles) drawHandles(ctx, s.camera, this.theme, view.handles.handles, view.handles.picked);
    if (this.moving.size) {
      const models = doc.models.filter((m) => this.moving.has(m.id));
      drawModels(ctx, { models, objectives: [] }, houseRulesOf(doc).baseDiameter, s.camera, this.theme, this.marks());
    }
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.unsub();
    this.stage.destroy();
    void this.container;
  }
}

function sameSet(a: ReadonlySet<string> | undefined, b: ReadonlySet<string>): boolean {
  if (!a || a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}
