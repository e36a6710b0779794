/** Words for the terrain library palette, the properties panel and a hovered model. */
import { bearingText, compassFromFacing } from '../../../../engine/games/combat-patrol/compass';
import { terrainKind, weapon } from '../../../../engine/games/combat-patrol/data';
import { grenadesCarried } from '../../../../engine/games/combat-patrol/grenades';
import { houseRulesOf } from '../../../../engine/games/combat-patrol/scenario';
import { STARTING_CONDITIONS, woundEffect } from '../../../../engine/games/combat-patrol/preview';
import type { Condition } from '../../../../engine/games/combat-patrol/rules/wounds';
import type { Scenario, ScenarioModel, StartingCondition, TerrainKind } from '../../../../engine/games/combat-patrol/types';

export function coverWords(c: 'none' | 'light' | 'heavy'): string {
  return c === 'none' ? 'no cover' : `${c} cover`;
}

/** "heavy cover · blocks sight · obstacle" for a library kind. */
export function kindEffects(k: Pick<TerrainKind, 'cover' | 'blocksSight' | 'difficult' | 'obstacle'>): string {
  const parts = [coverWords(k.cover)];
  if (k.blocksSight) parts.push('blocks sight');
  if (k.difficult) parts.push('difficult ground');
  if (k.obstacle) parts.push('obstacle');
  return parts.join(' · ');
}

/** The wound mark on a man's label, as the battle shows it ('light', 'critical'); none when unhurt or dead. */
export function woundBadge(c: Condition): string | null {
  return c === 'ok' || c === 'dead' ? null : c;
}

/** The editor's label badges: each man the scenario starts wounded carries his wound's mark, as in battle. */
export function startingBadges(models: readonly ScenarioModel[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const m of models) {
    const b = woundBadge(m.condition ?? 'ok');
    if (b) out.set(m.id, [b]);
  }
  return out;
}

const STARTS: Readonly<Record<StartingCondition, { words: string }>> = {
  ok: { words: 'unhurt' },
  flesh: { words: 'with a flesh wound' },
  light: { words: 'lightly wounded' },
  serious: { words: 'seriously wounded' },
  critical: { words: 'critically wounded' },
};

/** The editor's "Starts" choices: "Lightly wounded", with what the wound does in the wound chart's words ("no more Combat Moves, ..."). */
export const STARTING_CHOICES: readonly { value: StartingCondition; label: string; effect: string }[] = STARTING_CONDITIONS.map((value) => {
  const { words } = STARTS[value];
  const label = value === 'flesh' ? 'Flesh wound' : `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
  return { value, label, effect: value === 'ok' ? '' : woundEffect(value) };
});

/** "starts lightly wounded", or null for a man who starts unhurt. */
export function startsWords(m: ScenarioModel): string | null {
  return m.condition && m.condition !== 'ok' ? `starts ${STARTS[m.condition].words}` : null;
}

/** What hovering a model tells: name; side, weapon, experience; facing, grenades, NCO or medic, squad, a starting wound. */
export function modelSummary(doc: Scenario, m: ScenarioModel): string[] {
  const w = weapon(m.weaponId);
  const n = grenadesCarried(m, houseRulesOf(doc));
  const marks = [m.nco ? 'NCO' : '', m.medic ? 'medic' : '', m.squadId ? `squad ${m.squadId}` : '', startsWords(m) ?? ''].filter(Boolean);
  return [
    m.name,
    `${m.side} · ${w?.name ?? m.weaponId} · ${m.experience} ${m.accuracy}+`,
    [`facing ${bearingText(compassFromFacing(m.facing))}`, `${n} grenade${n === 1 ? '' : 's'}`, ...marks].join(' · '),
  ];
}

/** What a screen reader hears about the selection: the one piece picked, where it stands, or how many. */
export function selectionWords(doc: Scenario, selection: readonly string[]): string {
  if (selection.length === 0) return '';
  if (selection.length > 1) return `${selection.length} pieces selected`;
  const id = selection[0]!;
  const m = doc.models.find((x) => x.id === id);
  const at = (p: { x: number; y: number }) => `at ${p.x.toFixed(1)}, ${p.y.toFixed(1)} in`;
  if (m) {
    const [, kit, state] = modelSummary(doc, m);
    return `Selected ${m.name}: ${kit}; ${state}; ${at(m)}.`;
  }
  const o = doc.objectives.find((x) => x.id === id);
  if (o) return `Selected objective ${o.name} ${at(o)}.`;
  const t = doc.terrain.find((x) => x.id === id);
  if (t) return `Selected ${t.props.name ?? terrainKind(t.kind)?.name ?? t.kind}.`;
  const z = doc.deploymentZones.find((x) => x.id === id);
  return z ? `Selected ${z.label || `${z.side} deployment zone`}.` : '';
}
