/**
 * A scenario's battle settings: how long the fight lasts, how it is won, who deploys and who moves
 * first. Optional fields of the scenario document (`battle`); a scenario made before they existed,
 * or one that leaves a field out, takes the defaults below. Checked field by field like the rest of
 * the document, and never filled in silently: `battleSettingsOf` merges the defaults when read.
 */
import { FIELD_RANGES as RANGE } from './limits';
import type { Side } from './types';

export interface BattleSettings {
  /** Turns the battle lasts; when the last one ends, objectives decide (or it is a draw). */
  turnLimit: number;
  /** Who activates first in turn 1: 'initiative' rolls for it as every later turn does, or a side. */
  firstMove: 'initiative' | Side;
  /** 'as-placed': the soldiers start where the scenario stands them; 'zones': each side may first re-place its men inside its deployment zone. */
  deployment: 'as-placed' | 'zones';
  /** With 'zones': the side that places its men first. */
  deployFirst: Side;
  /** A side with this percentage of its soldiers out of action (seriously or critically wounded, or dead) is broken and loses; null: fight on to the last man. */
  breakPercent: number | null;
  /** With objectives on the table: a side holds one when a soldier of his still able to fight is within this many inches and no enemy able to fight is. */
  objectiveRadius: number;
  /** Whether holding more objectives at the end of the last turn wins (when the scenario has objectives). */
  objectives: boolean;
}

export const DEFAULT_BATTLE: Readonly<BattleSettings> = {
  turnLimit: 8,
  firstMove: 'initiative',
  deployment: 'as-placed',
  deployFirst: 'German',
  breakPercent: 50,
  objectiveRadius: 3,
  objectives: true,
};

/** Our words for each setting, for the scenario editor and the rules page. */
export const battleSettingExplanations: Readonly<Record<keyof BattleSettings, string>> = {
  turnLimit: 'Turns the battle lasts. When the last turn ends, the side holding more objectives wins; otherwise it is a draw.',
  firstMove: 'Who activates first in turn 1: roll for initiative (as every later turn does), or the side named.',
  deployment: "'as-placed': soldiers start where the scenario stands them; 'zones': each side first re-places its men inside its deployment zone.",
  deployFirst: 'With zones: the side that places its men first.',
  breakPercent: 'A side with this percentage of its men out of action (seriously or critically wounded, or dead) breaks and loses the battle; men who start it so count neither way. Empty: fight to the last man.',
  objectiveRadius: 'A side holds an objective when one of its men able to fight is within this many inches of it and no enemy able to fight is.',
  objectives: 'Whether holding more objectives at the end of the last turn wins.',
};

/** The settings in force: the defaults, overridden by the scenario's own. */
export function battleSettingsOf(doc: { battle?: Partial<BattleSettings> }): BattleSettings {
  return { ...DEFAULT_BATTLE, ...(doc.battle ?? {}) };
}

export type BattleCheck = { ok: true; settings: Partial<BattleSettings> } | { ok: false; field: string; why: string };

const SIDES = ['US', 'German'];
const show = (v: unknown): string => JSON.stringify(v) ?? String(v);

/** Checks a scenario's `battle` object (`field` names it in messages); what passes is exactly what came in. */
export function checkBattleSettings(raw: unknown, field: string): BattleCheck {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return { ok: false, field, why: `must be an object, got ${show(raw)}` };
  const out: Partial<BattleSettings> = {};
  for (const [key, v] of Object.entries(raw as Record<string, unknown>)) {
    const f = `${field}.${key}`;
    const bad = (why: string): BattleCheck => ({ ok: false, field: f, why });
    switch (key) {
      case 'turnLimit':
        if (typeof v !== 'number' || !Number.isInteger(v) || v < RANGE.turnLimit.min || v > RANGE.turnLimit.max) return bad(`must be a whole number of turns from ${RANGE.turnLimit.min} to ${RANGE.turnLimit.max}, got ${show(v)}`);
        out.turnLimit = v;
        break;
      case 'firstMove':
        if (v !== 'initiative' && !SIDES.includes(v as string)) return bad(`must be one of initiative, US, German, got ${show(v)}`);
        out.firstMove = v as BattleSettings['firstMove'];
        break;
      case 'deployment':
        if (v !== 'as-placed' && v !== 'zones') return bad(`must be one of as-placed, zones, got ${show(v)}`);
        out.deployment = v;
        break;
      case 'deployFirst':
        if (!SIDES.includes(v as string)) return bad(`must be one of US, German, got ${show(v)}`);
        out.deployFirst = v as Side;
        break;
      case 'breakPercent':
        if (v !== null && (typeof v !== 'number' || !Number.isFinite(v) || v <= RANGE.breakPercent.above || v > RANGE.breakPercent.max)) return bad(`must be a percentage above ${RANGE.breakPercent.above} and at most ${RANGE.breakPercent.max}, or null, got ${show(v)}`);
        out.breakPercent = v as number | null;
        break;
      case 'objectiveRadius':
        if (typeof v !== 'number' || !Number.isFinite(v) || v < RANGE.objectiveRadius.min || v > RANGE.objectiveRadius.max) return bad(`must be from ${RANGE.objectiveRadius.min} to ${RANGE.objectiveRadius.max} inches, got ${show(v)}`);
        out.objectiveRadius = v;
        break;
      case 'objectives':
        if (typeof v !== 'boolean') return bad(`must be true or false, got ${show(v)}`);
        out.objectives = v;
        break;
      default:
        return bad(`is not a battle setting (${Object.keys(DEFAULT_BATTLE).join(', ')})`);
    }
  }
  return { ok: true, settings: out };
}
