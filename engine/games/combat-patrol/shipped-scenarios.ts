/**
 * The scenarios shipped with the app (resources/games/combat-patrol/scenarios/), each a different
 * shape of fight, by template id. A new table made from one is an editable copy
 * (electron/services/scenarios.ts). The short list the screens show is shipped-tables.ts.
 */
import clearTheFarm from '../../../resources/games/combat-patrol/scenarios/clear-the-farm.json';
import hedgerowAmbush from '../../../resources/games/combat-patrol/scenarios/hedgerow-ambush.json';
import holdTheCrossroads from '../../../resources/games/combat-patrol/scenarios/hold-the-crossroads.json';
import meetingEngagement from '../../../resources/games/combat-patrol/scenarios/meeting-engagement.json';
import rescueUnderFire from '../../../resources/games/combat-patrol/scenarios/rescue-under-fire.json';
import takeTheMgNest from '../../../resources/games/combat-patrol/scenarios/take-the-mg-nest.json';
import type { ShippedTableId } from './shipped-tables';

/** Each shipped scenario's document as stored (unchecked JSON: the service validates a copy). */
export const SHIPPED_SCENARIOS: Readonly<Record<ShippedTableId, unknown>> = {
  'meeting-engagement': meetingEngagement,
  'hold-the-crossroads': holdTheCrossroads,
  'take-the-mg-nest': takeTheMgNest,
  'clear-the-farm': clearTheFarm,
  'hedgerow-ambush': hedgerowAmbush,
  'rescue-under-fire': rescueUnderFire,
};
