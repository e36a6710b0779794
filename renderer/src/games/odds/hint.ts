/**
 * The Odds panel's hint in words. It names a best choice only when that choice beats the next by
 * more than the margin of their difference, worked out on the same deals (the services' `lead`);
 * otherwise the two are too close to call, and it says so rather than flip between them as the
 * figures refine. Plain, tested TypeScript.
 */
import type { OddsView } from '../../../../electron/api/contract';
import { chanceWords, pct } from './labels';

/** A difference of chances in percent with one decimal: 0.012 -> "1.2%". */
export function points(x: number): string {
  return `${(100 * Math.abs(x)).toFixed(1)}%`;
}

export type Hint =
  | { kind: 'best'; text: string }
  | { kind: 'too-close'; text: string };

/** The hint for the figures so far, or null when there is no choice to make (fewer than two). */
export function hintFor(view: Pick<OddsView, 'choices' | 'lead'>, label: (action: unknown) => string): Hint | null {
  const [first, second] = view.choices;
  if (!first || !second || !view.lead) return null;
  const { lead, margin } = view.lead;
  // The choices are listed best first just below: the hint names the best, or says the first two are too close.
  if (lead > margin) {
    return {
      kind: 'best',
      text: `Hint: ${label(first.action)}, the strongest choice: ${chanceWords(first.chance)} to win (${pct(first.chance)}), ${points(lead)} more often than the next on the same deals (+/- ${points(margin)}).`,
    };
  }
  return { kind: 'too-close', text: `Hint: the first two choices are too close to call: ${points(lead)} apart on the same deals, +/- ${points(margin)}.` };
}
