/**
 * Tools that put things on the table with a click: one model, a whole squad (press where the
 * leader stands, drag toward where they face, release), a terrain piece from the library, an
 * objective marker. Each new item is selected so it can be moved or edited at once.
 *
 *   model, terrain, objective: idle --click--> idle (one undo step each)
 *   squad: idle --down--> aiming --up--> idle (Escape while aiming: nothing placed), its states
 *          small classes (states.ts) like the select tool's; the one-click tools have one state.
 */
import { bearing, distance, type Vec } from '../../../../engine/geometry/vec';
import { accuracyFor, squadTemplate } from '../../../../engine/games/combat-patrol/data';
import { placeSquadOnTable, type PlaceOnTableResult } from '../../../../engine/games/combat-patrol/formation';
import { newTerrainPiece } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { addModels, addObjective, addTerrain, freshSquadId, onTable } from '../editor/document';
import { defaultFacing } from '../editor/session';
import type { ToolView } from '../editor/tool-view';
import { StateTool, ToolState } from './states';
import type { EditorApi, PointerEvt } from './types';

/** A tool whose every click puts one thing on the table: one state, idle. */
class ClickIdle extends ToolState {
  readonly id = 'idle';
  constructor(private readonly tool: ClickTool) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button === 0) this.tool.place(ed, e.world);
  }
}

abstract class ClickTool extends StateTool<{ idle: ClickIdle }> {
  protected readonly states = { idle: new ClickIdle(this) };
  /** Puts the thing at `at` (one undo step) and selects it. */
  abstract place(ed: EditorApi, at: Vec): void;
}

export class ModelTool extends ClickTool {
  readonly id = 'model';
  readonly label = 'Model';
  readonly shortcut = 'm';
  place(ed: EditorApi, world: Vec): void {
    const t = ed.session.placing.model;
    const at = onTable(ed.doc, world);
    const model: ScenarioModel = {
      id: ed.freshId(t.side === 'US' ? 'us' : 'ger'),
      name: t.name,
      side: t.side,
      experience: t.experience,
      accuracy: accuracyFor(t.experience),
      weaponId: t.weaponId,
      nco: t.nco,
      medic: t.medic,
      x: at.x,
      y: at.y,
      facing: defaultFacing(t.side),
      squadId: null,
      grenades: t.grenades,
    };
    ed.commit(addModels(ed.doc, [model]));
    ed.select([model.id]);
  }
}

/**
 * Where a squad's members would stand: the engine's formation from an anchor toward the pointer,
 * shifted onto the table whole when it would run off an edge (or refused when it cannot fit).
 */
export function squadPlacement(ed: Pick<EditorApi, 'session' | 'doc'>, anchor: Vec, toward: Vec | null, squadId = 'preview'): PlaceOnTableResult | null {
  const tpl = squadTemplate(ed.session.placing.squadTemplate);
  if (!tpl) return null;
  const facing = toward && distance(anchor, toward) > 0.5 ? Math.round(bearing(anchor, toward)) : defaultFacing(tpl.side);
  return placeSquadOnTable({ template: tpl, squadId, at: anchor, facing, formation: ed.session.placing.formation }, ed.doc.table);
}

export function squadPreview(ed: Pick<EditorApi, 'session' | 'doc'>, anchor: Vec, toward: Vec | null): ScenarioModel[] {
  const r = squadPlacement(ed, anchor, toward);
  return r?.ok ? r.models : [];
}

class SquadIdle extends ToolState {
  readonly id = 'idle';
  constructor(private readonly tool: SquadTool) {
    super();
  }
  override down(ed: EditorApi, e: PointerEvt): void {
    if (e.button === 0) this.tool.transition(ed, 'aiming', onTable(ed.doc, e.world));
  }
}

/** The leader's spot is pressed; the squad faces the pointer until the release places it. */
class SquadAiming extends ToolState<Vec> {
  readonly id = 'aiming';
  constructor(private readonly tool: SquadTool) {
    super();
  }
  override enter(ed: EditorApi, anchor: Vec): void {
    ed.setSession({ squadAnchor: anchor });
  }
  /** However the state is left (release, Escape, another tool), the ghost goes. */
  override exit(ed: EditorApi): void {
    ed.setSession({ squadAnchor: null });
  }
  override move(ed: EditorApi): void {
    ed.changed();
  }
  override up(ed: EditorApi, e: PointerEvt): void {
    const anchor = ed.session.squadAnchor;
    this.tool.transition(ed, 'idle');
    if (anchor) placeSquad(ed, anchor, e.world);
  }
  override cancel(ed: EditorApi): boolean {
    this.tool.transition(ed, 'idle');
    return true;
  }
  /** The squad as it would stand, following the pointer while its facing is dragged. */
  override view(ed: EditorApi): ToolView {
    const anchor = ed.session.squadAnchor;
    return anchor ? { ghosts: squadPreview(ed, anchor, ed.inputs.pointer) } : {};
  }
}

/** The squad at `anchor` facing `toward`, one undo step, selected; refused in words when it cannot fit. */
function placeSquad(ed: EditorApi, anchor: Vec, toward: Vec): void {
  const tpl = squadTemplate(ed.session.placing.squadTemplate);
  if (!tpl) return;
  const size = tpl.members.reduce((n, m) => n + m.count, 0);
  const squadId = freshSquadId(ed.doc, tpl.side === 'German' ? 'gruppe' : 'squad', size);
  const r = squadPlacement(ed, anchor, toward, squadId);
  if (!r) return;
  if (!r.ok) {
    ed.notify(`Not placed: ${r.message}`);
    return;
  }
  const next = addModels(ed.doc, r.models);
  ed.commit(next);
  ed.select(next.models.slice(-r.models.length).map((m) => m.id));
  if (r.moved > 0) ed.notify(`The ${tpl.name} was moved ${r.moved.toFixed(1)} in onto the table to keep its ${ed.session.placing.formation} whole.`);
}

export class SquadTool extends StateTool<{ idle: SquadIdle; aiming: SquadAiming }> {
  readonly id = 'squad';
  readonly label = 'Squad';
  readonly shortcut = 's';
  protected readonly states = { idle: new SquadIdle(this), aiming: new SquadAiming(this) };
}

export class TerrainTool extends ClickTool {
  readonly id = 'terrain';
  readonly label = 'Terrain';
  readonly shortcut = 't';
  place(ed: EditorApi, at: Vec): void {
    const kind = ed.session.placing.terrainKind;
    const piece = newTerrainPiece(kind, ed.freshId(kind), at);
    ed.commit(addTerrain(ed.doc, [piece]));
    ed.select([piece.id]);
  }
}

export class ObjectiveTool extends ClickTool {
  readonly id = 'objective';
  readonly label = 'Objective';
  readonly shortcut = 'o';
  place(ed: EditorApi, at: Vec): void {
    const id = ed.freshId('objective');
    ed.commit(addObjective(ed.doc, { id, name: `Objective ${ed.doc.objectives.length + 1}`, ...at }));
    ed.select([id]);
  }
}
