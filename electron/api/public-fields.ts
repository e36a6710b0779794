/**
 * Every field a client may receive about a game, in one place: the answers built by the host's gate
 * (electron/services/gate.ts). electron/services/envelope-fields.test.ts walks real answers for every
 * real game (start, mid-game, over) and fails on any field path not listed here.
 *
 * A path names a field (`save.name`), `[]` each element of an array (`log[].text`). A path ending in
 * `.*` lets anything below it through: the game's own data (its view, its actions, its options, a
 * result's stats). Those are not listed field by field; the conformance suite checks them, as the
 * services send them, against each game's secrets and its generator
 * (electron/services/envelope-conformance.test.ts, engine/core/conformance.ts checkSent).
 *
 * Never here: `seed` or any generator state while a game can go on. A save's `seed` and `salt` are
 * public only once the game is over for good (deal-seal.ts); the envelope test checks that too.
 */

/** A save as lists and screens show it (SaveSummary). */
export const SUMMARY_FIELDS: readonly string[] = [
  'id',
  'seats',
  'seats[]',
  'seats[].kind',
  'seats[].bot',
  'game',
  'gameName',
  'name',
  'commitment',
  'seed',
  'salt',
  'createdAt',
  'updatedAt',
  'actionCount',
  'status',
  'damaged',
  'options',
  'options.*',
  'winner',
  'seenStatus',
  'campaignId',
];

/** A save just imported (ImportedSave): its summary and the line said of how it came in. */
export const IMPORTED_FIELDS: readonly string[] = [...SUMMARY_FIELDS, 'notice'];

const RESULT_FIELDS = ['outcome', 'winner', 'summary', 'stats', 'stats.*'];
// A log line's event is the game's own data (its type and fields), checked by conformance like the view.
/** A shared game's chat lines (ChatLine), as an envelope and a replay point carry them. */
const CHAT_FIELDS = ['chat', 'chat[]', 'chat[].seat', 'chat[].name', 'chat[].text', 'chat[].at'];

const LOG_FIELDS = ['log', 'log[]', 'log[].action', 'log[].text', 'log[].event', 'log[].event.*'];

/** What a game screen receives after any call, for one seat (GameEnvelope). */
export const ENVELOPE_FIELDS: readonly string[] = [
  'save',
  ...SUMMARY_FIELDS.map((f) => `save.${f}`),
  'options',
  'options.*',
  'seat',
  'toAct',
  'seatNames',
  'seatNames[]',
  'seatSecrets',
  'view',
  'view.*',
  'legal',
  'legal[]',
  'legal[].*',
  'templates',
  'templates[]',
  'templates[].*',
  'result',
  ...RESULT_FIELDS.map((f) => `result.${f}`),
  ...LOG_FIELDS,
  'canUndo',
  'undoBy',
  'computerMoves',
  'computerMoves[]',
  'computerMoves[].action',
  'computerMoves[].seat',
  'computerMoves[].view',
  'computerMoves[].view.*',
  'campaign',
  'campaign.id',
  'campaign.name',
  'campaign.squad',
  'campaign.squad[]',
  'campaign.recorded',
  'stamp',
  ...CHAT_FIELDS,
  'sharing',
  'sharing.friendSeat',
  'sharing.hostSeat',
  'sharing.friendConnected',
  'sharing.spectators',
  'sharing.hostConnected',
  'undoAsk',
  'undoAsk.by',
];

/** A page of the saves list (SavesPage). */
export const SAVES_PAGE_FIELDS: readonly string[] = ['items', 'items[]', ...SUMMARY_FIELDS.map((f) => `items[].${f}`), 'total', 'all', 'offset'];

/** A save opened as a replay (ReplayInfo). */
export const REPLAY_INFO_FIELDS: readonly string[] = [
  'id',
  'name',
  'game',
  'gameName',
  'seat',
  'count',
  'finished',
  'turns',
  'turns[]',
  'turns[].turn',
  'turns[].at',
  'hash',
  'bookmarks',
  'bookmarks[]',
  'bookmarks[].at',
  'bookmarks[].note',
  'bookmarks[].createdAt',
  'origin',
  'origin.saveId',
  'origin.name',
  'origin.at',
  'origin.luck',
  'campaign',
  'campaign.id',
  'campaign.name',
  'commitment',
  'seed',
  'salt',
];

/** One point of a replay, for one seat (ReplayStep). */
export const REPLAY_STEP_FIELDS: readonly string[] = [
  'at',
  'count',
  'seat',
  'toAct',
  'turn',
  'view',
  'view.*',
  ...LOG_FIELDS,
  'result',
  ...RESULT_FIELDS.map((f) => `result.${f}`),
  'hash',
  'last',
  'last.seat',
  'last.action',
  'last.action.*',
  'last.before',
  'last.before.*',
  ...CHAT_FIELDS,
];

/** Field paths of `value` (objects by key, arrays by element as `[]`), each once. */
export function fieldPaths(value: unknown, prefix = '', out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) {
    for (const v of value) {
      out.add(`${prefix}[]`);
      fieldPaths(v, `${prefix}[]`, out);
    }
  } else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      const p = prefix === '' ? k : `${prefix}.${k}`;
      out.add(p);
      fieldPaths(v, p, out);
    }
  }
  return out;
}

/** The paths of `value` that `allowed` does not list (a `x.*` entry covers everything below x). */
export function unlistedFields(value: unknown, allowed: readonly string[]): string[] {
  const exact = new Set(allowed);
  const below = allowed.filter((a) => a.endsWith('.*')).map((a) => a.slice(0, -2));
  return [...fieldPaths(value)].filter((p) => !exact.has(p) && !below.some((b) => p.startsWith(`${b}.`) || p.startsWith(`${b}[]`)));
}
