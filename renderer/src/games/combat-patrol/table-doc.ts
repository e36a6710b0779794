/**
 * The table the play screen draws: the battle's scenario with its soldiers where they stand now
 * (dead men off the table), so the editor's stage, camera and overlays draw a battle as they draw
 * a scenario. The document is rebuilt from each view; only soldiers that changed get new objects,
 * and an unchanged list keeps its identity (the stage redraws by identity).
 */
import type { Soldier } from '../../../../engine/games/combat-patrol/battle/types';
import type { Scenario, ScenarioModel } from '../../../../engine/games/combat-patrol/types';
import { gunLoaded } from '../../../../engine/games/combat-patrol/preview';
import { woundBadge } from '../../table/editor/labels';

export function modelOf(m: Soldier): ScenarioModel {
  return {
    id: m.id, name: m.name, side: m.side, experience: m.experience, accuracy: m.accuracy, weaponId: m.weaponId,
    nco: m.nco, medic: m.medic, x: m.x, y: m.y, facing: m.facing, squadId: m.squadId,
  };
}

/** The scenario with the living soldiers as its models (the dead are removed from the table). */
export function tableDoc(scenario: Scenario, soldiers: readonly Soldier[]): Scenario {
  return { ...scenario, models: soldiers.filter((m) => m.condition !== 'dead').map(modelOf) };
}

/** Short badges for a soldier on the table: wound, pinned, suppressed, ammunition, a gun to reload. */
export function badgesOf(m: Soldier): string[] {
  const out: string[] = [];
  const w = woundBadge(m.condition);
  if (w) out.push(m.condition === 'critical' && m.critical ? `critical (dies on ${m.critical.deathNumber}-)` : w);
  if (m.pinned) out.push('pinned');
  if (m.suppressed) out.push('suppressed');
  if (m.gun && !gunLoaded(m.weaponId, m.gun)) out.push('reload');
  const grenades = Object.entries(m.ammo).filter(([, n]) => n > 0);
  if (grenades.length && grenades.every(([, n]) => n <= 1)) out.push('1 grenade');
  return out;
}

/** What the table marks on each soldier in play: who has acted this turn, and his badges. */
export function playMarksOf(soldiers: readonly Soldier[]): { acted: Set<string>; badges: Map<string, string[]> } {
  return {
    acted: new Set(soldiers.filter((m) => m.activated).map((m) => m.id)),
    badges: new Map(soldiers.map((m) => [m.id, badgesOf(m)])),
  };
}
