/**
 * A Combat Patrol! replay point drawn on the battle table: the action that led to it, shown with
 * the play screen's own overlays. A move or run is its path from where the soldier stood; a shot,
 * burst, Spray or machine-gun arc is what the player saw when aiming it (play-overlay's fireShown
 * on the view just before, so the same line, odds and men caught); a grenade its aim and blast; a
 * scatter inch the grenade's trail from where it was to where that inch took it. Plain and tested.
 */
import type { CombatPatrolAction, CombatPatrolView } from '../../../../engine/games/combat-patrol/battle/types';
import { scatterInch } from '../../../../engine/games/combat-patrol/preview';
import type { PlayOverlay } from '../../table/editor/tool-view';
import { pathLength } from '../combat-patrol/play-geometry';
import { fireShown, grenadeShown } from '../combat-patrol/play-overlay';

export interface BattleLast {
  seat: number;
  action: unknown;
  before: CombatPatrolView;
}

export interface BattleStepShown {
  overlay: PlayOverlay;
  /** What the table shows, in words ("" when the action has nothing to draw). */
  words: string;
}

const fmt = (n: number): string => (Math.round(n * 10) / 10).toFixed(1);

/** The overlay and words for the point after `last` (null at the start of the battle: nothing to draw). */
export function battleStepShown(last: BattleLast | null, after: CombatPatrolView): BattleStepShown {
  if (!last) return { overlay: {}, words: '' };
  const v = last.before;
  const a = last.action as CombatPatrolAction;
  const who = (id: string) => v.soldiers.find((m) => m.id === id);
  switch (a.type) {
    case 'move':
    case 'run':
    case 'first-aid': {
      const m = who(a.soldier);
      if (!m) return { overlay: {}, words: '' };
      const from = { x: m.x, y: m.y };
      const inches = fmt(pathLength(from, a.path));
      const verb = a.type === 'run' ? 'runs' : 'moves';
      return { overlay: { path: { from, points: a.path, ok: true, text: `${inches} in` }, highlight: [m.id] }, words: `${m.name} ${verb} ${inches} in.` };
    }
    case 'fire': {
      const m = who(a.soldier);
      if (a.at && a.method === 'special' && !a.target && a.bearing === undefined) {
        const g = grenadeShown(v, a.soldier, a.at, a.weapon);
        return { overlay: g.overlay, words: `${m?.name ?? 'He'} throws a grenade.` };
      }
      const shown = fireShown(v, a);
      const target = a.target ? who(a.target) : undefined;
      const words = target ? `${m?.name ?? 'He'} fires at ${target.name}: ${shown.headline}` : `${m?.name ?? 'He'} fires: ${shown.headline}`;
      return { overlay: shown.overlay, words };
    }
    case 'scatter': {
      const q = v.question;
      if (q?.kind !== 'scatter') return { overlay: {}, words: '' };
      const to = after.question?.kind === 'scatter' ? after.question.at : scatterInch(q.at, a.bearing, v.scenario.table);
      const rest = q.inch === q.of;
      return {
        overlay: { trail: [q.at, to], circle: { center: to, radius: 0.5, text: rest ? 'at rest' : `inch ${q.inch} of ${q.of}` } },
        words: `The grenade scatters inch ${q.inch} of ${q.of}${rest ? ' and comes to rest' : ''}.`,
      };
    }
    case 'deploy': {
      const m = who(a.soldier);
      return { overlay: { highlight: [a.soldier] }, words: m ? `${m.name} is deployed.` : '' };
    }
    default:
      return { overlay: {}, words: '' };
  }
}
