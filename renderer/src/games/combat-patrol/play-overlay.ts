/**
 * What the play screen shows for the plan in hand, built from the engine's previews: a move being
 * dragged (its path, the allowance ring, inches left or the engine's refusal), a shot aimed at a
 * target (chance with every modifier, the wound bands, the range band), a machine-gun arc turned to
 * a bearing (everyone in it with his odds), Spray's circle, a grenade's target point.
 */
import type { Vec } from '../../../../engine/geometry/vec';
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import { ARC_BULLETS, gambleOffer, pointAlong, previewContact, reactionNeed, previewFire, previewSnap, previewGrenade, previewMove, rangeBand, WOUND_BAND_WORDS, type FireOdds, type GambleOffer, type MovePreview } from '../../../../engine/games/combat-patrol/preview';
import type { PlayOverlay } from '../../table/editor/tool-view';

const pct = (p: number): string => `${Math.round(p * 100)}%`;
const at = (v: CombatPatrolView, id: string): Vec => {
  const m = v.soldiers.find((x) => x.id === id);
  return m ? { x: m.x, y: m.y } : { x: 0, y: 0 };
};

export interface MoveShown {
  overlay: PlayOverlay;
  preview: MovePreview;
  /** "3.5 in left of 5 in" or the refusal. */
  words: string;
  /** The path as it would be sent: a drop onto a man moved into base contact with him. */
  path: Vec[];
  /** The man he would end in base contact with, when the drop was snapped to him. */
  contact: string | null;
  /** A Run Move too long as it stands that a gamble on its difficult ground would make. */
  gamble: GambleOffer | null;
}

const nameIn = (v: CombatPatrolView, id: string): string => v.soldiers.find((m) => m.id === id)?.name ?? id;

/**
 * A move along `path` as the table shows it: the path (a drop onto a man snapped to base contact),
 * the allowance ring, the cost so far at each bend, inches left or the engine's refusal, the
 * dragged man's path beside it, and the gamble that would make a run too long for the ground.
 */
export function moveShown(v: CombatPatrolView, soldier: string, path: readonly Vec[], kind: 'move' | 'run', opts: { drag?: string } = {}, reach?: number): MoveShown {
  const engineKind = kind === 'run' ? 'run' : 'combat';
  const snapped = previewContact(v, soldier, path, engineKind, opts);
  const points = snapped ? snapped.path : path.map((p) => ({ x: p.x, y: p.y }));
  const preview = previewMove(v, soldier, points, engineKind, opts);
  const gamble = !preview.ok && kind === 'run' ? gambleOffer(v, soldier, points) : null;
  const from = at(v, soldier);
  const contact = snapped ? snapped.contact : null;
  const touching = contact ? `, in base contact with ${nameIn(v, contact)}` : '';
  const words = preview.ok ? `${fmt(preview.left)} in left of ${preview.allowance} in${touching}` : preview.message;
  const text = preview.ok ? `${fmt(preview.left)} in left${contact ? ' · contact' : ''}` : gamble ? `gamble ${gamble.inches} in?` : 'refused';
  // The cost so far at each bend (the end carries the words), so it can be seen growing leg by leg.
  const bends = preview.legs.slice(0, -1).map((l) => ({ at: l.to, text: `${fmt(l.total)} in` }));
  // The ring is how far he gets over open ground: the move's template (dragging a man, half the allowance).
  const overlay: PlayOverlay = { ring: { center: from, radius: reach ?? preview.allowance }, path: { from, points, ok: preview.ok, text, bends } };
  const dragged = opts.drag ? v.soldiers.find((m) => m.id === opts.drag) : undefined;
  if (dragged) {
    const dx = dragged.x - from.x;
    const dy = dragged.y - from.y;
    overlay.follow = { from: { x: dragged.x, y: dragged.y }, points: points.map((p) => ({ x: p.x + dx, y: p.y + dy })) };
  }
  return { preview, words, overlay, path: points, contact, gamble };
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/** One line per soldier the fire touches: his chance to be hit and to be put out of action. */
export interface OddsLine {
  id: string;
  name: string;
  hit: string | null;
  /** His chance to be hit at least once (a burst, an arc's D2-1 bullets), or null for a single shot or none. */
  hitOnce: string | null;
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
  const many = odds.plan.kind === 'arc' || (odds.plan.kind === 'aimed' && odds.plan.shots > 1);
  return odds.models.map((m) => ({ id: m.id, name: m.name, hit: m.shot ? pct(m.shot.chance) : null, hitOnce: many ? pct(m.hitAtLeastOnce) : null, outOfAction: pct(m.outOfAction), pinned: pct(m.pinned + m.suppressed) }));
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
      const radius = plan.radius;
      const target = at(v, plan.target);
      return {
        odds, lines, wounds, range: w ? rangeBand(plan.distance, w.optimum, w.maximum) : null,
        headline: `Spray: every man within ${radius} in of ${v.soldiers.find((m) => m.id === plan.target)?.name} takes a Reaction Test (${plan.affected.length} caught)`,
        overlay: { aim: { from, to: target, text: '' }, circle: { center: target, radius, text: `Spray ${radius} in: ${plan.affected.length} caught` }, highlight: plan.affected.map((x) => x.id) },
      };
    }
    case 'arc': {
      return {
        odds, lines, wounds, range: null,
        headline: `${plan.weapon.name} arc on bearing ${Math.round(plan.bearing)}°: ${plan.models.length} in it, each takes ${ARC_BULLETS.words} bullets and a Reaction Test`,
        overlay: { arc: { ...plan.sector, text: `${plan.models.length} in the arc` }, highlight: plan.models.map((x) => x.id) },
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
  const blast = g.plan.blast;
  // The most the roll allows: every inch of the worst scatter in one line (the players choose each inch's direction).
  const most = Math.max(0, ...g.spread.map((x) => x.furthest));
  const words = `${fmt(g.plan.distance)} in, in range: lands on the point ${pct(g.onTarget)}, dropped ${pct(g.dropped)}; it can end up to ${most} in from the point (the dashed circle). ${g.words}`;
  return {
    ok: true, words,
    overlay: { aim: { from, to: point, text: '' }, circle: { center: point, radius: blast, text: `blast ${blast} in` }, ...(most > 0 ? { reach: { center: point, radius: most, text: `may land up to ${most} in away` } } : {}) },
  };
}

export interface SnapShown {
  overlay: PlayOverlay;
  /** His chance to hit the runner there (null when he cannot shoot there). */
  chance: number | null;
  /** The odds in words, or why he cannot shoot there. */
  words: string;
  /** Where on the table the point is, for words beside it. */
  at: Vec;
  odds: FireOdds;
}

/** A Snap Fire by `shooter` at the runner `along` inches into his run: the run, the lit shooters, the point and its odds. */
export function snapShown(v: CombatPatrolView, shooter: string, along: number): SnapShown {
  const q = v.question;
  const path = q && q.kind === 'snap-fire' ? q.path : [];
  const point = path.length ? pointAlong(path, along) : { x: 0, y: 0 };
  const odds = previewSnap(v, shooter, along);
  const shot = odds.ok ? odds.models[0]?.shot : undefined;
  const from = at(v, shooter);
  const lit = q && q.kind === 'snap-fire' ? q.options.map((o) => o.shooter) : [];
  const [start, ...rest] = path;
  const overlay: PlayOverlay = {
    highlight: lit,
    ...(start ? { path: { from: start, points: rest, ok: true, text: 'his run' } } : {}),
    marker: { at: point, text: '' },
    aim: { from, to: point, text: shot ? pct(shot.chance) : 'no shot' },
  };
  return { overlay, chance: shot ? shot.chance : null, words: shot ? shot.words : odds.ok ? '' : odds.error.message, at: point, odds };
}

const signed = (n: number): string => (n > 0 ? `+${n}` : `${n}`);

/**
 * The words beside a man the fire in hand would touch: the roll needed and every modifier, the
 * chance he is hit at least once (a burst's shots, an arc's D2-1 bullets), his Reaction Test with
 * its own modifiers, the chance of each end, and each wound band if hit. Empty when the fire does
 * not touch him.
 */
export function fireTip(v: CombatPatrolView, shown: FireShown, id: string): string[] {
  const o = shown.odds;
  if (!o.ok) return [];
  const m = o.models.find((x) => x.id === id);
  const man = v.soldiers.find((x) => x.id === id);
  if (!m || !man) return [];
  const plan = o.plan;
  const lines: string[] = [];
  if (m.shot) {
    const shots = plan.kind === 'aimed' ? plan.shots : 1;
    lines.push(`${m.name}: needs ${m.shot.neededText}, ${pct(m.shot.chance)} ${plan.kind === 'arc' ? 'a bullet' : shots > 1 ? 'each shot' : 'to hit'}`);
    const acc = plan.kind === 'aimed' ? plan.setup.accuracy : plan.kind === 'arc' ? (plan.models.find((x) => x.id === id)?.setup.accuracy ?? 0) : 0;
    lines.push(`accuracy ${acc}+`, ...m.shot.modifiers.map((x) => `${x.reason} ${signed(x.value)}`));
    if (plan.kind === 'arc' || shots > 1) lines.push(`hit at least once: ${pct(m.hitAtLeastOnce)}${plan.kind === 'arc' ? ` (${ARC_BULLETS.words} bullets: none half the time)` : ` (${shots} shots)`}`);
  } else {
    lines.push(`${m.name}: no shot at him, a Reaction Test`);
  }
  // His Reaction Test, as the fire would set it (a miss makes him test; an arc or a Spray always does).
  const able = man.condition === 'ok' || man.condition === 'flesh' || man.condition === 'light';
  const setup = plan.kind === 'aimed' ? plan.reaction : plan.kind === 'spray' ? plan.affected.find((x) => x.id === id)?.reaction : plan.kind === 'arc' ? plan.models.find((x) => x.id === id)?.reaction : undefined;
  if (setup && able) lines.push(`${plan.kind === 'aimed' ? 'if missed, his Reaction Test' : 'his Reaction Test'} ${reactionNeed(v, setup, man.pinned).words}`);
  else if (!able) lines.push('out of the fight: no Reaction Test');
  lines.push(`out of action ${pct(m.outOfAction)} · pinned ${pct(m.pinned)} · suppressed ${pct(m.suppressed)}`);
  if (m.shot) lines.push(`if hit: ${woundWords(o)}`);
  return lines;
}
