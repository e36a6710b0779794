/** What the table shows for the play state: a pure function of it (the play tool's `view`). */
import { blastRadius } from '../../../../engine/games/combat-patrol/preview';
import { weapons } from '../../../../engine/games/combat-patrol/data';
import { NOTHING_TO_DRAW, type ToolView } from '../../table/editor/tool-view';
import type { PlayData } from './play-types';

export function overlayOf(s: PlayData): ToolView {
  if (s.replayed) return { play: s.replayed };
  const v = s.input?.view;
  const q = v?.question;
  if (q?.kind === 'scatter') {
    // A grenade scattering: where it lies now, and its blast there, walked an inch at a time.
    const thrown = v?.last?.action;
    const radius = blastRadius(weapons.find((x) => thrown?.type === 'fire' && x.id === thrown.weapon));
    return { play: { circle: { center: q.at, radius, text: `the grenade: inch ${q.inch} of ${q.of} next` } } };
  }
  if (s.mode === 'measure') {
    const m = s.measured;
    return m ? { play: { measure: { from: m.from, to: m.to, status: m.check.status, text: `${(Math.round(m.check.distance * 10) / 10).toFixed(1)} in · ${m.check.status === 'clear' ? 'clear sight' : m.check.reason}` } } } : NOTHING_TO_DRAW;
  }
  if (q?.kind === 'snap-fire' && s.snap && s.input?.mine) return { play: s.snap.shown.overlay };
  const play = s.plan?.shown.overlay ?? s.grenade?.shown.overlay ?? s.arcDraft?.overlay ?? s.aimed?.shown.overlay;
  return play ? { play } : NOTHING_TO_DRAW;
}
