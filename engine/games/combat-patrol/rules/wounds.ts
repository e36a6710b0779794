/**
 * The wound chart (2D10, the source's bands) and a soldier's condition. A hit rolls 2D10 (+2 for a
 * grenade) and the band gives the effect. Our ruling where the chart is silent: a soldier's
 * condition is his worst wound so far; a wound no worse than it changes nothing.
 */
export type WoundBand = 'none' | 'flesh' | 'light' | 'serious' | 'critical' | 'dead';

/** A soldier's state of health: his worst wound, or 'ok'. */
export type Condition = 'ok' | 'flesh' | 'light' | 'serious' | 'critical' | 'dead';

/**
 * How a scenario may start a man (its `condition` field): unhurt or with any wound of the chart.
 * Never dead: a dead man is simply not on the table.
 */
export type StartingCondition = Exclude<Condition, 'dead'>;
export const STARTING_CONDITIONS: readonly StartingCondition[] = ['ok', 'flesh', 'light', 'serious', 'critical'];

export interface ChartRow {
  min: number;
  max: number;
  band: WoundBand;
  name: string;
  effect: string;
}

/** The source's chart, 2 to 20 (our words for the effects). */
export const WOUND_CHART: readonly ChartRow[] = [
  { min: 2, max: 4, band: 'none', name: 'no effect', effect: 'the bullet hits kit, not the man' },
  { min: 5, max: 8, band: 'flesh', name: 'flesh wound', effect: 'no more Run Moves' },
  { min: 9, max: 13, band: 'light', name: 'light wound', effect: 'no more Combat Moves, -1 to all his shooting; may be dragged' },
  { min: 14, max: 17, band: 'serious', name: 'serious wound', effect: 'takes no further action this game; may be dragged' },
  { min: 18, max: 18, band: 'critical', name: 'critical wound', effect: 'will die without aid: a D6 death roll at each activation' },
  { min: 19, max: 20, band: 'dead', name: 'killed', effect: 'removed from play' },
];

export const CHART_MIN = 2;
export const CHART_MAX = 20;

/**
 * The band of a wound roll total (2D10 plus any bonus). A total above 20 (a grenade's +2) reads as
 * 20: killed.
 */
export function woundBand(total: number): WoundBand {
  const t = Math.min(CHART_MAX, Math.max(CHART_MIN, total));
  for (const row of WOUND_CHART) if (t >= row.min && t <= row.max) return row.band;
  return 'dead';
}

export function chartRow(band: WoundBand): ChartRow {
  return WOUND_CHART.find((r) => r.band === band) as ChartRow;
}

const RANK: Readonly<Record<Condition, number>> = { ok: 0, flesh: 1, light: 2, serious: 3, critical: 4, dead: 5 };

export function conditionRank(c: Condition): number {
  return RANK[c];
}

/** The condition after a wound of `band`: the worse of the two. */
export function worsen(c: Condition, band: WoundBand): Condition {
  if (band === 'none') return c;
  return RANK[band] > RANK[c] ? band : c;
}

/** Still in the fight: unhurt, or a flesh or light wound. */
export function isAble(c: Condition): boolean {
  return c === 'ok' || c === 'flesh' || c === 'light';
}

/** Seriously or critically wounded, or dead: a casualty for breaking and after-action counts. */
export function isOutOfAction(c: Condition): boolean {
  return !isAble(c);
}

/** Words for a condition: "unhurt", "lightly wounded". */
export const CONDITION_WORDS: Readonly<Record<Condition, string>> = {
  ok: 'unhurt',
  flesh: 'flesh wound',
  light: 'lightly wounded',
  serious: 'seriously wounded',
  critical: 'critically wounded',
  dead: 'dead',
};

/** The chance of each band on 2D10 + `bonus`, exact (each of the 100 rolls weighs 1/100). */
export function woundBandOdds(bonus = 0): Record<WoundBand, number> {
  const out: Record<WoundBand, number> = { none: 0, flesh: 0, light: 0, serious: 0, critical: 0, dead: 0 };
  for (let a = 1; a <= 10; a++) for (let b = 1; b <= 10; b++) out[woundBand(a + b + bonus)] += 1 / 100;
  return out;
}
