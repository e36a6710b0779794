/** What Patrol: Lost! tells the rest of the app (renderer/src/games/index.ts lists it with its screens). */
import { assignGoodGuys, CAMPAIGN_SQUAD, GOOD_GUY_ROLES } from '../../../../engine/games/patrol-lost/campaign-squad';
import type { GiView } from '../../../../electron/api/contract';
import type { GameInfo } from '../types';

const ROLE_WORDS = { standard: 'standard', close: 'close combat', ranged: 'ranged' } as const;

/** The Good Guy each GI picked becomes, by the written rule (campaign-squad.ts), in words by GI id. */
function goodGuys(picked: readonly GiView[]): Map<string, string> {
  const slots = assignGoodGuys(picked);
  return new Map(slots.flatMap((g, i) => (g ? [[g.id, ROLE_WORDS[GOOD_GUY_ROLES[i]!]] as [string, string]] : [])));
}

export const patrolLostInfo: GameInfo = {
  name: 'Patrol: Lost!',
  rulesPage: true,
  variantLine: (s) => {
    const levels = s.seats.flatMap((p) => (p.kind === 'bot' ? [p.bot] : []));
    return levels.length ? `Computer: ${levels.join(' and ')}` : '';
  },
  seatNames: () => ['Good Guys', 'Bad Guys'],
  campaign: {
    size: CAMPAIGN_SQUAD,
    // The player leads the Good Guys; the Bad Guys are the computer's (easy, the home card's default).
    seats: [{ kind: 'human' }, { kind: 'bot', bot: 'easy' }],
    squadHint: 'They are the Good Guys: the first NCO (else scout) you pick is the close-combat specialist, the first BAR or MG gunner the ranged specialist, the others standard.',
    places: goodGuys,
    squadWords: `Patrol: Lost! ${CAMPAIGN_SQUAD} Good Guys`,
    rulesNote:
      'Patrol: Lost!: you lead the Good Guys against the computer. The close-combat specialist is the first NCO (else scout), the ranged specialist the first BAR or MG gunner, the others standard. A Good Guy lost is killed; each is credited with the Bad Guys his attacks put down, and a fight won is credited to the close-combat specialist on the tile (else the first Good Guy there).',
  },
};
