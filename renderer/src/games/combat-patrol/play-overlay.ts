/**
 * What the play screen shows for the plan in hand, built from the engine's previews: a move being
 * dragged (its path, the allowance ring, inches left or the engine's refusal), a shot aimed at a
 * target (chance with every modifier, the wound bands, the range band), a machine-gun arc turned to
 * a bearing (everyone in it with his odds), Spray's circle, a grenade's target point.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import { previewFire, previewGrenade, previewMove, rangeBand, WOUND_BAND_WORDS, type FireOdds, type MovePreview } from '../../../../engine/games/combat-patrol/preview';
import type { PlayOverlay } from '../../table/editor/tool-view';
import { arcSector } from './play-geometry';

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const at = (v: CombatPatrolView, id: string): Vec => {
  const m = v.soldiers.find((x) => x.id === id);
  return m ? { x: m.x, y: m.y } : { x: 0, y: 0 };
};

export interface MoveShown {
  overlay: PlayOverlay;
  preview: MovePreview;
  /** "3.5 in left of 6 in" or the refusal. */
  words: string;
}

export function moveShown(v: CombatPatrolView, soldier: string, path: readonly Vec[], kind: 'move' | 'run'): MoveShown {
  const preview = previewMove(v, soldier, path, kind === 'run' ? 'run' : 'combat');
  const from = at(v, soldier);
  const words = preview.ok ? `${fmt(preview.left)} in left of ${preview.allowance} in` : preview.message;
  const text = preview.ok ? `${fmt(preview.left)} in left` : 'refused';
  return { preview, words, overlay: { ring: { center: from, radius: preview.allowance }, path: { from, points: path, ok: preview.ok, text } } };
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/** One line per soldier the fire touches: his chance to be hit and to be put out of action. */
export interface OddsLine {
  id: string;
  name: string;
  hit: string | null;
  outOfAction: string;
  pinned: string;
}

export interface FireShown {
  overlay: PlayOverlay;
  odds: FireOdds;
  /** The modifiers in words ("needs 6+ (accuracy 5+; light cover: wooden fence -1): 50%"). */
  headline: string;
  /** The range band, for an aimed shot or Spray. */
  range: string | null;
  /** "killed 5%, critical wound 10%, ..." */
  wounds: string;
  lines: OddsLine[];
}

function linesOf(odds: FireOdds): OddsLine[] {
  if (!odds.ok) return [];
  return odds.models.map((m) => ({ id: m.id, name: m.name, hit: m.shot ? pct(m.shot.chance) : null, outOfAction: pct(m.outOfAction), pinned: pct(m.pinned + m.suppressed) }));
}

function woundWords(odds: FireOdds): string {
  if (!odds.ok) return '';
  return (['dead', 'critical', 'serious', 'light', 'flesh', 'none'] as const).map((b) => `${WOUND_BAND_WORDS[b]} ${pct(odds.wounds[b])}`).join(', ');
}

/** The odds of a fire action (aimed, burst, Spray or arc) with what the table shows for it. */
export function fireShown(v: CombatPatrolView, a: Extract<CombatPatrolAction, { type: 'fire' }>): FireShown {
  const odds = previewFire(v, a.soldier, { weapon: a.weapon, method: a.method, ...(a.target ? { target: a.target } : {}), ...(a.bearing !== undefined ? { bearing: a.bearing } : {}), ...(a.at ? { at: a.at } : {}) });
  const from = at(v, a.soldier);
  if (!odds.ok) return { overlay: {}, odds, headline: odds.error.message, range: null, wounds: '', lines: [] };
  const plan = odds.plan;
  const lines = linesOf(odds);
  const wounds = woundWords(odds);
  const w = weapons.find((x) => x.id === a.weapon);
  switch (plan.kind) {
    case 'aimed': {
      const shot = odds.models[0]?.shot;
      const headline = shot ? `${plan.shots > 1 ? `${plan.shots} shots, each ` : ''}${shot.words}` : '';
      return { odds, headline, lines, wounds, range: w ? rangeBand(plan.distance, w.optimum, w.maximum) : null, overlay: { aim: { from, to: plan.at, text: shot ? pct(shot.chance) : '' }, highlight: [plan.target] } };
    }
    case 'spray': {
      const radius = plan.weapon.special?.kind === 'spray' ? plan.weapon.special.radius : 3;
      const target = at(v, plan.target);
      return {
        odds, lines, wounds, range: w ? rangeBand(plan.distance, w.optimum, w.maximum) : null,
        headline: `Spray: every man within ${radius} in of ${v.soldiers.find((m) => m.id === plan.target)?.name} takes a Reaction Test (${plan.affected.length} caught)`,
        overlay: { aim: { from, to: target, text: '' }, circle: { center: target, radius, text: `Spray ${radius} in: ${plan.affected.length} caught` }, highlight: plan.affected.map((x) => x.id) },
      };
    }
    case 'arc': {
      const mg = plan.weapon.special?.kind === 'machine-gun' ? plan.weapon.special : null;
      const sector = arcSector(from, plan.bearing, plan.weapon.optimum, mg?.arcDegrees ?? 45);
      return {
        odds, lines, wounds, range: null,
        headline: `${plan.weapon.name} arc on bearing ${Math.round(plan.bearing)}°: ${plan.models.length} in it, each takes D2-1 bullets and a Reaction Test`,
        overlay: { arc: { ...sector, text: `${plan.models.length} in the arc` }, highlight: plan.models.map((x) => x.id) },
      };
    }
    case 'grenade':
      return { odds, lines, wounds, range: null, headline: `${plan.weapon.name} at ${fmt(plan.distance)} in`, overlay: { aim: { from, to: plan.at, text: '' } } };
  }
}

export interface GrenadeShown {
  overlay: PlayOverlay;
  ok: boolean;
  words: string;
}

/** A grenade aimed at a point: the in-range check and its chance to land on target, or the refusal. */
export function grenadeShown(v: CombatPatrolView, thrower: string, point: Vec, weapon: string): GrenadeShown {
  const g = previewGrenade(v, thrower, point, weapon);
  const from = at(v, thrower);
  if (!g.ok) return { ok: false, words: g.error.message, overlay: { aim: { from, to: point, text: 'refused' } } };
  const w = weapons.find((x) => x.id === weapon);
  const blast = w?.special?.kind === 'grenade' ? w.special.blastRadius : 2;
  const words = `${fmt(g.plan.distance)} in, in range: lands on the point ${pct(g.onTarget)}, dropped ${pct(g.dropped)}. ${g.words}`;
  return { ok: true, words, overlay: { aim: { from, to: point, text: '' }, circle: { center: point, radius: blast, text: `blast ${blast} in` } } };
}
