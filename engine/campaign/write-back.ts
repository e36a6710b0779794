/**
 * Writing a finished game back to the roster (resources/rules/campaign.md, "After each game"):
 * a pure function from the roster and the game's report to the changed GIs, the replacements
 * who join, and each squad member's service-record line. The store commits all of it at once.
 */
import { nameCasualties } from './casualties';
import { improve, nextNco } from './experience';
import { draftGis, isAlive, isFit, replacementsDue } from './roster';
import type { CampaignRules, GameReport, Gi, ServiceEntry, SoldierResult, WoundSeverity, WriteBack } from './types';

/** Campaign games a wound keeps a GI out of (he sits out that many of the next games). */
export const GAMES_OUT: Record<WoundSeverity, number> = { flesh: 0, light: 1, serious: 2, critical: 3 };

export interface WriteBackContext {
  seed: number;
  /** This game's number in the campaign (0 for the first). */
  gameSeq: number;
  rules: CampaignRules;
  /** Today's date, YYYY-MM-DD, for replacements' joining date. */
  date: string;
  newId: (seq: number) => string;
}

export type WriteBackResult = { ok: true; value: WriteBack } | { ok: false; error: string };

/** Why a report cannot be written to this roster, or null. */
export function checkReport(roster: readonly Gi[], report: GameReport): string | null {
  const byId = new Map(roster.map((g) => [g.id, g]));
  if (report.squad.length === 0) return 'The game had no GIs from this campaign.';
  if (new Set(report.squad).size !== report.squad.length) return 'A GI appears twice in the squad.';
  for (const id of report.squad) {
    const g = byId.get(id);
    if (!g) return `GI ${id} is not on this campaign's roster.`;
    if (!isAlive(g)) return `${g.name} is ${g.status} and cannot take part.`;
  }
  if (!report.named === !report.unnamed) return 'A report names its soldiers or counts its casualties, one or the other.';
  for (const r of report.named ?? []) {
    if (!report.squad.includes(r.gi)) return `GI ${r.gi} was not in the squad.`;
    if (r.fate === 'wounded' && !r.severity) return 'A wound needs its severity.';
    if (!Number.isInteger(r.foes) || r.foes < 0) return 'Foes defeated must be a whole number, 0 or more.';
  }
  if (report.unnamed && (!Number.isInteger(report.unnamed.casualties) || report.unnamed.casualties < 0)) return 'Casualties must be a whole number, 0 or more.';
  return null;
}

/** Each squad member's result: the named ones as reported (unlisted = unhurt), or the unnamed ones given names. */
export function squadResults(report: GameReport, seed: number, gameSeq: number): SoldierResult[] {
  if (report.unnamed) return nameCasualties(report.squad, report.unnamed, seed, gameSeq);
  const named = new Map((report.named ?? []).map((r) => [r.gi, r]));
  return report.squad.map((gi) => named.get(gi) ?? { gi, fate: 'unhurt', foes: 0 });
}

export function writeBack(roster: readonly Gi[], report: GameReport, ctx: WriteBackContext): WriteBackResult {
  const error = checkReport(roster, report);
  if (error) return { ok: false, error };
  const gis = roster.map((g) => ({ ...g }));
  const byId = new Map(gis.map((g) => [g.id, g]));
  const changed = new Set<string>();

  // The wounded sit out one more game (this one), whoever played it.
  for (const g of gis) {
    if (g.status !== 'wounded') continue;
    g.gamesOut = Math.max(0, g.gamesOut - 1);
    if (g.gamesOut === 0) g.status = 'active';
    changed.add(g.id);
  }

  const results = squadResults(report, ctx.seed, ctx.gameSeq);
  const notes = new Map<string, string[]>();
  for (const r of results) {
    const g = byId.get(r.gi)!;
    changed.add(g.id);
    g.gamesPlayed += 1;
    g.foesDefeated += r.foes;
    if (r.fate === 'killed' || r.fate === 'missing') {
      g.status = r.fate;
      g.gamesOut = 0;
      g.fellIn = ctx.gameSeq;
    } else if (r.fate === 'wounded') {
      g.woundsTaken += 1;
      g.gamesOut = Math.max(g.gamesOut, GAMES_OUT[r.severity ?? 'light']);
      g.status = g.gamesOut > 0 ? 'wounded' : 'active';
    }
    notes.set(g.id, ctx.rules.experience && isAlive(g) ? improve(g) : []);
  }

  if (ctx.rules.experience) {
    const nco = nextNco(gis);
    if (nco) {
      nco.rank = 'cpl';
      nco.role = 'nco';
      changed.add(nco.id);
      notes.set(nco.id, [...(notes.get(nco.id) ?? []), 'Promoted to Cpl., now leads the squad']);
    }
  }

  const joined = draftGis(ctx.seed, gis, replacementsDue(gis, ctx.rules), {
    first: false,
    joined: ctx.date,
    joinedAfter: ctx.gameSeq,
    newId: ctx.newId,
  });
  // With the experience rule, replacements arrive green (a sergeant sent to lead comes Regular).
  if (ctx.rules.experience) for (const g of joined) if (g.role !== 'nco') g.experience = 'inexperienced';

  const entries: ServiceEntry[] = results.map((r) => {
    const g = byId.get(r.gi)!;
    return {
      gameSeq: ctx.gameSeq,
      gi: r.gi,
      fate: r.fate,
      severity: r.fate === 'wounded' ? (r.severity ?? 'light') : null,
      gamesOut: r.fate === 'wounded' ? g.gamesOut : 0,
      foes: r.foes,
      change: (notes.get(g.id) ?? []).join('; '),
    };
  });
  const after = [...gis, ...joined];
  return {
    ok: true,
    value: {
      gis: gis.filter((g) => changed.has(g.id)),
      joined,
      entries,
      fitAfter: after.filter(isFit).length,
      aliveAfter: after.filter(isAlive).length,
      fell: results.filter((r) => r.fate === 'killed' || r.fate === 'missing').map((r) => r.gi),
    },
  };
}
