/**
 * What the campaign screens show, worked out from the stored rows: the timeline, the memorial,
 * the charts' numbers and a service record. Pure functions (one pass over each list), so a
 * campaign of 1,000 GIs and 500 games opens well inside its 200 ms budget.
 */
import { RANK_TITLES, type Gi, type ServiceEntry } from '../../engine/campaign';
import type { CampaignCharts, CampaignSummary, MemorialEntry, ServiceRecord, TimelineGame } from '../api/contract';
import type { CampaignGameRow, CampaignHead } from '../store';
import { campaignGameIds } from '../../engine/games';

/** A game's name by its id (the game registry's: playable or coming). */
export type GameNames = (game: string) => string;

/** "Pvt. Stanley Kowalski". */
export const titled = (g: Pick<Gi, 'rank' | 'name'>): string => `${RANK_TITLES[g.rank]} ${g.name}`;

export function campaignSummary(h: CampaignHead): CampaignSummary {
  return { id: h.id, name: h.name, rules: h.rules, archived: h.archived, createdAt: h.createdAt, updatedAt: h.updatedAt, fit: h.fit, wounded: h.wounded, fallen: h.fallen, games: h.games };
}

/** The timeline, newest game last: outcome, squad size, who was wounded, fell, went missing, and who joined after it. */
export function timeline(gis: readonly Gi[], games: readonly CampaignGameRow[], hurt: readonly ServiceEntry[], squadSizes: ReadonlyMap<number, number>, gameNameOf: GameNames): TimelineGame[] {
  const byId = new Map(gis.map((g) => [g.id, g]));
  const bySeq = new Map<number, TimelineGame>();
  const out = games.map((m) => {
    const t: TimelineGame = {
      seq: m.seq,
      game: m.game,
      gameName: gameNameOf(m.game),
      outcome: m.outcome,
      summary: m.summary,
      playedAt: m.playedAt,
      saveId: m.saveId,
      squad: squadSizes.get(m.seq) ?? 0,
      fitAfter: m.fitAfter,
      aliveAfter: m.aliveAfter,
      killed: [],
      missing: [],
      wounded: [],
      joined: [],
    };
    bySeq.set(m.seq, t);
    return t;
  });
  for (const e of hurt) {
    const t = bySeq.get(e.gameSeq);
    const g = byId.get(e.gi);
    if (!t || !g) continue;
    if (e.fate === 'killed') t.killed.push(g.name);
    else if (e.fate === 'missing') t.missing.push(g.name);
    else if (e.fate === 'wounded') t.wounded.push(g.name);
  }
  for (const g of gis) if (g.joinedAfter !== null) bySeq.get(g.joinedAfter)?.joined.push(g.name);
  return out;
}

/** The fallen (killed and missing), in the order they fell. */
export function memorial(gis: readonly Gi[], games: readonly CampaignGameRow[], gameNameOf: GameNames): MemorialEntry[] {
  const bySeq = new Map(games.map((m) => [m.seq, m]));
  return gis
    .filter((g) => g.status === 'killed' || g.status === 'missing')
    .sort((a, b) => (a.fellIn ?? Infinity) - (b.fellIn ?? Infinity) || a.seq - b.seq)
    .map((g) => {
      const m = g.fellIn === null ? undefined : bySeq.get(g.fellIn);
      return {
        gi: g.id,
        name: g.name,
        rank: g.rank,
        status: g.status as 'killed' | 'missing',
        fellIn: g.fellIn,
        gameName: m ? gameNameOf(m.game) : '',
        playedAt: m?.playedAt ?? null,
        gamesPlayed: g.gamesPlayed,
        foesDefeated: g.foesDefeated,
      };
    });
}

/** The charts' numbers; `survival` is the store's count per kind of game (took part, came through). */
export function charts(gis: readonly Gi[], games: readonly CampaignGameRow[], survival: readonly { game: string; took: number; survived: number }[], gameNameOf: GameNames): CampaignCharts {
  const first = gis.filter((g) => g.joinedAfter === null).length;
  const strength = [{ label: 'Start', fit: first, alive: first }, ...games.map((m) => ({ label: `${m.seq + 1}`, fit: m.fitAfter, alive: m.aliveAfter }))];
  const order = campaignGameIds;
  return {
    strength,
    survival: [...survival]
      .sort((a, b) => order.indexOf(a.game) - order.indexOf(b.game))
      .map((s) => ({ game: s.game, gameName: gameNameOf(s.game), took: s.took, survived: s.survived })),
    kills: gis
      .filter((g) => g.foesDefeated > 0)
      .sort((a, b) => b.foesDefeated - a.foesDefeated || a.seq - b.seq)
      .slice(0, 20)
      .map((g) => ({ name: g.name, foes: g.foesDefeated })),
  };
}

export function serviceRecord(gi: Gi, lines: readonly ServiceEntry[], games: readonly CampaignGameRow[], gameNameOf: GameNames): ServiceRecord {
  const bySeq = new Map(games.map((m) => [m.seq, m]));
  return {
    gi: { ...gi },
    lines: lines.map((e) => {
      const m = bySeq.get(e.gameSeq);
      return {
        gameSeq: e.gameSeq,
        gameName: m ? gameNameOf(m.game) : '',
        outcome: m?.outcome ?? 'draw',
        playedAt: m?.playedAt ?? '',
        fate: e.fate,
        severity: e.severity,
        gamesOut: e.gamesOut,
        foes: e.foes,
        change: e.change,
      };
    }),
  };
}
