/**
 * Commands on the scenario DOCUMENT: each takes a Scenario and returns a new one (the old one is
 * never changed; untouched arrays keep their identity so the table redraws only what changed).
 * Geometry comes from engine/ (rotateAround, scaleShape); nothing here knows about the screen.
 */
import { checkBattleSettings, type BattleSettings } from '../../../../engine/games/combat-patrol/battle-settings';
import { add, rotateAround, scaleShape, sub, type Vec } from '../../../../engine/geometry/vec';
import { shiftOntoTable } from '../../../../engine/games/combat-patrol/formation';
import type {
  DeploymentZone, ObjectiveMarker, Scenario, ScenarioModel, StartingCondition, TableSpec, TerrainPiece,
} from '../../../../engine/games/combat-patrol/types';

export type ItemKind = 'model' | 'terrain' | 'zone' | 'objective';

/** Every id in the document, whatever kind of item carries it. */
export function allIds(doc: Scenario): Set<string> {
  const ids = new Set<string>();
  for (const list of [doc.models, doc.terrain, doc.deploymentZones, doc.objectives]) for (const it of list) ids.add(it.id);
  return ids;
}

/** `${prefix}-n` with the smallest n >= 1 not in use (deterministic: tests and replays agree). */
export function freshId(used: Set<string>, prefix: string): string {
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

/**
 * An id for a new squad of `size` models: `${prefix}-n` with the smallest n such that neither the
 * squad id nor any of its models' ids (`${prefix}-n-1` ... `${prefix}-n-size`) is in use, whatever
 * was deleted before (a deleted leader leaves `squad-1-2` ... behind).
 */
export function freshSquadId(doc: Scenario, prefix: string, size: number): string {
  const used = allIds(doc);
  for (const m of doc.models) if (m.squadId) used.add(m.squadId);
  for (let n = 1; ; n++) {
    const id = `${prefix}-${n}`;
    let free = !used.has(id);
    for (let k = 1; free && k <= size; k++) free = !used.has(`${id}-${k}`);
    if (free) return id;
  }
}

/** The models with ids unique in `doc` and among themselves: a clash gets a fresh id of the same stem. */
function withUniqueIds(doc: Scenario, models: ScenarioModel[]): ScenarioModel[] {
  const used = allIds(doc);
  return models.map((m) => {
    if (!used.has(m.id)) {
      used.add(m.id);
      return m;
    }
    return { ...m, id: freshId(used, m.id.replace(/-\d+$/, '') || 'model') };
  });
}

export function kindOf(doc: Scenario, id: string): ItemKind | null {
  if (doc.models.some((m) => m.id === id)) return 'model';
  if (doc.terrain.some((t) => t.id === id)) return 'terrain';
  if (doc.deploymentZones.some((z) => z.id === id)) return 'zone';
  if (doc.objectives.some((o) => o.id === id)) return 'objective';
  return null;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A point kept on the table (models and objectives must stand on it). */
export function onTable(doc: Scenario, p: Vec): Vec {
  return { x: clamp(p.x, 0, doc.table.width), y: clamp(p.y, 0, doc.table.height) };
}

export function addTerrain(doc: Scenario, pieces: TerrainPiece[]): Scenario {
  return pieces.length ? { ...doc, terrain: [...doc.terrain, ...pieces] } : doc;
}

/**
 * Adds models with ids unique by construction. A group that would stand partly off the table is
 * shifted on whole (its formation kept); only a group wider than the table is clamped man by man.
 */
export function addModels(doc: Scenario, models: ScenarioModel[]): Scenario {
  if (!models.length) return doc;
  const shift = shiftOntoTable(models, doc.table.width, doc.table.height);
  const placed = models.map((m) => ({ ...m, ...(shift ? add(m, shift) : onTable(doc, m)) }));
  return { ...doc, models: [...doc.models, ...withUniqueIds(doc, placed)] };
}

export function addZone(doc: Scenario, zone: DeploymentZone): Scenario {
  return { ...doc, deploymentZones: [...doc.deploymentZones, zone] };
}

export function addObjective(doc: Scenario, o: ObjectiveMarker): Scenario {
  return { ...doc, objectives: [...doc.objectives, { ...o, ...onTable(doc, o) }] };
}

function mapSome<T extends { id: string }>(list: T[], ids: ReadonlySet<string>, f: (t: T) => T): T[] {
  if (!list.some((t) => ids.has(t.id))) return list;
  return list.map((t) => (ids.has(t.id) ? f(t) : t));
}

/** Models and objectives among `ids` (what must stand on the table). */
function standing(doc: Scenario, ids: ReadonlySet<string>): Vec[] {
  return [...doc.models.filter((m) => ids.has(m.id)), ...doc.objectives.filter((o) => ids.has(o.id))];
}

/**
 * `d` cut short so the models and objectives among `ids` stay on the table together: a group
 * pushed against an edge stops there whole instead of piling up on the edge.
 */
export function moveOnTable(doc: Scenario, ids: ReadonlySet<string>, d: Vec): Vec {
  const moved = standing(doc, ids).map((p) => add(p, d));
  const back = shiftOntoTable(moved, doc.table.width, doc.table.height);
  return back ? add(d, back) : d;
}

/** Moves the items by `d` inches together; models and objectives stop at the table's edge as a group. */
export function moveItems(doc: Scenario, ids: Iterable<string>, want: Vec): Scenario {
  const set = new Set(ids);
  if (set.size === 0) return doc;
  const d = moveOnTable(doc, set, want);
  if (Math.abs(d.x) < 1e-12 && Math.abs(d.y) < 1e-12) return doc;
  return {
    ...doc,
    models: mapSome(doc.models, set, (m) => ({ ...m, ...onTable(doc, add(m, d)) })),
    terrain: mapSome(doc.terrain, set, (t) => ({ ...t, x: t.x + d.x, y: t.y + d.y })),
    deploymentZones: mapSome(doc.deploymentZones, set, (z) => ({ ...z, points: z.points.map((p) => add(p, d)) })),
    objectives: mapSome(doc.objectives, set, (o) => ({ ...o, ...onTable(doc, add(o, d)) })),
  };
}

/** Normalised to (-360, 360) so it stays within the validator's bounds however often it is turned. */
const turn = (a: number, deg: number) => (a + deg) % 360;

/** Turns models (their facing) and terrain (about its origin) by `deg` clockwise. */
export function rotateItems(doc: Scenario, ids: Iterable<string>, deg: number): Scenario {
  const set = new Set(ids);
  if (set.size === 0 || deg === 0) return doc;
  return {
    ...doc,
    models: mapSome(doc.models, set, (m) => ({ ...m, facing: turn(m.facing, deg) })),
    terrain: mapSome(doc.terrain, set, (t) => ({ ...t, rotation: turn(t.rotation, deg) })),
  };
}

/** Sets the facing of the models to exactly `deg` (rotating with the mouse). */
export function setFacing(doc: Scenario, ids: Iterable<string>, deg: number): Scenario {
  const set = new Set(ids);
  return { ...doc, models: mapSome(doc.models, set, (m) => ({ ...m, facing: turn(deg, 0) })) };
}

export function deleteItems(doc: Scenario, ids: Iterable<string>): Scenario {
  const set = new Set(ids);
  if (set.size === 0) return doc;
  const keep = <T extends { id: string }>(l: T[]) => (l.some((t) => set.has(t.id)) ? l.filter((t) => !set.has(t.id)) : l);
  return { ...doc, models: keep(doc.models), terrain: keep(doc.terrain), deploymentZones: keep(doc.deploymentZones), objectives: keep(doc.objectives) };
}

export type ModelPatch = Partial<Omit<ScenarioModel, 'id'>>;

export function updateModel(doc: Scenario, id: string, patch: ModelPatch): Scenario {
  return { ...doc, models: mapSome(doc.models, new Set([id]), (m) => ({ ...m, ...patch, ...onTable(doc, { x: patch.x ?? m.x, y: patch.y ?? m.y }) })) };
}

/** How a man starts the battle: unhurt leaves the field out (the document reads as before it existed). */
export function setStartingCondition(doc: Scenario, id: string, condition: StartingCondition): Scenario {
  return {
    ...doc,
    models: mapSome(doc.models, new Set([id]), (m) => {
      const out: ScenarioModel = { ...m, condition };
      if (condition === 'ok') delete out.condition;
      return out;
    }),
  };
}

export type TerrainPatch = Partial<Omit<TerrainPiece, 'id'>>;

export function updateTerrain(doc: Scenario, id: string, patch: TerrainPatch): Scenario {
  return { ...doc, terrain: mapSome(doc.terrain, new Set([id]), (t) => ({ ...t, ...patch, props: { ...t.props, ...patch.props } })) };
}

/** A world point as the piece's local inches (undoing its placement). */
export function toLocal(piece: TerrainPiece, world: Vec): Vec {
  return rotateAround(sub(world, piece), { x: 0, y: 0 }, -piece.rotation);
}

/** Moves one vertex of a piece to a world point. */
export function setVertex(doc: Scenario, id: string, index: number, world: Vec): Scenario {
  return {
    ...doc,
    terrain: mapSome(doc.terrain, new Set([id]), (t) =>
      index < 0 || index >= t.points.length ? t : { ...t, points: t.points.map((p, i) => (i === index ? toLocal(t, world) : p)) },
    ),
  };
}

/** Resizes a piece about its origin (lines keep their width). */
export function scaleTerrain(doc: Scenario, id: string, factor: number): Scenario {
  if (!(factor > 0)) return doc;
  return { ...doc, terrain: mapSome(doc.terrain, new Set([id]), (t) => ({ ...t, points: scaleShape(t.points, { x: 0, y: 0 }, factor) })) };
}

/** An objective's new name (blank names are refused by leaving the document as it was). */
export function renameObjective(doc: Scenario, id: string, name: string): Scenario {
  const n = name.trim();
  if (!n) return doc;
  return { ...doc, objectives: mapSome(doc.objectives, new Set([id]), (o) => (o.name === n ? o : { ...o, name: n })) };
}

/** A deployment zone's new label. */
export function relabelZone(doc: Scenario, id: string, label: string): Scenario {
  return { ...doc, deploymentZones: mapSome(doc.deploymentZones, new Set([id]), (z) => (z.label === label ? z : { ...z, label })) };
}

/** The grid shown or hidden. */
export function setGridVisible(doc: Scenario, visible: boolean): Scenario {
  if (doc.table.grid.visible === visible) return doc;
  return setTable(doc, { ...doc.table, grid: { ...doc.table.grid, visible } });
}

/** The table's size (the caller has checked it with the engine's table size rule). */
export function resizeTable(doc: Scenario, width: number, height: number): Scenario {
  if (doc.table.width === width && doc.table.height === height) return doc;
  return setTable(doc, { ...doc.table, width, height });
}

export function setTable(doc: Scenario, table: TableSpec): Scenario {
  return { ...doc, table: { ...table, grid: { ...table.grid } } };
}

/**
 * One battle setting (turn limit, who moves first, deployment, break point, objectives). Checked by
 * the engine's `checkBattleSettings` first: a value it refuses leaves the document as it was and
 * says why; a value equal to what the scenario already has changes nothing.
 */
export function setBattleSetting<K extends keyof BattleSettings>(doc: Scenario, key: K, value: BattleSettings[K]): Scenario {
  if (doc.battle && Object.prototype.hasOwnProperty.call(doc.battle, key) && doc.battle[key] === value) return doc;
  const checked = checkBattleSettings({ [key]: value }, 'battle');
  if (!checked.ok) return doc;
  return { ...doc, battle: { ...(doc.battle ?? {}), ...checked.settings } };
}

/** Why the engine refuses this battle setting, in words, or null. */
export function battleSettingProblem(key: keyof BattleSettings, value: unknown): string | null {
  const checked = checkBattleSettings({ [key]: value }, 'battle');
  return checked.ok ? null : `${battleSettingLabels[key]} ${checked.why}.`;
}

export const battleSettingLabels: Readonly<Record<keyof BattleSettings, string>> = {
  turnLimit: 'The turn limit',
  firstMove: 'Who moves first',
  deployment: 'Deployment',
  deployFirst: 'Who deploys first',
  breakPercent: 'The break point',
  objectiveRadius: 'The objective radius',
  objectives: 'Objectives deciding',
};

export function renameScenario(doc: Scenario, name: string): Scenario {
  return { ...doc, name };
}

// ------------------------------------------------------------------ copy and paste

export interface Clipboard {
  models: ScenarioModel[];
  terrain: TerrainPiece[];
  deploymentZones: DeploymentZone[];
  objectives: ObjectiveMarker[];
}

export function copyItems(doc: Scenario, ids: Iterable<string>): Clipboard {
  const set = new Set(ids);
  const pick = <T extends { id: string }>(l: T[]) => structuredClone(l.filter((t) => set.has(t.id)));
  return { models: pick(doc.models), terrain: pick(doc.terrain), deploymentZones: pick(doc.deploymentZones), objectives: pick(doc.objectives) };
}

export function clipboardSize(c: Clipboard | null): number {
  return c ? c.models.length + c.terrain.length + c.deploymentZones.length + c.objectives.length : 0;
}

/** Pastes copies with fresh ids, moved by `offset`; returns the new document and the new ids. */
export function pasteItems(doc: Scenario, clip: Clipboard, offset: Vec): { doc: Scenario; ids: string[] } {
  const used = allIds(doc);
  const ids: string[] = [];
  const fresh = (old: string) => {
    const id = freshId(used, old.replace(/-\d+$/, '') || 'item');
    ids.push(id);
    return id;
  };
  let next = addModels(doc, clip.models.map((m) => ({ ...m, id: fresh(m.id), ...add(m, offset) })));
  next = addTerrain(next, clip.terrain.map((t) => ({ ...t, id: fresh(t.id), x: t.x + offset.x, y: t.y + offset.y })));
  for (const z of clip.deploymentZones) next = addZone(next, { ...z, id: fresh(z.id), points: z.points.map((p) => add(p, offset)) });
  for (const o of clip.objectives) next = addObjective(next, { ...o, id: fresh(o.id), ...add(o, offset) });
  return { doc: next, ids };
}
