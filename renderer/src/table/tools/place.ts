/**
 * Tools that put things on the table with a click: one model, a whole squad (press where the
 * leader stands, drag toward where they face, release), a terrain piece from the library, an
 * objective marker. Each new item is selected so it can be moved or edited at once.
 *
 *   model, terrain, objective: idle --click--> idle (one undo step each)
 *   squad: idle --down--> aiming --up--> idle (Escape while aiming: nothing placed)
 */
import { bearing, distance, type Vec } from '../../../../engine/geometry/vec';
import { accuracyFor, squadTemplate } from '../../../../engine/games/combat-patrol/data';
import { placeSquadOnTable, type PlaceOnTableResult } from '../../../../engine/games/combat-patrol/formation';
import { newTerrainPiece } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { addModels, addObjective, addTerrain, freshSquadId, onTable } from '../editor/document';
import { defaultFacing } from '../editor/session';
import type { ToolView } from '../editor/tool-view';
import type { EditorApi, PointerEvt, Tool } from './types';

export class ModelTool implements Tool {
  readonly id = 'model';
  readonly label = 'Model';
  readonly shortcut = 'm';
  readonly state = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const t = ed.session.placing.model;
    const at = onTable(ed.doc, e.world);
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
  move(): void {}
  up(): void {}
  cancel(): boolean {
    return false;
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

export class SquadTool implements Tool {
  readonly id = 'squad';
  readonly label = 'Squad';
  readonly shortcut = 's';
  state: 'idle' | 'aiming' = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    this.state = 'aiming';
    ed.setSession({ squadAnchor: onTable(ed.doc, e.world) });
  }
  move(ed: EditorApi, e: PointerEvt): void {
    if (this.state === 'aiming') ed.changed();
    void e;
  }
  up(ed: EditorApi, e: PointerEvt): void {
    const anchor = ed.session.squadAnchor;
    if (this.state !== 'aiming' || !anchor) return;
    this.state = 'idle';
    ed.setSession({ squadAnchor: null });
    const tpl = squadTemplate(ed.session.placing.squadTemplate);
    if (!tpl) return;
    const size = tpl.members.reduce((n, m) => n + m.count, 0);
    const squadId = freshSquadId(ed.doc, tpl.side === 'German' ? 'gruppe' : 'squad', size);
    const r = squadPlacement(ed, anchor, e.world, squadId);
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
  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') return false;
    this.state = 'idle';
    ed.setSession({ squadAnchor: null });
    return true;
  }
  /** The squad as it would stand, following the pointer while its facing is dragged. */
  view(ed: EditorApi): ToolView {
    const anchor = ed.session.squadAnchor;
    return anchor ? { ghosts: squadPreview(ed, anchor, ed.inputs.pointer) } : {};
  }
}

export class TerrainTool implements Tool {
  readonly id = 'terrain';
  readonly label = 'Terrain';
  readonly shortcut = 't';
  readonly state = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const kind = ed.session.placing.terrainKind;
    const piece = newTerrainPiece(kind, ed.freshId(kind), e.world);
    ed.commit(addTerrain(ed.doc, [piece]));
    ed.select([piece.id]);
  }
  move(): void {}
  up(): void {}
  cancel(): boolean {
    return false;
  }
}

export class ObjectiveTool implements Tool {
  readonly id = 'objective';
  readonly label = 'Objective';
  readonly shortcut = 'o';
  readonly state = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    const id = ed.freshId('objective');
    ed.commit(addObjective(ed.doc, { id, name: `Objective ${ed.doc.objectives.length + 1}`, ...e.world }));
    ed.select([id]);
  }
  move(): void {}
  up(): void {}
  cancel(): boolean {
    return false;
  }
}
