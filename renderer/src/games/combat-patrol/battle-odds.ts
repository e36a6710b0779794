/**
 * The battle odds panel's words: each side's chance to win and its margin, which side is to act,
 * and the draws (what neither side wins), from the services' figures (odds.run's `sides`).
 */
import type { OddsView } from '../../../../electron/api/contract';
import { pct } from '../odds/labels';

/** The margin the battle odds refine to: +/-3% (95%). */
export const BATTLE_MARGIN = 0.03;

/** Seat 0 plays the US side, seat 1 the German side. */
const SIDE_NAMES = ['US', 'German'] as const;

export interface SideLine {
  seat: number;
  name: string;
  /** "48%". */
  pct: string;
  /** "3%" (one decimal under 1%). */
  margin: string;
  /** This side is to act now. */
  toAct: boolean;
  /** The draws' share, "7%" (the same on each line). */
  draw: string;
}

export function marginText(m: number): string {
  return m < 0.0095 ? `${(100 * m).toFixed(1)}%` : `${Math.round(100 * m)}%`;
}

/** Each side's line, US first; null before any figure (or for a game that gives no sides). */
export function battleSides(view: OddsView | null, toAct: string | null, seatNames: readonly string[] = []): SideLine[] | null {
  const sides = view?.sides;
  if (!view || !sides || sides.length !== 2 || view.games === 0) return null;
  const draw = pct(Math.max(0, 1 - sides[0]!.chance - sides[1]!.chance));
  return sides.map((s) => {
    const side = SIDE_NAMES[s.seat] ?? seatNames[s.seat] ?? `Seat ${s.seat + 1}`;
    return { seat: s.seat, name: side, pct: pct(s.chance), margin: marginText(s.margin), toAct: toAct === side, draw };
  });
}
