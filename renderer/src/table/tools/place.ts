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
import { placeSquad } from '../../../../engine/games/combat-patrol/formation';
import { newTerrainPiece } from '../../../../engine/games/combat-patrol/scenario';
import type { ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { addModels, addObjective, addTerrain, onTable } from '../editor/document';
import { defaultFacing } from '../editor/session';
import type { EditorApi, PointerEvt, Tool } from './types';

export class ModelTool implements Tool {
  readonly id = 'model' as const;
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

/** Where a squad's members would stand: the engine's formation from an anchor toward the pointer. */
export function squadPreview(ed: Pick<EditorApi, 'session'>, anchor: Vec, toward: Vec | null, squadId = 'preview'): ScenarioModel[] {
  const tpl = squadTemplate(ed.session.placing.squadTemplate);
  if (!tpl) return [];
  const facing = toward && distance(anchor, toward) > 0.5 ? Math.round(bearing(anchor, toward)) : defaultFacing(tpl.side);
  return placeSquad({ template: tpl, squadId, at: anchor, facing, formation: ed.session.placing.formation });
}

export class SquadTool implements Tool {
  readonly id = 'squad' as const;
  state: 'idle' | 'aiming' = 'idle';
  down(ed: EditorApi, e: PointerEvt): void {
    if (e.button !== 0) return;
    ed.session.squadAnchor = onTable(ed.doc, e.world);
    this.state = 'aiming';
    ed.changed();
  }
  move(ed: EditorApi, e: PointerEvt): void {
    if (this.state === 'aiming') ed.changed();
    void e;
  }
  up(ed: EditorApi, e: PointerEvt): void {
    const anchor = ed.session.squadAnchor;
    if (this.state !== 'aiming' || !anchor) return;
    this.state = 'idle';
    ed.session.squadAnchor = null;
    const tpl = squadTemplate(ed.session.placing.squadTemplate);
    const squadId = ed.freshId(tpl?.side === 'German' ? 'gruppe' : 'squad');
    const models = squadPreview(ed, anchor, e.world, squadId);
    ed.commit(addModels(ed.doc, models));
    ed.select(models.map((m) => m.id));
  }
  cancel(ed: EditorApi): boolean {
    if (this.state === 'idle') return false;
    this.state = 'idle';
    ed.session.squadAnchor = null;
    ed.changed();
    return true;
  }
}

export class TerrainTool implements Tool {
  readonly id = 'terrain' as const;
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
  readonly id = 'objective' as const;
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
